/** The only queries of the orders table and of swap_charges (trading.schema.ts). */
import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { plainArray, textArray } from '../../db/arrays.js';
import { reuse, reuseSql } from '../../db/reuse.js';
import { accounts, orders, swapCharges } from '../../db/schema.js';
import * as ledger from '../ledger/ledger.service.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/**
 * Inserts several orders in one statement; the rows come back in the order given (ids are drawn
 * from the sequence row by row, in that order).
 */
export async function insertOrders(tx: Tx, list: NewOrder[]): Promise<OrderRow[]> {
  if (list.length === 0) return [];
  const rows = await tx.insert(orders).values(list).returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** An order judged against a copy of its account, for placeIfUnchanged. */
export interface JudgedOrder {
  values: NewOrder;
  /** The fee posted to the ledger (> 0), or null when none is. */
  fee: string | null;
  /** The balance the fee's entry leaves, as the copy's balance less the fees before it. */
  feeAfter: string | null;
  /** The instrument's code, for the fee entry's memo. */
  code: string;
}

/**
 * The statement of placeIfUnchanged: its text is the same for every batch, so it is prepared once.
 * The accounts' fees and their entries are the ledger's part of it (ledger feesInStatement).
 */
function placeStatement() {
  const p = (name: string) => sql.placeholder(name);
  return sql`
    with ${ledger.feesInStatement.charged(p)}, wanted as (
      select * from unnest(
        ${p('ord')}::integer[], ${p('userId')}::integer[], ${p('accountId')}::integer[], ${p('instrumentId')}::integer[],
        ${p('side')}::text[], ${p('lots')}::numeric[], ${p('leverage')}::integer[], ${p('status')}::integer[], ${p('kind')}::text[],
        ${p('expiry')}::text[], ${p('expiresAt')}::timestamptz[], ${p('requestedPrice')}::numeric[], ${p('openPrice')}::numeric[],
        ${p('stopLoss')}::numeric[], ${p('takeProfit')}::numeric[], ${p('trailDistance')}::numeric[], ${p('marginUsd')}::numeric[],
        ${p('feeUsd')}::numeric[], ${p('quoteAt')}::timestamptz[], ${p('fee')}::numeric[], ${p('feeAfter')}::numeric[], ${p('code')}::text[]
      ) as w(ord, user_id, account_id, instrument_id, side, lots, leverage, status, kind, expiry, expires_at, requested_price,
             open_price, stop_loss, take_profit, trail_distance, margin_usd, fee_usd, quote_at, fee, fee_after, code)
      where w.account_id in (select id from unchanged)
    ), numbered as (
      select w.*, nextval(pg_get_serial_sequence('orders', 'id')) as id from (select * from wanted order by ord) w
    ), inserted as (
      insert into ${orders} (id, user_id, account_id, instrument_id, side, lots, leverage, status, kind, expiry, expires_at,
        requested_price, open_price, stop_loss, take_profit, trail_distance, margin_usd, fee_usd, created_at, opened_at, quote_at)
      overriding system value
      select id, user_id, account_id, instrument_id, side, lots, leverage, status, kind, expiry, expires_at, requested_price,
        open_price, stop_loss, take_profit, trail_distance, margin_usd, fee_usd, ${p('now')}::timestamptz,
        case when status = 1 then ${p('now')}::timestamptz end, quote_at
      from numbered order by id
      returning id
    ), ${ledger.feesInStatement.entries('numbered', p)}
    select ord as key, id as value, null as balance from numbered
    union all
    select -id, version, balance from unchanged`;
}

/**
 * Places orders judged against copies of their accounts, in one statement, for the accounts whose
 * `version` (and balance) is still the copy's: it takes each such account's fees from its balance (version + 1),
 * inserts its orders, with ids drawn in the order given, and appends their fee entries, which
 * read exactly as if posted one by one. The orders of an account whose version has moved (another
 * change committed since the copy was taken) are left out, and nothing of that account changes.
 * One statement is one implicit transaction: it commits whole or not at all.
 *
 * Answers each order's id (undefined when its account had changed) and each changed account's
 * balance and version afterwards.
 */
export async function placeIfUnchanged(
  tx: Tx,
  expected: { accountId: number; version: number; balance: string; fees: string }[],
  list: JudgedOrder[],
  now: Date,
): Promise<{ ids: (number | undefined)[]; accounts: Map<number, { balance: string; version: number }> }> {
  const plain = (pick: (o: JudgedOrder, i: number) => number | string | boolean | null | undefined) => plainArray(list.map(pick));
  const texts = (pick: (o: JudgedOrder) => string | null) => textArray(list.map(pick));
  // Arrays go as literals (plainArray): numbers and numerals as they are, texts quoted.
  const result = (await reuseSql(tx, 'place_if_unchanged', placeStatement).execute({
    accountIds: plainArray(expected.map((e) => e.accountId)),
    versions: plainArray(expected.map((e) => e.version)),
    balances: plainArray(expected.map((e) => e.balance)),
    fees: plainArray(expected.map((e) => e.fees)),
    ord: plain((_, i) => i),
    userId: plain((o) => o.values.userId),
    accountId: plain((o) => o.values.accountId),
    instrumentId: plain((o) => o.values.instrumentId),
    side: texts((o) => o.values.side),
    lots: plain((o) => o.values.lots),
    leverage: plain((o) => o.values.leverage),
    status: plain((o) => o.values.status),
    kind: texts((o) => o.values.kind ?? 'market'),
    expiry: texts((o) => o.values.expiry ?? 'gtc'),
    expiresAt: texts((o) => o.values.expiresAt?.toISOString() ?? null),
    requestedPrice: plain((o) => o.values.requestedPrice),
    openPrice: plain((o) => o.values.openPrice),
    stopLoss: plain((o) => o.values.stopLoss),
    takeProfit: plain((o) => o.values.takeProfit),
    trailDistance: plain((o) => o.values.trailDistance),
    marginUsd: plain((o) => o.values.marginUsd),
    feeUsd: plain((o) => o.values.feeUsd),
    quoteAt: texts((o) => o.values.quoteAt?.toISOString() ?? null),
    fee: plain((o) => o.fee),
    feeAfter: plain((o) => o.feeAfter),
    code: texts((o) => o.code),
    now,
  })) as { rows: { key: number | string; value: number | string; balance: string | null }[] };
  const ids: (number | undefined)[] = new Array<number | undefined>(list.length).fill(undefined);
  const changed = new Map<number, { balance: string; version: number }>();
  for (const row of result.rows) {
    const key = Number(row.key);
    if (row.balance === null) ids[key] = Number(row.value);
    else changed.set(-key, { balance: row.balance, version: Number(row.value) });
  }
  return { ids, accounts: changed };
}

/**
 * The version and balance of accounts, as they are now: whether a copy of each is still current
 * (a prepared statement, db/reuse.ts).
 */
export async function versionsOf(tx: Tx, accountIds: number[]): Promise<Map<number, { version: number; balance: string }>> {
  const query = reuseSql(tx, 'account_versions', () => sql`select id, version, balance::text as balance from ${accounts} where id = any(${sql.placeholder('ids')}::integer[])`);
  const result = (await query.execute({ ids: plainArray(accountIds) })) as { rows: { id: number | string; version: number | string; balance: string }[] };
  return new Map(result.rows.map((r) => [Number(r.id), { version: Number(r.version), balance: r.balance }]));
}

/** Pending and holding orders of several accounts, oldest first. */
export function openOrdersOfAccounts(tx: Tx, accountIds: number[]): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(inArray(orders.accountId, accountIds), inArray(orders.status, [0, 1])))
    .orderBy(orders.id);
}

