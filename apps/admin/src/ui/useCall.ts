/**
 * Loads one API call's data for a screen and reloads it on demand. The input is compared by its
 * JSON, so callers may pass a fresh object each render; `null` skips the call. The last data stays
 * shown while a reload is under way, and an answer to an outdated input is dropped.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CallData, CallDef, CallInput } from '@leverline/contract';
import { call, isCancelled } from '../api/client';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

export function useCall<C extends CallDef>(def: C, input: CallInput<C> | null): Loaded<CallData<C>> {
  const key = input === null ? null : JSON.stringify(input);
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<{ data: CallData<C> | undefined; loading: boolean; error: unknown }>({
    data: undefined,
    loading: key !== null,
    error: undefined,
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    call(def, JSON.parse(key) as CallInput<C>, { signal: controller.signal }).then(
      (data) => setState({ data, loading: false, error: undefined }),
      (error: unknown) => {
        if (!isCancelled(error)) setState((s) => ({ ...s, loading: false, error }));
      },
    );
    return () => controller.abort();
  }, [def, key, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
