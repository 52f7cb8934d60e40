import { useCallback } from 'react';
import { DotLoading, PullToRefresh, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { RankEntry } from '@leverline/contract';
import { formatDateTime } from '../../ui/dateTime';
import { REFRESH_INDICATOR_MS } from '../../ui/PagedList';
import { EmptyState } from '../../ui/EmptyState';
import { RetryMessage } from '../../ui/RetryMessage';
import { RankRow } from './RankRow';
import { useRanking } from './useRanking';
import './rank.css';

/**
 * The traders' ranking (§2 /rank, a tab open to visitors): real-account traders by their return
 * over the last three weeks, as the server last computed it. A trader's own page is not built yet,
 * so tapping one says so (§8 "Coming soon").
 */
export function RankPage() {
  const { t, i18n } = useTranslation();
  const { data, status, reload } = useRanking();
  const openTrader = useCallback(
    (_entry: RankEntry) => {
      Toast.show({ content: t('rank.coming_soon') });
    },
    [t],
  );
  const refresh = async () => {
    await Promise.all([reload(), new Promise((resolve) => setTimeout(resolve, REFRESH_INDICATOR_MS))]);
  };

  let body;
  if (status === 'failed') body = <RetryMessage onRetry={() => void reload()} testId="rank-failed" />;
  else if (!data) {
    body = (
      <div className="paged-end" data-testid="rank-loading">
        <DotLoading />
      </div>
    );
  } else if (data.data.length === 0) {
    body = (
      <EmptyState text={t('rank.empty')} testId="rank-empty" />
    );
  } else {
    body = (
      <ol className="rank-list" data-testid="rank-list">
        {data.data.map((entry) => (
          <li key={entry.rank}>
            <RankRow entry={entry} onOpen={openTrader} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="rank-page">
      <header className="rank-head">
        <h1 className="rank-title">{t('rank.title')}</h1>
        <p className="rank-lead">{t('rank.lead')}</p>
        {data && (
          <p className="rank-updated" data-testid="rank-updated">
            {t('rank.updated', { time: formatDateTime(data.computed_at, i18n.language) })}
          </p>
        )}
      </header>
      <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>
    </div>
  );
}
