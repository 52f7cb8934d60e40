/**
 * Order management as MT5 and cTrader traders know it, through the HTTP API and the engine: the
 * four pending kinds, expiries, server-side trailing stops, partial close, close all, break-even
 * and the fill's receipt. BTCUSD: 2 decimals, spread 20.00 (ask = bid + 20.00), 1 coin per lot,
 * lots 0.01 to 100 in steps of 0.01, leverage 2/5/10/20, fee 0.001 of the margin.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { ledgerEntries, orders } from '../src/db/schema.js';
import { useHarness } from './support/harness.js';
import { appOpen, demoTrader, expectLedgerHolds, setBid, settle, submit, tradingClockStart } from './support/trading.js';

const h = useHarness({ clockStart: tradingClockStart });
const id = (code: string) => h.app.market.instrumentByCode(code)!.id;
const deals = (token: string, status: number) => h.get(`/v1/api/forex/my_deal?status=${status}&page=1&page_size=50`, { token });
const orderRow = async (orderId: number) => (await h.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const closedPushes = (userId: number) =>
  h
    .published()
    .filter((m) => m.topic === `USER.${userId}` && m.payload.includes('"type":"FOREX_CLOSED"'))
    .map((m) => (JSON.parse(m.payload) as { id: number[] }).id);
const pass = async () => {
  await h.app.engine!.pass();
  await settle(h);
};
const buyBtc = (token: string, extra: Record<string, string | number> = {}) =>
  submit(h, token, { type: 1, forex_id: id('BTCUSD'), cont: '0.10', status: 1, multiple: 10, ...extra });

afterEach(async () => {
  await settle(h);
  await expectLedgerHolds(h);
});

describe('pending kinds and expiry', () => {
  it('names each pending order by its target against the price, and fills each when the price reaches it', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    const place = (type: 1 | 2, target: string) => submit(h, t.token, { type, forex_id: id('BTCUSD'), cont: '0.01', status: 0, target_price: target, multiple: 10 });
    const buyLimit = await place(1, '94000.00'); // below the ask
    const buyStop = await place(1, '96000.00'); // above it
    const sellLimit = await place(2, '96500.00'); // above the bid
    const sellStop = await place(2, '93500.00'); // below it
    expect([buyLimit, buyStop, sellLimit, sellStop].map((r) => r.data.Kind)).toEqual(['buy_limit', 'buy_stop', 'sell_limit', 'sell_stop']);
    expect(buyLimit.data).toMatchObject({ Status: 0, Expiry: 'gtc', ExpireTime: 0, Slippage: 0, QuoteTime: 0 });

    setBid(h, 'BTCUSD', '95990.00'); // ask 96010.00: the buy stop
    await settle(h);
    expect((await orderRow(buyStop.data.Id)).status).toBe(1);
    setBid(h, 'BTCUSD', '96500.00'); // the sell limit
    await settle(h);
    expect((await orderRow(sellLimit.data.Id)).status).toBe(1);
    setBid(h, 'BTCUSD', '93980.00'); // ask 94000.00: the buy limit
    await settle(h);
    expect((await orderRow(buyLimit.data.Id)).status).toBe(1);
    setBid(h, 'BTCUSD', '93500.00'); // the sell stop
    await settle(h);
    expect((await orderRow(sellStop.data.Id)).status).toBe(1);
  });

  it('cancels an order at the end of its day or at its date, with reason expired and no fee, also after a restart', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const now = h.now().getTime();
    const endOfDay = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() + 1);
    const inTwoHours = Math.floor(now / 1000) + 7200;
    const place = (extra: Record<string, string | number>) =>
      submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', status: 0, target_price: '90000.00', multiple: 10, ...extra });
    const day = await place({ expiry: 'day' });
    const dated = await place({ expiry: 'date', expire_time: inTwoHours });
    const forever = await place({});
    expect(day.data).toMatchObject({ Expiry: 'day', ExpireTime: endOfDay / 1000 });
    expect(dated.data).toMatchObject({ Expiry: 'date', ExpireTime: inTwoHours });

    // A date in the past, or none with expiry=date, is refused and places nothing.
    const past = await place({ expiry: 'date', expire_time: Math.floor(now / 1000) - 60 });
    expect(past.code).toBe(MESSAGE_CODES.expiry_invalid);
    expect((await place({ expiry: 'date' })).code).toBe(MESSAGE_CODES.expiry_invalid);
    expect((await place({ expiry: 'week' })).code).toBe(MESSAGE_CODES.expiry_invalid);
    expect((await deals(t.token, 0)).data.total).toBe(3);

    // A restart reads the expiries back from the database.
    await h.app.engine!.reindex();
    h.advance(7200 * 1000 + 1000);
    await pass();
    const expired = await orderRow(dated.data.Id);
    expect(expired).toMatchObject({ status: 4, closeReason: 'expired', feeUsd: '0.000000', closePrice: null });
    expect((await orderRow(day.data.Id)).status).toBe(endOfDay <= h.now().getTime() ? 4 : 0);
    h.setTime(new Date(endOfDay + 1000));
    await pass();
    expect(await orderRow(day.data.Id)).toMatchObject({ status: 4, closeReason: 'expired' });
    expect((await orderRow(forever.data.Id)).status).toBe(0);
    expect(closedPushes(t.userId).flat()).toEqual(expect.arrayContaining([dated.data.Id, day.data.Id]));
    const history = await deals(t.token, 3);
    expect(history.data.data.filter((o: { CloseReason: string }) => o.CloseReason === 'expired')).toHaveLength(2);
    // Nothing was charged for orders that never filled.
    const fees = await h.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, t.accountId));
    expect(fees.filter((e) => e.type === 'trade_fee')).toHaveLength(0);
  });
});

describe('trailing stops', () => {
  it('starts a distance from the closing price, follows favourable ticks only, saves its level, and closes through the close path', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const opened = await buyBtc(t.token, { trailing_stop: '500' });
    expect(opened.code, opened.msg).toBe(1);
    expect(opened.data).toMatchObject({ TrailingStop: 500, TargetLossPrice: 94500 }); // bid 95000.00 − 500
    const orderId = opened.data.Id as number;

    setBid(h, 'BTCUSD', '95800.00'); // up 800: the level follows to 95300.00
    setBid(h, 'BTCUSD', '95400.00'); // down: it stays
    await pass();
    expect((await orderRow(orderId)).stopLoss).toBe('95300.0000000000');
    expect((await orderRow(orderId)).status).toBe(1);

    // A restart starts from the saved level, and the stop keeps following from there.
    await h.app.engine!.reindex();
    setBid(h, 'BTCUSD', '96000.00');
    await pass();
    expect((await orderRow(orderId)).stopLoss).toBe('95500.0000000000');

    setBid(h, 'BTCUSD', '95490.00'); // through the level
    await settle(h);
    const closed = await orderRow(orderId);
    expect(closed).toMatchObject({ status: 3, closeReason: 'trailing_stop', closePrice: '95490.0000000000', stopLoss: '95500.0000000000' });
    expect(closedPushes(t.userId)).toContainEqual([orderId]);
    const view = (await deals(t.token, 3)).data.data.find((o: { Id: number }) => o.Id === orderId);
    expect(view).toMatchObject({ CloseReason: 'trailing_stop', ClosedType: 4 });
  });

  it('pushes the level a trailing stop moved to, so the app draws the stop where it is', async () => {
    const t = await demoTrader(h);
    appOpen(h, t.userId);
    setBid(h, 'BTCUSD', '95000.00');
    const opened = await buyBtc(t.token, { trailing_stop: '500' });
    const orderId = opened.data.Id as number;
    await pass();
    setBid(h, 'BTCUSD', '95700.00'); // up 700: the level follows to 95200.00
    await pass();
    const pushes = h
      .published()
      .filter((m) => m.topic === `USER.${t.userId}` && m.payload.includes('"type":"FOREX_TRADE"'))
      .map((m) => JSON.parse(m.payload) as { TransOrder: { Id: number; TargetLossPrice: number }[] });
    expect(pushes.at(-1)!.TransOrder.find((o) => o.Id === orderId)).toMatchObject({ TargetLossPrice: 95200 });
  });

  it('follows a sell with the ask, and starts on a pending order when it fills', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    const sold = await submit(h, t.token, { type: 2, forex_id: id('BTCUSD'), cont: '0.10', status: 1, multiple: 10, trailing_stop: '300' });
    expect(sold.data).toMatchObject({ TargetLossPrice: 95320 }); // ask 95020.00 + 300
    const pending = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', status: 0, target_price: '94000.00', multiple: 10, trailing_stop: '200' });
    expect(pending.data).toMatchObject({ TrailingStop: 200, TargetLossPrice: 0 });
    setBid(h, 'BTCUSD', '93980.00'); // ask 94000.00: the buy limit fills; the sell's level follows the ask to 94300.00
    await settle(h);
    const filled = await orderRow(pending.data.Id);
    expect(filled).toMatchObject({ status: 1, stopLoss: '93780.0000000000' }); // bid 93980.00 − 200
    await pass();
    expect((await orderRow(sold.data.Id)).stopLoss).toBe('94300.0000000000');
  });

  it('refuses a distance that is not a price, and a trailing stop beside a stop-loss', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    expect((await buyBtc(t.token, { trailing_stop: '0.001' })).code).toBe(MESSAGE_CODES.trailing_invalid);
    expect((await buyBtc(t.token, { trailing_stop: '-5' })).code).toBe(MESSAGE_CODES.trailing_invalid);
    expect((await buyBtc(t.token, { trailing_stop: '95000' })).code).toBe(MESSAGE_CODES.trailing_invalid);
    expect((await buyBtc(t.token, { trailing_stop: '500', stop_loss_price: '94000' })).code).toBe(MESSAGE_CODES.trailing_with_stop_loss);
    expect((await deals(t.token, 1)).data.total).toBe(0);
  });

  it('is set and removed on an open position with set_stop_price', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const opened = await buyBtc(t.token);
    const set = await h.get(`/v1/api/forex/set_stop_price?id=${opened.data.Id}&trailing_stop=250&target_profit_price=99000`, { token: t.token });
    expect(set.data).toMatchObject({ TrailingStop: 250, TargetLossPrice: 94750, TargetProfitPrice: 99000 });
    setBid(h, 'BTCUSD', '95500.00');
    await pass();
    expect((await orderRow(opened.data.Id)).stopLoss).toBe('95250.0000000000');
    // A fixed stop-loss replaces it: the level stays where it is put.
    const fixed = await h.get(`/v1/api/forex/set_stop_price?id=${opened.data.Id}&stop_loss_price=94000`, { token: t.token });
    expect(fixed.data).toMatchObject({ TrailingStop: 0, TargetLossPrice: 94000, TargetProfitPrice: 0 });
    setBid(h, 'BTCUSD', '96500.00');
    await pass();
    expect((await orderRow(opened.data.Id)).stopLoss).toBe('94000.0000000000');
  });
});

describe('partial close, close all, break-even', () => {
  it('closes part of a position as an order of its own, keeping the rest open with its margin in proportion', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    const opened = await buyBtc(t.token); // 0.10 lot, margin 950.20, fee 0.9502
    setBid(h, 'BTCUSD', '96020.00');
    const bad = ['0', '0.005', '0.10', '0.095', '1'];
    for (const cont of bad) {
      const reply = await h.get(`/v1/api/forex/close_part?id=${opened.data.Id}&cont=${cont}`, { token: t.token });
      expect(reply.code, cont).toBe(MESSAGE_CODES.partial_lots_invalid);
      expect(reply.msg).toBe('Close between 0.01 and 0.09 lots, in steps of 0.01, leaving at least 0.01 lots open');
    }
    const part = await h.get(`/v1/api/forex/close_part?id=${opened.data.Id}&cont=0.04`, { token: t.token });
    expect(part).toMatchObject({ code: 1, msg: 'Part of the position has been closed' });
    expect(part.data).toMatchObject({ Id: opened.data.Id, Status: 1, Quantity: 0.06, CautionMoney: 570.12 }); // 950.20 − 380.08
    const pieces = await h.database.db.select().from(orders).where(eq(orders.partOf, opened.data.Id));
    expect(pieces).toHaveLength(1);
    // (96020.00 − 95020.00) × 0.04
    expect(pieces[0]).toMatchObject({ status: 3, closeReason: 'partial', lots: '0.040000', profitUsd: '40.000000', marginUsd: '380.080000', feeUsd: '0.000000' });
    // The part is in history; the position stays in the list, and no FOREX_CLOSED names it.
    expect((await deals(t.token, 1)).data.data.map((o: { Id: number }) => o.Id)).toEqual([opened.data.Id]);
    expect((await deals(t.token, 3)).data.data.map((o: { Id: number }) => o.Id)).toEqual([pieces[0]!.id]);
    expect(closedPushes(t.userId).flat()).not.toContain(opened.data.Id);
    const profit = await h.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.refId, String(pieces[0]!.id)));
    expect(profit.map((e) => [e.type, e.amount])).toEqual([['trade_profit', '40.000000']]);
  });

  it('closes all positions, one instrument, the winners or the losers, in one call; a closed market is skipped', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    setBid(h, 'EURUSD', '1.08000');
    const win = await buyBtc(t.token, { cont: '0.01' });
    const lose = await submit(h, t.token, { type: 2, forex_id: id('BTCUSD'), cont: '0.01', status: 1, multiple: 10 });
    const euro = await submit(h, t.token, { type: 1, forex_id: id('EURUSD'), cont: '0.01', status: 1, multiple: 100 });
    const pending = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', status: 0, target_price: '90000.00', multiple: 10 });
    setBid(h, 'BTCUSD', '96000.00'); // the buy wins, the sell loses

    const winners = await h.get('/v1/api/forex/close_all?scope=winners', { token: t.token });
    expect(winners).toMatchObject({ code: 1, msg: '1 positions closed', data: { closed: [win.data.Id], skipped: 0 } });
    // The euro position is a spread under water too.
    const losers = await h.get(`/v1/api/forex/close_all?scope=losers`, { token: t.token });
    expect(losers.data.closed.sort()).toEqual([lose.data.Id, euro.data.Id].sort());
    expect((await h.get('/v1/api/forex/close_all?scope=instrument', { token: t.token })).code).toBe(MESSAGE_CODES.invalid_param);

    const btc = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', status: 1, multiple: 10 });
    const euro2 = await submit(h, t.token, { type: 1, forex_id: id('EURUSD'), cont: '0.01', status: 1, multiple: 100 });
    const btcOnly = await h.get(`/v1/api/forex/close_all?scope=instrument&forex_id=${id('BTCUSD')}`, { token: t.token });
    expect(btcOnly.data).toEqual({ closed: [btc.data.Id], skipped: 0 });
    expect((await orderRow(euro2.data.Id)).status).toBe(1);
    // Pending orders are not positions: close all leaves them.
    expect((await orderRow(pending.data.Id)).status).toBe(0);

    // A stock bought while New York trades cannot be closed after its close: it is skipped.
    h.advance(3 * 3600_000); // 15:00 UTC
    h.app.market.onClock(); // the market's once-a-second look at its schedules
    const stock = await submit(h, t.token, { type: 1, forex_id: id('AAPL'), cont: '1', status: 1, multiple: 5 });
    expect(stock.code, stock.msg).toBe(1);
    h.advance(7 * 3600_000); // 22:00 UTC
    h.app.market.onClock();
    const all = await h.get('/v1/api/forex/close_all', { token: t.token });
    expect(all.data).toEqual({ closed: [euro2.data.Id], skipped: 1 });
    expect((await orderRow(stock.data.Id)).status).toBe(1);
  });

  it("closes by side with the family's batch_Close_by_type", async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const buy = await buyBtc(t.token, { cont: '0.01' });
    const sell = await submit(h, t.token, { type: 2, forex_id: id('BTCUSD'), cont: '0.01', status: 1, multiple: 10 });
    const buys = await h.get(`/v1/api/forex/batch_Close_by_type?type=1&forex_id=-1`, { token: t.token });
    expect(buys).toMatchObject({ code: 1, data: [buy.data.Id] });
    expect((await orderRow(sell.data.Id)).status).toBe(1);
    const rest = await h.post('/v1/api/forex/batch_Close_by_type', { type: 0, forex_id: id('BTCUSD') }, { token: t.token });
    expect(rest.data).toEqual([sell.data.Id]);
  });

  it('moves the stop-loss to the open price once the position is in profit, and removes a trailing stop', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00: the buy opens there, under water by the spread
    const opened = await buyBtc(t.token, { trailing_stop: '1000' });
    const early = await h.get(`/v1/api/forex/break_even?id=${opened.data.Id}`, { token: t.token });
    expect(early.code).toBe(MESSAGE_CODES.break_even_not_in_profit);
    setBid(h, 'BTCUSD', '95100.00');
    const even = await h.get(`/v1/api/forex/break_even?id=${opened.data.Id}`, { token: t.token });
    expect(even).toMatchObject({ code: 1, data: { TargetLossPrice: 95020, TrailingStop: 0 } });
    setBid(h, 'BTCUSD', '95020.00');
    await settle(h);
    expect(await orderRow(opened.data.Id)).toMatchObject({ status: 3, closeReason: 'stop_loss', profitUsd: '0.000000' });
  });
});

describe('the fill receipt', () => {
  it('keeps the price asked for, the price filled, the slippage and the quote time on the order', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const quoteTime = h.app.market.quote(id('BTCUSD'))!.timeMs;
    const opened = await buyBtc(t.token);
    expect(opened.data).toMatchObject({ OriginPrice: 95020, Price: 95020, Slippage: 0, QuoteTime: quoteTime, Kind: 'market' });
    // A pending order fills at the quote of the tick that reached it, beyond its target through a gap.
    const pending = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.01', status: 0, target_price: '94500.00', multiple: 10 });
    setBid(h, 'BTCUSD', '94400.00'); // ask 94420.00: 80.00 better than asked
    await settle(h);
    const filled = (await deals(t.token, 1)).data.data.find((o: { Id: number }) => o.Id === pending.data.Id);
    expect(filled).toMatchObject({ OriginPrice: 94500, Price: 94420, Slippage: 80, QuoteTime: h.app.market.quote(id('BTCUSD'))!.timeMs });
  });
});

describe('nobody touches another trader’s positions', () => {
  it('answers order_not_found for another’s id, and bulk closes stay within the caller’s account', async () => {
    const owner = await demoTrader(h);
    const other = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    const mine = await buyBtc(owner.token);
    setBid(h, 'BTCUSD', '96000.00');
    for (const path of [`/v1/api/forex/close_part?id=${mine.data.Id}&cont=0.01`, `/v1/api/forex/break_even?id=${mine.data.Id}`]) {
      expect((await h.get(path, { token: other.token })).code, path).toBe(MESSAGE_CODES.order_not_found);
    }
    for (const path of ['/v1/api/forex/close_all', `/v1/api/forex/close_all?scope=instrument&forex_id=${id('BTCUSD')}`, '/v1/api/forex/batch_Close_by_type?type=0']) {
      const reply = await h.get(path, { token: other.token });
      expect(reply.code, path).toBe(1);
      expect(reply.data.closed ?? reply.data).toEqual([]);
    }
    expect(await orderRow(mine.data.Id)).toMatchObject({ status: 1, lots: '0.100000', stopLoss: null });
  });
});
