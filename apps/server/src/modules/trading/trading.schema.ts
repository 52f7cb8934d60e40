/** Orders: pending, holding and closed positions of every account; the overnight charges made on them. */
import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money, ts } from '../../db/columns.js';
import { accounts } from '../ledger/ledger.schema.js';
import { instruments } from '../market/market.schema.js';

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
    /** 0 pending, 1 holding, 3 closed, 4 cancelled (ORDER_STATUS). */
    status: integer('status').notNull(),
    /** market, buy_limit, sell_limit, buy_stop or sell_stop (domain ORDER_KINDS). */
    kind: text('kind').notNull().default('market'),
    /** gtc | day | date: how long a pending order waits; expires_at is when (null for gtc). */
    expiry: text('expiry').notNull().default('gtc'),
    expiresAt: ts('expires_at'),
    /** The quote when the trader sent a market order, or a pending order's target: what was asked for. */
    requestedPrice: numeric('requested_price', { precision: 24, scale: 10 }).notNull(),
    openPrice: numeric('open_price', { precision: 24, scale: 10 }),
    closePrice: numeric('close_price', { precision: 24, scale: 10 }),
    /** Stop-loss and take-profit; null when none. With a trailing stop, stop_loss is its level now. */
    stopLoss: numeric('stop_loss', { precision: 24, scale: 10 }),
    takeProfit: numeric('take_profit', { precision: 24, scale: 10 }),
    /** A trailing stop's distance in price; null when none. */
    trailDistance: numeric('trail_distance', { precision: 24, scale: 10 }),
    marginUsd: money('margin_usd').notNull(),
    feeUsd: money('fee_usd').notNull(),
    /** Realised profit in USD once completed. */
    profitUsd: money('profit_usd'),
    /** The position this order was closed out of, for a part closed on its own (reason `partial`). */
    partOf: bigint('part_of', { mode: 'number' }),
    /** Part of a loss the account could not pay (negative balance protection), borne by the broker. */
    brokerLossUsd: money('broker_loss_usd'),
    /** Overnight financing the position has been charged (negative) or credited, summed over rollovers. */
    swapUsd: money('swap_usd').notNull().default('0'),
    /** Why it ended (contract CLOSE_REASONS): user, partial, take_profit, stop_loss, trailing_stop, stop_out, cancel, expired, demo_reset. */
    closeReason: text('close_reason'),
    createdAt: ts('created_at').notNull(),
    openedAt: ts('opened_at'),
    /** The time of the quote the order filled at (the fill's receipt, with requested and open price). */
    quoteAt: ts('quote_at'),
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
    check('orders_status_ck', sql`${t.status} in (0, 1, 3, 4)`),
    check('orders_kind_ck', sql`${t.kind} in ('market', 'buy_limit', 'sell_limit', 'buy_stop', 'sell_stop')`),
    check('orders_expiry_ck', sql`${t.expiry} in ('gtc', 'day', 'date')`),
    check('orders_side_ck', sql`${t.side} in ('buy', 'sell')`),
    check('orders_lots_pos', sql`${t.lots} > 0`),
  ],
);

/**
 * One row per position and rollover day it was financed for: the key that makes the overnight
 * charge happen once per rollover, whatever restarts or second nodes try again (trading.rollover.ts).
 */
export const swapCharges = pgTable(
  'swap_charges',
  {
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** The rollover's UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    accountId: integer('account_id').notNull(),
    /** Signed USD moved (0 when the rate was 0: the day is still done). */
    amountUsd: money('amount_usd').notNull(),
    /** 1, or 3 on the triple weekday. */
    nights: integer('nights').notNull(),
    chargedAt: ts('charged_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.day] })],
);
