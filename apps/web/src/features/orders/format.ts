/**
 * Display of trading figures (§9): money (profit, margin, fee) to 6 places with its sign and
 * colour, prices as the server quotes them, percentages to 2 places. The exact rounding happens
 * here; the reader's number style is applied after it, by useNumbers. Digits stay Latin.
 */
import { decimal, isDecimalText, moneyText } from '@leverline/domain';
import { NO_VALUE } from '../../ui/numbers';

export { NO_VALUE };

/**
 * Money to 6 places (half-up, the ledger's rule) as exact decimal text, "--" when there is none:
 * shown through useNumbers().decimal ("12,500.000000") or .signedDecimal ("+12.500000").
 */
export function money6(usd: string | null | undefined): string {
  return usd != null && isDecimalText(usd) ? moneyText(usd) : NO_VALUE;
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
