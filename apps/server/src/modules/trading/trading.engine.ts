/**
 * The trading engine: runs beside the market on the node that owns it. It keeps, in memory, the
 * accounts it owns that have open orders (today every account: `owns`) and, per instrument, a
 * trigger index of the levels those orders wait for (pending targets, stop-losses, take-profits)
 * and the trailing stops it moves. A tick pops only the levels it crossed and queues their
 * execution; the database decides (TradingService, under the account lock), so a level that fires
 * twice, or races a trader's own close, completes the order once.
 *
 * It reacts to the service's events (trading.events.ts): an account whose orders were placed,
 * filled, completed or changed is taken in afresh. Every half second the accounts holding
 * instruments that ticked, and those that placed orders, are re-valued: their owners get
 * FOREX_TRADE if they have a socket open, and an account at the stop-out level is closed down; the
 * levels trailing stops moved to are saved, and pending orders whose expiry passed are cancelled.
 * Memory is a cache: at start, and after every change of an account, it is rebuilt from the
 * database.
 */
import DataLoader from 'dataloader';
import {
  closeOutLevelPct,
  exactPriceUnits,
  hundredthsOf,
  indexKey,
  isPendingKind,
  isStopOut,
  isStopOutMicros,
  accountFigures,
  microsText,
  jurisdictionOf,
  PENDING_RULES,
  protectionRule,
  trailingLevel,
  unitsToText,
  type Side,
  type TriggerRule,
} from '@leverline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../platform/bus.js';
import type { Clock } from '../../platform/clock.js';
import * as ledger from '../ledger/ledger.service.js';
import type { MarketService } from '../market/market.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { TriggerIndex, type TriggerEntry, type TriggerKind } from './trigger-index.js';
import { TrailingStops, type FiredTrail, type TrailingStop } from './trailing-stops.js';
import * as repo from './trading.repo.js';
import type { AccountCopy } from './account-copies.js';
import type { TradingEvent, TradingEvents } from './trading.events.js';
import type { OrderRow, Tally, TradingService, Valuation } from './trading.service.js';

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
  /** What the engine asks to decide (fills, closes, stop-outs, expiries) and values accounts with. */
  service: TradingService;
  bus: Bus;
  clock: Clock;
  /**
   * The accounts this engine watches. One engine owns them all today; several engines could each
   * own a share (docs/trading.md, "Towards several engines").
   */
  owns?: (accountId: number) => boolean;
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
  /**
   * Told each account's margin level as a pass values it (notifications: margin warnings).
   * `atOrBelow` answers whether the level is at or under a percentage; `levelPct` is the level
   * to two places, or null with no margin used.
   */
  onMarginLevel?: (account: { accountId: number; userId: number }, atOrBelow: (pct: string) => boolean, levelPct: () => string | null) => void;
}

export class TradingEngine {
  private readonly books = new Map<number, Book>();
  private readonly indexes = new Map<number, TriggerIndex>();
  private readonly trails = new Map<number, TrailingStops>();
  /**
   * Each order's trailing stop as the engine last moved it, dead or alive: a stop made again when
   * its order is re-read starts from this one's extreme, since the saved level may be a pass behind.
   */
  private readonly trailStops = new Map<number, TrailingStop>();
  /** Pending orders with an expiry, by order id; `nextExpiryMs` is the earliest. */
  private readonly expiries = new Map<number, { atMs: number; accountId: number; gen: number }>();
  private nextExpiryMs = Infinity;
  /** Accounts whose decision (a fill, a close, a stop-out) the engine is waiting for. */
  private readonly deciding = new Set<number>();
  /**
   * Orders that fired and wait in their account's queue for the decision. A reload in between (an
   * earlier order of the same account decided) still reads them open at levels the price has
   * crossed; they are held, not indexed again, or the next look at the index would fire them twice.
   */
  private readonly firing = new Set<number>();
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
  private unlisten: (() => void) | undefined;
  private passing = false;
  private stopped = false;

  constructor(private readonly o: EngineOptions) {}

  private owns(accountId: number): boolean {
    return this.o.owns ? this.o.owns(accountId) : true;
  }

  private readonly isLive = (orderId: number, gen: number) => this.generations.get(orderId)?.gen === gen;

