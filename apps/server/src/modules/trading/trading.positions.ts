/**
 * Everything that changes orders already placed: a pending order filling, expiring or being
 * cancelled; a position closing (wholly, in part, several at once, by its protections or a
 * stop-out); its levels moving. Each change runs in one transaction that first locks the account
 * row, so two changes of one account are serialised by the database, and an order leaves a status
 * exactly once (repo.transition matches on the old status). After the commit it is told as an
 * event (trading.events.ts); nothing here calls the engine or the sockets.
 */
import {
  decimal,
  exactPriceUnits,
  FEE_PER_LOT,
  FIXED_MARGIN_MODE,
  fires,
  isStopOut,
  isPartialCloseLots,
  microsText,
  moneyText,
  orderCostMicros,
  plainDecimal,
  profitMicros,
  protectionRule,
  scaled,
  times,
  toMicros,
  trailingLevel,
  trailingStart,
  unitsToText,
  type ProtectionKind,
  type Scaled,
  type Side,
} from '@leverline/domain';
import type { CallParsed, CloseReason, calls } from '@leverline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { fail } from '../../http/errors.js';
import type { UserContext } from '../../http/context.js';
import type { Clock } from '../../platform/clock.js';
import type { Metrics } from '../../platform/metrics.js';
import * as ledger from '../ledger/ledger.service.js';
import type { MarketService } from '../market/market.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { feePosting, type OrderDesk } from './trading.desk.js';
import type { TradingEvents } from './trading.events.js';
import * as repo from './trading.repo.js';
import type { OrderRules } from './trading.rules.js';
import type { Valuer } from './trading.valuation.js';

type OrderRow = repo.OrderRow;

/** Which holding positions a bulk close takes. */
export type CloseFilter = (order: OrderRow, profitMicros: bigint) => boolean;

/** A trailing stop as the engine has moved it: the level it reached for the distance it was set with. */
export interface TrailMove {
  orderId: number;
  side: Side;
  distance: string;
  level: string;
}

export interface PositionsDeps {
  db: Db;
  market: MarketService;
  settings: SettingsService;
  clock: Clock;
  log: FastifyBaseLogger;
  metrics?: Metrics | undefined;
  valuer: Valuer;
  rules: OrderRules;
  desk: OrderDesk;
  events: TradingEvents;
}

export class Positions {
  constructor(private readonly d: PositionsDeps) {}

  /**
   * Runs `work` in one transaction holding the account's row lock. The account's copy goes: the
   * lock alone moves its version (ledger.repo lockAccount).
   */
  private locked<T>(accountId: number, work: (tx: Tx, account: ledger.AccountRow) => Promise<T>): Promise<T> {
    this.d.desk.forget(accountId);
    return this.d.db.transaction(async (tx) => {
      const account = await ledger.lock(tx, accountId);
      if (!account) throw fail('not_found');
      return work(tx, account);
    });
  }

  private completed(account: { id: number; userId: number }, orders: OrderRow[]): Promise<void> {
    return this.d.events.emit({ type: 'completed', userId: account.userId, accountId: account.id, orders });
  }

  // ---- opening -----------------------------------------------------------------------------------

