#!/usr/bin/env node
/**
 * Per-tick cost of finding the stop-losses, take-profits and pending targets a tick reaches, and of
 * moving the trailing stops, with 100,000 open orders, against the naive linear scan over all of them, in the same run.
 *
 *   npm run bench:triggers
 *   (= node --conditions=source --import tsx --expose-gc bench/triggers.ts; about 50 s on 2 quiet cores)
 *
 * Options: --orders 100000  --ticks 200000  --scan-ticks 5000  --engine-ticks 50000
 *          --range-pct 5 (levels uniform within this distance of the price)  --per-account 10
 *          --trailing-every 10 (one order in this many trails)
 *          --seed 20261121  --layouts one,spread  --json out.json
 *
 * Layouts: `one` puts every order on BTCUSD (the worst case: one index holds them all); `spread`
 * spreads them evenly over the 46 catalogue instruments.
 *
 * * Ticks: the server's own simulator step (gbmStep, modules/market/simulator.ts) with each
 *   instrument's catalogue price, volatility and tick interval, seeded and generated up front, the
 *   same for every method. With `spread` an instrument ticks with probability ∝ 1/tickMs.
 * * Orders: one in ten a position with a trailing stop (distance uniform within range-pct; only
 *   the engine moves them, see TRAILING_EVERY); of the rest, 75 % holding positions (60 % with SL
 *   and TP, 25 % SL only, 15 % TP only), 25 % pending
 *   limit/stop orders, buy or sell, each level uniform within ±range-pct of the price. An order
 *   that fires gets fresh levels around the price of that moment, drawn from its id and how often
 *   it fired, so every method sees the same orders and the population stays at --orders.
 *
 * Methods, each from the same initial state over the same ticks:
 *  1. TriggerIndex (apps/server/src/modules/trading/trigger-index.ts, the real class), one per
 *     instrument, keys made as TradingEngine.index makes them. A fired order's other entry goes
 *     stale (generation bump), its new levels are added, then sweep() as the engine calls it.
 *     Timed per tick: crossed() alone, and crossed() + re-adding + sweep (drawing the fresh levels
 *     and updating the typed-array baseline are left out: they are the benchmark's, not the index's).
 *  2. TradingEngine.onTick (trading.engine.ts, the real engine) with minimal collaborators: a
 *     market answering quote(), a service whose fill/trigger give the order new levels, and a
 *     drizzle pg-proxy database answering the engine's own queries from memory (allOpenOrders at
 *     reindex(); the account and its open orders at each reload). Timed: onTick() (the hot path,
 *     what every tick runs). The executions and reloads it queues run untimed before the next
 *     tick (in production they wait on the database). --engine-ticks ticks (it is slower to drive).
 *  3. Baselines, on --scan-ticks ticks sampled evenly over the stream (a second pass replays the
 *     index untimed and, at each sampled tick, first times the scans over the same orders):
 *     - linear scan: for each order object, compare its levels with the bid/ask (what a first
 *       implementation does);
 *     - typed-array scan: the same over Float64Arrays (the fastest a linear scan gets in JS).
 *     The scans only find what fired; they are compared with crossed() ("find") and with
 *     crossed() + re-add + sweep (everything the index does per tick) on the same ticks.
 * The sets fired must agree: the scan's with the index's on every sampled tick, the engine's count
 * with the index's on every tick. GC pauses are recorded (perf_hooks) and the ticks they overlap
 * counted, so outliers can be told apart from the index's own work.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { getTableColumns } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pg-proxy';
import type { FastifyBaseLogger } from 'fastify';
import { unitsToText } from '@leverline/domain';
import type { Db } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema.js';
import { INSTRUMENTS } from '../apps/server/src/modules/market/catalogue.js';
import type { MarketService } from '../apps/server/src/modules/market/market.service.js';
import { gaussian, gbmStep, mulberry32 } from '../apps/server/src/modules/market/simulator.js';
import type { SettingsService } from '../apps/server/src/modules/settings/settings.service.js';
import { TradingEngine } from '../apps/server/src/modules/trading/trading.engine.js';
import type { OrderRow, TradingService } from '../apps/server/src/modules/trading/trading.service.js';
import { TriggerIndex, type TriggerEntry, type TriggerKind } from '../apps/server/src/modules/trading/trigger-index.js';
import type { Bus } from '../apps/server/src/platform/bus.js';

const { values: opts } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    ticks: { type: 'string', default: '200000' },
    'scan-ticks': { type: 'string', default: '5000' },
    'engine-ticks': { type: 'string', default: '50000' },
    'range-pct': { type: 'string', default: '5' },
    'per-account': { type: 'string', default: '10' },
    'trailing-every': { type: 'string', default: '10' },
    seed: { type: 'string', default: '20261121' },
    layouts: { type: 'string', default: 'one,spread' },
    json: { type: 'string' },
  },
});
const ORDERS = Number(opts.orders);
const TICKS = Number(opts.ticks);
const SCAN_EVERY = Math.max(1, Math.floor(TICKS / Math.max(1, Number(opts['scan-ticks']))));
const ENGINE_TICKS = Math.min(TICKS, Number(opts['engine-ticks']));
const RANGE = Number(opts['range-pct']) / 100;
const PER_ACCOUNT = Number(opts['per-account']);
const SEED = Number(opts.seed);
const PENDING_SHARE = 0.25;
/**
 * Every tenth order is a position with a trailing stop. Only the engine moves trailing stops (the
 * index keeps fixed levels), so in the index's method they wait for nothing; the engine counts the
 * ones that fire apart, and re-levels them as trailing stops again, so the other orders stay the
 * same in both methods and their firings are compared tick by tick.
 */
