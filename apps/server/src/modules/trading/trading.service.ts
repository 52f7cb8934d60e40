/**
 * Trading rules with effects: placing orders, filling pending ones, closing positions (by the
 * trader, a stop-loss or take-profit, a stop-out, a cancel or a demo reset — all through
 * `complete`), the account summary and its records.
 *
 * Every change runs in one transaction that first locks the account row, so two requests of one
 * account are serialised by the database: free margin is checked against what is committed, and
 * an order leaves an open status exactly once (`transition` matches on the old status). New
 * orders that arrive together share one such transaction (`placeBatch`, group commit). Money is
 * computed with the domain's exact decimals and posted through the ledger.
 */
import Big from 'big.js';
import {
  accountFigures,
  addMicros,
  addPosition,
  emptyPositionSums,
  FEE_PER_LOT,
  feeMicros,
  FIXED_MARGIN_MODE,
  closePrice,
  decimal,
  exactNumber,
  exactPriceUnits,
  feeUsd,
  fillPrice,
  fixedText,
  freeMarginMicros,
  isStopOut,
  marginMicros,
  marginUsd,
  microsText,
  moneyText,
  orderProblem,
  plainDecimal,
  profitMicros,
  profitMicrosNumber,
  positionTerms,
  positionsProfitMicros,
  profitUsd,
  quoteToUsd,
  scaled,
  stopsProblem,
  times,
  toMicros,
  trimmed,
  unitsToText,
  type AccountFigures,
  type MicrosTotal,
  type PositionSums,
  type PositionTerms,
  type Scaled,
  type OrderProblem,
  type Side,
} from '@leverline/domain';
import {
  FOREX_CLOSED,
  FOREX_TRADE,
  LEDGER_TYPES,
  type AccountSummary,
  type CallParsed,
  type CloseReason,
  type ForexTradePush,
  type LedgerType,
  type MessageKey,
  type Order,
  type calls,
} from '@leverline/contract';
import type { Metrics } from '../../platform/metrics.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { fail } from '../../http/errors.js';
import type { Answer } from '../../http/call-route.js';
import type { UserContext } from '../../http/context.js';
import { translate } from '../../i18n/translate.js';
import type { Bus } from '../../platform/bus.js';
import type { Clock } from '../../platform/clock.js';
import * as ledger from '../ledger/ledger.service.js';
import type { LiveQuote, MarketService } from '../market/market.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { AccountCopies, type AccountCopy } from './account-copies.js';
import { GroupCommit, type Outcome } from './group-commit.js';
import * as repo from './trading.repo.js';

export type OrderRow = repo.OrderRow;

/** Records per page of the account log. */
export const RECORDS_PAGE_SIZE = 20;

const PROBLEM_MESSAGES: Record<OrderProblem, MessageKey> = {
  lots_below_minimum: 'lots_below_minimum',
  lots_not_a_step: 'lots_not_a_step',
  lots_above_maximum: 'lots_above_maximum',
  leverage_not_configured: 'leverage_not_configured',
  leverage_not_offered: 'leverage_not_offered',
  stop_loss_wrong_side: 'stop_loss_wrong_side',
  take_profit_wrong_side: 'take_profit_wrong_side',
  negative_price: 'price_invalid',
};


/** Keeps the engine's copy of accounts in step with the database. */
export interface EngineLink {
  /**
   * After a change of an account: takes in its open orders and balance, from `copy` (the account
   * as a node's orders left it) when given and the engine is local, else read afresh, and pushes
   * FOREX_TRADE to its owner, at once or, after orders, with the next pass (waits when the engine
   * is local).
   */
  accountChanged(accountId: number, copy?: AccountCopy): Promise<void>;
}

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
}

/** An open order valued at the live quote. */
export interface Valued {
  row: OrderRow;
  /** Closing price units (holding) or the target's (pending). */
  priceUnits: number;
  digits: number;
  /** Floating profit in millionths of a USD; 0 for a pending order or when no rate is known. */
  profitMicros: MicrosTotal;
}

/**
 * What one valuation's orders of an instrument share (TradingService.value), and the prices they
 * came from, to tell whether they still hold (TradingService.sumsOfBook).
 */
type SharedValues = Map<number, Common>;

/**
 * An instrument's prices and USD factor for one valuation: the factor (contract size × the quote
 * currency's USD rate, undefined when no rate is known) as a scaled decimal and, trimmed, as a
 * double (undefined when a double would not hold it exactly); the closing prices per side.
 */
interface Common {
  factor: Scaled | undefined;
  factorUnits: number | undefined;
  factorScale: number;
  bid: Scaled;
  ask: Scaled;
  quote: LiveQuote;
  rate: string | undefined;
}

/**
 * An order row's decimals as integers: as stored, and (for profitMicrosNumber) the open price and
 * lots trimmed of trailing zeros as doubles, undefined where a double would not hold them exactly.
 */
interface RowDecimals {
  /**
   * The row's own fields a valuation reads, copied here: summing an account touches one object a
   * row instead of two (the rows lie all over the heap, and each first touch costs a cache miss).
   */
  instrumentId: number;
  buy: boolean;
  /** A position with an open price (status 1), whose profit floats. */
  holding: boolean;
  open: Scaled | null;
  lots: Scaled;
  marginMicros: MicrosTotal;
  openUnits: number | undefined;
  openScale: number;
  lotsUnits: number | undefined;
  lotsScale: number;
  /** What a position adds to its group's sums (domain positionTerms); undefined for a pending order. */
  terms: PositionTerms | undefined;
}

/**
 * Rows of a list of open orders and their parsed decimals, index by index (TradingService.parsedOf).
 * A row that is not the one at its index is parsed again, so one list may serve several arrays
 * that share a beginning (an account's orders before and after an order is added).
 */
interface ParsedRows {
  rows: OrderRow[];
  decimals: RowDecimals[];
}


/** An account's positions of one instrument and side, summed (domain PositionSums). */
interface PositionGroup {
  instrumentId: number;
  buy: boolean;
  sums: PositionSums;
}

/**
 * What an account's valuation needs of its first `rows` open orders, worked out as they are added:
 * the margin they use, and their positions summed by instrument and side, so their floating profit
 * at the prices of the moment is a few operations per group (TradingService.floatingOf) however
 * many positions there are, and an order added to the account adds its own terms only. A price
 * move changes nothing here.
 */
export interface Tally {
  rows: number;
  used: MicrosTotal;
  /** By instrument id × 2 + 1 for buys. */
  groups: Map<number, PositionGroup>;
  /** The decimals of the rows summed (parsedOf), for the groups valued position by position. */
  parsed: ParsedRows;
}

/** A copy of a tally that can be added to without changing the original. */
function copyOfTally(tally: Tally): Tally {
  const groups = new Map<number, PositionGroup>();
  for (const [key, group] of tally.groups) groups.set(key, { ...group, sums: { ...group.sums } });
  return { ...tally, groups };
}

function emptyTally(parsed: ParsedRows = { rows: [], decimals: [] }): Tally {
  return { rows: 0, used: 0, groups: new Map(), parsed };
}

/** Account figures and its valued open orders. */
export interface Valuation {
  figures: AccountFigures;
  orders: Valued[];
}

