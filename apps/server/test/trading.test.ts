/**
 * Trading through the HTTP API and the engine, on a weekday clock (forex, metals and crypto
 * open; US stocks closed). Expected figures carry their arithmetic. BTCUSD: 2 decimals, spread
 * 20.00, 1 coin per lot, leverage 2/5/10/20, fee rate 0.001 of the margin (trade_fee_type 2).
 */
import { describe, expect, it, afterEach, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import type { Tx } from '../src/db/client.js';
import { accounts, ledgerEntries, orders } from '../src/db/schema.js';
import type { Tally } from '../src/modules/trading/trading.service.js';
import { registerByEmail, useHarness } from './support/harness.js';
import { appOpen, demoTrader, expectLedgerHolds, setBid, settle, submit, tradingClockStart } from './support/trading.js';

const h = useHarness({ clockStart: tradingClockStart });
const id = (code: string) => h.app.market.instrumentByCode(code)!.id;
const detail = (token: string) => h.get('/v1/api/main/account/forexDetail', { token }).then((r) => r.data);
const deals = (token: string, status: number, page = 1) => h.get(`/v1/api/forex/my_deal?status=${status}&page=${page}`, { token });
const entries = (accountId: number) => h.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)).orderBy(ledgerEntries.id);
const userMessages = (userId: number, type: string) =>
  h
    .published()
    .filter((m) => m.topic === `USER.${userId}` && m.payload.includes(`"type":"${type}"`))
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    .map((m) => JSON.parse(m.payload) as Record<string, any>);

afterEach(async () => {
  await settle(h);
  await expectLedgerHolds(h);
});

describe('market orders', () => {
  it('buys at the ask, charges the fee, and realises the profit at the bid on close', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    const opened = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.10', status: 1, multiple: 10 });
    expect(opened.code).toBe(1);
    expect(opened.msg).toBe('Your order has been confirmed');
    expect(opened.data).toMatchObject({
      OrderType: 1,
      Status: 1,
      Quantity: 0.1,
      Multiple: 10,
      Price: 95020,
      CautionMoney: 950.2, // 0.1 lot × 1 × 95020.00 ÷ 10
      TradeFee: 0.9502, // 950.20 × 0.001
      FactProfits: -2, // (95000.00 bid − 95020.00) × 0.1
    });
    expect(await detail(t.token)).toEqual({
      balance: 9999.0498, // 10000 − 0.9502
      lock_balance: 0,
      profits_total: -2,
      net_value: 9997.0498, // 9999.0498 − 2
      current_margin: 950.2,
      available_prepayment: 9046.8498, // 9997.0498 − 950.2
      prepayment_ratio: 1052.1, // 9997.0498 ÷ 950.2 × 100
      risk_rate: 9.5, // 950.2 ÷ 9997.0498 × 100
      stop_out_level: 50,
      margin_call_level: 100,
    });

    setBid(h, 'BTCUSD', '96000.00');
    const closed = await h.get(`/v1/api/forex/close?id=${opened.data.Id}`, { token: t.token });
    expect(closed.code).toBe(1);
    expect(closed.data).toMatchObject({ Status: 3, CloseReason: 'user', UpdatePrice: 96000, FactProfits: 98 }); // (96000 − 95020) × 0.1
    expect((await detail(t.token)).balance).toBe(10097.0498); // 9999.0498 + 98
    expect((await entries(t.accountId)).map((e) => [e.type, e.amount])).toEqual([
      ['demo_credit', '10000.000000'],
      ['trade_fee', '-0.950200'],
      ['trade_profit', '98.000000'],
    ]);
    expect(userMessages(t.userId, 'FOREX_CLOSED').map((m) => m.id)).toEqual([[opened.data.Id]]);
  });

  it('sells at the bid and mirrors the profit; a take-profit closes it at the ask', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const opened = await submit(h, t.token, { type: 2, forex_id: id('BTCUSD'), cont: '0.1', multiple: 5, target_profit_price: '94000.00' });
    expect(opened.data).toMatchObject({ OrderType: 2, Price: 95000, CautionMoney: 1900, TargetProfitPrice: 94000 }); // 0.1 × 95000 ÷ 5
    setBid(h, 'BTCUSD', '93990.00'); // ask 94010.00: not yet
    await settle(h);
    expect((await deals(t.token, 1)).data.total).toBe(1);
    setBid(h, 'BTCUSD', '93980.00'); // ask 94000.00 reaches the take-profit
    await settle(h);
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, opened.data.Id as number));
    expect(row).toMatchObject({ status: 3, closeReason: 'take_profit', closePrice: '94000.0000000000', profitUsd: '100.000000' }); // (95000 − 94000) × 0.1
    expect((await detail(t.token)).balance).toBe(10098.1); // 10000 − 1.9 fee + 100
    expect(userMessages(t.userId, 'FOREX_CLOSED').map((m) => m.id)).toContainEqual([opened.data.Id]);
  });

  it('converts a JPY-quoted profit to USD at the live rate', async () => {
    const t = await demoTrader(h);
    setBid(h, 'USDJPY', '150.000'); // ask 150.014; 1 JPY = 1 ÷ 150 = 0.0066666667 USD
    const opened = await submit(h, t.token, { type: 1, forex_id: id('USDJPY'), cont: '0.10', multiple: 100 });
    expect(opened.data).toMatchObject({
      CautionMoney: 100.009334, // 0.1 × 100000 × 150.014 × 0.0066666667 ÷ 100
      TradeFee: 0.100009, // 100.009334 × 0.001
    });
    setBid(h, 'USDJPY', '151.000'); // 1 JPY = 1 ÷ 151 = 0.0066225166 USD
    const closed = await h.get(`/v1/api/forex/close?id=${opened.data.Id}`, { token: t.token });
    expect(closed.data.FactProfits).toBe(65.298014); // (151.000 − 150.014) × 0.1 × 100000 × 0.0066225166
  });
});

