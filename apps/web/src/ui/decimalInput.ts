/**
 * Typing of prices and lots. The boxes take digits and one decimal point (a comma is read as the
 * point, as some keyboards only offer that), never a sign: prices and lots are at least 0 (§5).
 * What is sent is the canonical decimal text the contract expects, never a float.
 */
import { decimal, isDecimalText } from '@leverline/domain';

/**
 * The box's next text after a keystroke, or null to refuse it: at most `maxDecimals` digits after
 * the point (an instrument's PricePrecision, the lot step's decimals).
 */
export function typedDecimal(text: string, maxDecimals: number): string | null {
  const next = text.replace(',', '.').trim();
  if (next === '') return '';
  if (!/^\d*\.?\d*$/.test(next)) return null;
  const [, fraction = ''] = next.split('.');
  if (fraction.length > maxDecimals) return null;
  if (maxDecimals === 0 && next.includes('.')) return null;
  return next;
}

/** The decimal an entry means ("0.50" → "0.5", ".5" → "0.5", "007" → "7"), or null for none. */
export function decimalOf(text: string): string | null {
  let value = text.trim().replace(',', '.');
  if (value.endsWith('.')) value = value.slice(0, -1);
  if (value.startsWith('.')) value = `0${value}`;
  value = value.replace(/^0+(?=\d)/, '');
  return isDecimalText(value) && !value.startsWith('-') ? decimal(value).toFixed() : null;
}

/** Decimal places of a decimal text ("0.01" → 2, "1" → 0). */
export function decimalsOf(text: string): number {
  const [, fraction = ''] = text.split('.');
  return fraction.length;
}
