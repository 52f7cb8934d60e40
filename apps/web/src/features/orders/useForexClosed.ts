import { FOREX_CLOSED, isForexClosedPush } from '@leverline/contract';
import { useLiveTopic } from '../../api/useLive';

/**
 * Subscribes to FOREX_CLOSED while mounted and calls the latest `onClosed` with the ids of orders
 * that completed (closed by the trader, by take-profit, stop-loss or stop-out, or cancelled).
 */
export function useForexClosed(onClosed: (ids: number[]) => void): void {
  useLiveTopic(FOREX_CLOSED, (message) => {
    if (isForexClosedPush(message)) onClosed(message.id);
    else console.warn('FOREX_CLOSED push not understood', message);
  });
}
