/** Balance adjustments and the approvals that wait for a second staff member. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, ts } from '../../db/columns.js';
import { deposits } from '../funding/funding.schema.js';
import { users } from '../identity/identity.schema.js';
import { accounts } from '../ledger/ledger.schema.js';
import { staff } from '../staff/staff.schema.js';

/**
 * Credits and debits staff ask for, and the queue of those a second staff member must approve.
 * A balance adjustment is applied at once within the limits (adjust_approval_usd, the daily credit
 * limits) and waits otherwise; its ledger entry (type adjustment) carries the reason. A row with
 * deposit_id is a deposit approval that waits (its credit is above number × rate, or past a daily
 * limit): approving it credits the deposit (ledger type deposit).
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Signed USD. */
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    /** 0 waiting for a second approval, 1 applied, 2 rejected. */
    status: integer('status').notNull().default(0),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staff.id),
    decidedBy: integer('decided_by').references(() => staff.id),
    rejectReason: text('reject_reason').notNull().default(''),
    /** The deposit this approval credits; null for a balance adjustment. */
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => deposits.id),
    /** Why it waited for a second staff member: [{ rule, limit, value }] (contract CreditHold). */
    holds: jsonb('holds').$type<{ rule: string; limit: string; value: string }[]>().notNull().default([]),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('balance_adjustments_status_idx').on(t.status, t.id),
    // One approval of a deposit waits at a time.
    uniqueIndex('balance_adjustments_waiting_deposit_key')
      .on(t.depositId)
      .where(sql`${t.status} = 0 and ${t.depositId} is not null`),
    // Credits a staff member applied alone today (the daily limit).
    index('balance_adjustments_decided_idx').on(t.decidedBy, t.decidedAt),
    check('balance_adjustments_status_ck', sql`${t.status} in (0, 1, 2)`),
    check('balance_adjustments_amount_ck', sql`${t.amount} <> 0`),
  ],
);
