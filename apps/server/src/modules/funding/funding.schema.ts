/**
 * Funding: deposit channels, deposits, withdrawal currencies, payout methods, withdrawals, the
 * uploaded images (deposit proofs and identity documents) and the idempotency keys of money submits.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, rate, ts } from '../../db/columns.js';
import { users } from '../identity/identity.schema.js';
import { accounts } from '../ledger/ledger.schema.js';

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
    /** A coin transfer's transaction id (hash), normalised per network (domain transactionId); null when not given. */
    txId: text('tx_id'),
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
    // Credits a staff member gave today (the daily limit).
    index('deposits_decided_idx').on(t.decidedBy, t.decidedAt),
    // One transfer credits once: a transaction id waits or is credited on one deposit only (a
    // rejected or invalid report frees it for a corrected one).
    uniqueIndex('deposits_tx_id_uq')
      .on(t.protocolCode, t.txId)
      .where(sql`${t.txId} is not null and ${t.status} in (0, 1)`),
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
