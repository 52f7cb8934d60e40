import { useCallback } from 'react';
import { routes, type PayoutMethod } from '@leverline/contract';
import { call } from '../../api/client';
import { useFetched, type Fetched } from '../../ui/useFetched';
import type { PayoutType } from './payoutType';

/**
 * The user's bound payout methods of a type, or only those of one withdrawal currency. With
 * `currencyId` null (no currency to choose) nothing is asked and nothing is listed.
 */
export function usePayoutMethods(type: PayoutType, currencyId?: number | null): Fetched<PayoutMethod[]> {
  const load = useCallback(
    (signal: AbortSignal): Promise<PayoutMethod[]> => {
      if (currencyId === null) return Promise.resolve([]);
      const input = currencyId === undefined ? { draw_type: type } : { draw_type: type, draw_id: currencyId };
      return call(routes.getDrawMethod, input, { signal, silent: true });
    },
    [type, currencyId],
  );
  return useFetched(load);
}
