/**
 * The staff API under /admin/api: sign-in with optional TOTP, and the funding queues. Staff
 * accounts are separate from users; every call is permission-checked and every decision written to
 * the append-only audit log.
 */
import { z } from 'zod';
import { defineCall } from './call.js';
import { amountInput, depositRecordTextSchema, withdrawalRecordTextSchema } from './funding.js';
import { flagField, idField, intEnum, moneyText, pictureUrlField, reasonField, requiredWebUrlField, webUrlField } from './fields.js';
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
export const staffDepositSchema = depositRecordTextSchema.extend({
  user_id: z.number().int(),
  uid: z.string(),
  /** Where it was sent: the coin address, or the collection bank account's bank and number. */
  destination: z.string(),
  /** USD per unit at the channel's current rate; what approval credits unless staff give an amount. */
  usd_rate: z.string(),
  decided_by: z.string(),
  decided_at: z.string(),
  /**
   * An approval that waits for a second staff member (its credit is above number × rate, or past a
   * daily credit limit): the adjustment to approve or refuse, its amount and who asked. Null otherwise.
   */
  waiting_credit: z.object({ id: z.number().int(), amount: moneyText, requested_by: z.string() }).nullable(),
});
export type StaffDeposit = z.infer<typeof staffDepositSchema>;

export const staffWithdrawalSchema = withdrawalRecordTextSchema.extend({
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
    'Approve an unchecked deposit: credit the trader in USD (amount, or number × the channel rate when absent) through the ledger. A credit above number × rate, or one past the daily credit limits, waits for a second staff member instead (staffAdjustments, deposit_id set) and the deposit stays unchecked. A record is decided once.',
  tag: 'staff',
  input: z.object({ id: idField, amount: amountInput(6).optional() }),
  data: staffDepositSchema,
});

export const staffRejectDeposit = defineCall({
  methods: ['POST'],
  path: '/admin/api/deposits/reject',
  auth: 'staff',
  permission: 'funding.decide',
  summary: 'Reject an unchecked deposit with a reason the trader sees (status 2); a credit of it waiting for a second staff member is refused with it',
  tag: 'staff',
  multiline: ['reason'],
  input: z.object({ id: idField, reason: reasonField }),
  data: staffDepositSchema,
});

export const staffInvalidateDeposit = defineCall({
  methods: ['POST'],
  path: '/admin/api/deposits/invalidate',
  auth: 'staff',
  permission: 'funding.decide',
  summary: 'Mark an unchecked deposit invalid (status 3), e.g. a duplicate or a test, with a reason',
  tag: 'staff',
  multiline: ['reason'],
  input: z.object({ id: idField, reason: reasonField }),
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
  multiline: ['reason'],
  input: z.object({ id: idField, reason: reasonField }),
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

/** A UTC day of the audit log's date filter, a real calendar date. */
const auditDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_param' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: 'invalid_param' });

export const staffAudit = defineCall({
  methods: ['GET'],
  path: '/admin/api/audit',
  auth: 'staff',
  permission: 'audit.read',
  summary:
    'The audit log, newest first, 50 a page; narrowed by object (target_type, target_id), staff (part of the e-mail), action (exact, or a prefix ending in a dot: "deposit.") and UTC days from and to (YYYY-MM-DD, both included)',
  tag: 'staff',
  input: z.object({
    page: idField.default(1),
    target_type: z.string().trim().max(40).optional(),
    target_id: z.string().trim().max(40).optional(),
    staff: z.string().trim().max(254).optional(),
    action: z.string().trim().max(60).optional(),
    from: auditDay.optional(),
    to: auditDay.optional(),
  }),
  data: z.object({ data: z.array(auditEntrySchema), total: z.number().int() }),
});

// ---- funding set-up ------------------------------------------------------------------------------

/** A positive rate or fee as decimal text (up to 10 decimals). */
const rateInput = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.string({ error: 'amount_invalid' }).regex(/^(0|[1-9]\d{0,11})(\.\d{1,10})?$/, { error: 'amount_invalid' }),
) as unknown as z.ZodType<string, string | number>;
const code = z
  .string({ error: 'invalid_param' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,12}$/, { error: 'invalid_param' });
const sort = z.preprocess((v) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v), z.number().int().min(0).max(999_999)).default(0);
const text = (max: number, required = false) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    required ? z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'invalid_param' }) : z.string().trim().max(max, { error: 'invalid_param' }),
  );

