/**
 * The quick lot sizes under the lots stepper: the minimum and 10, 50 and 100 times it, each kept
 * only if it is a whole number of steps within the maximum (0.01 → 0.01, 0.1, 0.5, 1).
 */
import { decimal, isMultipleOf, scaled } from '@leverline/domain';
import type { LotRule } from './lots';

const FACTORS = ['1', '10', '50', '100'];

export function quickLots(rule: LotRule): string[] {
  const min = decimal(rule.min);
  const max = decimal(rule.max);
  if (min.lte(0)) return [];
  const sizes: string[] = [];
  for (const factor of FACTORS) {
    const lots = min.times(factor);
    if (lots.gt(max) || !isMultipleOf(scaled(lots), scaled(rule.step))) continue;
    const text = lots.toFixed();
    if (!sizes.includes(text)) sizes.push(text);
  }
  return sizes;
}
