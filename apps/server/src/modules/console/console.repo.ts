/**
 * The staff console's queries: reads across users, accounts, orders and the funding tables for
 * the staff views, and the only queries of balance_adjustments. Writes to other modules' tables go
 * through their own modules' services (freezing a user: identity; money: the ledger).
 */
import { and, count, desc, eq, gt, gte, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { containing } from '../../db/like.js';
import {
  accounts,
  balanceAdjustments,
  companies,
  deposits,
  identityVerifications,
  ledgerEntries,
  news,
  orders,
  sessions,
  staff,
  users,
  withdrawals,
} from '../../db/schema.js';

const inviter = alias(users, 'inviter');
const requester = alias(staff, 'requester');
const decider = alias(staff, 'decider');

/** The latest identity submission's status of each user (none: null). */
const identityStatus = sql<number | null>`(
  select ${identityVerifications.status} from ${identityVerifications}
  where ${identityVerifications.userId} = ${users.id}
  order by ${identityVerifications.id} desc limit 1
)`;

const userColumns = {
  user: users,
  balance: accounts.balance,
  lockBalance: accounts.lockBalance,
  accountId: accounts.id,
  identityStatus,
  invitedBy: inviter.uid,
};

export type StaffUserRow = {
  user: typeof users.$inferSelect;
  balance: string | null;
  lockBalance: string | null;
  accountId: number | null;
  identityStatus: number | null;
  invitedBy: string | null;
};

function userQuery(tx: Tx) {
  return tx
    .select(userColumns)
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .leftJoin(inviter, eq(inviter.id, users.inviterId));
}

export async function usersPage(tx: Tx, q: string, demo: 0 | 1 | undefined, page: number, pageSize: number) {
  const digits = q.replace(/[\s+-]/g, '');
  const where = and(
    q
      ? or(
          ilike(users.uid, containing(q)),
          ilike(users.email, containing(q)),
          digits ? ilike(sql`coalesce(${users.areaCode}, '') || ${users.phone}`, containing(digits)) : undefined,
        )
      : undefined,
    demo === undefined ? undefined : eq(users.isDemo, demo === 1),
  );
  const rows: StaffUserRow[] = await userQuery(tx)
    .where(where ?? sql`true`)
    .orderBy(desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(users).where(where ?? sql`true`);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function staffUser(tx: Tx, userId: number): Promise<StaffUserRow | undefined> {
  const [row] = await userQuery(tx).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Pending and holding orders of an account, newest first. */
export function openOrdersOfAccount(tx: Tx, accountId: number) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.status, [0, 1])))
    .orderBy(desc(orders.id));
}

/** Holding positions of real (or demo) accounts with their owner's uid; of one instrument if given. */
export function holdingPositions(tx: Tx, demo: boolean, instrumentId?: number) {
  return tx
    .select({ order: orders, uid: users.uid })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.status, 1),
        eq(accounts.kind, demo ? 'demo' : 'real'),
        instrumentId === undefined ? undefined : eq(orders.instrumentId, instrumentId),
      ),
    );
}

// ---- balance adjustments ---------------------------------------------------------------------------

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;

export async function insertAdjustment(tx: Tx, row: typeof balanceAdjustments.$inferInsert): Promise<AdjustmentRow> {
  const [created] = await tx.insert(balanceAdjustments).values(row).returning();
  return created!;
}

/** Reads and locks an adjustment until the transaction ends. */
export async function lockAdjustment(tx: Tx, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await tx.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id)).for('update').limit(1);
  return row;
}

export async function decideAdjustment(tx: Tx, id: number, values: Partial<typeof balanceAdjustments.$inferInsert>): Promise<AdjustmentRow> {
  const [row] = await tx.update(balanceAdjustments).set(values).where(eq(balanceAdjustments.id, id)).returning();
  return row!;
}

/**
 * What a staff member credited alone since `since`, in USD: adjustments they asked for and applied
 * themselves, and deposits they approved without a second staff member.
 */
