import { describe, expect, it } from 'vitest';
import { dailyWindows, isMarketOpen, localTime, weekWindows, type TradingSchedule } from './sessions.js';

const forex: TradingSchedule = { timeZone: 'America/New_York', windows: weekWindows(0, 5, '17:00'), holidays: ['2026-12-25'] };
const metals: TradingSchedule = { timeZone: 'America/New_York', windows: weekWindows(0, 5, '17:00', 60), holidays: [] };
const nyse: TradingSchedule = { timeZone: 'America/New_York', windows: dailyWindows([1, 2, 3, 4, 5], '09:30', '16:00'), holidays: ['2026-11-26'] };
const crypto: TradingSchedule = { timeZone: 'UTC', windows: dailyWindows([0, 1, 2, 3, 4, 5, 6], '00:00', '24:00'), holidays: [] };

describe('trading sessions', () => {
  it('reads local time across daylight saving', () => {
    expect(localTime(new Date('2026-07-01T13:30:00Z'), 'America/New_York')).toMatchObject({ minute: 9 * 60 + 30, day: 3 });
    expect(localTime(new Date('2026-12-01T14:30:00Z'), 'America/New_York')).toMatchObject({ minute: 9 * 60 + 30, day: 2 });
  });

  it('opens forex 24/5 from Sunday 17:00 to Friday 17:00 New York', () => {
    expect(isMarketOpen(forex, new Date('2026-11-22T21:59:00Z'))).toBe(false); // Sun 16:59 EST
    expect(isMarketOpen(forex, new Date('2026-11-22T22:00:00Z'))).toBe(true); // Sun 17:00 EST
    expect(isMarketOpen(forex, new Date('2026-11-25T12:00:00Z'))).toBe(true); // Wed
    expect(isMarketOpen(forex, new Date('2026-11-27T21:59:00Z'))).toBe(true); // Fri 16:59
    expect(isMarketOpen(forex, new Date('2026-11-27T22:00:00Z'))).toBe(false); // Fri 17:00
    expect(isMarketOpen(forex, new Date('2026-11-28T12:00:00Z'))).toBe(false); // Saturday
  });

  it('pauses metals for an hour each day', () => {
    expect(isMarketOpen(metals, new Date('2026-11-24T22:30:00Z'))).toBe(false); // Tue 17:30 EST
    expect(isMarketOpen(metals, new Date('2026-11-24T23:00:00Z'))).toBe(true); // Tue 18:00 EST
    expect(isMarketOpen(metals, new Date('2026-11-22T22:30:00Z'))).toBe(false); // Sun 17:30, opens 18:00
  });

  it('keeps stock exchange hours and closes on holidays', () => {
    expect(isMarketOpen(nyse, new Date('2026-11-24T14:29:00Z'))).toBe(false); // 09:29
    expect(isMarketOpen(nyse, new Date('2026-11-24T14:30:00Z'))).toBe(true);
    expect(isMarketOpen(nyse, new Date('2026-11-24T21:00:00Z'))).toBe(false); // 16:00
    expect(isMarketOpen(nyse, new Date('2026-11-26T15:00:00Z'))).toBe(false); // Thanksgiving
  });

  it('never closes crypto', () => {
    for (let h = 0; h < 24 * 7; h += 5) expect(isMarketOpen(crypto, new Date(Date.UTC(2026, 10, 22, h, 59)))).toBe(true);
  });

  it('closes forex on a holiday in New York time', () => {
    expect(isMarketOpen(forex, new Date('2026-12-25T15:00:00Z'))).toBe(false);
  });
});
