/**
 * Display of trading figures (§9): money (profit, margin, fee) to 6 places with its sign and
 * colour, prices at their instrument's precision, percentages to 2 places. The figures arrive as
 * JSON numbers at their field's precision and become exact decimal text here (ui/wire); the
 * reader's number style is applied after it, by useNumbers. Digits stay Latin.
 */
import { NO_VALUE } from '../../ui/numbers';
import { wireMoney, wirePrice } from '../../ui/wire';

export { NO_VALUE };

/**
 * Money to 6 places as exact decimal text, "--" when there is none: shown through
 * useNumbers().decimal ("12,500.000000") or .signedDecimal ("+12.500000").
 */
export function money6(usd: number | null | undefined): string {
  return usd == null ? NO_VALUE : wireMoney(usd);
}

/** The colour class of an amount (or a rate): up (a gain), down (a loss) or flat. */
export function moneyDirection(usd: number): 'up' | 'down' | 'flat' {
  return usd > 0 ? 'up' : usd < 0 ? 'down' : 'flat';
}

/** A take-profit, stop-loss or other optional price at its instrument's precision: 0 is none. */
export function optionalPrice(price: number, precision: number): string | null {
  return price === 0 ? null : wirePrice(price, precision);
}

/** A price at its instrument's precision, "--" while there is none (a pending order's open price is 0). */
export function priceOrNone(price: number, precision: number): string {
  return optionalPrice(price, precision) ?? NO_VALUE;
}
