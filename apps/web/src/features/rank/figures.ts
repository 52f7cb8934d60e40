/**
 * Display of the ranking and copy-trading figures (§3, §9): rates and win shares are percentages
 * the server computes to 2 places (read with ui/wire's wirePercent, shown through
 * useNumbers().percent and .signedPercent); profit is USD money shown to 6 places with its sign
 * and colour.
 */
import { NO_VALUE } from '../orders/format';

export { moneyDirection, money6 } from '../orders/format';

/** The leverage most used: "×100". */
export function multipleText(multiple: number): string {
  return multiple > 0 ? `×${multiple}` : NO_VALUE;
}