describe('pending orders', () => {
  it('reserves margin, fills at the quote when the price reaches the target, and charges the fee then', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const placed = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', status: 0, target_price: '94000', multiple: 10 });
    expect(placed.data).toMatchObject({ Status: 0, OriginPrice: 94000, Price: 0, CautionMoney: 940 }); // 0.1 × 94000 ÷ 10
    expect(await detail(t.token)).toMatchObject({ balance: 10000, current_margin: 940, available_prepayment: 9060 });
    setBid(h, 'BTCUSD', '93990.00'); // ask 94010.00: not yet
    await settle(h);
    expect((await deals(t.token, 0)).data.total).toBe(1);
    setBid(h, 'BTCUSD', '93980.00'); // ask 94000.00
    await settle(h);
    const holding = await deals(t.token, 1);
    expect(holding.data.data[0]).toMatchObject({ Id: placed.data.Id, Status: 1, Price: 94000, CautionMoney: 940, TradeFee: 0.94 });
    expect((await detail(t.token)).balance).toBe(9999.06); // 10000 − 0.94
  });

  it('cancels a pending order and releases its margin, with nothing posted', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const placed = await submit(h, t.token, { type: 2, forex_id: id('BTCUSD'), cont: '0.1', status: 0, target_price: '97000', multiple: 10 });
    expect((await detail(t.token)).current_margin).toBe(970);
    const cancelled = await h.get(`/v1/api/forex/cancel_trade?id=${placed.data.Id}`, { token: t.token });
    expect(cancelled).toMatchObject({ code: 1, msg: 'The order has been cancelled' });
    // Cancelled (4), not closed: no close price, and no fee, which is charged only when an order fills.
    expect(cancelled.data).toMatchObject({ Status: 4, Kind: 'sell_limit', CloseReason: 'cancel', FactProfits: 0, TradeFee: 0, UpdatePrice: 0, OriginPrice: 97000 });
    expect(await detail(t.token)).toMatchObject({ current_margin: 0, balance: 10000 });
    // History lists it among the completed; status 4 lists the cancelled alone.
    expect((await deals(t.token, 3)).data.data.map((o: { Id: number; Status: number }) => [o.Id, o.Status])).toEqual([[placed.data.Id, 4]]);
    expect((await deals(t.token, 4)).data.total).toBe(1);
    setBid(h, 'BTCUSD', '97000.00');
    await settle(h);
    expect((await deals(t.token, 1)).data.total).toBe(0);
    expect(await entries(t.accountId)).toHaveLength(1);
    const again = await h.get(`/v1/api/forex/cancel_trade?id=${placed.data.Id}`, { token: t.token });
    expect(again.code).toBe(MESSAGE_CODES.order_not_open);
  });
});

describe('stop-loss, take-profit and stop-out', () => {
  it('sets, moves and clears the levels; a moved stop-loss fires at its new level only', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const opened = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10, stop_loss_price: '94000' });
    const moved = await h.get(`/v1/api/forex/set_stop_price?id=${opened.data.Id}&stop_loss_price=93000&target_profit_price=99000`, { token: t.token });
    expect(moved).toMatchObject({ code: 1, msg: 'Take-profit and stop-loss have been saved' });
    expect(moved.data).toMatchObject({ TargetLossPrice: 93000, TargetProfitPrice: 99000 });
    setBid(h, 'BTCUSD', '93500.00'); // below the old level, above the new one
    await settle(h);
    expect((await deals(t.token, 1)).data.total).toBe(1);
    const wrong = await h.get(`/v1/api/forex/set_stop_price?id=${opened.data.Id}&stop_loss_price=94000&target_profit_price=0`, { token: t.token });
    expect(wrong.code).toBe(MESSAGE_CODES.stop_loss_wrong_side); // 94000 is above the bid of 93500
    const cleared = await h.get(`/v1/api/forex/set_stop_price?id=${opened.data.Id}&stop_loss_price=&target_profit_price=0`, { token: t.token });
    expect(cleared.data).toMatchObject({ TargetLossPrice: 0, TargetProfitPrice: 0 });
    setBid(h, 'BTCUSD', '92000.00');
    await settle(h);
    expect((await deals(t.token, 1)).data.total).toBe(1);
    setBid(h, 'BTCUSD', '95000.00');
    await h.get(`/v1/api/forex/set_stop_price?id=${opened.data.Id}&stop_loss_price=94500`, { token: t.token });
    setBid(h, 'BTCUSD', '94400.00');
    await settle(h);
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, opened.data.Id as number));
    expect(row).toMatchObject({ status: 3, closeReason: 'stop_loss', closePrice: '94400.0000000000' });
  });

  it('re-indexes only what changed: one stop-loss firing leaves the others as they were, and they still fire', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const first = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10, stop_loss_price: '94000' });
    const second = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10, stop_loss_price: '93000', target_profit_price: '99000' });
    const third = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10, stop_loss_price: '92000' });
    await settle(h);
    const engine = h.app.engine!;
    const before = engine.stats().entries;
    setBid(h, 'BTCUSD', '93500.00'); // the first stop-loss only
    await settle(h);
    const closed = async (orderId: unknown) => (await h.database.db.select().from(orders).where(eq(orders.id, orderId as number)))[0]!.status === 3;
    expect([await closed(first.data.Id), await closed(second.data.Id), await closed(third.data.Id)]).toEqual([true, false, false]);
    // The fired entry is gone and nothing was added: the account's other three levels were kept,
    // not indexed again beside stale copies.
    expect(engine.stats().entries).toBe(before - 1);
    setBid(h, 'BTCUSD', '92500.00'); // the second one's stop-loss
    await settle(h);
    expect([await closed(second.data.Id), await closed(third.data.Id)]).toEqual([true, false]);
    setBid(h, 'BTCUSD', '91000.00');
    await settle(h);
    expect(await closed(third.data.Id)).toBe(true);
  });

  it('decides each order once when several of one account fire on the same tick', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const position = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10, stop_loss_price: '94000' });
    const limit = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10, status: 0, target_price: '94100' });
    await settle(h);
    const trigger = vi.spyOn(h.app.trading, 'trigger');
    const fill = vi.spyOn(h.app.trading, 'fill');
    try {
      // The ask reaches the limit and the bid the stop-loss at once. The fill, the higher level, is
      // decided first and reloads the account, which still reads the position open at its crossed
      // stop-loss.
      setBid(h, 'BTCUSD', '93900.00');
      await settle(h);
      expect(fill.mock.calls.map((c) => c[0])).toEqual([limit.data.Id]);
      expect(trigger.mock.calls.map((c) => c[0])).toEqual([position.data.Id]);
    } finally {
      trigger.mockRestore();
      fill.mockRestore();
    }
  });

  it('closes the worst losing position when the margin level reaches 50 %', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    setBid(h, 'XAUUSD', '2650.00'); // ask 2650.30
    const btc = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '1.9', multiple: 20 }); // margin 1.9 × 95020 ÷ 20 = 9026.90, fee 9.0269
    const gold = await submit(h, t.token, { type: 2, forex_id: id('XAUUSD'), cont: '0.01', multiple: 200 }); // margin 0.01 × 100 × 2650 ÷ 200 = 13.25, fee 0.01325
    expect(btc.code).toBe(1);
    expect(gold.code).toBe(1);
    // Balance 10000 − 9.0269 − 0.01325 = 9990.96 (rounded per fee). Used margin 9040.15; stop-out at equity ≤ 4520.075.
    setBid(h, 'BTCUSD', '92500.00'); // BTC −4788 ((92500 − 95020) × 1.9); gold −0.03; equity ≈ 5202.9: level 57.55 %
    await h.app.engine!.pass();
    await settle(h);
    expect((await deals(t.token, 1)).data.total).toBe(2);
    setBid(h, 'BTCUSD', '92000.00'); // BTC −5738: equity ≈ 4252.9, level 47.05 %
    await h.app.engine!.pass();
    await settle(h);
    const open = await deals(t.token, 1);
    expect(open.data.data.map((o: { Id: number }) => o.Id)).toEqual([gold.data.Id]);
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, btc.data.Id as number));
    expect(row).toMatchObject({ status: 3, closeReason: 'stop_out', profitUsd: '-5738.000000' }); // (92000 − 95020) × 1.9
    expect(userMessages(t.userId, 'FOREX_CLOSED').map((m) => m.id)).toContainEqual([btc.data.Id]);
  });

  it('never leaves a negative balance: the shortfall is recorded as the broker’s loss', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const opened = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '2', multiple: 20 }); // margin 9502, fee 9.502
    setBid(h, 'BTCUSD', '40000.00'); // a crash between two re-valuations
    const closed = await h.get(`/v1/api/forex/close?id=${opened.data.Id}`, { token: t.token });
    expect(closed.data.FactProfits).toBe(-110040); // (40000 − 95020) × 2
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, opened.data.Id as number));
    expect(row!.brokerLossUsd).toBe('100049.502000'); // 110040 − (10000 − 9.502)
    expect((await detail(t.token)).balance).toBe(0);
    expect((await entries(t.accountId)).map((e) => e.type)).toEqual(['demo_credit', 'trade_fee', 'trade_profit', 'balance_protection']);
  });
});

