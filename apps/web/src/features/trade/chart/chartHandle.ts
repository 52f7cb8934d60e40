/**
 * What the candle chart lends its tools (chart types, indicators, drawings, tapping a price): the
 * chart, its candle series and the candles it shows, with a call whenever they change. The tools
 * live in this folder and load apart from the chart itself.
 */
import type { CandlestickData, IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';

export type ChartBar = CandlestickData<UTCTimestamp>;

export interface ChartHandle {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  /** The candles of the instrument and period on screen, oldest first (live ones included). */
  bars: () => readonly ChartBar[];
  /** Calls `listener` after the candles changed (history loaded, a live candle); returns the unsubscribe. */
  onBars: (listener: () => void) => () => void;
  /**
   * Calls `listener` just before the chart is removed, while its series can still be taken off (a
   * tool unmounting after the chart would find it gone); returns the unsubscribe.
   */
  onRemove: (listener: () => void) => () => void;
}
