/**
 * The staff console's calls beyond the queues (staff.ts): users and their accounts, freezing,
 * balance adjustments with a second approval above a threshold, the dashboard, the broker's
 * exposure, site settings, and the lists the content pages edit.
 */
import { z } from 'zod';
import { JURISDICTIONS, parseMarginWarningLevels } from '@leverline/domain';
import { defineCall } from './call.js';
import { flagField, idField, intEnum, isWebUrl, moneyText, reasonField } from './fields.js';

// ---- users ----------------------------------------------------------------------------------------

/** Identity verification as staff see it: 0 none, 1 waiting, 2 verified, 3 rejected. */
export const staffUserSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  email: z.string(),
  /** "+<calling code> <number>", or empty. */
  phone: z.string(),
  is_demo: z.boolean(),
  status: z.enum(['active', 'frozen']),
  balance: moneyText,
  lock_balance: moneyText,
  identity_status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /** uid of who invited this user, or empty. */
  invited_by: z.string(),
  /** Country of residence (ISO 3166-1 alpha-2), or empty while the trader has not told it. */
  residence: z.string(),
  created_at: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUsers = defineCall({
  methods: ['GET'],
  path: '/admin/api/users',
  auth: 'staff',
  permission: 'users.read',
  summary:
    'Users, newest first, 20 a page. q matches the uid, e-mail or phone (part of it); demo 0 or 1 narrows to real or demo accounts',
  tag: 'staff',
  input: z.object({
    q: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(100, { error: 'invalid_param' })),
    demo: intEnum([0, 1] as const).optional(),
    page: idField.default(1),
  }),
  data: z.object({ data: z.array(staffUserSchema), total: z.number().int() }),
});

export const staffPositionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  uid: z.string(),
  code: z.string(),
  /** 1 buy, 2 sell. */
  type: z.union([z.literal(1), z.literal(2)]),
  /** 0 pending, 1 holding. */
  status: z.union([z.literal(0), z.literal(1)]),
  lots: z.string(),
  open_price: z.string(),
  /** The live price the position is valued at (its target for a pending order). */
  price: z.string(),
  profit: moneyText,
  margin: moneyText,
  fee: moneyText,
  stop_loss: z.string(),
  take_profit: z.string(),
  leverage: z.number().int(),
  created_at: z.string(),
});
export type StaffPosition = z.infer<typeof staffPositionSchema>;

/** The figures of §3's account summary, as staff see them. */
export const staffAccountSchema = z.object({
  balance: moneyText,
  lock_balance: moneyText,
  equity: moneyText,
  used_margin: moneyText,
  free_margin: moneyText,
  /** equity ÷ used margin × 100, empty with no margin in use. */
  margin_level: z.string(),
  /** What the user could withdraw now. */
  withdrawable: moneyText,
});

export const staffUserDetail = defineCall({
  methods: ['GET'],
  path: '/admin/api/users/detail',
  auth: 'staff',
  permission: 'users.read',
  summary: 'One user: their record, account figures at the live price, and open positions and pending orders',
  tag: 'staff',
  input: z.object({ id: idField }),
  data: z.object({ user: staffUserSchema, account: staffAccountSchema, positions: z.array(staffPositionSchema) }),
});

export const staffLedgerEntrySchema = z.object({
  id: z.number().int(),
  type: z.string(),
  amount: moneyText,
  balance_after: moneyText,
  memo: z.string(),
  ref_type: z.string(),
  ref_id: z.string(),
  created_at: z.string(),
});
export type StaffLedgerEntry = z.infer<typeof staffLedgerEntrySchema>;

export const staffUserLedger = defineCall({
  methods: ['GET'],
  path: '/admin/api/users/ledger',
  auth: 'staff',
  permission: 'users.read',
  summary: 'A user\'s ledger, newest first, 50 a page; sum_ok tells whether the balance equals the sum of every entry',
  tag: 'staff',
  input: z.object({ id: idField, page: idField.default(1) }),
  data: z.object({ data: z.array(staffLedgerEntrySchema), total: z.number().int(), sum: moneyText, sum_ok: z.boolean() }),
});

