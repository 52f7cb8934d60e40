/**
 * Quote feeds. Every source of prices (the built-in simulator, a crypto exchange's public stream,
 * an operator pushing ticks) produces the same Tick and goes through the same validation.
 */

export interface Tick {
  /** Instrument code, e.g. "EURUSD". */
  code: string;
  /** Bid price in price units (price × 10^PricePrecision). */
  priceUnits: number;
  /** Unix milliseconds. */
  timeMs: number;
  volume: number;
  source: 'simulator' | 'exchange' | 'operator';
}

export interface QuoteFeed {
  readonly name: string;
  start(emit: (tick: Tick) => void): void;
  stop(): Promise<void>;
}

export type TickRejection = 'not_positive' | 'jump' | 'stale' | 'unknown_instrument';

/**
 * Why a tick must not be published, or null when it may be. A price must be a finite positive
 * number and may not move more than `maxJump` (a fraction, e.g. 0.1 for 10 %) from the last one.
 */
export function checkTick(tick: Tick, lastUnits: number | undefined, lastTimeMs: number | undefined, maxJump: number): TickRejection | null {
  if (!Number.isFinite(tick.priceUnits) || !Number.isSafeInteger(tick.priceUnits) || tick.priceUnits <= 0) return 'not_positive';
  if (!Number.isFinite(tick.timeMs) || (lastTimeMs !== undefined && tick.timeMs < lastTimeMs - 60_000)) return 'stale';
  if (lastUnits !== undefined && Math.abs(tick.priceUnits - lastUnits) > lastUnits * maxJump) return 'jump';
  return null;
}
