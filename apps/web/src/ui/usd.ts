import { balanceDisplay, isDecimalText } from '@leverline/domain';
import { NO_VALUE } from './numbers';
import { wireMoney } from './wire';

/**
 * A USD amount to 2 places, never rounded up (as balances are shown), as exact decimal text, or
 * "--": shown through useNumbers().decimal ("10,250.99" in English, "10.250,99" in German). A
 * number is read at the 6 places the server writes money at (ui/wire); text is taken as it is.
 */
export function usd2(value: number | string | null | undefined): string {
  const text = typeof value === 'number' ? wireMoney(value) : value;
  return text != null && isDecimalText(text) ? balanceDisplay(text) : NO_VALUE;
}
