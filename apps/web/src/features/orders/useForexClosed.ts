import { FOREX_CLOSED, forexClosedPushSchema } from '@leverline/contract';
import { useLiveMessage } from '../../api/useLive';

/**
 * Calls the latest `onClosed` with the ids of orders that completed (closed by the trader, by
 * take-profit, stop-loss or stop-out, or cancelled) while mounted.
 */
export function useForexClosed(onClosed: (ids: number[]) => void): void {
  useLiveMessage(FOREX_CLOSED, (message) => {
    const parsed = forexClosedPushSchema.safeParse(message.data);
    if (parsed.success) onClosed(parsed.data);
    else console.warn('FOREX_CLOSED push not understood', parsed.error);
  });
}
