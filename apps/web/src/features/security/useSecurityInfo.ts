import { useCallback } from 'react';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { useFetched } from '../../ui/useFetched';

/** The trader's factors, recovery codes left and how they can confirm a step-up now. */
export function useSecurityInfo(enabled = true) {
  const load = useCallback(
    (signal: AbortSignal) => (enabled ? call(routes.securityInfo, {}, { signal, silent: true }) : Promise.resolve(null)),
    [enabled],
  );
  return useFetched(load);
}
