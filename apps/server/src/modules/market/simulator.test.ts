import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERIOD_SECONDS } from '@leverline/domain';
import { gaussian, generateHistory, mulberry32, simulatorFeed, type SimulatedInstrument } from './simulator.js';
import type { Tick } from './feed.js';

afterEach(() => vi.useRealTimers());

function instrument(overrides: Partial<SimulatedInstrument> = {}): SimulatedInstrument {
  return { code: 'EURUSD', volatility: 0.08, tickMs: 500, isOpen: () => true, lastUnits: () => 108_500, ...overrides };
}

function run(seed: number, inst: SimulatedInstrument, ms: number): Tick[] {
  vi.useFakeTimers({ now: 1_795_000_000_000 });
  const ticks: Tick[] = [];
  const feed = simulatorFeed([inst], seed);
  feed.start((t) => ticks.push(t));
  vi.advanceTimersByTime(ms);
  void feed.stop();
  vi.useRealTimers();
  return ticks;
}

describe('simulator', () => {
  it('gives the same prices for the same seed and different ones for another', () => {
    const a = run(1, instrument(), 10_000).map((t) => t.priceUnits);
    const b = run(1, instrument(), 10_000).map((t) => t.priceUnits);
    const c = run(2, instrument(), 10_000).map((t) => t.priceUnits);
    expect(a.length).toBeGreaterThan(10);
    expect(a).toEqual(b);
    expect(c).not.toEqual(a);
  });

  it('ticks at roughly the instrument rate and stays quiet while the market is closed', () => {
    expect(run(3, instrument({ tickMs: 500 }), 60_000).length).toBeGreaterThan(80);
    expect(run(3, instrument({ isOpen: () => false }), 60_000)).toHaveLength(0);
  });

  it('draws normal variates with mean 0 and variance 1', () => {
    const random = mulberry32(9);
    const xs = Array.from({ length: 20_000 }, () => gaussian(random));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });

  it('backfills history over open periods only, ending at the current price', () => {
    const weekdaysOnly = (at: Date) => at.getUTCDay() !== 0 && at.getUTCDay() !== 6;
    const history = generateHistory({ period: '60min', nowSec: 1_795_000_000, count: 200, lastUnits: 108_500, volatility: 0.08, isOpen: weekdaysOnly, random: mulberry32(5) });
    expect(history).toHaveLength(200);
    expect(history.at(-1)!.close).toBe(108_500);
    for (let i = 1; i < history.length; i++) {
      expect(history[i]!.time).toBeGreaterThan(history[i - 1]!.time);
      expect(history[i]!.open).toBe(history[i - 1]!.close);
      expect(weekdaysOnly(new Date(history[i]!.time * 1000))).toBe(true);
      expect(history[i]!.time % PERIOD_SECONDS['60min']).toBe(0);
    }
  });
});
