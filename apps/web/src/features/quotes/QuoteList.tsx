import { startTransition, useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@leverline/contract';
import { QuoteRow } from './QuoteRow';
import { useInstrumentName } from './useInstrumentName';
import type { QuoteView } from './quoteView';
import { QuoteSkeleton } from './QuoteSkeleton';
import { StarButton } from './StarButton';

/** Stars (and for a trader, alert bells) beside the rows (home), and while reordering the watchlist, up and down buttons. */
export interface QuoteStars {
  starred: readonly number[];
  onToggle: (id: number) => void;
  /** Show the up and down buttons of the watchlist. */
  reordering?: boolean;
  onMove?: (id: number, by: -1 | 1) => void;
  /** Set a price alert on the instrument (a bell beside the star); absent for a visitor. */
  onAlert?: (instrument: Instrument) => void;
}

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
  stars?: QuoteStars;
  /** Shown instead of "No data yet" when the list is empty. */
  emptyText?: string;
  /** Price and change (the default), or bid, ask and spread. */
  view?: QuoteView;
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
  stars,
  emptyText,
  view = 'change',
}: QuoteListProps) {
  const { t, i18n } = useTranslation();
  const nameOf = useInstrumentName();
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
    return (
      <p className="quote-list-message" data-testid="quotes-empty">
        {emptyText ?? t('common.no_data')}
      </p>
    );
  }
  const rows = instruments.slice(0, limit);
  return (
    <div className={view === 'bidask' ? 'quote-list is-bidask' : 'quote-list'}>
      {view === 'bidask' && (
        <div className="quote-list-head" aria-hidden="true">
          <span dir="ltr">
            <span>{t('quotes.bid')}</span>
            <span>{t('quotes.ask')}</span>
          </span>
        </div>
      )}
      {rows.map((instrument, index) => {
        const row = (
          <QuoteRow
            key={instrument.Id}
            instrument={instrument}
            name={nameOf(instrument)}
            onOpen={onOpen}
            testPrefix={testPrefix}
            withSparkline={withSparkline}
            isCurrent={instrument.Code === currentCode}
            lang={i18n.language}
            closedText={t('quotes.market_closed')}
            view={view}
            spreadText={t('order.spread')}
          />
        );
        if (!stars) return row;
        const starred = stars.starred.includes(instrument.Id);
        const name = instrument.ShowCode;
        return (
          <div key={instrument.Id} className="quote-item">
            {row}
            {stars.reordering && stars.onMove ? (
              <span className="quote-move">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('watchlist.move_up', { name })}
                  disabled={index === 0}
                  onClick={() => stars.onMove?.(instrument.Id, -1)}
                  data-testid={`move-up-${instrument.Code}`}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('watchlist.move_down', { name })}
                  disabled={index === instruments.length - 1}
                  onClick={() => stars.onMove?.(instrument.Id, 1)}
                  data-testid={`move-down-${instrument.Code}`}
                >
                  <span aria-hidden="true">↓</span>
                </button>
              </span>
            ) : (
              <>
                {stars.onAlert && (
                  <button
                    type="button"
                    className="icon-button quote-alert"
                    aria-label={t('alerts.set_on', { name })}
                    onClick={() => stars.onAlert?.(instrument)}
                    data-testid={`alert-${instrument.Code}`}
                  >
                    <BellOutline aria-hidden="true" />
                  </button>
                )}
                  <StarButton
                  starred={starred}
                  label={t(starred ? 'watchlist.remove' : 'watchlist.add', { name })}
                  onToggle={() => stars.onToggle(instrument.Id)}
                  testId={`star-${instrument.Code}`}
                />
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
