import { describe, expect, it, vi } from 'vitest';
import { BTCUSD, ETHUSD } from '../../test/market';
import { quoteStore } from './quoteStore';

/** A DAY_MARKET push as the socket delivers it. */
const dayMarket = (symbol: string, quotation: Record<string, unknown>) => ({ type: 'DAY_MARKET', symbol, quotation });

describe('quote store', () => {
  it('notifies only the listeners of the instrument that moved', () => {
    quoteStore.fromInstruments([BTCUSD, ETHUSD]);
    const btc = vi.fn();
    const eth = vi.fn();
    quoteStore.subscribe('BTCUSD', btc);
    quoteStore.subscribe('ETHUSD', eth);
    quoteStore.applyDayMarket(dayMarket('BTCUSD', { close: 1, change: -1, time: 5_000 }));
    expect(btc).toHaveBeenCalledTimes(1);
    expect(eth).not.toHaveBeenCalled();
    expect(quoteStore.get('BTCUSD')).toMatchObject({ close: 1, change: -1, timeMs: 5_000, isMarketOpen: true });
  });

  it('keeps a newer tick over an older trade_list answer, and ignores malformed pushes', () => {
    quoteStore.fromInstruments([BTCUSD]);
    quoteStore.applyDayMarket(dayMarket('BTCUSD', { close: 2, change: 1, time: 9_000 }));
    quoteStore.fromInstruments([BTCUSD]); // its quote time is 1 000
    expect(quoteStore.get('BTCUSD')?.close).toBe(2);
    quoteStore.applyDayMarket(dayMarket('BTCUSD', { close: 'x' }));
    quoteStore.applyDayMarket(dayMarket('NOPE', { close: 3, change: 0 }));
    // The old shape, with the quote under `data`: not understood.
    quoteStore.applyDayMarket({ type: 'DAY_MARKET', data: { symbol: 'BTCUSD', close: 4, change: 0, time: 10_000 } });
    quoteStore.applyDayMarket({ type: 'DAY_MARKET', symbol: 'BTCUSD', quotation: null });
    quoteStore.applyDayMarket(null);
    expect(quoteStore.get('BTCUSD')?.close).toBe(2);
    expect(quoteStore.get('NOPE')).toBeUndefined();
  });

  it('closes the market when a push says status 0', () => {
    quoteStore.fromInstruments([BTCUSD]);
    quoteStore.applyDayMarket(dayMarket('BTCUSD', { close: 2, change: 1, time: 9_000, status: 0 }));
    expect(quoteStore.get('BTCUSD')?.isMarketOpen).toBe(false);
  });
});
