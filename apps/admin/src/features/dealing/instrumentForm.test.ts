import { describe, expect, it } from 'vitest';
import { testInstrument } from '../../test/fixtures';
import { mayManageDealing } from './access';
import {
  changesOf,
  clockToMinutes,
  isCalendarDate,
  isTimeZone,
  minutesToClock,
  valuesOf,
} from './instrumentForm';

describe('session times', () => {
  it('converts HH:MM to minutes after local midnight and back, 24:00 being 1440', () => {
    expect(clockToMinutes('09:30')).toBe(570);
    expect(clockToMinutes('16:00')).toBe(960);
    expect(clockToMinutes('0:00')).toBe(0);
    expect(clockToMinutes('24:00')).toBe(1440);
    expect(clockToMinutes('24:30')).toBeNull();
    expect(clockToMinutes('12:60')).toBeNull();
    expect(clockToMinutes('9h30')).toBeNull();
    expect(minutesToClock(570)).toBe('09:30');
    expect(minutesToClock(1440)).toBe('24:00');
  });

  it('knows time zones and calendar dates', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isCalendarDate('2026-12-25')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
  });
});

describe('changesOf', () => {
  it('finds nothing in an untouched form (decimals compared by value)', () => {
    const instrument = testInstrument();
    expect(changesOf(instrument, valuesOf(instrument))).toEqual({});
    expect(changesOf(instrument, { ...valuesOf(instrument), max_lots: '50.00', lot_step: '0.010' })).toEqual(
      {},
    );
  });

  it('sends numbers as integers, leverage unique and ascending, and the schedule whole', () => {
    const instrument = testInstrument();
    const values = valuesOf(instrument);
    expect(
      changesOf(instrument, {
        ...values,
        spread_units: '15',
        leverage_options: ['400', '50', '100', '200', '50'],
        windows: [{ day: 1, open: '09:30', close: '16:00' }, ...values.windows.slice(1)],
      }),
    ).toEqual({
      spread_units: 15,
      leverage_options: [50, 100, 200, 400],
      schedule: {
        time_zone: 'America/New_York',
        windows: [
          { day: 1, open_minute: 570, close_minute: 960 },
          { day: 2, open_minute: 0, close_minute: 1440 },
        ],
        holidays: ['2026-12-25'],
      },
    });
  });
});

describe('mayManageDealing', () => {
  it('lets only roles with dealing.manage edit', () => {
    expect(mayManageDealing('owner')).toBe(true);
    expect(mayManageDealing('dealing')).toBe(true);
    for (const role of ['finance', 'compliance', 'support', 'content'] as const)
      expect(mayManageDealing(role)).toBe(false);
    expect(mayManageDealing(null)).toBe(false);
  });
});