export const coinOptionAdminSchema = z.object({
  id: z.number().int(),
  currency_code: z.string(),
  protocol_code: z.string(),
  address: z.string(),
  usd_rate: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export const bankCoinAdminSchema = z.object({ id: z.number().int(), name: z.string(), usd_rate: z.string(), enabled: z.boolean(), sort: z.number().int() });
export const collectionBankAdminSchema = z.object({
  id: z.number().int(),
  symbol_id: z.number().int(),
  bank_name: z.string(),
  bank_address: z.string(),
  bank_swift: z.string(),
  payee_name: z.string(),
  payee_account: z.string(),
  bank_remark: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export const withdrawCurrencyAdminSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  code: z.string(),
  protocol: z.string(),
  fee_type: z.number().int(),
  draw_rate: z.string(),
  usd_price: z.string(),
  min_amount: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
});

export const staffFundingChannels = defineCall({
  methods: ['GET'],
  path: '/admin/api/funding/channels',
  auth: 'staff',
  permission: 'funding.setup',
  summary: 'Every deposit channel, collection bank account and withdrawal currency, enabled or not',
  tag: 'staff',
  input: z.object({}),
  data: z.object({
    coin_options: z.array(coinOptionAdminSchema),
    bank_coins: z.array(bankCoinAdminSchema),
    collection_banks: z.array(collectionBankAdminSchema),
    withdraw_currencies: z.array(withdrawCurrencyAdminSchema),
  }),
});

const optionalId = idField.optional();

export const staffSaveCoinOption = defineCall({
  methods: ['POST'],
  path: '/admin/api/funding/coin_option/save',
  auth: 'staff',
  permission: 'funding.setup',
  summary: 'Create (no id) or change a coin deposit option; the address is checked against the network. Disable instead of deleting.',
  tag: 'staff',
  input: z.object({ id: optionalId, currency_code: code, protocol_code: code, address: text(120, true), usd_rate: rateInput, enabled: flagField.default(true), sort }),
  data: coinOptionAdminSchema,
});

export const staffSaveBankCoin = defineCall({
  methods: ['POST'],
  path: '/admin/api/funding/bank_coin/save',
  auth: 'staff',
  permission: 'funding.setup',
  summary: 'Create or change a currency accepted by bank transfer',
  tag: 'staff',
  input: z.object({ id: optionalId, name: code, usd_rate: rateInput, enabled: flagField.default(true), sort }),
  data: bankCoinAdminSchema,
});

export const staffSaveCollectionBank = defineCall({
  methods: ['POST'],
  path: '/admin/api/funding/collection_bank/save',
  auth: 'staff',
  permission: 'funding.setup',
  summary: 'Create or change a collection bank account of a bank-transfer currency',
  tag: 'staff',
  input: z.object({
    id: optionalId,
    symbol_id: idField,
    bank_name: text(120, true),
    bank_address: text(200),
    bank_swift: text(20),
    payee_name: text(120, true),
    payee_account: text(64, true),
    bank_remark: text(200),
    enabled: flagField.default(true),
    sort,
  }),
  data: collectionBankAdminSchema,
});

export const staffSaveWithdrawCurrency = defineCall({
  methods: ['POST'],
  path: '/admin/api/funding/withdraw_currency/save',
  auth: 'staff',
  permission: 'funding.setup',
  summary: 'Create or change a withdrawal currency: type 1 coin (with protocol) or 2 bank, fee_type 1 fixed USD or 2 percent, usd_price units per USD, min_amount USD',
  tag: 'staff',
  input: z.object({
    id: optionalId,
    type: intEnum([1, 2] as const),
    code,
    protocol: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().toUpperCase().regex(/^[A-Z0-9]{0,12}$/, { error: 'invalid_param' })),
    fee_type: intEnum([1, 2] as const),
    draw_rate: rateInput,
    usd_price: rateInput,
    min_amount: rateInput,
    enabled: flagField.default(true),
    sort,
  }),
  data: withdrawCurrencyAdminSchema,
});

// ---- identity reviews and content ----------------------------------------------------------------

/** Identity submission status: 1 waiting, 2 approved, 3 rejected. */
export const identityReviewSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  card_id: z.string(),
  front_pic: z.string(),
  reverse_pic: z.string(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  reason: z.string(),
  decided_by: z.string(),
  decided_at: z.string(),
  created_at: z.string(),
});
export type IdentityReview = z.infer<typeof identityReviewSchema>;