  /**
   * Fills a pending order whose target the price reached (the engine calls this). It fills at the
   * quote current when it commits; its margin and fee are computed at that price, and a trailing
   * stop set on it starts from there. False when the order is no longer pending or its market is
   * closed.
   */
  async fill(orderId: number, accountId: number): Promise<boolean> {
    const { feeType } = await this.d.rules.settings();
    const filled = await this.locked(accountId, async (tx, account) => {
      const order = await repo.orderById(tx, orderId);
      if (!order || order.status !== 0) return undefined;
      const quote = this.d.market.quote(order.instrumentId);
      if (!quote?.isOpen) return undefined;
      const rate = this.d.valuer.rateOf(quote.row.quoteCurrency);
      if (!rate) return undefined;
      const now = this.d.clock.now();
      const side = order.side as Side;
      const priceUnits = side === 'buy' ? quote.askUnits : quote.bidUnits;
      const at = (units: number): Scaled => ({ units: BigInt(units), scale: quote.digits });
      const { margin, fee } = orderCostMicros({
        side,
        atMarket: false,
        fixedMargin: quote.row.marginMode === FIXED_MARGIN_MODE,
        lots: scaled(order.lots),
        contractSize: scaled(quote.row.contractSize),
        leverage: order.leverage,
        open: at(priceUnits),
        close: at(side === 'buy' ? quote.bidUnits : quote.askUnits),
        rate: scaled(rate),
        feePerLot: feeType === FEE_PER_LOT,
        feeRate: scaled(quote.row.feeRate),
      });
      const trail = order.trailDistance === null ? undefined : exactPriceUnits(order.trailDistance, quote.digits);
      const stopLoss =
        trail === undefined ? order.stopLoss : unitsToText(trailingLevel(side, trailingStart(side, quote.bidUnits, quote.askUnits), trail), quote.digits);
      const row = await repo.transition(tx, order.id, 0, {
        status: 1,
        openPrice: unitsToText(priceUnits, quote.digits),
        openedAt: now,
        quoteAt: new Date(quote.timeMs),
        marginUsd: microsText(margin),
        feeUsd: microsText(fee),
        stopLoss,
      });
      if (!row) return undefined;
      if (fee > 0n) await ledger.post(tx, row.accountId, feePosting(row, quote.row.code, microsText(fee)), now);
      return { row, userId: account.userId };
    });
    if (!filled) return false;
    this.d.metrics?.fill('pending');
    await this.d.events.emit({ type: 'filled', userId: filled.userId, accountId, order: filled.row });
    return true;
  }

  // ---- completing --------------------------------------------------------------------------------

  /**
   * The one way an order completes: a holding position closes at the live closing price with its
   * profit posted to the ledger (a loss the balance cannot pay is covered and recorded as the
   * broker's); a pending order is cancelled (status 4) with nothing to post and no fee. The caller
   * holds the account lock. Undefined when the order had already completed.
   */
  async complete(tx: Tx, order: OrderRow, reason: CloseReason, now: Date): Promise<OrderRow | undefined> {
    const done = await this.completeOnce(tx, order, reason, now);
    // Counted when the order completes in this transaction, which commits with it unless it fails.
    if (done) this.d.metrics?.closed(reason);
    return done;
  }

  private async completeOnce(tx: Tx, order: OrderRow, reason: CloseReason, now: Date): Promise<OrderRow | undefined> {
    if (order.status === 0) {
      return repo.transition(tx, order.id, 0, { status: 4, closeReason: reason, closedAt: now, profitUsd: '0', feeUsd: '0' });
    }
    if (order.status !== 1 || order.openPrice === null) return undefined;
    const quote = this.d.market.quote(order.instrumentId);
    if (!quote) return undefined;
    const side = order.side as Side;
    const closeUnits = side === 'buy' ? quote.bidUnits : quote.askUnits;
    // Without a conversion rate the position cannot be valued; it stays open rather than guess.
    const rate = this.d.valuer.rateOf(quote.row.quoteCurrency);
    if (!rate) return undefined;
    const close: Scaled = { units: BigInt(closeUnits), scale: quote.digits };
    const profit = profitMicros(side, scaled(order.openPrice), close, scaled(order.lots), times(scaled(quote.row.contractSize), scaled(rate)));
    const row = await repo.transition(tx, order.id, 1, {
      status: 3,
      closePrice: unitsToText(closeUnits, quote.digits),
      closeReason: reason,
      closedAt: now,
      profitUsd: microsText(profit),
    });
    if (!row) return undefined;
    if (profit === 0n) return row;
    const ref = { refType: 'order', refId: String(order.id), memo: `${quote.row.code} #${order.id}` };
    const balance = await ledger.post(tx, order.accountId, { amount: microsText(profit), type: 'trade_profit', ...ref }, now);
    const balanceMicros = toMicros(scaled(balance));
    if (balanceMicros >= 0n) return row;
    // Negative balance protection: the account never owes more than it holds.
    const shortfall = microsText(-balanceMicros);
    await ledger.post(tx, order.accountId, { amount: shortfall, type: 'balance_protection', ...ref }, now);
    return repo.updateOrder(tx, order.id, { brokerLossUsd: shortfall });
  }

  async close(input: CallParsed<typeof calls.closeOrder>, ctx: UserContext): Promise<OrderRow> {
    return this.endByUser(input.id, ctx, 1, 'user');
  }