/** An order that passed its rules, waiting for its batch (group commit). */
interface Intent {
  userId: number;
  instrument: LiveQuote['row'];
  side: Side;
  lots: string;
  leverage: number;
  /** The target of a pending order; undefined at market. */
  targetUnits: number | undefined;
  stopLoss: string | null;
  takeProfit: string | null;
  /** USD per unit of the quote currency, when the order was judged. */
  rate: Big;
}

interface Placed {
  order: OrderRow;
  /** The account as its batch left it. */
  copy: AccountCopy;
}

/** An account as a batch of orders has left it so far: its balance and open orders. */
interface Book {
  account: ledger.AccountRow;
  balance: string;
  /** An accepted order makes a new list (admit): this one may be an account copy's, shared with the engine. */
  open: OrderRow[];
  /** Its valuation's sums so far (sumsOfBook). */
  tally?: Tally | undefined;
}

/**
 * Orders in one batch at most, and batches written at once (docs/performance.md): as many as
 * TradingDeps.batchesAtOnce, and when one is held up for 50 ms (an account locked by a stop-out or
 * a withdrawal) up to three more may start beside them.
 */
export const ORDER_BATCH = { maxBatch: 64, stallMs: 50, maxStalled: 3 };

/** Accounts whose copies a node keeps, the most recently used (about 2 KB each with a few orders). */
export const ACCOUNT_COPIES = 20_000;

/** The orders and ledger columns as the database prints them (NUMERIC with its scale). */
function atScale<T extends repo.NewOrder>(values: T): T {
  const price = (text: string | null | undefined) => (text === null || text === undefined ? null : fixedText(text, 10));
  return {
    ...values,
    lots: fixedText(values.lots, 6),
    requestedPrice: fixedText(values.requestedPrice, 10),
    openPrice: price(values.openPrice),
    stopLoss: price(values.stopLoss),
    takeProfit: price(values.takeProfit),
    marginUsd: moneyText(values.marginUsd),
    feeUsd: moneyText(values.feeUsd),
  };
}

/**
 * Whether the database refused a statement as a whole with an error (a deadlock, a check): its
 * implicit transaction rolled back, so nothing of it was written. A lost connection is not: the
 * statement may have committed before it went.
 */
function isRefusedStatement(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { severity?: unknown }).severity === 'ERROR') return true;
  }
  return false;
}

export class TradingService {
  /** Orders waiting to be placed together. */
  private readonly desk: GroupCommit<Intent, Placed>;

  /** Accounts as this node's last orders left them, to judge the next ones against (account-copies.ts). */
  private readonly copies = new AccountCopies(ACCOUNT_COPIES);

  /** Set by the app: the local engine, or a link that notifies the engine node over the bus. */
  engine: EngineLink = { accountChanged: () => Promise.resolve() };

  constructor(private readonly d: TradingDeps) {
    this.desk = new GroupCommit((intents) => this.placeBatch(intents), { ...ORDER_BATCH, maxInFlight: d.batchesAtOnce ?? 1 });
  }

  // ---- prices ----------------------------------------------------------------------------------

  /** USD per unit of the instrument's quote currency at the live rate. */
  rateOf(currency: string): Big | undefined {
    return quoteToUsd(currency, (code) => this.d.market.bidText(code));
  }

  /**
   * The decimals of an order row as integers (domain scaled.ts), parsed once while the row object
   * lives: the engine keeps its rows between passes and values every open position of a ticked
   * account twice a second, and every order is judged against all of its account's positions.
   */
  private readonly rowDecimals = new WeakMap<OrderRow, RowDecimals>();

  private decimalsOf(row: OrderRow): RowDecimals {
    let parsed = this.rowDecimals.get(row);
    if (!parsed) {
      const open = row.openPrice === null ? null : scaled(row.openPrice);
      const lots = scaled(row.lots);
      const margin = toMicros(scaled(row.marginUsd));
      const openShort = open && trimmed(open);
      const lotsShort = trimmed(lots);
      parsed = {
        instrumentId: row.instrumentId,
        buy: row.side === 'buy',
        holding: row.status === 1 && open !== null,
        open,
        lots,
        marginMicros: exactNumber(margin) ?? margin,
        openUnits: openShort ? exactNumber(openShort.units) : undefined,
        openScale: openShort?.scale ?? 0,
        lotsUnits: exactNumber(lotsShort.units),
        lotsScale: lotsShort.scale,
        terms: row.status === 1 && open ? positionTerms(open, lots) : undefined,
      };
      this.rowDecimals.set(row, parsed);
    }
    return parsed;
  }

  /**
   * The parsed decimals of a list of open orders, from the list's ParsedRows (the one given, else
   * the one kept for this array): each row is checked by identity and only rows it has not seen
   * are looked up one by one. The engine values the same arrays pass after pass, and an order's
   * book carries its account's list from order to order.
   */
  private readonly parsedLists = new WeakMap<OrderRow[], ParsedRows>();

  private parsedOf(open: OrderRow[], from: number, list?: ParsedRows): RowDecimals[] {
    if (!list) {
      list = this.parsedLists.get(open);
      if (!list) this.parsedLists.set(open, (list = { rows: [], decimals: [] }));
    }
    const { rows, decimals } = list;
    for (let i = from; i < open.length; i++) {
      const row = open[i]!;
      if (rows[i] !== row) {
        rows[i] = row;
        decimals[i] = this.decimalsOf(row);
      }
    }
    return decimals;
  }

  /**
   * The Common of each instrument quoted in USD at its last price (its factor does not depend on
   * another instrument's quote): every order and every pass between two ticks values at the same.
   */
  private readonly commons = new Map<number, Common>();

  /** What a valuation's orders of one instrument share (SharedValues), made by the first of them. */
  private common(quote: LiveQuote, shared: SharedValues): Common {
    let common: Common | undefined = shared.get(quote.row.id);
    if (common) return common;
    const usd = quote.row.quoteCurrency === 'USD';
    const kept = usd ? this.commons.get(quote.row.id) : undefined;
    if (kept && kept.quote.row === quote.row && kept.quote.bidUnits === quote.bidUnits && kept.quote.askUnits === quote.askUnits && kept.quote.digits === quote.digits) {
      common = kept;
    } else {
      const rate = this.rateOf(quote.row.quoteCurrency)?.toString();
      const factor = rate === undefined ? undefined : times(scaled(quote.row.contractSize), scaled(rate));
      const factorShort = factor && trimmed(factor);
      common = {
        factor,
        factorUnits: factorShort ? exactNumber(factorShort.units) : undefined,
        factorScale: factorShort?.scale ?? 0,
        bid: { units: BigInt(quote.bidUnits), scale: quote.digits },
        ask: { units: BigInt(quote.askUnits), scale: quote.digits },
        quote,
        rate,
      };
      if (usd) this.commons.set(quote.row.id, common);
    }
    shared.set(quote.row.id, common);
    return common;
  }

  /**
   * A position's floating profit in millionths of a USD: in doubles where they hold it exactly
   * (domain profitMicrosNumber: no allocation), else in bigints; the same number either way.
   */
  private profitOf(buy: boolean, d: RowDecimals, c: Common): MicrosTotal {
    if (!c.factor || !d.open) return 0;
    if (d.openUnits !== undefined && d.lotsUnits !== undefined && c.factorUnits !== undefined) {
      const { quote } = c;
      const close = buy ? quote.bidUnits : quote.askUnits;
      const micros = profitMicrosNumber(buy, d.openUnits, d.openScale, close, quote.digits, d.lotsUnits, d.lotsScale, c.factorUnits, c.factorScale);
      if (micros !== undefined) return micros;
    }
    return profitMicros(buy ? 'buy' : 'sell', d.open, buy ? c.bid : c.ask, d.lots, c.factor);
  }

