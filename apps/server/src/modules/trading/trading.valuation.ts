/**
 * What open orders are worth at the live quotes: each position's floating profit, an account's
 * figures, and the running sums (a tally) that let an account with many positions be valued in a
 * few operations per instrument and side. Every figure is computed in millionths of a USD on
 * integers (domain scaled.ts), with the same result as the formulas of trading.ts.
 *
 * Row decimals are parsed once per row object and lists keep their parsed rows: the engine values
 * the same arrays pass after pass, and every order is judged against all of its account's
 * positions.
 */
import type Big from 'big.js';
import {
  accountFigures,
  addMicros,
  addPosition,
  emptyPositionSums,
  exactNumber,
  exactPriceUnits,
  microsText,
  positionTerms,
  positionsProfitMicros,
  profitMicros,
  profitMicrosNumber,
  quoteToUsd,
  scaled,
  times,
  toMicros,
  trimmed,
  type AccountFigures,
  type MicrosTotal,
  type PositionSums,
  type PositionTerms,
  type Scaled,
} from '@leverline/domain';
import type { Tx } from '../../db/client.js';
import type { LiveQuote, MarketService } from '../market/market.service.js';
import * as repo from './trading.repo.js';

type OrderRow = repo.OrderRow;

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
 * What one valuation's orders of an instrument share (Valuer.value), and the prices they
 * came from, to tell whether they still hold (Valuer.bookSums).
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
 * Rows of a list of open orders and their parsed decimals, index by index (Valuer.parsedOf).
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
 * at the prices of the moment is a few operations per group (Valuer.floatingOf) however
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
export function copyOfTally(tally: Tally): Tally {
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

/** Values open orders at the market's live quotes. */
export class Valuer {
  constructor(private readonly market: MarketService) {}

  /** USD per unit of the instrument's quote currency at the live rate. */
  rateOf(currency: string): Big | undefined {
    return quoteToUsd(currency, (code) => this.market.bidText(code));
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
    quote: LiveQuote | undefined = this.market.quote(row.instrumentId),
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
    const valued = open.map((row, i) => this.value(row, shared.get(row.instrumentId)?.quote ?? this.market.quote(row.instrumentId), shared, parsed[i]));
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
      const quote = this.market.quote(group.instrumentId);
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
  bookSums(book: { open: OrderRow[]; tally?: Tally | undefined }): { floating: bigint; used: bigint } {
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
}
