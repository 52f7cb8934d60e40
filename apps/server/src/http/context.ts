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
}

/** A request context whose caller is logged in. */
export type UserContext = RequestContext & { session: AuthSession };

/** A request context of a staff call. */
export type StaffContext = RequestContext & { staff: StaffSession };
