import { decimal } from '@leverline/domain';
import { wirePrice } from '../../ui/wire';

/** Ask − bid at the instrument's precision, exact ("0.00012"): the spread the quotes and the order ticket show. */
export function spreadText(ask: number, bid: number, precision: number): string {
  return decimal(wirePrice(ask, precision)).minus(decimal(wirePrice(bid, precision))).toFixed(precision);
}
