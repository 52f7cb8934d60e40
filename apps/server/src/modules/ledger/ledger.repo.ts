/** The only queries of accounts and ledger_entries. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { reuse } from '../../db/reuse.js';
import { accounts, ledgerEntries } from '../../db/schema.js';

export type AccountKind = 'real' | 'demo';
export type AccountRow = typeof accounts.$inferSelect;

export async function insertAccount(tx: Tx, userId: number, kind: AccountKind, now: Date): Promise<AccountRow> {
  const [row] = await tx.insert(accounts).values({ userId, kind, createdAt: now, updatedAt: now }).returning();
  return row!;
}

/**
 * Locks the account row until the transaction ends and reads it. Locking counts as a change
 * (`version` + 1): whoever locks an account is about to change its balance or its orders, and an
 * order judged against an earlier copy must not be written after that (placeIfUnchanged).
 */
export async function lockAccount(tx: Tx, accountId: number): Promise<AccountRow | undefined> {
  const [row] = await tx
    .update(accounts)
    .set({ version: sql`${accounts.version} + 1` })
    .where(eq(accounts.id, accountId))
    .returning();
  return row;
}

/**
 * The accounts of several users (each user's first, as findAccountOfUser), locked until the
 * transaction ends and read, each `version` + 1 as lockAccount. Rows are locked in id order, so
 * two such locks never wait on each other in a cycle.
 */
export async function lockAccountsOfUsers(tx: Tx, userIds: number[]): Promise<AccountRow[]> {
  const firsts = tx
    .select({ id: sql<number>`min(${accounts.id})` })
    .from(accounts)
    .where(inArray(accounts.userId, userIds))
    .groupBy(accounts.userId);
  const inOrder = tx.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, firsts)).orderBy(accounts.id).for('update');
  const rows = await tx
    .update(accounts)
    .set({ version: sql`${accounts.version} + 1` })
    .where(inArray(accounts.id, inOrder))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Asked by most of a trader's requests: a prepared statement (db/reuse.ts). */
export async function findAccountOfUser(tx: Tx, userId: number): Promise<AccountRow | undefined> {
  const query = reuse(tx, 'account_of_user', (q) =>
    q.select().from(accounts).where(eq(accounts.userId, sql.placeholder('userId'))).orderBy(accounts.id).limit(1).prepare('account_of_user'),
  );
  const [row] = await query.execute({ userId });
  return row;
}

/**
 * Adds a signed amount (exact decimal text) to each of several accounts in one statement (each
 * `version` + 1) and returns each account's new balance and version: PostgreSQL's numeric
 * addition is exact, and the update takes the row locks itself, so each sum is of the latest
 * committed balance even without an earlier `lockAccount`.
 */
export async function addToBalances(
  tx: Tx,
  amounts: { accountId: number; amount: string }[],
  now: Date,
): Promise<Map<number, { balance: string; version: number }>> {
  const values = sql.join(
    amounts.map((a) => sql`(${a.accountId}::integer, ${a.amount}::numeric)`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    update ${accounts} set balance = ${accounts.balance} + v.amount, version = ${accounts.version} + 1, updated_at = ${now}
    from (values ${values}) as v(id, amount)
    where ${accounts.id} = v.id
    returning ${accounts.id} as id, ${accounts.balance}::text as balance, ${accounts.version} as version`)) as {
    rows: { id: number | string; balance: string; version: number | string }[];
  };
  return new Map(result.rows.map((r) => [Number(r.id), { balance: r.balance, version: Number(r.version) }]));
}

export async function insertEntries(tx: Tx, entries: (typeof ledgerEntries.$inferInsert)[]): Promise<void> {
  if (entries.length > 0) await tx.insert(ledgerEntries).values(entries);
}

export async function entriesOf(tx: Tx, accountId: number, limit = 100) {
  return tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId)))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}

/** The engine's reload after every change: a prepared statement (db/reuse.ts). */
export async function accountById(tx: Tx, accountId: number): Promise<AccountRow | undefined> {
  const query = reuse(tx, 'account_by_id', (q) =>
    q.select().from(accounts).where(eq(accounts.id, sql.placeholder('accountId'))).limit(1).prepare('account_by_id'),
  );
  const [row] = await query.execute({ accountId });
  return row;
}

/** One page of an account's entries, newest first, and how many there are. */
export async function entriesPage(tx: Tx, accountId: number, page: number, pageSize: number) {
  const rows = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(desc(ledgerEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
  return { rows, total: Number(total?.n ?? 0) };
}

/** The sum of an account's entries (a balance must always equal it). */
export async function entriesSum(tx: Tx, accountId: number): Promise<string> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::numeric(24,6)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return row?.sum ?? '0.000000';
}

/** Moves `delta` (signed) into or out of the account's held amount; the check keeps it ≥ 0. */
export async function addLockBalance(tx: Tx, accountId: number, delta: string, now: Date): Promise<void> {
  await tx
    .update(accounts)
    .set({ lockBalance: sql`${accounts.lockBalance} + ${delta}::numeric`, updatedAt: now })
    .where(eq(accounts.id, accountId));
}
