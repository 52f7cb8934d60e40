import { useCallback } from 'react';
import { routes, type NewsSummary } from '@leverline/contract';
import { call } from '../../api/client';
import { usePagedList, type PagedList } from '../../ui/usePagedList';

/** The news category the app lists (§7 news list: category_id 1). */
export const NEWS_CATEGORY = 1;

const newsId = (item: NewsSummary) => item.id;

/** The news articles, newest first, paged from 1 (§4 Lists). */
export function useNewsList(): PagedList<NewsSummary> {
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      call(routes.newsList, { category_id: NEWS_CATEGORY, page }, { signal }).then((answer) => ({
        items: answer.data,
        total: answer.total,
      })),
    [],
  );
  return usePagedList(fetchPage, newsId);
}
