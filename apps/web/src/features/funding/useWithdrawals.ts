import { useCallback } from 'react';
import { routes, type WithdrawalRecord } from '@leverline/contract';
import { call } from '../../api/client';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import type { PayoutType } from './payoutType';

const withdrawalId = (record: WithdrawalRecord) => record.id;

/** The user's withdrawals of one type, newest first, paged from 1 (§2 withdrawal history). */
export function useWithdrawals(type: PayoutType): PagedList<WithdrawalRecord> {
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      call(routes.drawList, { type, page }, { signal }).then((answer) => ({
        items: answer.data,
        total: answer.total,
      })),
    [type],
  );
  return usePagedList(fetchPage, withdrawalId);
}
