import { FOREX_CLOSED, isForexClosedPush } from '@leverline/contract';
import { useLiveMessage } from '../../api/useLive';

/**
 * Calls the latest `onClosed` with the ids of orders that completed (closed by the trader, by
 * take-profit, stop-loss or stop-out, or cancelled) while mounted.
 */
export function useForexClosed(onClosed: (ids: number[]) => void): void {
  useLiveMessage(FOREX_CLOSED, (message) => {
    if (isForexClosedPush(message.data)) onClosed(message.data);
    else console.warn('FOREX_CLOSED push not understood', message.data);
  });
}
