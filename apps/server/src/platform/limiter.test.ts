import { describe, expect, it } from 'vitest';
import { memoryLimiter } from './limiter.js';

describe('memory limiter', () => {
  const rule = { max: 3, windowMs: 60_000 };

  it('allows max attempts per window, then says how long to wait', () => {
    const limiter = memoryLimiter();
    expect([1, 2, 3].map(() => limiter.hit('k', rule, 0))).toEqual([0, 0, 0]);
    expect(limiter.hit('k', rule, 15_000)).toBe(45);
    expect(limiter.hit('other', rule, 15_000)).toBe(0);
    expect(limiter.hit('k', rule, 60_000)).toBe(0);
  });

  it('never forgets a lock in force, however many other keys arrive', () => {
    const limiter = memoryLimiter(1000);
    const lockout = { max: 5, windowMs: 15 * 60_000 };
    for (let i = 0; i < 6; i++) limiter.hit('login:account:user:1', lockout, 0);
    expect(limiter.wait('login:account:user:1', 1)).toBe(900);
    // Cheap requests from many addresses fill the table several times over.
    for (let i = 0; i < 100_050; i++) limiter.hit(`login:ip:10.0.${i >> 8}.${i & 255}`, lockout, 2);
    expect(limiter.hit('login:account:user:1', lockout, 3)).toBe(900);
    expect(limiter.wait('login:account:user:1', 15 * 60_000 - 1)).toBe(1);
    expect(limiter.hit('login:account:user:1', lockout, 15 * 60_000)).toBe(0);
  });

  it('says nothing about a key that is not locked, and wait() counts nothing', () => {
    const limiter = memoryLimiter();
    for (let i = 0; i < 10; i++) expect(limiter.wait('k', i)).toBe(0);
    expect([1, 2, 3].map(() => limiter.hit('k', rule, 0))).toEqual([0, 0, 0]);
    expect(limiter.wait('k', 0)).toBe(0);
    expect(limiter.hit('k', rule, 0)).toBe(60);
    expect(limiter.wait('k', 30_000)).toBe(30);
  });

  it('stays bounded in memory', () => {
    const limiter = memoryLimiter(100);
    for (let i = 0; i < 1000; i++) limiter.hit(`key${i}`, rule, 0);
    // The oldest keys were dropped, so a dropped key starts a fresh window.
    expect(limiter.hit('key0', rule, 1)).toBe(0);
  });
});
