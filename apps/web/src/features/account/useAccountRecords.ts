import { useCallback } from 'react';
import { routes, type CallData, type forexChange } from '@leverline/contract';
import { call } from '../../api/client';
import { usePagedList, type PagedList } from '../../ui/usePagedList';

/** One account record (forexChange): a signed change of the balance. */
export type AccountRecord = CallData<typeof forexChange>['list'][number];

const recordId = (record: AccountRecord) => record.Id;

/** The account records, newest first, paged from 1 (§4 Lists). */
export function useAccountRecords(): PagedList<AccountRecord> {
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      call(routes.forexChange, { page }, { signal }).then((answer) => ({
        items: answer.list,
        total: answer.total,
      })),
    [],
  );
  return usePagedList(fetchPage, recordId);
}
