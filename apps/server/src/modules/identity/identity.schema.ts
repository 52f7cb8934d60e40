/** Identity's tables: traders (users), their sessions, failed sign-ins, e-mail/SMS codes and captchas. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';

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
    /** Language of the user's latest login or registration: security notices are written in it. */
    lang: text('lang').notNull().default('en'),
    /**
     * Country of residence, ISO 3166-1 alpha-2, as the trader told it at registration (or before a
     * first deposit, for accounts opened before it was asked); null until told. Told once.
     */
    residence: text('residence'),
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

/**
 * Failed trader sign-ins (wrong password, unknown account, or a lockout in force), kept as a
 * security record staff can read beside the user. `account` is the name as typed (trimmed to 254
 * characters); `user_id` is set when the name led to a user.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    account: text('account').notNull(),
    reason: text('reason').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('sign_in_failures_user_idx').on(t.userId, t.id)],
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
