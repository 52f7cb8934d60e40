import { useTranslation } from 'react-i18next';
import type { Instrument } from '@leverline/contract';
import { localPrice } from '../../ui/numbers';
import { directionOf, formatChange, formatPrice } from '../quotes/format';
import { quoteOf } from '../quotes/quoteStore';
import { useQuote } from '../quotes/useQuote';

/** The live price of the instrument on the trade screen: last price, day change, open/high/low. */
export function TradeQuote({ instrument }: { instrument: Instrument }) {
  const { t, i18n } = useTranslation();
  const quote = useQuote(instrument.Code) ?? quoteOf(instrument);
  const direction = directionOf(quote.change);
  // In the language's decimal style, as the change beside it and the ticket below.
  const price = (value: number) => localPrice(formatPrice(value, instrument.PricePrecision), i18n.language);
  return (
    <section className="trade-quote">
      <div className="trade-quote-main">
        <span
          className={`trade-price is-${quote.isMarketOpen ? direction : 'closed'}`}
          dir="ltr"
          data-testid="trade-price"
        >
          {price(quote.close)}
        </span>
        <span className={`quote-change is-${direction}`} dir="ltr" data-testid="trade-change">
          {formatChange(quote.change, i18n.language)}
        </span>
      </div>
      <dl className="trade-stats">
        <div>
          <dt>{t('trade.open')}</dt>
          <dd dir="ltr">{price(quote.open)}</dd>
        </div>
        <div>
          <dt>{t('trade.high')}</dt>
          <dd dir="ltr">{price(quote.high)}</dd>
        </div>
        <div>
          <dt>{t('trade.low')}</dt>
          <dd dir="ltr">{price(quote.low)}</dd>
        </div>
      </dl>
    </section>
  );
}
