/**
 * The latest quote of every instrument, kept apart from the instrument list so a live tick
 * re-renders only the rows showing that instrument: each row subscribes to its own code.
 * Filled from trade_list (every visit to / and /trade) and moved by DAY_MARKET pushes.
 */
import type { Instrument } from '@leverline/contract';

export interface LiveQuote {
  /** Latest (bid) price. */
  close: number;
  /** Percent change against the day's open, e.g. -0.35 for −0.35 %. */
  change: number;
  open: number;
  high: number;
  low: number;
  ask: number;
  /** Unix milliseconds of the latest tick. */
  timeMs: number;
  isMarketOpen: boolean;
}

type Listener = () => void;

const quotes = new Map<string, LiveQuote>();
const listeners = new Map<string, Set<Listener>>();

export function quoteOf(instrument: Instrument): LiveQuote {
  const q = instrument.ForexQuotations;
  return {
    close: q.Close,
    change: q.Change,
    open: q.Open,
    high: q.High,
    low: q.Low,
    ask: q.Ask,
    timeMs: q.Time,
    isMarketOpen: instrument.MarketStatus === 1,
  };
}

function sameQuote(a: LiveQuote, b: LiveQuote): boolean {
  return (
    a.close === b.close &&
    a.change === b.change &&
    a.open === b.open &&
    a.high === b.high &&
    a.low === b.low &&
    a.ask === b.ask &&
    a.isMarketOpen === b.isMarketOpen
  );
}

function put(code: string, next: LiveQuote): void {
  const previous = quotes.get(code);
  // A trade_list answer can be older than a tick that arrived while it was on its way.
  if (previous && (previous.timeMs > next.timeMs || sameQuote(previous, next))) return;
  quotes.set(code, next);
  const forCode = listeners.get(code);
  if (forCode) for (const listener of [...forCode]) listener();
}

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

export const quoteStore = {
  get: (code: string): LiveQuote | undefined => quotes.get(code),

  subscribe(code: string, listener: Listener): () => void {
    let forCode = listeners.get(code);
    if (!forCode) listeners.set(code, (forCode = new Set()));
    forCode.add(listener);
    return () => {
      forCode.delete(listener);
      if (forCode.size === 0) listeners.delete(code);
    };
  },

  fromInstruments(list: readonly Instrument[]): void {
    for (const instrument of list) put(instrument.Code, quoteOf(instrument));
  },

  /**
   * One DAY_MARKET push: {symbol, quotation: {close, change}} and, when present, the quotation's
   * open, high, low, ask, time and status. Pushes for instruments not loaded yet, or without a
   * price, are ignored.
   */
  applyDayMarket(message: unknown): void {
    if (!message || typeof message !== 'object') return;
    const { symbol, quotation } = message as { symbol?: unknown; quotation?: unknown };
    if (!quotation || typeof quotation !== 'object') return;
    const item = quotation as Record<string, unknown>;
    const code = typeof symbol === 'string' ? symbol : undefined;
    const close = num(item.close);
    const previous = code ? quotes.get(code) : undefined;
    if (!code || close === undefined || !previous) return;
    const status = num(item.status);
    put(code, {
      close,
      change: num(item.change) ?? previous.change,
      open: num(item.open) ?? previous.open,
      high: num(item.high) ?? previous.high,
      low: num(item.low) ?? previous.low,
      ask: num(item.ask) ?? previous.ask,
      timeMs: num(item.time) ?? previous.timeMs,
      isMarketOpen: status === undefined ? previous.isMarketOpen : status === 1,
    });
  },

  /** Tests: start empty. */
  clear(): void {
    quotes.clear();
  },
};
