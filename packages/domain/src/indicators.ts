/**
 * Chart indicators and Heikin-Ashi candles, computed from closing prices (or whole candles) in
 * the order they were drawn, oldest first. They are for reading a chart, not for money: plain
 * floating point is exact enough, and nothing here is ever stored or credited.
 *
 * Every series answers one value per input, `null` where the indicator has too little history yet
 * (the first `period − 1` bars of a moving average), so it lines up with the candles it is drawn on.
 */

/** One value per bar; null until the indicator has enough bars. */
export type Series = (number | null)[];

function checkPeriod(period: number, name = 'period'): void {
  if (!Number.isInteger(period) || period < 1) throw new RangeError(`${name} must be a positive integer`);
}

/** Simple moving average: the mean of the last `period` closes. */
export function sma(values: readonly number[], period: number): Series {
  checkPeriod(period);
  const out: Series = new Array<number | null>(values.length).fill(null);
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]!;
    if (i >= period) sum -= values[i - period]!;
    if (i >= period - 1) out[i] = sum / period;
  }
  return out;
}

/**
 * Exponential moving average with weight 2 / (period + 1), started from the simple average of the
 * first `period` closes (the usual convention of charting platforms).
 */
export function ema(values: readonly number[], period: number): Series {
  checkPeriod(period);
  const out: Series = new Array<number | null>(values.length).fill(null);
  if (values.length < period) return out;
  const k = 2 / (period + 1);
  let sum = 0;
  for (let i = 0; i < period; i++) sum += values[i]!;
  let previous = sum / period;
  out[period - 1] = previous;
  for (let i = period; i < values.length; i++) {
    previous = values[i]! * k + previous * (1 - k);
    out[i] = previous;
  }
  return out;
}

/** Bollinger bands: the simple average, and `deviations` population standard deviations about it. */
export interface Bands {
  middle: Series;
  upper: Series;
  lower: Series;
}

export function bollinger(values: readonly number[], period: number, deviations: number): Bands {
  checkPeriod(period);
  if (!(deviations > 0) || !Number.isFinite(deviations)) throw new RangeError('deviations must be positive');
  const middle = sma(values, period);
  const upper: Series = new Array<number | null>(values.length).fill(null);
  const lower: Series = new Array<number | null>(values.length).fill(null);
  for (let i = period - 1; i < values.length; i++) {
    const mean = middle[i]!;
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) squares += (values[j]! - mean) ** 2;
    const spread = deviations * Math.sqrt(squares / period);
    upper[i] = mean + spread;
    lower[i] = mean - spread;
  }
  return { middle, upper, lower };
}

/**
 * Relative strength index (Wilder): 100 − 100 / (1 + average gain / average loss) over `period`
 * changes, the averages smoothed as (previous × (period − 1) + now) / period. The first value is at
 * bar `period` (it needs `period` changes). Without any loss it is 100; flat prices read 50.
 */
export function rsi(values: readonly number[], period: number): Series {
  checkPeriod(period);
  const out: Series = new Array<number | null>(values.length).fill(null);
  if (values.length <= period) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const change = values[i]! - values[i - 1]!;
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  out[period] = strength(gain, loss);
  for (let i = period + 1; i < values.length; i++) {
    const change = values[i]! - values[i - 1]!;
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
    out[i] = strength(gain, loss);
  }
  return out;
}

function strength(gain: number, loss: number): number {
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

/** MACD: the fast EMA less the slow one, its EMA (the signal line), and their difference. */
export interface Macd {
  macd: Series;
  signal: Series;
  histogram: Series;
}

export function macd(values: readonly number[], fast: number, slow: number, signalPeriod: number): Macd {
  checkPeriod(fast, 'fast');
  checkPeriod(slow, 'slow');
  checkPeriod(signalPeriod, 'signal');
  if (fast >= slow) throw new RangeError('fast must be shorter than slow');
  const fastLine = ema(values, fast);
  const slowLine = ema(values, slow);
  const line: Series = values.map((_, i) => (slowLine[i] == null ? null : fastLine[i]! - slowLine[i]));
  // The signal line is the EMA of the MACD line from its first value on.
  const start = slow - 1;
  const signal: Series = new Array<number | null>(values.length).fill(null);
  if (values.length > start) {
    const smoothed = ema(line.slice(start) as number[], signalPeriod);
    smoothed.forEach((value, i) => (signal[start + i] = value));
  }
  const histogram: Series = line.map((value, i) => (value == null || signal[i] == null ? null : value - signal[i]));
  return { macd: line, signal, histogram };
}

/** A candle as the chart draws it: prices as numbers. */
export interface OhlcBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * Heikin-Ashi candles: close = (open + high + low + close) / 4; open = the mean of the previous
 * Heikin-Ashi open and close (the first: of the bar's own open and close); high and low widened to
 * take in that open and close.
 */
export function heikinAshi<T extends OhlcBar>(bars: readonly T[]): OhlcBar[] {
  const out: OhlcBar[] = [];
  for (const bar of bars) {
    const close = (bar.open + bar.high + bar.low + bar.close) / 4;
    const previous = out[out.length - 1];
    const open = previous ? (previous.open + previous.close) / 2 : (bar.open + bar.close) / 2;
    out.push({
      time: bar.time,
      open,
      high: Math.max(bar.high, open, close),
      low: Math.min(bar.low, open, close),
      close,
    });
  }
  return out;
}
