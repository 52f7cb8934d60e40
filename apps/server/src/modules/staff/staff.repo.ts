/** The only queries of staff, staff_sessions and audit_log. */
import { and, count, desc, eq, gte, ilike, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import { containing } from '../../db/like.js';
import type { Tx } from '../../db/client.js';
import { auditLog, staff, staffSessions } from '../../db/schema.js';

export type StaffRow = typeof staff.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

export async function staffByEmail(tx: Tx, email: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.email, email)).limit(1);
  return row;
}

/** Active staff members' roles and whether each has a TOTP secret. */
export function activeStaff(tx: Tx): Promise<{ role: string; hasTotp: boolean }[]> {
  return tx
    .select({ role: staff.role, hasTotp: sql<boolean>`${staff.totpSecret} is not null` })
    .from(staff)
    .where(eq(staff.status, 'active'));
}

export async function staffById(tx: Tx, id: number): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

/** Locks a staff member's row until the transaction ends (serialises their credits: the daily limit). */
export async function lockStaff(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id)).for('update');
}

export async function insertStaff(tx: Tx, row: typeof staff.$inferInsert): Promise<StaffRow> {
  const [created] = await tx.insert(staff).values(row).returning();
  return created!;
}

/** Records TOTP step `step` as used; false when it (or a later one) was used already. */
export async function claimTotpStep(tx: Tx, staffId: number, step: number): Promise<boolean> {
  const rows = await tx
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function insertSession(tx: Tx, row: typeof staffSessions.$inferInsert): Promise<void> {
  await tx.insert(staffSessions).values(row);
}

export async function sessionByTokenHash(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({ session: staffSessions, email: staff.email, role: staff.role, status: staff.status })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
}

export async function revokeSession(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

export async function insertAudit(tx: Tx, row: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(row);
}

export interface AuditFilter {
  type?: string;
  id?: string;
  /** Part of the staff member's e-mail. */
  staff?: string;
  /** An exact action, or a prefix when it ends with a dot ("deposit."). */
  action?: string;
  /** From this moment (included) to that one (excluded). */
  from?: Date;
  to?: Date;
}

export async function auditPage(tx: Tx, page: number, pageSize: number, target?: AuditFilter) {
  const where = and(
    target?.type ? eq(auditLog.targetType, target.type) : undefined,
    target?.id ? eq(auditLog.targetId, target.id) : undefined,
    target?.staff ? ilike(auditLog.staffEmail, containing(target.staff)) : undefined,
    target?.action
      ? target.action.endsWith('.')
        ? like(auditLog.action, `${target.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : eq(auditLog.action, target.action)
      : undefined,
    target?.from ? gte(auditLog.createdAt, target.from) : undefined,
    target?.to ? lt(auditLog.createdAt, target.to) : undefined,
  );
  const rows = await tx
    .select()
    .from(auditLog)
    .where(where ?? sql`true`)
    .orderBy(desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(auditLog).where(where ?? sql`true`);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Deletes up to `limit` staff sessions that ended before `before` (expired, revoked, or idle since `idleSince`). */
export async function deleteEndedSessions(tx: Tx, before: Date, idleSince: Date, limit: number): Promise<number> {
  const ended = or(lt(staffSessions.expiresAt, before), lt(staffSessions.revokedAt, before), lt(staffSessions.lastSeenAt, idleSince));
  const batch = tx.select({ id: staffSessions.id }).from(staffSessions).where(ended).limit(limit);
  return (await tx.delete(staffSessions).where(inArray(staffSessions.id, batch)).returning({ id: staffSessions.id })).length;
}
