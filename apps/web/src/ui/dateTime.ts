import { LANG_LOCALE, normalizeLang } from '@leverline/contract';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatMoment(date: Date, lang: string): string {
  const locale = LANG_LOCALE[normalizeLang(lang)];
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    formats.set(locale, format);
  }
  return format.format(date);
}

/**
 * A moment (ISO 8601 from the server) as local date and time to the second, in the language's
 * order with Latin digits and a 24-hour clock, like the prices beside it. Empty text stays empty.
 */
export function formatDateTime(iso: string, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatMoment(date, lang);
}

/**
 * A moment in Unix seconds (an order's CreateTime, CompleteTime) as formatDateTime shows it, in
 * the trader's own time zone; 0 (none yet) is empty.
 */
export function formatUnixTime(unixSeconds: number, lang: string): string {
  return unixSeconds > 0 ? formatMoment(new Date(unixSeconds * 1000), lang) : '';
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment (ISO 8601) as a local date in the language's own words and order ("21 Nov 2026",
 * "2026年11月21日"), with Latin digits. Empty text stays empty; text that is not a date is shown as it is.
 */
export function formatDate(iso: string, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = LANG_LOCALE[normalizeLang(lang)];
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', numberingSystem: 'latn' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
