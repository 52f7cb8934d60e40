/**
 * Fixed-window attempt counters for login, registration, codes and resets, keyed by address and
 * by account name (existing or not, so the limits reveal nothing about which accounts exist).
 * Counters live in memory: a node enforces its own share. Verification codes have their own
 * hourly caps kept in the database (see identity.service.ts), which hold across nodes.
 */
export interface LimitRule {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface Limiter {
  /** Counts one attempt; returns seconds to wait when the limit is already used up, else 0. */
  hit(key: string, rule: LimitRule, nowMs: number): number;
}

export function memoryLimiter(maxKeys = 100_000): Limiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, rule, nowMs) {
      let w = windows.get(key);
      if (!w || nowMs - w.start >= rule.windowMs) {
        if (windows.size >= maxKeys) {
          for (const [k, v] of windows) if (nowMs - v.start >= rule.windowMs) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        w = { start: nowMs, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count > rule.max ? Math.ceil((w.start + rule.windowMs - nowMs) / 1000) : 0;
    },
  };
}

export type LimitName = 'login' | 'register' | 'forgot' | 'captcha' | 'staffLogin';

/** Per-address and per-account rules of each limited call. */
export type LimitRules = Record<LimitName, { ip: LimitRule; account?: LimitRule }>;

const MINUTE = 60_000;

export const DEFAULT_LIMITS: LimitRules = {
  login: { ip: { max: 30, windowMs: 15 * MINUTE }, account: { max: 8, windowMs: 15 * MINUTE } },
  register: { ip: { max: 20, windowMs: 60 * MINUTE } },
  forgot: { ip: { max: 20, windowMs: 60 * MINUTE }, account: { max: 8, windowMs: 60 * MINUTE } },
  captcha: { ip: { max: 60, windowMs: 10 * MINUTE } },
  staffLogin: { ip: { max: 20, windowMs: 15 * MINUTE }, account: { max: 5, windowMs: 15 * MINUTE } },
};
