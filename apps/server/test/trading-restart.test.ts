/**
 * Restart safety with real processes: the server (src/main.ts) runs as a child on its own data
 * (a PGlite folder, or with DATABASE_URL a PostgreSQL database created for this file and dropped
 * after), is killed with SIGKILL while a burst of submissions, closes and cancels is in flight,
 * and is started again on the same data.
 *
 * The simulator keeps running (MARKET_FEED=none would also stop the engine and the tick endpoint:
 * that node only mirrors another): it moves BTCUSD by about 0.01 % in the seconds a step takes,
 * and every level here is at least 1.8 % from any price this test pushes, so only the pushed ticks
 * (POST /api/feed/tick) reach them.
 *
 * After the restart: every order committed before the kill is there, unchanged unless the burst
 * closed it; nothing is half-done (an opened order has exactly its fee entry, a closed one exactly
 * its profit entry, each balance is the sum of its entries); and pushed ticks across every level
 * fill each pending order once and close each position at its stop-loss or take-profit once — the
 * engine rebuilt its index from the database.
 *
 * BTCUSD: 2 decimals, spread 20.00 (2000 units), 1 coin per lot; every order is 0.01 lot at 10×.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { bucketStart, PERIODS } from '@leverline/domain';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { accounts, ledgerEntries, orders } from '../src/db/schema.js';
import { seed } from '../src/db/seed.js';
import { allInstruments, seedCatalogue, upsertCandles, type CandleRow } from '../src/modules/market/market.repo.js';
import { killAll, startServer, stopServer, type ServerProcess } from './support/server-process.js';
import { micros } from './support/trading.js';

const FEED_TOKEN = 'restart-test-feed-token-0123456789';
const PG_BASE = process.env.DATABASE_URL;
const PG_NAME = `leverline_restart_${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leverline-restart-'));
const pgDir = path.join(dataDir, 'pgdata');
/** 95000.00, where the first process starts BTCUSD. */
const START_UNITS = 9_500_000;
const SPREAD_UNITS = 2000;
const units = (price: string | number) => Math.round(Number(price) * 100);

