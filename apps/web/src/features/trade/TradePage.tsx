import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_PERIOD, LANG_LOCALE, normalizeLang, type Period } from '@leverline/contract';
import { useDayMarket } from '../quotes/useDayMarket';
import { useInstruments } from '../quotes/instruments';
import { selectInstrument, useSelectedCode } from '../quotes/selection';
import { ClosedBanner } from './ClosedBanner';
import { InstrumentSwitcher } from './InstrumentSwitcher';
import { PeriodBar } from './PeriodBar';
import type { ChartHandle } from './chart/chartHandle';
import { TradeQuote } from './TradeQuote';
import { removeShell } from '../../ui/shell';
import { AlertBell } from '../notices/AlertBell';
import { RiskWarning } from '../compliance/RiskWarning';
import '../quotes/quotes.css';
import './trade.css';

// The chart library is downloaded with this chunk only, after the page's own code.
const CandleChart = lazy(() => import('./CandleChart').then((m) => ({ default: m.CandleChart })));
// The order form and the trading rules it checks with come right after the price and the chart's
// place are on screen: the first paint of trade does not wait for them.
// The chart's tools (types, indicators, lines) come once the chart is there.
const ChartTools = lazy(() => import('./chart/ChartTools').then((m) => ({ default: m.ChartTools })));
const OrderForm = lazy(() => import('./OrderForm').then((m) => ({ default: m.OrderForm })));
// A price alert's form, when the bell or a price on the chart is tapped.
const TradeAlertForm = lazy(() => import('../notices/TradeAlertForm').then((m) => ({ default: m.TradeAlertForm })));

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
  const [alertAt, setAlertAt] = useState<{ level?: number } | null>(null);
  // A notification's link names the instrument (`/trade?symbol=EURUSD`).
  const [params] = useSearchParams();
  const linkedSymbol = params.get('symbol');
  useEffect(() => {
    if (linkedSymbol) selectInstrument(linkedSymbol);
  }, [linkedSymbol]);
  const [chart, setChart] = useState<ChartHandle | null>(null);
  const chartArea = useRef<HTMLDivElement>(null);
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
        {instrument && <AlertBell onOpen={() => setAlertAt({})} />}
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
        <div className="chart-area" ref={chartArea}>
          <Suspense fallback={<div className="chart-box" data-state="loading" />}>
            <CandleChart
              instrumentId={instrument.Id}
              code={instrument.Code}
              precision={instrument.PricePrecision}
              period={period}
              locale={LANG_LOCALE[normalizeLang(i18n.language)]}
              onReady={setChart}
            />
          </Suspense>
          {chart && (
            <Suspense fallback={null}>
              <ChartTools
                key={instrument.Code}
                handle={chart}
                code={instrument.Code}
                precision={instrument.PricePrecision}
                area={chartArea}
                onAlertAt={(level) => setAlertAt({ level })}
              />
            </Suspense>
          )}
        </div>
      )}
      {instrument && list && (
        <Suspense fallback={<div className="order-form-placeholder" aria-busy="true" />}>
          <OrderForm key={instrument.Id} instrument={instrument} instruments={list} />
          {/* Under the form, and only with it: before the chart and form arrive the warning would
              stand on screen and become the page's largest paint instead of the quote outline. */}
          <RiskWarning />
        </Suspense>
      )}
      {instrument && alertAt && (
        <Suspense fallback={null}>
          <TradeAlertForm instrument={instrument} level={alertAt.level} onClose={() => setAlertAt(null)} />
        </Suspense>
      )}
    </div>
  );
}
