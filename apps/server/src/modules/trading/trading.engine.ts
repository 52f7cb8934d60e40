/**
 * The trading engine: runs beside the market on the node that owns it. It keeps, in memory, every
 * account with open orders and, per instrument, a trigger index of the levels those orders wait
 * for (pending targets, stop-losses, take-profits). A tick pops only the levels it crossed and
 * queues their execution; the database decides (TradingService, under the account lock), so a
 * level that fires twice, or races a trader's own close, completes the order once.
 *
 * Every half second the accounts holding instruments that ticked, and those that placed orders, are
 * re-valued: their owners get FOREX_TRADE if they have a socket open, and an account at the
 * stop-out level is closed down.
 * Memory is a cache: at start, and after every change of an account, it is rebuilt from the
 * database.
 */
import DataLoader from 'dataloader';
import { exactPriceUnits, hundredthsOf, isStopOut, isStopOutMicros, type Side } from '@leverline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../platform/bus.js';
import * as ledger from '../ledger/ledger.service.js';
import type { MarketService } from '../market/market.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { TriggerIndex, type TriggerEntry, type TriggerKind } from './trigger-index.js';
import * as repo from './trading.repo.js';
import type { AccountCopy } from './account-copies.js';
import type { EngineLink, OrderRow, Tally, TradingService, Valuation } from './trading.service.js';

/** Bus topic on which other nodes tell the engine an account changed (payload: the account id). */
export const TRADING_ACCOUNT_TOPIC = 'TRADING.ACCOUNT';
/** How often touched accounts are re-valued, pushed and checked for stop-out. */
export const PASS_MS = 500;
/**
 * The pass re-values accounts for at most this long before it lets other work (requests, ticks)
 * run: with thousands of open positions a whole pass takes tens of milliseconds.
 */
export const PASS_SLICE_MS = 1;

interface Book {
  accountId: number;
  userId: number;
  balance: string;
  orders: OrderRow[];
  /** What summing `orders` has worked out so far (TradingService.sums), carried from pass to pass. */
  tally?: Tally | undefined;
}

export interface EngineOptions {
  db: Db;
  market: MarketService;
  settings: SettingsService;
  service: TradingService;
  bus: Bus;
  /**
   * Whether the user has a socket open on some node (platform/watching.ts): the pass builds
   * FOREX_TRADE only for them, and only checks the others for a stop-out.
   */
  watched: (userId: number) => boolean;
  log: FastifyBaseLogger;
  /** Run the re-valuation timer (tests call pass() by hand). */
  timers: boolean;
  /** Longest stretch of a pass before it yields (PASS_SLICE_MS unless a test sets it). */
  passSliceMs?: number;
}

export class TradingEngine implements EngineLink {
  private readonly books = new Map<number, Book>();
  private readonly indexes = new Map<number, TriggerIndex>();
  /** Accounts with open orders on each instrument. */
  private readonly holders = new Map<number, Set<number>>();
  /** Live trigger entries per instrument (to know when stale ones should be swept). */
  private readonly liveEntries = new Map<number, number>();
  /** The generation of every indexed order; an entry of another generation is stale. */
  private readonly generations = new Map<number, { gen: number; entries: number; instrumentId: number }>();
  private generation = 0;
  private readonly touched = new Set<number>();
  /** Accounts whose figures changed with an order placed here, pushed with the next pass. */
  private readonly unpushed = new Set<number>();
  /** Work per account runs one at a time, in order. */
  private readonly chains = new Map<number, Promise<void>>();
  /**
   * The version of every account as the engine last took it in (accounts.version): a copy of an
   * account handed over after an order is taken only when it is newer.
   */
  private readonly versions = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private passing = false;
  private stopped = false;

  constructor(private readonly o: EngineOptions) {}

  private readonly isLive = (orderId: number, gen: number) => this.generations.get(orderId)?.gen === gen;

  /** Indexes every open order in the database and starts listening to ticks. */
  async start(): Promise<void> {
    const count = await this.load();
    this.o.market.onTick((instrumentId, bidUnits) => this.onTick(instrumentId, bidUnits));
    this.unsubscribe = this.o.bus.subscribe((m) => {
      if (m.topic !== TRADING_ACCOUNT_TOPIC) return;
      const id = Number(m.payload);
      if (Number.isSafeInteger(id)) void this.accountChanged(id);
    });
    if (this.o.timers) {
      // A pass that fails (the database restarting) is logged; the next one runs as usual.
      this.timer = setInterval(() => void this.pass().catch((error: unknown) => this.o.log.error({ err: error }, 're-valuation pass failed')), PASS_MS);
      this.timer.unref();
    }
    this.o.log.info({ accounts: this.books.size, orders: count }, 'trading engine started');
  }