  async cancel(input: CallParsed<typeof calls.cancelOrder>, ctx: UserContext): Promise<OrderRow> {
    return this.endByUser(input.id, ctx, 0, 'cancel');
  }

  private async endByUser(id: number, ctx: UserContext, status: 0 | 1, reason: CloseReason): Promise<OrderRow> {
    const account = await this.d.rules.accountOf(ctx);
    const done = await this.locked(account.id, async (tx) => {
      const order = await repo.orderOfUser(tx, ctx.session.userId, id);
      if (!order) throw fail('order_not_found');
      if (order.status !== status) throw fail('order_not_open');
      if (status === 1 && !this.d.market.quote(order.instrumentId)?.isOpen) throw fail('market_closed');
      const row = await this.complete(tx, order, reason, this.d.clock.now());
      if (!row) throw fail('order_not_open');
      return row;
    });
    await this.completed(account, [done]);
    return done;
  }

  /**
   * Closes `cont` lots of a holding position: the part becomes an order of its own (part_of the
   * position), closed at the live price with its profit posted; the position keeps the rest, with
   * its margin in proportion. The fee was charged once, when the position opened, and stays on it.
   */
  async closePartial(input: CallParsed<typeof calls.closePartial>, ctx: UserContext): Promise<{ part: OrderRow; rest: OrderRow }> {
    const account = await this.d.rules.accountOf(ctx);
    const done = await this.locked(account.id, async (tx) => {
      const order = await repo.orderOfUser(tx, ctx.session.userId, input.id);
      if (!order) throw fail('order_not_found');
      if (order.status !== 1) throw fail('order_not_open');
      const quote = this.d.market.quote(order.instrumentId);
      if (!quote?.isOpen) throw fail('market_closed');
      if (!isPartialCloseLots(input.cont, order.lots, quote.row.minLots, quote.row.lotStep)) {
        const max = decimal(order.lots).minus(decimal(quote.row.minLots));
        throw fail('partial_lots_invalid', { min: plainDecimal(quote.row.minLots), max: plainDecimal(max.gt(0) ? max.toFixed() : '0'), step: plainDecimal(quote.row.lotStep) });
      }
      // The margin in proportion to the lots, the part's rounded down: the two add up to the whole.
      const partMargin = decimal(order.marginUsd).times(input.cont).div(order.lots).round(6, 0);
      const [piece] = await repo.insertOrders(tx, [
        {
          userId: order.userId,
          accountId: order.accountId,
          instrumentId: order.instrumentId,
          side: order.side,
          lots: plainDecimal(input.cont),
          leverage: order.leverage,
          status: 1,
          kind: order.kind,
          expiry: order.expiry,
          requestedPrice: order.requestedPrice,
          openPrice: order.openPrice,
          marginUsd: moneyText(partMargin),
          feeUsd: '0',
          partOf: order.id,
          createdAt: order.createdAt,
          openedAt: order.openedAt,
          quoteAt: order.quoteAt,
        },
      ]);
      const kept = await repo.updateOrder(tx, order.id, {
        lots: plainDecimal(decimal(order.lots).minus(decimal(input.cont)).toFixed()),
        marginUsd: moneyText(decimal(order.marginUsd).minus(partMargin)),
      });
      const closed = await this.complete(tx, piece!, 'partial', this.d.clock.now());
      if (!closed || !kept) throw fail('order_not_open');
      return { part: closed, rest: kept };
    });
    await this.completed(account, [done.part]);
    return done;
  }

  /**
   * Closes the caller's holding positions that `filter` takes, in one transaction: positions
   * whose market is closed stay open and are counted as skipped.
   */
  async closeWhere(ctx: UserContext, filter: CloseFilter): Promise<{ closed: OrderRow[]; skipped: number }> {
    const account = await this.d.rules.accountOf(ctx);
    const done = await this.locked(account.id, async (tx, locked) => {
      const { orders } = this.d.valuer.valuation(locked.balance, await repo.openOrdersOf(tx, account.id));
      const closed: OrderRow[] = [];
      let skipped = 0;
      const now = this.d.clock.now();
      for (const v of orders) {
        if (v.row.status !== 1 || !filter(v.row, BigInt(v.profitMicros))) continue;
        if (!this.d.market.quote(v.row.instrumentId)?.isOpen) {
          skipped++;
          continue;
        }
        const row = await this.complete(tx, v.row, 'user', now);
        if (row) closed.push(row);
        else skipped++;
      }
      return { closed, skipped };
    });
    await this.completed(account, done.closed);
    return done;
  }

