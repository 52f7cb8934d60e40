import { useCallback } from 'react';
import { routes, type LeadTrader } from '@leverline/contract';
import { call } from '../../api/client';
import { usePagedList, type PagedList } from '../../ui/usePagedList';

const leadId = (lead: LeadTrader) => lead.id;

/** The lead traders, most followed first, paged from 1; visitors see them too (§6). */
export function useLeads(): PagedList<LeadTrader> {
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      call(routes.followList, { page }, { signal }).then((answer) => ({
        items: answer.data,
        total: answer.total,
      })),
    [],
  );
  return usePagedList(fetchPage, leadId);
}
