import { useCallback, useState, type FormEvent } from 'react';
import { Button, DotLoading, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { calls } from '@leverline/contract';
import { call } from '../../api/client';
import { Field } from '../../ui/Field';
import { AmountInput } from './AmountInput';
import { ChoiceChips } from './ChoiceChips';
import { DetailLine } from './DetailLine';
import { amountOf, creditEstimate } from './format';
import { LoadFailed } from '../../ui/LoadFailed';
import { IMAGE_MAX_MB, ProofUploader, type UploadedImage } from '../../ui/ProofUploader';
import { useFetched } from '../../ui/useFetched';
import { useSubmit } from './useSubmit';

/** Decimal places of a coin amount (the contract's chargeSubmit rule). */
const COIN_PLACES = 8;

/**
 * Deposit by coin (§2): pick the coin and network, send it to the address shown, then report the
 * amount sent with a picture of the transfer. Staff check it and credit USD at the rate shown.
 */
export function CoinDepositForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const load = useCallback((signal: AbortSignal) => call(calls.chargeInfo, {}, { signal, silent: true }), []);
  const options = useFetched(load);
  const [chosen, setChosen] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState<UploadedImage | null>(null);
  const submit = useSubmit();

  const list = options.data ?? [];
  const option = list.find((o) => o.id === chosen) ?? list[0] ?? null;
  const number = amountOf(amount, COIN_PLACES);
  const estimate = option ? creditEstimate(number, option.usd_rate) : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!option) return;
    if (number === null) return void Toast.show({ content: t('msg.amount_invalid') });
    if (!proof) return void Toast.show({ content: t('msg.image_required') });
    const done = await submit.run((headers) =>
      call(
        calls.chargeSubmit,
        { number, proofImg: proof.ref, charge_id: option.id, address: option.address },
        { loading: true, toastSuccess: true, headers },
      ),
    );
    if (!done) return;
    setAmount('');
    setProof(null);
    onSubmitted();
  };

  if (options.status === 'loading') return <DotLoading className="funding-loading" />;
  if (options.status === 'failed') return <LoadFailed onRetry={() => void options.reload()} />;
  if (!option) return <p className="funding-empty">{t('deposit.no_channel')}</p>;

  return (
    <form className="funding-form" onSubmit={(event) => void send(event)} noValidate>
      <ChoiceChips
        label={t('deposit.coin')}
        choices={list.map((o) => ({
          id: o.id,
          label: (
            <span dir="ltr">
              {o.currency_code} <small>{o.protocol_code}</small>
            </span>
          ),
        }))}
        value={option.id}
        onChange={setChosen}
        testIdPrefix="charge-option-"
      />
      <dl className="funding-card">
        <DetailLine label={t('deposit.network')} value={option.protocol_code} ltr />
        <DetailLine label={t('deposit.address')} value={option.address} copy ltr testId="charge-address" />
        <DetailLine
          label={t('deposit.rate')}
          value={t('deposit.rate_value', { code: option.currency_code, rate: option.usd_rate })}
          ltr
        />
      </dl>
      <p className="funding-note">
        {t('deposit.coin_note', { code: option.currency_code, network: option.protocol_code })}
      </p>
      <Field label={t('deposit.amount_sent', { code: option.currency_code })}>
        <AmountInput
          value={amount}
          onChange={setAmount}
          places={COIN_PLACES}
          placeholder={t('deposit.amount_placeholder')}
          testId="charge-amount"
        />
      </Field>
      {estimate !== null && (
        <p className="field-hint" data-testid="charge-estimate">
          {t('deposit.credit_estimate', { usd: estimate })}
        </p>
      )}
      <div className="funding-section">
        <span className="funding-label">{t('funding.proof')}</span>
        <ProofUploader
          value={proof}
          onChange={setProof}
          testId="charge-proof"
          hint={t('funding.proof_hint', { mb: IMAGE_MAX_MB })}
        />
      </div>
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        loading={submit.submitting}
        data-testid="charge-submit"
      >
        {t('deposit.submit')}
      </Button>
    </form>
  );
}
