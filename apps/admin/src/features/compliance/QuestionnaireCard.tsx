import { useEffect } from 'react';
import { Button, Card, Form, Input, InputNumber, Space, Typography } from 'antd';
import { staffQuestionnaire, staffSaveQuestionnaire, type StaffQuestion } from '@leverline/contract';
import { call } from '../../api/client';
import { toast } from '../../app/feedback';
import { texts } from '../../i18n/texts';
import { formatTime } from '../../ui/format';
import { useAction } from '../../ui/useAction';
import { useCall } from '../../ui/useCall';

const t = texts.compliance;

interface QuestionnaireForm {
  questions: StaffQuestion[];
  pass_score: number;
  retake_hours: number;
}

/** The highest score the questions allow: the best option of each. */
function bestScore(questions: QuestionnaireForm['questions'] | undefined): number {
  return (questions ?? []).reduce((sum, q) => sum + Math.max(0, ...(q?.options ?? []).map((o) => Number(o?.points) || 0)), 0);
}

/** The appropriateness questions, their options with points, the passing score and the waiting period. */
export function QuestionnaireCard() {
  const current = useCall(staffQuestionnaire, {});
  const [form] = Form.useForm<QuestionnaireForm>();
  const [busy, run] = useAction();
  const questions = Form.useWatch('questions', form);

  useEffect(() => {
    if (current.data) form.setFieldsValue({ questions: current.data.questions, pass_score: current.data.pass_score, retake_hours: current.data.retake_hours });
  }, [current.data, form]);

  const save = () =>
    run(async () => {
      const values = await form.validateFields();
      await call(staffSaveQuestionnaire, { questions: values.questions ?? [], pass_score: values.pass_score, retake_hours: values.retake_hours });
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
                </Card>
              ))}
              <Button
                type="dashed"
                onClick={() => add({ text: '', options: [{ text: '', points: 0 }, { text: '', points: 0 }] })}
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
