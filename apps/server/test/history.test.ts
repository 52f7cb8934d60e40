/**
 * The history filter, its period totals and the CSV export (docs/traders-app.md, History).
 * BTCUSD: 2 decimals, spread 20.00, 1 coin a lot, fee 0.001 of the margin; EURUSD: 5 decimals.
 */
import { afterEach, describe, expect, it } from 'vitest';
import Big from 'big.js';
import { sql } from 'drizzle-orm';
import { HISTORY_EXPORT_MAX, MESSAGE_CODES } from '@leverline/contract';
import { useHarness } from './support/harness.js';
import { demoTrader, expectLedgerHolds, setBid, settle, submit, tradingClockStart, type Trader } from './support/trading.js';

const h = useHarness({ clockStart: tradingClockStart });
const id = (code: string) => h.app.market.instrumentByCode(code)!.id;
const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
const history = (token: string, params: Record<string, string | number> = {}, lang?: string) =>
  h.get(`/v1/api/forex/my_deal?${query({ status: 3, page: 1, page_size: 50, ...params })}`, lang ? { token, lang } : { token });
const exported = (token: string, params: Record<string, string | number> = {}) => h.get(`/v1/api/forex/history_export?${query(params)}`, { token });
const seconds = () => Math.floor(h.now().getTime() / 1000);
const HOUR = 3600_000;
const HEADER = 'order_id,instrument,side,lots,open_price,close_price,opened_at_utc,closed_at_utc,fee_usd,swap_usd,profit_usd,state,close_reason';

/** Opens and closes a 0.10-lot buy of `code`; answers the closed order's id. */
async function roundTrip(t: Trader, code: string, openBid: string, closeBid: string): Promise<number> {
  setBid(h, code, openBid);
  const opened = await submit(h, t.token, { type: 1, forex_id: id(code), cont: '0.10', status: 1, multiple: 10 });
  expect(opened.code).toBe(1);
  setBid(h, code, closeBid);
  const closed = await h.get(`/v1/api/forex/close?id=${opened.data.Id as number}`, { token: t.token });
  expect(closed.code).toBe(1);
  await settle(h);
  return opened.data.Id as number;
}

afterEach(async () => {
  await settle(h);
  await expectLedgerHolds(h);
});

describe('history filter and totals', () => {
  it('lists only the orders that ended in the period and of the instrument, with their profit, fees and swaps summed', async () => {
    const t = await demoTrader(h);
    const early = await roundTrip(t, 'BTCUSD', '95000.00', '95100.00');
    h.advance(2 * HOUR);
    const from = seconds();
    const btc = await roundTrip(t, 'BTCUSD', '95000.00', '94900.00');
    const eur = await roundTrip(t, 'EURUSD', '1.08000', '1.08100');
    h.advance(HOUR);
    const to = seconds();
    h.advance(HOUR);
    const late = await roundTrip(t, 'BTCUSD', '95000.00', '95050.00');

    const all = await history(t.token);
    expect(all.data.data.map((o: { Id: number }) => o.Id)).toEqual([late, eur, btc, early]);

    const period = await history(t.token, { start_time: from, end_time: to });
    expect(period.code).toBe(1);
    const listed = period.data.data as { Id: number; FactProfits: number; TradeFee: number; Swap: number }[];
    expect(listed.map((o) => o.Id)).toEqual([eur, btc]);
    expect(period.data.total).toBe(2);
    const sum = (pick: (o: (typeof listed)[number]) => number) => listed.reduce((s, o) => s.plus(pick(o)), new Big(0)).toNumber();
    expect(period.data.all_fact_profits).toBe(sum((o) => o.FactProfits));
    expect(period.data.all_fees).toBe(sum((o) => o.TradeFee));
    expect(period.data.all_fees).toBeGreaterThan(0);
    expect(period.data.all_swaps).toBe(sum((o) => o.Swap));

    const btcOnly = await history(t.token, { start_time: from, forex_id: id('BTCUSD') });
    expect(btcOnly.data.data.map((o: { Id: number }) => o.Id)).toEqual([late, btc]);
    expect(btcOnly.data.total).toBe(2);
  });

  it('refuses a period that ends before it starts, in the caller\'s language', async () => {
    const t = await demoTrader(h);
    const now = seconds();
    const backwards = await history(t.token, { start_time: now, end_time: now - 60 }, 'de');
    expect(backwards.code).toBe(MESSAGE_CODES.history_period_invalid);
    expect(backwards.msg).toContain('Zeitraum');
    expect((await history(t.token, { start_time: 'yesterday' })).code).toBe(MESSAGE_CODES.history_period_invalid);
    expect((await exported(t.token, { start_time: now, end_time: now })).code).toBe(MESSAGE_CODES.history_period_invalid);
  });

  it('never lists or sums another trader\'s orders', async () => {
    const owner = await demoTrader(h);
    const other = await demoTrader(h);
    await roundTrip(owner, 'BTCUSD', '95000.00', '95100.00');
    const theirs = await history(other.token, { forex_id: id('BTCUSD') });
    expect(theirs.data).toMatchObject({ total: 0, all_fact_profits: 0, all_fees: 0, all_swaps: 0 });
    expect((await exported(other.token)).data.count).toBe(0);
  });
});

