import { useCallback } from 'react';
import { routes, type CallData, type rankList } from '@leverline/contract';
import { call } from '../../api/client';
import { useFetched, type Fetched } from '../../ui/useFetched';

export type Ranking = CallData<typeof rankList>;

/** The traders' ranking (§7), recomputed by the server every 10 minutes. */
export function useRanking(): Fetched<Ranking> {
  const load = useCallback((signal: AbortSignal) => call(routes.rankList, {}, { signal }), []);
  return useFetched(load);
}
