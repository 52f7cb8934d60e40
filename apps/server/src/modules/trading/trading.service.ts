/**
 * The trading module's front: what the routes, the engine and the other modules call. It holds the
 * parts and wires them in one direction (docs/trading.md, "The structure"):
 *
 *   rules ─▶ desk (placing, group commit) ─┐
 *            positions (fills, closes, levels) ─┴─▶ events ─▶ engine, publisher, forwarder
 *   valuer ─▶ views (what the API and the socket show)
 *
 * The service decides and emits; it never calls the engine or the sockets.
 */
import Big from 'big.js';
import { microsText, moneyText, type AccountFigures, type MicrosTotal, type ProtectionKind } from '@leverline/domain';
import { HISTORY_EXPORT_MAX, LEDGER_TYPES, ORDER_STATUS, type AccountSummary, type CallData, type CallParsed, type LedgerType, type Order, type calls } from '@leverline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { fail } from '../../http/errors.js';
import type { Answer } from '../../http/call-route.js';
import type { UserContext } from '../../http/context.js';
import { translate } from '../../i18n/translate.js';
import type { Bus } from '../../platform/bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Metrics } from '../../platform/metrics.js';
import * as ledger from '../ledger/ledger.service.js';
import type { MarketService } from '../market/market.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { OrderDesk } from './trading.desk.js';
import { TradingEvents } from './trading.events.js';
import { Positions, type CloseFilter, type TrailMove } from './trading.positions.js';
import { TradingPublisher } from './trading.publisher.js';
import { historyCsv } from './history-csv.js';
import * as repo from './trading.repo.js';
import { OrderRules } from './trading.rules.js';
import { Valuer, type Tally, type Valuation, type Valued } from './trading.valuation.js';
import { TradingViews, type OrderFigures } from './trading.views.js';

export type OrderRow = repo.OrderRow;
export type { OrderFigures, Tally, Valuation, Valued };

/** Records per page of the account log. */
export const RECORDS_PAGE_SIZE = 20;

export interface TradingDeps {
  db: Db;
  /**
   * Batches of orders written at the same time: 2 on PostgreSQL, a process of its own, which
   * writes one batch while this thread judges the next; 1 (the default) on PGlite, which runs on
   * this thread, where a second batch only splits the first.
   */
  batchesAtOnce?: number;
  market: MarketService;
  settings: SettingsService;
  bus: Bus;
  clock: Clock;
  log: FastifyBaseLogger;
  metrics?: Metrics | undefined;
  /**
   * Refuses a real account's new order while the terms in force are not accepted
   * (modules/compliance); demo accounts keep trading. Absent, nothing is asked.
   */
  termsGate?: { requireTerms(userId: number): Promise<void> };
}

export class TradingService {
  readonly valuer: Valuer;
  readonly views: TradingViews;
  readonly events: TradingEvents;
  readonly publisher: TradingPublisher;
  readonly rules: OrderRules;
  private readonly desk: OrderDesk;
  readonly positions: Positions;

  constructor(private readonly d: TradingDeps) {
    this.valuer = new Valuer(d.market);
    this.views = new TradingViews(d.market, this.valuer);
    this.events = new TradingEvents(d.log);
    this.publisher = new TradingPublisher(d.bus, this.views, this.events);
    this.rules = new OrderRules({ db: d.db, market: d.market, settings: d.settings, clock: d.clock, valuer: this.valuer });
    this.desk = new OrderDesk({
      db: d.db,
      market: d.market,
      clock: d.clock,
      log: d.log,
      metrics: d.metrics,
      valuer: this.valuer,
      feeType: async () => (await this.rules.settings()).feeType,
      ...(d.batchesAtOnce !== undefined ? { batchesAtOnce: d.batchesAtOnce } : {}),
    });
    this.positions = new Positions({
      db: d.db,
      market: d.market,
      settings: d.settings,
      clock: d.clock,
      log: d.log,
      metrics: d.metrics,
      valuer: this.valuer,
      rules: this.rules,
      desk: this.desk,
      events: this.events,
    });
  }

  // ---- for other modules -------------------------------------------------------------------------

  /** The floating profit (USD text) of each account's open positions at the live quotes; accounts without any are left out. */
  async floatingOf(accountIds: number[]): Promise<Map<number, string>> {
    const byAccount = new Map<number, OrderRow[]>();
    for (const row of await repo.openOrdersOfAccounts(this.d.db, accountIds)) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
    return new Map([...byAccount].map(([accountId, open]) => [accountId, moneyText(this.valuer.valuation('0', open).figures.floating)]));
  }

  /** An account's orders that opened or closed in [from, to), by id (statements; parts count as closes only). */
  tradedBetween(accountId: number, from: Date, to: Date): Promise<OrderRow[]> {
    return repo.tradedBetween(this.d.db, accountId, from, to);
  }