  /**
   * An open order valued at the live quote. `shared` keeps, for one valuation, what its orders of
   * one instrument have in common: the contract size times the quote currency's USD rate
   * (undefined when no rate is known) and the closing price per side.
   */
  value(
    row: OrderRow,
    quote: LiveQuote | undefined = this.d.market.quote(row.instrumentId),
    shared: SharedValues = new Map(),
    decimals: RowDecimals = this.decimalsOf(row),
  ): Valued {
    const digits = quote?.digits ?? 0;
    if (!quote || !decimals.holding) {
      return { row, priceUnits: exactPriceUnits(row.requestedPrice, digits) ?? 0, digits, profitMicros: 0 };
    }
    const { buy } = decimals;
    const profit = this.profitOf(buy, decimals, this.common(quote, shared));
    return { row, priceUnits: buy ? quote.bidUnits : quote.askUnits, digits, profitMicros: profit };
  }

  valuation(balance: string, open: OrderRow[]): Valuation {
    const shared: SharedValues = new Map();
    const parsed = this.parsedOf(open, 0);
    const valued = open.map((row, i) => this.value(row, shared.get(row.instrumentId)?.quote ?? this.d.market.quote(row.instrumentId), shared, parsed[i]));
    let floating: MicrosTotal = 0;
    for (const v of valued) floating = addMicros(floating, v.profitMicros);
    let used: MicrosTotal = 0;
    for (let i = 0; i < open.length; i++) used = addMicros(used, parsed[i]!.marginMicros);
    return { figures: accountFigures(balance, microsText(floating), microsText(used)), orders: valued };
  }

  /**
   * The floating profit and used margin of valuation() in millionths of a USD, per group of
   * positions rather than per position, from `tally` (what the caller kept of this list, or of a
   * list this one extends) carried on with the rows added since; answers the tally to keep. The
   * engine's pass sums its accounts this way (those nobody is watching).
   */
  sums(open: OrderRow[], kept?: Tally): { floating: MicrosTotal; used: MicrosTotal; tally: Tally } {
    const tally = kept && kept.rows <= open.length ? kept : emptyTally(this.parsedLists.get(open));
    this.addUp(open, tally.rows, tally);
    return { floating: this.floatingOf(tally), used: tally.used, tally };
  }

  /** Adds the orders of `open` from `from` on into `tally`: their margin and their positions' terms. */
  private addUp(open: OrderRow[], from: number, tally: Tally): Tally {
    const parsed = this.parsedOf(open, from, tally.parsed);
    let { used } = tally;
    let group: PositionGroup | undefined;
    for (let i = from; i < open.length; i++) {
      const decimals = parsed[i]!;
      used = addMicros(used, decimals.marginMicros);
      if (!decimals.holding) continue;
      const key = decimals.instrumentId * 2 + (decimals.buy ? 1 : 0);
      if (group?.instrumentId !== decimals.instrumentId || group.buy !== decimals.buy) {
        group = tally.groups.get(key);
        if (!group) {
          group = { instrumentId: decimals.instrumentId, buy: decimals.buy, sums: emptyPositionSums() };
          tally.groups.set(key, group);
        }
      }
      addPosition(group.sums, decimals.terms);
    }
    tally.used = used;
    tally.rows = open.length;
    return tally;
  }

  /**
   * The floating profit of a tally's positions at the live quotes, in millionths of a USD: each
   * group at once where that is exact (domain positionsProfitMicros), else position by position,
   * the same number either way. Positions of an instrument without a quote, or whose quote
   * currency has no USD rate, count nothing, as in valuation().
   */
  private floatingOf(tally: Tally): MicrosTotal {
    const shared: SharedValues = new Map();
    let floating: MicrosTotal = 0;
    for (const group of tally.groups.values()) {
      const quote = this.d.market.quote(group.instrumentId);
      if (!quote) continue;
      const common = this.common(quote, shared);
      if (!common.factor) continue;
      const summed = positionsProfitMicros(group.buy, group.sums, group.buy ? common.bid : common.ask, common.factor);
      if (summed !== undefined) {
        floating = addMicros(floating, exactNumber(summed) ?? summed);
        continue;
      }
      const { decimals } = tally.parsed;
      for (let i = 0; i < tally.rows; i++) {
        const d = decimals[i]!;
        if (d.holding && d.instrumentId === group.instrumentId && d.buy === group.buy) floating = addMicros(floating, this.profitOf(d.buy, d, common));
      }
    }
    return floating;
  }

  /**
   * A book's floating profit and used margin at the live quotes, in millionths of a USD. Its tally
   * is carried on from order to order: only the orders added since are summed.
   */
  private sumsOfBook(book: Book): { floating: bigint; used: bigint } {
    let tally = book.tally;
    if (!tally || tally.rows > book.open.length) {
      // The rows parsed so far still serve.
      tally = emptyTally(tally?.parsed);
    }
    book.tally = this.addUp(book.open, tally.rows, tally);
    // The engine values this array next, when the account's copy reaches it.
    this.parsedLists.set(book.open, tally.parsed);
    return { floating: BigInt(this.floatingOf(tally)), used: BigInt(tally.used) };
  }

  /** The account's figures at the live quotes, reading its open orders in `tx`. */
  async figuresIn(tx: Tx, account: { id: number; balance: string }): Promise<AccountFigures> {
    return this.valuation(account.balance, await repo.openOrdersOf(tx, account.id)).figures;
  }

  // ---- views -----------------------------------------------------------------------------------

  orderView(row: OrderRow, valued?: Valued): Order {
    const quote = this.d.market.quote(row.instrumentId);
    const instrument = quote?.row;
    const digits = instrument?.pricePrecision ?? 0;
    const priceText = (v: string | null) => (v === null ? '' : unitsToText(exactPriceUnits(v, digits) ?? 0, digits));
    const live = row.status === 1 ? (valued ?? this.value(row, quote)) : undefined;
    return {
      Id: row.id,
      ForexId: row.instrumentId,
      ForexTradeLists: {
        Id: row.instrumentId,
        Code: instrument?.code ?? '',
        ShowCode: instrument?.showCode ?? '',
        PricePrecision: digits,
        Logo: instrument ? `/logos/${instrument.code}.svg` : '',
      },
      OrderType: row.side === 'buy' ? 1 : 2,
      Quantity: plainDecimal(row.lots),
      Multiple: row.leverage,
      OriginPrice: priceText(row.requestedPrice),
      Price: priceText(row.openPrice),
      UpdatePrice: live ? unitsToText(live.priceUnits, digits) : priceText(row.closePrice ?? row.requestedPrice),
      FactProfits: live ? microsText(live.profitMicros) : moneyText(row.profitUsd ?? '0'),
      CautionMoney: moneyText(row.marginUsd),
      TradeFee: moneyText(row.feeUsd),
      TargetLossPrice: row.stopLoss === null ? '0' : priceText(row.stopLoss),
      TargetProfitPrice: row.takeProfit === null ? '0' : priceText(row.takeProfit),
      Status: row.status as 0 | 1 | 3,
      CloseReason: (row.closeReason as CloseReason | null) ?? null,
      CreateTimeHandler: row.createdAt.toISOString(),
      CompleteTimeHandler: row.closedAt ? row.closedAt.toISOString() : '',
    };
  }

