/**
 * The history filter (docs/traders-app.md, History): a period and an instrument, turned into the
 * my_deal and history_export parameters. Periods are calendar days of the phone's own time zone:
 * "today" starts at local midnight, "7 days" is today and the six days before it, a custom range
 * runs from the start of its first day to the end of its last.
 */
export type HistoryPeriod = 'all' | 'today' | 'week' | 'month' | 'custom';

export const HISTORY_PERIODS: readonly HistoryPeriod[] = ['all', 'today', 'week', 'month', 'custom'];

export interface HistoryFilter {
  period: HistoryPeriod;
  /** The custom range's first and last day, "YYYY-MM-DD" (either may be empty). */
  from: string;
  to: string;
  /** One instrument's orders, or every instrument's (null). */
  instrumentId: number | null;
}

export const NO_HISTORY_FILTER: HistoryFilter = { period: 'all', from: '', to: '', instrumentId: null };

/** The call parameters of a filter: Unix seconds, start inclusive, end exclusive. */
export interface HistoryParams {
  forex_id?: number;
  start_time?: number;
  end_time?: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a "YYYY-MM-DD" day, shifted by `days`; null when the text is no date. */
function localMidnight(day: string, days = 0): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(date.getTime()) ? null : date;
}

function startOfToday(now: Date, daysBack: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A custom range whose last day comes before its first (nothing could match). */
export function isBackwards(filter: HistoryFilter): boolean {
  if (filter.period !== 'custom') return false;
  const from = localMidnight(filter.from);
  const to = localMidnight(filter.to);
  return from !== null && to !== null && to < from;
}

export function historyParams(filter: HistoryFilter, now: Date): HistoryParams {
  const params: HistoryParams = {};
  if (filter.instrumentId !== null) params.forex_id = filter.instrumentId;
  switch (filter.period) {
    case 'all':
      break;
    case 'today':
      params.start_time = seconds(startOfToday(now, 0));
      break;
    case 'week':
      params.start_time = seconds(startOfToday(now, 6));
      break;
    case 'month':
      params.start_time = seconds(startOfToday(now, 29));
      break;
    case 'custom': {
      const from = localMidnight(filter.from);
      const to = localMidnight(filter.to, 1);
      if (from) params.start_time = seconds(from);
      if (to) params.end_time = seconds(to);
      break;
    }
  }
  return params;
}
