/** The only queries of the orders table. */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { plainArray, textArray } from '../../db/arrays.js';
import { reuse, reuseSql } from '../../db/reuse.js';
import { accounts, ledgerEntries, orders } from '../../db/schema.js';

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

/** The statement of placeIfUnchanged: its text is the same for every batch, so it is prepared once. */
function placeStatement() {
  const p = (name: string) => sql.placeholder(name);
  return sql`
    with expected as (
      select * from unnest(${p('accountIds')}::integer[], ${p('versions')}::bigint[], ${p('balances')}::numeric[], ${p('fees')}::numeric[])
        as e(id, version, balance, fees)
    ), unchanged as (
      update ${accounts} a set balance = a.balance - e.fees, version = a.version + 1, updated_at = ${p('now')}::timestamptz
      from expected e
      -- The ids again, as a condition on accounts alone: the plan reads the accounts by their key.
      -- Joined only on (id, version, balance), it scanned every account and hashed each one's
      -- three columns, for every batch, up to the size where the planner turns to the index.
      where a.id = any(${p('accountIds')}::integer[]) and a.id = e.id and a.version = e.version and a.balance = e.balance
      returning a.id, a.balance::text as balance, a.version
    ), wanted as (
      select * from unnest(
        ${p('ord')}::integer[], ${p('userId')}::integer[], ${p('accountId')}::integer[], ${p('instrumentId')}::integer[],
        ${p('side')}::text[], ${p('lots')}::numeric[], ${p('leverage')}::integer[], ${p('status')}::integer[],
        ${p('requestedPrice')}::numeric[], ${p('openPrice')}::numeric[], ${p('stopLoss')}::numeric[], ${p('takeProfit')}::numeric[],
        ${p('triggerAbove')}::boolean[], ${p('marginUsd')}::numeric[], ${p('feeUsd')}::numeric[], ${p('fee')}::numeric[],
        ${p('feeAfter')}::numeric[], ${p('code')}::text[]
      ) as w(ord, user_id, account_id, instrument_id, side, lots, leverage, status, requested_price, open_price, stop_loss,
             take_profit, trigger_above, margin_usd, fee_usd, fee, fee_after, code)
      where w.account_id in (select id from unchanged)
    ), numbered as (
      select w.*, nextval(pg_get_serial_sequence('orders', 'id')) as id from (select * from wanted order by ord) w
    ), inserted as (
      insert into ${orders} (id, user_id, account_id, instrument_id, side, lots, leverage, status, requested_price, open_price,
        stop_loss, take_profit, trigger_above, margin_usd, fee_usd, created_at, opened_at)
      overriding system value
      select id, user_id, account_id, instrument_id, side, lots, leverage, status, requested_price, open_price, stop_loss,
        take_profit, trigger_above, margin_usd, fee_usd, ${p('now')}::timestamptz, case when status = 1 then ${p('now')}::timestamptz end
      from numbered order by id
      returning id
    ), fees as (
      insert into ${ledgerEntries} (account_id, amount, balance_after, type, memo, ref_type, ref_id, created_at)
      select account_id, -fee, fee_after, 'trade_fee', code || ' #' || id, 'order', id::text, ${p('now')}::timestamptz
      -- numbered.id, not id: bare, it names this select's own id::text (ref_id), and "1000" < "998".
      from numbered where fee is not null order by numbered.id
      returning id
    )
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
  const texts = (pick: (o: JudgedOrder) => string) => textArray(list.map(pick));
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
    requestedPrice: plain((o) => o.values.requestedPrice),
    openPrice: plain((o) => o.values.openPrice),
    stopLoss: plain((o) => o.values.stopLoss),
    takeProfit: plain((o) => o.values.takeProfit),
    triggerAbove: plain((o) => o.values.triggerAbove),
    marginUsd: plain((o) => o.values.marginUsd),
    feeUsd: plain((o) => o.values.feeUsd),
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

/** One page of an account's orders of one status, newest first. */
export function pageOf(tx: Tx, accountId: number, status: number, page: number, pageSize: number): Promise<OrderRow[]> {
  const newestFirst = status === 3 ? [desc(orders.closedAt), desc(orders.id)] : [desc(orders.id)];
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.status, status)))
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** How many orders of `status` an account has, and the sum of their realised profit. */
export async function totalsOf(tx: Tx, accountId: number, status: number): Promise<{ total: number; profit: string }> {
  const [row] = await tx
    .select({ total: count(), profit: sql<string>`coalesce(sum(${orders.profitUsd}), 0)::numeric(24,6)::text` })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.status, status)));
  return { total: Number(row?.total ?? 0), profit: row?.profit ?? '0' };
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
