/**
 * Candles folded from ticks. Prices are integers in the instrument's smallest price unit
 * (price × 10^PricePrecision), so folding is exact; `toPrice` turns them into numbers for the wire.
 */

/** The six chart periods (§9), shortest first. */
export const PERIODS = ['1min', '5min', '15min', '30min', '60min', '1day'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '1min';

/** Length of each period in seconds. Daily candles start at 00:00 UTC. */
export const PERIOD_SECONDS: Record<Period, number> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1800,
  '60min': 3600,
  '1day': 86_400,
};

export function isPeriod(value: unknown): value is Period {
  return typeof value === 'string' && (PERIODS as readonly string[]).includes(value);
}

/** One candle. `time` is the Unix second its period starts; prices in price units. */
export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The start (Unix seconds) of the period that contains `unixSeconds`. */
export function bucketStart(period: Period, unixSeconds: number): number {
  const size = PERIOD_SECONDS[period];
  return Math.floor(unixSeconds / size) * size;
}

/**
 * Folds one tick into the series' last candle: the same candle when the tick falls in its
 * period, else a new candle opening at the tick. Ticks older than the last candle are ignored.
 * Returns the candle that now holds the tick, or undefined when it was ignored.
 */
export function foldTick(last: Candle | undefined, period: Period, unixSeconds: number, price: number, volume: number): Candle | undefined {
  const time = bucketStart(period, unixSeconds);
  if (last && time < last.time) return undefined;
  if (last && time === last.time) {
    last.high = Math.max(last.high, price);
    last.low = Math.min(last.low, price);
    last.close = price;
    last.volume += volume;
    return last;
  }
  return { time, open: price, high: price, low: price, close: price, volume };
}

/** A candle for a period without ticks while the market was open: flat at the last close. */
export function flatCandle(time: number, close: number): Candle {
  return { time, open: close, high: close, low: close, close, volume: 0 };
}

/** Converts price units to a number with `digits` decimals. */
export function toPrice(units: number, digits: number): number {
  return Number((units / 10 ** digits).toFixed(digits));
}

/** Converts a price to integer price units with `digits` decimals (rounded half away from zero). */
export function toUnits(price: number, digits: number): number {
  return Math.round(price * 10 ** digits);
}

/**
 * Converts a decimal price text (as exchanges send it, e.g. "95000.10") to price units with
 * `digits` decimals exactly, rounding half up; undefined for anything that is not a plain decimal.
 */
export function priceTextToUnits(text: string, digits: number): number | undefined {
  const m = /^(\d{1,15})(?:\.(\d{1,18}))?$/.exec(text.trim());
  if (!m) return undefined;
  const fraction = (m[2] ?? '').padEnd(digits + 1, '0');
  let units = Number(m[1]) * 10 ** digits + Number(fraction.slice(0, digits) || '0');
  if (Number(fraction[digits]) >= 5) units += 1;
  return Number.isSafeInteger(units) ? units : undefined;
}

/** Price units as exact decimal text with `digits` decimals: (108520, 5) → "1.08520". */
export function unitsToText(units: number, digits: number): string {
  const negative = units < 0;
  const text = String(Math.abs(units)).padStart(digits + 1, '0');
  const whole = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return negative ? `-${whole}` : whole;
}

/**
 * Price units of a decimal text that has at most `digits` decimals, exactly; undefined when it
 * has more decimals (a price finer than the instrument quotes) or is not a plain decimal.
 */
export function exactPriceUnits(text: string, digits: number): number | undefined {
  const fraction = text.trim().split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > digits) return undefined;
  return priceTextToUnits(text, digits);
}
