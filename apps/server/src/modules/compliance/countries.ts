/**
 * The countries of ISO 3166-1 and their names in each product language, from i18n-iso-countries.
 * A language whose list lacks a country's name shows the English one.
 */
import { LANG_LOCALE, type Lang } from '@leverline/contract';
import countries, { type LocaleData } from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import cs from 'i18n-iso-countries/langs/cs.json' with { type: 'json' };
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import et from 'i18n-iso-countries/langs/et.json' with { type: 'json' };
import fa from 'i18n-iso-countries/langs/fa.json' with { type: 'json' };
import fi from 'i18n-iso-countries/langs/fi.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import hi from 'i18n-iso-countries/langs/hi.json' with { type: 'json' };
import id from 'i18n-iso-countries/langs/id.json' with { type: 'json' };
import it from 'i18n-iso-countries/langs/it.json' with { type: 'json' };
import ja from 'i18n-iso-countries/langs/ja.json' with { type: 'json' };
import ko from 'i18n-iso-countries/langs/ko.json' with { type: 'json' };
import ms from 'i18n-iso-countries/langs/ms.json' with { type: 'json' };
import pt from 'i18n-iso-countries/langs/pt.json' with { type: 'json' };
import ru from 'i18n-iso-countries/langs/ru.json' with { type: 'json' };
import th from 'i18n-iso-countries/langs/th.json' with { type: 'json' };
import tr from 'i18n-iso-countries/langs/tr.json' with { type: 'json' };
import vi from 'i18n-iso-countries/langs/vi.json' with { type: 'json' };
import zhHant from 'i18n-iso-countries/langs/zh-Hant.json' with { type: 'json' };

for (const data of [ar, cs, de, en, es, et, fa, fi, fr, hi, id, it, ja, ko, ms, pt, ru, th, tr, vi, zhHant]) {
  countries.registerLocale(data as LocaleData);
}

/** The list's locale of each product language. */
const LIST_LOCALE: Record<Lang, string> = {
  en: 'en', jp: 'ja', kr: 'ko', hk: 'zh-Hant', th: 'th', vn: 'vi', fr: 'fr', de: 'de', ru: 'ru', spa: 'es',
  pt: 'pt', it: 'it', ar: 'ar', tr: 'tr', id: 'id', my: 'ms', hi: 'hi', cs: 'cs', fa: 'fa', fi: 'fi', et: 'et',
};

/** Every ISO 3166-1 alpha-2 code. */
const CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();
const KNOWN = new Set(CODES);

/** True for an ISO 3166-1 alpha-2 code (upper case). */
export function isCountryCode(code: string): boolean {
  return KNOWN.has(code);
}

/** A country's name in `lang`, else in English, else its code. */
export function countryName(code: string, lang: Lang): string {
  return countries.getName(code, LIST_LOCALE[lang]) ?? countries.getName(code, 'en') ?? code;
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
