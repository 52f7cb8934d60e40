/**
 * The candle chart of the trade screen (lightweight-charts v5). This module is the only one that
 * imports the chart library, and the trade page loads it lazily, so no other screen downloads it.
 * History comes from kline; then KLINE.<code> pushes (one per period, the candle under `kline`)
 * of the shown period update the last candle or add a new one. Candle times are Unix milliseconds;
 * the chart gets UTC seconds (chartTime). Changing the instrument or period, or a socket resync, reloads the history.
 *
 * A chart starts with the latest FIRST_BARS candles of its history, more than a phone shows, and
 * is given the rest when the trader scrolls or zooms back towards them: handing the library all
 * 1,000 candles at once was the larger part of creating the chart, a long task on a slow phone.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  createChart,
  type CandlestickData,
  type IChartApi,
  type ISeriesApi,
  type Time,
  type TickMarkType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { routes, isCandleWire, klineTopic, type CandleWire, type Period } from '@leverline/contract';
import { call } from '../../api/client';
import { useLiveResync, useLiveTopic } from '../../api/useLive';
import { chartTime, tickMarkLabel } from './chartTime';
import { useOrderLines } from './chart/useOrderLines';
import type { ChartHandle } from './chart/chartHandle';

interface CandleChartProps {
  instrumentId: number;
  code: string;
  /** Decimals of the instrument's prices (PricePrecision). */
  precision: number;
  period: Period;
  /** BCP 47 tag for dates on the time axis and crosshair. */
  locale: string;
  /** Given the chart once it exists, for its tools (chart/); null when it goes. */
  onReady?: (handle: ChartHandle | null) => void;
}

type LoadState = 'loading' | 'ready' | 'empty' | 'failed';
type Bar = CandlestickData<UTCTimestamp>;

/** Candles a chart starts with: at the default bar spacing a phone shows about 65, turned sideways 140. */
export const FIRST_BARS = 240;
/** Bars still hidden on the left at which the rest of the history is added. */
const EDGE_BARS = 20;

function toBar(candle: CandleWire, period: Period): Bar {
  return {
    time: chartTime(candle.Time, period) as UTCTimestamp,
    open: candle.Open,
    high: candle.High,
    low: candle.Low,
    close: candle.Close,
  };
}

/** The app's theme values (colours, font) as the page's stylesheet sets them, read once. */
function themeReader(): (name: string, fallback: string) => string {
  const style = getComputedStyle(document.documentElement);
  return (name, fallback) => style.getPropertyValue(name).trim() || fallback;
}

