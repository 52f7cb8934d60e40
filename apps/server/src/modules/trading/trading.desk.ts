/**
 * Placing orders: orders that passed their rules wait for a batch they share with the orders that
 * arrived meanwhile (group commit, group-commit.ts). A batch is judged order by order, each against
 * its account as the orders before it left it, and written with one statement for the accounts
 * this node holds a copy of (account-copies.ts), or in one locking transaction for the others
 * (docs/trading.md, "Orders placed together").
 */
import Big from 'big.js';
import {
  decimal,
  FEE_PER_LOT,
  FIXED_MARGIN_MODE,
  fixedText,
  freeMarginMicros,
  microsText,
  moneyText,
  orderCostMicros,
  scaled,
  toMicros,
  trailingLevel,
  trailingStart,
  unitsToText,
  type Expiry,
  type OrderKind,
  type Scaled,
  type Side,
} from '@leverline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { fail } from '../../http/errors.js';
import type { Clock } from '../../platform/clock.js';
import type { Metrics } from '../../platform/metrics.js';
import * as ledger from '../ledger/ledger.service.js';
import type { LiveQuote, MarketService } from '../market/market.service.js';
import { AccountCopies, type AccountCopy } from './account-copies.js';
import { GroupCommit, type Outcome } from './group-commit.js';
import * as repo from './trading.repo.js';
import { copyOfTally, type Tally, type Valuer } from './trading.valuation.js';

type OrderRow = repo.OrderRow;

/** An order that passed its rules, waiting for its batch (group commit). */
export interface Intent {
  userId: number;
  instrument: LiveQuote['row'];
  side: Side;
  lots: string;
  leverage: number;
  /** How it opens: at market, or the pending kind its target makes it. */
  kind: OrderKind;
  /** The target of a pending order; undefined at market. */
  targetUnits: number | undefined;
  /** The quote when the trader sent a market order (the ask to buy, the bid to sell): what was asked for. */
  requestedUnits: number | undefined;
  expiry: Expiry;
  expiresAt: Date | null;
  stopLoss: string | null;
  takeProfit: string | null;
  /** A trailing stop's distance in price units; undefined for none. Its level starts at the fill. */
  trailUnits: number | undefined;
  /** USD per unit of the quote currency, when the order was judged. */
  rate: Big;
}

