import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PERIOD, LANG_LOCALE, normalizeLang, type Period } from '@leverline/contract';
import { useDayMarket } from '../quotes/useDayMarket';
import { useInstruments } from '../quotes/instruments';
import { selectInstrument, useSelectedCode } from '../quotes/selection';
import { ClosedBanner } from './ClosedBanner';
import { InstrumentSwitcher } from './InstrumentSwitcher';
import { PeriodBar } from './PeriodBar';
import { TradeQuote } from './TradeQuote';
import { removeShell } from '../../ui/shell';
import '../quotes/quotes.css';
import './trade.css';

// The chart library is downloaded with this chunk only, after the page's own code.
const CandleChart = lazy(() => import('./CandleChart').then((m) => ({ default: m.CandleChart })));
// The order form and the trading rules it checks with come right after the price and the chart's
// place are on screen: the first paint of trade does not wait for them.
const OrderForm = lazy(() => import('./OrderForm').then((m) => ({ default: m.OrderForm })));

/**
 * Trade (§2): the instrument switcher, the live price, the closed-market state, the period bar,
 * the candle chart and, under it, the order form (keyed by instrument: a new one starts from its
 * own defaults).
 */
export function TradePage() {
  const { t, i18n } = useTranslation();
  const { list, failed, retry } = useInstruments();
  const selected = useSelectedCode();
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  useDayMarket();

  // The remembered instrument, or the first one until the trader picks another.
  const instrument = list?.find((i) => i.Code === selected) ?? list?.[0];
  // index.html's outline (the quote, filled before this code arrived) gives way once the page
  // shows the instrument itself, or why it cannot.
  const shown = Boolean(instrument) || failed;
  useEffect(() => {
    if (shown) removeShell();
  }, [shown]);

  return (
    <div className="trade">
      <header className="trade-head">
        <InstrumentSwitcher instruments={list} current={instrument} onSelect={selectInstrument} onRetry={retry} />
      </header>
      {instrument && <TradeQuote instrument={instrument} />}
      {!instrument && !failed && <section className="trade-quote" aria-busy="true" />}
      {!instrument && failed && (
        <div className="trade-failed">
          <p>{t('common.page_error')}</p>
          <Button size="small" color="primary" fill="outline" onClick={retry}>
            {t('common.reload')}
          </Button>
        </div>
      )}
      {/* The period bar and chart come with the instrument, so a closed-market note arriving with
          it does not push them down (a layout shift). */}
      {instrument && <ClosedBanner instrument={instrument} />}
      {instrument && <PeriodBar value={period} onChange={setPeriod} />}
      {instrument && (
        <Suspense fallback={<div className="chart-box" data-state="loading" />}>
          <CandleChart
            instrumentId={instrument.Id}
            code={instrument.Code}
            precision={instrument.PricePrecision}
            period={period}
            locale={LANG_LOCALE[normalizeLang(i18n.language)]}
          />
        </Suspense>
      )}
      {instrument && list && (
        <Suspense fallback={<div className="order-form-placeholder" aria-busy="true" />}>
          <OrderForm key={instrument.Id} instrument={instrument} instruments={list} />
        </Suspense>
      )}
    </div>
  );
}
