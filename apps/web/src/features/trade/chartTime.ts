/**
 * lightweight-charts draws times as UTC seconds. Candles start at a Unix millisecond (kline, KLINE);
 * to show the trader's local time, intraday candles are shifted by the local offset at that moment
 * (the library's documented approach). Daily candles start at 00:00 UTC and are labelled by that
 * date, so they are not shifted: west of Greenwich a shift would put them on the previous day.
 */
import { TickMarkType } from 'lightweight-charts';
import type { Period } from '@leverline/contract';

/** The chart time (seconds, the trader's wall clock written as UTC) of a candle starting at `unixMs`. */
export function chartTime(unixMs: number, period: Period): number {
  const unixSeconds = Math.floor(unixMs / 1000);
  if (period === '1day') return unixSeconds;
  const offsetMinutes = new Date(unixMs).getTimezoneOffset();
  return unixSeconds - offsetMinutes * 60;
}

/**
 * The time axis's labels as lightweight-charts writes them by default (the same fields for each
 * kind of tick mark), from one Intl.DateTimeFormat per locale and kind. The library's default
 * builds a new formatter for every label of every drawing (Date.toLocaleString with options),
 * which made up a good part of the chart's first drawing on a slow phone. Chart times are already
 * the trader's wall-clock time written as UTC (chartTime), so they are formatted in UTC.
 */
const TICK_FIELDS: Record<TickMarkType, Intl.DateTimeFormatOptions> = {
  [TickMarkType.Year]: { year: 'numeric' },
  [TickMarkType.Month]: { month: 'short' },
  [TickMarkType.DayOfMonth]: { day: 'numeric' },
  [TickMarkType.Time]: { hour12: false, hour: '2-digit', minute: '2-digit' },
  [TickMarkType.TimeWithSeconds]: { hour12: false, hour: '2-digit', minute: '2-digit', second: '2-digit' },
};

const tickFormats = new Map<string, Intl.DateTimeFormat>();

export function tickMarkLabel(time: number, type: TickMarkType, locale: string): string {
  const key = `${locale}|${type}`;
  let format = tickFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...TICK_FIELDS[type], timeZone: 'UTC' });
    tickFormats.set(key, format);
  }
  return format.format(time * 1000);
}