const TRAILING_EVERY = Number(opts['trailing-every']);

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const now = () => process.hrtime.bigint();

// ---- GC pauses, on the hrtime clock ---------------------------------------------------------------

const gcPauses: { startNs: number; endNs: number }[] = [];
// performance.now() is hrtime since timeOrigin; this maps one onto the other.
const hrBase = Number(now()) - performance.now() * 1e6;
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    gcPauses.push({ startNs: hrBase + e.startTime * 1e6, endNs: hrBase + (e.startTime + e.duration) * 1e6 });
}).observe({ entryTypes: ['gc'] });
const drainObserver = () => new Promise((r) => setTimeout(r, 20));

/** Which ticks overlapped a GC pause, given each tick's start (ns) and duration (ns). */
function gcHits(
  startNs: Float64Array,
  durNs: Float64Array,
): { hit: Uint8Array; pauses: number; pauseMs: number } {
  const hit = new Uint8Array(startNs.length);
  const first = startNs[0] ?? 0;
  const last = (startNs[startNs.length - 1] ?? 0) + (durNs[durNs.length - 1] ?? 0);
  const pauses = gcPauses.filter((p) => p.endNs >= first && p.startNs <= last);
  let j = 0;
  for (const p of pauses.sort((a, b) => a.startNs - b.startNs)) {
    while (j < startNs.length && startNs[j]! + durNs[j]! < p.startNs) j++;
    for (let i = j; i < startNs.length && startNs[i]! <= p.endNs; i++) hit[i] = 1;
  }
  return { hit, pauses: pauses.length, pauseMs: pauses.reduce((s, p) => s + (p.endNs - p.startNs) / 1e6, 0) };
}

// ---- instruments and the tick stream -------------------------------------------------------------

interface Inst {
  id: number;
  code: string;
  digits: number;
  spread: number;
  volatility: number;
  tickMs: number;
  startUnits: number;
}

const CATALOGUE: Inst[] = INSTRUMENTS.map((s, i) => ({
  id: i + 1,
  code: s.code,
  digits: s.pricePrecision,
  spread: s.spreadUnits,
  volatility: s.volatility,
  tickMs: s.tickMs,
  startUnits: Math.round(s.price * 10 ** s.pricePrecision),
}));

interface Stream {
  inst: Int32Array; // index into the layout's instruments
  bid: Float64Array;
}

function tickStream(insts: Inst[], count: number, seed: number): Stream {
  const random = mulberry32(seed);
  const total = insts.reduce((s, i) => s + 1 / i.tickMs, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const i of insts) cumulative.push((sum += 1 / i.tickMs / total));
  const last = insts.map((i) => i.startUnits);
  const stream: Stream = { inst: new Int32Array(count), bid: new Float64Array(count) };
  for (let t = 0; t < count; t++) {
    let k = 0;
    if (insts.length > 1) {
      const u = random();
      while (k < insts.length - 1 && u > cumulative[k]!) k++;
    }
    const inst = insts[k]!;
    last[k] = gbmStep(last[k]!, inst.volatility, inst.tickMs, gaussian(random));
    stream.inst[t] = k;
    stream.bid[t] = last[k]!;
  }
  return stream;
}

// ---- orders ---------------------------------------------------------------------------------------

/**
 * One open order. Levels are in price units of the price they are compared with: the bid for a
 * buy's SL/TP and a sell's target, the ask for a sell's SL/TP and a buy's target. NaN = none.
 */
interface BenchOrder {
  id: number;
  accountId: number;
  k: number; // instrument index in the layout
  buy: boolean;
  pending: boolean;
  triggerAbove: boolean;
  /** A trailing stop's distance in price units; NaN for none (then sl, tp or target hold levels). */
  trail: number;
  sl: number;
  tp: number;
  target: number;
  /** How many times it fired (seeds its next levels). */
  version: number;
}