export interface Placed {
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
 * Orders in one batch at most, and batches written at once: as many as TradingDeps.batchesAtOnce, and when one is held up for 50 ms (an account locked by a stop-out or
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
    trailDistance: price(values.trailDistance),
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

export interface DeskDeps {
  db: Db;
  market: MarketService;
  clock: Clock;
  log: FastifyBaseLogger;
  metrics?: Metrics | undefined;
  valuer: Valuer;
  /** trade_fee_type (settings), read once a batch. */
  feeType: () => Promise<number>;
  /**
   * Batches of orders written at the same time: 2 on PostgreSQL, a process of its own, which
   * writes one batch while this thread judges the next; 1 (the default) on PGlite, which runs on
   * this thread, where a second batch only splits the first.
   */
  batchesAtOnce?: number;
}

export class OrderDesk {
  /** Orders waiting to be placed together. */
  private readonly desk: GroupCommit<Intent, Placed>;

  /** Accounts as this node's last orders left them, to judge the next ones against (account-copies.ts). */
  private readonly copies = new AccountCopies(ACCOUNT_COPIES);

  constructor(private readonly d: DeskDeps) {
    this.desk = new GroupCommit((intents) => this.placeBatch(intents), { ...ORDER_BATCH, maxInFlight: d.batchesAtOnce ?? 1 });
  }

  /** Places an order that passed its rules; answers it as written and its account as its batch left it. */
  place(intent: Intent): Promise<Placed> {
    return this.desk.submit(intent);
  }

  /** Drops an account's copy: something changed it under its lock. */
  forget(accountId: number): void {
    this.copies.forget(accountId);
  }

  /** Drops every copy (tests that empty the database do). */
  clear(): void {
    this.copies.clear();
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
    const feeType = await this.d.feeType();
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
        if (fee) fees.push({ accountId: row.accountId, posting: feePosting(row, intents[index]!.instrument.code, fee) });
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
    const at = (units: number): Scaled => ({ units: BigInt(units), scale: live.digits });
    const priceUnits = atMarket ? (side === 'buy' ? live.askUnits : live.bidUnits) : targetUnits;
    const price = unitsToText(priceUnits, live.digits);
    // In millionths of a USD, without big.js on the order's path; the ticket's figure is the same function.
    const { margin, fee, need } = orderCostMicros({
      side,
      atMarket,
      fixedMargin: row.marginMode === FIXED_MARGIN_MODE,
      lots: scaled(lots),
      contractSize: scaled(row.contractSize),
      leverage,
      open: at(priceUnits),
      close: at(side === 'buy' ? live.bidUnits : live.askUnits),
      rate: scaled(rate),
      feePerLot: feeType === FEE_PER_LOT,
      feeRate: scaled(row.feeRate),
    });
    const { floating, used } = this.d.valuer.bookSums(book);
    const free = freeMarginMicros(book.balance, floating, used);
    if (free < need) {
      const cents = (micros: bigint, mode: typeof Big.roundHalfUp | typeof Big.roundDown) => decimal(microsText(micros)).round(2, mode).toFixed(2);
      return { error: fail('insufficient_margin', { need: cents(need, Big.roundHalfUp), free: cents(free, Big.roundDown) }) };
    }
    // A trailing stop's level starts from the price the position closes at when it opens.
    const stopLoss =
      atMarket && intent.trailUnits !== undefined
        ? unitsToText(trailingLevel(side, trailingStart(side, live.bidUnits, live.askUnits), intent.trailUnits), live.digits)
        : intent.stopLoss;
    // As the database will print them, so a copy of the account reads as a fresh read would.
    const values = atScale({
      userId: book.account.userId,
      accountId: book.account.id,
      instrumentId: row.id,
      side,
      lots,
      leverage,
      status: atMarket ? 1 : 0,
      kind: intent.kind,
      expiry: intent.expiry,
      expiresAt: intent.expiresAt,
      requestedPrice: atMarket ? unitsToText(intent.requestedUnits ?? priceUnits, live.digits) : price,
      openPrice: atMarket ? price : null,
      stopLoss,
      takeProfit: intent.takeProfit,
      trailDistance: intent.trailUnits === undefined ? null : unitsToText(intent.trailUnits, live.digits),
      marginUsd: microsText(margin),
      feeUsd: microsText(fee),
      createdAt: now,
      openedAt: atMarket ? now : null,
      quoteAt: atMarket ? new Date(live.timeMs) : null,
    });
    const charged = atMarket && fee > 0n ? microsText(fee) : null;
    if (charged) book.balance = microsText(toMicros(scaled(book.balance)) - fee);
    // Every column written out, in the table's order: the shape of a row read from the database,
    // so V8 keeps one hidden class for both (a spread with columns added after it does not).
    const provisional: OrderRow = {
      id: 0,
      userId: values.userId,
      accountId: values.accountId,
      instrumentId: values.instrumentId,
      side: values.side,
      lots: values.lots,
      leverage: values.leverage,
      status: values.status,
      kind: values.kind,
      expiry: values.expiry,
      expiresAt: values.expiresAt ?? null,
      requestedPrice: values.requestedPrice,
      openPrice: values.openPrice ?? null,
      closePrice: null,
      stopLoss: values.stopLoss ?? null,
      takeProfit: values.takeProfit ?? null,
      trailDistance: values.trailDistance ?? null,
      marginUsd: values.marginUsd,
      feeUsd: values.feeUsd,
      profitUsd: null,
      partOf: null,
      brokerLossUsd: null,
      swapUsd: '0.000000',
      closeReason: null,
      createdAt: now,
      openedAt: values.openedAt ?? null,
      quoteAt: values.quoteAt ?? null,
      closedAt: null,
    };
    // A new list of exact size, not the book's grown by a push: it outlives the batch as the
    // account's copy, and a grown one is half empty space for the collector to move.
    book.open = book.open.concat(provisional);
    return { values, fee: charged, provisional };
  }
}

/** The ledger posting of an order's fee (`fee` > 0, money text). */
export function feePosting(order: OrderRow, code: string, fee: string): ledger.Posting {
  return { amount: moneyText(decimal(fee).times(-1)), type: 'trade_fee', memo: `${code} #${order.id}`, refType: 'order', refId: String(order.id) };
}
