/**
 * Money arithmetic. Every amount that is stored or credited passes through here, so rounding is
 * decided in exactly one place: amounts are exact decimals (big.js), held to 6 places (the
 * precision the ledger stores and the app shows for profit and margin), rounded half-up.
 */
import Big from 'big.js';

/** Decimal places kept for any stored money amount (USD). */
export const MONEY_SCALE = 6;
/** Decimal places shown for a balance. */
export const BALANCE_DISPLAY_SCALE = 2;

export type Decimal = Big;

const DECIMAL_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** True when `text` is a plain decimal numeral (no exponent, no spaces, no leading zeros). */
export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

/** Parses a decimal numeral exactly; throws on anything else (floats are refused on purpose). */
export function decimal(value: string | Big): Big {
  if (value instanceof Big) return value;
  if (!isDecimalText(value)) throw new RangeError(`not a decimal numeral: ${JSON.stringify(value)}`);
  return new Big(value);
}

/** Rounds to the money scale (6 places, half-up). */
export function roundMoney(value: Big): Big {
  return value.round(MONEY_SCALE, Big.roundHalfUp);
}

const NEGATIVE_ZERO = /^-0(\.0+)?$/;

/**
 * A plain numeral with no more than `places` decimals, padded with zeros to exactly `places`, as
 * text; undefined for anything else (more decimals, a negative zero, not a numeral).
 */
function padded(text: string, places: number): string | undefined {
  const dot = text.indexOf('.');
  const decimals = dot < 0 ? 0 : text.length - dot - 1;
  if (decimals > places || !isDecimalText(text) || NEGATIVE_ZERO.test(text)) return undefined;
  if (decimals === places) return text;
  return (dot < 0 ? `${text}.` : text) + '0'.repeat(places - decimals);
}

/**
 * `decimal(text).toFixed(places)`: the numeral with exactly `places` decimals, rounded half-up when
 * it has more. A plain numeral with no more than `places` decimals (what the database prints for
 * its NUMERIC columns, and most of what a server formats) is padded as text, without big.js: an
 * order's answer formats a dozen of them.
 */
export function fixedText(text: string, places: number): string {
  return padded(text, places) ?? decimal(text).toFixed(places);
}

/** The canonical text of a money amount: always 6 places, e.g. "10000.000000". */
export function moneyText(value: string | Big): string {
  return (
    (typeof value === 'string' ? padded(value, MONEY_SCALE) : undefined) ??
    roundMoney(decimal(value)).toFixed(MONEY_SCALE)
  );
}

/** Adds money amounts exactly and rounds the sum to the money scale. */
export function addMoney(...values: (string | Big)[]): Big {
  return roundMoney(values.reduce<Big>((sum, v) => sum.plus(decimal(v)), new Big(0)));
}

/**
 * Text for showing a balance: 2 places, truncated toward zero so the app never shows more money
 * than the account holds (10.999999 shows as 10.99).
 */
export function balanceDisplay(value: string | Big): string {
  return decimal(value).round(BALANCE_DISPLAY_SCALE, Big.roundDown).toFixed(BALANCE_DISPLAY_SCALE);
}

/** A decimal numeral without trailing fractional zeros ("0.500000" → "0.5", "10.0" → "10"). */
export function plainDecimal(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