/** Gives `o` new levels around `bid`, from its id and version only (the same in every method). */
function relevel(o: BenchOrder, inst: Inst, bid: number): void {
  const random = mulberry32((Math.imul(o.id, 2_654_435_761) ^ Math.imul(o.version + 1, 40_503) ^ SEED) >>> 0);
  const range = Math.max(2, Math.round(bid * RANGE));
  const s = inst.spread;
  o.buy = random() < 0.5;
  o.pending = random() < PENDING_SHARE;
  o.sl = o.tp = o.target = o.trail = NaN;
  o.triggerAbove = false;
  if (o.id % TRAILING_EVERY === 0) {
    o.pending = false;
    o.trail = 1 + Math.floor(random() * range);
  } else if (o.pending) {
    o.triggerAbove = random() < 0.5;
    const d = 1 + Math.floor(random() * range);
    const key = o.triggerAbove ? bid + d : Math.max(1, bid - d);
    o.target = o.buy ? key + s : key; // a buy fills at the ask
  } else {
    const r = random();
    const d1 = 1 + Math.floor(random() * range);
    const d2 = 1 + Math.floor(random() * range);
    if (r < 0.85) o.sl = o.buy ? Math.max(1, bid - d1) : bid + d1 + s;
    if (r >= 0.25) o.tp = o.buy ? bid + d2 : Math.max(1, bid - d2) + s;
  }
  o.version++;
}

function population(insts: Inst[]): BenchOrder[] {
  const orders: BenchOrder[] = [];
  for (let n = 0; n < ORDERS; n++) {
    const k = n % insts.length;
    const o: BenchOrder = {
      id: n + 1,
      accountId: Math.floor(n / PER_ACCOUNT) + 1,
      k,
      buy: true,
      pending: false,
      triggerAbove: false,
      trail: NaN,
      sl: NaN,
      tp: NaN,
      target: NaN,
      version: 0,
    };
    relevel(o, insts[k]!, insts[k]!.startUnits);
    orders.push(o);
  }
  return orders;
}

/** The naive baseline: every order's levels against the bid and ask. */
function linearScan(orders: BenchOrder[], k: number, bid: number, ask: number): BenchOrder[] {
  const hits: BenchOrder[] = [];
  for (const o of orders) {
    if (o.k !== k) continue;
    let hit: boolean;
    if (o.pending)
      hit = o.buy
        ? o.triggerAbove
          ? ask >= o.target
          : ask <= o.target
        : o.triggerAbove
          ? bid >= o.target
          : bid <= o.target;
    else hit = o.buy ? bid <= o.sl || bid >= o.tp : ask >= o.sl || ask <= o.tp;
    if (hit) hits.push(o);
  }
  return hits;
}

/** The same scan over typed arrays: per order, the bid level at or under which it fires and the
 *  one at or over which it fires (ask levels moved down by the spread), NaN for none. */
class TypedScan {
  readonly k: Int32Array;
  readonly lo: Float64Array;
  readonly hi: Float64Array;
  constructor(n: number) {
    this.k = new Int32Array(n);
    this.lo = new Float64Array(n);
    this.hi = new Float64Array(n);
  }
  set(i: number, o: BenchOrder, spread: number): void {
    this.k[i] = o.k;
    this.lo[i] = this.hi[i] = NaN;
    if (o.pending) {
      const key = o.buy ? o.target - spread : o.target;
      if (o.triggerAbove) this.hi[i] = key;
      else this.lo[i] = key;
    } else if (o.buy) {
      this.lo[i] = o.sl;
      this.hi[i] = o.tp;
    } else {
      this.hi[i] = o.sl - spread;
      this.lo[i] = o.tp - spread;
    }
  }
  scan(k: number, bid: number, out: number[]): void {
    const { k: ks, lo, hi } = this;
    for (let i = 0; i < ks.length; i++) {
      if (ks[i] === k && (bid <= lo[i]! || bid >= hi[i]!)) out.push(i);
    }
  }
}

// ---- statistics ---------------------------------------------------------------------------------------

interface Figures {
  ticks: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  mean: number;
  firedPerTick: number;
}

/** Figures (µs) of the samples (ns), optionally only where `keep` is 1. */
function figures(samplesNs: Float64Array, fired: number, keep?: Uint8Array): Figures {
  let values = samplesNs;
  if (keep) values = samplesNs.filter((_v, i) => keep[i] === 1);
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  const at = (q: number) => (n === 0 ? NaN : sorted[Math.min(n - 1, Math.floor(q * n))]! / 1000);
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    ticks: n,
    p50: at(0.5),
    p99: at(0.99),
    p999: at(0.999),
    max: n ? sorted[n - 1]! / 1000 : NaN,
    mean: sum / n / 1000,
    firedPerTick: fired / n,
  };
}

