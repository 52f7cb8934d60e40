import { describe, expect, it } from 'vitest';
import { historyParams, isBackwards, NO_HISTORY_FILTER } from './historyFilter';

// 27 November 2026, 15:30 on the phone's clock.
const now = new Date(2026, 10, 27, 15, 30);
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime() / 1000;

describe('history filter', () => {
  it('asks for everything when nothing is chosen', () => {
    expect(historyParams(NO_HISTORY_FILTER, now)).toEqual({});
  });

  it('starts today at local midnight, 7 days six days before it and 30 days 29 days before it', () => {
    expect(historyParams({ ...NO_HISTORY_FILTER, period: 'today' }, now)).toEqual({ start_time: local(2026, 11, 27) });
    expect(historyParams({ ...NO_HISTORY_FILTER, period: 'week' }, now)).toEqual({ start_time: local(2026, 11, 21) });
    expect(historyParams({ ...NO_HISTORY_FILTER, period: 'month' }, now)).toEqual({ start_time: local(2026, 10, 29) });
  });

  it('takes a custom range from the start of its first day to the end of its last, across a month end', () => {
    const filter = { ...NO_HISTORY_FILTER, period: 'custom' as const, from: '2026-10-30', to: '2026-11-02', instrumentId: 7 };
    expect(historyParams(filter, now)).toEqual({ forex_id: 7, start_time: local(2026, 10, 30), end_time: local(2026, 11, 3) });
    expect(isBackwards(filter)).toBe(false);
  });

  it('leaves an empty or unreadable end of a custom range open, and knows a range that runs backwards', () => {
    expect(historyParams({ ...NO_HISTORY_FILTER, period: 'custom', from: '2026-11-01', to: '' }, now)).toEqual({ start_time: local(2026, 11, 1) });
    expect(historyParams({ ...NO_HISTORY_FILTER, period: 'custom', from: 'soon', to: '' }, now)).toEqual({});
    expect(isBackwards({ ...NO_HISTORY_FILTER, period: 'custom', from: '2026-11-05', to: '2026-11-01' })).toBe(true);
  });
});
