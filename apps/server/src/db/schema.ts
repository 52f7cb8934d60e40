/**
 * The database schema. Money columns are NUMERIC(24,6) and travel as exact decimal text;
 * every change of a balance has a row in ledger_entries written in the same transaction.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 24, scale: 6 });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Public account number shown to the user and to support. */
    uid: text('uid').notNull().unique(),
    email: text('email').unique(),
    /** Calling code without "+"; null for phone-only numbers and accounts without a phone. */
    areaCode: text('area_code'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Device id a demo user was created for; resuming with it returns the same user. */
    demoId: text('demo_id').unique(),
    inviteCode: text('invite_code').notNull().unique(),
    inviterId: integer('inviter_id'),
    /** active | frozen */
    status: text('status').notNull().default('active'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_phone_key')
      .on(sql`coalesce(${t.areaCode}, '')`, t.phone)
      .where(sql`${t.phone} is not null`),
    index('users_phone_idx').on(t.phone),
    index('users_inviter_idx').on(t.inviterId),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** real | demo */
    kind: text('kind').notNull(),
    currency: text('currency').notNull().default('USD'),
    balance: money('balance').notNull().default('0'),
    /** Held for pending withdrawals; never spendable. */
    lockBalance: money('lock_balance').notNull().default('0'),
    /**
     * Counts the changes of the balance and of the account's open orders: every transaction that
     * locks the account or posts to it adds one. An order judged against a copy of the account is
     * written only while the version is still the copy's (trading.repo placeIfUnchanged).
     */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('accounts_user_kind_key').on(t.userId, t.kind),
    // What an order's (account, owner) pair refers to: orders_account_owner_fk.
    uniqueIndex('accounts_id_user_key').on(t.id, t.userId),
    check('accounts_lock_nonneg', sql`${t.lockBalance} >= 0`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Signed change of the balance in USD. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    /** What moved the money, e.g. demo_credit, trade_fee, deposit. */
    type: text('type').notNull(),
    memo: text('memo').notNull().default(''),
    refType: text('ref_type'),
    refId: text('ref_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('ledger_account_idx').on(t.accountId, t.id)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** email | sms */
    channel: text('channel').notNull(),
    /** Normalised address: lower-case e-mail, or calling code + national number. */
    address: text('address').notNull(),
    /** register | reset */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [
    index('codes_address_idx').on(t.channel, t.address, t.purpose, t.createdAt),
    index('codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const areaCodes = pgTable(
  'area_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** ISO 3166-1 alpha-2 country code. */
    code: text('code').notNull().unique(),
    /** Calling code without "+". */
    globalCode: text('global_code').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('area_codes_sort_idx').on(t.sort, t.id)],
);

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
  /** Name in every product language, by language code. */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  /** The highest leverage offered on this asset class; null for none beyond each instrument's own. */
  maxLeverage: integer('max_leverage'),
});

export const instruments = pgTable(
  'instruments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    showCode: text('show_code').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Decimals of a price; prices are held as integers of 10^-precision. */
    pricePrecision: integer('price_precision').notNull(),
    /** Lot step. */
    lotStep: numeric('lot_step', { precision: 18, scale: 6 }).notNull(),
    minLots: numeric('min_lots', { precision: 18, scale: 6 }).notNull(),
    maxLots: numeric('max_lots', { precision: 18, scale: 6 }).notNull(),
    /** Units per lot (ForexContNum). */
    contractSize: numeric('contract_size', { precision: 24, scale: 6 }).notNull(),
    /** 1 = fixed margin per lot; 2 = leverage based. */
    marginMode: integer('margin_mode').notNull().default(2),
    leverageOptions: jsonb('leverage_options').$type<number[]>().notNull(),
    feeRate: numeric('fee_rate', { precision: 18, scale: 8 }).notNull(),
    /** Spread in price units: ask = bid + spread. */
    spreadUnits: integer('spread_units').notNull().default(0),
    quoteCurrency: text('quote_currency').notNull().default('USD'),
    /** Trading sessions: { timeZone, windows, holidays } (see packages/domain/src/sessions.ts). */
    schedule: jsonb('schedule').$type<TradingScheduleJson>().notNull(),
    /** Logo drawing: label and two colours (rendered to SVG by the server). */
    logo: jsonb('logo').$type<{ label: string; fg: string; bg: string; bg2?: string }>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Simulator: reference price (price units), annual volatility, mean milliseconds between ticks. */
    simPriceUnits: bigint('sim_price_units', { mode: 'number' }).notNull(),
    simVolatility: doublePrecision('sim_volatility').notNull(),
    simTickMs: integer('sim_tick_ms').notNull(),
  },
  (t) => [index('instruments_sort_idx').on(t.sort, t.id)],
);

export interface TradingScheduleJson {
  timeZone: string;
  windows: { day: 0 | 1 | 2 | 3 | 4 | 5 | 6; openMinute: number; closeMinute: number }[];
  holidays: string[];
}

export const candles = pgTable(
  'candles',
  {
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    period: text('period').notNull(),
    /** Unix second the period starts. */
    time: bigint('time', { mode: 'number' }).notNull(),
    /** Prices in price units (integers). */
    open: bigint('open', { mode: 'number' }).notNull(),
    high: bigint('high', { mode: 'number' }).notNull(),
    low: bigint('low', { mode: 'number' }).notNull(),
    close: bigint('close', { mode: 'number' }).notNull(),
    volume: doublePrecision('volume').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instrumentId, t.period, t.time] })],
);