/**
 * Pending and holding orders of an account, oldest first. Asked with every order (its margin
 * check): a prepared statement (db/reuse.ts).
 */
export function openOrdersOf(tx: Tx, accountId: number): Promise<OrderRow[]> {
  const query = reuse(tx, 'open_orders_of', (q) =>
    q
      .select()
      .from(orders)
      .where(and(eq(orders.accountId, sql.placeholder('accountId')), inArray(orders.status, [0, 1])))
      .orderBy(orders.id)
      .prepare('open_orders_of'),
  );
  return query.execute({ accountId });
}

/**
 * Accounts and their pending and holding orders (oldest first), read in one statement, so each
 * account and its orders come from the same moment: what the engine reloads after every change,
 * for all the accounts that changed at once.
 */
export function accountsWithOpenOrders(tx: Tx, accountIds: number[]) {
  return withOpenOrders(tx, inArray(accounts.id, accountIds));
}

/**
 * The accounts of users (each user's first, as ledger findAccountOfUser) with their pending and
 * holding orders, read in one statement without a lock: copies to judge the users' next orders
 * against (account-copies.ts), which are written only while each account's version is still the
 * one read here.
 */
export function accountsOfUsersWithOpenOrders(tx: Tx, userIds: number[]) {
  const firsts = tx
    .select({ id: sql<number>`min(${accounts.id})` })
    .from(accounts)
    .where(inArray(accounts.userId, userIds))
    .groupBy(accounts.userId);
  return withOpenOrders(tx, inArray(accounts.id, firsts));
}