function pgUrl(): string {
  const url = new URL(PG_BASE!);
  url.pathname = `/${PG_NAME}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: PG_BASE });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function openData(): Promise<Database> {
  return PG_BASE ? openPostgres(pgUrl(), 2) : openPglite(pgDir);
}

/**
 * The data the first process starts on: migrated, seeded, with the catalogue and one candle per
 * series (BTCUSD's at 95000.00), so the server does not spend ~20 s drawing candle history.
 * Returns the id of BTCUSD.
 */
async function prepareData(): Promise<number> {
  let database: Database;
  if (PG_BASE) {
    await admin(`drop database if exists ${PG_NAME} with (force)`);
    await admin(`create database ${PG_NAME}`);
    database = await openPostgres(pgUrl(), 2);
    await seed(database.db, new Date());
  } else {
    database = await openPglite(pgDir, { loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) });
  }
  try {
    await seedCatalogue(database.db);
    const nowSec = Math.floor(Date.now() / 1000);
    const rows: CandleRow[] = [];
    let btc = 0;
    for (const row of await allInstruments(database.db)) {
      if (row.code === 'BTCUSD') btc = row.id;
      const close = row.code === 'BTCUSD' ? START_UNITS : row.simPriceUnits;
      for (const period of PERIODS) rows.push({ instrumentId: row.id, period, time: bucketStart(period, nowSec), open: close, high: close, low: close, close, volume: 1 });
    }
    await upsertCandles(database.db, rows);
    expect(btc).toBeGreaterThan(0);
    return btc;
  } finally {
    await database.close();
  }
}

const serverEnv = (): Record<string, string> => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: PG_BASE ? pgUrl() : '',
  FEED_PUSH_TOKEN: FEED_TOKEN,
  MARKET_FEED: 'simulator',
  LOG_LEVEL: 'warn',
  REDIS_URL: '',
  SMTP_URL: '',
});

// ---- the API -----------------------------------------------------------------------------------

interface Reply {
  code: number;
  msg: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

interface ApiOrder {
  Id: number;
  OrderType: 1 | 2;
  OriginPrice: number;
  Price: number;
  TargetLossPrice: number;
  TargetProfitPrice: number;
  /** 4: a pending order cancelled or expired. */
  Status: 0 | 1 | 3 | 4;
  CloseReason: string | null;
  CautionMoney: number;
  TradeFee: number;
  FactProfits: number;
}

interface ApiRecord {
  Id: number;
  Value: number;
  Balance: number;
  Type: number;
  Memo: string;
}

async function call(server: ServerProcess, url: string, token?: string): Promise<Reply> {
  const res = await fetch(`${server.url}${url}`, { headers: { lang: 'en', ...(token ? { authorization: token } : {}) } });
  return (await res.json()) as Reply;
}

async function pushTick(server: ServerProcess, price: string): Promise<void> {
  const res = await fetch(`${server.url}/api/feed/tick`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-feed-token': FEED_TOKEN },
    body: JSON.stringify({ code: 'BTCUSD', price }),
  });
  expect(((await res.json()) as Reply).code, `tick BTCUSD ${price}`).toBe(1);
}

/** Every order of the trader, from the three lists of my_deal. */
async function ordersOf(server: ServerProcess, token: string): Promise<ApiOrder[]> {
  const all: ApiOrder[] = [];
  for (const status of [0, 1, 3]) {
    for (let page = 1; ; page++) {
      const reply = await call(server, `/v1/api/forex/my_deal?status=${status}&page=${page}&page_size=100`, token);
      expect(reply.code).toBe(1);
      all.push(...(reply.data.data as ApiOrder[]));
      if (page * 100 >= (reply.data.total as number)) break;
    }
  }
  return all;
}

/** Every account record of the trader, oldest first. */
async function recordsOf(server: ServerProcess, token: string): Promise<ApiRecord[]> {
  const all: ApiRecord[] = [];
  for (let page = 1; ; page++) {
    const reply = await call(server, `/v1/api/main/accountLog/forexChange?page=${page}`, token);
    expect(reply.code).toBe(1);
    all.push(...(reply.data.list as ApiRecord[]));
    if (all.length >= (reply.data.total as number) || reply.data.list.length === 0) break;
  }
  return all.reverse();
}

/** What of an order does not move with the price. */
const stable = (o: ApiOrder) => {
  const { Id, OrderType, OriginPrice, Price, TargetLossPrice, TargetProfitPrice, Status, CloseReason, CautionMoney, TradeFee } = o;
  return { Id, OrderType, OriginPrice, Price, TargetLossPrice, TargetProfitPrice, Status, CloseReason, CautionMoney, TradeFee };
};

const refOf = (r: ApiRecord) => Number(/#(\d+)$/.exec(r.Memo)?.[1]);

/**
 * What the API says of one trader holds together: no order is listed twice; the records are a
 * running sum from the 10,000 demo credit ending at the balance; each opened order has exactly
 * one fee record of its fee, each closed position exactly one profit record of its profit, and
 * no record names an order that does not exist; the margin held is that of the open orders.
 */
async function expectConsistent(server: ServerProcess, token: string, label: string): Promise<ApiOrder[]> {
  const list = await ordersOf(server, token);
  const byId = new Map(list.map((o) => [o.Id, o]));
  expect(byId.size, `${label}: an order listed twice`).toBe(list.length);
  const records = await recordsOf(server, token);
  expect(records[0], label).toMatchObject({ Type: 6, Value: 10000 });
  let running = 0n;
  for (const r of records) {
    running += micros(r.Value);
    expect(micros(r.Balance), `${label}: record ${r.Id} balance`).toBe(running);
    expect([3, 4, 6], `${label}: record ${r.Id} type`).toContain(r.Type);
    if (r.Type !== 6) expect(byId.has(refOf(r)), `${label}: record ${r.Id} (${r.Memo}) names an order that exists`).toBe(true);
  }
  const detail = (await call(server, '/v1/api/main/account/forexDetail', token)).data;
  expect(micros(detail.balance as number), `${label}: balance is the sum of the records`).toBe(running);
  let margin = 0n;
  for (const o of list) {
    const opened = o.Price !== 0;
    const fees = records.filter((r) => r.Type === 3 && refOf(r) === o.Id);
    const profits = records.filter((r) => r.Type === 4 && refOf(r) === o.Id);
    expect(fees.map((r) => micros(r.Value)), `${label}: fee records of #${o.Id}`).toEqual(opened ? [-micros(o.TradeFee)] : []);
    const realised = o.Status === 3 && opened && micros(o.FactProfits) !== 0n;
    expect(profits.map((r) => micros(r.Value)), `${label}: profit records of #${o.Id}`).toEqual(realised ? [micros(o.FactProfits)] : []);
    if (o.Status === 0 || o.Status === 1) margin += micros(o.CautionMoney);
  }
  expect(micros(detail.current_margin as number), `${label}: margin held`).toBe(margin);
  return list;
}