export const staffFreezeUser = defineCall({
  methods: ['POST'],
  path: '/admin/api/users/freeze',
  auth: 'staff',
  permission: 'users.freeze',
  summary:
    'Freeze (frozen 1) or unfreeze (0) a user, with a reason. A frozen user cannot log in or trade; their sessions and live sockets end at once.',
  tag: 'staff',
  multiline: ['reason'],
  input: z.object({ id: idField, frozen: intEnum([0, 1] as const), reason: reasonField }),
  data: staffUserSchema,
});

// ---- balance adjustments --------------------------------------------------------------------------

/** A signed USD amount, up to 6 decimals, not zero, under 1,000,000,000 either way. */
const signedAmount = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'amount_invalid' })
    .regex(/^-?(0|[1-9]\d{0,8})(\.\d{1,6})?$/, { error: 'amount_invalid' })
    .refine((s) => !/^-?0(\.0*)?$/.test(s), { error: 'amount_invalid' }),
) as unknown as z.ZodType<string, string | number>;

/**
 * Why a credit waits for a second staff member:
 * - `threshold`: an adjustment above adjust_approval_usd (either way);
 * - `deposit_rate`: a deposit credited above its number × the channel's rate;
 * - `staff_daily`: the staff member's credits given alone today (UTC) would pass credit_daily_staff_usd;
 * - `user_daily`: the user's credits today (UTC) would pass credit_daily_user_usd.
 */
export const CREDIT_HOLD_RULES = ['threshold', 'deposit_rate', 'staff_daily', 'user_daily'] as const;
export type CreditHoldRule = (typeof CREDIT_HOLD_RULES)[number];

export const creditHoldSchema = z.object({
  rule: z.enum(CREDIT_HOLD_RULES),
  /** The limit passed, in USD (for deposit_rate: number × rate). */
  limit: moneyText,
  /** What passed it, in USD: the amount itself, or the day's total with this credit. */
  value: moneyText,
});
export type CreditHold = z.infer<typeof creditHoldSchema>;

/**
 * A credit or debit staff asked for. Adjustments carry a reason; a deposit credit (deposit_id set)
 * is a deposit approval that waits for a second staff member, and credits the deposit when approved.
 * Status: 0 waiting for a second approval, 1 applied, 2 rejected.
 */