  summaryView(balance: string, lockBalance: string, figures: AccountFigures, levels: { stopOutLevel: string; marginCallLevel: string }): AccountSummary {
    return {
      balance: moneyText(balance),
      lock_balance: moneyText(lockBalance),
      profits_total: moneyText(figures.floating),
      net_value: moneyText(figures.equity),
      current_margin: moneyText(figures.usedMargin),
      available_prepayment: moneyText(figures.freeMargin),
      prepayment_ratio: figures.marginLevelPct?.toFixed(2) ?? null,
      risk_rate: figures.hazardRatePct?.toFixed(2) ?? null,
      stop_out_level: levels.stopOutLevel,
      margin_call_level: levels.marginCallLevel,
    };
  }

  /** The FOREX_TRADE message of an account: its figures and each open position's price and profit. */
  tradePush(balance: string, valuation: Valuation): string {
    const f = valuation.figures;
    const data: ForexTradePush = {
      ProfitsTotal: moneyText(f.floating),
      HazardRate: f.hazardRatePct?.toFixed(2) ?? null,
      CautionMoneyAll: moneyText(f.usedMargin),
      NetValue: moneyText(f.equity),
      Balance: moneyText(balance),
      TransOrder: valuation.orders
        .filter((v) => v.row.status === 1)
        .map((v) => ({ Id: v.row.id, UpdatePrice: unitsToText(v.priceUnits, v.digits), FactProfits: microsText(v.profitMicros) })),
    };
    return JSON.stringify({ type: FOREX_TRADE, data });
  }

  publishTrade(userId: number, balance: string, valuation: Valuation): void {
    this.d.bus.publish({ topic: `USER.${userId}`, key: FOREX_TRADE, payload: this.tradePush(balance, valuation) });
  }

  publishClosed(userId: number, ids: number[]): void {
    if (ids.length === 0) return;
    this.d.bus.publish({
      topic: `USER.${userId}`,
      key: `${FOREX_CLOSED}.${ids.join('.')}`,
      payload: JSON.stringify({ type: FOREX_CLOSED, data: ids }),
    });
  }

  // ---- helpers ---------------------------------------------------------------------------------

  private async accountOf(ctx: UserContext) {
    const account = await ledger.accountOfUser(this.d.db, ctx.session.userId);
    if (!account) throw fail('not_found');
    return account;
  }

  private async tradingSettings() {
    const s = await this.d.settings.get(['trade_fee_type', 'stop_out_level', 'margin_call_level']);
    return { feeType: Number(s.trade_fee_type), stopOutLevel: s.stop_out_level, marginCallLevel: s.margin_call_level };
  }

  /** Exact price units of an input price, or the message saying what is wrong with it. */
  private units(text: string, quote: LiveQuote): number {
    const units = exactPriceUnits(text, quote.digits);
    if (units === undefined) throw fail('price_too_precise', { code: quote.row.showCode, digits: quote.digits });
    return units;
  }

  /** Optional SL/TP: "0" means none. */
  private level(text: string, quote: LiveQuote): string | null {
    const units = this.units(text, quote);
    return units === 0 ? null : unitsToText(units, quote.digits);
  }

  /**
   * Runs `work` in one transaction holding the account's row lock. The account's copy goes: the
   * lock alone moves its version (ledger.repo lockAccount).
   */
  private locked<T>(accountId: number, work: (tx: Tx, account: ledger.AccountRow) => Promise<T>): Promise<T> {
    this.copies.forget(accountId);
    return this.d.db.transaction(async (tx) => {
      const account = await ledger.lock(tx, accountId);
      if (!account) throw fail('not_found');
      return work(tx, account);
    });
  }

  /** Drops every account copy (tests that empty the database do, as with engine.reindex). */
  forgetCopies(): void {
    this.copies.clear();
  }

  /**
   * Another part of the server changed an account (a deposit, a withdrawal, an adjustment): its
   * copy goes, and the engine re-reads it and pushes its figures.
   */
  accountChanged(accountId: number): Promise<void> {
    this.copies.forget(accountId);
    return this.engine.accountChanged(accountId);
  }

  /** After a change: the owner's sockets hear of closed orders; the engine re-reads the account and pushes its figures. */
  private async changed(account: { id: number; userId: number }, closedIds: number[] = []): Promise<void> {
    this.publishClosed(account.userId, closedIds);
    await this.engine.accountChanged(account.id);
  }

  // ---- placing ---------------------------------------------------------------------------------

  async submit(input: CallParsed<typeof calls.submitOrder>, ctx: UserContext): Promise<Answer<Order>> {
    const quote = this.d.market.quote(input.forex_id);
    if (!quote || !quote.row.enabled) throw fail('instrument_unavailable');
    const row = quote.row;
    const side: Side = input.type === 1 ? 'buy' : 'sell';
    const atMarket = input.status === 1;
    const rate = this.rateOf(row.quoteCurrency);
    if (!rate) throw fail('instrument_unavailable');

    const targetUnits = atMarket ? undefined : this.units(input.target_price, quote);
    if (targetUnits === 0) throw fail('price_invalid');
    const stopLoss = this.level(input.stop_loss_price, quote);
    const takeProfit = this.level(input.target_profit_price, quote);
    const leverage = row.marginMode === 1 ? 1 : input.multiple;
    const problem = orderProblem({
      side,
      lots: input.cont,
      minLots: row.minLots,
      lotStep: row.lotStep,
      maxLots: row.maxLots,
      marginMode: row.marginMode,
      leverage,
      leverageOptions: this.d.market.leverageOptions(row),
      // SL and TP are judged against the price the position would close at now, or the target.
      price:
        targetUnits !== undefined
          ? unitsToText(targetUnits, quote.digits)
          : closePrice(side, unitsToText(quote.bidUnits, quote.digits), unitsToText(quote.askUnits, quote.digits)),
      stopLoss: stopLoss ?? undefined,
      takeProfit: takeProfit ?? undefined,
    });
    if (problem) {
      throw fail(PROBLEM_MESSAGES[problem], {
        min: plainDecimal(row.minLots),
        step: plainDecimal(row.lotStep),
        max: plainDecimal(row.maxLots),
      });
    }
    if (!quote.isOpen) throw fail('market_closed');

    const { order, copy } = await this.desk.submit({
      userId: ctx.session.userId,
      instrument: row,
      side,
      lots: input.cont,
      leverage: leverage ?? 1,
      targetUnits,
      stopLoss,
      takeProfit,
      rate,
    });
    if (atMarket) this.d.metrics?.fill('market');
    await this.engine.accountChanged(copy.account.id, copy);
    return { data: this.orderView(order), msg: 'order_confirmed' };
  }

