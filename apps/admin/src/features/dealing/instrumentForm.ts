/**
 * The instrument editor's form values and what a save sends. The form keeps text (decimals stay
 * the server's exact text, session times are HH:MM); `changesOf` compares it with the instrument
 * as the server sent it and returns only what changed, numbers as integers and the schedule whole.
 */
import type { CallInput, ScheduleInput, StaffInstrument, staffSaveInstrument } from '@leverline/contract';

export type InstrumentChanges = Omit<CallInput<typeof staffSaveInstrument>, 'id'>;

export interface WindowValues {
  /** 0 Sunday … 6 Saturday. */
  day: number;
  /** HH:MM local time. */
  open: string;
  /** HH:MM local time; 24:00 is the end of the day. */
  close: string;
}

export interface InstrumentValues {
  show_code: string;
  name: string;
  category_id: number;
  lot_step: string;
  min_lots: string;
  max_lots: string;
  margin_mode: 1 | 2;
  /** Tags input: text of whole numbers. */
  leverage_options: string[];
  fee_rate: string;
  spread_units: string;
  sort: string;
  time_zone: string;
  windows: WindowValues[];
  holidays: string[];
}

/** Time zones offered in the editor (any other IANA zone may be typed). */
export const COMMON_TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Toronto',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Zurich',
  'Europe/Moscow',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;

const CLOCK = /^(\d{1,2}):(\d{2})$/;

/** "09:30" → 570; "24:00" → 1440; anything else (25:00, 9h30, 24:30) → null. */
export function clockToMinutes(text: string): number | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** 570 → "09:30"; 1440 → "24:00". */
export function minutesToClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Whether the browser knows the IANA time zone. */
export function isTimeZone(zone: string): boolean {
  if (!zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone.trim() });
    return true;
  } catch {
    return false;
  }
}

/** Whether a text is a real date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

/** A leverage option as typed: a whole number from 1 to 1000, or null. */
export function leverageOf(text: string): number | null {
  const v = text.trim();
  if (!/^\d{1,4}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= 1000 ? n : null;
}

/** Leverage options as the server keeps them: whole numbers, unique, ascending. */
function leverageList(texts: readonly string[]): number[] {
  const numbers = texts.map(leverageOf).filter((n): n is number => n !== null);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** A decimal text without insignificant zeros ("0.0100" → "0.01", "5.0" → "5"), for comparison. */
function canonicalDecimal(text: string): string {
  const v = text.trim();
  if (!/^\d+(\.\d+)?$/.test(v)) return v;
  const [whole = '', fraction = ''] = v.split('.');
  const w = whole.replace(/^0+(?=\d)/, '');
  const f = fraction.replace(/0+$/, '');
  return f ? `${w}.${f}` : w;
}

const sameDecimal = (a: string, b: string) => canonicalDecimal(a) === canonicalDecimal(b);

/** The form's values for an instrument. */
export function valuesOf(instrument: StaffInstrument): InstrumentValues {
  return {
    show_code: instrument.show_code,
    name: instrument.name,
    category_id: instrument.category_id,
    lot_step: instrument.lot_step,
    min_lots: instrument.min_lots,
    max_lots: instrument.max_lots,
    margin_mode: instrument.margin_mode === 1 ? 1 : 2,
    leverage_options: instrument.leverage_options.map(String),
    fee_rate: instrument.fee_rate,
    spread_units: String(instrument.spread_units),
    sort: String(instrument.sort),
    time_zone: instrument.schedule.time_zone,
    windows: instrument.schedule.windows.map((w) => ({
      day: w.day,
      open: minutesToClock(w.open_minute),
      close: minutesToClock(w.close_minute),
    })),
    holidays: [...instrument.schedule.holidays],
  };
}

/** The schedule the form describes (times as minutes after local midnight). */
export function scheduleOf(
  values: Pick<InstrumentValues, 'time_zone' | 'windows' | 'holidays'>,
): ScheduleInput {
  return {
    time_zone: values.time_zone.trim(),
    windows: values.windows.map((w) => ({
      day: w.day,
      open_minute: clockToMinutes(w.open) ?? 0,
      close_minute: clockToMinutes(w.close) ?? 0,
    })),
    holidays: [...new Set(values.holidays.map((h) => h.trim()))].sort(),
  };
}

const sameSchedule = (a: ScheduleInput, b: ScheduleInput) =>
  a.time_zone === b.time_zone &&
  JSON.stringify(a.windows.map((w) => [w.day, w.open_minute, w.close_minute])) ===
    JSON.stringify(b.windows.map((w) => [w.day, w.open_minute, w.close_minute])) &&
  JSON.stringify([...new Set(a.holidays)].sort()) === JSON.stringify([...new Set(b.holidays)].sort());

/** What the form changes on the instrument: only the fields that differ; the schedule whole. */
export function changesOf(instrument: StaffInstrument, values: InstrumentValues): InstrumentChanges {
  const changes: InstrumentChanges = {};
  const showCode = values.show_code.trim();
  if (showCode !== instrument.show_code) changes.show_code = showCode;
  const name = values.name.trim();
  if (name !== instrument.name) changes.name = name;
  if (values.category_id !== instrument.category_id) changes.category_id = values.category_id;
  for (const key of ['lot_step', 'min_lots', 'max_lots', 'fee_rate'] as const) {
    const value = values[key].trim();
    if (!sameDecimal(value, instrument[key])) changes[key] = value;
  }
  if (values.margin_mode !== instrument.margin_mode) changes.margin_mode = values.margin_mode;
  const leverage = leverageList(values.leverage_options);
  const before = [...new Set(instrument.leverage_options)].sort((a, b) => a - b);
  if (JSON.stringify(leverage) !== JSON.stringify(before)) changes.leverage_options = leverage;
  const spread = Number(values.spread_units.trim());
  if (spread !== instrument.spread_units) changes.spread_units = spread;
  const sort = Number(values.sort.trim());
  if (sort !== instrument.sort) changes.sort = sort;
  const schedule = scheduleOf(values);
  if (!sameSchedule(schedule, instrument.schedule)) changes.schedule = schedule;
  return changes;
}
