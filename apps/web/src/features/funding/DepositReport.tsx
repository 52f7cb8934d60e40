import { useState, type ReactNode } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { IMAGE_MAX_MB, ProofUploader, type UploadedImage } from '../../ui/ProofUploader';
import { useNumbers } from '../../ui/useNumbers';
import { AmountInput } from './AmountInput';
import { amountOf, creditEstimate } from './format';
import { useSubmit } from './useSubmit';

/** What a deposit report sends besides its channel: the amount sent and the proof picture. */
export interface DepositFigures {
  number: string;
  proofImg: string;
  headers: Record<string, string>;
}

export interface DepositReport {
  amount: string;
  setAmount: (amount: string) => void;
  proof: UploadedImage | null;
  setProof: (proof: UploadedImage | null) => void;
  places: number;
  /** About how many USD will be credited (exact, 2 places), or null while the amount is not valid. */
  estimate: string | null;
  submitting: boolean;
  /**
   * Checks the amount and the picture (saying what is missing), sends once at a time with the
   * form's Idempotency-Key, and clears the form when the server took it. True when it did.
   */
  send: (request: (figures: DepositFigures) => Promise<unknown>) => Promise<boolean>;
}

/** The report part shared by the coin and bank deposit forms: amount, estimate and proof. */
export function useDepositReport(places: number, usdRate: string | null): DepositReport {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState<UploadedImage | null>(null);
  const submit = useSubmit();
  const number = amountOf(amount, places);

  const send: DepositReport['send'] = async (request) => {
    if (number === null) {
      Toast.show({ content: t('msg.amount_invalid') });
      return false;
    }
    if (!proof) {
      Toast.show({ content: t('msg.image_required') });
      return false;
    }
    const done = await submit.run((headers) => request({ number, proofImg: proof.ref, headers }));
    if (done) {
      setAmount('');
      setProof(null);
    }
    return done;
  };

  return {
    amount,
    setAmount,
    proof,
    setProof,
    places,
    estimate: usdRate === null ? null : creditEstimate(number, usdRate),
    submitting: submit.submitting,
    send,
  };
}

/**
 * The amount sent (in `code`), the USD estimate (in the reader's number style), the proof picture
 * and the submit button.
 */
export function DepositReportFields({ report, code, children }: { report: DepositReport; code: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  return (
    <>
      <Field label={t('deposit.amount_sent', { code })}>
        <AmountInput
          value={report.amount}
          onChange={report.setAmount}
          places={report.places}
          placeholder={t('deposit.amount_placeholder')}
          testId="charge-amount"
        />
      </Field>
      {report.estimate !== null && (
        <p className="field-hint" data-testid="charge-estimate">
          {t('deposit.credit_estimate', { usd: numbers.decimal(report.estimate) })}
        </p>
      )}
      {children}
      <div className="funding-section">
        <span className="funding-label">{t('funding.proof')}</span>
        <ProofUploader
          value={report.proof}
          onChange={report.setProof}
          testId="charge-proof"
          hint={t('funding.proof_hint', { mb: IMAGE_MAX_MB })}
        />
      </div>
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={report.submitting}
        data-testid="charge-submit"
      >
        {t('deposit.submit')}
      </Button>
    </>
  );
}
