import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Radio, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, type CallData } from '@leverline/contract';
import { call } from '../../api/client';
import { Notice } from '../../ui/Notice';
import { formatDateTime } from '../../ui/dateTime';
import './compliance.css';

type Questionnaire = CallData<typeof routes.questionnaire>;

/**
 * Before a real account's first deposit, the appropriateness questionnaire the broker set (when it
 * set one): the deposit page shows the questions until they are passed. The server refuses deposit
 * requests until then whatever the page shows.
 */
export function QuestionnaireGate({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [data, setData] = useState<Questionnaire | null | undefined>();
  const [answers, setAnswers] = useState<(number | undefined)[]>([]);
  const [outcome, setOutcome] = useState<{ score: number; pass: number } | null>(null);
  const [sending, setSending] = useState(false);

  const load = useCallback(async () => {
    try {
      setData(await call(routes.questionnaire, {}, { silent: true }));
    } catch {
      // Unknown: show the deposit page; the server still holds a deposit until the test is passed.
      setData(null);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load, i18n.language]);

  if (data === undefined) return <Skeleton.Paragraph animated />;
  if (data === null || !data.status.test_needed || data.questions.length === 0) return children;

  const retakeAt = data.status.retake_at;
  const failed = outcome && (
    <p data-testid="questionnaire-failed">
      {t('compliance.test_failed', { score: outcome.score, pass: outcome.pass })}
    </p>
  );
  if (retakeAt) {
    return (
      <Notice testId="questionnaire-wait">
        {failed}
        <p>{t('compliance.test_retake_at', { time: formatDateTime(retakeAt, i18n.language) })}</p>
      </Notice>
    );
  }

  const submit = async () => {
    if (answers.length !== data.questions.length || answers.some((a) => a === undefined)) {
      return void Toast.show({ content: t('compliance.test_unanswered') });
    }
    setSending(true);
    try {
      const result = await call(
        routes.answerQuestionnaire,
        { answers: answers as number[] },
        { loading: true },
      );
      if (result.passed) Toast.show({ content: t('compliance.test_passed') });
      else setOutcome({ score: result.score, pass: result.pass_score });
      setAnswers([]);
      setData({ ...data, status: result.status });
    } catch {
      // The server's message is shown (a waiting period, answers not understood).
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="questionnaire"
      data-testid="questionnaire"
      onSubmit={(e) => (e.preventDefault(), void submit())}
    >
      <h2>{t('compliance.test_title')}</h2>
      <p className="questionnaire-lead">{t('compliance.test_lead')}</p>
      {data.questions.map((q, i) => (
        <fieldset key={i} className="questionnaire-question" data-testid={`question-${i}`}>
          {/* A question may read in the broker's default language, in another script than the app's. */}
          <legend>
            {i + 1}. <span dir="auto">{q.text}</span>
          </legend>
          <Radio.Group
            value={answers[i] ?? null}
            onChange={(v) => setAnswers((list) => Object.assign([...list], { [i]: Number(v) }))}
          >
            {q.options.map((option, j) => (
              <Radio key={j} value={j} data-testid={`question-${i}-option-${j}`}>
                <span dir="auto">{option}</span>
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
      ))}
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={sending}
        data-testid="questionnaire-submit"
      >
        {t('compliance.test_submit')}
      </Button>
    </form>
  );
}
