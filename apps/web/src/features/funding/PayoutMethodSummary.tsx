import type { PayoutMethod } from '@leverline/contract';
import { PAYOUT_TYPE } from '@leverline/contract';

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
    </span>
  );
}