export const staffIdentityReviews = defineCall({
  methods: ['GET'],
  path: '/admin/api/identity',
  auth: 'staff',
  permission: 'identity.review',
  summary: 'Identity submissions, newest first, 20 a page, optionally of one status (1 waiting, 2 approved, 3 rejected)',
  tag: 'staff',
  input: z.object({ status: intEnum([1, 2, 3] as const).optional(), page: idField.default(1) }),
  data: z.object({ data: z.array(identityReviewSchema), total: z.number().int() }),
});

export const staffApproveIdentity = defineCall({
  methods: ['POST'],
  path: '/admin/api/identity/approve',
  auth: 'staff',
  permission: 'identity.review',
  summary: 'Approve a waiting identity submission (the trader sees the finished view)',
  tag: 'staff',
  input: z.object({ id: idField }),
  data: identityReviewSchema,
});

export const staffRejectIdentity = defineCall({
  methods: ['POST'],
  path: '/admin/api/identity/reject',
  auth: 'staff',
  permission: 'identity.review',
  summary: 'Reject a waiting identity submission with a reason; the trader is back at the form and sees it',
  tag: 'staff',
  multiline: ['reason'],
  input: z.object({ id: idField, reason: reasonField }),
  data: identityReviewSchema,
});

export const staffSaveNews = defineCall({
  methods: ['POST'],
  path: '/admin/api/news/save',
  auth: 'staff',
  permission: 'content.manage',
  summary: 'Create (no id) or change an article; content is HTML and is sanitised before it is stored',
  tag: 'staff',
  multiline: ['content', 'desc'],
  input: z.object({
    id: idField.optional(),
    category_id: idField.default(1),
    lang: z.string().trim().min(2).max(4).default('en'),
    title: text(200, true),
    desc: text(500),
    logo: pictureUrlField(300),
    content: z.string({ error: 'required' }).max(200_000, { error: 'invalid_param' }),
    published: flagField.default(true),
  }),
  data: z.object({ id: z.number().int(), content: z.string() }),
});

export const staffSaveCompany = defineCall({
  methods: ['POST'],
  path: '/admin/api/company/save',
  auth: 'staff',
  permission: 'content.manage',
  summary: 'Create or change a company: its page details, and status / loss_url for getCompanyStatus',
  tag: 'staff',
  input: z.object({
    id: idField.optional(),
    name: text(120, true),
    logo: pictureUrlField(300),
    url: requiredWebUrlField(300),
    website: webUrlField(300),
    subject: text(300),
    registered_address: text(300),
    location: text(300),
    email: text(254),
    status: z.preprocess((v) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v), z.number().int().min(0).max(999)).default(0),
    loss_url: webUrlField(300),
    enabled: flagField.default(true),
  }),
  data: z.object({ id: z.number().int() }),
});