  /**
   * The positions an account held at `at`, each as it stood then (holding) with its figures and
   * floating profit. With `pricedAt` set (a period that has ended), at the instrument's last price
   * before `at` (market quoteAt); else, or when that price is not known, at the live quote. Each
   * says which, and the time of its price (undefined without one). A quote currency other than
   * USD is converted at the live rate.
   */
  async heldAt(
    accountId: number,
    at: Date,
    pricedAt: boolean,
  ): Promise<{ row: OrderRow; figures: OrderFigures; quoteTimeMs: number | undefined; atEnd: boolean }[]> {
    const held = [];
    for (const closedSince of await repo.heldAt(this.d.db, accountId, at)) {
      const row: OrderRow = { ...closedSince, status: 1, closePrice: null, closedAt: null, profitUsd: null, closeReason: null };
      const then = pricedAt ? await this.d.market.quoteAt(row.instrumentId, at) : undefined;
      const quote = then ?? this.d.market.quote(row.instrumentId);
      held.push({ row, figures: this.views.orderFigures(row, this.valuer.value(row, quote)), quoteTimeMs: quote?.timeMs, atEnd: then !== undefined || !pricedAt });
    }
    return held;
  }

  valuation(balance: string, open: OrderRow[]): Valuation {
    return this.valuer.valuation(balance, open);
  }

  value(row: OrderRow): Valued {
    return this.valuer.value(row, this.d.market.quote(row.instrumentId));
  }

  sums(open: OrderRow[], kept?: Tally): { floating: MicrosTotal; used: MicrosTotal; tally: Tally } {
    return this.valuer.sums(open, kept);
  }

  figuresIn(tx: Tx, account: { id: number; balance: string }): Promise<AccountFigures> {
    return this.valuer.figuresIn(tx, account);
  }

  orderFigures(row: OrderRow, valued?: Valued): OrderFigures {
    return this.views.orderFigures(row, valued);
  }

  /**
   * Another part of the server changed an account (a deposit, a withdrawal, an adjustment): its
   * copy goes, and whoever values it reads it afresh.
   */
  accountChanged(accountId: number): Promise<void> {
    this.desk.forget(accountId);
    return this.events.emit({ type: 'changed', accountId });
  }

  /** Drops every account copy (tests that empty the database do, as with engine.reindex). */
  forgetCopies(): void {
    this.desk.clear();
  }

  // ---- for the engine ----------------------------------------------------------------------------

  fill(orderId: number, accountId: number): Promise<boolean> {
    return this.positions.fill(orderId, accountId);
  }

  trigger(orderId: number, accountId: number, kind: ProtectionKind, firedBidUnits: number, trail?: { distanceUnits: number; levelUnits: number }) {
    return this.positions.trigger(orderId, accountId, kind, firedBidUnits, trail);
  }

  stopOut(accountId: number): Promise<OrderRow[]> {
    return this.positions.stopOut(accountId);
  }

  expire(orderId: number, accountId: number): Promise<OrderRow | undefined> {
    return this.positions.expire(orderId, accountId);
  }

  saveTrails(moves: TrailMove[]): Promise<number> {
    return this.positions.saveTrails(moves);
  }

  // ---- the trader's calls ------------------------------------------------------------------------

  async submit(input: CallParsed<typeof calls.submitOrder>, ctx: UserContext): Promise<Answer<Order>> {
    if (!ctx.session.isDemo) await this.d.termsGate?.requireTerms(ctx.session.userId);
    const intent = await this.rules.intentOf(input, ctx.session.userId);
    const { order, copy } = await this.desk.place(intent);
    if (intent.targetUnits === undefined) this.d.metrics?.fill('market');
    await this.events.emit({ type: 'placed', orders: [order], copy });
    return { data: this.views.orderView(order), msg: 'order_confirmed' };
  }

  async close(input: CallParsed<typeof calls.closeOrder>, ctx: UserContext): Promise<Answer<Order>> {
    return { data: this.views.orderView(await this.positions.close(input, ctx)), msg: 'order_closed' };
  }

  async cancel(input: CallParsed<typeof calls.cancelOrder>, ctx: UserContext): Promise<Answer<Order>> {
    return { data: this.views.orderView(await this.positions.cancel(input, ctx)), msg: 'order_cancelled' };
  }

  async setStops(input: CallParsed<typeof calls.setStopPrice>, ctx: UserContext): Promise<Answer<Order>> {
    return { data: this.views.orderView(await this.positions.setStops(input, ctx)), msg: 'stops_saved' };
  }

  async breakEven(input: CallParsed<typeof calls.breakEven>, ctx: UserContext): Promise<Answer<Order>> {
    return { data: this.views.orderView(await this.positions.breakEven(input, ctx)), msg: 'stops_saved' };
  }

