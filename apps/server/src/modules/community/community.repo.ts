/** The only queries of identity_verifications, news, companies, lead_traders and follows. */
import { and, count, desc, eq, ilike, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { decisionQueue } from '../staff/decision-queue.js';
import { containing } from '../../db/like.js';
import {
  accounts,
  companies,
  follows,
  identityVerifications,
  instruments,
  leadTraders,
  news,
  orders,
  users,
} from '../../db/schema.js';

export type VerificationRow = typeof identityVerifications.$inferSelect;
export type NewsRow = typeof news.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

// ---- identity ------------------------------------------------------------------------------------

export async function latestVerification(tx: Tx, userId: number): Promise<VerificationRow | undefined> {
  const [row] = await tx.select().from(identityVerifications).where(eq(identityVerifications.userId, userId)).orderBy(desc(identityVerifications.id)).limit(1);
  return row;
}

export async function insertVerification(tx: Tx, row: typeof identityVerifications.$inferInsert): Promise<VerificationRow> {
  const [created] = await tx.insert(identityVerifications).values(row).returning();
  return created!;
}

/** Identity submissions wait (1) until staff approve or reject them once. */
export const verificationDecisions = decisionQueue(identityVerifications, 1);

// ---- invitations ---------------------------------------------------------------------------------

export async function invitedCount(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(eq(users.inviterId, userId));
  return Number(row?.n ?? 0);
}

// ---- news ----------------------------------------------------------------------------------------

/** Languages that have published articles of a category. */
export async function newsLangs(tx: Tx, categoryId: number): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ lang: news.lang })
    .from(news)
    .where(and(eq(news.categoryId, categoryId), eq(news.published, true)));
  return new Set(rows.map((r) => r.lang));
}

export async function newsPage(tx: Tx, categoryId: number, lang: string, page: number, pageSize: number) {
  const where = and(eq(news.categoryId, categoryId), eq(news.lang, lang), eq(news.published, true));
  const rows = await tx
    .select({ id: news.id, title: news.title, desc: news.desc, logo: news.logo, createdAt: news.createdAt })
    .from(news)
    .where(where)
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(news).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function publishedNews(tx: Tx, id: number): Promise<NewsRow | undefined> {
  const [row] = await tx.select().from(news).where(and(eq(news.id, id), eq(news.published, true))).limit(1);
  return row;
}

export async function newsById(tx: Tx, id: number): Promise<NewsRow | undefined> {
  const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
  return row;
}

export async function saveNews(tx: Tx, id: number | undefined, values: typeof news.$inferInsert): Promise<NewsRow> {
  const [row] = id === undefined ? await tx.insert(news).values(values).returning() : await tx.update(news).set(values).where(eq(news.id, id)).returning();
  return row!;
}

// ---- companies -----------------------------------------------------------------------------------

export function searchCompanies(tx: Tx, name: string) {
  return tx.select().from(companies).where(and(eq(companies.enabled, true), ilike(companies.name, containing(name)))).orderBy(companies.name).limit(20);
}

export async function companyById(tx: Tx, id: number): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function lockCompany(tx: Tx, id: number): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

export async function saveCompany(tx: Tx, id: number | undefined, values: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [row] = id === undefined ? await tx.insert(companies).values(values).returning() : await tx.update(companies).set(values).where(eq(companies.id, id)).returning();
  return row!;
}

// ---- ranking and copy-trading ----------------------------------------------------------------------

/** Positions of real accounts that opened and closed (not cancelled, not reset), optionally of some users. */
export function closedTrades(tx: Tx, userIds?: number[]) {
  return tx
    .select({
      orderId: orders.id,
      userId: orders.userId,
      email: users.email,
      phone: users.phone,
      uid: users.uid,
      showCode: instruments.showCode,
      side: orders.side,
      lots: orders.lots,
      leverage: orders.leverage,
      openPrice: orders.openPrice,
      closePrice: orders.closePrice,
      pricePrecision: instruments.pricePrecision,
      margin: orders.marginUsd,
      profit: orders.profitUsd,
      fee: orders.feeUsd,
      closedAt: orders.closedAt,
    })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(instruments, eq(instruments.id, orders.instrumentId))
    .where(
      and(
        eq(orders.status, 3),
        eq(accounts.kind, 'real'),
        isNotNull(orders.openedAt),
        isNotNull(orders.closedAt),
        notInArray(orders.closeReason, ['cancel', 'demo_reset']),
        userIds ? inArray(orders.userId, userIds) : undefined,
      ),
    )
    .orderBy(desc(orders.closedAt), desc(orders.id));
}

export async function setLead(tx: Tx, userId: number, type: number, enabled: boolean, now: Date): Promise<void> {
  await tx
    .insert(leadTraders)
    .values({ userId, type, enabled, createdAt: now })
    .onConflictDoUpdate({ target: leadTraders.userId, set: { type, enabled } });
}

/**
 * Followers who count: real users only. A demo user may follow (it shows as followed for them), but
 * demo users cost nothing to make, so a count of them would let anyone lift a lead trader.
 */
const realFollower = sql`exists (select 1 from ${users} where ${users.id} = ${follows.followerId} and not ${users.isDemo})`;
const followerCount = sql<number>`(select count(*)::int from ${follows} where ${follows.leadId} = ${leadTraders.userId} and ${realFollower})`;

export async function leadsPage(tx: Tx, page: number, pageSize: number) {
  const rows = await tx
    .select({ userId: leadTraders.userId, type: leadTraders.type, followers: followerCount })
    .from(leadTraders)
    .innerJoin(accounts, and(eq(accounts.userId, leadTraders.userId), eq(accounts.kind, 'real')))
    .where(eq(leadTraders.enabled, true))
    .orderBy(desc(followerCount), leadTraders.userId)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(leadTraders).where(eq(leadTraders.enabled, true));
  return { rows, total: Number(total?.n ?? 0) };
}

export async function lead(tx: Tx, userId: number) {
  const [row] = await tx.select().from(leadTraders).where(and(eq(leadTraders.userId, userId), eq(leadTraders.enabled, true))).limit(1);
  return row;
}

export async function followedOf(tx: Tx, followerId: number, leadIds: number[]): Promise<Set<number>> {
  if (leadIds.length === 0) return new Set();
  const rows = await tx.select({ id: follows.leadId }).from(follows).where(and(eq(follows.followerId, followerId), inArray(follows.leadId, leadIds)));
  return new Set(rows.map((r) => r.id));
}

export async function setFollow(tx: Tx, followerId: number, leadId: number, follow: boolean, now: Date): Promise<void> {
  if (follow) await tx.insert(follows).values({ followerId, leadId, createdAt: now }).onConflictDoNothing();
  else await tx.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.leadId, leadId)));
}

/** Real users following `leadId` (followerCount). */
export async function followers(tx: Tx, leadId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(follows).where(and(eq(follows.leadId, leadId), realFollower));
  return Number(row?.n ?? 0);
}

export async function inviteCodeOf(tx: Tx, userId: number): Promise<string> {
  const [row] = await tx.select({ code: users.inviteCode }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.code ?? '';
}