/**
 * Orders: pending (status 0, margin reserved, waiting for target_price), holding (1) and
 * completed (3). Prices are decimal text in the instrument's precision; money is NUMERIC(24,6).
 * A row leaves status 0 or 1 exactly once, under its account's row lock.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The account's owner (orders_account_owner_fk: the pair must be an account and its user). */
    userId: integer('user_id').notNull(),
    accountId: integer('account_id').notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    /** buy | sell */
    side: text('side').notNull(),
    lots: numeric('lots', { precision: 18, scale: 6 }).notNull(),
    leverage: integer('leverage').notNull(),
    /** 0 pending, 1 holding, 3 completed. */
    status: integer('status').notNull(),
    /** Quote at submission (market) or the target (pending). */
    requestedPrice: numeric('requested_price', { precision: 24, scale: 10 }).notNull(),
    openPrice: numeric('open_price', { precision: 24, scale: 10 }),
    closePrice: numeric('close_price', { precision: 24, scale: 10 }),
    /** Stop-loss and take-profit; null when none. */
    stopLoss: numeric('stop_loss', { precision: 24, scale: 10 }),
    takeProfit: numeric('take_profit', { precision: 24, scale: 10 }),
    /** For a pending order: fill when the price rises to the target (true) or falls to it (false). */
    triggerAbove: boolean('trigger_above'),
    marginUsd: money('margin_usd').notNull(),
    feeUsd: money('fee_usd').notNull(),
    /** Realised profit in USD once completed. */
    profitUsd: money('profit_usd'),
    /** Part of a loss the account could not pay (negative balance protection), borne by the broker. */
    brokerLossUsd: money('broker_loss_usd'),
    /** user | take_profit | stop_loss | stop_out | cancel | demo_reset */
    closeReason: text('close_reason'),
    createdAt: ts('created_at').notNull(),
    openedAt: ts('opened_at'),
    closedAt: ts('closed_at'),
  },
  (t) => [
    // One reference for both: the order's account, and that it belongs to the order's user. One
    // check per order where two foreign keys (to accounts and to users) made two, and the owner's
    // row is not locked by it: the account row it locks is the one the order's statement updates.
    foreignKey({
      name: 'orders_account_owner_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [accounts.id, accounts.userId],
    }),
    index('orders_account_status_idx').on(t.accountId, t.status, t.id),
    index('orders_open_idx')
      .on(t.status)
      .where(sql`${t.status} in (0, 1)`),
    check('orders_status_ck', sql`${t.status} in (0, 1, 3)`),
    check('orders_side_ck', sql`${t.side} in ('buy', 'sell')`),
    check('orders_lots_pos', sql`${t.lots} > 0`),
  ],
);