  /**
   * Places a batch of orders (group commit, see group-commit.ts). Orders of accounts this node
   * holds a copy of (`copies`) are judged against it and written with one statement, for each
   * account only while it is still as copied (`placeQuickly`); accounts it holds none of are read
   * first, without a lock, to make one (`copyAccountsOf`). The rest, the orders of an account
   * that changed since its copy, and those of a statement that failed as a whole, are placed in
   * one transaction that locks their accounts and reads them first (`placeCarefully`), which also
   * takes new copies. Each order gets its own answer: placed, or refused with its own message.
   */
  private async placeBatch(intents: Intent[]): Promise<Outcome<Placed>[]> {
    this.d.metrics?.orderBatch(intents.length);
    const { feeType } = await this.tradingSettings();
    const uncopied = [...new Set(intents.map((i) => i.userId).filter((userId) => !this.copies.has(userId)))];
    if (uncopied.length > 0) await this.copyAccountsOf(uncopied);
    const outcomes = new Array<Outcome<Placed>>(intents.length);
    const quick: number[] = [];
    const careful: number[] = [];
    intents.forEach((intent, i) => (this.copies.has(intent.userId) ? quick : careful).push(i));
    if (quick.length > 0) {
      try {
        const placed = await this.placeQuickly(quick.map((i) => intents[i]!), feeType);
        quick.forEach((i, k) => {
          const outcome = placed[k];
          if (outcome) outcomes[i] = outcome;
          else careful.push(i);
        });
      } catch (error) {
        // Refused by the database as a whole (a deadlock, say): nothing of it was written, so
        // its orders go the careful way. Otherwise (a lost connection) it may have committed.
        if (isRefusedStatement(error)) careful.push(...quick);
        else for (const i of quick) outcomes[i] = { ok: false, error };
      }
    }
    careful.sort((a, b) => a - b);
    await this.placeCarefully(careful, intents, feeType, outcomes);
    return outcomes;
  }

  /**
   * Takes copies of users' accounts and their open orders, read in one statement without a lock:
   * a trader's first order on this node, or the first after a change made under the account's
   * lock (a close, a trigger, a transfer) dropped the copy, then costs a read and the batch's
   * statement instead of a locking transaction of six round trips. The read needs no lock:
   * whatever changes an account locks it, which moves its version (ledger.repo lockAccount), and
   * placeIfUnchanged writes only while the version is still the copy's. A copy another batch took
   * meanwhile is newer and stays. If the read fails, the orders go the careful way.
   */
  private async copyAccountsOf(userIds: number[]): Promise<void> {
    let found;
    try {
      found = await repo.accountsOfUsersWithOpenOrders(this.d.db, userIds);
    } catch (error) {
      this.d.log.warn({ err: error, users: userIds.length }, 'accounts not read for their copies; their orders are placed under a lock');
      return;
    }
    for (const { account, open } of found.values()) if (!this.copies.has(account.userId)) this.copies.set({ account, open });
    this.d.metrics?.copiesRead(found.size);
  }

  /**
   * Judges orders against the copies of their accounts, in arrival order, and writes them with one
   * statement (repo.placeIfUnchanged). Answers each placed order, or undefined for the orders to
   * place the careful way: those of an account that had changed since its copy (the copy goes),
   * and those of an account whose orders the copy would partly refuse. A refusal is final only
   * against what the database holds, and a copy may be stale without anything written to tell:
   * when the copy refuses every order of an account in the batch, the account's version and
   * balance are read (beside the batch's statement, repo.versionsOf), and the refusals stand if
   * they are still the copy's: the copy was then the account as the database holds it. Otherwise
   * the copy goes and the orders are judged again the careful way.
   */
  private async placeQuickly(intents: Intent[], feeType: number): Promise<(Outcome<Placed> | undefined)[]> {
    const now = this.d.clock.now();
    const books = new Map<number, Book>();
    for (const intent of intents) {
      if (books.has(intent.userId)) continue;
      const copy = this.copies.get(intent.userId)!;
      // The tally is the copy's as it stands: this batch's orders may not be written.
      const tally = copy.tally && copyOfTally(copy.tally);
      books.set(intent.userId, { account: copy.account, balance: copy.account.balance, open: copy.open, tally });
    }
    const outcomes = new Array<Outcome<Placed> | undefined>(intents.length).fill(undefined);
    let judged: { index: number; order: repo.JudgedOrder; provisional: OrderRow }[] = [];
    /** The orders the copies refused, by user, with their messages (a refusal leaves the book as it was). */
    const refused = new Map<number, { index: number; error: unknown }[]>();
    for (const [index, intent] of intents.entries()) {
      const book = books.get(intent.userId)!;
      const admitted = this.admit(intent, book, feeType, now);
      if ('error' in admitted) {
        const list = refused.get(intent.userId) ?? [];
        list.push({ index, error: admitted.error });
        refused.set(intent.userId, list);
        continue;
      }
      const { values, fee, provisional } = admitted;
      judged.push({ index, provisional, order: { values, fee, feeAfter: fee ? book.balance : null, code: intent.instrument.code } });
    }
    // An account with orders both accepted and refused goes the careful way whole.
    const mixed = new Set(judged.map((j) => intents[j.index]!.userId).filter((userId) => refused.has(userId)));
    judged = judged.filter((j) => !mixed.has(intents[j.index]!.userId));
    const toConfirm = [...refused.keys()].filter((userId) => !mixed.has(userId)).map((userId) => books.get(userId)!.account);
    // Read beside the batch's statement; a failed read sends its orders the careful way.
    const confirming = toConfirm.length > 0 ? repo.versionsOf(this.d.db, toConfirm.map((a) => a.id)).catch(() => undefined) : undefined;
    if (judged.length > 0) await this.writeJudged(intents, books, judged, outcomes, now);
    const current = await confirming;
    for (const account of current ? toConfirm : []) {
      const held = current!.get(account.id);
      const list = refused.get(account.userId)!;
      if (held && held.version === account.version && held.balance === account.balance) {
        for (const { index, error } of list) outcomes[index] = { ok: false, error };
        this.d.metrics?.refusedOnCopy(list.length);
      } else {
        this.d.metrics?.staleCopy();
        this.copies.forget(account.id);
      }
    }
    return outcomes;
  }

  /** Writes the orders placeQuickly accepted, with one statement, and answers them (or leaves them to the careful way). */
  private async writeJudged(
    intents: Intent[],
    books: Map<number, Book>,
    judged: { index: number; order: repo.JudgedOrder; provisional: OrderRow }[],
    outcomes: (Outcome<Placed> | undefined)[],
    now: Date,
  ): Promise<void> {
    // Each account's fees in millionths (every fee is money text of 6 places: the sum is exact).
    const fees = new Map<number, bigint>();
    for (const { order } of judged) fees.set(order.values.accountId, (fees.get(order.values.accountId) ?? 0n) + (order.fee ? toMicros(scaled(order.fee)) : 0n));
    const expected = [...books.values()]
      .filter((book) => fees.has(book.account.id))
      .map((book) => ({ accountId: book.account.id, version: book.account.version, balance: book.account.balance, fees: microsText(fees.get(book.account.id)!) }));
    const { ids, accounts } = await repo.placeIfUnchanged(this.d.db, expected, judged.map((j) => j.order), now);
    judged.forEach((j, k) => {
      const id = ids[k];
      if (id !== undefined) j.provisional.id = id;
    });
    for (const book of books.values()) {
      if (!fees.has(book.account.id)) continue;
      const after = accounts.get(book.account.id);
      if (!after) {
        // Changed since its copy: none of its orders was written.
        this.d.metrics?.staleCopy();
        this.copies.forget(book.account.id);
        continue;
      }
      const copy = { account: { ...book.account, balance: after.balance, version: after.version, updatedAt: now }, open: book.open, tally: book.tally };
      this.copies.set(copy);
      for (const { index, provisional } of judged) {
        if (intents[index]!.userId !== copy.account.userId) continue;
        outcomes[index] = { ok: true, value: { order: provisional, copy } };
        this.d.metrics?.ordersWritten('quick', 1);
      }
    }
  }