export async function soloCreditsSince(tx: Tx, staffId: number, since: Date): Promise<{ adjustments: string; deposits: string }> {
  const [adjusted] = await tx
    .select({ sum: sql<string>`coalesce(sum(${balanceAdjustments.amount}), 0)::numeric(24,6)::text` })
    .from(balanceAdjustments)
    .where(
      and(
        eq(balanceAdjustments.decidedBy, staffId),
        gte(balanceAdjustments.decidedAt, since),
        eq(balanceAdjustments.requestedBy, staffId),
        eq(balanceAdjustments.status, 1),
        isNull(balanceAdjustments.depositId),
        gt(balanceAdjustments.amount, '0'),
      ),
    );
  const [deposited] = await tx
    .select({ sum: sql<string>`coalesce(sum(${deposits.creditedUsd}), 0)::numeric(24,6)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.decidedBy, staffId),
        gte(deposits.decidedAt, since),
        eq(deposits.status, 1),
        sql`not exists (select 1 from ${balanceAdjustments} where ${balanceAdjustments.depositId} = ${deposits.id} and ${balanceAdjustments.status} = 1)`,
      ),
    );
  return { adjustments: adjusted?.sum ?? '0', deposits: deposited?.sum ?? '0' };
}

/** The approvals of these deposits that wait for a second staff member, with who asked. */
export function waitingDepositCredits(tx: Tx, depositIds: number[]) {
  if (depositIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: balanceAdjustments.id, depositId: balanceAdjustments.depositId, amount: balanceAdjustments.amount, requestedBy: requester.email })
    .from(balanceAdjustments)
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .where(and(eq(balanceAdjustments.status, 0), inArray(balanceAdjustments.depositId, depositIds)));
}

/** Reads an adjustment without locking it. */
export async function adjustmentById(tx: Tx, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await tx.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id)).limit(1);
  return row;
}

const adjustmentColumns = {
  adjustment: balanceAdjustments,
  uid: users.uid,
  requestedBy: requester.email,
  decidedBy: decider.email,
};

export async function adjustmentView(tx: Tx, id: number) {
  const [row] = await tx
    .select(adjustmentColumns)
    .from(balanceAdjustments)
    .innerJoin(users, eq(users.id, balanceAdjustments.userId))
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy))
    .where(eq(balanceAdjustments.id, id))
    .limit(1);
  return row!;
}

export async function adjustmentsPage(tx: Tx, status: number | undefined, page: number, pageSize: number) {
  const where = status === undefined ? sql`true` : eq(balanceAdjustments.status, status);
  const rows = await tx
    .select(adjustmentColumns)
    .from(balanceAdjustments)
    .innerJoin(users, eq(users.id, balanceAdjustments.userId))
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy))
    .where(where)
    .orderBy(desc(balanceAdjustments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(balanceAdjustments).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

// ---- dashboard ---------------------------------------------------------------------------------------

const countAndSum = (column: typeof deposits.creditedUsd | typeof withdrawals.amount) => ({
  n: count(),
  usd: sql<string>`coalesce(sum(${column}), 0)::numeric(24,6)::text`,
});

export async function fundingToday(tx: Tx, since: Date) {
  const [credited] = await tx
    .select(countAndSum(deposits.creditedUsd))
    .from(deposits)
    .where(and(eq(deposits.status, 1), gte(deposits.decidedAt, since)));
  const [paid] = await tx
    .select(countAndSum(withdrawals.amount))
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 1), gte(withdrawals.decidedAt, since)));
  return {
    deposits: { count: Number(credited?.n ?? 0), usd: credited?.usd ?? '0' },
    withdrawals: { count: Number(paid?.n ?? 0), usd: paid?.usd ?? '0' },
  };
}

export async function pendingCounts(tx: Tx) {
  const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  return {
    deposits: await n(tx.select({ n: count() }).from(deposits).where(eq(deposits.status, 0))),
    withdrawals: await n(tx.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 0))),
    identity: await n(tx.select({ n: count() }).from(identityVerifications).where(eq(identityVerifications.status, 1))),
    adjustments: await n(tx.select({ n: count() }).from(balanceAdjustments).where(eq(balanceAdjustments.status, 0))),
  };
}

/**
 * What trading brought the broker on real accounts since `since` (all time when null): the fees
 * traders paid and their realised losses, less their realised profits and the shortfalls the
 * broker bore under negative balance protection. Each is the opposite of the traders' entries.
 */
export async function brokerResult(tx: Tx, since: Date | null): Promise<string> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)::numeric(24,6)::text` })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(accounts.kind, 'real'),
        inArray(ledgerEntries.type, ['trade_fee', 'trade_profit', 'balance_protection']),
        since ? gte(ledgerEntries.createdAt, since) : undefined,
      ),
    );
  return row?.sum ?? '0';
}

/** Users with a live session used since `since`. */
export async function activeUsers(tx: Tx, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${sessions.userId})::int` })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), gte(sessions.lastSeenAt, since)));
  return Number(row?.n ?? 0);
}

// ---- content ----------------------------------------------------------------------------------

export async function newsPage(tx: Tx, lang: string | undefined, page: number, pageSize: number) {
  const where = lang ? eq(news.lang, lang) : sql`true`;
  const rows = await tx
    .select()
    .from(news)
    .where(where)
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(news).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export function allCompanies(tx: Tx) {
  return tx.select().from(companies).orderBy(companies.name, companies.id);
}
