/**
 * Display of the ranking and copy-trading figures (§3, §9): rates and win shares are percentages
 * the server computes to 2 places; profit is USD money shown to 6 places with its sign and colour.
 */
import { decimal, isDecimalText } from '@leverline/domain';
import { NO_VALUE } from '../orders/format';

export { moneyDirection, signedMoney } from '../orders/format';

/** A rate with its sign: "+12.34%", "-3.10%", "0.00%". */
export function signedPercent(value: string): string {
  if (!isDecimalText(value)) return NO_VALUE;
  return decimal(value).gt(0) ? `+${value}%` : `${value}%`;
}

/** A share without a sign: "66.67%". */
export function percent(value: string): string {
  return isDecimalText(value) ? `${value}%` : NO_VALUE;
}

/** The leverage most used: "×100". */
export function multipleText(multiple: number): string {
  return multiple > 0 ? `×${multiple}` : NO_VALUE;
}
