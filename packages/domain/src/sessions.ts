/**
 * Trading sessions: when an instrument's market is open. A schedule is a set of weekly windows in
 * the exchange's time zone plus holidays (local dates with no trading). Pure: the caller passes
 * the instant to test.
 */

/** 0 = Sunday … 6 = Saturday, as Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** One weekly window: from `open` to `close` (minutes after local midnight) on `day`. */
export interface SessionWindow {
  day: Weekday;
  /** Minutes after local midnight, 0–1439. */
  openMinute: number;
  /** Minutes after local midnight, 1–1440 (1440 = until midnight). */
  closeMinute: number;
}

export interface TradingSchedule {
  /** IANA time zone of the exchange, e.g. "America/New_York". */
  timeZone: string;
  windows: SessionWindow[];
  /** Local dates (YYYY-MM-DD) on which the market stays closed all day. */
  holidays: string[];
}

interface LocalTime {
  date: string;
  day: Weekday;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, Weekday> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The local date, weekday and minute of `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(at)) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: WEEKDAYS[parts.weekday ?? 'Sun'] ?? 0,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** True when the market of `schedule` is open at `at`. */
export function isMarketOpen(schedule: TradingSchedule, at: Date): boolean {
  const local = localTime(at, schedule.timeZone);
  if (schedule.holidays.includes(local.date)) return false;
  return schedule.windows.some((w) => w.day === local.day && local.minute >= w.openMinute && local.minute < w.closeMinute);
}

const hm = (text: string): number => {
  const [h, m] = text.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Windows open from `open` to `close` (HH:MM local) on each of `days`. */
export function dailyWindows(days: Weekday[], open: string, close: string): SessionWindow[] {
  return days.map((day) => ({ day, openMinute: hm(open), closeMinute: hm(close) }));
}

/**
 * Windows of a market that opens on `startDay` at `time` and runs without a break to `endDay` at
 * `time`, with an optional daily pause of `breakMinutes` starting at `time` (e.g. metals: Sunday
 * 18:00 to Friday 17:00 New York, pausing 17:00–18:00 each day).
 */
export function weekWindows(startDay: Weekday, endDay: Weekday, time: string, breakMinutes = 0): SessionWindow[] {
  const at = hm(time);
  const windows: SessionWindow[] = [];
  for (let day = startDay; day <= endDay; day++) {
    const d = day;
    if (day === startDay) windows.push({ day: d, openMinute: at + breakMinutes, closeMinute: 1440 });
    else if (day === endDay) windows.push({ day: d, openMinute: 0, closeMinute: at });
    else {
      windows.push({ day: d, openMinute: 0, closeMinute: at });
      windows.push({ day: d, openMinute: at + breakMinutes, closeMinute: 1440 });
    }
  }
  return windows.filter((w) => w.closeMinute > w.openMinute);
}