  /** Forgets everything and indexes the database's open orders again (tests reset with it). */
  async reindex(): Promise<void> {
    await this.settle();
    this.books.clear();
    this.indexes.clear();
    this.holders.clear();
    this.liveEntries.clear();
    this.generations.clear();
    this.touched.clear();
    this.unpushed.clear();
    this.versions.clear();
    await this.load();
  }

  private async load(): Promise<number> {
    const rows = await repo.allOpenOrders(this.o.db);
    const byAccount = new Map<number, { balance: string; version: number; orders: OrderRow[] }>();
    for (const { order, balance, version } of rows) {
      const entry = byAccount.get(order.accountId) ?? { balance, version, orders: [] };
      entry.orders.push(order);
      byAccount.set(order.accountId, entry);
    }
    for (const [accountId, { balance, version, orders }] of byAccount) this.replace(accountId, orders[0]!.userId, balance, orders, version);
    return rows.length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    await this.settle();
  }

  /** Resolves when every queued execution has finished. */
  async settle(): Promise<void> {
    while (this.chains.size > 0) await Promise.all([...this.chains.values()]);
  }

  /**
   * Open orders, indexed trigger entries, and accounts with executions waiting their turn (for
   * the metrics, the tests and the benchmark).
   */
  stats(): { accounts: number; orders: number; entries: number; queued: number } {
    let orders = 0;
    for (const b of this.books.values()) orders += b.orders.length;
    let entries = 0;
    for (const idx of this.indexes.values()) entries += idx.size;
    return { accounts: this.books.size, orders, entries, queued: this.chains.size };
  }

  /**
   * After a change of an account: takes in `copy`, the account as the change left it, when it is
   * newer than what the engine holds (orders placed on this node), or reads the account afresh.
   */
  accountChanged(accountId: number, copy?: AccountCopy): Promise<void> {
    return this.enqueue(accountId, async () => {
      const userId = this.books.get(accountId)?.userId;
      if (copy) {
        if (copy.account.version <= (this.versions.get(accountId) ?? -1)) return;
        this.replace(accountId, copy.account.userId, copy.account.balance, copy.open, copy.account.version, copy.tally);
        // The order's own answer is already on its way; the figures go out with the next pass,
        // once for all the orders of the account until then.
        this.unpushed.add(accountId);
        return;
      }
      await this.reload(accountId);
      const book = this.books.get(accountId);
      if (book) this.push(accountId);
      // The last position just closed: the owner's figures drop to an empty account.
      else if (userId !== undefined) await this.pushEmpty(accountId);
    });
  }

  private async pushEmpty(accountId: number): Promise<void> {
    const account = await ledger.account(this.o.db, accountId);
    if (account) this.o.service.publishTrade(account.userId, account.balance, this.o.service.valuation(account.balance, []));
  }

  private enqueue(accountId: number, work: () => Promise<void>): Promise<void> {
    const previous = this.chains.get(accountId) ?? Promise.resolve();
    const next = previous.then(work).catch((error: unknown) => this.o.log.error({ err: error, accountId }, 'trading engine work failed'));
    this.chains.set(accountId, next);
    void next.then(() => {
      if (this.chains.get(accountId) === next) this.chains.delete(accountId);
    });
    return next;
  }

