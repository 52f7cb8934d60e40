import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled } from '../api/client';

export interface Fetched<T> {
  /** The answer of the current `load`; null until it arrives. */
  data: T | null;
  status: 'loading' | 'ready' | 'failed';
  /** Loads again (after a change made here); keeps what is shown until the answer. */
  reload: () => Promise<void>;
}

interface State<T> {
  /** The load the data answers: a new load (other input) shows nothing of the old one. */
  source: unknown;
  data: T | null;
  failed: boolean;
}

/**
 * Data a screen shows, loaded on mount and whenever `load` changes (memoise it with its input).
 * Answers to an earlier load are dropped, so picking another currency never shows the previous
 * currency's accounts, even for a moment.
 */
export function useFetched<T>(load: (signal: AbortSignal) => Promise<T>): Fetched<T> {
  const [state, setState] = useState<State<T>>({ source: null, data: null, failed: false });
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    try {
      const data = await load(mine.signal);
      if (controller.current === mine) setState({ source: load, data, failed: false });
    } catch (error) {
      if (controller.current !== mine || isCancelled(error)) return;
      setState((now) => ({ source: load, data: now.source === load ? now.data : null, failed: true }));
    }
  }, [load]);

  useEffect(() => {
    void run();
    return () => {
      controller.current?.abort();
      controller.current = null;
    };
  }, [run]);

  const current = state.source === load;
  const data = current ? state.data : null;
  let status: Fetched<T>['status'] = 'loading';
  if (data !== null) status = 'ready';
  else if (current && state.failed) status = 'failed';
  return { data, status, reload: run };
}
