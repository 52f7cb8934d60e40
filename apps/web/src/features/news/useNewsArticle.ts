import { useCallback } from 'react';
import { routes, MESSAGE_CODES, type News } from '@leverline/contract';
import { ApiError, call } from '../../api/client';
import { useFetched, type Fetched } from '../../ui/useFetched';

/** The article, or null when the server has no such published article. */
export type Article = { news: News } | { news: null };

/** Server answers that mean "there is no such article" (an unknown id, or one it refuses). */
const NOT_FOUND_CODES: readonly (number | string)[] = [
  MESSAGE_CODES.news_not_found,
  MESSAGE_CODES.invalid_param,
];

/**
 * One article (§7 news info, with the loading indicator). An id the server does not know answers
 * as "not found", shown on the page rather than toasted; any other failure offers a retry.
 */
export function useNewsArticle(id: number): Fetched<Article> {
  const load = useCallback(
    (signal: AbortSignal): Promise<Article> =>
      call(routes.newsInfo, { id }, { signal, loading: true, silent: true }).then(
        (news) => ({ news }),
        (error: unknown) => {
          if (error instanceof ApiError && NOT_FOUND_CODES.includes(error.code)) return { news: null };
          throw error;
        },
      ),
    [id],
  );
  return useFetched(load);
}

/** The `id` query as an article id: a positive whole number, else null. */
export function articleIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
