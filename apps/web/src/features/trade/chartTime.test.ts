import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartTime } from './chartTime';

describe('chart time', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shifts intraday candles to local time and leaves daily candles on their UTC date', () => {
    // a phone 8 hours east of UTC (Hong Kong): getTimezoneOffset() is -480 minutes
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-480);
    const t = 1_700_000_040; // a minute start, in Unix seconds
    expect(chartTime(t, '1min')).toBe(t + 8 * 3600);
    expect(chartTime(t, '60min')).toBe(t + 8 * 3600);
    expect(chartTime(1_699_920_000, '1day')).toBe(1_699_920_000);
  });
});