describe('what is refused', () => {
  it('answers each bad order with its message and changes nothing', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const btc = id('BTCUSD');
    const base = { type: 1, forex_id: btc, cont: '0.1', multiple: 10 };
    const cases: [Record<string, string | number>, keyof typeof MESSAGE_CODES, string?][] = [
      [{ ...base, cont: '0.001' }, 'lots_below_minimum', 'The minimum is 0.01 lots'],
      [{ ...base, cont: '0.015' }, 'lots_not_a_step', 'Lots must be a multiple of 0.01'],
      [{ ...base, cont: '25' }, 'lots_above_maximum', 'The maximum is 20 lots per order'],
      [{ ...base, cont: 'abc' }, 'lots_invalid'],
      [{ ...base, cont: '0' }, 'lots_below_minimum'],
      [{ ...base, multiple: 3 }, 'leverage_not_offered'],
      [{ ...base, stop_loss_price: '96000' }, 'stop_loss_wrong_side'],
      [{ ...base, target_profit_price: '90000' }, 'take_profit_wrong_side'],
      [{ ...base, stop_loss_price: '-5' }, 'price_invalid'],
      [{ ...base, stop_loss_price: '90000.001' }, 'price_too_precise', 'Prices of BTCUSD have at most 2 decimals'],
      [{ ...base, status: 0 }, 'price_invalid'],
      [{ ...base, type: 3 }, 'invalid_param'],
      [{ ...base, forex_id: 999999 }, 'instrument_unavailable'],
      [{ ...base, cont: '20', multiple: 2 }, 'insufficient_margin', 'Not enough free margin: this order needs 951550.20 USD and 10000.00 USD is free'], // 20 × 95020 ÷ 2 = 950200, + fee 950.2, + 400 opening under the spread (20 × 20.00)
      [{ ...base, forex_id: id('AAPL'), cont: '1', multiple: 5 }, 'market_closed'],
    ];
    for (const [order, key, text] of cases) {
      const reply = await submit(h, t.token, order);
      expect(reply.code, `${JSON.stringify(order)} → ${key}`).toBe(MESSAGE_CODES[key]);
      if (text) expect(reply.msg).toBe(text);
    }
    const row = h.app.market.instrument(btc)!;
    const options = row.leverageOptions;
    row.leverageOptions = [];
    try {
      const reply = await submit(h, t.token, base);
      expect(reply).toMatchObject({ code: MESSAGE_CODES.leverage_not_configured, msg: 'Leverage not configured and orders cannot be placed temporarily' });
    } finally {
      row.leverageOptions = options;
    }
    expect(await h.database.db.select().from(orders)).toHaveLength(0);
    expect(await entries(t.accountId)).toHaveLength(1);
    expect((await submit(h, '', base)).code).toBe(999);
    const hk = await h.get(`/v1/api/forex/submit?type=1&forex_id=${btc}&cont=0.001&multiple=10`, { token: t.token, lang: 'hk' });
    expect(hk.msg).not.toBe('The minimum is 0.01 lots');
    expect(hk.msg).toContain(0.01);
  });

  it('lets no user see or touch another user’s orders', async () => {
    const a = await demoTrader(h);
    const b = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const position = await submit(h, a.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10 });
    const pending = await submit(h, a.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10, status: 0, target_price: '90000' });
    for (const status of [0, 1, 3]) expect((await deals(b.token, status)).data).toMatchObject({ data: [], total: 0 });
    expect((await h.get(`/v1/api/forex/close?id=${position.data.Id}`, { token: b.token })).code).toBe(MESSAGE_CODES.order_not_found);
    expect((await h.get(`/v1/api/forex/cancel_trade?id=${pending.data.Id}`, { token: b.token })).code).toBe(MESSAGE_CODES.order_not_found);
    expect((await h.get(`/v1/api/forex/set_stop_price?id=${position.data.Id}&stop_loss_price=1000`, { token: b.token })).code).toBe(
      MESSAGE_CODES.order_not_found,
    );
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, position.data.Id as number));
    expect(row).toMatchObject({ status: 1, stopLoss: null });
    expect((await deals(a.token, 1)).data.total).toBe(1);
    expect((await deals(a.token, 0)).data.total).toBe(1);
  });

  it('refuses to close while the market is closed', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const opened = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10 });
    const row = h.app.market.instrument(id('BTCUSD'))!;
    // A trading halt, as when the session ends.
    const quote = h.app.market.quote(row.id)!;
    expect(quote.isOpen).toBe(true);
    const market = h.app.market as unknown as { byId: Map<number, { open: boolean }> };
    market.byId.get(row.id)!.open = false;
    try {
      const reply = await h.get(`/v1/api/forex/close?id=${opened.data.Id}`, { token: t.token });
      expect(reply).toMatchObject({ code: MESSAGE_CODES.market_closed, msg: 'The market is closed. Please try again when it opens' });
    } finally {
      market.byId.get(row.id)!.open = true;
    }
    expect((await deals(t.token, 1)).data.total).toBe(1);
  });
});

