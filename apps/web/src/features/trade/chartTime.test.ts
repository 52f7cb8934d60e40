import { afterEach, describe, expect, it, vi } from 'vitest';
import { TickMarkType } from 'lightweight-charts';
import { chartTime, tickMarkLabel } from './chartTime';

describe('chart time', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('takes candle times in Unix milliseconds and gives the chart UTC seconds', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
    expect(chartTime(1_700_000_040_000, '1min')).toBe(1_700_000_040);
    expect(chartTime(1_699_920_000_000, '1day')).toBe(1_699_920_000);
  });

  it('shifts intraday candles to local time and leaves daily candles on their UTC date', () => {
    // a phone 8 hours east of UTC (Hong Kong): getTimezoneOffset() is -480 minutes
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-480);
    const t = 1_700_000_040; // a minute start, in Unix seconds
    expect(chartTime(t * 1000, '1min')).toBe(t + 8 * 3600);
    expect(chartTime(t * 1000, '60min')).toBe(t + 8 * 3600);
    expect(chartTime(1_699_920_000_000, '1day')).toBe(1_699_920_000);
  });

  it('takes the local offset at the candle’s own moment', () => {
    const offsetAt = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockImplementation(function (this: Date) {
      // a zone one hour behind UTC before 1_700_000_000 s, two hours behind from then on
      return this.getTime() < 1_700_000_000_000 ? 60 : 120;
    });
    expect(chartTime(1_699_999_940_000, '1min')).toBe(1_699_999_940 - 3600);
    expect(chartTime(1_700_000_000_000, '1min')).toBe(1_700_000_000 - 7200);
    expect(offsetAt).toHaveBeenCalled();
  });
});

describe('time axis labels', () => {
  const t = 1_700_000_040; // 2023-11-14 22:14 as a chart time (wall clock written as UTC)

  it('show the fields lightweight-charts shows for each kind of tick mark', () => {
    expect(tickMarkLabel(t, TickMarkType.Time, 'en-US')).toBe('22:14');
    expect(tickMarkLabel(t, TickMarkType.TimeWithSeconds, 'en-US')).toBe('22:14:00');
    expect(tickMarkLabel(t, TickMarkType.DayOfMonth, 'en-US')).toBe('14');
    expect(tickMarkLabel(t, TickMarkType.Month, 'en-US')).toBe('Nov');
    expect(tickMarkLabel(t, TickMarkType.Year, 'en-US')).toBe('2023');
    expect(tickMarkLabel(t, TickMarkType.Month, 'zh-HK')).toBe('11月');
  });

  it('read the same as the library default in every language, whatever the phone time zone', () => {
    // The library's default: the UTC fields as a local date, formatted with toLocaleString.
    const libraryDefault = (time: number, options: Intl.DateTimeFormatOptions, locale: string) => {
      const d = new Date(time * 1000);
      const local = new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
      return local.toLocaleString(locale, options);
    };
    const fields: [TickMarkType, Intl.DateTimeFormatOptions][] = [
      [TickMarkType.Year, { year: 'numeric' }],
      [TickMarkType.Month, { month: 'short' }],
      [TickMarkType.DayOfMonth, { day: 'numeric' }],
      [TickMarkType.Time, { hour12: false, hour: '2-digit', minute: '2-digit' }],
      [TickMarkType.TimeWithSeconds, { hour12: false, hour: '2-digit', minute: '2-digit', second: '2-digit' }],
    ];
    for (const locale of ['en-US', 'zh-HK', 'ja-JP', 'ar', 'fa-IR', 'de-DE', 'th-TH']) {
      for (const time of [t, 1_704_067_200, 1_719_792_000 + 3_599]) {
        for (const [type, options] of fields) {
          expect(tickMarkLabel(time, type, locale), `${locale} ${type} ${time}`).toBe(libraryDefault(time, options, locale));
        }
      }
    }
  });
});
