/** The only queries of the orders table. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { reuse } from '../../db/reuse.js';
import { accounts, orders } from '../../db/schema.js';

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
export async function accountsWithOpenOrders(tx: Tx, accountIds: number[]) {
  const rows = await tx
    .select({ account: accounts, order: orders })
    .from(accounts)
    .leftJoin(orders, and(eq(orders.accountId, accounts.id), inArray(orders.status, [0, 1])))
    .where(inArray(accounts.id, accountIds))
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

/** Every pending and holding order with its account's balance: what the engine indexes at start. */
export function allOpenOrders(tx: Tx) {
  return tx
    .select({ order: orders, balance: accounts.balance })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(inArray(orders.status, [0, 1]))
    .orderBy(orders.accountId, orders.id);
}