export function CandleChart({ instrumentId, code, precision, period, locale, onReady }: CandleChartProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<'Candlestick'> | null>(null);
  /**
   * The history on screen: live candles apply only to it, and never before its last bar. `bars`
   * is all of it, live candles included; the chart holds only the latest FIRST_BARS of them until
   * `complete`.
   */
  const shownRef = useRef<{ key: string; bars: Bar[]; complete: boolean } | null>(null);
  const [complete, setComplete] = useState(false);
  const [loaded, setLoaded] = useState<{ key: string; state: LoadState } | null>(null);
  const [reloads, setReloads] = useState(0);
  // The chart's tools hear of every change of the candles.
  const barListeners = useRef(new Set<() => void>());
  const barsChanged = useCallback(() => barListeners.current.forEach((listener) => listener()), []);
  const removeListeners = useRef(new Set<() => void>());
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const key = `${instrumentId}:${period}`;
  const state: LoadState = loaded?.key === key ? loaded.state : 'loading';

  // Locale and precision as the chart is created with them, and applied to it when they change.
  const optionsRef = useRef({ locale, precision });
  optionsRef.current = { locale, precision };

  /**
   * The chart is created with the first history that arrives, not before: drawn once, with its
   * candles, instead of empty and then again (each drawing is a long task on a slow phone).
   */
  const ensureSeries = useCallback((): ISeriesApi<'Candlestick'> | null => {
    if (seriesRef.current) return seriesRef.current;
    const box = boxRef.current;
    if (!box) return null;
    const theme = themeReader();
    const up = theme('--ll-up', '#16a34a');
    const down = theme('--ll-down', '#dc2626');
    const line = theme('--ll-border', '#e3e8ef');
    // Created at the box's size, so the first drawing does not size every canvas again.
    const chart = createChart(box, {
      width: box.clientWidth,
      height: box.clientHeight,
      layout: {
        background: { type: ColorType.Solid, color: theme('--ll-surface', '#ffffff') },
        textColor: theme('--ll-muted', '#5b6b82'),
        fontFamily: theme('--adm-font-family', 'sans-serif'),
        fontSize: 11,
      },
      localization: { locale: optionsRef.current.locale },
      grid: { vertLines: { color: '#f1f4f8' }, horzLines: { color: '#f1f4f8' } },
      rightPriceScale: { borderColor: line },
      timeScale: {
        borderColor: line,
        timeVisible: true,
        secondsVisible: false,
        rightOffset: 3,
        tickMarkFormatter: (time: Time, type: TickMarkType, locale: string) =>
          typeof time === 'number' ? tickMarkLabel(time, type, locale) : null,
      },
      crosshair: { mode: CrosshairMode.Normal },
    });
    const { precision: digits } = optionsRef.current;
    const series = chart.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      wickUpColor: up,
      wickDownColor: down,
      borderVisible: false,
      priceFormat: { type: 'price', precision: digits, minMove: 1 / 10 ** digits },
    });
    // Scrolled or zoomed back to the first candles it holds: it gets the whole history. The
    // library keeps the view where it is, as it counts from the latest bar.
    chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
      const shown = shownRef.current;
      if (!range || !shown || shown.complete || range.from > EDGE_BARS) return;
      shown.complete = true;
      setTimeout(() => {
        if (shownRef.current !== shown) return;
        series.setData(shown.bars.slice());
        setComplete(true);
        barsChanged();
      }, 0);
    });
    chartRef.current = chart;
    seriesRef.current = series;
    const listeners = barListeners.current;
    onReadyRef.current?.({
      chart,
      candles: series,
      bars: () => shownRef.current?.bars ?? [],
      onBars: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      onRemove: (listener) => {
        removeListeners.current.add(listener);
        return () => removeListeners.current.delete(listener);
      },
    });
    return series;
  }, [barsChanged]);

  // The chart follows its box (rotation, a resized window).
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const chart = chartRef.current;
      if (!chart) return;
      const { width, height } = chart.options();
      if (width !== box.clientWidth || height !== box.clientHeight) chart.resize(box.clientWidth, box.clientHeight);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(
    () => () => {
      onReadyRef.current?.(null);
      for (const listener of [...removeListeners.current]) listener();
      removeListeners.current.clear();
      chartRef.current?.remove();
      chartRef.current = null;
      seriesRef.current = null;
      shownRef.current = null;
    },
    [],
  );

  useEffect(() => {
    chartRef.current?.applyOptions({ localization: { locale } });
  }, [locale]);

  useEffect(() => {
    seriesRef.current?.applyOptions({
      priceFormat: { type: 'price', precision, minMove: 1 / 10 ** precision },
    });
  }, [precision]);

  useEffect(() => {
    let live = true;
    const loadKey = `${instrumentId}:${period}`;
    shownRef.current = null;
    call(routes.kline, { forex_id: instrumentId, period }, { silent: true }).then(
      (candles) => {
        if (!live) return;
        const fresh = !seriesRef.current;
        const series = ensureSeries();
        if (!series) return;
        const bars = candles.map((candle) => toBar(candle, period));
        const whole = bars.length <= FIRST_BARS;
        shownRef.current = { key: loadKey, bars, complete: whole };
        setComplete(whole);
        // Copies: live candles are added to `bars` afterwards.
        series.setData(bars.slice(-FIRST_BARS));
        // A new chart starts at the latest candle; scrolling it there again would draw it twice.
        if (!fresh) chartRef.current?.timeScale().scrollToRealTime();
        setLoaded({ key: loadKey, state: bars.length > 0 ? 'ready' : 'empty' });
        barsChanged();
      },
      () => {
        if (live) setLoaded({ key: loadKey, state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [instrumentId, period, reloads, ensureSeries, barsChanged]);

  useLiveTopic(klineTopic(code), (message) => {
    const shown = shownRef.current;
    const series = seriesRef.current;
    if (!shown || !series || shown.key !== key) return;
    const candle = message.kline as { Period?: unknown } | undefined;
    if (candle?.Period !== period) return;
    if (!isCandleWire(candle)) return;
    const bar = toBar(candle, period);
    const last = shown.bars.at(-1);
    if (last && bar.time < last.time) return;
    series.update(bar);
    if (last?.time === bar.time) shown.bars[shown.bars.length - 1] = bar;
    else shown.bars.push(bar);
    barsChanged();
  });

  // After a reconnect or when the page shows again: ticks may have been missed.
  useLiveResync(() => setReloads((n) => n + 1));

  // The trader's orders as lines on the chart (chart/useOrderLines.tsx).
  const orderLines = useOrderLines({ chartRef, seriesRef, boxRef, instrumentId, precision, ready: state === 'ready' });

  return (
    <div className="chart-box" dir="ltr" data-testid="chart" data-period={period} data-state={state} data-history={complete ? 'whole' : 'latest'}>
      <div ref={boxRef} className="chart-canvas" />
      {orderLines}
      {state !== 'ready' && (
        <div className="chart-overlay" role="status">
          {/* Plain CSS: antd-mobile's SpinLoading would bring its animation library along. */}
          {state === 'loading' && <span className="page-loading-spinner" />}
          {state === 'empty' && <span>{t('trade.chart_empty')}</span>}
          {state === 'failed' && (
            <button type="button" className="chart-retry" onClick={() => setReloads((n) => n + 1)}>
              {t('trade.chart_failed')} {t('common.reload')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