export const adjustmentSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  uid: z.string(),
  amount: moneyText,
  reason: z.string(),
  /** The deposit this approval credits; null for a balance adjustment. */
  deposit_id: z.number().int().nullable(),
  /** Why it waited (or waits) for a second staff member; empty when it did not. */
  holds: z.array(creditHoldSchema),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  requested_by: z.string(),
  decided_by: z.string(),
  reject_reason: z.string(),
  created_at: z.string(),
  decided_at: z.string(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const staffAdjustBalance = defineCall({
  methods: ['POST'],
  path: '/admin/api/users/adjust',
  auth: 'staff',
  permission: 'balance.adjust',
  summary:
    'Adjust a real user\'s balance by a signed amount with a reason, as a ledger entry the user sees with the reason. Above the adjust_approval_usd setting (either way), or for a credit that would take the staff member\'s credits given alone today past credit_daily_staff_usd or the user\'s credits today past credit_daily_user_usd, it waits for a second staff member (status 0, with its holds); otherwise it is applied at once (status 1). A debit may not exceed what the user could withdraw.',
  tag: 'staff',
  multiline: ['reason'],
  input: z.object({ id: idField, amount: signedAmount, reason: reasonField }),
  data: adjustmentSchema,
});

export const staffAdjustments = defineCall({
  methods: ['GET'],
  path: '/admin/api/adjustments',
  auth: 'staff',
  permission: 'balance.adjust',
  summary:
    'Balance adjustments and deposit credits that needed a second staff member, newest first, 20 a page, optionally of one status (0 waiting, 1 applied, 2 rejected), each with why it waited',
  tag: 'staff',
  input: z.object({ status: intEnum([0, 1, 2] as const).optional(), page: idField.default(1) }),
  data: z.object({ data: z.array(adjustmentSchema), total: z.number().int() }),
});

export const staffApproveAdjustment = defineCall({
  methods: ['POST'],
  path: '/admin/api/adjustments/approve',
  auth: 'staff',
  permission: 'balance.adjust',
  summary:
    'Apply a waiting adjustment, or credit a waiting deposit approval (the deposit becomes credited); the one who asked for it cannot approve it. Decided once.',
  tag: 'staff',
  input: z.object({ id: idField }),
  data: adjustmentSchema,
});

export const staffRejectAdjustment = defineCall({
  methods: ['POST'],
  path: '/admin/api/adjustments/reject',
  auth: 'staff',
  permission: 'balance.adjust',
  summary:
    'Refuse a waiting adjustment or deposit credit with a reason (the one who asked may withdraw it this way); a refused deposit credit leaves the deposit unchecked. Decided once.',
  tag: 'staff',
  multiline: ['reason'],
  input: z.object({ id: idField, reason: reasonField }),
  data: adjustmentSchema,
});

// ---- dashboard and exposure -----------------------------------------------------------------------

export const exposureRowSchema = z.object({
  code: z.string(),
  positions: z.number().int(),
  buy_lots: z.string(),
  sell_lots: z.string(),
  /** buy − sell lots: what the broker is short of when positive. */
  net_lots: z.string(),
  /** Net exposure in units (net lots × units per lot). */
  net_units: z.string(),
  /** Traders' floating profit at the live price; the broker's is its opposite. */
  floating_profit: moneyText,
});
export type ExposureRow = z.infer<typeof exposureRowSchema>;

/** Items of the setup checklist, in the order the dashboard shows them. */
export const SETUP_ITEMS = ['deposit_channels', 'withdraw_currencies', 'contact_emails', 'customer_service', 'smtp', 'staff_two_factor', 'jurisdiction', 'terms'] as const;
export const setupItemSchema = z.object({ key: z.enum(SETUP_ITEMS), done: z.boolean() });
export type SetupItem = z.infer<typeof setupItemSchema>;

export const staffDashboard = defineCall({
  methods: ['GET'],
  path: '/admin/api/dashboard',
  auth: 'staff',
  permission: 'dashboard.read',
  summary:
    'Today (UTC) in figures: deposits credited and withdrawals paid, the pending queues, open interest per instrument, the broker\'s result on real accounts, active users and live socket connections',
  tag: 'staff',
  input: z.object({}),
  data: z.object({
    deposits_today: z.object({ count: z.number().int(), usd: moneyText }),
    withdrawals_today: z.object({ count: z.number().int(), usd: moneyText }),
    pending: z.object({
      deposits: z.number().int(),
      withdrawals: z.number().int(),
      identity: z.number().int(),
      adjustments: z.number().int(),
    }),
    open_interest: z.array(exposureRowSchema),
    /** Real accounts: traders' realised loss minus profit, plus fees, minus balance protection. */
    broker_result: z.object({ today: moneyText, total: moneyText }),
    /** Users with a session seen in the last 24 hours. */
    active_users: z.number().int(),
    /** Live sockets connected to this node. */
    sockets: z.number().int(),
    /** What a new installation still needs before real clients (every item, done or not). */
    setup: z.array(setupItemSchema),
  }),
});

export const staffExposure = defineCall({
  methods: ['GET'],
  path: '/admin/api/dealing/exposure',
  auth: 'staff',
  permission: 'dealing.read',
  summary: 'Open positions on real accounts by instrument with net exposure (demo=1: demo accounts instead)',
  tag: 'staff',
  input: z.object({ demo: intEnum([0, 1] as const).default(0) }),
  data: z.array(exposureRowSchema),
});

export const staffPositions = defineCall({
  methods: ['GET'],
  path: '/admin/api/dealing/positions',
  auth: 'staff',
  permission: 'dealing.read',
  summary: 'Open positions of one instrument (code), largest first, 50 a page',
  tag: 'staff',
  input: z.object({ code: z.string().trim().min(1).max(40), demo: intEnum([0, 1] as const).default(0), page: idField.default(1) }),
  data: z.object({ data: z.array(staffPositionSchema), total: z.number().int() }),
});

// ---- settings --------------------------------------------------------------------------------------

const digits = (values: readonly string[]) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(values as [string, ...string[]], { error: 'invalid_param' }));
const settingText = (max: number) => z.string({ error: 'invalid_param' }).trim().max(max, { error: 'invalid_param' });
const decimalSetting = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.string({ error: 'amount_invalid' }).regex(/^(0|[1-9]\d{0,9})(\.\d{1,6})?$/, { error: 'amount_invalid' }),
);
/** Margin warning levels as one text ("150,120"), checked and written highest first (domain margin-warnings.ts). */
const marginWarningLevelsSetting = z.preprocess(
  (v) => (Array.isArray(v) ? v.map(String).join(',') : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: 'margin_warning_levels_invalid' })
    .refine((v) => parseMarginWarningLevels(v) !== undefined, { error: 'margin_warning_levels_invalid' })
    .transform((v) => (parseMarginWarningLevels(v) ?? []).join(',')),
);
const urlOrEmpty = settingText(300).refine((v) => v === '' || isWebUrl(v), { error: 'url_invalid' });
const emailOrEmpty = settingText(254).refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: 'email_invalid' });