describe('lists, records and demo reset', () => {
  it('pages orders newest first with totals and sums, and lists records in the caller’s language', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10 })).data.Id);
    const holding = await h.get('/v1/api/forex/my_deal?status=1&page=1&page_size=2', { token: t.token });
    expect(holding.data.data.map((o: { Id: number }) => o.Id)).toEqual([ids[2], ids[1]]);
    expect(holding.data).toMatchObject({ total: 3, all_fact_profits: -6, balance: 9997.1494 }); // 3 × (95000 − 95020) × 0.1; 10000 − 3 × 0.9502
    for (const orderId of ids.slice(0, 2)) await h.get(`/v1/api/forex/close?id=${orderId}`, { token: t.token });
    const history = await deals(t.token, 3);
    expect(history.data).toMatchObject({ total: 2, all_fact_profits: -4 });
    const log = await h.get('/v1/api/main/accountLog/forexChange?page=1', { token: t.token, lang: 'en' });
    expect(log.data.total).toBe(6); // credit, 3 fees, 2 closes
    expect(log.data.list[0]).toMatchObject({ Value: -2, Type: 4, MemoTran: `Realised profit or loss · BTCUSD #${ids[1]}` });
    expect(log.data.list.at(-1)).toMatchObject({ Value: 10000, Type: 6, Balance: 10000 });
    const hk = await h.get('/v1/api/main/accountLog/forexChange?page=1', { token: t.token, lang: 'hk' });
    expect(hk.data.list[0].MemoTran).not.toContain('Realised');
  });

  it('resets a demo account: everything completes, the balance is restored, history stays', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10 });
    await submit(h, t.token, { type: 2, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10, status: 0, target_price: '99000' });
    setBid(h, 'BTCUSD', '90000.00');
    const reset = await h.get('/v1/api/main/user/resetForexDemoAccount', { token: t.token });
    expect(reset).toMatchObject({ code: 1, msg: 'Your demo account has been reset', data: { balance: 10000 } });
    expect(await detail(t.token)).toMatchObject({ balance: 10000, current_margin: 0 });
    const history = await deals(t.token, 3);
    expect(history.data.data.map((o: { CloseReason: string }) => o.CloseReason)).toEqual(['demo_reset', 'demo_reset']);
    expect((await entries(t.accountId)).at(-1)).toMatchObject({ type: 'demo_reset', balanceAfter: '10000.000000' });

    const real = await registerByEmail(h, 'reset-me@example.com');
    const refused = await h.get('/v1/api/main/user/resetForexDemoAccount', { token: real.token });
    expect(refused.code).toBe(MESSAGE_CODES.demo_only);
  });

  it('lets a real account trade with what it holds, and no more', async () => {
    const real = await registerByEmail(h, 'trader@example.com');
    setBid(h, 'BTCUSD', '95000.00');
    const reply = await submit(h, real.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', multiple: 20 });
    expect(reply.code).toBe(MESSAGE_CODES.insufficient_margin);
    expect(reply.msg).toBe('Not enough free margin: this order needs 47.76 USD and 0.00 USD is free'); // 0.01 × 95020 ÷ 20 = 47.51, + fee 0.04751, + spread 0.20 (0.01 × 20.00)
  });

  it('pushes FOREX_TRADE with each position’s live price and profit', async () => {
    const t = await demoTrader(h);
    appOpen(h, t.userId);
    setBid(h, 'BTCUSD', '95000.00');
    const opened = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10 });
    setBid(h, 'BTCUSD', '95500.00');
    await h.app.engine!.pass();
    const push = userMessages(t.userId, 'FOREX_TRADE').at(-1)!;
    const { TransOrder, ...figures } = push;
    expect(figures).toEqual({
      type: 'FOREX_TRADE',
      To: t.userId,
      ProfitsTotal: 48, // (95500 − 95020) × 0.1
      HazardRate: 9.46, // 950.2 ÷ (9999.0498 + 48) × 100
      CautionMoneyAll: 950.2,
      OriginCautionMoneyTotal: 950.2,
      NetValue: 10047.0498,
      Balance: 9999.0498,
    });
    // Each position as my_deal lists it, so a client can replace its row with it.
    expect(TransOrder).toEqual((await deals(t.token, 1)).data.data);
    expect(TransOrder).toMatchObject([{ Id: opened.data.Id, UpdatePrice: 95500, FactProfits: 48, ForexTradeLists: { Code: 'BTCUSD' } }]);
  });
});