  async closePartial(input: CallParsed<typeof calls.closePartial>, ctx: UserContext): Promise<Answer<Order>> {
    const { rest } = await this.positions.closePartial(input, ctx);
    return { data: this.views.orderView(rest), msg: 'order_partly_closed' };
  }

  async closeAll(input: CallParsed<typeof calls.closeAll>, ctx: UserContext): Promise<Answer<CallData<typeof calls.closeAll>>> {
    let filter: CloseFilter;
    switch (input.scope) {
      case 'instrument': {
        const id = input.forex_id;
        if (id === undefined) throw fail('invalid_param');
        filter = (o) => o.instrumentId === id;
        break;
      }
      case 'winners':
        filter = (_o, profit) => profit > 0n;
        break;
      case 'losers':
        filter = (_o, profit) => profit < 0n;
        break;
      case 'all':
        filter = () => true;
    }
    const { closed, skipped } = await this.positions.closeWhere(ctx, filter);
    return { data: { closed: closed.map((o) => o.id), skipped }, msg: 'orders_closed', params: { count: closed.length } };
  }

  async batchCloseByType(input: CallParsed<typeof calls.batchCloseByType>, ctx: UserContext): Promise<Answer<number[]>> {
    const side = input.type === 1 ? 'buy' : input.type === 2 ? 'sell' : undefined;
    const id = input.forex_id;
    const { closed } = await this.positions.closeWhere(ctx, (o) => (side === undefined || o.side === side) && (id === undefined || o.instrumentId === id));
    return { data: closed.map((o) => o.id), msg: 'orders_closed', params: { count: closed.length } };
  }

  async resetDemo(ctx: UserContext): Promise<Answer<{ balance: number }>> {
    const balance = await this.positions.resetDemo(ctx);
    return { data: { balance: Number(moneyText(balance)) }, msg: 'demo_reset_done' };
  }

  // ---- reading -----------------------------------------------------------------------------------

  async myDeal(input: CallParsed<typeof calls.myDeal>, ctx: UserContext) {
    const account = await this.rules.accountOf(ctx);
    const filter = orderFilterOf(input);
    const rows = await repo.pageOf(this.d.db, account.id, input.status, input.page, input.limit ?? input.page_size, filter);
    let total: number;
    let profits: Big;
    let fees: Big;
    let swaps: Big;
    if (input.status === 1) {
      const open = (await repo.openOrdersOf(this.d.db, account.id)).filter(
        (o) => o.status === 1 && (filter.instrumentId === undefined || o.instrumentId === filter.instrumentId),
      );
      total = open.length;
      profits = new Big(microsText(this.valuer.sums(open).floating));
      fees = open.reduce((sum, o) => sum.plus(o.feeUsd), new Big(0));
      swaps = open.reduce((sum, o) => sum.plus(o.swapUsd), new Big(0));
    } else {
      const totals = await repo.totalsOf(this.d.db, account.id, input.status, filter);
      total = totals.total;
      profits = new Big(totals.profit);
      fees = new Big(totals.fees);
      swaps = new Big(totals.swaps);
    }
    return {
      data: {
        data: rows.map((row) => this.views.orderView(row)),
        total,
        currency_page: input.page,
        all_fact_profits: Number(moneyText(profits)),
        all_fees: Number(moneyText(fees)),
        all_swaps: Number(moneyText(swaps)),
        balance: Number(moneyText(account.balance)),
      },
    };
  }

  /** The history my_deal lists under the same filter, every page of it, as CSV (history-csv.ts). */
  async historyExport(input: CallParsed<typeof calls.historyExport>, ctx: UserContext): Promise<Answer<CallData<typeof calls.historyExport>>> {
    const account = await this.rules.accountOf(ctx);
    const filter = orderFilterOf(input);
    const { total } = await repo.totalsOf(this.d.db, account.id, ORDER_STATUS.completed, filter);
    if (total > HISTORY_EXPORT_MAX) throw fail('history_export_too_large', { max: HISTORY_EXPORT_MAX });
    const rows = await repo.pageOf(this.d.db, account.id, ORDER_STATUS.completed, 1, HISTORY_EXPORT_MAX, filter);
    const csv = historyCsv(
      rows.map((row) => ({
        id: row.id,
        side: row.side === 'buy' ? ('buy' as const) : ('sell' as const),
        state: row.status === ORDER_STATUS.cancelled ? 'cancelled' : 'closed',
        closeReason: row.closeReason ?? '',
        openedAt: row.openedAt ?? row.createdAt,
        closedAt: row.closedAt,
        figures: this.views.orderFigures(row),
      })),
    );
    const day = ctx.now.toISOString().slice(0, 10).replace(/-/g, '');
    return { data: { filename: `leverline-history-${day}.csv`, csv, count: rows.length } };
  }