/** Every setting the console edits, with its rule. */
export const siteSettingsSchema = z.object({
  title: settingText(60).min(1, { error: 'required' }),
  service_link: urlOrEmpty,
  /** 1 in the app's frame, 2 in a new window. */
  service_link_type: digits(['1', '2']),
  /** 1 e-mail or SMS code, 2 picture captcha. */
  verify_reg_type: digits(['1', '2']),
  /** 1 lots × rate, 2 margin × rate. */
  trade_fee_type: digits(['1', '2']),
  /** 1 area code + phone, 3 phone only. */
  is_show_mobile: digits(['1', '3']),
  company_email: emailOrEmpty,
  complaint_email: emailOrEmpty,
  /** Virtual USD a new demo account starts with. */
  demo_start_balance: decimalSetting,
  company_status: digits(['0', '1', '2', '3']),
  company_status_type: digits(['0', '1', '2']),
  company_loss_url: urlOrEmpty,
  /** Margin level (%) at which positions are closed, worst first. Owner only. */
  stop_out_level: decimalSetting,
  /** Margin level (%) at which traders are warned; above the stop-out level. Owner only. */
  margin_call_level: decimalSetting,
  /**
   * Margin levels (%) above the margin call at which traders are warned on the way down, comma
   * separated, highest first ("150,120"); at most 5, distinct, at most 2 decimals each, each above
   * the margin-call level when saved; empty for none. Owner only.
   */
  margin_warning_levels: marginWarningLevelsSetting,
  /** Adjustments above this (USD, either way) need a second staff member. Owner only. */
  adjust_approval_usd: decimalSetting,
  /** Hours a newly bound payout method waits before it may receive a withdrawal (0 to 720). Owner only. */
  payout_cooling_hours: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: 'invalid_param' })
      .regex(/^(0|[1-9]\d{0,2})(\.\d{1,2})?$/, { error: 'invalid_param' })
      .refine((v) => Number(v) <= 720, { error: 'invalid_param' }),
  ),
  /** Credits (deposits and adjustments) one staff member may give alone in a UTC day (USD). Owner only. */
  credit_daily_staff_usd: decimalSetting,
  /** Credits one user may receive in a UTC day before each further one needs a second staff member (USD). Owner only. */
  credit_daily_user_usd: decimalSetting,
  /**
   * Retail protections preset: none, esma or asic (leverage caps by asset class, close-out at 50 %
   * or above); empty on a new installation until the owner chooses (read as none). Owner only.
   */
  jurisdiction: z.union([z.literal(''), digits(JURISDICTIONS)]),
  /** Hour (UTC, 0 to 23) of the daily rollover that charges overnight financing. Owner only. */
  rollover_hour_utc: digits(Array.from({ length: 24 }, (_, h) => String(h))),
  /** Weekday (0 Sunday … 6 Saturday) whose rollover counts three nights. Owner only. */
  swap_triple_weekday: digits(['0', '1', '2', '3', '4', '5', '6']),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
/** Settings only the owner may change: they move money or risk. */
export const OWNER_ONLY_SETTINGS = [
  'stop_out_level',
  'margin_call_level',
  'margin_warning_levels',
  'adjust_approval_usd',
  'payout_cooling_hours',
  'credit_daily_staff_usd',
  'credit_daily_user_usd',
  'jurisdiction',
  'rollover_hour_utc',
  'swap_triple_weekday',
] as const satisfies readonly (keyof SiteSettings)[];

