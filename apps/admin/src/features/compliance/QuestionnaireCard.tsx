import { useEffect } from 'react';
import { Button, Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { LANG_LOCALE, LANGS, staffQuestionnaire, staffSaveQuestionnaire, type Lang, type StaffQuestion } from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { formatTime } from '../../ui/format';
import { useAction } from '../../ui/useAction';
import { useCall } from '../../ui/useCall';

const t = texts.compliance;

/** One question's texts in one more language, as the form holds it (the server keeps them by language). */
interface TranslationForm {
  lang?: Lang;
  text?: string;
  options?: (string | undefined)[];
}

interface QuestionForm {
  text: string;
  options: StaffQuestion['options'];
  translations?: TranslationForm[];
}

interface QuestionnaireForm {
  questions: QuestionForm[];
  pass_score: number;
  retake_hours: number;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const LANGUAGE_OPTIONS = LANGS.map((lang) => ({ value: lang, label: `${languageNames.of(LANG_LOCALE[lang]) ?? lang} (${lang})` }));

/** The highest score the questions allow: the best option of each. */
function bestScore(questions: QuestionnaireForm['questions'] | undefined): number {
  return (questions ?? []).reduce((sum, q) => sum + Math.max(0, ...(q?.options ?? []).map((o) => Number(o?.points) || 0)), 0);
}

function toForm(q: StaffQuestion): QuestionForm {
  return { text: q.text, options: q.options, translations: Object.entries(q.translations).map(([lang, x]) => ({ lang: lang as Lang, text: x.text, options: x.options })) };
}

/** The form's question as the server takes it: translations by language, no more options than the question has. */
function fromForm(q: QuestionForm): StaffQuestion {
  const translations: StaffQuestion['translations'] = {};
  for (const x of q.translations ?? []) {
    if (!x.lang) continue;
    translations[x.lang] = { text: x.text ?? '', options: (x.options ?? []).slice(0, q.options.length).map((o) => o ?? '') };
  }
  return { text: q.text, options: q.options, translations };
}

/**
 * The appropriateness questions, their options with points, the passing score and the waiting
 * period; each question in the default language and, optionally, in any of the app's languages.
 */
export function QuestionnaireCard() {
  const current = useCall(staffQuestionnaire, {});
  const [form] = Form.useForm<QuestionnaireForm>();
  const [busy, run] = useAction();
  const questions = Form.useWatch('questions', form);

  useEffect(() => {
    if (current.data) form.setFieldsValue({ questions: current.data.questions.map(toForm), pass_score: current.data.pass_score, retake_hours: current.data.retake_hours });
  }, [current.data, form]);

  const save = () =>
    run(async () => {
      const values = await form.validateFields();
      await call(staffSaveQuestionnaire, { questions: (values.questions ?? []).map(fromForm), pass_score: values.pass_score, retake_hours: values.retake_hours });
      toast.success(texts.common.saved);
      current.reload();
    });

  return (
    <Card title={t.questionnaire} data-testid="questionnaire-card" extra={current.data?.updated_at ? t.updatedAt(formatTime(current.data.updated_at)) : null}>
      <Typography.Paragraph type="secondary">{t.questionnaireHelp}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Card key={field.key} size="small" title={t.question(index + 1)} style={{ marginBottom: 12 }} extra={<Button onClick={() => remove(field.name)}>{t.remove}</Button>}>
                  <Form.Item name={[field.name, 'text']} label={t.questionText} rules={[{ required: true, whitespace: true, message: texts.common.required }]}>
                    <Input maxLength={500} data-testid={`question-${index}-text`} />
                  </Form.Item>
                  <Form.List name={[field.name, 'options']}>
                    {(options, ops) => (
                      <>
                        {options.map((option, j) => (
                          <Space key={option.key} align="start" wrap>
                            <Form.Item name={[option.name, 'text']} label={j === 0 ? t.option : undefined} rules={[{ required: true, whitespace: true, message: texts.common.required }]}>
                              <Input maxLength={300} style={{ width: 360 }} data-testid={`question-${index}-option-${j}`} />
                            </Form.Item>
                            <Form.Item name={[option.name, 'points']} label={j === 0 ? t.points : undefined} initialValue={0} rules={[{ required: true, message: texts.common.required }]}>
                              <InputNumber min={0} max={100} precision={0} data-testid={`question-${index}-points-${j}`} />
                            </Form.Item>
                            <Button onClick={() => ops.remove(option.name)} disabled={options.length <= 2} style={j === 0 ? { marginTop: 30 } : undefined}>
                              {t.remove}
                            </Button>
                          </Space>
                        ))}
                        <Button type="dashed" onClick={() => ops.add({ text: '', points: 0 })} disabled={options.length >= 10}>
                          {t.addOption}
                        </Button>
                      </>
                    )}
                  </Form.List>
                  <QuestionTranslations questionName={field.name} index={index} question={questions?.[index]} />
                </Card>
              ))}
              <Button
                type="dashed"
                onClick={() => add({ text: '', options: [{ text: '', points: 0 }, { text: '', points: 0 }], translations: [] })}
                disabled={fields.length >= 50}
                data-testid="question-add"
              >
                {t.addQuestion}
              </Button>
            </>
          )}
        </Form.List>
        <Space style={{ marginTop: 16 }} wrap align="start">
          <Form.Item name="pass_score" label={t.passScore} extra={t.bestScore(bestScore(questions))} rules={[{ required: true, message: texts.common.required }]}>
            <InputNumber min={0} precision={0} data-testid="pass-score" />
          </Form.Item>
          <Form.Item name="retake_hours" label={t.retakeHours} rules={[{ required: true, message: texts.common.required }]}>
            <InputNumber min={0} max={8760} precision={0} data-testid="retake-hours" />
          </Form.Item>
        </Space>
        <div>
          <Button type="primary" loading={busy} onClick={save} data-testid="questionnaire-save">
            {texts.common.save}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/**
 * One question in other languages: a language picker, the question and one field per option of
 * the question above (its text as the placeholder), so the order, and with it the points, holds.
 */
