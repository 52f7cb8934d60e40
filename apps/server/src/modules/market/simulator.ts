/**
 * The built-in quote simulator: geometric Brownian motion per instrument with its own annual
 * volatility and tick rate, quiet while its market is closed. A fixed seed gives the same prices
 * every run, which tests rely on.
 */
import { bucketStart, PERIOD_SECONDS, type Candle, type Period } from '@leverline/domain';
import type { QuoteFeed, Tick } from './feed.js';

/** A small, fast, seedable PRNG (mulberry32): uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal variate from two uniforms (Box–Muller). */
export function gaussian(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function hashCode(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

const YEAR_MS = 365.25 * 24 * 3600_000;

/** One step of geometric Brownian motion over `dtMs`, in price units (at least 1). */
export function gbmStep(units: number, volatility: number, dtMs: number, z: number): number {
  return Math.max(1, Math.round(units * Math.exp(volatility * Math.sqrt(dtMs / YEAR_MS) * z)));
}

export interface SimulatedInstrument {
  code: string;
  volatility: number;
  /** Mean milliseconds between ticks. */
  tickMs: number;
  isOpen(at: Date): boolean;
  /** The latest price in price units, from the market's state. */
  lastUnits(): number;
}

/**
 * Candle history ending with the candle of `nowSec`, whose close is `lastUnits`, walking back in
 * time over open periods only. Each period's history is drawn on its own, so no chart starts empty.
 */
export function generateHistory(options: {
  period: Period;
  nowSec: number;
  count: number;
  lastUnits: number;
  volatility: number;
  isOpen(at: Date): boolean;
  random: () => number;
}): Candle[] {
  const size = PERIOD_SECONDS[options.period];
  const dtMs = size * 1000;
  const out: Candle[] = [];
  let close = options.lastUnits;
  // Daily candles are kept for days with any trading; intraday ones only for open periods.
  const probe = (t: number) =>
    options.period === '1day'
      ? [3, 9, 15, 21].some((h) => options.isOpen(new Date((t + h * 3600) * 1000)))
      : options.isOpen(new Date(t * 1000));
  const maxScan = options.count * 8 + 5000;
  for (let t = bucketStart(options.period, options.nowSec), scanned = 0; out.length < options.count && scanned < maxScan; t -= size, scanned++) {
    if (!probe(t)) continue;
    const open = gbmStep(close, options.volatility, dtMs, gaussian(options.random));
    const wick = () => Math.abs(gaussian(options.random)) * options.volatility * Math.sqrt(dtMs / YEAR_MS) * 0.5;
    const high = Math.round(Math.max(open, close) * (1 + wick()));
    const low = Math.max(1, Math.round(Math.min(open, close) * (1 - wick())));
    const volume = Math.round((size / 60) * (20 + options.random() * 80));
    out.push({ time: t, open, high, low, close, volume });
    close = open;
  }
  return out.reverse();
}

/**
 * The simulator as a feed: one timer for all instruments, each ticking at its own jittered rate
 * while its market is open.
 */
export function simulatorFeed(instruments: SimulatedInstrument[], seed: number, now: () => number = Date.now): QuoteFeed {
  const state = instruments.map((instrument) => ({
    instrument,
    random: mulberry32(seed ^ hashCode(instrument.code)),
    nextAt: 0,
  }));
  let timer: NodeJS.Timeout | undefined;
  return {
    name: 'simulator',
    start(emit) {
      const loop = () => {
        const t = now();
        const at = new Date(t);
        for (const s of state) {
          if (t < s.nextAt) continue;
          const { instrument, random } = s;
          s.nextAt = t + instrument.tickMs * (0.4 + random() * 1.2);
          if (!instrument.isOpen(at)) continue;
          const last = instrument.lastUnits();
          const priceUnits = gbmStep(last, instrument.volatility, instrument.tickMs, gaussian(random));
          emit({ code: instrument.code, priceUnits, timeMs: t, volume: 1 + Math.floor(random() * 10), source: 'simulator' } satisfies Tick);
        }
      };
      timer = setInterval(loop, 50);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      return Promise.resolve();
    },
  };
}
