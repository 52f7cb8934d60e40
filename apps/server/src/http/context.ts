import type { Lang } from '@leverline/contract';

/** The logged-in user behind a request. */
export interface AuthSession {
  sessionId: number;
  userId: number;
  isDemo: boolean;
  /** When the session ends at the latest (absolute expiry). */
  expiresAt?: Date;
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
}

/** A request context whose caller is logged in. */
export type UserContext = RequestContext & { session: AuthSession };
