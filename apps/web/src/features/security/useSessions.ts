import { useCallback } from 'react';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { useFetched } from '../../ui/useFetched';

/** The trader's live sessions, this one first. */
export function useSessions() {
  const load = useCallback((signal: AbortSignal) => call(routes.sessionList, {}, { signal, silent: true }), []);
  return useFetched(load);
}
