import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bucketStart, foldTick, PERIODS, PERIOD_SECONDS, toPrice, toUnits, unitsToText, exactPriceUnits, type Candle, type Period } from './candles.js';

/** Candles of a whole tick log, computed from scratch: group by period, then take first/max/min/last. */
function rebuild(period: Period, ticks: { t: number; p: number; v: number }[]): Candle[] {
  const groups = new Map<number, { t: number; p: number; v: number }[]>();
  for (const tick of ticks) {
    const key = bucketStart(period, tick.t);
    groups.set(key, [...(groups.get(key) ?? []), tick]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, group]) => ({
      time,
      open: group[0]!.p,
      high: Math.max(...group.map((g) => g.p)),
      low: Math.min(...group.map((g) => g.p)),
      close: group[group.length - 1]!.p,
      volume: group.reduce((s, g) => s + g.v, 0),
    }));
}

describe('candles', () => {
  it('starts periods on their boundaries, days at 00:00 UTC', () => {
    const t = Date.UTC(2026, 10, 21, 13, 47, 31) / 1000;
    expect(bucketStart('1min', t)).toBe(Date.UTC(2026, 10, 21, 13, 47) / 1000);
    expect(bucketStart('15min', t)).toBe(Date.UTC(2026, 10, 21, 13, 45) / 1000);
    expect(bucketStart('60min', t)).toBe(Date.UTC(2026, 10, 21, 13) / 1000);
    expect(bucketStart('1day', t)).toBe(Date.UTC(2026, 10, 21) / 1000);
  });

  it('folds ticks incrementally into exactly the candles rebuilt from the tick log (property)', () => {
    const ticks = fc
      .array(fc.record({ dt: fc.integer({ min: 0, max: 400 }), p: fc.integer({ min: 1, max: 10_000_000 }), v: fc.integer({ min: 0, max: 50 })}), {
        minLength: 1,
        maxLength: 300,
      })
      .map((steps) => {
        let t = 1_790_000_000;
        return steps.map((s) => ({ t: (t += s.dt), p: s.p, v: s.v }));
      });
    fc.assert(
      fc.property(fc.constantFrom(...PERIODS), ticks, (period, log) => {
        const series: Candle[] = [];
        for (const tick of log) {
          const last = series[series.length - 1];
          const candle = foldTick(last, period, tick.t, tick.p, tick.v);
          if (candle && candle !== last) series.push(candle);
        }
        expect(series).toEqual(rebuild(period, log));
        for (const c of series) expect(c.time % PERIOD_SECONDS[period]).toBe(0);
      }),
    );
  });

  it('ignores a tick older than the last candle', () => {
    const last = foldTick(undefined, '1min', 120, 5, 1)!;
    expect(foldTick(last, '1min', 60, 9, 1)).toBeUndefined();
    expect(last).toEqual({ time: 120, open: 5, high: 5, low: 5, close: 5, volume: 1 });
  });

  it('converts price units exactly', () => {
    expect(toPrice(108_345, 5)).toBe(1.08345);
    expect(toUnits(1.08345, 5)).toBe(108_345);
    expect(toUnits(2650.1, 2)).toBe(265_010);
  });
});

describe('price text', () => {
  it('converts exchange decimals to price units exactly, rounding half up', async () => {
    const { priceTextToUnits } = await import('./candles.js');
    expect(priceTextToUnits('95000.10', 2)).toBe(9_500_010);
    expect(priceTextToUnits('0.382145', 5)).toBe(38_215);
    expect(priceTextToUnits('0.382144', 5)).toBe(38_214);
    expect(priceTextToUnits('3', 2)).toBe(300);
    for (const bad of ['', '-1', '1e5', 'abc', '1.', '.5']) expect(priceTextToUnits(bad, 2)).toBeUndefined();
  });
});

describe('exact price text', () => {
  it('writes units with the instrument precision', () => {
    expect(unitsToText(108520, 5)).toBe('1.08520');
    expect(unitsToText(7, 3)).toBe('0.007');
    expect(unitsToText(38520, 0)).toBe('38520');
    expect(unitsToText(-150, 2)).toBe('-1.50');
  });

  it('reads a price back only when it is not finer than the precision', () => {
    expect(exactPriceUnits('1.0852', 5)).toBe(108520);
    expect(exactPriceUnits('1.085200', 5)).toBe(108520);
    expect(exactPriceUnits('1.085201', 5)).toBeUndefined();
    expect(exactPriceUnits('38520', 0)).toBe(38520);
    expect(exactPriceUnits('-1', 2)).toBeUndefined();
  });

  it('round-trips every units value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 8 }), (units, digits) => {
        expect(exactPriceUnits(unitsToText(units, digits), digits)).toBe(units);
      }),
    );
  });
});
