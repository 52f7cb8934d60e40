/** The only queries of users, sessions, sign_in_failures, verification_codes and captchas. */
import { and, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { plainArray } from '../../db/arrays.js';
import type { Tx } from '../../db/client.js';
import { reuse, reuseSql } from '../../db/reuse.js';
import { accounts, captchas, sessions, signInFailures, users, verificationCodes } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type UserWithAccount = UserRow & { balance: string; lockBalance: string; accountKind: string };

const withAccount = {
  user: users,
  balance: accounts.balance,
  lockBalance: accounts.lockBalance,
  accountKind: accounts.kind,
};

export async function userWithAccount(tx: Tx, userId: number): Promise<UserWithAccount | undefined> {
  const [row] = await tx
    .select(withAccount)
    .from(users)
    .innerJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.id, userId))
    .orderBy(accounts.id)
    .limit(1);
  return row && { ...row.user, balance: row.balance, lockBalance: row.lockBalance, accountKind: row.accountKind };
}

/**
 * The language each of these users chose, by user id (users that do not exist are left out). A
 * prepared statement: asked with every gathering of notices.
 */
export async function languagesOf(tx: Tx, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const query = reuseSql(tx, 'user_languages', () => sql`select id, lang from ${users} where id = any(${sql.placeholder('ids')}::integer[])`);
  const result = (await query.execute({ ids: plainArray(userIds) })) as { rows: { id: number | string; lang: string }[] };
  return new Map(result.rows.map((r) => [Number(r.id), r.lang]));
}

export async function userByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email));
  return row;
}

/** Users with this national number; with `areaCode` given, only that country's. */
export function usersByPhone(tx: Tx, phone: string, areaCode: string | null | undefined): Promise<UserRow[]> {
  const where =
    areaCode === undefined
      ? eq(users.phone, phone)
      : and(eq(users.phone, phone), sql`coalesce(${users.areaCode}, '') = ${areaCode ?? ''}`);
  return tx.select().from(users).where(where).orderBy(users.id).limit(2);
}

export async function userByDemoId(tx: Tx, demoId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.demoId, demoId));
  return row;
}

export async function userByInviteCode(tx: Tx, code: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.inviteCode, code));
  return row;
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

/** The user's country of residence; null when not told (or no such user). */
export async function residenceOf(tx: Tx, userId: number): Promise<string | null> {
  const [row] = await tx.select({ residence: users.residence }).from(users).where(eq(users.id, userId));
  return row?.residence ?? null;
}

/**
 * Records a residence for a user who has none, in one statement: of two answers sent at once,
 * one is kept. False when the user already had one.
 */
export async function setResidenceIfNone(tx: Tx, userId: number, residence: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ residence, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.residence)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Sets the user's residence whatever it was; the one before, or undefined when there is no such user. */
export async function replaceResidence(tx: Tx, userId: number, residence: string, now: Date): Promise<{ before: string | null } | undefined> {
  const [row] = await tx.select({ residence: users.residence }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) return undefined;
  await tx.update(users).set({ residence, updatedAt: now }).where(eq(users.id, userId));
  return { before: row.residence };
}