const pick = (samples: Float64Array, ticks: Int32Array) => Float64Array.from(ticks, (t) => samples[t]!);

// ---- method 1: the TriggerIndex, and the baselines beside it --------------------------------------------

function runIndex(insts: Inst[], stream: Stream, ticks: number, withScans: boolean) {
  const orders = population(insts);
  const gens = new Int32Array(ORDERS + 1);
  let generation = 0;
  const entriesOf = new Int8Array(ORDERS + 1);
  const isLive = (orderId: number, gen: number) => gens[orderId] === gen;
  const indexes = insts.map(() => new TriggerIndex(isLive));
  const live = new Int32Array(insts.length);
  const typed = withScans ? new TypedScan(ORDERS) : undefined;

  // As TradingEngine.index: keys in bid units; levels compared with the ask move down by the spread.
  const add = (o: BenchOrder) => {
    const idx = indexes[o.k]!;
    const s = insts[o.k]!.spread;
    const gen = ++generation;
    gens[o.id] = gen;
    const at = (key: number, kind: TriggerKind): TriggerEntry => ({ key, orderId: o.id, accountId: o.accountId, kind, gen });
    let n = 0;
    if (o.pending) {
      const key = o.buy ? o.target - s : o.target;
      if (o.triggerAbove) idx.addAbove(at(key, 'fill'));
      else idx.addBelow(at(key, 'fill'));
      n = 1;
    } else {
      if (!Number.isNaN(o.sl)) {
        if (o.buy) idx.addBelow(at(o.sl, 'stop_loss'));
        else idx.addAbove(at(o.sl - s, 'stop_loss'));
        n++;
      }
      if (!Number.isNaN(o.tp)) {
        if (o.buy) idx.addAbove(at(o.tp, 'take_profit'));
        else idx.addBelow(at(o.tp - s, 'take_profit'));
        n++;
      }
    }
    entriesOf[o.id] = n;
    live[o.k] = live[o.k]! + n;
  };
  for (const o of orders) {
    add(o);
    typed?.set(o.id - 1, o, insts[o.k]!.spread);
  }
  const entries = indexes.reduce((sum, idx) => sum + idx.size, 0);

  const startNs = new Float64Array(ticks);
  const crossedNs = new Float64Array(ticks);
  const fullNs = new Float64Array(ticks);
  const firedPerTick = new Int32Array(ticks);
  const sampled = withScans
    ? Int32Array.from({ length: Math.floor((ticks - 1) / SCAN_EVERY) + 1 }, (_v, i) => i * SCAN_EVERY)
    : new Int32Array(0);
  const scanNs = new Float64Array(sampled.length);
  const typedNs = new Float64Array(sampled.length);
  let scanFired = 0;
  let mismatches = 0;
  let s = 0;
  const typedHits: number[] = [];
  gc();
  for (let t = 0; t < ticks; t++) {
    const k = stream.inst[t]!;
    const bid = stream.bid[t]!;
    const idx = indexes[k]!;
    let scanned: BenchOrder[] | undefined;
    if (s < sampled.length && sampled[s] === t) {
      const a = now();
      scanned = linearScan(orders, k, bid, bid + insts[k]!.spread);
      const b = now();
      typedHits.length = 0;
      typed!.scan(k, bid, typedHits);
      const c = now();
      scanNs[s] = Number(b - a);
      typedNs[s] = Number(c - b);
      scanFired += scanned.length;
      if (typedHits.length !== scanned.length) mismatches++;
      s++;
    }
    const t0 = now();
    const hits = idx.crossed(bid);
    const t1 = now();
    // The benchmark's own bookkeeping, not timed: each fired order draws fresh levels, and the
    // typed-array baseline learns them.
    for (const e of hits) {
      const o = orders[e.orderId - 1]!;
      gens[o.id] = 0; // its other entry goes stale
      live[k] = live[k]! - entriesOf[o.id]!;
      relevel(o, insts[k]!, bid);
      typed?.set(o.id - 1, o, insts[k]!.spread);
    }
    // The index's share again: re-adding the fresh levels and sweeping.
    const t2 = now();
    for (const e of hits) add(orders[e.orderId - 1]!);
    if (hits.length > 0) idx.sweep(live[k]!);
    const t3 = now();
    startNs[t] = Number(t0);
    crossedNs[t] = Number(t1 - t0);
    fullNs[t] = Number(t1 - t0 + (t3 - t2));
    firedPerTick[t] = hits.length;
    if (scanned) {
      const a = scanned.map((o) => o.id).sort((x, y) => x - y);
      const b = hits.map((e) => e.orderId).sort((x, y) => x - y);
      if (a.length !== b.length || a.some((v, i) => v !== b[i])) mismatches++;
    }
  }
  return {
    entries,
    startNs,
    crossedNs,
    fullNs,
    firedPerTick,
    sampled,
    scanNs,
    typedNs,
    scanFired,
    mismatches,
  };
}

