/** The only queries of accounts and ledger_entries. */
import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { plainArray } from '../../db/arrays.js';
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

/**
 * The ledger's part of one statement that writes rows of another module together with their fees
 * (the batch of orders, trading.repo placeIfUnchanged): the two pieces are common table
 * expressions for its `with`, built from the statement's placeholders.
 *
 * `charged` (CTEs `expected` and `unchanged`): takes each account's fees from its balance, version
 * + 1, only while its version and balance are still those expected (placeholders accountIds,
 * versions, balances, fees, now); `unchanged` answers id, balance (text) and version of each
 * account charged.
 *
 * `entries(source)` (CTE `fees`): appends a `trade_fee` entry for each row of the CTE `source`
 * whose fee is not null, in id order, reading its columns account_id, id, fee, fee_after and code.
 */
export const feesInStatement = {
  charged(p: (name: string) => SQLWrapper): SQL {
    return sql`expected as (
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
    )`;
  },
  entries(source: string, p: (name: string) => SQLWrapper): SQL {
    const from = sql.identifier(source);
    return sql`fees as (
      insert into ${ledgerEntries} (account_id, amount, balance_after, type, memo, ref_type, ref_id, created_at)
      select account_id, -fee, fee_after, 'trade_fee', code || ' #' || id, 'order', id::text, ${p('now')}::timestamptz
      -- The source's id, not id: bare, it names this select's own id::text (ref_id), and "1000" < "998".
      from ${from} where fee is not null order by ${from}.id
      returning id
    )`;
  },
};

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

/** What was credited to an account since `since` by entries of `types` (their positive amounts), in USD. */
export async function creditsSince(tx: Tx, accountId: number, types: string[], since: Date): Promise<string> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::numeric(24,6)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        inArray(ledgerEntries.type, types),
        gt(ledgerEntries.amount, '0'),
        gte(ledgerEntries.createdAt, since),
      ),
    );
  return row?.sum ?? '0.000000';
}

/**
 * Per real (not demo) account with entries of `types` in [from, to): the sum of those entries of
 * `realised` types and of the others (costs), as exact decimal text. What ESMA's share of losing
 * accounts is computed from (compliance.service).
 */
export async function resultsOfRealAccounts(tx: Tx, realised: string[], costs: string[], from: Date, to: Date) {
  const result = (await tx.execute(sql`
    select e.account_id as id,
      coalesce(sum(e.amount) filter (where e.type = any(${plainArray(realised)}::text[])), 0)::numeric(24,6)::text as realised,
      coalesce(sum(e.amount) filter (where e.type = any(${plainArray(costs)}::text[])), 0)::numeric(24,6)::text as costs
    from ${ledgerEntries} e join ${accounts} a on a.id = e.account_id
    where a.kind = 'real' and e.type = any(${plainArray([...realised, ...costs])}::text[]) and e.created_at >= ${from} and e.created_at < ${to}
    group by e.account_id order by e.account_id`)) as { rows: { id: number | string; realised: string; costs: string }[] };
  return result.rows.map((r) => ({ accountId: Number(r.id), realisedUsd: r.realised, costsUsd: r.costs }));
}

/** The sum of an account's entries made before `at`: its balance at that instant. */
export async function sumBefore(tx: Tx, accountId: number, at: Date): Promise<string> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::numeric(24,6)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), lt(ledgerEntries.createdAt, at)));
  return row?.sum ?? '0.000000';
}

/** An account's entries made in [from, to), oldest first. */
export function entriesBetween(tx: Tx, accountId: number, from: Date, to: Date) {
  return tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/** The UTC days (YYYY-MM-DD) at or after `since` on which an account has entries, newest first. */
export async function daysWithEntries(tx: Tx, accountId: number, since: Date): Promise<string[]> {
  const result = (await tx.execute(sql`
    select distinct to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as day
    from ${ledgerEntries}
    where ${ledgerEntries.accountId} = ${accountId} and ${ledgerEntries.createdAt} >= ${since}
    order by day desc`)) as { rows: { day: string }[] };
  return result.rows.map((r) => r.day);
}