  /**
   * Closes a holding position whose stop-loss, take-profit or trailing stop the price reached (the
   * engine calls this, with the bid that fired it and, for a trailing stop, the level it had moved
   * to). The level is checked again inside the lock, so a level the trader moved or removed in the
   * meantime is respected. Undefined when nothing closed.
   */
  async trigger(
    orderId: number,
    accountId: number,
    kind: ProtectionKind,
    firedBidUnits: number,
    trail?: { distanceUnits: number; levelUnits: number },
  ): Promise<OrderRow | undefined> {
    const done = await this.locked(accountId, async (tx, account) => {
      const order = await repo.orderById(tx, orderId);
      if (!order || order.status !== 1) return undefined;
      const quote = this.d.market.quote(order.instrumentId);
      if (!quote?.isOpen) return undefined;
      const side = order.side as Side;
      const units = (text: string | null) => (text === null ? undefined : exactPriceUnits(text, quote.digits));
      let level: number | undefined;
      if (kind === 'trailing_stop') {
        const stored = units(order.stopLoss);
        if (!trail || units(order.trailDistance) !== trail.distanceUnits || stored === undefined) return undefined;
        // The engine's level is ahead of the stored one by the ticks since its last save, never behind.
        level = side === 'buy' ? Math.max(stored, trail.levelUnits) : Math.min(stored, trail.levelUnits);
      } else {
        // A stop-loss that trails fires as a trailing stop, with the engine's level.
        if (kind === 'stop_loss' && order.trailDistance !== null) return undefined;
        level = units(kind === 'stop_loss' ? order.stopLoss : order.takeProfit);
      }
      if (level === undefined) return undefined;
      if (!fires(protectionRule(kind, side), level, firedBidUnits, firedBidUnits + quote.row.spreadUnits)) return undefined;
      const now = this.d.clock.now();
      const moved = kind === 'trailing_stop' ? await repo.updateOrder(tx, order.id, { stopLoss: unitsToText(level, quote.digits) }) : order;
      const row = await this.complete(tx, moved!, kind, now);
      return row && { row, userId: account.userId };
    });
    if (!done) return undefined;
    await this.completed({ id: accountId, userId: done.userId }, [done.row]);
    return done.row;
  }

  /**
   * Closes positions of an account whose margin level has reached the stop-out level: the worst
   * loss first, re-valuing after each, then pending orders (largest margin first) if it is still
   * there. Returns the orders completed.
   */
  async stopOut(accountId: number): Promise<OrderRow[]> {
    const { stopOutLevel } = await this.d.rules.settings();
    const result = await this.locked(accountId, async (tx, account) => {
      const done: OrderRow[] = [];
      const now = this.d.clock.now();
      const skipped = new Set<number>();
      for (;;) {
        const fresh = (await ledger.account(tx, accountId))!;
        const open = (await repo.openOrdersOf(tx, accountId)).filter((o) => !skipped.has(o.id));
        const { figures, orders } = this.d.valuer.valuation(fresh.balance, open);
        if (!isStopOut(figures, stopOutLevel)) break;
        const holding = orders.filter((v) => v.row.status === 1 && this.d.market.quote(v.row.instrumentId)?.isOpen);
        const victim =
          holding.sort((a, b) => (a.profitMicros < b.profitMicros ? -1 : a.profitMicros > b.profitMicros ? 1 : a.row.id - b.row.id))[0] ??
          orders.filter((v) => v.row.status === 0).sort((a, b) => decimal(b.row.marginUsd).cmp(decimal(a.row.marginUsd)) || a.row.id - b.row.id)[0];
        if (!victim) break;
        const row = await this.complete(tx, victim.row, 'stop_out', now);
        if (row) done.push(row);
        else skipped.add(victim.row.id);
      }
      return { userId: account.userId, done };
    });
    if (result.done.length > 0) {
      this.d.metrics?.stopOut();
      this.d.log.info({ accountId, orders: result.done.map((o) => o.id) }, 'stop-out');
    }
    await this.completed({ id: accountId, userId: result.userId }, result.done);
    return result.done;
  }