// ---- method 2: the TradingEngine ------------------------------------------------------------------------

const ORDER_COLUMNS = Object.keys(getTableColumns(schema.orders)) as (keyof OrderRow)[];
const ACCOUNT_COLUMNS = Object.keys(getTableColumns(schema.accounts));

async function runEngine(insts: Inst[], stream: Stream, ticks: number) {
  const orders = population(insts);
  const byAccount = new Map<number, BenchOrder[]>();
  for (const o of orders) {
    const list = byAccount.get(o.accountId) ?? [];
    list.push(o);
    byAccount.set(o.accountId, list);
  }
  const bids = insts.map((i) => i.startUnits);
  const created = new Date('2026-11-21T00:00:00Z').toISOString();
  const text = (units: number, k: number) =>
    Number.isNaN(units) ? null : unitsToText(units, insts[k]!.digits);
  // A row as a driver returns it: an array in column order.
  const orderArray = (o: BenchOrder) => {
    const row: Record<keyof OrderRow, unknown> = {
      id: o.id,
      userId: o.accountId,
      accountId: o.accountId,
      instrumentId: insts[o.k]!.id,
      side: o.buy ? 'buy' : 'sell',
      lots: '0.010000',
      leverage: 20,
      status: o.pending ? 0 : 1,
      kind: o.pending ? `${o.buy ? 'buy' : 'sell'}_${o.triggerAbove === o.buy ? 'stop' : 'limit'}` : 'market',
      expiry: 'gtc',
      expiresAt: null,
      requestedPrice: text(o.pending ? o.target : bids[o.k]!, o.k),
      openPrice: o.pending ? null : text(bids[o.k]!, o.k),
      closePrice: null,
      // A trailing stop's level as it was saved: the distance from the price it was set at.
      stopLoss: Number.isNaN(o.trail) ? text(o.sl, o.k) : text(o.buy ? bids[o.k]! - o.trail : bids[o.k]! + insts[o.k]!.spread + o.trail, o.k),
      takeProfit: text(o.tp, o.k),
      trailDistance: text(o.trail, o.k),
      marginUsd: '47.560000',
      feeUsd: '0.047560',
      profitUsd: null,
      partOf: null,
      brokerLossUsd: null,
      swapUsd: '0.000000',
      closeReason: null,
      createdAt: created,
      openedAt: o.pending ? null : created,
      quoteAt: o.pending ? null : created,
      closedAt: null,
    };
    return ORDER_COLUMNS.map((c) => row[c]);
  };
  const accountArray = (id: number) => {
    const row: Record<string, unknown> = {
      id,
      userId: id,
      kind: 'demo',
      currency: 'USD',
      balance: '10000.000000',
      lockBalance: '0.000000',
      createdAt: created,
      updatedAt: created,
    };
    return ACCOUNT_COLUMNS.map((c) => row[c]);
  };
  // Answers the engine's queries: trading.repo allOpenOrders, accountsWithOpenOrders (its reload),
  // openOrdersOf, and ledger accountById.
  const db = drizzle(
    (sql, params) => {
      if (sql.includes('from "orders" inner join "accounts"'))
        return Promise.resolve({ rows: orders.map((o) => [...orderArray(o), '10000.000000']) });
      if (sql.includes('from "accounts" left join "orders"')) {
        // The reload of several accounts at once: the open statuses (the join's), then the ids.
        const ids = params.slice(2).map(Number);
        const rows = ids.flatMap((id) => {
          const open = byAccount.get(id) ?? [];
          return open.length > 0 ? open.map((o) => [...accountArray(id), ...orderArray(o)]) : [[...accountArray(id), ...ORDER_COLUMNS.map(() => null)]];
        });
        return Promise.resolve({ rows });
      }
      if (sql.includes('from "accounts"'))
        return Promise.resolve({ rows: [accountArray(Number(params[0]))] });
      if (sql.includes('from "orders" where'))
        return Promise.resolve({ rows: (byAccount.get(Number(params[0])) ?? []).map(orderArray) });
      return Promise.reject(new Error(`unexpected query: ${sql}`));
    },
    { schema },
  ) as unknown as Db;

  const firstId = insts[0]!.id;
  const market = {
    quote: (id: number) => {
      const k = id - firstId;
      const inst = insts[k]!;
      return {
        row: { id, spreadUnits: inst.spread },
        digits: inst.digits,
        bidUnits: bids[k]!,
        askUnits: bids[k]! + inst.spread,
        isOpen: true,
        timeMs: 0,
      };
    },
    onTick: () => {},
  } as unknown as MarketService;
  let executed = 0;
  let trailed = 0;
  const fire = (orderId: number) => {
    const o = orders[orderId - 1]!;
    relevel(o, insts[o.k]!, bids[o.k]!);
    if (Number.isNaN(o.trail)) executed++;
    else trailed++;
  };
  const service = {
    fill: (orderId: number) => (fire(orderId), Promise.resolve(true)),
    trigger: (orderId: number) => (fire(orderId), Promise.resolve(undefined)),
    publisher: { trade: () => {} },
    events: { on: () => () => {} },
    valuation: () => ({}),
  } as unknown as TradingService;
  const log = {
    info: () => {},
    warn: () => {},
    error: (o: unknown) => console.error('engine error', o),
  } as unknown as FastifyBaseLogger;
  const bus = { subscribe: () => () => {}, publish: () => {} } as unknown as Bus;
  const engine = new TradingEngine({
    db,
    market,
    settings: {} as SettingsService,
    service,
    bus,
    clock: { now: () => new Date(created) },
    watched: () => true,
    log,
    timers: false,
  });
  await engine.reindex(); // the start-up path: every open order from the "database" into the indexes
  const stats = engine.stats();

  const startNs = new Float64Array(ticks);
  const onTickNs = new Float64Array(ticks);
  const firedPerTick = new Int32Array(ticks);
  let maxEntries = 0;
  let lastEntries = stats.entries;
  const sweeps: { tick: number; ms: number; from: number; to: number }[] = [];
  gc();
  for (let t = 0; t < ticks; t++) {
    const k = stream.inst[t]!;
    const bid = stream.bid[t]!;
    bids[k] = bid;
    const before = executed;
    const t0 = now();
    engine.onTick(insts[k]!.id, bid);
    const t1 = now();
    startNs[t] = Number(t0);
    onTickNs[t] = Number(t1 - t0);
    // The engine sweeps in its pass, never in onTick, so entries dropping here would be a sweep on
    // the tick path. Looked for every 1,000 ticks and after a slow one only: stats() walks every
    // account, which would disturb the timing on every tick.
    if (t % 1000 === 0 || onTickNs[t]! > 20e6) {
      const entries = engine.stats().entries;
      if (entries < lastEntries * 0.75)
        sweeps.push({ tick: t, ms: onTickNs[t]! / 1e6, from: lastEntries, to: entries });
      lastEntries = entries;
      maxEntries = Math.max(maxEntries, entries);
    }
    await engine.settle(); // executions and reloads (the database's work in production), untimed
    firedPerTick[t] = executed - before;
  }
  await engine.stop();
  return { stats, maxEntries, startNs, onTickNs, firedPerTick, sweeps, trailed };
}

