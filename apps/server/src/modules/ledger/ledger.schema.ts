/**
 * The ledger's tables: accounts and their append-only entries. Every change of a balance has a row in
 * ledger_entries written in the same transaction, and only the ledger module writes balances.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, ts } from '../../db/columns.js';
import { users } from '../identity/identity.schema.js';

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
