/** Display of quotes: prices at the instrument's precision, changes as locale percentages. */
import { localSignedPercent } from '../../ui/numbers';

/** A price as quoted: exactly `precision` decimals, Latin digits, no grouping. */
export function formatPrice(price: number, precision: number): string {
  return price.toFixed(precision);
}

/**
 * A percent change (-0.35 → "-0.35%", 1.2 → "+1.20%") in the language's number style, the same
 * style as every other percentage (ui/numbers). Digits stay Latin, like the prices beside them.
 */
export function formatChange(changePercent: number, lang: string): string {
  return localSignedPercent(changePercent.toFixed(2), lang);
}

/** The colour class of a change: up (green), down (red) or flat. */
export function directionOf(changePercent: number): 'up' | 'down' | 'flat' {
  if (changePercent > 0) return 'up';
  if (changePercent < 0) return 'down';
  return 'flat';
}