// ---- the run ------------------------------------------------------------------------------------------------

const fmt = (us: number) =>
  Number.isNaN(us) ? '–' : us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(us < 10 ? 2 : 1)} µs`;
const header = `${'per tick'.padEnd(44)} ${'ticks'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'p99.9'.padStart(9)} ${'max'.padStart(9)} ${'mean'.padStart(9)} ${'fired'.padStart(6)}`;
const row = (name: string, f: Figures) =>
  `${name.padEnd(44)} ${String(f.ticks).padStart(7)} ${fmt(f.p50).padStart(9)} ${fmt(f.p99).padStart(9)} ${fmt(f.p999).padStart(9)} ${fmt(f.max).padStart(9)} ${fmt(f.mean).padStart(9)} ${f.firedPerTick.toFixed(2).padStart(6)}`;
const sum = (a: Int32Array) => a.reduce((x, y) => x + y, 0);
const ratio = (a: number, b: number) => `${(a / b).toFixed(0)}×`;

const cpu = os.cpus();
const started = Date.now();
console.log(
  `bench/triggers.ts — ${new Date().toISOString()} — ${cpu.length} cores (${cpu[0]?.model ?? '?'}), Node ${process.version}`,
);
console.log(
  `command: node --conditions=source --import tsx --expose-gc bench/triggers.ts ${process.argv.slice(2).join(' ')}`.trimEnd(),
);
// Which code was measured (the sources are edited often): a hash of the two files.
const sources = ['trigger-index.ts', 'trading.engine.ts'].map(
  (f) => new URL(`../apps/server/src/modules/trading/${f}`, import.meta.url),
);
const sourceHash = createHash('sha256');
for (const f of sources) sourceHash.update(fs.readFileSync(f));
const sourceStamp = `${sourceHash.digest('hex').slice(0, 12)} (trigger-index.ts ${fs.statSync(sources[0]!).mtime.toISOString()}, trading.engine.ts ${fs.statSync(sources[1]!).mtime.toISOString()})`;
console.log(`sources: sha256 ${sourceStamp}`);
const load = os.loadavg().map((v) => v.toFixed(2));
console.log(
  `load average at start: ${load.join(' ')}${os.loadavg()[0]! > 0.5 ? ' — other work is running; figures will be noisier' : ''}`,
);
console.log(
  `${ORDERS.toLocaleString('en')} orders (${PER_ACCOUNT} per account, one in ${TRAILING_EVERY} a position with a trailing stop, ${PENDING_SHARE * 100} % of the rest pending), levels uniform within ±${RANGE * 100} % of the price, ` +
    `${TICKS.toLocaleString('en')} ticks (engine: ${ENGINE_TICKS.toLocaleString('en')}; scans: every ${SCAN_EVERY}th tick), seed ${SEED}. Times per tick; "fired" = orders fired per tick.`,
);
const results: Record<string, unknown> = {};
let agreeAll = true;
for (const layout of opts.layouts.split(',')) {
  const insts = layout === 'one' ? CATALOGUE.filter((i) => i.code === 'BTCUSD') : CATALOGUE;
  const stream = tickStream(insts, TICKS, SEED);
  const first = insts[0]!;
  const layoutStarted = Date.now();
  console.log(
    `\n== ${layout === 'one' ? `all on one instrument: ${first.code}, ${unitsToText(first.startUnits, first.digits)} → ${unitsToText(stream.bid[TICKS - 1]!, first.digits)} over the stream` : `spread over ${insts.length} instruments`} ==`,
  );

  // The pass with the scans runs first, so the index's code is warm when the timed pass starts.
  const scans = runIndex(insts, stream, TICKS, true);
  const index = runIndex(insts, stream, TICKS, false);
  await drainObserver();
  const indexGc = gcHits(index.startNs, index.fullNs);
  const fired = sum(index.firedPerTick);
  const crossed = figures(index.crossedNs, fired);
  const full = figures(index.fullNs, fired);
  const noGc = indexGc.hit.map((h) => 1 - h);
  const fullNoGc = figures(index.fullNs, sum(index.firedPerTick.filter((_v, i) => noGc[i] === 1)), noGc);

  const sampledFired = Array.from(scans.sampled, (t) => index.firedPerTick[t]!).reduce((a, b) => a + b, 0);
  const scan = figures(scans.scanNs, scans.scanFired);
  const typed = figures(scans.typedNs, scans.scanFired);
  const crossedAt = figures(pick(index.crossedNs, scans.sampled), sampledFired);
  const fullAt = figures(pick(index.fullNs, scans.sampled), sampledFired);

  const engine = ENGINE_TICKS > 0 ? await runEngine(insts, stream, ENGINE_TICKS) : undefined;
  await drainObserver();
  const engineGc = engine ? gcHits(engine.startNs, engine.onTickNs) : undefined;
  const engineFired = engine ? sum(engine.firedPerTick) : 0;
  const onTick = engine ? figures(engine.onTickNs, engineFired) : undefined;
  const onTickNoGc =
    engine && engineGc
      ? figures(
          engine.onTickNs,
          engineFired,
          engineGc.hit.map((h) => 1 - h),
        )
      : undefined;
  const engineAgrees = !engine || engine.firedPerTick.every((v, i) => v === index.firedPerTick[i]);
  const scanAgrees = scans.mismatches === 0 && scans.scanFired === sampledFired;

  console.log(
    `index entries at start: ${index.entries.toLocaleString('en')}${engine ? `; engine at start ${JSON.stringify(engine.stats)}, most entries (live + stale) ${engine.maxEntries.toLocaleString('en')}` : ''}`,
  );
  console.log(header);
  console.log(row('TriggerIndex.crossed (find)', crossed));
  console.log(row('TriggerIndex.crossed + re-add + sweep', full));
  console.log(row('  same, ticks without a GC pause', fullNoGc));
  if (onTick) console.log(row('TradingEngine.onTick', onTick));
  if (onTickNoGc) console.log(row('  same, ticks without a GC pause', onTickNoGc));
  if (engine) {
    const sw = engine.sweeps;
    console.log(
      `  engine sweeps inside onTick (stale entries dropped on the tick path; the pass sweeps): ${sw.length}` +
        (sw.length
          ? ` — ${sw.map((x) => `${x.from.toLocaleString('en')}→${x.to.toLocaleString('en')} entries in ${fmt(x.ms * 1000)}`).join(', ')}`
          : ''),
    );
  }
  console.log(`-- on the ${scans.sampled.length.toLocaleString('en')} sampled ticks --`);
  console.log(row('baseline: linear scan of order objects', scan));
  console.log(row('baseline: linear scan of typed arrays', typed));
  console.log(row('TriggerIndex.crossed (find)', crossedAt));
  console.log(row('TriggerIndex.crossed + re-add + sweep', fullAt));
  const firedSorted = Int32Array.from(index.firedPerTick).sort().reverse();
  const secondHalf = index.firedPerTick.subarray(Math.floor(TICKS / 2));
  console.log(
    `orders fired per tick: mean ${(fired / TICKS).toFixed(2)} (${(sum(secondHalf) / secondHalf.length).toFixed(2)} in the second half of the stream), ` +
      `p99 ${firedSorted[Math.floor(TICKS / 100)]}, p99.9 ${firedSorted[Math.floor(TICKS / 1000)]}, max ${firedSorted[0]}`,
  );
  console.log(
    `GC pauses during the index pass: ${indexGc.pauses} (${indexGc.pauseMs.toFixed(0)} ms), overlapping ${sum(Int32Array.from(indexGc.hit))} ticks` +
      (engineGc
        ? `; during the engine pass: ${engineGc.pauses} (${engineGc.pauseMs.toFixed(0)} ms), overlapping ${sum(Int32Array.from(engineGc.hit))} ticks`
        : ''),
  );
  console.log(
    `fired: index ${fired.toLocaleString('en')} over ${TICKS.toLocaleString('en')} ticks` +
      (engine
        ? `; engine ${engineFired.toLocaleString('en')} over ${ENGINE_TICKS.toLocaleString('en')} (${engineAgrees ? 'the same, tick by tick' : 'DIFFERENT'}), and ${engine.trailed.toLocaleString('en')} trailing stops`
        : '') +
      `; scans ${scans.scanFired.toLocaleString('en')} on the sampled ticks (${scanAgrees ? 'the same orders as the index' : `DIFFERENT: ${scans.mismatches} ticks`})`,
  );
  if (!engineAgrees || !scanAgrees) agreeAll = false;

  const vsFind = { mean: scan.mean / crossedAt.mean, p99: scan.p99 / crossedAt.p99 };
  const vsFull = { mean: scan.mean / fullAt.mean, p99: scan.p99 / fullAt.p99 };
  console.log(
    `linear scan ÷ index, same ticks: find ${ratio(scan.mean, crossedAt.mean)} on the mean, ${ratio(scan.p99, crossedAt.p99)} at p99;` +
      ` everything ${ratio(scan.mean, fullAt.mean)} on the mean, ${ratio(scan.p99, fullAt.p99)} at p99` +
      ` (typed-array scan ÷ everything: ${ratio(typed.mean, fullAt.mean)}, ${ratio(typed.p99, fullAt.p99)})`,
  );
  const p99Met = full.p99 <= 1000 && (!onTick || onTick.p99 <= 1000);
  const ratioMet = vsFull.mean >= 100 && vsFull.p99 >= 100;
  console.log(
    `bar: p99 ≤ 1 ms per tick — index ${fmt(full.p99)}${onTick ? `, engine onTick ${fmt(onTick.p99)}` : ''}: ${p99Met ? 'met' : 'NOT met'};` +
      ` ≥ 100× the linear scan on mean and p99: ${ratioMet ? 'met' : 'NOT met'}   [${((Date.now() - layoutStarted) / 1000).toFixed(0)} s]`,
  );
  results[layout] = {
    instruments: insts.length,
    entries: index.entries,
    fired,
    firedPerTick: {
      p99: firedSorted[Math.floor(TICKS / 100)],
      p999: firedSorted[Math.floor(TICKS / 1000)],
      max: firedSorted[0],
    },
    crossed,
    full,
    fullNoGc,
    onTick,
    onTickNoGc,
    engineStats: engine && { ...engine.stats, maxEntries: engine.maxEntries, sweeps: engine.sweeps },
    sampled: { ticks: scans.sampled.length, scan, typed, crossed: crossedAt, full: fullAt },
    gc: {
      index: { pauses: indexGc.pauses, ms: indexGc.pauseMs },
      engine: engineGc && { pauses: engineGc.pauses, ms: engineGc.pauseMs },
    },
    ratios: { vsFind, vsFull },
    agree: engineAgrees && scanAgrees,
    bar: { p99Met, ratioMet },
  };
}
console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (opts.json)
  fs.writeFileSync(
    opts.json,
    `${JSON.stringify({ date: new Date().toISOString(), cpu: cpu[0]?.model, cores: cpu.length, node: process.version, sources: sourceStamp, options: opts, results }, null, 2)}\n`,
  );
if (!agreeAll) process.exitCode = 1;
process.exit();
