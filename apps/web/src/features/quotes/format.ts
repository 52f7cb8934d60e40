/** Display of quotes: prices at the instrument's precision, changes as locale percentages. */
import { localSignedPercent } from '../../ui/numbers';

export { directionOf, formatPrice } from './price';

/**
 * A percent change (-0.35 → "-0.35%", 1.2 → "+1.20%") in the language's number style, the same
 * style as every other percentage (ui/numbers). Digits stay Latin, like the prices beside them.
 */
export function formatChange(changePercent: number, lang: string): string {
  return localSignedPercent(changePercent.toFixed(2), lang);
}
