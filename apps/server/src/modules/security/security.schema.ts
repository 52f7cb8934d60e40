/**
 * Second factors and step-up: authenticator secrets, passkeys, recovery codes, step-up tokens,
 * login tickets, WebAuthn challenges, failed factor answers and known devices.
 */
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';
import { sessions, users } from '../identity/identity.schema.js';

/** A trader's authenticator-app (TOTP) secret; it counts as a factor once a code from it was entered. */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Base32 secret; kept readable because every code is checked against it. */
  secret: text('secret').notNull(),
  createdAt: ts('created_at').notNull(),
  /** When the first code was entered; null while enrolment is unfinished. */
  confirmedAt: ts('confirmed_at'),
  /** Last time step accepted, so a code works once. */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

/** A trader's passkeys (WebAuthn credentials). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** Signature counter last seen (0 for authenticators that keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** Transports the browser reported, comma-separated (usb,internal,hybrid…). */
    transports: text('transports').notNull().default(''),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId, t.id)],
);

/** One-time recovery codes, stored as Argon2id hashes; a used code keeps its row with used_at. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId, t.id)],
);

/**
 * Proof of a fresh second factor: a short-lived, single-use token for one purpose (a withdrawal,
 * binding a payout method, changing factors) and one session. Only its SHA-256 digest is stored.
 */
export const stepUpTokens = pgTable(
  'step_up_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id),
    purpose: text('purpose').notNull(),
    /** totp | passkey | recovery | code */
    method: text('method').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('step_up_tokens_session_idx').on(t.sessionId)],
);

/**
 * A password accepted for a user with two-factor authentication: the login finishes when a second
 * factor is given with this ticket. Only the ticket's digest is stored.
 */
export const loginTickets = pgTable(
  'login_tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The device the login comes from (see known_devices). */
    deviceKey: text('device_key').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('login_tickets_user_idx').on(t.userId)],
);

/** WebAuthn challenges handed out, each answerable once, for what they were issued for. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    challenge: text('challenge').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** register | login | step_up:<purpose> */
    purpose: text('purpose').notNull(),
    /** The session (register, step-up) or login ticket (login) it was issued to. */
    sessionId: bigint('session_id', { mode: 'number' }),
    ticketId: bigint('ticket_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('webauthn_challenges_user_idx').on(t.userId, t.createdAt)],
);

/** Wrong second-factor answers, counted per user across nodes to stop guessing. */
export const factorFailures = pgTable(
  'factor_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: ts('at').notNull(),
  },
  (t) => [index('factor_failures_user_idx').on(t.userId, t.at)],
);

/** Devices a user has logged in from; a login from any other is told to the user. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** SHA-256 of the device key (the app's device id, or the user agent without one). */
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: ts('first_seen_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
