/**
 * Fixed-window attempt counters for login, registration, codes and resets, keyed by address and
 * by account. Counters live in memory: a node enforces its own share. Verification codes have
 * their own caps kept in the database (see identity.service.ts), which hold across nodes.
 *
 * The table of open windows is bounded, but a key that is over its limit (a lock in force) is
 * kept apart and never evicted: otherwise cheap requests under many other keys would push a
 * lockout out of the table and reopen the account it protects.
 */
export interface LimitRule {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface Limiter {
  /** Counts one attempt; returns seconds to wait when the limit is already used up, else 0. */
  hit(key: string, rule: LimitRule, nowMs: number): number;
  /** Seconds to wait if the key is over its limit now, else 0; counts nothing. */
  wait(key: string, nowMs: number): number;
}

export function memoryLimiter(maxKeys = 100_000): Limiter {
  const windows = new Map<string, { start: number; count: number }>();
  /** Keys over their limit, with the end of their window. Bounded by what it cost to lock them. */
  const locks = new Map<string, number>();
  /** Lock count after the last purge of ended locks; the next purge waits until it doubles. */
  let locksAtPurge = 1024;

  const lockedUntil = (key: string, nowMs: number): number => {
    const until = locks.get(key);
    if (until === undefined) return 0;
    if (until > nowMs) return until;
    locks.delete(key);
    return 0;
  };
  const secondsTo = (until: number, nowMs: number) => Math.max(1, Math.ceil((until - nowMs) / 1000));

  return {
    hit(key, rule, nowMs) {
      const until = lockedUntil(key, nowMs);
      if (until > 0) return secondsTo(until, nowMs);
      let w = windows.get(key);
      if (!w || nowMs - w.start >= rule.windowMs) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          for (const [k, v] of windows) if (nowMs - v.start >= rule.windowMs) windows.delete(k);
          // Still full: the oldest open window goes. It is under its limit (locked keys live in
          // `locks`), so forgetting it gives back at most `max` attempts to one key.
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        }
        w = { start: nowMs, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count <= rule.max) return 0;
      const end = w.start + rule.windowMs;
      windows.delete(key);
      locks.set(key, end);
      if (locks.size >= locksAtPurge * 2) {
        for (const [k, u] of locks) if (u <= nowMs) locks.delete(k);
        locksAtPurge = Math.max(1024, locks.size);
      }
      return secondsTo(end, nowMs);
    },
    wait(key, nowMs) {
      const until = lockedUntil(key, nowMs);
      return until > 0 ? secondsTo(until, nowMs) : 0;
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
