/** The only queries of staff, staff_sessions and audit_log. */
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { auditLog, staff, staffSessions } from '../../db/schema.js';

export type StaffRow = typeof staff.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

export async function staffByEmail(tx: Tx, email: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.email, email)).limit(1);
  return row;
}

export async function staffById(tx: Tx, id: number): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
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

export async function auditPage(tx: Tx, page: number, pageSize: number, target?: { type?: string; id?: string }) {
  const where = and(
    target?.type ? eq(auditLog.targetType, target.type) : undefined,
    target?.id ? eq(auditLog.targetId, target.id) : undefined,
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
