import { useCallback } from 'react';
import { routes, type WithdrawCurrency } from '@leverline/contract';
import { call } from '../../api/client';
import { useFetched, type Fetched } from '../../ui/useFetched';
import type { PayoutType } from './payoutType';

/** The currencies one can withdraw in (and bind a method for) of a type, with fee and rate. */
export function useWithdrawCurrencies(type: PayoutType): Fetched<WithdrawCurrency[]> {
  const load = useCallback(
    (signal: AbortSignal) => call(routes.drawSymbolList, { type }, { signal, silent: true }),
    [type],
  );
  return useFetched(load);
}