  /**
   * Places orders in one transaction that locks their accounts in id order, reads their open
   * orders once, judges each in arrival order against its account as the orders before it left it,
   * inserts the accepted ones and posts their fees with one statement each; then keeps copies of
   * the accounts as it left them. If it fails before its commit, each order is placed again alone,
   * so one cannot fail another; a failure at the commit itself (whether it committed is unknown)
   * is each order's answer, as placing it again could place it twice.
   */
  private async placeCarefully(indices: number[], intents: Intent[], feeType: number, outcomes: Outcome<Placed>[]): Promise<void> {
    if (indices.length === 0) return;
    const reached = { commit: false };
    try {
      const placed = await this.placeTogether(
        indices.map((i) => intents[i]!),
        feeType,
        reached,
      );
      indices.forEach((i, k) => {
        const outcome = placed[k]!;
        outcomes[i] = outcome;
        if (!outcome.ok) return;
        this.copies.set(outcome.value.copy);
        this.d.metrics?.ordersWritten('careful', 1);
      });
    } catch (error) {
      if (reached.commit || indices.length === 1) for (const i of indices) outcomes[i] = { ok: false, error };
      else for (const i of indices) await this.placeCarefully([i], intents, feeType, outcomes);
    }
  }

  private placeTogether(intents: Intent[], feeType: number, reached: { commit: boolean }): Promise<Outcome<Placed>[]> {
    return this.d.db.transaction(async (tx) => {
      const locked = await ledger.lockOfUsers(tx, [...new Set(intents.map((i) => i.userId))]);
      const books = new Map<number, Book>();
      for (const account of locked) books.set(account.userId, { account, balance: account.balance, open: [] });
      const byAccount = new Map([...books.values()].map((b) => [b.account.id, b]));
      for (const order of await repo.openOrdersOfAccounts(tx, [...byAccount.keys()])) byAccount.get(order.accountId)?.open.push(order);

      const now = this.d.clock.now();
      /** Refusals; undefined for an accepted order, answered once the batch is written. */
      const refusals: (Outcome<Placed> | undefined)[] = [];
      const accepted: { index: number; values: repo.NewOrder; fee: string | null; provisional: OrderRow }[] = [];
      for (const [index, intent] of intents.entries()) {
        const book = books.get(intent.userId);
        if (!book) {
          refusals.push({ ok: false, error: fail('not_found') });
          continue;
        }
        const admitted = this.admit(intent, book, feeType, now);
        if ('error' in admitted) {
          refusals.push({ ok: false, error: admitted.error });
          continue;
        }
        refusals.push(undefined);
        accepted.push({ index, ...admitted });
      }

      const rows = await repo.insertOrders(tx, accepted.map((a) => a.values));
      const fees: { accountId: number; posting: ledger.Posting }[] = [];
      rows.forEach((row, i) => {
        const { index, fee, values, provisional } = accepted[i]!;
        // Rows come back in the order given (repo.insertOrders); a row that is not its order's
        // would post a fee to the wrong account, so that is checked, and undoes the batch.
        if (row.accountId !== values.accountId || row.instrumentId !== values.instrumentId || row.side !== values.side || row.status !== values.status) {
          throw new Error(`order batch: row ${row.id} does not match order ${i} of the batch`);
        }
        const book = byAccount.get(row.accountId)!;
        book.open[book.open.indexOf(provisional)] = row;
        if (fee) fees.push({ accountId: row.accountId, posting: this.feePosting(row, intents[index]!.instrument.code, fee) });
      });
      const posted = (await ledger.postMany(tx, fees, now)).accounts;
      reached.commit = true;

      // The accounts as the batch left them: each placed order's answer, and the copies kept.
      const copies = new Map<number, AccountCopy>();
      for (const book of books.values()) {
        const after = posted.get(book.account.id);
        const account = after ? { ...book.account, balance: after.balance, version: after.version, updatedAt: now } : book.account;
        copies.set(book.account.userId, { account, open: book.open, tally: book.tally });
      }
      const rowOf = new Map(accepted.map((a, i) => [a.index, rows[i]!]));
      return refusals.map(
        (refusal, index): Outcome<Placed> => refusal ?? { ok: true, value: { order: rowOf.get(index)!, copy: copies.get(intents[index]!.userId)! } },
      );
    });
  }

  /**
   * Whether an order fits its account as the batch has left it so far. If it does, it joins the
   * book (open, its fee paid), so the next order of the account in the batch is judged after it,
   * and the answer is the values to insert (as the database prints them), the fee charged now (null
   * for none) and the order as a row; otherwise the message refusing it. The quote is read as the
   * batch is written, so the fill price is the one current when it commits.
   */
  private admit(intent: Intent, book: Book, feeType: number, now: Date) {
    const { instrument: row, side, lots, leverage, targetUnits, rate } = intent;
    const atMarket = targetUnits === undefined;
    const live = this.d.market.quote(row.id)!;
    // Margin, fee and the spread in millionths (domain scaled.ts: exactly marginUsd, feeUsd and
    // profitUsd, property-tested), without big.js on the order's path.
    const at = (units: number): Scaled => ({ units: BigInt(units), scale: live.digits });
    const priceUnits = atMarket ? (side === 'buy' ? live.askUnits : live.bidUnits) : targetUnits;
    const price = unitsToText(priceUnits, live.digits);
    const lotsScaled = scaled(lots);
    const rateScaled = scaled(rate);
    const contractSize = scaled(row.contractSize);
    const margin = marginMicros(row.marginMode === FIXED_MARGIN_MODE, lotsScaled, contractSize, at(priceUnits), leverage, rateScaled);
    const fee = feeMicros(feeType === FEE_PER_LOT, lotsScaled, scaled(row.feeRate), margin);
    const { floating, used } = this.sumsOfBook(book);
    const free = freeMarginMicros(book.balance, floating, used);
    // A position opens under water by the spread: free margin must cover that as well, so it
    // is never below zero right after an accepted order.
    const closing = side === 'buy' ? live.bidUnits : live.askUnits;
    const opening = atMarket ? profitMicros(side, at(priceUnits), at(closing), lotsScaled, times(contractSize, rateScaled)) : 0n;
    const need = margin + fee + (opening < 0n ? -opening : 0n);
    if (free < need) {
      const cents = (micros: bigint, mode: typeof Big.roundHalfUp | typeof Big.roundDown) => decimal(microsText(micros)).round(2, mode).toFixed(2);
      return { error: fail('insufficient_margin', { need: cents(need, Big.roundHalfUp), free: cents(free, Big.roundDown) }) };
    }
    const reference = side === 'buy' ? live.askUnits : live.bidUnits;
    // As the database will print them, so a copy of the account reads as a fresh read would.
    const values = atScale({
      userId: book.account.userId,
      accountId: book.account.id,
      instrumentId: row.id,
      side,
      lots,
      leverage,
      status: atMarket ? 1 : 0,
      requestedPrice: price,
      openPrice: atMarket ? price : null,
      stopLoss: intent.stopLoss,
      takeProfit: intent.takeProfit,
      triggerAbove: atMarket ? null : targetUnits > reference,
      marginUsd: microsText(margin),
      feeUsd: microsText(fee),
      createdAt: now,
      openedAt: atMarket ? now : null,
    });
    const charged = atMarket && fee > 0n ? microsText(fee) : null;
    if (charged) book.balance = microsText(toMicros(scaled(book.balance)) - fee);
    // Every column written out, in the table's order: the shape of a row read from the database.
    // Spread from `values`, each column added after the spread took V8's slow path: three
    // quarters of admit's own time in a CPU profile at 8 connections (docs/performance.md).
    const provisional: OrderRow = {
      id: 0,
      userId: values.userId,
      accountId: values.accountId,
      instrumentId: values.instrumentId,
      side: values.side,
      lots: values.lots,
      leverage: values.leverage,
      status: values.status,
      requestedPrice: values.requestedPrice,
      openPrice: values.openPrice ?? null,
      closePrice: null,
      stopLoss: values.stopLoss ?? null,
      takeProfit: values.takeProfit ?? null,
      triggerAbove: values.triggerAbove ?? null,
      marginUsd: values.marginUsd,
      feeUsd: values.feeUsd,
      profitUsd: null,
      brokerLossUsd: null,
      closeReason: null,
      createdAt: now,
      openedAt: values.openedAt ?? null,
      closedAt: null,
    };
    // A new list of exact size, not the book's grown by a push: it outlives the batch as the
    // account's copy, and a grown one is half empty space for the collector to move.
    book.open = book.open.concat(provisional);
    return { values, fee: charged, provisional };
  }

