import { balanceDisplay, isDecimalText } from '@leverline/domain';
import { NO_VALUE } from './numbers';

/**
 * A USD amount to 2 places, never rounded up (as balances are shown), as exact decimal text, or
 * "--": shown through useNumbers().decimal ("10,250.99" in English, "10.250,99" in German).
 */
export function usd2(value: string | null | undefined): string {
  return value != null && isDecimalText(value) ? balanceDisplay(value) : NO_VALUE;
}
