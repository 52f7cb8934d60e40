/**
 * The countries of ISO 3166-1 (and Kosovo's XK, which the list carries as most registries do) and
 * their names in each product language, from i18n-iso-countries. A language it has no list for
 * (Traditional Chinese: its Chinese list is Simplified), or whose list lacks a country, shows the
 * English name.
 */
import { LANG_LOCALE, type Lang } from '@leverline/contract';
// Loaded in Node, the package registers the names of every language it has.
import countries from 'i18n-iso-countries';

/** The list's locale of each product language; null where the list has none. */
const LIST_LOCALE: Record<Lang, string | null> = {
  en: 'en', jp: 'ja', kr: 'ko', hk: null, th: 'th', vn: 'vi', fr: 'fr', de: 'de', ru: 'ru', spa: 'es',
  pt: 'pt', it: 'it', ar: 'ar', tr: 'tr', id: 'id', my: 'ms', hi: 'hi', cs: 'cs', fa: 'fa', fi: 'fi', et: 'et',
};

/** Every alpha-2 code of the list. */
const CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();
const KNOWN = new Set(CODES);

/** True for an alpha-2 code of the list (upper case). */
export function isCountryCode(code: string): boolean {
  return KNOWN.has(code);
}

/** A country's name in `lang`, else in English, else its code. */
export function countryName(code: string, lang: Lang): string {
  const locale = LIST_LOCALE[lang];
  return (locale && countries.getName(code, locale)) || countries.getName(code, 'en') || code;
}

const sorted = new Map<Lang, readonly { code: string; name: string }[]>();

/** Every country with its name in `lang`, in that language's alphabetical order. */
export function countryList(lang: Lang): readonly { code: string; name: string }[] {
  let list = sorted.get(lang);
  if (!list) {
    const collator = new Intl.Collator(LANG_LOCALE[lang]);
    list = CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
    sorted.set(lang, list);
  }
  return list;
}