  /** The ledger posting of an order's fee (`fee` > 0, money text). */
  private feePosting(order: OrderRow, code: string, fee: string): ledger.Posting {
    return { amount: moneyText(decimal(fee).times(-1)), type: 'trade_fee', memo: `${code} #${order.id}`, refType: 'order', refId: String(order.id) };
  }

  /**
   * Fills a pending order whose target the price reached (the engine calls this). It fills at the
   * quote current when it commits; its margin and fee are computed at that price. False when the
   * order is no longer pending or its market is closed.
   */
  async fill(orderId: number, accountId: number): Promise<boolean> {
    const { feeType } = await this.tradingSettings();
    const filled = await this.locked(accountId, async (tx) => {
      const order = await repo.orderById(tx, orderId);
      if (!order || order.status !== 0) return undefined;
      const quote = this.d.market.quote(order.instrumentId);
      if (!quote?.isOpen) return undefined;
      const rate = this.rateOf(quote.row.quoteCurrency);
      if (!rate) return undefined;
      const now = this.d.clock.now();
      const side = order.side as Side;
      const price = fillPrice(side, unitsToText(quote.bidUnits, quote.digits), unitsToText(quote.askUnits, quote.digits)).toFixed(quote.digits);
      const margin = marginUsd({ marginMode: quote.row.marginMode, lots: order.lots, contractSize: quote.row.contractSize, price, leverage: order.leverage, quoteToUsd: rate });
      const fee = feeUsd(feeType, order.lots, quote.row.feeRate, margin);
      const row = await repo.transition(tx, order.id, 0, {
        status: 1,
        openPrice: price,
        openedAt: now,
        marginUsd: moneyText(margin),
        feeUsd: moneyText(fee),
      });
      if (!row) return undefined;
      if (fee.gt(0)) await ledger.post(tx, row.accountId, this.feePosting(row, quote.row.code, moneyText(fee)), now);
      return row;
    });
    if (filled) this.d.metrics?.fill('pending');
    return filled !== undefined;
  }

  // ---- completing ------------------------------------------------------------------------------

  /**
   * The one way an order completes: a holding position closes at the live closing price with its
   * profit posted to the ledger (a loss the balance cannot pay is covered and recorded as the
   * broker's); a pending order is cancelled with nothing to post. The caller holds the account
   * lock. Undefined when the order had already completed.
   */
  async complete(tx: Tx, order: OrderRow, reason: CloseReason, now: Date): Promise<OrderRow | undefined> {
    const done = await this.completeOnce(tx, order, reason, now);
    // Counted when the order completes in this transaction, which commits with it unless it fails.
    if (done) this.d.metrics?.closed(reason);
    return done;
  }

  private async completeOnce(tx: Tx, order: OrderRow, reason: CloseReason, now: Date): Promise<OrderRow | undefined> {
    if (order.status === 0) {
      return repo.transition(tx, order.id, 0, { status: 3, closeReason: reason, closedAt: now, profitUsd: '0' });
    }
    if (order.status !== 1 || order.openPrice === null) return undefined;
    const quote = this.d.market.quote(order.instrumentId);
    if (!quote) return undefined;
    const side = order.side as Side;
    const price = closePrice(side, unitsToText(quote.bidUnits, quote.digits), unitsToText(quote.askUnits, quote.digits)).toFixed(quote.digits);
    // Without a conversion rate the position cannot be valued; it stays open rather than guess.
    const rate = this.rateOf(quote.row.quoteCurrency);
    if (!rate) return undefined;
    const profit = profitUsd(side, order.openPrice, price, order.lots, quote.row.contractSize, rate);
    const row = await repo.transition(tx, order.id, 1, {
      status: 3,
      closePrice: price,
      closeReason: reason,
      closedAt: now,
      profitUsd: moneyText(profit),
    });
    if (!row) return undefined;
    if (profit.eq(0)) return row;
    const ref = { refType: 'order', refId: String(order.id), memo: `${quote.row.code} #${order.id}` };
    const balance = decimal(await ledger.post(tx, order.accountId, { amount: moneyText(profit), type: 'trade_profit', ...ref }, now));
    if (balance.gte(0)) return row;
    // Negative balance protection: the account never owes more than it holds.
    const shortfall = balance.times(-1);
    await ledger.post(tx, order.accountId, { amount: moneyText(shortfall), type: 'balance_protection', ...ref }, now);
    return repo.updateOrder(tx, order.id, { brokerLossUsd: moneyText(shortfall) });
  }

  async close(input: CallParsed<typeof calls.closeOrder>, ctx: UserContext): Promise<Answer<Order>> {
    return this.endByUser(input.id, ctx, 1, 'user', 'order_closed');
  }

  async cancel(input: CallParsed<typeof calls.cancelOrder>, ctx: UserContext): Promise<Answer<Order>> {
    return this.endByUser(input.id, ctx, 0, 'cancel', 'order_cancelled');
  }

  private async endByUser(id: number, ctx: UserContext, status: 0 | 1, reason: CloseReason, msg: MessageKey): Promise<Answer<Order>> {
    const account = await this.accountOf(ctx);
    const done = await this.locked(account.id, async (tx) => {
      const order = await repo.orderOfUser(tx, ctx.session.userId, id);
      if (!order) throw fail('order_not_found');
      if (order.status !== status) throw fail('order_not_open');
      if (status === 1 && !this.d.market.quote(order.instrumentId)?.isOpen) throw fail('market_closed');
      const row = await this.complete(tx, order, reason, this.d.clock.now());
      if (!row) throw fail('order_not_open');
      return row;
    });
    await this.changed(account, [done.id]);
    return { data: this.orderView(done), msg };
  }