  /**
   * Reloads asked for in the same turn of the event loop are read with one statement: after a
   * batch of orders commits, each of its accounts asks at once (DataLoader, without its cache:
   * every reload reads the database afresh).
   */
  private readonly reloads = new DataLoader<number, { account: ledger.AccountRow | undefined; open: OrderRow[] }>(
    async (ids) => {
      const found = await repo.accountsWithOpenOrders(this.o.db, [...new Set(ids)]);
      return ids.map((id) => found.get(id) ?? { account: undefined, open: [] });
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );

  private async reload(accountId: number): Promise<void> {
    const { account, open } = await this.reloads.load(accountId);
    this.replace(accountId, account?.userId ?? 0, account?.balance ?? '0', open, account?.version);
  }

  /**
   * Swaps an account's orders in memory. An order whose levels are as they were keeps its index
   * entries; the entries of orders that changed or went go stale, and new levels are indexed. So
   * one order firing does not re-index the account's other orders (each re-index leaves stale
   * entries for the ticks to skip and the pass to sweep).
   */
  private replace(accountId: number, userId: number, balance: string, open: OrderRow[], version: number | undefined, tally?: Tally): void {
    if (version !== undefined) this.versions.set(accountId, version);
    const old = this.books.get(accountId);
    if (old && appendedTo(old.orders, open)) {
      // Orders placed on this node: the same rows as before, and new ones after them. The tally of
      // the old rows still holds for the new list's beginning; the copy's, when given, covers more.
      const added = open.slice(old.orders.length);
      old.balance = balance;
      old.orders = open;
      old.tally = tally ?? old.tally;
      for (const order of added) this.add(order, accountId);
      return;
    }
    const kept = new Set<number>();
    if (old) {
      const now = new Map(open.map((o) => [o.id, o]));
      for (const order of old.orders) {
        const g = this.generations.get(order.id);
        const same = now.get(order.id);
        this.holders.get(order.instrumentId)?.delete(accountId);
        if (g && g.entries > 0 && same && sameLevels(order, same)) {
          kept.add(order.id);
          continue;
        }
        if (g) this.liveEntries.set(g.instrumentId, (this.liveEntries.get(g.instrumentId) ?? 0) - g.entries);
        this.generations.delete(order.id);
      }
      this.books.delete(accountId);
    }
    if (open.length === 0) return;
    this.books.set(accountId, { accountId, userId, balance, orders: open, tally });
    for (const order of open) {
      if (kept.has(order.id)) this.hold(order, accountId);
      else this.add(order, accountId);
    }
  }

  private hold(order: OrderRow, accountId: number): void {
    const holders = this.holders.get(order.instrumentId);
    if (holders) holders.add(accountId);
    else this.holders.set(order.instrumentId, new Set([accountId]));
  }

  /** Takes in an order new to the engine: its account holds its instrument, and its levels are indexed. */
  private add(order: OrderRow, accountId: number): void {
    this.hold(order, accountId);
    const gen = ++this.generation;
    const entries = this.index(order, accountId, gen);
    this.generations.set(order.id, { gen, entries, instrumentId: order.instrumentId });
    this.liveEntries.set(order.instrumentId, (this.liveEntries.get(order.instrumentId) ?? 0) + entries);
  }

  /**
   * Puts an order's levels in its instrument's index, in bid units: a level compared with the ask
   * (a buy's target, a sell's SL and TP) is moved down by the spread, since ask = bid + spread.
   */
  private index(order: OrderRow, accountId: number, gen: number): number {
    const quote = this.o.market.quote(order.instrumentId);
    if (!quote) return 0;
    let idx = this.indexes.get(order.instrumentId);
    if (!idx) {
      idx = new TriggerIndex(this.isLive);
      this.indexes.set(order.instrumentId, idx);
    }
    const spread = quote.row.spreadUnits;
    const units = (text: string | null) => (text === null ? undefined : exactPriceUnits(text, quote.digits));
    const side = order.side as Side;
    // An object literal per entry: spreading a shared base object costs ~2 µs here (bench/triggers.ts).
    const at = (key: number, kind: TriggerKind): TriggerEntry => ({ key, orderId: order.id, accountId, kind, gen });
    let entries = 0;
    if (order.status === 0) {
      const target = units(order.requestedPrice);
      if (target === undefined) return 0;
      const key = side === 'buy' ? target - spread : target;
      if (order.triggerAbove) idx.addAbove(at(key, 'fill'));
      else idx.addBelow(at(key, 'fill'));
      return 1;
    }
    const sl = units(order.stopLoss);
    const tp = units(order.takeProfit);
    if (sl !== undefined) {
      if (side === 'buy') idx.addBelow(at(sl, 'stop_loss'));
      else idx.addAbove(at(sl - spread, 'stop_loss'));
      entries++;
    }
    if (tp !== undefined) {
      if (side === 'buy') idx.addAbove(at(tp, 'take_profit'));
      else idx.addBelow(at(tp - spread, 'take_profit'));
      entries++;
    }
    return entries;
  }

  /** The hot path: called with every accepted tick. */
  onTick(instrumentId: number, bidUnits: number): void {
    if (this.stopped) return;
    this.touched.add(instrumentId);
    const idx = this.indexes.get(instrumentId);
    if (!idx || idx.size === 0) return;
    const fired = idx.crossed(bidUnits);
    if (fired.length === 0) return;
    for (const entry of fired) {
      // Gone from the index until the account is reloaded after the attempt.
      const g = this.generations.get(entry.orderId);
      if (g) this.liveEntries.set(instrumentId, (this.liveEntries.get(instrumentId) ?? 0) - g.entries);
      this.generations.delete(entry.orderId);
      void this.enqueue(entry.accountId, () => this.execute(entry, bidUnits));
    }
  }

  /** Drops stale index entries, off the tick path (each pass). */
  private sweep(): void {
    for (const [instrumentId, idx] of this.indexes) idx.sweep(this.liveEntries.get(instrumentId) ?? 0);
  }

  private async execute(entry: TriggerEntry, bidUnits: number): Promise<void> {
    try {
      if (entry.kind === 'fill') {
        await this.o.service.fill(entry.orderId, entry.accountId);
      } else {
        const closed = await this.o.service.trigger(entry.orderId, entry.accountId, entry.kind, bidUnits);
        if (closed) this.o.service.publishClosed(closed.userId, [entry.orderId]);
      }
    } finally {
      await this.reload(entry.accountId);
      this.push(entry.accountId);
    }
    // A fill through a gap can land beyond the new position's own stop-loss or take-profit: check
    // its levels against the price now rather than waiting for a tick that may never reach them.
    if (entry.kind === 'fill') {
      const order = this.books.get(entry.accountId)?.orders.find((o) => o.id === entry.orderId);
      const quote = order && this.o.market.quote(order.instrumentId);
      if (order?.status === 1 && quote) this.onTick(order.instrumentId, quote.bidUnits);
    }
  }

  private push(accountId: number): void {
    const book = this.books.get(accountId);
    if (book) this.o.service.publishTrade(book.userId, book.balance, this.o.service.valuation(book.balance, book.orders));
  }

  /**
   * Re-values the accounts holding instruments that ticked since the last pass, and those that
   * placed orders on this node since (their figures changed without a tick): pushes FOREX_TRADE to
   * their owners who have a socket open and queues a stop-out for any at the level. Runs in slices
   * of PASS_SLICE_MS, so a pass over many positions never blocks the server for long.
   */
  async pass(): Promise<void> {
    if (this.passing || this.stopped) return;
    this.passing = true;
    try {
      this.sweep();
      const { stop_out_level: level } = await this.o.settings.get(['stop_out_level']);
      const levelHundredths = hundredthsOf(level);
      const accounts = new Set<number>();
      for (const instrumentId of this.touched) for (const a of this.holders.get(instrumentId) ?? []) accounts.add(a);
      this.touched.clear();
      const ordered = new Set(this.unpushed);
      for (const a of ordered) accounts.add(a);
      this.unpushed.clear();
      const slice = this.o.passSliceMs ?? PASS_SLICE_MS;
      let sliceStart = performance.now();
      for (const accountId of accounts) {
        if (performance.now() - sliceStart >= slice) {
          // Let requests and ticks in; what changed meanwhile is read afresh below.
          await new Promise<void>((resolve) => setImmediate(resolve));
          if (this.stopped) return;
          sliceStart = performance.now();
        }
        const book = this.books.get(accountId);
        if (!book) continue;
        if (this.chains.has(accountId)) {
          // Its work pushes when it ends; an order's figures wait for the next pass.
          if (ordered.has(accountId)) this.unpushed.add(accountId);
          continue;
        }
        let stoppedOut: boolean;
        let valuation: Valuation | undefined;
        if (this.o.watched(book.userId)) {
          valuation = this.o.service.valuation(book.balance, book.orders);
          stoppedOut = isStopOut(valuation.figures, level);
        } else {
          // Nobody to push to: only the sums, and the stop-out judged on them without big.js.
          const { floating, used, tally } = this.o.service.sums(book.orders, book.tally);
          book.tally = tally;
          stoppedOut = isStopOutMicros(book.balance, BigInt(floating), BigInt(used), levelHundredths);
        }
        if (stoppedOut) {
          void this.enqueue(accountId, async () => {
            await this.o.service.stopOut(accountId);
            await this.reload(accountId);
            this.push(accountId);
          });
        } else if (valuation && (ordered.has(accountId) || book.orders.some((o) => o.status === 1))) {
          this.o.service.publishTrade(book.userId, book.balance, valuation);
        }
      }
    } finally {
      this.passing = false;
    }
  }
}

/** Whether `next` is `previous` (the same row objects, in order) with orders added after them. */
function appendedTo(previous: OrderRow[], next: OrderRow[]): boolean {
  if (next.length < previous.length) return false;
  for (let i = 0; i < previous.length; i++) if (previous[i] !== next[i]) return false;
  return true;
}

/**
 * Whether two versions of an order wait for the same prices, so its index entries still hold: the
 * fields index() reads, the target for a pending order and the stop-loss and take-profit for a
 * position.
 */
function sameLevels(a: OrderRow, b: OrderRow): boolean {
  if (a.instrumentId !== b.instrumentId || a.side !== b.side || a.status !== b.status) return false;
  if (a.status === 0) return a.requestedPrice === b.requestedPrice && a.triggerAbove === b.triggerAbove;
  return a.stopLoss === b.stopLoss && a.takeProfit === b.takeProfit;
}