// ---- funding -----------------------------------------------------------------------------------

const rate = (name: string) => numeric(name, { precision: 24, scale: 10 });

/** Where traders send coins: one row per coin and network, set up by staff. */
export const depositCoinOptions = pgTable('deposit_coin_options', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  currencyCode: text('currency_code').notNull(),
  protocolCode: text('protocol_code').notNull(),
  address: text('address').notNull(),
  /** USD credited per unit. */
  usdRate: rate('usd_rate').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Currencies accepted by bank transfer (§3 bank-deposit coin). */
export const bankDepositCoins = pgTable('bank_deposit_coins', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  usdRate: rate('usd_rate').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** The broker's bank accounts that receive transfers in one currency. */
export const collectionBanks = pgTable('collection_banks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  coinId: integer('coin_id')
    .notNull()
    .references(() => bankDepositCoins.id),
  bankName: text('bank_name').notNull(),
  bankAddress: text('bank_address').notNull().default(''),
  bankSwift: text('bank_swift').notNull().default(''),
  payeeName: text('payee_name').notNull(),
  payeeAccount: text('payee_account').notNull(),
  bankRemark: text('bank_remark').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/**
 * Deposit requests: 0 unchecked, 1 finished (credited through the ledger), 2 rejected, 3 invalid.
 * A row leaves status 0 exactly once (the update matches on status 0).
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** 0 coin, 1 bank. */
    type: integer('type').notNull(),
    /** The coin option or collection bank account used. */
    channelId: integer('channel_id').notNull(),
    currencyCode: text('currency_code').notNull(),
    protocolCode: text('protocol_code').notNull().default(''),
    /** The address or bank account it was sent to, as shown to the trader then. */
    destination: text('destination').notNull(),
    amount: numeric('amount', { precision: 24, scale: 8 }).notNull(),
    proofImage: text('proof_image').notNull(),
    status: integer('status').notNull().default(0),
    creditedUsd: money('credited_usd'),
    remark: text('remark').notNull().default(''),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('deposits_user_idx').on(t.userId, t.type, t.id),
    index('deposits_status_idx').on(t.status, t.id),
    check('deposits_status_ck', sql`${t.status} in (0, 1, 2, 3)`),
    check('deposits_amount_pos', sql`${t.amount} > 0`),
  ],
);

/** Currencies one can withdraw in: 1 coin (with network), 2 bank. */
export const withdrawCurrencies = pgTable('withdraw_currencies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  type: integer('type').notNull(),
  code: text('code').notNull(),
  protocol: text('protocol').notNull().default(''),
  /** 1 fixed fee in USD (draw_rate), 2 percent of the amount (draw_rate %). */
  feeType: integer('fee_type').notNull(),
  drawRate: numeric('draw_rate', { precision: 18, scale: 6 }).notNull(),
  /** Units of the currency paid per USD. */
  usdPrice: rate('usd_price').notNull(),
  minAmount: money('min_amount').notNull().default('0'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Payout methods a trader bound: a coin address (type 1) or a bank account (type 2). */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: integer('type').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => withdrawCurrencies.id),
    dcAddress: text('dc_address').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAddress: text('bank_address').notNull().default(''),
    bankSwift: text('bank_swift').notNull().default(''),
    payeeName: text('payee_name').notNull().default(''),
    payeeAccount: text('payee_account').notNull().default(''),
    bankRemark: text('bank_remark').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    /** Deleted methods stay for the withdrawals that paid to them. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('payout_methods_user_idx').on(t.userId, t.type, t.id),
    uniqueIndex('payout_methods_unique_key')
      .on(t.userId, t.currencyId, t.dcAddress, t.payeeAccount)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * Withdrawals: 0 under review (the amount is held in accounts.lock_balance), 1 paid, 2 rejected
 * (returned to the balance). What is paid to is copied from the payout method when asked.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => withdrawCurrencies.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => payoutMethods.id),
    type: integer('type').notNull(),
    code: text('code').notNull(),
    protocol: text('protocol').notNull().default(''),
    /** USD taken from the balance. */
    amount: money('amount').notNull(),
    feeUsd: money('fee_usd').notNull(),
    usdPrice: rate('usd_price').notNull(),
    /** Paid out in the currency: (amount − fee) × usd_price, 2 decimals, rounded down. */
    received: numeric('received', { precision: 24, scale: 2 }).notNull(),
    address: text('address').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankSwift: text('bank_swift').notNull().default(''),
    payeeName: text('payee_name').notNull().default(''),
    payeeAccount: text('payee_account').notNull().default(''),
    memo: text('memo').notNull().default(''),
    status: integer('status').notNull().default(0),
    notes: text('notes').notNull().default(''),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.type, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    index('withdrawals_method_idx').on(t.methodId, t.status),
    check('withdrawals_status_ck', sql`${t.status} in (0, 1, 2)`),
    check('withdrawals_amount_pos', sql`${t.amount} > 0`),
  ],
);