  /** The trade page of one instrument (the family's `deal`): lot limits, quote, free margin, open positions on it. */
  async deal(input: CallParsed<typeof calls.forexDeal>, ctx: UserContext): Promise<Answer<CallData<typeof calls.forexDeal>>> {
    const instrument = this.d.market.instrumentView(input.forex_id);
    if (!instrument) throw fail('not_found');
    const account = await this.rules.accountOf(ctx);
    const { figures, orders } = this.valuer.valuation(account.balance, await repo.openOrdersOf(this.d.db, account.id));
    const positions = orders.filter((v) => v.row.status === 1 && v.row.instrumentId === input.forex_id).sort((a, b) => b.row.id - a.row.id);
    return {
      data: {
        forex_cont_limit: { min: instrument.ForexMinCont, max: instrument.MaxLots },
        quotation: instrument.ForexQuotations,
        last_price: instrument.ForexQuotations.Close,
        forex_user_balance: Number(moneyText(figures.freeMargin)),
        settle_currency_code: 'USD',
        my_transaction: positions.slice(0, 10).map((v) => this.views.orderView(v.row, v)),
      },
    };
  }

  /** The account's figures beside one instrument's, with its open positions paged (the family's `deal_all`). */
  async dealAll(input: CallParsed<typeof calls.forexDealAll>, ctx: UserContext): Promise<Answer<CallData<typeof calls.forexDealAll>>> {
    if (!this.d.market.instrument(input.forex_id)) throw fail('not_found');
    const account = await this.rules.accountOf(ctx);
    const { figures, orders } = this.valuer.valuation(account.balance, await repo.openOrdersOf(this.d.db, account.id));
    const here = orders.filter((v) => v.row.instrumentId === input.forex_id);
    const positions = here.filter((v) => v.row.status === 1).sort((a, b) => b.row.id - a.row.id);
    const margin = here.reduce((sum, v) => sum.plus(v.row.marginUsd), new Big(0));
    const profit = positions.reduce((sum, v) => sum + BigInt(v.profitMicros), 0n);
    const start = (input.page - 1) * input.limit;
    return {
      data: {
        caution_money_total: Number(moneyText(figures.usedMargin)),
        origin_caution_money_total: Number(moneyText(figures.usedMargin)),
        profits_total: Number(moneyText(figures.floating)),
        caution_money: Number(moneyText(margin)),
        origin_caution_money: Number(moneyText(margin)),
        profits: Number(microsText(profit)),
        hazard_rate: figures.hazardRatePct === null ? null : Number(figures.hazardRatePct.toFixed(2)),
        balance: Number(moneyText(account.balance)),
        order: {
          data: positions.slice(start, start + input.limit).map((v) => this.views.orderView(v.row, v)),
          currency_page: input.page,
          total: positions.length,
        },
      },
    };
  }

  async detail(ctx: UserContext): Promise<Answer<AccountSummary>> {
    const account = await this.rules.accountOf(ctx);
    const levels = await this.rules.settings();
    const { figures } = this.valuer.valuation(account.balance, await repo.openOrdersOf(this.d.db, account.id));
    return { data: this.views.summaryView(account.balance, account.lockBalance, figures, levels) };
  }

  async accountLog(input: CallParsed<typeof calls.forexChange>, ctx: UserContext) {
    const account = await this.rules.accountOf(ctx);
    const { rows, total } = await ledger.entriesPage(this.d.db, account.id, input.page, RECORDS_PAGE_SIZE);
    return {
      data: {
        list: rows.map((e) => {
          const type = LEDGER_TYPES[e.type as LedgerType] ?? LEDGER_TYPES.adjustment;
          const label = translate(ctx.lang, `ledger.${e.type}` as 'ledger.adjustment');
          return {
            Id: e.id,
            Value: Number(moneyText(e.amount)),
            Balance: Number(moneyText(e.balanceAfter)),
            Type: type,
            Memo: e.memo,
            // An order's records name it; other kinds are their label alone.
            MemoTran: e.refType === 'order' && e.memo ? `${label} · ${e.memo}` : label,
            CreatedAtTran: e.createdAt.toISOString(),
          };
        }),
        total,
      },
    };
  }
}

/** The list filter of a my_deal or history export request. */
function orderFilterOf(input: { forex_id?: number | undefined; start_time?: number | undefined; end_time?: number | undefined }): repo.OrderFilter {
  return {
    instrumentId: input.forex_id,
    endedFrom: input.start_time === undefined ? undefined : new Date(input.start_time * 1000),
    endedBefore: input.end_time === undefined ? undefined : new Date(input.end_time * 1000),
  };
}
