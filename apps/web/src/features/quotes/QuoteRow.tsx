import { memo, useRef } from 'react';
import type { Instrument } from '@leverline/contract';
import { useSeen } from '../../ui/useInView';
import { directionOf, formatChange, formatPrice } from './format';
import { logoUrl } from './logo';
import { quoteOf } from './quoteStore';
import { Sparkline } from './Sparkline';
import { useQuote } from './useQuote';
import { useSparkline } from './sparklines';

interface QuoteRowProps {
  instrument: Instrument;
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
}

/**
 * One instrument: logo, code and name, a sparkline, the live price and the day's change (or
 * "Market closed"). Memoised and subscribed to its own quote, so a tick re-renders this row only.
 */
export const QuoteRow = memo(function QuoteRow({
  instrument,
  onOpen,
  testPrefix = 'row',
  withSparkline = true,
  isCurrent = false,
  lang,
  closedText,
}: QuoteRowProps) {
  const { Code, ShowCode, Name, Logo, PricePrecision } = instrument;
  const quote = useQuote(Code) ?? quoteOf(instrument);
  const rowRef = useRef<HTMLButtonElement>(null);
  const seen = useSeen(rowRef);
  const spark = useSparkline(instrument.Id, withSparkline && seen);
  const direction = directionOf(quote.change);

  // The sparkline ends at the live price, so it moves with the quote.
  let values = spark;
  if (spark && spark.length > 0) values = [...spark.slice(0, -1), quote.close];

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
        <span className="quote-name">{Name}</span>
      </span>
      {withSparkline && (
        <span className="quote-spark" dir="ltr">
          <Sparkline values={values} tone={quote.isMarketOpen ? direction : 'closed'} />
        </span>
      )}
      <span className="quote-figures">
        <span
          className={`quote-price is-${quote.isMarketOpen ? direction : 'closed'}`}
          dir="ltr"
          data-testid={`price-${Code}`}
        >
          {formatPrice(quote.close, PricePrecision)}
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
    </button>
  );
});
