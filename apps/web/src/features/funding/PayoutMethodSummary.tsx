import { useTranslation } from 'react-i18next';
import type { PayoutMethod } from '@leverline/contract';
import { PAYOUT_TYPE } from '@leverline/contract';
import { formatDateTime } from '../../ui/dateTime';

/** A method bound moments ago waits out its cooling-off: from when it can receive a withdrawal. */
function CoolingOff({ method }: { method: PayoutMethod }) {
  const { t, i18n } = useTranslation();
  if (!(new Date(method.usable_from).getTime() > Date.now())) return null;
  return (
    <span className="method-cooling" data-testid={`cooling-off-${method.id}`}>
      {t('withdraw.usable_from', { time: formatDateTime(method.usable_from, i18n.language) })}
    </span>
  );
}

/** A bound method in one or two lines: the coin address, or the bank, payee and account. */
export function PayoutMethodSummary({ method }: { method: PayoutMethod }) {
  if (method.type === PAYOUT_TYPE.coin) {
    return (
      <span className="method-summary">
        <span className="method-title" dir="ltr">
          {method.draw_currency.code} <small>{method.draw_currency.protocol}</small>
        </span>
        <span className="method-address" dir="ltr">
          {method.dc_address}
        </span>
        <CoolingOff method={method} />
      </span>
    );
  }
  return (
    <span className="method-summary">
      <span className="method-title">
        <bdi>{method.bank_name}</bdi> · <span dir="ltr">{method.draw_currency.code}</span>
      </span>
      <span className="method-sub" dir="auto">
        {method.payee_name}
      </span>
      <span className="method-address" dir="ltr">
        {method.payee_account}
      </span>
      <CoolingOff method={method} />
    </span>
  );
}
