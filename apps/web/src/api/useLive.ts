import { useEffect, useRef } from 'react';
import { liveSocket } from './liveSocket';
import type { LiveMessage } from './socket';

/**
 * Subscribes to `topic` while mounted (null: none) and calls the latest `onMessage` for each of its
 * messages: DAY_MARKET, KLINE.<code>, and the logged-in user's FOREX_TRADE and FOREX_CLOSED.
 */
export function useLiveTopic(topic: string | null, onMessage: (message: LiveMessage) => void): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => {
    if (!topic) return;
    return liveSocket().subscribe(topic, (message) => latest.current(message));
  }, [topic]);
}

/** Calls the latest `onResync` after a socket reconnect or when the page shows again. */
export function useLiveResync(onResync: () => void): void {
  const latest = useRef(onResync);
  useEffect(() => {
    latest.current = onResync;
  });
  useEffect(() => liveSocket().onResync(() => latest.current()), []);
}
