/**
 * Draws the trader's set-up on the candle chart: the chart type (the candle series hides and
 * another takes its place), the indicators (moving averages and bands over the price, RSI and MACD
 * in panes of their own) and the drawn lines. Everything is recomputed from the chart's candles
 * when they change. Loaded only once the trader uses a tool, or opens an instrument that has a
 * set-up: the maths and series code are not part of the trade screen's first download.
 */
import {
  AreaSeries,
  BarSeries,
  CandlestickSeries,
  HistogramSeries,
  LineSeries,
  LineStyle,
  type IPriceLine,
  type ISeriesApi,
  type SeriesType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { bollinger, ema, heikinAshi, macd, rsi, sma, type Series } from '@leverline/domain';
import type { ChartBar, ChartHandle } from './chartHandle';
import type { ChartPrefs, IndicatorSetting } from './chartPrefs';

/** Colours of the indicator lines, told apart in both themes. */
const COLOURS = { sma: '#d97706', ema: '#7c3aed', band: '#0891b2', rsi: '#7c3aed', macd: '#2563eb', signal: '#d97706' };

type AnySeries = ISeriesApi<SeriesType>;

function line(series: Series, bars: readonly ChartBar[]) {
  return bars.flatMap((bar, i) => (series[i] == null ? [] : [{ time: bar.time, value: series[i] }]));
}

export interface ChartLayers {
  show: (prefs: ChartPrefs) => void;
  priceAt: (y: number) => number | null;
  dispose: () => void;
}

export function chartLayers(handle: ChartHandle, colours: { up: string; down: string }): ChartLayers {
  const { chart, candles } = handle;
  let prefs: ChartPrefs | null = null;
  let main: AnySeries | null = null;
  let mainType: ChartPrefs['type'] = 'candles';
  let indicators: { setting: IndicatorSetting; series: AnySeries[] }[] = [];
  let priceLines: IPriceLine[] = [];
  let trends: AnySeries[] = [];

  const price = () => (main ?? candles);

  function setMain(type: ChartPrefs['type']): void {
    if (type === mainType && (main || type === 'candles')) return;
    if (main) chart.removeSeries(main);
    main = null;
    mainType = type;
    const format = candles.options().priceFormat;
    const common = { priceFormat: format };
    switch (type) {
      case 'candles':
        break;
      case 'bars':
        main = chart.addSeries(BarSeries, { ...common, upColor: colours.up, downColor: colours.down });
        break;
      case 'line':
        main = chart.addSeries(LineSeries, { ...common, color: colours.up, lineWidth: 2 });
        break;
      case 'area':
        main = chart.addSeries(AreaSeries, { ...common, lineColor: '#2563eb', topColor: 'rgba(37, 99, 235, 0.28)', bottomColor: 'rgba(37, 99, 235, 0.02)', lineWidth: 2 });
        break;
      case 'heikin-ashi':
        main = chart.addSeries(CandlestickSeries, { ...common, upColor: colours.up, downColor: colours.down, wickUpColor: colours.up, wickDownColor: colours.down, borderVisible: false });
        break;
    }
    candles.applyOptions({ visible: type === 'candles' });
  }

  function fillMain(bars: readonly ChartBar[]): void {
    if (!main) return;
    if (mainType === 'line' || mainType === 'area') main.setData(bars.map((b) => ({ time: b.time, value: b.close })));
    else if (mainType === 'heikin-ashi') main.setData(heikinAshi(bars).map((b) => ({ ...b, time: b.time as UTCTimestamp })));
    else main.setData(bars.slice());
  }

  function removeIndicators(): void {
    for (const { series } of indicators) for (const s of series) chart.removeSeries(s);
    indicators = [];
    // Panes left empty by RSI or MACD go with them.
    for (let i = chart.panes().length - 1; i > 0; i--) if (chart.panes()[i]!.getSeries().length === 0) chart.removePane(i);
  }

  function addIndicators(settings: readonly IndicatorSetting[]): void {
    let pane = 0;
    for (const setting of settings) {
      const lineOptions = { lineWidth: 1 as const, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false };
      switch (setting.kind) {
        case 'sma':
        case 'ema':
          indicators.push({ setting, series: [chart.addSeries(LineSeries, { ...lineOptions, color: COLOURS[setting.kind], title: `${setting.kind.toUpperCase()} ${setting.period}` })] });
          break;
        case 'bollinger':
          indicators.push({
            setting,
            series: [
              chart.addSeries(LineSeries, { ...lineOptions, color: COLOURS.band, title: `BB ${setting.period} ${setting.deviations}` }),
              chart.addSeries(LineSeries, { ...lineOptions, color: COLOURS.band, lineStyle: LineStyle.Dashed }),
              chart.addSeries(LineSeries, { ...lineOptions, color: COLOURS.band, lineStyle: LineStyle.Dashed }),
            ],
          });
          break;
        case 'rsi': {
          pane += 1;
          const series = chart.addSeries(LineSeries, { ...lineOptions, color: COLOURS.rsi, lastValueVisible: true, title: `RSI ${setting.period}`, priceFormat: { type: 'price', precision: 1, minMove: 0.1 } }, pane);
          series.createPriceLine({ price: 70, color: '#94a3b8', lineStyle: LineStyle.Dotted, axisLabelVisible: false, lineWidth: 1 });
          series.createPriceLine({ price: 30, color: '#94a3b8', lineStyle: LineStyle.Dotted, axisLabelVisible: false, lineWidth: 1 });
          indicators.push({ setting, series: [series] });
          break;
        }
        case 'macd':
          pane += 1;
          indicators.push({
            setting,
            series: [
              chart.addSeries(HistogramSeries, { priceLineVisible: false, lastValueVisible: false }, pane),
              chart.addSeries(LineSeries, { ...lineOptions, color: COLOURS.macd, title: `MACD ${setting.fast} ${setting.slow} ${setting.signal}` }, pane),
              chart.addSeries(LineSeries, { ...lineOptions, color: COLOURS.signal }, pane),
            ],
          });
          break;
      }
    }
    // The price keeps most of the height; each indicator pane a fifth of it.
    chart.panes().forEach((p, i) => p.setStretchFactor(i === 0 ? 3 : 1));
  }

  function fillIndicators(bars: readonly ChartBar[]): void {
    const closes = bars.map((b) => b.close);
    for (const { setting, series } of indicators) {
      switch (setting.kind) {
        case 'sma':
          series[0]!.setData(line(sma(closes, setting.period), bars));
          break;
        case 'ema':
          series[0]!.setData(line(ema(closes, setting.period), bars));
          break;
        case 'bollinger': {
          const bands = bollinger(closes, setting.period, setting.deviations);
          series[0]!.setData(line(bands.middle, bars));
          series[1]!.setData(line(bands.upper, bars));
          series[2]!.setData(line(bands.lower, bars));
          break;
        }
        case 'rsi':
          series[0]!.setData(line(rsi(closes, setting.period), bars));
          break;
        case 'macd': {
          const result = macd(closes, setting.fast, setting.slow, setting.signal);
          series[0]!.setData(
            bars.flatMap((bar, i) => {
              const value = result.histogram[i];
              return value == null ? [] : [{ time: bar.time, value, color: value >= 0 ? colours.up : colours.down }];
            }),
          );
          series[1]!.setData(line(result.macd, bars));
          series[2]!.setData(line(result.signal, bars));
          break;
        }
      }
    }
  }

  /** Price lines sit on the series on screen (a hidden one draws nothing). */
  let linesOn: AnySeries = candles;

  function drawLines(drawings: ChartPrefs['drawings']): void {
    for (const p of priceLines) linesOn.removePriceLine(p);
    priceLines = [];
    linesOn = price();
    for (const t of trends) chart.removeSeries(t);
    trends = [];
    for (const drawing of drawings) {
      if (drawing.kind === 'horizontal') {
        priceLines.push(linesOn.createPriceLine({ price: drawing.price, color: '#d97706', lineWidth: 2, lineStyle: LineStyle.Solid, axisLabelVisible: true }));
      } else {
        const [a, b] = drawing.from.time <= drawing.to.time ? [drawing.from, drawing.to] : [drawing.to, drawing.from];
        if (a.time === b.time) continue;
        const trend = chart.addSeries(LineSeries, { color: '#d97706', lineWidth: 2, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false, autoscaleInfoProvider: () => null });
        trend.setData([
          { time: a.time as UTCTimestamp, value: a.price },
          { time: b.time as UTCTimestamp, value: b.price },
        ]);
        trends.push(trend);
      }
    }
  }

  function refill(): void {
    const bars = handle.bars();
    fillMain(bars);
    fillIndicators(bars);
  }

  const unsubscribe = handle.onBars(refill);

  return {
    show(next) {
      const previous = prefs;
      prefs = next;
      const typeChanged = previous?.type !== next.type;
      setMain(next.type);
      if (previous?.indicators !== next.indicators) {
        removeIndicators();
        addIndicators(next.indicators);
      }
      if (typeChanged || previous?.drawings !== next.drawings) drawLines(next.drawings);
      refill();
    },
    /** The price at a height of the chart's main pane, on the series on screen. */
    priceAt(y) {
      return price().coordinateToPrice(y);
    },
    dispose() {
      unsubscribe();
      removeIndicators();
      drawLines([]);
      for (const p of priceLines) linesOn.removePriceLine(p);
      if (main) chart.removeSeries(main);
      main = null;
      candles.applyOptions({ visible: true });
    },
  };
}
