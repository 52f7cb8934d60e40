/**
 * The staff API under /admin/api: sign-in with optional TOTP, and the funding queues. Staff
 * accounts are separate from users; every call is permission-checked and every decision written to
 * the append-only audit log.
 */
import { z } from 'zod';
import { defineCall } from './call.js';
import { amountInput, depositRecordSchema, withdrawalRecordSchema } from './funding.js';
import { idField, intEnum } from './fields.js';
import { STAFF_ROLES } from './staff-roles.js';

export * from './staff-roles.js';

export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  totp_enabled: z.boolean(),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffLogin = defineCall({
  methods: ['POST'],
  path: '/admin/api/login',
  auth: 'public',
  summary:
    'Staff sign-in with e-mail, password and, for owner and finance (and anyone who enrolled), the current 6-digit TOTP code. Sessions end after 30 minutes idle or 12 hours.',
  tag: 'staff',
  limit: 'staffLogin',
  input: z.object({
    email: z.string({ error: 'account_required' }).trim().toLowerCase().min(1, { error: 'account_required' }).max(254, { error: 'login_failed' }),
    password: z.string({ error: 'password_required' }).min(1, { error: 'password_required' }).max(128, { error: 'login_failed' }),
    otp: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: 'staff_otp_invalid' }).trim().max(10, { error: 'staff_otp_invalid' })),
  }),
  data: z.object({ token: z.string(), staff: staffSchema }),
});

export const staffLogout = defineCall({
  methods: ['POST'],
  path: '/admin/api/logout',
  auth: 'staff',
  summary: 'End the staff session',
  tag: 'staff',
  input: z.object({}),
  data: z.object({}),
});

export const staffMe = defineCall({
  methods: ['GET'],
  path: '/admin/api/me',
  auth: 'staff',
  summary: 'The signed-in staff member',
  tag: 'staff',
  input: z.object({}),
  data: staffSchema,
});

/** A deposit as staff see it: the trader's record plus who asked and who decided. */
export const staffDepositSchema = depositRecordSchema.extend({
  user_id: z.number().int(),
  uid: z.string(),
  /** Where it was sent: the coin address, or the collection bank account's bank and number. */
  destination: z.string(),
  /** USD per unit at the channel's current rate; what approval credits unless staff give an amount. */
  usd_rate: z.string(),
  decided_by: z.string(),
  decided_at: z.string(),
});
export type StaffDeposit = z.infer<typeof staffDepositSchema>;

export const staffWithdrawalSchema = withdrawalRecordSchema.extend({
  user_id: z.number().int(),
  uid: z.string(),
  payee_name: z.string(),
  bank_name: z.string(),
  bank_swift: z.string(),
  decided_by: z.string(),
  decided_at: z.string(),
});
export type StaffWithdrawal = z.infer<typeof staffWithdrawalSchema>;

const queueInput = z.object({
  /** Only records of this status; all when absent. */
  status: intEnum([0, 1, 2, 3] as const).optional(),
  page: idField.default(1),
});

const reason = z
  .string({ error: 'reason_required' })
  .trim()
  .min(1, { error: 'reason_required' })
  .max(500, { error: 'invalid_param' });

export const staffDeposits = defineCall({
  methods: ['GET'],
  path: '/admin/api/deposits',
  auth: 'staff',
  permission: 'funding.read',
  summary: 'Deposit requests, newest first, 20 a page, optionally of one status',
  tag: 'staff',
  input: queueInput,
  data: z.object({ data: z.array(staffDepositSchema), total: z.number().int() }),
});

export const staffApproveDeposit = defineCall({
  methods: ['POST'],
  path: '/admin/api/deposits/approve',
  auth: 'staff',
  permission: 'funding.decide',
  summary:
    'Approve an unchecked deposit: credit the trader in USD (amount, or number × the channel rate when absent) through the ledger. A record is decided once.',
  tag: 'staff',
  input: z.object({ id: idField, amount: amountInput(6).optional() }),
  data: staffDepositSchema,
});

export const staffRejectDeposit = defineCall({
  methods: ['POST'],
  path: '/admin/api/deposits/reject',
  auth: 'staff',
  permission: 'funding.decide',
  summary: 'Reject an unchecked deposit with a reason the trader sees (status 2)',
  tag: 'staff',
  input: z.object({ id: idField, reason }),
  data: staffDepositSchema,
});

export const staffInvalidateDeposit = defineCall({
  methods: ['POST'],
  path: '/admin/api/deposits/invalidate',
  auth: 'staff',
  permission: 'funding.decide',
  summary: 'Mark an unchecked deposit invalid (status 3), e.g. a duplicate or a test, with a reason',
  tag: 'staff',
  input: z.object({ id: idField, reason }),
  data: staffDepositSchema,
});

export const staffWithdrawals = defineCall({
  methods: ['GET'],
  path: '/admin/api/withdrawals',
  auth: 'staff',
  permission: 'funding.read',
  summary: 'Withdrawal requests, newest first, 20 a page, optionally of one status',
  tag: 'staff',
  input: queueInput,
  data: z.object({ data: z.array(staffWithdrawalSchema), total: z.number().int() }),
});

export const staffPayWithdrawal = defineCall({
  methods: ['POST'],
  path: '/admin/api/withdrawals/approve',
  auth: 'staff',
  permission: 'funding.decide',
  summary: 'Mark a withdrawal under review as paid (the held amount leaves lock_balance); reference is the payment or transaction id',
  tag: 'staff',
  input: z.object({
    id: idField,
    reference: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(200, { error: 'invalid_param' })),
  }),
  data: staffWithdrawalSchema,
});

export const staffRejectWithdrawal = defineCall({
  methods: ['POST'],
  path: '/admin/api/withdrawals/reject',
  auth: 'staff',
  permission: 'funding.decide',
  summary: 'Reject a withdrawal under review with a reason: the held amount returns to the balance through the ledger',
  tag: 'staff',
  input: z.object({ id: idField, reason }),
  data: staffWithdrawalSchema,
});

/** One audit entry: who did what to which record, and the record before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const staffAudit = defineCall({
  methods: ['GET'],
  path: '/admin/api/audit',
  auth: 'staff',
  permission: 'audit.read',
  summary: 'The audit log, newest first, 50 a page, optionally of one target (target_type, target_id)',
  tag: 'staff',
  input: z.object({
    page: idField.default(1),
    target_type: z.string().trim().max(40).optional(),
    target_id: z.string().trim().max(40).optional(),
  }),
  data: z.object({ data: z.array(auditEntrySchema), total: z.number().int() }),
});