// ---- orders and what the price path does to them ---------------------------------------------------

interface Template {
  type: 1 | 2;
  status: 0 | 1;
  target?: string;
  sl?: string;
  tp?: string;
}

/** Orders whose levels the path reaches: each of the four stop kinds, and four pending orders. */
const LEVELLED: Template[] = [
  { type: 1, status: 1, sl: '80000.00', tp: '130000.00' }, // buy: stop-loss on the way down
  { type: 1, status: 1, sl: '60000.00', tp: '110000.00' }, // buy: take-profit on the way up
  { type: 2, status: 1, sl: '110000.00', tp: '60000.00' }, // sell: stop-loss on the way up (ask 110000)
  { type: 2, status: 1, sl: '130000.00', tp: '80000.00' }, // sell: take-profit on the way down (ask 80000)
  { type: 1, status: 0, target: '85000.00' }, // buy limit: fills on the way down
  { type: 2, status: 0, target: '105000.00' }, // sell limit: fills on the way up
  { type: 1, status: 0, target: '105000.00' }, // buy stop: fills on the way up
  { type: 2, status: 0, target: '85000.00' }, // sell stop: fills on the way down
];
/** Positions the burst closes and pending orders it cancels (the path never reaches 50000). */
const TO_CLOSE: Template = { type: 1, status: 1 };
const TO_CANCEL: Template = { type: 1, status: 0, target: '50000.00' };

/** Pushed bids: up through 105000 and 110000, then down through 85000 and 80000 (each step under the 10 % band). */
const UP = ['102000.00', '108000.00', '112000.00'];
const DOWN = ['104000.00', '96000.00', '88000.00', '82000.00', '78000.00'];

function submitUrl(btc: number, t: Template): string {
  const q = new URLSearchParams({ type: String(t.type), forex_id: String(btc), cont: '0.01', multiple: '10', status: String(t.status) });
  if (t.target) q.set('target_price', t.target);
  if (t.sl) q.set('stop_loss_price', t.sl);
  if (t.tp) q.set('target_profit_price', t.tp);
  return `/v1/api/forex/submit?${q.toString()}`;
}

interface Expected {
  status: 0 | 1 | 3 | 4;
  reason: string | null;
}

/**
 * Where the engine's rules take an order along pushed bids (in units): a pending order fills at
 * the first tick that reaches its target (a buy's target is compared with the ask); a position's
 * stop-loss or take-profit closes it at the first tick that reaches it (a sell's with the ask).
 * Every pending order here was placed with the bid near 95000, which decides its direction.
 */
function expectedAfter(o: ApiOrder, bids: number[]): Expected {
  const buy = o.OrderType === 1;
  let status = o.Status;
  let reason = o.CloseReason;
  for (const bid of bids) {
    if (status === 0) {
      const target = units(o.OriginPrice);
      const key = buy ? target - SPREAD_UNITS : target;
      if (target > START_UNITS ? bid >= key : bid <= key) status = 1;
      // A level of the filled position waits for the next tick.
      continue;
    }
    if (status !== 1) break;
    const at = buy ? bid : bid + SPREAD_UNITS;
    const sl = o.TargetLossPrice === 0 ? undefined : units(o.TargetLossPrice);
    const tp = o.TargetProfitPrice === 0 ? undefined : units(o.TargetProfitPrice);
    if (sl !== undefined && (buy ? at <= sl : at >= sl)) [status, reason] = [3, 'stop_loss'];
    else if (tp !== undefined && (buy ? at >= tp : at <= tp)) [status, reason] = [3, 'take_profit'];
  }
  return { status, reason };
}

