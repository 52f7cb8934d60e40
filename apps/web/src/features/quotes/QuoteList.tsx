import { startTransition, useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@leverline/contract';
import { QuoteRow } from './QuoteRow';
import { QuoteSkeleton } from './QuoteSkeleton';

interface QuoteListProps {
  /** null while loading. */
  instruments: readonly Instrument[] | null;
  failed: boolean;
  onRetry: () => void;
  onOpen: (code: string) => void;
  testPrefix?: string;
  withSparkline?: boolean;
  /** Code of the instrument on screen, marked in the list. */
  currentCode?: string;
}

/**
 * Rows drawn at a time: a phone screen's worth when the list arrives, then the same again in each
 * following transition, which React renders between frames. Each commit stays small, so a long list
 * never blocks the first screen's taps and paints (docs/performance.md, Lighthouse).
 */
const ROWS_AT_A_TIME = 12;

/** A list of live quote rows, with skeletons while loading and a retry when loading failed. */
export function QuoteList({
  instruments,
  failed,
  onRetry,
  onOpen,
  testPrefix,
  withSparkline,
  currentCode,
}: QuoteListProps) {
  const { t, i18n } = useTranslation();
  const [limit, setLimit] = useState(ROWS_AT_A_TIME);
  const total = instruments?.length ?? 0;
  useEffect(() => {
    if (limit < total) startTransition(() => setLimit((shown) => shown + ROWS_AT_A_TIME));
  }, [limit, total]);
  if (instruments === null) {
    if (!failed) return <QuoteSkeleton />;
    return (
      <div className="quote-list-message">
        <p>{t('common.page_error')}</p>
        <Button size="small" color="primary" fill="outline" onClick={onRetry} data-testid="quotes-retry">
          {t('common.reload')}
        </Button>
      </div>
    );
  }
  if (instruments.length === 0) {
    return <p className="quote-list-message">{t('common.no_data')}</p>;
  }
  return (
    <div className="quote-list">
      {instruments.slice(0, limit).map((instrument) => (
        <QuoteRow
          key={instrument.Id}
          instrument={instrument}
          onOpen={onOpen}
          testPrefix={testPrefix}
          withSparkline={withSparkline}
          isCurrent={instrument.Code === currentCode}
          lang={i18n.language}
          closedText={t('quotes.market_closed')}
        />
      ))}
    </div>
  );
}