/** Uploaded images, re-encoded; `name` is the file under DATA_DIR/uploads. */
export const uploads = pgTable(
  'uploads',
  {
    name: text('name').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    staffId: integer('staff_id'),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/** Submits already served, by the caller's Idempotency-Key (or a fingerprint of a double tap). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The record the first request created. */
    resultId: bigint('result_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

// ---- staff -------------------------------------------------------------------------------------

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

/** Append-only record of every staff action (a trigger refuses UPDATE and DELETE). */
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

// ---- identity, content and community -------------------------------------------------------------

/** Identity submissions: 1 waiting, 2 approved, 3 rejected. A user has at most one waiting or approved. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    cardId: text('card_id').notNull(),
    frontImage: text('front_image').notNull(),
    backImage: text('back_image').notNull(),
    status: integer('status').notNull().default(1),
    reason: text('reason').notNull().default(''),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('identity_user_idx').on(t.userId, t.id),
    index('identity_status_idx').on(t.status, t.id),
    uniqueIndex('identity_one_open_key')
      .on(t.userId)
      .where(sql`${t.status} in (1, 2)`),
    check('identity_status_ck', sql`${t.status} in (1, 2, 3)`),
  ],
);

export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id').notNull().default(1),
    lang: text('lang').notNull().default('en'),
    slug: text('slug'),
    title: text('title').notNull(),
    desc: text('desc').notNull().default(''),
    logo: text('logo').notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    published: boolean('published').notNull().default(true),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('news_list_idx').on(t.categoryId, t.lang, t.published, t.createdAt),
    uniqueIndex('news_slug_key').on(t.slug, t.lang),
  ],
);

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  url: text('url').notNull(),
  website: text('website').notNull().default(''),
  subject: text('subject').notNull().default(''),
  registeredAddress: text('registered_address').notNull().default(''),
  location: text('location').notNull().default(''),
  email: text('email').notNull().default(''),
  /** 0 carry on; anything else sends clients to loss_url (getCompanyStatus). */
  status: integer('status').notNull().default(0),
  lossUrl: text('loss_url').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
});

/** Real-account traders who opted in to be copied, with their declared style. */
export const leadTraders = pgTable('lead_traders', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** 1 steady, 2 balanced, 3 aggressive. */
  type: integer('type').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: ts('created_at').notNull(),
});

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id),
    leadId: integer('lead_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.leadId] }), index('follows_lead_idx').on(t.leadId)],
);

// ---- staff console -------------------------------------------------------------------------------

/**
 * Balance adjustments staff make: applied at once up to the adjust_approval_usd setting, above it
 * only when a second staff member approves. The ledger entry (type adjustment) carries the reason.
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
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('balance_adjustments_status_idx').on(t.status, t.id),
    check('balance_adjustments_status_ck', sql`${t.status} in (0, 1, 2)`),
    check('balance_adjustments_amount_ck', sql`${t.amount} <> 0`),
  ],
);
