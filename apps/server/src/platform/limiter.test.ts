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

  it('stays bounded in memory', () => {
    const limiter = memoryLimiter(100);
    for (let i = 0; i < 1000; i++) limiter.hit(`key${i}`, rule, 0);
    // The oldest keys were dropped, so a dropped key starts a fresh window.
    expect(limiter.hit('key0', rule, 1)).toBe(0);
  });
});