  async setStops(input: CallParsed<typeof calls.setStopPrice>, ctx: UserContext): Promise<Answer<Order>> {
    const account = await this.accountOf(ctx);
    const updated = await this.locked(account.id, async (tx) => {
      const order = await repo.orderOfUser(tx, ctx.session.userId, input.id);
      if (!order) throw fail('order_not_found');
      if (order.status === 3) throw fail('order_not_open');
      const quote = this.d.market.quote(order.instrumentId);
      if (!quote) throw fail('instrument_unavailable');
      const stopLoss = this.level(input.stop_loss_price, quote);
      const takeProfit = this.level(input.target_profit_price, quote);
      const side = order.side as Side;
      const reference =
        order.status === 0
          ? order.requestedPrice
          : closePrice(side, unitsToText(quote.bidUnits, quote.digits), unitsToText(quote.askUnits, quote.digits));
      const problem = stopsProblem({ side, price: reference, stopLoss: stopLoss ?? undefined, takeProfit: takeProfit ?? undefined });
      if (problem) throw fail(PROBLEM_MESSAGES[problem]);
      return repo.updateOrder(tx, order.id, { stopLoss, takeProfit });
    });
    await this.changed(account);
    return { data: this.orderView(updated!), msg: 'stops_saved' };
  }

  /**
   * Closes positions of an account whose margin level has reached the stop-out level: the worst
   * loss first, re-valuing after each, then pending orders (largest margin first) if it is still
   * there. Returns the ids completed.
   */
  async stopOut(accountId: number): Promise<{ userId: number; ids: number[] } | undefined> {
    const { stopOutLevel } = await this.tradingSettings();
    const result = await this.locked(accountId, async (tx, account) => {
      const ids: number[] = [];
      const now = this.d.clock.now();
      const skipped = new Set<number>();
      for (;;) {
        const fresh = (await ledger.account(tx, accountId))!;
        const open = (await repo.openOrdersOf(tx, accountId)).filter((o) => !skipped.has(o.id));
        const { figures, orders } = this.valuation(fresh.balance, open);
        if (!isStopOut(figures, stopOutLevel)) break;
        const holding = orders.filter((v) => v.row.status === 1 && this.d.market.quote(v.row.instrumentId)?.isOpen);
        const victim =
          holding.sort((a, b) => (a.profitMicros < b.profitMicros ? -1 : a.profitMicros > b.profitMicros ? 1 : a.row.id - b.row.id))[0] ??
          orders.filter((v) => v.row.status === 0).sort((a, b) => decimal(b.row.marginUsd).cmp(decimal(a.row.marginUsd)) || a.row.id - b.row.id)[0];
        if (!victim) break;
        const done = await this.complete(tx, victim.row, 'stop_out', now);
        if (done) ids.push(done.id);
        else skipped.add(victim.row.id);
      }
      return { userId: account.userId, ids };
    });
    if (result.ids.length > 0) {
      this.d.metrics?.stopOut();
      this.d.log.info({ accountId, orders: result.ids }, 'stop-out');
      this.publishClosed(result.userId, result.ids);
    }
    return result;
  }

  /**
   * Closes a holding position whose stop-loss or take-profit the price reached (the engine calls
   * this). The level is checked again against `firedBidUnits` inside the lock, so a level the
   * trader moved in the meantime is respected. False when nothing closed.
   */
  async trigger(orderId: number, accountId: number, kind: 'stop_loss' | 'take_profit', firedBidUnits: number): Promise<{ userId: number } | undefined> {
    return this.locked(accountId, async (tx, account) => {
      const order = await repo.orderById(tx, orderId);
      if (!order || order.status !== 1) return undefined;
      const quote = this.d.market.quote(order.instrumentId);
      if (!quote?.isOpen) return undefined;
      const level = kind === 'stop_loss' ? order.stopLoss : order.takeProfit;
      if (level === null) return undefined;
      const levelUnits = exactPriceUnits(level, quote.digits) ?? 0;
      const buy = order.side === 'buy';
      // Buys close at the bid, sells at the ask (bid + spread).
      const at = buy ? firedBidUnits : firedBidUnits + quote.row.spreadUnits;
      const reached = kind === 'stop_loss' ? (buy ? at <= levelUnits : at >= levelUnits) : buy ? at >= levelUnits : at <= levelUnits;
      if (!reached) return undefined;
      const done = await this.complete(tx, order, kind, this.d.clock.now());
      return done ? { userId: account.userId } : undefined;
    });
  }

  // ---- reading ---------------------------------------------------------------------------------

  async myDeal(input: CallParsed<typeof calls.myDeal>, ctx: UserContext) {
    const account = await this.accountOf(ctx);
    const rows = await repo.pageOf(this.d.db, account.id, input.status, input.page, input.page_size);
    let total: number;
    let profits: Big;
    if (input.status === 1) {
      const open = (await repo.openOrdersOf(this.d.db, account.id)).filter((o) => o.status === 1);
      total = open.length;
      profits = decimal(microsText(this.sums(open).floating));
    } else {
      const totals = await repo.totalsOf(this.d.db, account.id, input.status);
      total = totals.total;
      profits = decimal(totals.profit);
    }
    return {
      data: {
        data: rows.map((row) => this.orderView(row)),
        total,
        all_fact_profits: moneyText(profits),
        balance: moneyText(account.balance),
      },
    };
  }

  async detail(ctx: UserContext): Promise<Answer<AccountSummary>> {
    const account = await this.accountOf(ctx);
    const levels = await this.tradingSettings();
    const { figures } = this.valuation(account.balance, await repo.openOrdersOf(this.d.db, account.id));
    return { data: this.summaryView(account.balance, account.lockBalance, figures, levels) };
  }

  async accountLog(input: CallParsed<typeof calls.forexChange>, ctx: UserContext) {
    const account = await this.accountOf(ctx);
    const { rows, total } = await ledger.entriesPage(this.d.db, account.id, input.page, RECORDS_PAGE_SIZE);
    return {
      data: {
        list: rows.map((e) => {
          const type = LEDGER_TYPES[e.type as LedgerType] ?? LEDGER_TYPES.adjustment;
          const label = translate(ctx.lang, `ledger.${e.type}` as 'ledger.adjustment');
          return {
            Id: e.id,
            Value: moneyText(e.amount),
            Balance: moneyText(e.balanceAfter),
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

  /**
   * Demo only: completes every open order (positions close at the last price even when their
   * market is closed; pending orders are cancelled), then one entry restores the starting balance.
   */
  async resetDemo(ctx: UserContext): Promise<Answer<{ balance: string }>> {
    if (!ctx.session.isDemo) throw fail('demo_only');
    const account = await this.accountOf(ctx);
    const { demo_start_balance } = await this.d.settings.get(['demo_start_balance']);
    const result = await this.locked(account.id, async (tx) => {
      const now = this.d.clock.now();
      const ids: number[] = [];
      for (const order of await repo.openOrdersOf(tx, account.id)) {
        const done = await this.complete(tx, order, 'demo_reset', now);
        if (done) ids.push(done.id);
      }
      const fresh = (await ledger.account(tx, account.id))!;
      const difference = decimal(demo_start_balance).minus(decimal(fresh.balance));
      const balance = difference.eq(0)
        ? fresh.balance
        : await ledger.post(tx, account.id, { amount: moneyText(difference), type: 'demo_reset' }, now);
      return { ids, balance };
    });
    await this.changed(account, result.ids);
    return { data: { balance: moneyText(result.balance) }, msg: 'demo_reset_done' };
  }
}

