import { useCallback, useSyncExternalStore } from 'react';
import { quoteStore, type LiveQuote } from './quoteStore';

const noop = () => undefined;

/** The live quote of one instrument; re-renders only when that instrument's quote changes. */
export function useQuote(code: string | undefined): LiveQuote | undefined {
  const subscribe = useCallback(
    (listener: () => void) => (code ? quoteStore.subscribe(code, listener) : noop),
    [code],
  );
  return useSyncExternalStore(subscribe, () => (code ? quoteStore.get(code) : undefined));
}
