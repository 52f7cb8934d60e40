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
 * Rows drawn at once when the list arrives: a phone screen's worth. The rest follow in a
 * transition, which React renders in small slices between frames, so a long list never blocks
 * the first screen's taps and paints (docs/performance.md, Lighthouse).
 */
const FIRST_ROWS = 12;

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
  const { t } = useTranslation();
  const [allRows, setAllRows] = useState(false);
  const loaded = instruments !== null;
  useEffect(() => {
    if (loaded) startTransition(() => setAllRows(true));
  }, [loaded]);
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
      {(allRows ? instruments : instruments.slice(0, FIRST_ROWS)).map((instrument) => (
        <QuoteRow
          key={instrument.Id}
          instrument={instrument}
          onOpen={onOpen}
          testPrefix={testPrefix}
          withSparkline={withSparkline}
          isCurrent={instrument.Code === currentCode}
        />
      ))}
    </div>
  );
}