  /** Cancels a pending order whose expiry has passed (the engine calls this); undefined when it no longer waits. */
  async expire(orderId: number, accountId: number): Promise<OrderRow | undefined> {
    const done = await this.locked(accountId, async (tx, account) => {
      const order = await repo.orderById(tx, orderId);
      const now = this.d.clock.now();
      if (!order || order.status !== 0 || order.expiresAt === null || order.expiresAt > now) return undefined;
      const row = await this.complete(tx, order, 'expired', now);
      return row && { row, userId: account.userId };
    });
    if (!done) return undefined;
    await this.completed({ id: accountId, userId: done.userId }, [done.row]);
    return done.row;
  }

  // ---- levels ------------------------------------------------------------------------------------

  async setStops(input: CallParsed<typeof calls.setStopPrice>, ctx: UserContext): Promise<OrderRow> {
    const account = await this.d.rules.accountOf(ctx);
    const updated = await this.locked(account.id, async (tx) => {
      const order = await repo.orderOfUser(tx, ctx.session.userId, input.id);
      if (!order) throw fail('order_not_found');
      if (order.status !== 0 && order.status !== 1) throw fail('order_not_open');
      const quote = this.d.market.quote(order.instrumentId);
      if (!quote) throw fail('instrument_unavailable');
      return repo.updateOrder(tx, order.id, this.d.rules.protections(order, quote, input));
    });
    await this.d.events.emit({ type: 'changed', accountId: account.id });
    return updated!;
  }

  /**
   * Moves a holding position's stop-loss to its open price (a trailing stop goes): only while the
   * price it closes at is beyond the open price in its favour, so the level is on the right side.
   */
  async breakEven(input: CallParsed<typeof calls.breakEven>, ctx: UserContext): Promise<OrderRow> {
    const account = await this.d.rules.accountOf(ctx);
    const updated = await this.locked(account.id, async (tx) => {
      const order = await repo.orderOfUser(tx, ctx.session.userId, input.id);
      if (!order) throw fail('order_not_found');
      if (order.status !== 1 || order.openPrice === null) throw fail('order_not_open');
      const quote = this.d.market.quote(order.instrumentId);
      if (!quote) throw fail('instrument_unavailable');
      const side = order.side as Side;
      const open = exactPriceUnits(order.openPrice, quote.digits) ?? 0;
      const close = side === 'buy' ? quote.bidUnits : quote.askUnits;
      if (side === 'buy' ? close <= open : close >= open) throw fail('break_even_not_in_profit');
      return repo.updateOrder(tx, order.id, { stopLoss: unitsToText(open, quote.digits), trailDistance: null });
    });
    await this.d.events.emit({ type: 'changed', accountId: account.id });
    return updated!;
  }

  /**
   * Saves the levels trailing stops have moved to (the engine, each pass), in one statement and
   * without the account lock: a level only ever moves in its position's favour, and only while the
   * position is open with the distance it trailed by, so a trader's change made meanwhile stands.
   */
  saveTrails(moves: TrailMove[]): Promise<number> {
    return repo.raiseTrailingStops(this.d.db, moves);
  }

  // ---- demo --------------------------------------------------------------------------------------

  /**
   * Demo only: completes every open order (positions close at the last price even when their
   * market is closed; pending orders are cancelled), then one entry restores the starting balance.
   */
  async resetDemo(ctx: UserContext): Promise<string> {
    if (!ctx.session.isDemo) throw fail('demo_only');
    const account = await this.d.rules.accountOf(ctx);
    const { demo_start_balance } = await this.d.settings.get(['demo_start_balance']);
    const result = await this.locked(account.id, async (tx) => {
      const now = this.d.clock.now();
      const done: OrderRow[] = [];
      for (const order of await repo.openOrdersOf(tx, account.id)) {
        const row = await this.complete(tx, order, 'demo_reset', now);
        if (row) done.push(row);
      }
      const fresh = (await ledger.account(tx, account.id))!;
      const difference = decimal(demo_start_balance).minus(decimal(fresh.balance));
      const balance = difference.eq(0)
        ? fresh.balance
        : await ledger.post(tx, account.id, { amount: moneyText(difference), type: 'demo_reset' }, now);
      return { done, balance };
    });
    await this.completed(account, result.done);
    return result.balance;
  }
}
