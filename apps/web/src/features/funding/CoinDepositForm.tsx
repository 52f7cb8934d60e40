import { useCallback, useState, type FormEvent } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { ChoiceChips } from './ChoiceChips';
import { DepositReportFields, useDepositReport } from './DepositReport';
import { DetailLine } from './DetailLine';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFetched } from '../../ui/useFetched';

/** Decimal places of a coin amount (the contract's chargeSubmit rule). */
const COIN_PLACES = 8;

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
  const report = useDepositReport(COIN_PLACES, option?.usd_rate ?? null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!option) return;
    const done = await report.send(({ number, proofImg, headers }) =>
      call(
        routes.chargeSubmit,
        { number, proofImg, charge_id: option.id, address: option.address },
        { loading: true, toastSuccess: true, headers },
      ),
    );
    if (done) onSubmitted();
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
      <DepositReportFields report={report} code={option.currency_code} />
    </form>
  );
}