export async function setPassword(tx: Tx, userId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function insertSession(tx: Tx, values: typeof sessions.$inferInsert): Promise<void> {
  await tx.insert(sessions).values(values);
}

/**
 * Sessions by their token digests, with their user's demo flag and status: asked on every
 * signed-in request, for all the requests read at once (identity.service.ts).
 */
/**
 * Sessions by their tokens' hashes, with their users' demo flag and status. Every request asks (a
 * turn's requests together): a prepared statement (db/reuse.ts).
 */
export function sessionsByTokenHashes(tx: Tx, tokenHashes: string[]) {
  const query = reuse(tx, 'sessions_by_token_hashes', (q) =>
    q
      .select({ session: sessions, isDemo: users.isDemo, status: users.status })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(sql`${sessions.tokenHash} = any(${sql.placeholder('hashes')}::text[])`)
      .prepare('sessions_by_token_hashes'),
  );
  return query.execute({ hashes: tokenHashes });
}

export async function touchSession(tx: Tx, sessionId: number, now: Date): Promise<void> {
  await tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(tx: Tx, sessionId: number, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except `keepSessionId` when given; returns how many ended. */
export async function revokeUserSessions(tx: Tx, userId: number, now: Date, keepSessionId?: number): Promise<number> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(keepSessionId === undefined ? live : and(live, ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends one session of this user; false when the user has no such live session. */
export async function revokeSessionOf(tx: Tx, userId: number, sessionId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** A user's sessions that still work: not ended, not expired, used since `idleLimit`; last used first. */
export function liveSessionsOf(tx: Tx, userId: number, now: Date, idleLimit: Date) {
  return tx
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleLimit)),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(100);
}

/** The language security notices to this user are written in (that of their latest login). */
export async function setLang(tx: Tx, userId: number, lang: string): Promise<void> {
  await tx.update(users).set({ lang }).where(and(eq(users.id, userId), ne(users.lang, lang)));
}

export interface CodeKey {
  channel: 'email' | 'sms';
  address: string;
  purpose: 'register' | 'reset' | 'step_up';
}

export async function insertCode(tx: Tx, values: typeof verificationCodes.$inferInsert): Promise<number> {
  const [row] = await tx.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
  return row!.id;
}

/** The newest code sent for this address and purpose. */
export async function latestCode(tx: Tx, key: CodeKey) {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, key.channel),
        eq(verificationCodes.address, key.address),
        eq(verificationCodes.purpose, key.purpose),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

export async function codesSentTo(tx: Tx, channel: string, address: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.channel, channel), eq(verificationCodes.address, address), gt(verificationCodes.createdAt, since)),
    );
  return row?.n ?? 0;
}

export async function codesSentFrom(tx: Tx, ip: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Takes one guess at the newest code of `key`: counts it and returns the code's digest, in one
 * statement, only while the code is unused, unexpired and has guesses left. PostgreSQL re-checks
 * `attempts < max` on the row it locked, so parallel guesses can never get past the cap together.
 */
export async function claimCodeAttempt(tx: Tx, key: CodeKey, now: Date, maxAttempts: number) {
  const newest = tx
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, key.channel),
        eq(verificationCodes.address, key.address),
        eq(verificationCodes.purpose, key.purpose),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const [row] = await tx
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        sql`${verificationCodes.id} = (${newest})`,
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  return row;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(tx: Tx, codeId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

export async function insertCaptcha(tx: Tx, values: typeof captchas.$inferInsert): Promise<void> {
  await tx.insert(captchas).values(values);
}

/** Uses up a live captcha and returns its answer hash; undefined when unknown, used or expired. */
export async function consumeCaptcha(tx: Tx, id: string, now: Date): Promise<string | undefined> {
  const [row] = await tx
    .update(captchas)
    .set({ consumedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.consumedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash;
}

/** Sets a user's status (active | frozen); returns false when there is no such user. */
export async function setUserStatus(tx: Tx, userId: number, status: 'active' | 'frozen', now: Date): Promise<boolean> {
  const rows = await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}

export async function insertSignInFailure(tx: Tx, row: typeof signInFailures.$inferInsert): Promise<void> {
  await tx.insert(signInFailures).values(row);
}

// ---- housekeeping: rows nothing can use any more, deleted in batches -----------------------------

/** Deletes up to `limit` sessions that ended before `before` (expired, revoked, or idle since `idleSince`). */
export async function deleteEndedSessions(tx: Tx, before: Date, idleSince: Date, limit: number): Promise<number> {
  const ended = or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before), lt(sessions.lastSeenAt, idleSince));
  const batch = tx.select({ id: sessions.id }).from(sessions).where(ended).limit(limit);
  return (await tx.delete(sessions).where(inArray(sessions.id, batch)).returning({ id: sessions.id })).length;
}

/** Deletes up to `limit` verification codes sent before `before`. */
export async function deleteCodesSentBefore(tx: Tx, before: Date, limit: number): Promise<number> {
  const batch = tx.select({ id: verificationCodes.id }).from(verificationCodes).where(lt(verificationCodes.createdAt, before)).limit(limit);
  return (await tx.delete(verificationCodes).where(inArray(verificationCodes.id, batch)).returning({ id: verificationCodes.id })).length;
}

/** Deletes up to `limit` captchas that expired before `before`. */
export async function deleteCaptchasExpiredBefore(tx: Tx, before: Date, limit: number): Promise<number> {
  const batch = tx.select({ id: captchas.id }).from(captchas).where(lt(captchas.expiresAt, before)).limit(limit);
  return (await tx.delete(captchas).where(inArray(captchas.id, batch)).returning({ id: captchas.id })).length;
}
