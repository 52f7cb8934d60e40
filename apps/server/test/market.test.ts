import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGE_CODES, PERIODS, PERIOD_SECONDS } from '@leverline/contract';
import type { Instrument } from '@leverline/contract';
import { candles } from '../src/db/schema.js';
import { MarketService } from '../src/modules/market/market.service.js';
import { memoryBus } from '../src/platform/bus.js';
import { FEED_TOKEN, useHarness } from './support/harness.js';

const h = useHarness();

const list = async (query = '') => (await h.get(`/v1/api/forex/trade_list${query}`)).data as Instrument[];
const byCode = async (code: string) => (await list()).find((i) => i.Code === code)!;
const push = (code: string, price: string | number, time?: number) =>
  h.app.http.inject({ method: 'POST', url: '/api/feed/tick', headers: { 'x-feed-token': FEED_TOKEN }, payload: { code, price, time } });

describe('catalogue', () => {
  it('lists at least 40 instruments in six classes, each with the documented fields', async () => {
    const instruments = await list();
    expect(instruments.length).toBeGreaterThanOrEqual(40);
    expect(new Set(instruments.map((i) => i.CategoryId))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const eurusd = instruments.find((i) => i.Code === 'EURUSD')!;
    expect(eurusd).toMatchObject({ ShowCode: 'EUR/USD', PricePrecision: 5, Pip: 0.01, ForexMinCont: 0.01, ForexContNum: 100000, MarginMode: 2, Logo: '/logos/EURUSD.svg' });
    expect(eurusd.HasForexMultiple.map((m) => m.Value)).toContain(100);
    expect(eurusd.ForexQuotations.Ask).toBeGreaterThan(eurusd.ForexQuotations.Close);
  });

  it('searches by code or name and filters by category', async () => {
    expect((await list('?searchCurrency=gold')).map((i) => i.Code)).toEqual(['XAUUSD']);
    expect((await list('?searchCurrency=eur/usd')).map((i) => i.Code)).toEqual(['EURUSD']);
    expect((await list('?searchCurrency=btc')).map((i) => i.Code)).toEqual(['BTCUSD']);
    const crypto = await list('?category_id=6');
    expect(crypto.length).toBeGreaterThanOrEqual(5);
    expect(crypto.every((i) => i.CategoryId === 6)).toBe(true);
  });

  it('names categories in the request language', async () => {
    const en = (await h.get('/v1/api/forex/getCategories', { lang: 'en' })).data;
    const hk = (await h.get('/v1/api/forex/getCategories', { lang: 'hk' })).data;
    const ar = (await h.get('/v1/api/forex/getCategories', { lang: 'ar' })).data;
    expect(en.map((c: { NameShowTrans: string }) => c.NameShowTrans)).toEqual(['Forex', 'Metals', 'Energy', 'Indices', 'Stocks', 'Crypto']);
    expect(hk[0].NameShowTrans).toBe('外匯');
    expect(ar[5].NameShowTrans).toBe('العملات المشفرة');
  });

  it('serves each logo as SVG', async () => {
    const res = await h.app.http.inject({ method: 'GET', url: '/logos/XAUUSD.svg' });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('Au');
    expect((await h.app.http.inject({ method: 'GET', url: '/logos/NOPE.svg' })).statusCode).toBe(404);
  });
});

describe('candle history', () => {
  it.each(PERIODS)('serves %s candles oldest first on period boundaries, never empty', async (period) => {
    const btc = await byCode('BTCUSD');
    const reply = await h.get(`/v1/api/forex/kline?forex_id=${btc.Id}&period=${period}`);
    expect(reply.code).toBe(1);
    const series = reply.data as { Time: number; Open: number; High: number; Low: number; Close: number }[];
    expect(series.length).toBeGreaterThan(0);
    expect(series.length).toBeLessThanOrEqual(1000);
    for (let i = 0; i < series.length; i++) {
      const c = series[i]!;
      expect(c.Time % PERIOD_SECONDS[period]).toBe(0);
      expect(c.High).toBeGreaterThanOrEqual(Math.max(c.Open, c.Close));
      expect(c.Low).toBeLessThanOrEqual(Math.min(c.Open, c.Close));
      if (i > 0) expect(c.Time).toBeGreaterThan(series[i - 1]!.Time);
    }
  });

  it('serves a compact series for sparklines', async () => {
    const eur = await byCode('EURUSD');
    const reply = await h.get(`/v1/api/forex/abbreviated_cache_kline?forex_id=${eur.Id}&period=15min`);
    expect(reply.data.length).toBeGreaterThan(0);
    expect(reply.data.length).toBeLessThanOrEqual(60);
    // Candles with the fields of kline: Time in Unix milliseconds on a 15-minute boundary.
    const kline = (await h.get(`/v1/api/forex/kline?forex_id=${eur.Id}&period=15min`)).data as unknown[];
    expect(reply.data).toEqual(kline.slice(-reply.data.length));
    expect(reply.data[0]).toEqual({ Time: expect.any(Number), Open: expect.any(Number), High: expect.any(Number), Low: expect.any(Number), Close: expect.any(Number), Volume: expect.any(Number) });
    expect(reply.data[0].Time % (15 * 60_000)).toBe(0);
  });

  it('answers from its cache until the series changes, in the request language', async () => {
    const eth = await byCode('ETHUSD');
    const body = async (lang = 'en') =>
      (await h.app.http.inject({ method: 'GET', url: `/v1/api/forex/kline?forex_id=${eth.Id}&period=5min`, headers: { lang } })).body;
    const first = await body();
    expect(await body()).toBe(first);
    expect(JSON.parse(await body('hk')).data).toEqual(JSON.parse(first).data);
    expect(JSON.parse(await body('hk')).msg).not.toBe(JSON.parse(first).msg);
    await push('ETHUSD', (eth.ForexQuotations.Close * 1.001).toFixed(2));
    const after = JSON.parse(await body());
    expect(after.data.at(-1).Close).toBeCloseTo(eth.ForexQuotations.Close * 1.001, 2);
    expect(await body()).not.toBe(first);
  });

  it('sends the cached answer gzipped to clients that accept it', async () => {
    const { gunzipSync } = await import('node:zlib');
    const url = `/v1/api/forex/kline?forex_id=${(await byCode('XAUUSD')).Id}&period=1min`;
    const plain = await h.app.http.inject({ method: 'GET', url, headers: { lang: 'en' } });
    const zipped = await h.app.http.inject({ method: 'GET', url, headers: { lang: 'en', 'accept-encoding': 'gzip, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('refuses an unknown instrument or period', async () => {
    expect((await h.get('/v1/api/forex/kline?forex_id=99999&period=1min')).code).toBe(MESSAGE_CODES.not_found);
    expect((await h.get('/v1/api/forex/kline?forex_id=1&period=2min')).code).toBe(MESSAGE_CODES.invalid_param);
    expect((await h.get('/v1/api/forex/kline?forex_id=abc')).code).toBe(MESSAGE_CODES.invalid_param);
  });
});

describe('ticks', () => {
  it('moves the quote and the current candles, and publishes one coalesced update per instrument', async () => {
    const btc = await byCode('BTCUSD');
    const now = Date.now();
    for (const price of ['95500.00', '95700.25', '95400.10']) expect((await push('BTCUSD', price, now)).json().code).toBe(1);
    const after = await byCode('BTCUSD');
    expect(after.ForexQuotations.Close).toBe(95400.1);
    expect(after.ForexQuotations.Ask).toBe(95420.1); // spread 2000 units = 20.00
    const candle = ((await h.get(`/v1/api/forex/kline?forex_id=${btc.Id}&period=1min`)).data as { High: number; Low: number; Close: number; Time: number }[]).at(-1)!;
    expect(candle).toMatchObject({ High: 95700.25, Close: 95400.1, Time: Math.floor(now / 60_000) * 60_000 });
    h.app.market.publish();
    const messages = h.published();
    const day = messages.filter((m) => m.topic === 'DAY_MARKET' && m.key === 'BTCUSD');
    expect(day).toHaveLength(1);
    const dayMessage = JSON.parse(day[0]!.payload) as Record<string, unknown>;
    expect(dayMessage).toEqual({
      type: 'DAY_MARKET',
      symbol: 'BTCUSD',
      quotation: {
        forex_id: btc.Id,
        close: 95400.1,
        change: after.ForexQuotations.Change,
        open: after.ForexQuotations.Open,
        high: after.ForexQuotations.High,
        low: after.ForexQuotations.Low,
        volume: expect.any(Number),
        ask: 95420.1,
        time: now,
        status: 1,
      },
    });
    const kline = messages.filter((m) => m.topic === 'KLINE.BTCUSD');
    expect(kline.map((m) => m.key).sort()).toEqual([...PERIODS].sort());
    expect(JSON.parse(kline.find((m) => m.key === '1min')!.payload)).toEqual({
      type: 'KLINE',
      symbol: 'BTCUSD',
      forex_id: btc.Id,
      kline: { Period: '1min', ForexId: btc.Id, Code: 'BTCUSD', Time: candle.Time, Open: expect.any(Number), High: 95700.25, Low: expect.any(Number), Close: 95400.1, Volume: expect.any(Number) },
    });
  });

  it('rejects and logs prices that are not positive or jump too far, and publishes nothing', async () => {
    const before = (await byCode('ETHUSD')).ForexQuotations.Close;
    for (const bad of ['0', '-5', 'NaN', 'abc', String(before * 1.5)]) expect((await push('ETHUSD', bad)).json().code).not.toBe(1);
    expect((await push('NOSUCH', '1')).json().code).not.toBe(1);
    h.app.market.publish();
    expect(h.published().filter((m) => m.key === 'ETHUSD')).toHaveLength(0);
    expect((await byCode('ETHUSD')).ForexQuotations.Close).toBe(before);
    expect(h.logs()).toContain('tick rejected');
  });

  it('refuses pushes without the operator token', async () => {
    const res = await h.app.http.inject({ method: 'POST', url: '/api/feed/tick', headers: { 'x-feed-token': 'wrong' }, payload: { code: 'BTCUSD', price: 1 } });
    expect(res.statusCode).toBe(401);
  });

});

/** A market of its own with a clock the test sets, so moving time does not disturb other tests. */
async function freshMarket(at: number, bus = memoryBus(), owner = true) {
  let now = at;
  const market = new MarketService({ db: h.database.db, bus, clock: { now: () => new Date(now) }, log: h.app.http.log, owner, seed: 7, maxJump: 0.1 });
  await market.start({ timers: false });
  return { market, setNow: (t: number) => (now = t) };
}

const tick = (code: string, priceUnits: number, timeMs: number) => ({ code, priceUnits, timeMs, volume: 1, source: 'simulator' as const });

describe('market clock', () => {
  it('repeats the last close for minutes without ticks while the market is open', async () => {
    const start = Math.floor(Date.now() / 60_000) * 60_000 + 5_000;
    const { market } = await freshMarket(start);
    try {
      const id = market.instrumentByCode('BTCUSD')!.id;
      expect(market.applyTick(tick('BTCUSD', 9_500_000, start))).toBe(true);
      expect(market.applyTick(tick('BTCUSD', 9_501_000, start + 3 * 60_000))).toBe(true);
      const tail = (JSON.parse(market.klineJson(id, '1min')!) as { Time: number; Open: number; Close: number; Volume: number }[]).slice(-4);
      expect(tail.map((c) => c.Time - tail[0]!.Time)).toEqual([0, 60_000, 120_000, 180_000]);
      expect(tail[1]).toMatchObject({ Open: 95000, Close: 95000, Volume: 0 });
      expect(tail[2]).toMatchObject({ Open: 95000, Close: 95000, Volume: 0 });
      expect(tail[3]!.Close).toBe(95010);
    } finally {
      await market.stop();
    }
  });

  it('persists candles', async () => {
    const t = Date.now();
    const { market } = await freshMarket(t);
    const id = market.instrumentByCode('ADAUSD')!.id;
    const last = JSON.parse(market.klineJson(id, '1min')!).at(-1).Close as number;
    const price = Math.round(last * 100_000) + 7;
    market.applyTick(tick('ADAUSD', price, t));
    await market.stop(); // stopping writes what changed
    const [row] = await h.database.db
      .select()
      .from(candles)
      .where(and(eq(candles.instrumentId, id), eq(candles.period, '1min'), eq(candles.time, Math.floor(t / 60_000) * 60)));
    expect(row!.close).toBe(price);
  });

  it('shows a stock market as closed outside its exchange hours', async () => {
    // A mirror computes open and closed the same way, without filling or saving candles.
    const { market, setNow } = await freshMarket(Date.parse('2026-11-28T15:00:00Z'), memoryBus(), false); // a Saturday
    try {
      const status = (code: string) => market.tradeList(code)[0]!.MarketStatus;
      expect(status('AAPL')).toBe(0);
      expect(status('EURUSD')).toBe(0);
      expect(status('BTCUSD')).toBe(1);
      setNow(Date.parse('2026-11-24T15:00:00Z')); // Tuesday 10:00 New York
      market.onClock();
      expect(status('AAPL')).toBe(1);
      expect(status('EURUSD')).toBe(1);
    } finally {
      await market.stop();
    }
  });
});

describe('mirroring', () => {
  it('keeps a node without a feed in step with the owner through the bus', async () => {
    const t = Date.now();
    const bus = memoryBus();
    const { market: owner } = await freshMarket(t, bus);
    await owner.persist();
    const { market: mirror } = await freshMarket(t, bus, false);
    try {
      const id = owner.instrumentByCode('SOLUSD')!.id;
      owner.applyTick(tick('SOLUSD', 24_250, t + 120_000));
      owner.publish();
      expect(mirror.tradeList('SOLUSD')[0]!.ForexQuotations.Close).toBe(242.5);
      for (const period of PERIODS) expect(mirror.klineJson(id, period), period).toBe(owner.klineJson(id, period));
    } finally {
      await Promise.all([owner.stop(), mirror.stop()]);
    }
  });

  it('gives a new subscriber the latest state of every instrument', () => {
    const snapshot = h.app.market.snapshot('DAY_MARKET');
    expect(snapshot.length).toBeGreaterThanOrEqual(40);
    expect(JSON.parse(snapshot[0]!)).toMatchObject({ type: 'DAY_MARKET' });
    expect(h.app.market.snapshot('KLINE.EURUSD')).toHaveLength(PERIODS.length);
    expect(h.app.market.snapshot('KLINE.NOPE')).toEqual([]);
  });
});
