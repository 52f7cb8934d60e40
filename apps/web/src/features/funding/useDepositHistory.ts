import { useCallback } from 'react';
import { routes, type DepositRecord } from '@leverline/contract';
import { call } from '../../api/client';
import { usePagedList, type PagedList } from '../../ui/usePagedList';

/** Deposit record type: 0 coin, 1 bank. */
export type DepositType = DepositRecord['type'];

const depositId = (record: DepositRecord) => record.id;

/** The user's deposits of one type, newest first, paged from 1 (§2 deposit history). */
export function useDepositHistory(type: DepositType): PagedList<DepositRecord> {
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      call(routes.chargeHistory, { type, page }, { signal }).then((answer) => ({
        items: answer.data,
        total: answer.total,
      })),
    [type],
  );
  return usePagedList(fetchPage, depositId);
}
