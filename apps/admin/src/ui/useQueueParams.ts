/**
 * Status filter and page of a queue, kept in the URL (`?status=0&page=2`) so the dashboard can
 * link to a queue and a reload keeps the view. No `status` means the queue's default (the records
 * waiting for a decision); `status=all` shows every record.
 */
import { useCallback } from 'react';
import { usePageParam } from './pagination';

export const ALL = 'all';

export function useQueueParams<S extends number>(statuses: readonly S[], defaultStatus: S | typeof ALL) {
  const { params, setParams, setPage } = usePageParam();
  const raw = params.get('status');
  const parsed = raw === null ? defaultStatus : raw === ALL ? ALL : (Number(raw) as S);
  const status: S | typeof ALL = parsed === ALL || statuses.includes(parsed) ? parsed : defaultStatus;
  // A queue's page is a whole number: anything else is the first page.
  const pageRaw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageRaw) && pageRaw > 0 ? pageRaw : 1;

  const setStatus = useCallback(
    (next: S | typeof ALL) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        out.set('status', String(next));
        out.delete('page');
        return out;
      }),
    [setParams],
  );

  return { status, page, setStatus, setPage, statusInput: status === ALL ? undefined : status };
}

/** A queue's status filter and page, as `useQueueParams` gives them. */
export type QueueParams<S extends number> = ReturnType<typeof useQueueParams<S>>;