export const staffSettings = defineCall({
  methods: ['GET'],
  path: '/admin/api/settings',
  auth: 'staff',
  permission: 'settings.manage',
  summary: 'The site settings the console edits',
  tag: 'staff',
  input: z.object({}),
  data: siteSettingsSchema,
});

export const staffSaveSettings = defineCall({
  methods: ['POST'],
  path: '/admin/api/settings/save',
  auth: 'staff',
  permission: 'settings.manage',
  summary:
    'Change some site settings (only the keys sent); stop_out_level, margin_call_level, margin_warning_levels, adjust_approval_usd, payout_cooling_hours, the daily credit limits, the jurisdiction preset and the rollover\'s hour and triple weekday are the owner\'s alone, the margin-call level must stay above the stop-out level, and new margin warning levels above the margin-call level',
  tag: 'staff',
  input: siteSettingsSchema.partial(),
  data: siteSettingsSchema,
});

// ---- content lists ---------------------------------------------------------------------------------

export const staffNewsRowSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  lang: z.string(),
  title: z.string(),
  desc: z.string(),
  logo: z.string(),
  content: z.string(),
  published: z.boolean(),
  created_at: z.string(),
});

export const staffNewsList = defineCall({
  methods: ['GET'],
  path: '/admin/api/news',
  auth: 'staff',
  permission: 'content.manage',
  summary: 'Every article, published or not, newest first, 20 a page, optionally of one language',
  tag: 'staff',
  input: z.object({ lang: z.string().trim().max(4).optional(), page: idField.default(1) }),
  data: z.object({ data: z.array(staffNewsRowSchema), total: z.number().int() }),
});

export const staffCompanyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  url: z.string(),
  website: z.string(),
  subject: z.string(),
  registered_address: z.string(),
  location: z.string(),
  email: z.string(),
  status: z.number().int(),
  loss_url: z.string(),
  enabled: z.boolean(),
});

export const staffCompanies = defineCall({
  methods: ['GET'],
  path: '/admin/api/companies',
  auth: 'staff',
  permission: 'content.manage',
  summary: 'Every company, enabled or not, by name',
  tag: 'staff',
  input: z.object({}),
  data: z.array(staffCompanyRowSchema),
});

// ---- dealing set-up --------------------------------------------------------------------------------

/** A positive decimal with up to `places` decimals. */
const positiveDecimal = (places: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: 'invalid_param' })
      .regex(new RegExp(`^(0|[1-9]\\d{0,11})(\\.\\d{1,${places}})?$`), { error: 'invalid_param' })
      .refine((s) => /[1-9]/.test(s), { error: 'invalid_param' }),
  ) as unknown as z.ZodType<string, string | number>;
const wholeNumber = (min: number, max: number) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v), z.number({ error: 'invalid_param' }).int({ error: 'invalid_param' }).min(min, { error: 'invalid_param' }).max(max, { error: 'invalid_param' }));

export const sessionWindowSchema = z.object({
  /** 0 Sunday … 6 Saturday. */
  day: wholeNumber(0, 6),
  /** Minutes after local midnight. */
  open_minute: wholeNumber(0, 1439),
  close_minute: wholeNumber(1, 1440),
});

export const scheduleSchema = z.object({
  /** IANA time zone of the exchange. */
  time_zone: z.string({ error: 'invalid_param' }).trim().min(1, { error: 'invalid_param' }).max(64, { error: 'invalid_param' }),
  windows: z.array(sessionWindowSchema).max(50, { error: 'invalid_param' }),
  /** Local dates (YYYY-MM-DD) without trading. */
  holidays: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_param' })).max(400, { error: 'invalid_param' }),
});
export type ScheduleInput = z.infer<typeof scheduleSchema>;

export const staffInstrumentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  show_code: z.string(),
  name: z.string(),
  category_id: z.number().int(),
  price_precision: z.number().int(),
  /** Lot step (Pip). */
  lot_step: z.string(),
  /** Minimum lots (ForexMinCont). */
  min_lots: z.string(),
  max_lots: z.string(),
  /** Units per lot (ForexContNum). */
  contract_size: z.string(),
  /** 1 fixed margin per lot, 2 leverage based. */
  margin_mode: z.number().int(),
  leverage_options: z.array(z.number().int()),
  fee_rate: z.string(),
  /** Spread in price units (10^-price_precision): ask = bid + spread. */
  spread_units: z.number().int(),
  /** Overnight financing per lot per night in USD for a buy (long) and a sell (short): negative charges, positive credits. */
  swap_long: z.string(),
  swap_short: z.string(),
  quote_currency: z.string(),
  schedule: scheduleSchema,
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Whether its market is open now. */
  market_open: z.boolean(),
});
export type StaffInstrument = z.infer<typeof staffInstrumentSchema>;

