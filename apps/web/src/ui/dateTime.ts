import { LANG_LOCALE, normalizeLang } from '@leverline/contract';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment (ISO 8601 from the server) as local date and time to the second, in the language's
 * order with Latin digits and a 24-hour clock, like the prices beside it. Empty text stays empty.
 */
export function formatDateTime(iso: string, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
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