/** Polls the trader's orders until each is as expected (the engine works in another process), or fails listing what is not. */
async function waitFor(server: ServerProcess, token: string, expected: Map<number, Expected>, label: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const list = await ordersOf(server, token);
    const wrong = list
      .filter((o) => {
        const e = expected.get(o.Id);
        return e && (o.Status !== e.status || o.CloseReason !== e.reason);
      })
      .map((o) => ({ id: o.Id, status: o.Status, reason: o.CloseReason, expected: expected.get(o.Id) }));
    if (wrong.length === 0) return;
    if (Date.now() > deadline) expect(wrong, `${label}: orders the engine did not reach`).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---- the test ----------------------------------------------------------------------------------

interface Trader {
  token: string;
  userId: number;
}

type BurstKind = 'submit' | 'close' | 'cancel';
interface BurstCall {
  trader: Trader;
  kind: BurstKind;
  orderId?: number;
  template?: Template;
  url: string;
}
interface Outcome extends BurstCall {
  reply?: Reply;
  lost: boolean;
}

describe('a server killed in the middle of a burst of orders', () => {
  afterAll(async () => {
    await killAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (PG_BASE) await admin(`drop database if exists ${PG_NAME} with (force)`);
  });

  it('keeps every committed order whole, and its engine fires every level once after the restart', { timeout: 120_000 }, async () => {
    const btc = await prepareData();
    let server = await startServer(serverEnv());
    await pushTick(server, '95000.00');

    // Three demo traders, each with every levelled order plus some to close and cancel.
    const traders: Trader[] = [];
    const toClose = new Map<Trader, number[]>();
    const toCancel = new Map<Trader, number[]>();
    for (let i = 0; i < 3; i++) {
      const reply = await call(server, `/api/user/createAccountDemoForU?demo_id=${randomUUID()}`);
      expect(reply.code).toBe(1);
      const trader = { token: reply.data.token as string, userId: reply.data.user.id as number };
      traders.push(trader);
      const placed = async (t: Template) => {
        const r = await call(server, submitUrl(btc, t), trader.token);
        expect(r.code, `${JSON.stringify(t)}: ${r.msg}`).toBe(1);
        return r.data.Id as number;
      };
      for (const t of LEVELLED) await placed(t);
      toClose.set(trader, [await placed(TO_CLOSE), await placed(TO_CLOSE), await placed(TO_CLOSE)]);
      toCancel.set(trader, [await placed(TO_CANCEL), await placed(TO_CANCEL)]);
    }
    const before = new Map<Trader, ApiOrder[]>();
    for (const t of traders) before.set(t, await expectConsistent(server, t.token, 'before the burst'));

    // The burst: every trader submits the levelled orders again, closes three positions (one
    // twice) and cancels two pending orders, all at once; the process dies after the 6th answer.
    const burst: BurstCall[] = traders.flatMap((trader) => {
      const [c1, c2, c3] = toClose.get(trader)!;
      const calls: BurstCall[] = LEVELLED.map((template) => ({ trader, kind: 'submit', template, url: submitUrl(btc, template) }));
      for (const id of [c1!, c2!, c3!, c1!]) calls.push({ trader, kind: 'close', orderId: id, url: `/v1/api/forex/close?id=${id}` });
      for (const id of toCancel.get(trader)!) calls.push({ trader, kind: 'cancel', orderId: id, url: `/v1/api/forex/cancel_trade?id=${id}` });
      return calls;
    });
    let answered = 0;
    let enough!: () => void;
    const sixAnswered = new Promise<void>((resolve) => (enough = resolve));
    const inFlight = burst.map(
      (c): Promise<Outcome> =>
        call(server, c.url, c.trader.token).then(
          (reply) => {
            if (++answered === 6) enough();
            return { ...c, reply, lost: false };
          },
          () => ({ ...c, lost: true }),
        ),
    );
    await sixAnswered;
    expect(await stopServer(server, 'SIGKILL')).toBeNull();
    const outcomes = await Promise.all(inFlight);
    const lost = outcomes.filter((o) => o.lost);
    expect(lost.length, 'the kill landed while requests were in flight').toBeGreaterThan(0);
    for (const o of outcomes.filter((x) => !x.lost)) {
      // A close sent twice finds the position closed by the first.
      expect([1, ...(o.kind === 'close' ? [MESSAGE_CODES.order_not_open] : [])], `${o.url}: ${o.reply!.msg}`).toContain(o.reply!.code);
    }

    server = await startServer(serverEnv());
    const after = new Map<Trader, ApiOrder[]>();
    for (const trader of traders) {
      const label = `after the restart, user ${trader.userId}`;
      const list = await expectConsistent(server, trader.token, label);
      after.set(trader, list);
      const byId = new Map(list.map((o) => [o.Id, o]));
      const mine = outcomes.filter((o) => o.trader === trader);
      // Every order open before the burst is still there; untouched ones are unchanged.
      for (const old of before.get(trader)!) {
        const now = byId.get(old.Id);
        expect(now, `${label}: #${old.Id} survived`).toBeDefined();
        const ends = mine.filter((o) => o.orderId === old.Id);
        const confirmed = ends.some((o) => o.reply?.code === 1);
        if (ends.length === 0) expect(stable(now!), `${label}: #${old.Id} untouched`).toEqual(stable(old));
        else if (confirmed) expect(now, `${label}: #${old.Id} was ended`).toMatchObject(ends[0]!.kind === 'close' ? { Status: 3, CloseReason: 'user' } : { Status: 4, CloseReason: 'cancel' });
        else expect([old.Status, old.Status === 0 ? 4 : 3], `${label}: #${old.Id} ended or not`).toContain(now!.Status);
      }
      // Every confirmed submission is there as it was answered; unanswered ones are there or not.
      const known = new Set(before.get(trader)!.map((o) => o.Id));
      for (const o of mine.filter((x) => x.kind === 'submit' && x.reply?.code === 1)) {
        expect(byId.get(o.reply!.data.Id as number), `${label}: confirmed #${o.reply!.data.Id} survived`).toMatchObject({ Status: o.template!.status });
        known.add(o.reply!.data.Id as number);
      }
      const unknown = list.filter((o) => !known.has(o.Id));
      const unanswered = mine.filter((o) => o.kind === 'submit' && o.lost);
      expect(unknown.length, `${label}: orders that no submission accounts for`).toBeLessThanOrEqual(unanswered.length);
      for (const o of unknown) {
        const matches = unanswered.some(
          (u) =>
            u.template!.type === o.OrderType &&
            (u.template!.target === undefined || Number(u.template!.target) === o.OriginPrice) &&
            Number(u.template!.sl ?? 0) === o.TargetLossPrice &&
            Number(u.template!.tp ?? 0) === o.TargetProfitPrice,
        );
        expect(matches, `${label}: #${o.Id} is one of the unanswered submissions`).toBe(true);
      }
    }

    // Across every level: up, then down. The engine of the new process knows only the database.
    const bidsUp = UP.map(units);
    const bidsAll = [...bidsUp, ...DOWN.map(units)];
    const predict = (bids: number[]) =>
      new Map(traders.map((t) => [t, new Map(after.get(t)!.map((o) => [o.Id, expectedAfter(o, bids)] as const))] as const));
    const upExpected = predict(bidsUp);
    const finalExpected = predict(bidsAll);
    for (const price of UP) await pushTick(server, price);
    for (const t of traders) await waitFor(server, t.token, upExpected.get(t)!, `up, user ${t.userId}`);
    for (const price of DOWN) await pushTick(server, price);
    for (const t of traders) await waitFor(server, t.token, finalExpected.get(t)!, `down, user ${t.userId}`);

    let fills = 0;
    let closes = 0;
    for (const trader of traders) {
      const label = `after the path, user ${trader.userId}`;
      const list = await expectConsistent(server, trader.token, label);
      const start = new Map(after.get(trader)!.map((o) => [o.Id, o]));
      for (const o of list) {
        const was = start.get(o.Id)!;
        const e = finalExpected.get(trader)!.get(o.Id)!;
        expect(o, `${label}: #${o.Id}`).toMatchObject({ Status: e.status, CloseReason: e.reason });
        if (was.Status === 0 && o.Status !== 0) fills++;
        if (was.Status !== 3 && o.Status === 3) closes++;
      }
      // Each trader's pending orders the path reaches all filled; every stop kind closed something.
      expect(list.filter((o) => o.Status === 0).every((o) => o.OriginPrice === Number(TO_CANCEL.target)), label).toBe(true);
      for (const reason of ['stop_loss', 'take_profit']) expect(list.some((o) => o.CloseReason === reason), `${label}: ${reason}`).toBe(true);
    }
    // 3 traders × (at least 4 pending orders filled, 4 positions closed) from before the burst alone.
    expect(fills).toBeGreaterThanOrEqual(12);
    expect(closes).toBeGreaterThanOrEqual(12);

    expect(await stopServer(server), `graceful stop:\n${server.output()}`).toBe(0);

    // The database itself, with no server on it.
    const database = await openData();
    try {
      const db = database.db;
      for (const account of await db.select().from(accounts)) {
        const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id)).orderBy(ledgerEntries.id);
        let running = 0n;
        for (const e of entries) {
          running += micros(e.amount);
          expect(micros(e.balanceAfter), `entry ${e.id} balance_after`).toBe(running);
        }
        expect(micros(account.balance), `account ${account.id} balance`).toBe(running);
        let model = 0n;
        for (const order of await db.select().from(orders).where(eq(orders.accountId, account.id))) {
          const mine = entries.filter((e) => e.refType === 'order' && e.refId === String(order.id));
          const fee = mine.filter((e) => e.type === 'trade_fee').map((e) => micros(e.amount));
          const profit = mine.filter((e) => e.type === 'trade_profit').map((e) => micros(e.amount));
          const opened = order.openedAt !== null;
          expect(fee, `order ${order.id} fee entries`).toEqual(opened ? [-micros(order.feeUsd)] : []);
          const realised = order.status === 3 && opened && micros(order.profitUsd ?? '0') !== 0n;
          expect(profit, `order ${order.id} profit entries`).toEqual(realised ? [micros(order.profitUsd!)] : []);
          expect(order.closedAt !== null, `order ${order.id} closed_at (closed or cancelled)`).toBe(order.status === 3 || order.status === 4);
          model += fee.reduce((a, b) => a + b, 0n) + profit.reduce((a, b) => a + b, 0n);
        }
        // 10000 − Σ fees of opened orders + Σ realised profits.
        expect(micros(account.balance), `account ${account.id} from its orders`).toBe(10_000_000_000n + model);
      }
    } finally {
      await database.close();
    }
  });

  it('keeps a trailing stop where it had moved to, and cancels a pending order whose expiry passed while it was down', { timeout: 120_000 }, async () => {
    fs.rmSync(pgDir, { recursive: true, force: true });
    const btc = await prepareData();
    let server = await startServer(serverEnv());
    await pushTick(server, '95000.00');
    const reply = await call(server, `/api/user/createAccountDemoForU?demo_id=${randomUUID()}`);
    const token = reply.data.token as string;

    // A position whose stop trails 1000.00 behind the bid, and a pending order that expires in 20 s.
    const trailing = await call(server, `/v1/api/forex/submit?type=1&status=1&forex_id=${btc}&cont=0.01&multiple=10&trailing_stop=1000.00`, token);
    expect(trailing.code, trailing.msg).toBe(1);
    const expireTime = Math.ceil(Date.now() / 1000) + 20;
    const expiring = await call(server, `/v1/api/forex/submit?type=1&status=0&forex_id=${btc}&cont=0.01&multiple=10&target_price=50000.00&expiry=date&expire_time=${expireTime}`, token);
    expect(expiring.code, expiring.msg).toBe(1);
    const find = async (id: number) => (await ordersOf(server, token)).find((o) => o.Id === id)!;
    const startLevel = (await find(trailing.data.Id as number)).TargetLossPrice;
    expect(startLevel).toBeLessThan(94_100);

    // The bid rises 2 %: the stop follows to about 96000.00, and a pass saves it.
    await pushTick(server, '97000.00');
    const deadline = Date.now() + 15_000;
    let saved = startLevel;
    while (saved < 96_000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      saved = (await find(trailing.data.Id as number)).TargetLossPrice;
    }
    expect(saved, 'the moved level is saved').toBeGreaterThanOrEqual(96_000);
    expect((await find(expiring.data.Id as number)).Status, 'still pending before the kill').toBe(0);
    expect(await stopServer(server, 'SIGKILL')).toBeNull();

    server = await startServer(serverEnv());
    // Between where the stop started and where it moved: only the saved level closes the position.
    await pushTick(server, '95500.00');
    // The expiry falls while the server is down or soon after it is back.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expireTime * 1000 - Date.now())));
    const wanted = new Map([
      [trailing.data.Id as number, { status: 3 as const, reason: 'trailing_stop' }],
      [expiring.data.Id as number, { status: 4 as const, reason: 'expired' }],
    ]);
    await waitFor(server, token, wanted, 'after the restart');
    expect((await find(trailing.data.Id as number)).TargetLossPrice, 'closed at the level it had moved to').toBe(saved);
    expect(Date.now(), 'expired no earlier than its time').toBeGreaterThanOrEqual(expireTime * 1000);
    await expectConsistent(server, token, 'after the restart');
    expect(await stopServer(server)).toBe(0);
  });
});
