import { useEffect, useRef } from 'react';
import { liveSocket } from './liveSocket';
import type { LiveMessage, UserMessageType } from './socket';

/** Calls the latest `onMessage` for each message of `topic` while mounted (null: none). */
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

/** Calls the latest `onMessage` for each per-user push of `type` (FOREX_TRADE…) while mounted. */
export function useLiveMessage(type: UserMessageType, onMessage: (message: LiveMessage) => void): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  useEffect(() => liveSocket().listen(type, (message) => latest.current(message)), [type]);
}

/** Calls the latest `onResync` after a socket reconnect or when the page shows again. */
export function useLiveResync(onResync: () => void): void {
  const latest = useRef(onResync);
  useEffect(() => {
    latest.current = onResync;
  });
  useEffect(() => liveSocket().onResync(() => latest.current()), []);
}
