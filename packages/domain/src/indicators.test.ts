import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bollinger, ema, heikinAshi, macd, rsi, sma, type OhlcBar, type Series } from './indicators.js';

/*
 * Plain references, written the way a textbook states each indicator: every window summed afresh,
 * every average from its definition. The fast versions must agree with them on any series.
 */
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function refSma(values: readonly number[], period: number): Series {
  return values.map((_, i) => (i + 1 < period ? null : mean(values.slice(i + 1 - period, i + 1))));
}

function refEma(values: readonly number[], period: number): Series {
  const k = 2 / (period + 1);
  return values.map((_, i) => {
    if (i + 1 < period) return null;
    // EMA_i = k·x_i + (1−k)·EMA_{i−1}, unrolled back to the seed (the first period's mean).
    let value = mean(values.slice(0, period));
    for (let j = period; j <= i; j++) value = k * values[j]! + (1 - k) * value;
    return value;
  });
}

function refRsi(values: readonly number[], period: number): Series {
  const changes = values.slice(1).map((v, i) => v - values[i]!);
  return values.map((_, i) => {
    if (i < period) return null;
    let gain = mean(changes.slice(0, period).map((c) => Math.max(c, 0)));
    let loss = mean(changes.slice(0, period).map((c) => Math.max(-c, 0)));
    for (let j = period; j < i; j++) {
      gain = (gain * (period - 1) + Math.max(changes[j]!, 0)) / period;
      loss = (loss * (period - 1) + Math.max(-changes[j]!, 0)) / period;
    }
    if (loss === 0) return gain === 0 ? 50 : 100;
    return 100 - 100 / (1 + gain / loss);
  });
}

/** Equal within floating-point noise relative to the prices' size. */
function expectClose(actual: Series, expected: Series, scale = 1) {
  expect(actual.length).toBe(expected.length);
  actual.forEach((a, i) => {
    const e = expected[i];
    if (e == null) expect(a, `bar ${i}`).toBeNull();
    else expect(Math.abs(a! - e), `bar ${i}: ${a} vs ${e}`).toBeLessThanOrEqual(1e-9 * Math.max(1, scale));
  });
}

const prices = fc.array(fc.double({ min: 0.0001, max: 100_000, noNaN: true, noDefaultInfinity: true }), { maxLength: 120 });
const period = fc.integer({ min: 1, max: 40 });
const scaleOf = (xs: readonly number[]) => Math.max(1, ...xs);

describe('indicators agree with their textbook definitions', () => {
  it('simple moving average', () => {
    fc.assert(fc.property(prices, period, (xs, n) => expectClose(sma(xs, n), refSma(xs, n), scaleOf(xs))));
  });

  it('exponential moving average', () => {
    fc.assert(fc.property(prices, period, (xs, n) => expectClose(ema(xs, n), refEma(xs, n), scaleOf(xs))));
  });

  it('Bollinger bands: the SMA, and k population deviations either side', () => {
    fc.assert(
      fc.property(prices, period, fc.double({ min: 0.5, max: 4, noNaN: true }), (xs, n, k) => {
        const bands = bollinger(xs, n, k);
        const middle = refSma(xs, n);
        expectClose(bands.middle, middle, scaleOf(xs));
        const spread = xs.map((_, i) => {
          if (i + 1 < n) return null;
          const window = xs.slice(i + 1 - n, i + 1);
          const m = mean(window);
          return k * Math.sqrt(mean(window.map((x) => (x - m) ** 2)));
        });
        expectClose(bands.upper, middle.map((m, i) => (m == null ? null : m + spread[i]!)), scaleOf(xs) * 10);
        expectClose(bands.lower, middle.map((m, i) => (m == null ? null : m - spread[i]!)), scaleOf(xs) * 10);
      }),
    );
  });

  it('RSI stays between 0 and 100 and matches Wilder’s definition', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 2, max: 30 }), (xs, n) => {
        const got = rsi(xs, n);
        for (const v of got) if (v != null) expect(v >= 0 && v <= 100).toBe(true);
        // RSI is a ratio: its noise grows with the prices over their changes; compare to 1e-6.
        const want = refRsi(xs, n);
        got.forEach((v, i) => (want[i] == null ? expect(v).toBeNull() : expect(Math.abs(v! - want[i])).toBeLessThan(1e-6)));
      }),
    );
  });

  it('MACD is the fast EMA less the slow one; the signal its EMA; the histogram their difference', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 12 }), (xs, f, extra, s) => {
        const slow = f + extra;
        const result = macd(xs, f, slow, s);
        const fast = refEma(xs, f);
        const slowLine = refEma(xs, slow);
        const line = xs.map((_, i) => (slowLine[i] == null ? null : fast[i]! - slowLine[i]));
        expectClose(result.macd, line, scaleOf(xs));
        const tail = line.slice(slow - 1) as number[];
        const signal = [...new Array<null>(Math.min(slow - 1, xs.length)).fill(null), ...refEma(tail, s)];
        expectClose(result.signal, signal, scaleOf(xs) * 10);
        expectClose(result.histogram, line.map((m, i) => (m == null || signal[i] == null ? null : m - signal[i])), scaleOf(xs) * 10);
      }),
    );
  });

  it('known values: SMA 3 of 1…5, EMA 3, RSI of a steady rise', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    // seed mean(1,2,3)=2; then 0.5·4+0.5·2=3; 0.5·5+0.5·3=4
    expect(ema([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(rsi([1, 2, 3, 4, 5, 6], 3)).toEqual([null, null, null, 100, 100, 100]);
    expect(rsi([5, 5, 5, 5], 2)).toEqual([null, null, 50, 50]);
    // Bands of a flat series have no width.
    expect(bollinger([7, 7, 7], 2, 2).upper).toEqual([null, 7, 7]);
  });

  it('refuses a period that is not a positive integer, and fast ≥ slow', () => {
    expect(() => sma([1], 0)).toThrow(RangeError);
    expect(() => ema([1], 1.5)).toThrow(RangeError);
    expect(() => macd([1], 26, 12, 9)).toThrow(RangeError);
    expect(() => bollinger([1], 2, 0)).toThrow(RangeError);
  });
});

describe('Heikin-Ashi candles', () => {
  const bar = fc
    .tuple(fc.double({ min: 1, max: 1000, noNaN: true }), fc.double({ min: 1, max: 1000, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }))
    .map(([open, close, up, down]) => ({ open, close, high: Math.max(open, close) + up, low: Math.min(open, close) - down }));
  const bars = fc.array(bar, { maxLength: 60 }).map((list) => list.map((b, i): OhlcBar => ({ ...b, time: 1_700_000_000 + 60 * i })));

  it('follows the definition bar by bar, and every candle holds its open and close', () => {
    fc.assert(
      fc.property(bars, (list) => {
        const ha = heikinAshi(list);
        expect(ha).toHaveLength(list.length);
        ha.forEach((h, i) => {
          const b = list[i]!;
          expect(h.time).toBe(b.time);
          expect(h.close).toBeCloseTo((b.open + b.high + b.low + b.close) / 4, 9);
          const open = i === 0 ? (b.open + b.close) / 2 : (ha[i - 1]!.open + ha[i - 1]!.close) / 2;
          expect(h.open).toBeCloseTo(open, 9);
          expect(h.high).toBe(Math.max(b.high, h.open, h.close));
          expect(h.low).toBe(Math.min(b.low, h.open, h.close));
          expect(h.low <= Math.min(h.open, h.close) && h.high >= Math.max(h.open, h.close)).toBe(true);
        });
      }),
    );
  });
});
