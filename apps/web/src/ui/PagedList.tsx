import type { ReactNode } from 'react';
import { Button, DotLoading, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PagedList as List } from './usePagedList';

/** §4: the pull-to-refresh indicator stays this long, so a quick refresh is still seen. */
export const REFRESH_INDICATOR_MS = 500;

interface PagedListProps<T> {
  list: List<T>;
  renderItem: (item: T) => ReactNode;
  /** Keys the rows. */
  idOf: (item: T) => number;
  /** Runs with a pull to refresh, besides reloading the list (e.g. the summary above it). */
  onRefresh?: () => Promise<unknown>;
  testId: string;
  /** Shown instead of "No data yet" when the list is empty: what it shows and a next step. */
  empty?: ReactNode;
}

/**
 * A paged list (usePagedList) with pull to refresh and infinite scroll, and its end line:
 * "No data yet" for an empty list, "No more" once everything is loaded.
 */
export function PagedList<T>({ list, renderItem, idOf, onRefresh, testId, empty }: PagedListProps<T>) {
  const { t } = useTranslation();
  const refresh = async () => {
    const delay = new Promise((resolve) => setTimeout(resolve, REFRESH_INDICATOR_MS));
    await Promise.all([list.reload(), onRefresh?.().catch(() => undefined), delay]);
  };

  let body: ReactNode;
  if (list.status === 'loading') {
    body = (
      <div className="paged-end" data-testid={`${testId}-loading`}>
        <DotLoading />
      </div>
    );
  } else if (list.status === 'failed') {
    body = (
      <div className="paged-end" data-testid={`${testId}-failed`}>
        <p>{t('common.page_error')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void list.reload()}>
          {t('common.reload')}
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="paged-list" data-testid={testId}>
        {list.items.map((item) => (
          <li key={idOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    );
  }

  return (
    <PullToRefresh onRefresh={refresh}>
      {body}
      {list.status === 'ready' && (
        <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
          {(hasMore, failed, retry) => {
            if (failed) {
              return (
                <span className="paged-end">
                  {t('common.load_failed')}
                  <Button size="mini" fill="none" color="primary" onClick={() => void retry()}>
                    {t('common.reload')}
                  </Button>
                </span>
              );
            }
            if (hasMore) return <DotLoading />;
            if (list.items.length === 0 && empty) return <div data-testid={`${testId}-end`}>{empty}</div>;
            return (
              <span className="paged-end" data-testid={`${testId}-end`}>
                {list.items.length === 0 ? t('common.no_data') : t('common.no_more')}
              </span>
            );
          }}
        </InfiniteScroll>
      )}
    </PullToRefresh>
  );
}
