import type { Lang, StaffRole } from '@leverline/contract';

/** The logged-in user behind a request. */
export interface AuthSession {
  sessionId: number;
  userId: number;
  isDemo: boolean;
  /** When the session ends at the latest (absolute expiry). */
  expiresAt?: Date;
}

/** The signed-in staff member behind a staff request. */
export interface StaffSession {
  sessionId: number;
  staffId: number;
  email: string;
  role: StaffRole;
}

/** Sessions that just ended early: one session, or every session of a user but one. */
export type RevokedSessions = { sessionId: number } | { userId: number; exceptSessionId: number | null };

/** What a service needs to know about the request it serves. */
export interface RequestContext {
  lang: Lang;
  ip: string;
  userAgent: string;
  now: Date;
  session: AuthSession | null;
  /** Set on staff calls. */
  staff?: StaffSession;
  /** Set on calls with a per-account limit (login, reset, staff sign-in). */
  attempts?: AccountAttempts;
}

/**
 * Failed attempts against one account (password or code guesses), counted under the key the
 * service resolves: the user or staff id when the name leads to one, else the name in one
 * canonical spelling. Successes count nothing, so a trader with five tabs open is never locked.
 */
export interface AccountAttempts {
  /** Refuses with rate_limited_wait (HTTP 429) while the account is locked; counts nothing. */
  check(account: string): void;
  /** Counts one failed attempt against the account. */
  fail(account: string): void;
}

/** A request context whose caller is logged in. */
export type UserContext = RequestContext & { session: AuthSession };

/** A request context of a staff call. */
export type StaffContext = RequestContext & { staff: StaffSession };
