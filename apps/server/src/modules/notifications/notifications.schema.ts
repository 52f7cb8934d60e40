/**
 * The notifications module's tables: the inbox (one row per event told to a user, which is also
 * the claim that makes each event's delivery happen once), the user's choices of channel per kind
 * of event, their devices' Web Push subscriptions, price alerts, the margin band each account
 * was last told about, and the pushes and e-mails waiting to be tried again.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per event a user is told about. `event_key` names the event itself (an order's fill, an
 * alert's n-th firing, a deposit's decision): inserting it is the claim that the event is being
 * delivered, so a second node or a second call for the same event inserts nothing and sends
 * nothing (notifications.service.ts).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    eventKey: text('event_key').notNull(),
    /** The kind of event (contract NOTICE_KINDS), which the user's channel choices are kept by. */
    kind: text('kind').notNull(),
    /** What the text is made of (the message key's parameters), rendered in the reader's language. */
    topic: text('topic').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    /** The app screen it opens (a hash route such as `/orders/detail/12`). */
    link: text('link').notNull(),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('notifications_event_key').on(t.userId, t.eventKey),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A user's choice for one kind of event on one channel; absent rows take the defaults (contract). */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    /** app | push | email */
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/** A browser's Web Push subscription (the PushSubscription's endpoint and keys). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url as the browser gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A price alert on one instrument. `above`/`below` wait for the bid to reach `level`; `move` waits
 * for the bid to move `move_pct` percent either way from `reference`, the bid when its period
 * began (the period restarts at `period_start` + `period_minutes`). `armed` is false between a
 * repeating alert's firing and the bid's return to the other side of its level; `fired` counts the
 * firings, each of which is told once (event key `alert.{id}.{fired}`).
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    /** above | below | move */
    kind: text('kind').notNull(),
    level: numeric('level', { precision: 24, scale: 10 }),
    movePct: numeric('move_pct', { precision: 8, scale: 2 }),
    periodMinutes: integer('period_minutes'),
    reference: numeric('reference', { precision: 24, scale: 10 }),
    periodStart: ts('period_start'),
    repeat: boolean('repeat').notNull(),
    /** active (waiting or, repeating, re-arming) | done (a one-shot alert that fired) */
    status: text('status').notNull(),
    armed: boolean('armed').notNull(),
    fired: integer('fired').notNull().default(0),
    lastFiredAt: ts('last_fired_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.id),
    index('price_alerts_active_idx')
      .on(t.instrumentId)
      .where(sql`${t.status} = 'active'`),
    check('price_alerts_kind_ck', sql`${t.kind} in ('above', 'below', 'move')`),
    check('price_alerts_status_ck', sql`${t.status} in ('active', 'done')`),
  ],
);

/**
 * The margin-warning band an account was last told about: how many of the warning levels (say
 * 150 %, 120 %, the margin-call level) its margin level is at or under. A crossing down into a
 * deeper band is told once; `crossings` numbers them (event key `margin.{account}.{crossings}`).
 */
export const marginBands = pgTable('margin_bands', {
  accountId: integer('account_id').primaryKey(),
  band: integer('band').notNull(),
  crossings: integer('crossings').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * A push or an e-mail whose delivery failed for a reason that may pass (the push service or the
 * mail server busy, down or unreachable), waiting for its next attempt. Kept here rather than in
 * memory so a restart does not lose it. `payload` is what is sent again: the push's JSON for the
 * subscription `push_subscription_id`, or the e-mail itself. `attempts` counts the attempts made;
 * claiming an attempt raises it with a conditional update, so one node makes each attempt.
 * `status` is `waiting` until it is sent (the row is then deleted) or given up (`failed`, kept for
 * the record with `last_error`).
 */
export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: bigint('notification_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    /** push | email */
    channel: text('channel').notNull(),
    pushSubscriptionId: bigint('push_subscription_id', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    attempts: integer('attempts').notNull(),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    status: text('status').notNull(),
    lastError: text('last_error').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('notice_deliveries_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'waiting'`),
    check('notice_deliveries_channel_ck', sql`${t.channel} in ('push', 'email')`),
    check('notice_deliveries_status_ck', sql`${t.status} in ('waiting', 'failed')`),
  ],
);
