/**
 * The compliance pack on a Wednesday-noon clock: the jurisdiction preset's leverage caps and
 * close-out floor. BTCUSD offers 2/5/10/20, EURUSD 10/20/50/100/200/500 (catalogue.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, orders } from '../src/db/schema.js';
import { lossSharePeriod } from '@leverline/domain';
import { lossShareFigures } from '../src/db/schema.js';
import * as ledger from '../src/modules/ledger/ledger.service.js';
import { useHarness } from './support/harness.js';
import { realTrader, staffMember } from './support/funding.js';
import { demoTrader, expectLedgerHolds, setBid, settle, submit, tradingClockStart } from './support/trading.js';

const h = useHarness({ clockStart: tradingClockStart });
const id = (code: string) => h.app.market.instrumentByCode(code)!.id;
const leverageOf = async (code: string) => {
  const list = (await h.get('/v1/api/forex/trade_list')).data as { Code: string; HasForexMultiple: { Value: number }[] }[];
  return list.find((i) => i.Code === code)!.HasForexMultiple.map((m) => m.Value);
};

afterEach(async () => {
  await h.setSetting('jurisdiction', 'none');
  await h.setSetting('stop_out_level', '50');
  await settle(h);
  await expectLedgerHolds(h);
});

describe('the jurisdiction preset', () => {
  it('caps leverage by asset class in what is offered and in what an order may use', async () => {
    expect(await leverageOf('EURUSD')).toEqual([10, 20, 50, 100, 200, 500]);
    await h.setSetting('jurisdiction', 'esma');
    await h.app.settings.get(['jurisdiction']); // the offered list reads the settings as last read
    expect(await leverageOf('EURUSD')).toEqual([10, 20, 30]); // major pair: 30:1
    expect(await leverageOf('XAUUSD')).toEqual([10, 20]); // gold: 20:1
    expect(await leverageOf('BTCUSD')).toEqual([2]); // crypto: 2:1

    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const refused = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10 });
    expect(refused.code).not.toBe(1);
    expect(refused.msg).toMatch(/leverage/i);
    expect(await h.database.db.select().from(orders).where(eq(orders.accountId, t.accountId))).toEqual([]);
    expect((await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 2 })).code).toBe(1);
  });

  it('closes out at a 50 % margin level even when the stop-out is set lower', async () => {
    await h.setSetting('stop_out_level', '20');
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    const opened = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 2 }); // margin 0.1 × 95020 ÷ 2 = 4751, fee 4.751
    expect(opened.code).toBe(1);
    setBid(h, 'BTCUSD', '14000.00'); // floating (14000 − 95020) × 0.1 = −8102: equity 9995.249 − 8102 = 1893.249, level 39.85 %
    await h.app.engine!.pass();
    await settle(h);
    expect((await h.get('/v1/api/main/account/forexDetail', { token: t.token })).data.stop_out_level).toBe(20);
    const [still] = await h.database.db.select().from(orders).where(eq(orders.id, opened.data.Id as number));
    expect(still!.status).toBe(1); // above 20 %

    await h.setSetting('jurisdiction', 'esma');
    expect((await h.get('/v1/api/main/account/forexDetail', { token: t.token })).data.stop_out_level).toBe(50);
    setBid(h, 'BTCUSD', '13999.00'); // the next tick: level 39.84 %, judged against the 50 % floor
    await h.app.engine!.pass();
    await settle(h);
    const [closed] = await h.database.db.select().from(orders).where(eq(orders.id, opened.data.Id as number));
    expect(closed).toMatchObject({ status: 3, closeReason: 'stop_out' });
  });

  it('is the owner’s to choose, and audited', async () => {
    const settings = await staffMember(h, 'content');
    const refused = await h.post('/admin/api/settings/save', { jurisdiction: 'esma' }, { token: settings.token });
    expect(refused.code).not.toBe(1);
    const owner = await staffMember(h, 'owner');
    const saved = await h.post('/admin/api/settings/save', { jurisdiction: 'asic' }, { token: owner.token });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.jurisdiction).toBe('asic');
    expect((await h.post('/admin/api/settings/save', { jurisdiction: 'fca' }, { token: owner.token })).code).not.toBe(1);
    const audited = await h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'settings.save'), eq(auditLog.staffId, owner.id)));
    expect(audited.map((a) => a.after)).toContainEqual({ jurisdiction: 'asic' });
  });
});

describe('the share of losing retail accounts (ESMA method)', () => {
  it('counts real accounts active in the twelve months before the quarter, realised and unrealised net of costs', async () => {
    await h.database.db.delete(lossShareFigures);
    const { start, end } = lossSharePeriod(h.now());
    const inPeriod = new Date(end.getTime() - 10 * 86_400_000);
    const before = new Date(start.getTime() - 86_400_000);
    const post = (accountId: number, at: Date, entries: [string, string][]) =>
      h.database.db.transaction(async (tx) => {
        for (const [type, amount] of entries) await ledger.post(tx, accountId, { amount, type }, at);
      });
    const [a, b, c, d, e] = [await realTrader(h), await realTrader(h), await realTrader(h), await realTrader(h), await realTrader(h)];
    for (const t of [a, b, c, d, e]) await post(t.accountId, before, [['deposit', '10000']]);
    await post(a.accountId, inPeriod, [['trade_profit', '100'], ['trade_fee', '-20']]); // +80: won
    await post(b.accountId, inPeriod, [['trade_profit', '-50'], ['trade_fee', '-1'], ['swap', '2']]); // −49: lost
    await post(c.accountId, inPeriod, [['trade_fee', '-5'], ['swap', '-0.5']]); // −5.5: costs alone, lost
    await post(d.accountId, inPeriod, [['trade_profit', '10'], ['trade_fee', '-10']]); // exactly 0: did not lose
    await post(e.accountId, before, [['trade_profit', '-100']]); // before the period: not active
    const demo = await demoTrader(h);
    await post(demo.accountId, inPeriod, [['trade_profit', '-100']]); // demo: not a retail client's money

    // D still holds a position that lost 30 USD on paper: realised 0 − 0 + unrealised −30 → lost.
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    expect((await submit(h, d.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', multiple: 2 })).code).toBe(1);
    setBid(h, 'BTCUSD', '92020.00'); // (92020 − 95020) × 0.01 = −30

    const warning = await h.get('/api/compliance/risk_warning');
    expect(warning.code).toBe(1);
    expect(warning.data).toEqual({
      loss_pct: 75, // B, C and D of A, B, C, D: 3 ÷ 4
      accounts: 4,
      period_start: start.toISOString().slice(0, 10),
      period_end: new Date(end.getTime() - 1).toISOString().slice(0, 10),
    });
    // Kept for the quarter: a later loss does not move it until the next quarter's figure.
    await post(a.accountId, new Date(end.getTime() - 86_400_000), [['trade_profit', '-500']]);
    expect((await h.get('/api/compliance/risk_warning')).data.loss_pct).toBe(75);
    await h.database.db.delete(lossShareFigures);
    expect((await h.get('/api/compliance/risk_warning')).data.loss_pct).toBe(100); // A now −420 as well: 4 ÷ 4
    await h.get(`/v1/api/forex/close?id=${(await h.database.db.select().from(orders).where(eq(orders.accountId, d.accountId)))[0]!.id}`, { token: d.token });
  });
});
