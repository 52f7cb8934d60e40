import { memo, useRef } from 'react';
import type { Instrument } from '@leverline/contract';
import { localPrice } from '../../ui/numbers';
import { useSeen } from '../../ui/useInView';
import { directionOf, formatChange, formatPrice } from './format';
import { logoUrl } from './logo';
import { quoteOf } from './quoteStore';
import type { QuoteView } from './quoteView';
import { spreadText } from './spread';
import { Sparkline } from './Sparkline';
import { useQuote } from './useQuote';
import { useSparkline } from './sparklines';

interface QuoteRowProps {
  instrument: Instrument;
  /** The instrument's name in the reader's language (useInstrumentName). */
  name: string;
  /** Called with the instrument's code when the row is tapped (keep it stable: rows are memoised). */
  onOpen: (code: string) => void;
  /** data-testid of the row: `${testPrefix}-${Code}`. */
  testPrefix?: string;
  /** Draw the sparkline (home); search results leave it out. */
  withSparkline?: boolean;
  /** The instrument on screen (marked in the switcher list). */
  isCurrent?: boolean;
  /**
   * The language and the "Market closed" text, from the list: one useTranslation for the list
   * instead of one per row (each call copies the i18n instance when a row mounts, which added up
   * to a long task when 46 rows mounted on a slow phone).
   */
  lang: string;
  closedText: string;
  /** Price and change, or bid, ask and spread (quoteView.ts). */
  view?: QuoteView;
  /** The "Spread" label, from the list like closedText. */
  spreadText?: string;
}

/**
 * One instrument: logo, code and name, a sparkline, the live price and the day's change (or
 * "Market closed"). Memoised and subscribed to its own quote, so a tick re-renders this row only.
 */
export const QuoteRow = memo(function QuoteRow({
  instrument,
  name,
  onOpen,
  testPrefix = 'row',
  withSparkline = true,
  isCurrent = false,
  lang,
  closedText,
  view = 'change',
  spreadText: spreadLabel = '',
}: QuoteRowProps) {
  const { Code, ShowCode, Logo, PricePrecision } = instrument;
  const quote = useQuote(Code) ?? quoteOf(instrument);
  const rowRef = useRef<HTMLButtonElement>(null);
  const seen = useSeen(rowRef);
  const spark = useSparkline(instrument.Id, withSparkline && seen);
  const direction = directionOf(quote.change);

  // The sparkline ends at the live price, so it moves with the quote.
  let values = spark;
  if (spark && spark.length > 0) values = [...spark.slice(0, -1), quote.close];
  // The line's colour says where the line itself went, over the period it covers: a line that
  // rises is not drawn red because the day's change is negative.
  const first = values?.[0];
  const lineDirection = values && values.length > 1 && first !== undefined ? directionOf(quote.close - first) : direction;

  return (
    <button
      ref={rowRef}
      type="button"
      className="quote-row"
      onClick={() => onOpen(Code)}
      aria-current={isCurrent || undefined}
      data-testid={`${testPrefix}-${Code}`}
    >
      <img className="quote-logo" src={logoUrl(Logo)} alt="" width={36} height={36} loading="lazy" />
      <span className="quote-names">
        <span className="quote-code" dir="ltr">
          {ShowCode}
        </span>
        <span className="quote-name">{name}</span>
      </span>
      {withSparkline && (
        <span className="quote-spark" dir="ltr">
          <Sparkline values={values} tone={quote.isMarketOpen ? lineDirection : 'closed'} />
        </span>
      )}
      {view === 'bidask' ? (
        <span className="quote-figures is-bidask">
          <span className="quote-bidask" dir="ltr">
            <span className={`quote-price is-${quote.isMarketOpen ? direction : 'closed'}`} data-testid={`bid-${Code}`}>
              {localPrice(formatPrice(quote.close, PricePrecision), lang)}
            </span>
            <span className={`quote-price is-${quote.isMarketOpen ? direction : 'closed'}`} data-testid={`ask-${Code}`}>
              {localPrice(formatPrice(quote.ask, PricePrecision), lang)}
            </span>
          </span>
          {quote.isMarketOpen ? (
            <span className="quote-spread" data-testid={`spread-${Code}`}>
              {spreadLabel} <bdi dir="ltr">{localPrice(spreadText(quote.ask, quote.close, PricePrecision), lang)}</bdi>
            </span>
          ) : (
            <span className="quote-closed" data-testid={`closed-${Code}`}>
              {closedText}
            </span>
          )}
        </span>
      ) : (
      <span className="quote-figures">
        <span
          className={`quote-price is-${quote.isMarketOpen ? direction : 'closed'}`}
          dir="ltr"
          data-testid={`price-${Code}`}
        >
          {localPrice(formatPrice(quote.close, PricePrecision), lang)}
        </span>
        {quote.isMarketOpen ? (
          <span className={`quote-change is-${direction}`} dir="ltr" data-testid={`change-${Code}`}>
            {formatChange(quote.change, lang)}
          </span>
        ) : (
          <span className="quote-closed" data-testid={`closed-${Code}`}>
            {closedText}
          </span>
        )}
      </span>
      )}
    </button>
  );
});