describe('what the engine learns from orders placed on this node', () => {
  const pushesOf = (userId: number) =>
    userMessages(userId, 'FOREX_TRADE') as { CautionMoneyAll: number; Balance: number; TransOrder: { Id: number; UpdatePrice: number; FactProfits: number }[] }[];

  it('pushes the figures of several orders once, with the next pass, holding every new position', async () => {
    const t = await demoTrader(h);
    appOpen(h, t.userId);
    setBid(h, 'BTCUSD', '95000.00');
    await h.app.engine!.pass(); // nothing of this account before its orders
    const before = pushesOf(t.userId).length;
    const first = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', multiple: 10 });
    const second = await submit(h, t.token, { type: 2, forex_id: id('BTCUSD'), cont: '0.02', multiple: 10 });
    await settle(h);
    await h.app.engine!.pass();
    const pushes = pushesOf(t.userId).slice(before);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.TransOrder.map((o) => o.Id)).toEqual([first.data.Id, second.data.Id]);
    // 0.01 × 95020 ÷ 10 = 95.02 for the buy at the ask, 0.02 × 95000 ÷ 10 = 190 for the sell at the bid
    expect(pushes[0]!.CautionMoneyAll).toBe(285.02);
    expect(pushes[0]!.Balance).toBe(9999.71498); // 10000 − 0.09502 − 0.19
  });

  it('builds FOREX_TRADE only for traders with the app open, from the pass after they open it', async () => {
    const watching = await demoTrader(h);
    const away = await demoTrader(h);
    appOpen(h, watching.userId);
    setBid(h, 'BTCUSD', '95000.00');
    await submit(h, watching.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', multiple: 10 });
    const held = await submit(h, away.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', multiple: 10 });
    await settle(h);
    setBid(h, 'BTCUSD', '95500.00');
    await h.app.engine!.pass();
    expect(pushesOf(watching.userId).length).toBeGreaterThan(0);
    expect(pushesOf(away.userId)).toEqual([]);
    appOpen(h, away.userId);
    setBid(h, 'BTCUSD', '95600.00');
    await h.app.engine!.pass();
    const [first] = pushesOf(away.userId);
    expect(first!.TransOrder).toMatchObject([{ Id: held.data.Id, UpdatePrice: 95600, FactProfits: 5.8 }]); // (95600 − 95020) × 0.01
  });

  it('pushes an account holding only a pending order, whose margin is reserved', async () => {
    const t = await demoTrader(h);
    appOpen(h, t.userId);
    setBid(h, 'BTCUSD', '95000.00');
    const pending = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', status: 0, target_price: '90000.00', multiple: 10 });
    expect(pending.code).toBe(1);
    await settle(h);
    await h.app.engine!.pass();
    const last = pushesOf(t.userId).at(-1)!;
    expect(last.CautionMoneyAll).toBe(90); // 0.01 × 90000 ÷ 10
    expect(last.TransOrder).toEqual([]); // a pending order has no live profit
  });

  it('judges each order against its positions at the prices of the moment, however many came before it', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    for (let i = 0; i < 2; i++) expect((await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10 })).code).toBe(1);
    // balance 10000 − 2 × 0.9502 = 9998.0996; margin 2 × 950.2 = 1900.4
    setBid(h, 'BTCUSD', '90000.00'); // ask 90020.00: each position (90000 − 95020) × 0.1 = −502.0
    // equity 9998.0996 − 1004 = 8994.0996, free 8994.0996 − 1900.4 = 7093.6996
    // 0.79 lot: margin 0.79 × 90020 ÷ 10 = 7111.58, fee 7.11158, spread 0.79 × 20 = 15.8 → 7134.49158
    const refused = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.79', multiple: 10 });
    expect(refused.msg).toBe('Not enough free margin: this order needs 7134.49 USD and 7093.69 USD is free');
    // 0.78 lot: 7021.56 + 7.02156 + 15.6 = 7044.18156, under 7093.6996
    expect((await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.78', multiple: 10 })).code).toBe(1);
    expect(await detail(t.token)).toMatchObject({
      balance: 9991.07804, // 9998.0996 − 7.02156
      current_margin: 8921.96, // 1900.4 + 7021.56
      available_prepayment: 49.51804, // 9991.07804 − 1004 − 15.6 − 8921.96
    });
  });

  it('fires the take-profit of a position opened after others the engine already held', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const held = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', multiple: 10 });
    await settle(h);
    const withTp = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', multiple: 10, target_profit_price: '95500.00' });
    await settle(h);
    setBid(h, 'BTCUSD', '95600.00');
    await settle(h);
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, withTp.data.Id));
    expect(row).toMatchObject({ status: 3, closeReason: 'take_profit', closePrice: '95600.0000000000' });
    const [other] = await h.database.db.select().from(orders).where(eq(orders.id, held.data.Id));
    expect(other!.status).toBe(1);
  });
});

describe('orders placed together (group commit)', () => {
  const batchSizes = async () => {
    const res = await h.app.http.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(res.body)?.[1]);
    return { sum: read('leverline_order_batch_size_sum'), count: read('leverline_order_batch_size_count') };
  };

  it('judges each order of a batch against its account as the orders before it left it, and keeps traders apart', async () => {
    const a = await demoTrader(h);
    const b = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    const before = await batchSizes();
    // A's orders each need 1 × 95020 ÷ 20 = 4751.00 margin + 4.751 fee + 20.00 under water
    // = 4775.751: after two, free margin is 10000 − 2 × 4775.751 = 448.498, so the third is refused.
    const lot = { type: 1, forex_id: id('BTCUSD'), cont: '1', multiple: 20 };
    const replies = await Promise.all([
      submit(h, a.token, lot),
      submit(h, b.token, { ...lot, cont: '0.1' }),
      submit(h, a.token, lot),
      submit(h, a.token, lot),
    ]);
    const after = await batchSizes();
    expect(after.sum - before.sum).toBe(4);
    expect(after.count - before.count).toBe(1); // all four in one transaction

    expect(replies.map((r) => r.code)).toEqual([1, 1, 1, MESSAGE_CODES.insufficient_margin]);
    expect(replies[3].msg).toBe('Not enough free margin: this order needs 4775.75 USD and 448.49 USD is free');
    const [a1, b1, a2] = replies.map((r) => r.data as { Id: number; CautionMoney: string; Quantity: string });
    expect(a1!.Id).toBeLessThan(a2!.Id); // placed in the order they arrived
    expect(b1).toMatchObject({ Quantity: 0.1, CautionMoney: 475.1 }); // 0.1 × 95020 ÷ 20
    const owners = await h.database.db.select({ id: orders.id, userId: orders.userId }).from(orders);
    const ownerOf = new Map(owners.map((o) => [o.id, o.userId]));
    expect([a1!.Id, b1!.Id, a2!.Id].map((orderId) => ownerOf.get(orderId))).toEqual([a.userId, b.userId, a.userId]);

    // Fees posted one after the other, each entry with the balance it left.
    expect((await entries(a.accountId)).map((e) => [e.type, e.amount, e.balanceAfter, e.refId])).toEqual([
      ['demo_credit', '10000.000000', '10000.000000', null],
      ['trade_fee', '-4.751000', '9995.249000', String(a1!.Id)], // 10000 − 4.751
      ['trade_fee', '-4.751000', '9990.498000', String(a2!.Id)], // 9995.249 − 4.751
    ]);
    expect((await entries(b.accountId)).map((e) => [e.type, e.balanceAfter])).toEqual([
      ['demo_credit', '10000.000000'],
      ['trade_fee', '9999.524900'], // 10000 − 0.4751
    ]);
    expect(await detail(a.token)).toMatchObject({ balance: 9990.498, current_margin: 9502, available_prepayment: 448.498 });
  });
});

