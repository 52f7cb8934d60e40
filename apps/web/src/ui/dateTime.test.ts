import { describe, expect, it } from 'vitest';
import { formatDateTime, formatUnixTime } from './dateTime';

describe('date and time', () => {
  it('shows a Unix-seconds moment as the same local date and time as its ISO text', () => {
    // 2026-03-02T09:30:00Z
    for (const lang of ['en', 'de', 'hk', 'ar']) {
      expect(formatUnixTime(1_772_443_800, lang)).toBe(formatDateTime('2026-03-02T09:30:00.000Z', lang));
    }
    expect(formatUnixTime(1_772_443_800, 'en')).toMatch(/^\d\d\/\d\d\/2026, \d\d:\d\d:00$/);
  });

  it("shows nothing for 0 (an open order's CompleteTime)", () => {
    expect(formatUnixTime(0, 'en')).toBe('');
  });
});