describe('history export', () => {
  it('writes the filtered history as CSV with the exact figures the list shows', async () => {
    const t = await demoTrader(h);
    await roundTrip(t, 'EURUSD', '1.08000', '1.08100');
    h.advance(HOUR);
    const from = seconds();
    const btc = await roundTrip(t, 'BTCUSD', '95000.00', '94900.00');
    const pending = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', status: 0, target_price: '90000.00', multiple: 10 });
    expect((await h.get(`/v1/api/forex/cancel_trade?id=${pending.data.Id as number}`, { token: t.token })).code).toBe(1);

    const answer = await exported(t.token, { start_time: from });
    expect(answer.code).toBe(1);
    expect(answer.data.filename).toMatch(/^leverline-history-\d{8}\.csv$/);
    expect(answer.data.count).toBe(2);
    const lines = (answer.data.csv as string).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(4); // header, two orders, and the final line break
    const rows = lines.slice(1, 3).map((line) => line.split(','));
    const cancelled = rows[0]!;
    expect(cancelled).toMatchObject({ 0: String(pending.data.Id), 1: 'BTCUSD', 2: 'buy', 4: '', 5: '', 11: 'cancelled', 12: 'cancel' });

    const closed = rows[1]!;
    const listed = (await history(t.token, { start_time: from })).data.data.find((o: { Id: number }) => o.Id === btc);
    expect(closed[0]).toBe(String(btc));
    expect(closed[3]).toBe('0.1');
    // Prices at BTCUSD's 2 places and money at 6, as exact text: the CSV and the list agree.
    expect(closed[4]).toMatch(/^\d+\.\d{2}$/);
    expect(Number(closed[5])).toBe(listed.UpdatePrice);
    expect(closed[8]).toMatch(/^\d+\.\d{6}$/);
    expect(Number(closed[8])).toBe(listed.TradeFee);
    expect(closed[10]).toMatch(/^-?\d+\.\d{6}$/);
    expect(Number(closed[10])).toBe(listed.FactProfits);
    expect(closed.slice(11)).toEqual(['closed', 'user']);
  });

  it('writes the header alone when nothing matches, and refuses more orders than one file holds', async () => {
    const t = await demoTrader(h);
    const none = await exported(t.token, { forex_id: id('EURUSD') });
    expect(none.data).toMatchObject({ count: 0, csv: `${HEADER}\r\n` });

    // One more cancelled order than the limit, written straight to the table.
    await h.database.db.execute(sql`
      insert into orders (user_id, account_id, instrument_id, side, lots, leverage, status, requested_price, margin_usd, fee_usd, close_reason, created_at, closed_at)
      select ${t.userId}, ${t.accountId}, ${id('BTCUSD')}, 'buy', 0.01, 10, 4, 90000, 0, 0, 'cancel', now(), now()
      from generate_series(1, ${HISTORY_EXPORT_MAX + 1})`);
    const tooMany = await exported(t.token);
    expect(tooMany.code).toBe(MESSAGE_CODES.history_export_too_large);
    expect(tooMany.msg).toContain(String(HISTORY_EXPORT_MAX));
    // The list itself still pages through them.
    expect((await history(t.token)).data.total).toBe(HISTORY_EXPORT_MAX + 1);
  });
});
