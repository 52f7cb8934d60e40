/**
 * What an operator watches: liveness and readiness, and the Prometheus metrics at /metrics —
 * requests with their latency, ticks, fills, completed orders, stop-outs, sockets and the staff
 * review queues — readable only by the operator's scraper.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useHarness, type Harness } from './support/harness.js';
import {
  demoTrader,
  expectLedgerHolds,
  setBid,
  settle,
  submit,
  tradingClockStart,
} from './support/trading.js';

const TOKEN = 'scrape-token-0123456789abcdef';

/** The value of one sample (`name{labels} value`) in the scraped text, 0 when absent. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

async function scrape(h: Harness, headers: Record<string, string> = {}) {
  const res = await h.app.http.inject({ method: 'GET', url: '/metrics', headers });
  return { status: res.statusCode, text: res.body, type: res.headers['content-type'] };
}

describe('health and metrics, read from this machine', () => {
  const h = useHarness({ clockStart: tradingClockStart });
  afterEach(async () => {
    await settle(h);
    await expectLedgerHolds(h);
  });

  it('is live, and ready only while both the database and the bus answer', async () => {
    expect((await h.app.http.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await h.app.http.inject('/readyz')).json()).toEqual({ status: 'ready' });
    const bus = h.bus;
    const reachable = bus.reachable.bind(bus);
    bus.reachable = () => Promise.resolve(false);
    try {
      const res = await h.app.http.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', database: true, bus: false });
    } finally {
      bus.reachable = reachable;
    }
  });

  it('counts requests by route pattern with their latency, ticks, fills and closes', async () => {
    const before = (await scrape(h)).text;
    const trader = await demoTrader(h);
    const opened = await submit(h, trader.token, {
      forex_id: h.app.market.instrumentByCode('BTCUSD')!.id,
      type: 1,
      status: 1,
      cont: '0.01',
      multiple: 10,
    });
    expect(opened.code).toBe(1);
    await h.get(`/v1/api/forex/close?id=${opened.data.Id}`, { token: trader.token });
    setBid(h, 'EURUSD', '1.08000');
    expect(
      h.app.market.applyTick({
        code: 'EURUSD',
        priceUnits: Number.NaN,
        timeMs: h.now().getTime(),
        volume: 1,
        source: 'operator',
      }),
    ).toBe(false);
    await h.get('/no/such/page');

    const after = await scrape(h);
    expect(after.status).toBe(200);
    expect(after.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const delta = (name: string, labels = '') =>
      sample(after.text, name, labels) - sample(before, name, labels);
    expect(delta('leverline_fills_total', 'kind="market"')).toBe(1);
    expect(delta('leverline_orders_completed_total', 'reason="user"')).toBe(1);
    expect(delta('leverline_ticks_total', 'result="rejected"')).toBe(1);
    expect(delta('leverline_ticks_total', 'result="accepted"')).toBeGreaterThan(0);
    expect(
      delta('leverline_http_requests_total', 'method="GET",route="/v1/api/forex/close",status="200"'),
    ).toBe(1);
    expect(
      delta('leverline_http_request_duration_seconds_count', 'method="GET",route="/v1/api/forex/close"'),
    ).toBe(1);
    // Unknown paths share one label, so they cannot grow the series without bound.
    expect(delta('leverline_http_requests_total', 'method="GET",route="unmatched",status="404"')).toBe(1);
    expect(after.text).not.toContain('/no/such/page');
    expect(sample(after.text, 'leverline_engine_orders')).toBe(0);
    expect(sample(after.text, 'leverline_review_queue', 'queue="deposits"')).toBe(0);
    expect(sample(after.text, 'leverline_socket_connections', 'state="all"')).toBe(0);
    expect(after.text).toContain('leverline_process_resident_memory_bytes');
  });

  it('counts a stop-out once and each position it closed', async () => {
    const before = (await scrape(h)).text;
    const trader = await demoTrader(h);
    const btc = h.app.market.instrumentByCode('BTCUSD')!.id;
    setBid(h, 'BTCUSD', '60000.00');
    // Three buys of 0.5 at the ask 60,020, leverage 20: margin 3 × 1,500.50 = 4,501.50.
    for (let i = 0; i < 3; i++)
      expect(
        (await submit(h, trader.token, { forex_id: btc, type: 1, status: 1, cont: '0.5', multiple: 20 }))
          .code,
      ).toBe(1);
    // At 54,000 each loses 3,010: equity ≈ 9,995.50 − 9,030 = 965.50, level 21 %. Closing one
    // leaves 965.50 ÷ 3,001 = 32 %, closing two 965.50 ÷ 1,500.50 = 64 %: two positions, one stop-out.
    setBid(h, 'BTCUSD', '54000.00');
    await h.app.engine!.pass();
    await settle(h);
    const after = (await scrape(h)).text;
    expect(sample(after, 'leverline_stop_outs_total') - sample(before, 'leverline_stop_outs_total')).toBe(1);
    const closed =
      sample(after, 'leverline_orders_completed_total', 'reason="stop_out"') -
      sample(before, 'leverline_orders_completed_total', 'reason="stop_out"');
    expect(closed).toBe(2);
  });

  it('is not served through a proxy, even one on this machine', async () => {
    expect((await scrape(h, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
  });
});

describe('metrics with a scrape token', () => {
  const h = useHarness({ metricsToken: TOKEN });

  it('answers only the bearer of the token', async () => {
    expect((await scrape(h)).status).toBe(404);
    expect((await scrape(h, { authorization: `Bearer ${TOKEN.replace(/.$/, 'x')}` })).status).toBe(404);
    expect((await scrape(h, { authorization: TOKEN })).status).toBe(404);
    const ok = await scrape(h, { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('leverline_http_requests_total');
  });
});