export const staffInstruments = defineCall({
  methods: ['GET'],
  path: '/admin/api/dealing/instruments',
  auth: 'staff',
  permission: 'dealing.read',
  summary: 'Every instrument, enabled or not, with every trading field and its sessions',
  tag: 'staff',
  input: z.object({}),
  data: z.array(staffInstrumentSchema),
});

/** A swap rate: signed USD per lot per night, up to 6 decimals and below a million. */
const swapRate = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.string({ error: 'invalid_param' }).regex(/^-?(0|[1-9]\d{0,5})(\.\d{1,6})?$/, { error: 'invalid_param' }),
);

export const staffSaveInstrument = defineCall({
  methods: ['POST'],
  path: '/admin/api/dealing/instrument/save',
  auth: 'staff',
  permission: 'dealing.manage',
  summary:
    'Change an instrument (only the fields sent): display code and name, category, lot step, minimum and maximum lots, margin mode, leverage options, fee rate, spread, swap rates, sessions and holidays, enabled, sort. Takes effect at once on every node; open positions keep their terms, except the swap rates, which apply from the next rollover.',
  tag: 'staff',
  input: z.object({
    id: idField,
    show_code: z.string().trim().min(1, { error: 'invalid_param' }).max(20, { error: 'invalid_param' }).optional(),
    name: z.string().trim().min(1, { error: 'invalid_param' }).max(80, { error: 'invalid_param' }).optional(),
    category_id: idField.optional(),
    lot_step: positiveDecimal(6).optional(),
    min_lots: positiveDecimal(6).optional(),
    max_lots: positiveDecimal(6).optional(),
    margin_mode: intEnum([1, 2] as const).optional(),
    leverage_options: z.array(wholeNumber(1, 1000)).max(20, { error: 'invalid_param' }).optional(),
    fee_rate: z
      .preprocess(
        (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
        z.string({ error: 'invalid_param' }).regex(/^(0|[1-9]\d{0,5})(\.\d{1,8})?$/, { error: 'invalid_param' }),
      )
      .optional(),
    spread_units: wholeNumber(0, 1_000_000).optional(),
    /** USD per lot per night, signed, up to 6 decimals. */
    swap_long: swapRate.optional(),
    swap_short: swapRate.optional(),
    schedule: scheduleSchema.optional(),
    enabled: flagField.optional(),
    sort: wholeNumber(0, 999_999).optional(),
  }),
  data: staffInstrumentSchema,
});

export const staffCategorySchema = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  /** The name in each language, by language code. */
  names: z.record(z.string(), z.string()),
  /** The highest leverage offered on this asset class; null for no cap. */
  max_leverage: z.number().int().nullable(),
});

export const staffCategories = defineCall({
  methods: ['GET'],
  path: '/admin/api/dealing/categories',
  auth: 'staff',
  permission: 'dealing.read',
  summary: 'Instrument categories with their names in every language',
  tag: 'staff',
  input: z.object({}),
  data: z.array(staffCategorySchema),
});

export const staffSaveCategory = defineCall({
  methods: ['POST'],
  path: '/admin/api/dealing/category/save',
  auth: 'staff',
  permission: 'dealing.manage',
  summary:
    'Create (no id) or change a category: names by language code (English required) and max_leverage, the leverage cap of the asset class (0 for none). Options above the cap are replaced by the cap; open positions keep theirs.',
  tag: 'staff',
  input: z.object({
    id: idField.optional(),
    sort: wholeNumber(0, 999_999).default(0),
    max_leverage: wholeNumber(0, 1000).default(0),
    names: z
      .record(z.string().regex(/^[a-z]{2,3}$/, { error: 'invalid_param' }), z.string().trim().min(1, { error: 'invalid_param' }).max(60, { error: 'invalid_param' }))
      .refine((names) => typeof names.en === 'string', { error: 'invalid_param' }),
  }),
  data: staffCategorySchema,
});