async function withOpenOrders(tx: Tx, which: SQL) {
  const rows = await tx
    .select({ account: accounts, order: orders })
    .from(accounts)
    .leftJoin(orders, and(eq(orders.accountId, accounts.id), inArray(orders.status, [0, 1])))
    .where(which)
    .orderBy(accounts.id, orders.id);
  const found = new Map<number, { account: typeof accounts.$inferSelect; open: OrderRow[] }>();
  for (const { account, order } of rows) {
    let entry = found.get(account.id);
    if (!entry) {
      entry = { account, open: [] };
      found.set(account.id, entry);
    }
    if (order) entry.open.push(order);
  }
  return found;
}

/** An order of a user (another user's id finds nothing). */
export async function orderOfUser(tx: Tx, userId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

export async function orderById(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/**
 * Moves an order from `fromStatus` to new values; returns the row, or undefined when it was no
 * longer in `fromStatus` (it completed first on another path).
 */
export async function transition(
  tx: Tx,
  orderId: number,
  fromStatus: number,
  values: Partial<NewOrder>,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, orderId), eq(orders.status, fromStatus)))
    .returning();
  return row;
}

export async function updateOrder(tx: Tx, orderId: number, values: Partial<NewOrder>): Promise<OrderRow | undefined> {
  const [row] = await tx.update(orders).set(values).where(eq(orders.id, orderId)).returning();
  return row;
}

/**
 * Moves trailing stops' levels (TrailMove) in one statement: each only in its position's favour
 * (up for a buy, down for a sell), only while the position is open and trails by the same
 * distance. Answers how many moved.
 */
export async function raiseTrailingStops(tx: Tx, moves: { orderId: number; side: string; distance: string; level: string }[]): Promise<number> {
  if (moves.length === 0) return 0;
  const result = (await tx.execute(sql`
    update ${orders} o set stop_loss = m.level
    from unnest(${plainArray(moves.map((m) => m.orderId))}::bigint[], ${plainArray(moves.map((m) => m.distance))}::numeric[],
                ${plainArray(moves.map((m) => m.level))}::numeric[]) as m(id, distance, level)
    where o.id = m.id and o.status = 1 and o.trail_distance = m.distance
      and (case when o.side = 'buy' then m.level > coalesce(o.stop_loss, 0) else m.level < coalesce(o.stop_loss, m.level + 1) end)
    returning o.id`)) as { rows: unknown[] };
  return result.rows.length;
}

/** The statuses a my_deal status lists: history (3) is the closed and the cancelled (4). */
function listed(status: number): number[] {
  return status === 3 ? [3, 4] : [status];
}

/** What a my_deal list or a history export is narrowed to (docs/traders-app.md, History). */
export interface OrderFilter {
  instrumentId?: number | undefined;
  /** Orders that ended at or after this time (history). */
  endedFrom?: Date | undefined;
  /** Orders that ended before this time (history). */
  endedBefore?: Date | undefined;
}

function whereListed(accountId: number, status: number, filter: OrderFilter): SQL | undefined {
  return and(
    eq(orders.accountId, accountId),
    inArray(orders.status, listed(status)),
    filter.instrumentId === undefined ? undefined : eq(orders.instrumentId, filter.instrumentId),
    filter.endedFrom === undefined ? undefined : gte(orders.closedAt, filter.endedFrom),
    filter.endedBefore === undefined ? undefined : lt(orders.closedAt, filter.endedBefore),
  );
}

