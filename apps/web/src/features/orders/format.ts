/**
 * Display of trading figures (§9): money (profit, margin, fee) to 6 places with its sign and
 * colour, prices as the server quotes them, percentages to 2 places. Digits stay Latin.
 */
import { decimal, isDecimalText, moneyText } from '@leverline/domain';

export const NO_VALUE = '--';

/** Money to 6 places, "+" before a gain: "+12.500000", "-3.000000", "0.000000". */
export function signedMoney(usd: string): string {
  if (!isDecimalText(usd)) return NO_VALUE;
  const text = moneyText(usd);
  return decimal(text).gt(0) ? `+${text}` : text;
}

/** Money to 6 places without a sign added. */
export function plainMoney(usd: string): string {
  return isDecimalText(usd) ? moneyText(usd) : NO_VALUE;
}

/** The colour class of an amount: up (a gain), down (a loss) or flat. */
export function moneyDirection(usd: string): 'up' | 'down' | 'flat' {
  if (!isDecimalText(usd)) return 'flat';
  const value = decimal(usd);
  return value.gt(0) ? 'up' : value.lt(0) ? 'down' : 'flat';
}

/** A take-profit, stop-loss or other optional price: "0" or empty is none. */
export function optionalPrice(price: string): string | null {
  return isDecimalText(price) && !decimal(price).eq(0) ? price : null;
}

/** A percentage as the server computes it ("123.45"), or "--" when there is none. */
export function percentText(value: string | null): string {
  return value === null || !isDecimalText(value) ? NO_VALUE : `${value}%`;
}