function QuestionTranslations({ questionName, index, question }: { questionName: number; index: number; question: QuestionForm | undefined }) {
  const options = question?.options ?? [];
  return (
    <div style={{ marginTop: 12 }}>
      <Typography.Text strong>{t.translations}</Typography.Text>
      <Typography.Paragraph type="secondary">{t.translationsHelp}</Typography.Paragraph>
      <Form.List name={[questionName, 'translations']}>
        {(rows, ops) => (
          <>
            {rows.map((row, k) => (
              <Card key={row.key} size="small" type="inner" style={{ marginBottom: 8 }} extra={<Button onClick={() => ops.remove(row.name)}>{t.remove}</Button>}>
                <Form.Item
                  name={[row.name, 'lang']}
                  label={t.translationLanguage}
                  rules={[
                    { required: true, message: texts.common.required },
                    {
                      validator: (_, lang?: Lang) =>
                        lang && (question?.translations ?? []).filter((x) => x?.lang === lang).length > 1 ? Promise.reject(new Error(t.languageTwice)) : Promise.resolve(),
                    },
                  ]}
                >
                  <Select style={{ width: 240 }} options={LANGUAGE_OPTIONS} showSearch optionFilterProp="label" data-testid={`question-${index}-lang-${k}`} />
                </Form.Item>
                <Form.Item name={[row.name, 'text']} label={t.questionText}>
                  <Input maxLength={500} placeholder={question?.text} data-testid={`question-${index}-lang-${k}-text`} />
                </Form.Item>
                {options.map((option, j) => (
                  <Form.Item key={j} name={[row.name, 'options', j]} label={t.optionNumber(j + 1)}>
                    <Input maxLength={300} style={{ width: 360 }} placeholder={option?.text} data-testid={`question-${index}-lang-${k}-option-${j}`} />
                  </Form.Item>
                ))}
              </Card>
            ))}
            <Button type="dashed" onClick={() => ops.add({ text: '', options: [] })} disabled={rows.length >= LANGS.length} data-testid={`question-${index}-translation-add`}>
              {t.addTranslation}
            </Button>
          </>
        )}
      </Form.List>
    </div>
  );
}
