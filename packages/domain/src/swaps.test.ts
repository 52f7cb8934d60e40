import { describe, expect, it } from 'vitest';
import { latestRollover, swapUsd } from './swaps.js';

describe('latestRollover', () => {
  // 2026-12-01 is a Tuesday.
  it('is today at the hour once it has passed, yesterday before', () => {
    expect(latestRollover(new Date('2026-12-01T21:00:00Z'), 21, 3)).toEqual({ at: new Date('2026-12-01T21:00:00Z'), day: '2026-12-01', nights: 1 });
    expect(latestRollover(new Date('2026-12-01T20:59:59Z'), 21, 3)).toEqual({ at: new Date('2026-11-30T21:00:00Z'), day: '2026-11-30', nights: 1 });
  });

  it('counts three nights on the triple weekday and none at the weekend', () => {
    expect(latestRollover(new Date('2026-12-02T22:00:00Z'), 21, 3).nights).toBe(3); // Wednesday
    expect(latestRollover(new Date('2026-12-04T22:00:00Z'), 21, 3).nights).toBe(1); // Friday
    expect(latestRollover(new Date('2026-12-05T22:00:00Z'), 21, 3).nights).toBe(0); // Saturday
    expect(latestRollover(new Date('2026-12-06T22:00:00Z'), 21, 3).nights).toBe(0); // Sunday
    expect(latestRollover(new Date('2026-12-04T22:00:00Z'), 21, 5).nights).toBe(3); // Friday as the triple day
  });
});

describe('swapUsd', () => {
  it('is lots × rate × nights at 6 places', () => {
    expect(swapUsd('0.1', '-7.25', 1)).toBe('-0.725000'); // 0.1 × −7.25
    expect(swapUsd('0.1', '-7.25', 3)).toBe('-2.175000'); // 0.1 × −7.25 × 3
    expect(swapUsd('2', '1.5', 3)).toBe('9.000000'); // 2 × 1.5 × 3
    expect(swapUsd('0.01', '-0.0000005', 1)).toBe('0.000000'); // −0.000000005 rounds to zero, unsigned
    expect(swapUsd('1', '-3', 0)).toBe('0.000000');
  });
});
