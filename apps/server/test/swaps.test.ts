/**
 * Overnight financing at the daily rollover (21:00 UTC, triple on Wednesday), on a clock that
 * starts at noon UTC on a Wednesday. BTCUSD is set up in dealing with a long rate of −7.25 USD and
 * a short rate of +2.10 USD per lot per night.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, orders } from '../src/db/schema.js';
import { SwapRollover } from '../src/modules/trading/trading.rollover.js';
import { useHarness } from './support/harness.js';
import { staffMember } from './support/funding.js';
import { demoTrader, expectLedgerHolds, setBid, settle, submit, tradingClockStart } from './support/trading.js';

const h = useHarness({ clockStart: tradingClockStart });
const id = (code: string) => h.app.market.instrumentByCode(code)!.id;
const HOUR = 3600_000;
const swaps = (accountId: number) =>
  h.database.db
    .select({ amount: ledgerEntries.amount, memo: ledgerEntries.memo, refId: ledgerEntries.refId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.type, 'swap')))
    .orderBy(ledgerEntries.id);
const holding = (token: string) => h.get('/v1/api/forex/my_deal?status=1&page=1', { token }).then((r) => r.data.data as Record<string, number>[]);

beforeEach(async () => {
  const dealing = await staffMember(h, 'dealing');
  const saved = await h.post('/admin/api/dealing/instrument/save', { id: id('BTCUSD'), swap_long: '-7.25', swap_short: '2.1' }, { token: dealing.token });
  expect(saved.code, saved.msg).toBe(1);
  expect(saved.data).toMatchObject({ swap_long: '-7.25', swap_short: '2.1' });
  setBid(h, 'BTCUSD', '95000.00');
});

afterEach(async () => {
  await h.post('/admin/api/dealing/instrument/save', { id: id('BTCUSD'), swap_long: '0', swap_short: '0' }, { token: (await staffMember(h, 'dealing')).token });
  await settle(h);
  await expectLedgerHolds(h);
});

describe('the rollover', () => {
  it('charges three nights on Wednesday, one on Thursday, none at the weekend, once each', async () => {
    expect(h.now().getUTCDay()).toBe(3);
    const t = await demoTrader(h);
    const long = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10 });
    const short = await submit(h, t.token, { type: 2, forex_id: id('BTCUSD'), cont: '0.2', multiple: 10 });
    expect([long.code, short.code]).toEqual([1, 1]);
    const balanceAfterFees = (await h.get('/v1/api/main/account/forexDetail', { token: t.token })).data.balance as number;

    // Noon: the latest rollover (Tuesday 21:00) came before the positions opened.
    expect(await h.app.rollover.run()).toBe(0);

    h.advance(9 * HOUR + 30_000); // Wednesday 21:00:30
    await h.app.rollover.run();
    expect(await swaps(t.accountId)).toEqual([
      { amount: '-2.175000', memo: `BTCUSD #${long.data.Id}`, refId: String(long.data.Id) }, // 0.1 lot × −7.25 × 3 nights
      { amount: '1.260000', memo: `BTCUSD #${short.data.Id}`, refId: String(short.data.Id) }, // 0.2 lot × 2.10 × 3 nights
    ]);
    // Again, and from a node that starts afresh (a restart): the day is done.
    expect(await h.app.rollover.run()).toBe(0);
    const restarted = new SwapRollover({ db: h.database.db, market: h.app.market, settings: h.app.settings, events: h.app.trading.events, clock: { now: () => h.now() }, log: h.app.http.log });
    expect(await restarted.run()).toBe(0);
    expect(await swaps(t.accountId)).toHaveLength(2);

    h.advance(24 * HOUR); // Thursday 21:00:30
    await h.app.rollover.run();
    h.advance(48 * HOUR); // Saturday 21:00:30: no rollover at the weekend
    expect(await h.app.rollover.run()).toBe(0);
    expect((await swaps(t.accountId)).map((e) => e.amount)).toEqual(['-2.175000', '1.260000', '-0.725000', '0.420000']); // Thursday: 0.1 × −7.25, 0.2 × 2.10

    const positions = await holding(t.token);
    expect(positions.find((p) => p.Id === long.data.Id)?.Swap).toBe(-2.9); // −2.175 − 0.725
    expect(positions.find((p) => p.Id === short.data.Id)?.Swap).toBe(1.68); // 1.26 + 0.42
    expect((await h.get('/v1/api/main/account/forexDetail', { token: t.token })).data.balance).toBe(Number((balanceAfterFees - 2.9 + 1.68).toFixed(6)));
    const records = await h.get('/v1/api/main/accountLog/forexChange?page=1', { token: t.token, lang: 'en' });
    expect(records.data.list[0]).toMatchObject({ Type: 11, Value: 0.42, MemoTran: `Overnight financing (swap) · BTCUSD #${short.data.Id}` });
  });

  it('leaves out positions opened after the rollover and pending orders', async () => {
    const t = await demoTrader(h);
    h.advance(9 * HOUR + 60_000); // Wednesday 21:01, after the rollover
    setBid(h, 'BTCUSD', '95000.00');
    const late = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10 });
    const pending = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10, status: 0, target_price: '90000' });
    expect([late.code, pending.code]).toEqual([1, 1]);
    expect(await h.app.rollover.run()).toBe(0);
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, late.data.Id as number));
    expect(row!.swapUsd).toBe('0.000000');
  });
});