  /** Indexes every open order in the database and starts listening to ticks. */
  async start(): Promise<void> {
    const count = await this.load();
    this.unlisten = this.o.service.events.on((event) => this.onEvent(event));
    this.o.market.onTick((instrumentId, bidUnits) => this.onTick(instrumentId, bidUnits));
    this.unsubscribe = this.o.bus.subscribe((m) => {
      if (m.topic !== TRADING_ACCOUNT_TOPIC) return;
      const id = Number(m.payload);
      if (Number.isSafeInteger(id) && this.owns(id)) void this.accountChanged(id);
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
    this.trails.clear();
    this.trailStops.clear();
    this.firing.clear();
    this.expiries.clear();
    this.nextExpiryMs = Infinity;
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
      if (!this.owns(order.accountId)) continue;
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
    this.unlisten?.();
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
  stats(): { accounts: number; orders: number; entries: number; trailing: number; queued: number } {
    let orders = 0;
    for (const b of this.books.values()) orders += b.orders.length;
    let entries = 0;
    for (const idx of this.indexes.values()) entries += idx.size;
    let trailing = 0;
    for (const t of this.trails.values()) trailing += t.size;
    return { accounts: this.books.size, orders, entries, trailing, queued: this.chains.size };
  }

  /**
   * What the service decided: the account is taken in afresh (from the batch's copy after orders).
   * A trader's change is awaited, so its answer leaves once the engine knows it; a change the
   * engine itself asked for is not (the engine reloads the account after it, in the same queue).
   */
  private onEvent(event: TradingEvent): Promise<void> | undefined {
    const accountId = event.type === 'placed' ? event.copy.account.id : event.accountId;
    if (!this.owns(accountId)) return undefined;
    const work = event.type === 'placed' ? this.accountChanged(accountId, event.copy) : this.accountChanged(accountId);
    return this.deciding.has(accountId) ? undefined : work;
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
    if (account) this.o.service.publisher.trade(account.userId, account.balance, this.o.service.valuation(account.balance, []));
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
        const stop = this.trailStops.get(order.id);
        if (stop) stop.dead = true;
      }
      this.books.delete(accountId);
    }
    if (open.length === 0) return;
    this.books.set(accountId, { accountId, userId, balance, orders: open, tally });
    for (const order of open) {
      if (kept.has(order.id) || this.firing.has(order.id)) this.hold(order, accountId);
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
   * Puts an order's levels in its instrument's index, each as its kind's rule keys it (domain
   * indexKey: in bid units, a level compared with the ask moved down by the spread); a trailing
   * stop goes with the instrument's trailing stops instead, and an expiry with the expiries.
   * Answers how many index entries and trailing stops it made.
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
    const put = (rule: TriggerRule, level: number, kind: TriggerKind) => {
      const { key, fires } = indexKey(rule, level, spread);
      // An object literal per entry: spreading a shared base object is several times slower here.
      const entry: TriggerEntry = { key, orderId: order.id, accountId, kind, gen };
      if (fires === 'rising') idx.addAbove(entry);
      else idx.addBelow(entry);
    };
    if (order.status === 0) {
      const target = units(order.requestedPrice);
      if (target === undefined || !isPendingKind(order.kind)) return 0;
      put(PENDING_RULES[order.kind], target, 'fill');
      if (order.expiresAt !== null) {
        const atMs = order.expiresAt.getTime();
        this.expiries.set(order.id, { atMs, accountId, gen });
        if (atMs < this.nextExpiryMs) this.nextExpiryMs = atMs;
      }
      return 1;
    }
    let entries = 0;
    const sl = units(order.stopLoss);
    const tp = units(order.takeProfit);
    const trail = units(order.trailDistance);
    if (trail !== undefined && sl !== undefined) {
      this.trail(order, accountId, gen, trail, sl);
      entries++;
    } else if (sl !== undefined) {
      put(protectionRule('stop_loss', side), sl, 'stop_loss');
      entries++;
    }
    if (tp !== undefined) {
      put(protectionRule('take_profit', side), tp, 'take_profit');
      entries++;
    }
    return entries;
  }

  /**
   * Adds a trailing stop at its saved level, or at the extreme the engine had already seen when
   * that is better: the saved level is up to a pass behind.
   */
  private trail(order: OrderRow, accountId: number, gen: number, distanceUnits: number, levelUnits: number): void {
    const buy = order.side === 'buy';
    const savedUnits = buy ? levelUnits + distanceUnits : levelUnits - distanceUnits;
    let extremeUnits = savedUnits;
    const seen = this.trailStops.get(order.id);
    if (seen) {
      seen.dead = true;
      if (seen.distanceUnits === distanceUnits) extremeUnits = buy ? Math.max(extremeUnits, seen.extremeUnits) : Math.min(extremeUnits, seen.extremeUnits);
    }
    let trails = this.trails.get(order.instrumentId);
    if (!trails) {
      trails = new TrailingStops();
      this.trails.set(order.instrumentId, trails);
    }
    const stop: TrailingStop = { orderId: order.id, accountId, gen, buy, distanceUnits, extremeUnits, dead: false };
    // The old stop's unsaved move died with it: this one carries it to the next save.
    trails.add(stop, extremeUnits !== savedUnits);
    this.trailStops.set(order.id, stop);
  }

  /** The hot path: called with every accepted tick. */
  onTick(instrumentId: number, bidUnits: number): void {
    if (this.stopped) return;
    this.touched.add(instrumentId);
    const trails = this.trails.get(instrumentId);
    if (trails && trails.size > 0) {
      const quote = this.o.market.quote(instrumentId);
      const fired: FiredTrail[] = [];
      if (quote) trails.tick(bidUnits, bidUnits + quote.row.spreadUnits, fired);
      for (const trail of fired) {
        this.retire(trail.orderId, instrumentId);
        this.firing.add(trail.orderId);
        void this.enqueue(trail.accountId, () => this.execute({ key: trail.levelUnits, orderId: trail.orderId, accountId: trail.accountId, kind: 'trailing_stop', gen: trail.gen }, bidUnits, trail));
      }
    }
    const idx = this.indexes.get(instrumentId);
    if (!idx || idx.size === 0) return;
    const fired = idx.crossed(bidUnits);
    if (fired.length === 0) return;
    for (const entry of fired) {
      this.retire(entry.orderId, instrumentId);
      this.firing.add(entry.orderId);
      void this.enqueue(entry.accountId, () => this.execute(entry, bidUnits));
    }
  }

  /** An order that fired is gone from the index until its account is reloaded after the attempt. */
  private retire(orderId: number, instrumentId: number): void {
    const g = this.generations.get(orderId);
    if (g) this.liveEntries.set(instrumentId, (this.liveEntries.get(instrumentId) ?? 0) - g.entries);
    this.generations.delete(orderId);
    const stop = this.trailStops.get(orderId);
    if (stop) stop.dead = true;
  }

  /** Drops stale index entries and trailing stops, off the tick path (each pass). */
  private sweep(): void {
    for (const [instrumentId, idx] of this.indexes) idx.sweep(this.liveEntries.get(instrumentId) ?? 0);
    for (const trails of this.trails.values()) trails.sweep();
    for (const [orderId, stop] of this.trailStops) if (stop.dead && !this.generations.has(orderId)) this.trailStops.delete(orderId);
  }

  /** Asks the service to decide on an order that fired, then takes its account in afresh. */
  private async execute(entry: TriggerEntry, bidUnits: number, trail?: FiredTrail): Promise<void> {
    this.deciding.add(entry.accountId);
    try {
      if (entry.kind === 'fill') await this.o.service.fill(entry.orderId, entry.accountId);
      else await this.o.service.trigger(entry.orderId, entry.accountId, entry.kind, bidUnits, trail);
    } finally {
      this.deciding.delete(entry.accountId);
      this.firing.delete(entry.orderId);
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

  /** Cancels the pending orders whose expiry has passed (each pass). */
  private expire(): void {
    const now = this.o.clock.now().getTime();
    if (now < this.nextExpiryMs) return;
    let next = Infinity;
    for (const [orderId, e] of this.expiries) {
      if (!this.isLive(orderId, e.gen)) {
        this.expiries.delete(orderId);
        continue;
      }
      if (e.atMs > now) {
        if (e.atMs < next) next = e.atMs;
        continue;
      }
      this.expiries.delete(orderId);
      void this.enqueue(e.accountId, async () => {
        this.deciding.add(e.accountId);
        try {
          await this.o.service.expire(orderId, e.accountId);
        } finally {
          this.deciding.delete(e.accountId);
          await this.reload(e.accountId);
          this.push(e.accountId);
        }
      });
    }
    this.nextExpiryMs = next;
  }

  /** Saves the levels trailing stops moved to since the last pass, so a restart or another engine starts from them. */
  private async saveTrails(): Promise<void> {
    const moves = [];
    const accounts = new Set<number>();
    for (const [instrumentId, trails] of this.trails) {
      const digits = this.o.market.quote(instrumentId)?.digits;
      if (digits === undefined) continue;
      for (const s of trails.takeMoved()) {
        const side: Side = s.buy ? 'buy' : 'sell';
        accounts.add(s.accountId);
        moves.push({
          orderId: s.orderId,
          side,
          distance: unitsToText(s.distanceUnits, digits),
          level: unitsToText(trailingLevel(side, s.extremeUnits, s.distanceUnits), digits),
        });
      }
    }
    if (moves.length === 0) return;
    await this.o.service.saveTrails(moves);
    // The owner's next FOREX_TRADE shows each stop where it moved to: the pushed positions are the
    // engine's rows of the account, which are otherwise read again only when the account changes.
    const moved = new Map(moves.map((m) => [m.orderId, m.level]));
    for (const accountId of accounts) {
      const book = this.books.get(accountId);
      if (!book) continue;
      // In place: the rows keep their identity, which tells the engine an account copy holds them.
      for (const row of book.orders) {
        const level = moved.get(row.id);
        if (level !== undefined && row.trailDistance !== null) row.stopLoss = level;
      }
    }
  }

  /**
   * One account in a pass: queues a stop-out when it is at the level, else pushes its figures to
   * its owner when they are watching and it holds positions or has just placed an order.
   */
  private judge(accountId: number, ordered: boolean, level: string, levelHundredths: bigint): void {
    const book = this.books.get(accountId);
    if (!book) return;
    let stoppedOut: boolean;
    let valuation: Valuation | undefined;
    if (this.o.watched(book.userId)) {
      const figures = (valuation = this.o.service.valuation(book.balance, book.orders)).figures;
      stoppedOut = isStopOut(figures, level);
      this.o.onMarginLevel?.(book, (pct) => isStopOut(figures, pct), () => figures.marginLevelPct?.toFixed(2) ?? null);
    } else {
      // Nobody to push to: only the sums, and the stop-out judged on them without big.js.
      const { floating, used, tally } = this.o.service.sums(book.orders, book.tally);
      book.tally = tally;
      stoppedOut = isStopOutMicros(book.balance, BigInt(floating), BigInt(used), levelHundredths);
      const balance = book.balance;
      this.o.onMarginLevel?.(
        book,
        (pct) => isStopOutMicros(balance, BigInt(floating), BigInt(used), hundredthsOf(pct)),
        () => accountFigures(balance, microsText(floating), microsText(used)).marginLevelPct?.toFixed(2) ?? null,
      );
    }
    if (stoppedOut) {
      void this.enqueue(accountId, async () => {
        this.deciding.add(accountId);
        try {
          await this.o.service.stopOut(accountId);
        } finally {
          this.deciding.delete(accountId);
        }
        await this.reload(accountId);
        this.push(accountId);
      });
    } else if (valuation && (ordered || book.orders.some((o) => o.status === 1))) {
      this.o.service.publisher.trade(book.userId, book.balance, valuation);
    }
  }

  private push(accountId: number): void {
    const book = this.books.get(accountId);
    if (book) this.o.service.publisher.trade(book.userId, book.balance, this.o.service.valuation(book.balance, book.orders));
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
      this.expire();
      // A failed save is logged; the levels are saved again with the next move.
      await this.saveTrails().catch((error: unknown) => this.o.log.error({ err: error }, 'trailing stops not saved'));
      const s = await this.o.settings.get(['stop_out_level', 'jurisdiction']);
      // A retail preset never lets the close-out fall below its floor (domain compliance.ts).
      const level = closeOutLevelPct(jurisdictionOf(s.jurisdiction), s.stop_out_level);
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
        if (this.chains.has(accountId)) {
          // Work queued for the account (an expiry, a close, an order) changes it first: it is
          // judged after that work, on the book the work reloads, rather than left to a later tick.
          const isOrdered = ordered.has(accountId);
          void this.enqueue(accountId, () => Promise.resolve(this.judge(accountId, isOrdered, level, levelHundredths)));
          continue;
        }
        this.judge(accountId, ordered.has(accountId), level, levelHundredths);
      }
    } finally {
      this.passing = false;
    }
  }
}

/**
 * On a node without the engine: tells the engine's node over the bus of every account the service
 * changed here, so it reads the account afresh. Returns the function that stops it (the node may
 * take the engine over).
 */
export function forwardToEngine(events: TradingEvents, bus: Bus): () => void {
  return events.on((event) => {
    const accountId = event.type === 'placed' ? event.copy.account.id : event.accountId;
    bus.publish({ topic: TRADING_ACCOUNT_TOPIC, key: String(accountId), payload: String(accountId) });
  });
}

/** Whether `next` is `previous` (the same row objects, in order) with orders added after them. */
function appendedTo(previous: OrderRow[], next: OrderRow[]): boolean {
  if (next.length < previous.length) return false;
  for (let i = 0; i < previous.length; i++) if (previous[i] !== next[i]) return false;
  return true;
}

/**
 * Whether two versions of an order wait for the same prices, so its index entries still hold: the
 * fields index() reads, the target (and expiry) for a pending order and the stop-loss and
 * take-profit for a position. A trailing stop's saved level moves behind the engine's own, so
 * only its distance counts.
 */
function sameLevels(a: OrderRow, b: OrderRow): boolean {
  if (a.instrumentId !== b.instrumentId || a.side !== b.side || a.status !== b.status) return false;
  if (a.status === 0) return a.requestedPrice === b.requestedPrice && a.kind === b.kind && a.expiresAt?.getTime() === b.expiresAt?.getTime();
  if (a.trailDistance !== b.trailDistance || a.takeProfit !== b.takeProfit) return false;
  return a.trailDistance !== null || a.stopLoss === b.stopLoss;
}
