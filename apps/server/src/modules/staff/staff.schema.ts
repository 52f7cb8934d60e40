/** Staff accounts, their sessions and the append-only audit log of their actions. */
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

export const staff = pgTable('staff', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** owner | finance | compliance | dealing | support | content */
  role: text('role').notNull(),
  /** Base32 TOTP secret; null when not enrolled. */
  totpSecret: text('totp_secret'),
  /** Last TOTP time step accepted, so a code works once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** active | disabled */
  status: text('status').notNull().default('active'),
  createdAt: ts('created_at').notNull(),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Append-only record of every staff action (triggers refuse UPDATE, DELETE and TRUNCATE). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id'),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('audit_target_idx').on(t.targetType, t.targetId, t.id)],
);