describe('an account summed by groups of positions', () => {
  it('sums to the valuation of every position, a list’s sums carried across price moves, groups exact or not', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    setBid(h, 'EURUSD', '1.08520');
    setBid(h, 'USDJPY', '150.000');
    const book: Record<string, string | number>[] = [
      { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 20 },
      { type: 1, forex_id: id('BTCUSD'), cont: '0.25', multiple: 20 },
      { type: 2, forex_id: id('BTCUSD'), cont: '0.3', multiple: 20 },
      { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 20, status: 0, target_price: '90000' },
      { type: 1, forex_id: id('EURUSD'), cont: '0.01', multiple: 100 }, // 5 digits × 100,000: exact in millionths
      { type: 2, forex_id: id('USDJPY'), cont: '0.1', multiple: 100 }, // a JPY rate: valued position by position
    ];
    for (const order of book) {
      expect((await submit(h, t.token, order)).code).toBe(1);
    }
    const { openOrdersOf } = await import('../src/modules/trading/trading.repo.js');
    const { microsText } = await import('@leverline/domain');
    const rows = await openOrdersOf(h.database.db, t.accountId);
    expect(rows).toHaveLength(6);
    const trading = h.app.trading;
    let tally: Tally | undefined;
    for (const [btc, eur, jpy] of [
      ['95000.00', '1.08520', '150.000'],
      ['96123.45', '1.08531', '150.777'],
      ['93210.07', '1.07999', '149.123'],
      ['95000.01', '1.09001', '151.001'],
    ] as const) {
      setBid(h, 'BTCUSD', btc);
      setBid(h, 'EURUSD', eur);
      setBid(h, 'USDJPY', jpy);
      const { figures } = trading.valuation('10000', rows);
      const sums = trading.sums(rows, tally); // the same list each time: its tally is carried on
      tally = sums.tally;
      expect({ floating: microsText(sums.floating), used: microsText(sums.used) }).toEqual({ floating: figures.floating.toFixed(6), used: figures.usedMargin.toFixed(6) });
    }
    // A list that grew: only the new order is added to its tally.
    expect((await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.05', multiple: 20 })).code).toBe(1);
    const more = [...rows, ...(await openOrdersOf(h.database.db, t.accountId)).slice(rows.length)];
    setBid(h, 'BTCUSD', '97000.55');
    expect(microsText(trading.sums(more, tally).floating)).toBe(trading.valuation('10000', more).figures.floating.toFixed(6));
  });
});

/** The order-path counters of /metrics (platform/metrics.ts), and how they moved since `before`. */
const counters = async () => {
  const res = await h.app.http.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  const read = (line: string) => Number(new RegExp(`^${line.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(res.body)?.[1] ?? 0);
  return {
    quick: read('leverline_orders_written_total{path="quick"}'),
    careful: read('leverline_orders_written_total{path="careful"}'),
    stale: read('leverline_order_copies_stale_total'),
    refusedOnCopy: read('leverline_orders_refused_on_copy_total'),
    copiesRead: read('leverline_order_copies_read_total'),
  };
};
const since = async (before: Awaited<ReturnType<typeof counters>>) => {
  const now = await counters();
  return {
    quick: now.quick - before.quick,
    careful: now.careful - before.careful,
    stale: now.stale - before.stale,
    ...(now.refusedOnCopy !== before.refusedOnCopy ? { refusedOnCopy: now.refusedOnCopy - before.refusedOnCopy } : {}),
    ...(now.copiesRead !== before.copiesRead ? { copiesRead: now.copiesRead - before.copiesRead } : {}),
  };
};

describe('orders judged against a copy of the account', () => {
  const lot = (cont: string) => ({ type: 1, forex_id: id('BTCUSD'), cont, multiple: 20 });

  it('places an account\'s later orders with one statement against its copy, the fee entries reading as if posted one by one', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    const before = await counters();
    // Nothing copied yet: the account is read without a lock, and the order written by the statement.
    const first = await submit(h, t.token, lot('0.1'));
    expect(await since(before)).toEqual({ quick: 1, careful: 0, stale: 0, copiesRead: 1 });
    const [second, third] = await Promise.all([submit(h, t.token, lot('0.2')), submit(h, t.token, lot('0.3'))]);
    expect(await since(before)).toEqual({ quick: 3, careful: 0, stale: 0, copiesRead: 1 });
    expect([first, second, third].map((r) => r.code)).toEqual([1, 1, 1]);
    const [a, b, c] = [first, second, third].map((r) => r.data as { Id: number; CautionMoney: string; TradeFee: string });
    expect(a!.Id).toBeLessThan(b!.Id);
    expect(b!.Id).toBeLessThan(c!.Id);
    expect(c).toMatchObject({ CautionMoney: 1425.3, TradeFee: 1.4253 }); // 0.3 × 95020 ÷ 20; × 0.001
    expect((await entries(t.accountId)).map((e) => [e.type, e.amount, e.balanceAfter, e.memo, e.refId])).toEqual([
      ['demo_credit', '10000.000000', '10000.000000', 'Demo starting balance', null],
      ['trade_fee', '-0.475100', '9999.524900', `BTCUSD #${a!.Id}`, String(a!.Id)], // 10000 − 0.4751
      ['trade_fee', '-0.950200', '9998.574700', `BTCUSD #${b!.Id}`, String(b!.Id)], // − 0.9502
      ['trade_fee', '-1.425300', '9997.149400', `BTCUSD #${c!.Id}`, String(c!.Id)], // − 1.4253
    ]);
    // Margin 475.1 + 950.2 + 1425.3 = 2850.6; under water (95000 − 95020) × 0.6 = −12.
    expect(await detail(t.token)).toMatchObject({ balance: 9997.1494, current_margin: 2850.6, profits_total: -12 });
    // The rows as the database holds them, and as a fresh read of the account finds them.
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, c!.Id));
    expect(row).toMatchObject({ userId: t.userId, accountId: t.accountId, side: 'buy', lots: '0.300000', status: 1, openPrice: '95020.0000000000', feeUsd: '1.425300' });
  });

  it('answers an order judged against its copy exactly as the database then lists it', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    const before = await counters();
    expect((await submit(h, t.token, lot('0.1'))).code).toBe(1); // the copy is taken
    const market = await submit(h, t.token, { ...lot('0.25'), stop_loss_price: '90000.5', target_profit_price: '99000' });
    const pending = await submit(h, t.token, { ...lot('0.1'), type: 2, status: 0, target_price: '97000', stop_loss_price: '98000' });
    expect(await since(before)).toEqual({ quick: 3, careful: 0, stale: 0, copiesRead: 1 });
    expect([market.code, pending.code]).toEqual([1, 1]);
    // Every field of the answers, built from the order as the copy holds it, is the row read back.
    const listed = async (status: number, orderId: number) =>
      ((await deals(t.token, status)).data.data as { Id: number }[]).find((o) => o.Id === orderId);
    expect(await listed(1, market.data.Id)).toEqual(market.data);
    expect(await listed(0, pending.data.Id)).toEqual(pending.data);
  });

  it('judges an order again after a fresh read when the account changed since its copy (another node, a withdrawal)', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    expect((await submit(h, t.token, lot('0.1'))).code).toBe(1); // the copy: balance 9999.5249
    // Another node takes 9,000 from the account: this node's copy does not know.
    await h.database.db.transaction(async (tx) => {
      const { post } = await import('../src/modules/ledger/ledger.service.js');
      await post(tx, t.accountId, { amount: '-9000', type: 'adjustment', memo: 'elsewhere' }, h.now());
    });
    const before = await counters();
    // 0.2 lot needs 950.20 + 0.9502 fee + 4.00 under water = 955.1502; free is 999.5249 − 2 − 475.1 = 522.4249.
    const refused = await submit(h, t.token, lot('0.2'));
    expect(refused.code).toBe(MESSAGE_CODES.insufficient_margin);
    expect(refused.msg).toBe('Not enough free margin: this order needs 955.15 USD and 522.42 USD is free');
    expect(await since(before)).toEqual({ quick: 0, careful: 0, stale: 1 });
    // Judged against the fresh account, a smaller one fits, and the copy is taken again: read
    // without a lock, as the refusal under the lock left none.
    expect((await submit(h, t.token, lot('0.05'))).code).toBe(1);
    expect((await submit(h, t.token, lot('0.05'))).code).toBe(1);
    expect(await since(before)).toEqual({ quick: 2, careful: 0, stale: 1, copiesRead: 1 });
    // 999.5249 − 2 × 0.23755 (0.05 × 95020 ÷ 20 = 237.55 margin, × 0.001 fee)
    expect(await detail(t.token)).toMatchObject({ balance: 999.0498 });
  });

  it('refuses an order only against what the database holds, never against a copy alone', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    // Two 1-lot buys need 2 × 4775.751 (4751 margin + 4.751 fee + 20 under water): 448.498 stays free.
    expect((await submit(h, t.token, lot('1'))).code).toBe(1);
    expect((await submit(h, t.token, lot('1'))).code).toBe(1);
    // Another node credits 9,000: this node's copy still has 448.498 free.
    await h.database.db.transaction(async (tx) => {
      const { post } = await import('../src/modules/ledger/ledger.service.js');
      await post(tx, t.accountId, { amount: '9000', type: 'adjustment', memo: 'elsewhere' }, h.now());
    });
    const before = await counters();
    // The copy would refuse it; its version is no longer the account's, so the copy goes and the
    // account as it is (9448.498 free) takes it.
    const third = await submit(h, t.token, lot('1'));
    expect(third.code, third.msg).toBe(1);
    expect(await since(before)).toEqual({ quick: 0, careful: 1, stale: 1 });
    expect(await detail(t.token)).toMatchObject({ available_prepayment: 4672.747 }); // 9448.498 − 4775.751
  });

  it('refuses on the copy’s word once the database confirms the copy is the account as it is', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    // Two 1-lot buys need 2 × 4775.751 (4751 margin + 4.751 fee + 20 under water): 448.498 stays free.
    expect((await submit(h, t.token, lot('1'))).code).toBe(1);
    expect((await submit(h, t.token, lot('1'))).code).toBe(1);
    const before = await counters();
    // 0.1 lot needs 475.1 + 0.4751 fee + 2 under water = 477.5751 > 448.498: refused, nothing locked or written.
    const refused = await submit(h, t.token, lot('0.1'));
    expect(refused.code).toBe(MESSAGE_CODES.insufficient_margin);
    expect(refused.msg).toBe('Not enough free margin: this order needs 477.58 USD and 448.49 USD is free');
    expect(await since(before)).toEqual({ quick: 0, careful: 0, stale: 0, refusedOnCopy: 1 });
    // Two at once: the smaller one fits, so the account's pair goes the careful way together.
    const [big, small] = await Promise.all([submit(h, t.token, lot('0.1')), submit(h, t.token, lot('0.05'))]);
    expect([big.code, small.code]).toEqual([MESSAGE_CODES.insufficient_margin, 1]);
    expect(await since(before)).toEqual({ quick: 0, careful: 1, stale: 0, refusedOnCopy: 1 });
    // 10000 − 2 × 4.751 − 0.23755 (the 0.05 lot's fee)
    expect(await detail(t.token)).toMatchObject({ balance: 9990.26045 });

    // In one batch with another trader's order: that one is written by the batch's statement while
    // this account's refusal is confirmed beside it.
    const other = await demoTrader(h);
    expect((await submit(h, other.token, lot('0.1'))).code).toBe(1); // its copy
    const again = await counters();
    const [mine, theirs] = await Promise.all([submit(h, t.token, lot('0.1')), submit(h, other.token, lot('0.1'))]);
    expect([mine.code, theirs.code]).toEqual([MESSAGE_CODES.insufficient_margin, 1]);
    expect(await since(again)).toEqual({ quick: 1, careful: 0, stale: 0, refusedOnCopy: 1 });
    expect(await detail(t.token)).toMatchObject({ balance: 9990.26045 });
    expect(await detail(other.token)).toMatchObject({ balance: 9999.0498 }); // 10000 − 2 × 0.4751
  });

  it('has the engine fill a pending order placed against a copy, without reading the account again', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    expect((await submit(h, t.token, lot('0.1'))).code).toBe(1);
    const pending = await submit(h, t.token, { ...lot('0.1'), status: 0, target_price: '94000.00' });
    expect(pending.code).toBe(1);
    expect((pending.data as { Status: number }).Status).toBe(0);
    setBid(h, 'BTCUSD', '93980.00'); // ask 94000.00: the target
    await settle(h);
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, (pending.data as { Id: number }).Id));
    expect(row).toMatchObject({ status: 1, openPrice: '94000.0000000000' });
  });

  it('keeps what the engine knows when an older copy of the account arrives after a newer read', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    expect((await submit(h, t.token, lot('0.1'))).code).toBe(1);
    await settle(h);
    const [account] = await h.database.db.select().from(accounts).where(eq(accounts.id, t.accountId));
    expect(h.app.engine!.stats().orders).toBe(1);
    // A copy from before that order: version one less, nothing open.
    await h.app.engine!.accountChanged(t.accountId, { account: { ...account!, version: account!.version - 1 }, open: [] });
    expect(h.app.engine!.stats().orders).toBe(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('orders placed together, on PostgreSQL', () => {
  /** Runs `work` in a transaction that stays open, its locks held, until `release()`; `held` is its end. */
  const holdOpen = async (work: (tx: Tx) => Promise<unknown>) => {
    let release!: () => void;
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const held = h.database.db.transaction(async (tx) => {
      await work(tx);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await lockTaken;
    return { release, held };
  };

  it('does not hold other traders\' orders behind one waiting for its account\'s lock', async () => {
    const a = await demoTrader(h);
    const b = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    // Another transaction (a withdrawal, a stop-out) holds A's account.
    const { release, held } = await holdOpen((tx) => tx.select().from(accounts).where(eq(accounts.id, a.accountId)).for('update'));
    const lot = { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 20 };
    let aDone = false;
    const aReply = submit(h, a.token, lot).then((reply) => ((aDone = true), reply));
    await new Promise((resolve) => setTimeout(resolve, 20)); // A's batch is now waiting for the lock
    const bReply = await submit(h, b.token, lot);
    expect(bReply.code).toBe(1);
    expect(aDone).toBe(false);
    release();
    await held;
    expect((await aReply).code).toBe(1);
  });

  it('judges a first order against the account as it is when a change commits between its read and its write', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    // A withdrawal elsewhere holds the account, its 9,500 taken but not yet committed.
    const { post } = await import('../src/modules/ledger/ledger.service.js');
    const { release, held } = await holdOpen((tx) => post(tx, t.accountId, { amount: '-9500', type: 'adjustment', memo: 'elsewhere' }, h.now()));
    const before = await counters();
    // 0.2 lot needs 950.20 margin + 0.9502 fee + 4.00 under water = 955.1502: it fits the 10,000
    // the unlocked read finds, not the 500 the account holds once the withdrawal commits.
    const reply = submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.2', multiple: 20 });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the batch's statement waits for the lock
    release();
    await held;
    const answer = await reply;
    expect(answer.code).toBe(MESSAGE_CODES.insufficient_margin);
    expect(answer.msg).toBe('Not enough free margin: this order needs 955.15 USD and 500.00 USD is free');
    expect(await since(before)).toEqual({ quick: 0, careful: 0, stale: 1, copiesRead: 1 });
    expect(await detail(t.token)).toMatchObject({ balance: 500, current_margin: 0 });
    await expectLedgerHolds(h);
  });
});

describe('races', () => {
  it('closes a position once when the trader and its take-profit race', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const opened = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10, target_profit_price: '95500' });
    const close = h.get(`/v1/api/forex/close?id=${opened.data.Id}`, { token: t.token });
    setBid(h, 'BTCUSD', '95600.00'); // the take-profit fires while the close is in flight
    const [reply] = await Promise.all([close, settle(h)]);
    await settle(h);
    const profits = await h.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.refId, String(opened.data.Id)), eq(ledgerEntries.type, 'trade_profit')));
    expect(profits).toHaveLength(1);
    const [row] = await h.database.db.select().from(orders).where(eq(orders.id, opened.data.Id as number));
    expect(row!.status).toBe(3);
    expect(['user', 'take_profit']).toContain(row!.closeReason);
    expect(reply.code === 1 || reply.code === MESSAGE_CODES.order_not_open).toBe(true);
  });

  it('keeps free margin at or above zero under 100 parallel opens, and closes each position exactly once', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    // Each order needs 0.1 × 95020 ÷ 20 = 475.10 margin + 0.4751 fee + 2.00 it opens under water
    // (the spread) = 477.5751: after k orders free margin is 10000 − 477.5751k, so the 21st
    // (k = 20: 448.50 free) is refused.
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 20 })),
    );
    const accepted = replies.filter((r) => r.code === 1);
    expect(accepted).toHaveLength(20);
    expect(replies.filter((r) => r.code !== 1).every((r) => r.code === MESSAGE_CODES.insufficient_margin)).toBe(true);
    expect(Number((await detail(t.token)).available_prepayment)).toBeGreaterThanOrEqual(0);

    const closes = await Promise.all(
      accepted.flatMap((r) => [0, 1].map(() => h.get(`/v1/api/forex/close?id=${r.data.Id}`, { token: t.token }))),
    );
    expect(closes.filter((r) => r.code === 1)).toHaveLength(20);
    expect(closes.filter((r) => r.code !== 1).every((r) => r.code === MESSAGE_CODES.order_not_open)).toBe(true);
    const profits = await h.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.type, 'trade_profit'));
    expect(new Set(profits.map((p) => p.refId)).size).toBe(20);
    expect(profits).toHaveLength(20);
    expect(await detail(t.token)).toMatchObject({ current_margin: 0, balance: 9950.498 }); // 10000 − 20 × (0.4751 + 2.00)
  });
});