/** One page of an account's orders of one status as my_deal lists it (history: closed and cancelled), newest first. */
export function pageOf(tx: Tx, accountId: number, status: number, page: number, pageSize: number, filter: OrderFilter = {}): Promise<OrderRow[]> {
  const newestFirst = status >= 3 ? [desc(orders.closedAt), desc(orders.id)] : [desc(orders.id)];
  return tx
    .select()
    .from(orders)
    .where(whereListed(accountId, status, filter))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** How many orders of a my_deal status an account has under a filter, and the sums of their profit, fees and swaps. */
export async function totalsOf(
  tx: Tx,
  accountId: number,
  status: number,
  filter: OrderFilter = {},
): Promise<{ total: number; profit: string; fees: string; swaps: string }> {
  const [row] = await tx
    .select({
      total: count(),
      profit: sql<string>`coalesce(sum(${orders.profitUsd}), 0)::numeric(24,6)::text`,
      fees: sql<string>`coalesce(sum(${orders.feeUsd}), 0)::numeric(24,6)::text`,
      swaps: sql<string>`coalesce(sum(${orders.swapUsd}), 0)::numeric(24,6)::text`,
    })
    .from(orders)
    .where(whereListed(accountId, status, filter));
  return { total: Number(row?.total ?? 0), profit: row?.profit ?? '0', fees: row?.fees ?? '0', swaps: row?.swaps ?? '0' };
}

/** Every pending and holding order with its account's balance and version: what the engine indexes at start. */
export function allOpenOrders(tx: Tx) {
  return tx
    .select({ order: orders, balance: accounts.balance, version: accounts.version })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(inArray(orders.status, [0, 1]))
    .orderBy(orders.accountId, orders.id);
}

/**
 * Positions held through a rollover (open, opened at or before `at`) that have no charge for its
 * `day` yet, oldest first: what the rollover finances next. Reads the open-orders index only.
 */
export function positionsToFinance(tx: Tx, at: Date, day: string, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 1),
        sql`${orders.openedAt} <= ${at}`,
        sql`not exists (select 1 from ${swapCharges} c where c.order_id = ${orders.id} and c.day = ${day})`,
      ),
    )
    .orderBy(orders.id)
    .limit(limit);
}

/**
 * Records the charges of one rollover day; a position already charged for it (another node, a run
 * before a restart) is left alone. Answers the ids of the orders this call recorded.
 */
export async function recordSwapCharges(tx: Tx, rows: (typeof swapCharges.$inferInsert)[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const inserted = await tx.insert(swapCharges).values(rows).onConflictDoNothing().returning({ orderId: swapCharges.orderId });
  return new Set(inserted.map((r) => r.orderId));
}

/** Adds each amount (signed USD text) to its position's financing total, in one statement. */
export async function addSwaps(tx: Tx, amounts: { orderId: number; amountUsd: string }[]): Promise<void> {
  if (amounts.length === 0) return;
  await tx.execute(sql`
    update ${orders} o set swap_usd = o.swap_usd + v.amount
    from unnest(${plainArray(amounts.map((a) => a.orderId))}::bigint[], ${plainArray(amounts.map((a) => a.amountUsd))}::numeric[]) as v(id, amount)
    where o.id = v.id`);
}


/**
 * An account's orders that opened or closed in [from, to), by id: what a statement lists as its
 * trades. A part closed out of a position (part_of) carries the position's opening time and counts
 * as a close only, so the position's opening is listed once.
 */
export function tradedBetween(tx: Tx, accountId: number, from: Date, to: Date): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        inArray(orders.status, [1, 3]),
        or(
          and(isNull(orders.partOf), gte(orders.openedAt, from), lt(orders.openedAt, to)),
          and(eq(orders.status, 3), gte(orders.closedAt, from), lt(orders.closedAt, to)),
        ),
      ),
    )
    .orderBy(orders.id);
}

/**
 * The positions an account held at the instant `at`, by id: opened before it and not closed by
 * then. A part closed later out of one of them is a row of its own here, so the lots add up to
 * what was held.
 */
export function heldAt(tx: Tx, accountId: number, at: Date): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        inArray(orders.status, [1, 3]),
        lt(orders.openedAt, at),
        or(isNull(orders.closedAt), gte(orders.closedAt, at)),
      ),
    )
    .orderBy(orders.id);
}
