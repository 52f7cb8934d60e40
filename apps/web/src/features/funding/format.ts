/**
 * Display and entry rules of money in and out (§9): balances and withdrawal figures to 2 places,
 * entered amounts checked exactly as the contract checks them, never through a float. Figures are
 * rounded here and shown in the reader's number style through useNumbers.
 */
import { amountInput } from '@leverline/contract';
import { balanceDisplay, decimal, depositCredit, isDecimalText } from '@leverline/domain';
import { decimalOf } from '../../ui/decimalInput';
import { NO_VALUE } from '../../ui/numbers';

export { NO_VALUE };
// Balances are shown on the first screen too: their rule lives apart from the entry checks,
// which need the contract's schemas.
export { usd2 } from '../../ui/usd';

const amountSchemas = new Map<number, ReturnType<typeof amountInput>>();

/**
 * The amount an entry means, as the canonical text the server takes ("100.50" → "100.5"), or null
 * when it is not a positive amount with at most `places` decimals (the contract's own rule).
 */
export function amountOf(text: string, places: number): string | null {
  const value = decimalOf(text);
  if (value === null) return null;
  let schema = amountSchemas.get(places);
  if (!schema) {
    schema = amountInput(places);
    amountSchemas.set(places, schema);
  }
  return schema.safeParse(value).success ? value : null;
}

/**
 * About how many USD a deposit of `amount` at `usdRate` credits, to 2 places (exact decimal text,
 * shown through useNumbers); null if unknown.
 */
export function creditEstimate(amount: string | null, usdRate: string): string | null {
  if (amount === null || !isDecimalText(usdRate)) return null;
  return balanceDisplay(depositCredit(amount, usdRate));
}

/** True when the decimal text `a` is below `b` (both exact). */
export function isBelow(a: string, b: string): boolean {
  return isDecimalText(a) && isDecimalText(b) && decimal(a).lt(decimal(b));
}
