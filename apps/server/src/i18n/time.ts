import { LANG_LOCALE, type Lang } from '@leverline/contract';

/** A moment as a trader reads it in their language, in UTC (the server does not know their zone). */
export function timeText(lang: Lang, at: Date): string {
  const text = new Intl.DateTimeFormat(LANG_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at);
  return `${text} UTC`;
}
