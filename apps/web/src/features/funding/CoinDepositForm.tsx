import { useCallback, useState, type FormEvent } from 'react';
import { DotLoading, Input, Toast } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { routes } from '@leverline/contract';
import { transactionId } from '@leverline/domain';
import { call } from '../../api/client';
import { ChoiceChips } from './ChoiceChips';
import { DepositReportFields, useDepositReport } from './DepositReport';
import { DetailLine } from './DetailLine';
import { Field } from '../../ui/Field';
import { LoadFailed } from '../../ui/LoadFailed';
import { Notice } from '../../ui/Notice';
import { useFetched } from '../../ui/useFetched';
import { wireRate } from '../../ui/wire';

/** Decimal places of a coin amount (the contract's chargeSubmit rule). */
const COIN_PLACES = 8;
/** The address's QR code: large enough for a wallet's camera at arm's length, level M as wallets print them. */
const QR_SIZE = 168;

/**
 * Deposit by coin (§2): pick the coin and network, send it to the address shown, then report the
 * amount sent with a picture of the transfer. Staff check it and credit USD at the rate shown.
 */
export function CoinDepositForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const load = useCallback((signal: AbortSignal) => call(routes.chargeInfo, {}, { signal, silent: true }), []);
  const options = useFetched(load);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = options.data ?? [];
  const option = list.find((o) => o.id === chosen) ?? list[0] ?? null;
  const report = useDepositReport(COIN_PLACES, option ? wireRate(option.usd_rate) : null);
  const [txId, setTxId] = useState('');
  const [txTouched, setTxTouched] = useState(false);
  const txWrong = option !== null && txId.trim() !== '' && transactionId(option.protocol_code, txId) === null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!option) return;
    if (txWrong) {
      setTxTouched(true);
      Toast.show({ content: t('deposit.tx_id_invalid', { network: option.protocol_code }) });
      return;
    }
    const done = await report.send(({ number, proofImg, headers }) =>
      call(
        routes.chargeSubmit,
        { number, proofImg, charge_id: option.id, address: option.address, tx_id: txId.trim() },
        { loading: true, toastSuccess: true, headers },
      ),
    );
    if (done) {
      setTxId('');
      setTxTouched(false);
      onSubmitted();
    }
  };

  if (options.status === 'loading') return <DotLoading className="funding-loading" />;
  if (options.status === 'failed') return <LoadFailed onRetry={() => void options.reload()} />;
  // A new installation has no channels until the broker enters its own (docs/funding.md).
  if (!option)
    return (
      <Notice testId="deposit-no-channel">
        <p>{t('deposit.no_channel')}</p>
      </Notice>
    );

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
          value={t('deposit.rate_value', { code: option.currency_code, rate: wireRate(option.usd_rate) })}
          ltr
        />
      </dl>
      <div className="deposit-qr" data-testid="charge-qr">
        <QRCodeSVG
          value={option.address}
          size={QR_SIZE}
          level="M"
          marginSize={2}
          title={t('deposit.qr', { code: option.currency_code, network: option.protocol_code })}
        />
        <p className="deposit-qr-hint">{t('deposit.qr_hint')}</p>
      </div>
      <p className="funding-note">
        {t('deposit.coin_note', { code: option.currency_code, network: option.protocol_code })}
      </p>
      <DepositReportFields report={report} code={option.currency_code}>
        <Field label={t('deposit.tx_id')}>
          <Input
            value={txId}
            onChange={setTxId}
            onBlur={() => setTxTouched(true)}
            placeholder={t('deposit.tx_id_placeholder')}
            autoComplete="off"
            aria-invalid={txTouched && txWrong}
            data-testid="charge-tx-id"
          />
        </Field>
        {txTouched && txWrong ? (
          <p className="field-error" role="alert" data-testid="charge-tx-id-error">
            {t('deposit.tx_id_invalid', { network: option.protocol_code })}
          </p>
        ) : (
          <p className="field-hint">{t('deposit.tx_id_hint', { network: option.protocol_code })}</p>
        )}
      </DepositReportFields>
    </form>
  );
}
