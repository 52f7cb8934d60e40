/**
 * The only queries of user_totp, passkeys, recovery_codes, step_up_tokens, login_tickets,
 * webauthn_challenges, factor_failures and known_devices.
 */
import { and, asc, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  factorFailures,
  knownDevices,
  loginTickets,
  passkeys,
  recoveryCodes,
  stepUpTokens,
  userTotp,
  webauthnChallenges,
} from '../../db/schema.js';

export type TotpRow = typeof userTotp.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengeRow = typeof webauthnChallenges.$inferSelect;
export type TicketRow = typeof loginTickets.$inferSelect;

// ---- authenticator app -------------------------------------------------------------------------

export async function totpOf(tx: Tx, userId: number): Promise<TotpRow | undefined> {
  const [row] = await tx.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row;
}

/** Starts (or restarts) an unconfirmed enrolment; never replaces a confirmed secret. */
export async function startTotp(tx: Tx, userId: number, secret: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(userTotp)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret, createdAt: now, lastStep: 0 },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/** Records a code's time step as used (and the secret as confirmed); false when it was used already. */
export async function claimTotpStep(tx: Tx, userId: number, step: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(userTotp)
    .set({ lastStep: step, confirmedAt: sql`coalesce(${userTotp.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(userTotp.userId, userId), sql`${userTotp.lastStep} < ${step}`))
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

export async function deleteTotp(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.delete(userTotp).where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt))).returning({ userId: userTotp.userId });
  return rows.length === 1;
}

// ---- passkeys ----------------------------------------------------------------------------------

export function passkeysOf(tx: Tx, userId: number): Promise<PasskeyRow[]> {
  return tx.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function passkeyByCredential(tx: Tx, userId: number, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await tx
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, credentialId)));
  return row;
}

export async function insertPasskey(tx: Tx, values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await tx.insert(passkeys).values(values).returning();
  return row!;
}

export async function usePasskey(tx: Tx, id: number, counter: number, now: Date): Promise<void> {
  await tx.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));
}

/** Deletes one of the user's passkeys; false when the user has no such passkey. */
export async function deletePasskey(tx: Tx, userId: number, id: number): Promise<boolean> {
  const rows = await tx.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId))).returning({ id: passkeys.id });
  return rows.length === 1;
}

// ---- recovery codes ----------------------------------------------------------------------------

export function unusedRecoveryCodes(tx: Tx, userId: number) {
  return tx
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .orderBy(asc(recoveryCodes.id));
}

export async function countUnusedRecoveryCodes(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Replaces every code of the user with these hashes. */
export async function replaceRecoveryCodes(tx: Tx, userId: number, hashes: string[], now: Date): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length > 0) await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Marks a code used; false when another request used it first. */
export async function useRecoveryCode(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

// ---- step-up tokens ----------------------------------------------------------------------------

export async function insertStepUp(tx: Tx, values: typeof stepUpTokens.$inferInsert): Promise<void> {
  await tx.insert(stepUpTokens).values(values);
}

/**
 * Uses up a live step-up token of this session for this purpose; false when there is none (never
 * issued, another session's or user's, another purpose, expired or used already).
 */
export async function consumeStepUp(
  tx: Tx,
  key: { tokenHash: string; userId: number; sessionId: number; purpose: string },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(stepUpTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(stepUpTokens.tokenHash, key.tokenHash),
        eq(stepUpTokens.userId, key.userId),
        eq(stepUpTokens.sessionId, key.sessionId),
        eq(stepUpTokens.purpose, key.purpose),
        isNull(stepUpTokens.usedAt),
        gt(stepUpTokens.expiresAt, now),
      ),
    )
    .returning({ id: stepUpTokens.id });
  return rows.length === 1;
}

// ---- login tickets -----------------------------------------------------------------------------

export async function insertTicket(tx: Tx, values: typeof loginTickets.$inferInsert): Promise<TicketRow> {
  const [row] = await tx.insert(loginTickets).values(values).returning();
  return row!;
}

/** A live (unused, unexpired) ticket by its digest. */
export async function liveTicket(tx: Tx, tokenHash: string, now: Date): Promise<TicketRow | undefined> {
  const [row] = await tx
    .select()
    .from(loginTickets)
    .where(and(eq(loginTickets.tokenHash, tokenHash), isNull(loginTickets.usedAt), gt(loginTickets.expiresAt, now)));
  return row;
}

export async function useTicket(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(loginTickets)
    .set({ usedAt: now })
    .where(and(eq(loginTickets.id, id), isNull(loginTickets.usedAt)))
    .returning({ id: loginTickets.id });
  return rows.length === 1;
}

// ---- WebAuthn challenges -----------------------------------------------------------------------

export async function insertChallenge(tx: Tx, values: typeof webauthnChallenges.$inferInsert): Promise<void> {
  await tx.insert(webauthnChallenges).values(values);
}

/**
 * Uses up the newest live challenge issued to this user for this purpose and session or ticket;
 * undefined when there is none.
 */
export async function consumeChallenge(
  tx: Tx,
  key: { userId: number; purpose: string; sessionId?: number; ticketId?: number },
  now: Date,
): Promise<ChallengeRow | undefined> {
  const [row] = await tx
    .select()
    .from(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.userId, key.userId),
        eq(webauthnChallenges.purpose, key.purpose),
        key.sessionId !== undefined ? eq(webauthnChallenges.sessionId, key.sessionId) : isNull(webauthnChallenges.sessionId),
        key.ticketId !== undefined ? eq(webauthnChallenges.ticketId, key.ticketId) : isNull(webauthnChallenges.ticketId),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .orderBy(sql`${webauthnChallenges.createdAt} desc`, sql`${webauthnChallenges.id} desc`)
    .limit(1);
  if (!row) return undefined;
  const used = await tx
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(and(eq(webauthnChallenges.id, row.id), isNull(webauthnChallenges.usedAt)))
    .returning({ id: webauthnChallenges.id });
  return used.length === 1 ? row : undefined;
}

// ---- wrong answers -----------------------------------------------------------------------------

export async function recordFailure(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx.insert(factorFailures).values({ userId, at: now });
}

export async function failuresSince(tx: Tx, userId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(factorFailures)
    .where(and(eq(factorFailures.userId, userId), gt(factorFailures.at, since)));
  return row?.n ?? 0;
}

// ---- known devices -----------------------------------------------------------------------------

/** Records a login from a device; true when the user had not used it before. */
export async function seeDevice(tx: Tx, userId: number, deviceHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(knownDevices)
    .values({ userId, deviceHash, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastSeenAt: now } })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return rows[0]?.inserted === true;
}
