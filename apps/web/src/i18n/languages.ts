/** The product languages (§9), how each names itself, and the stored choice. */
import { DEFAULT_LANG, LANGS, LANG_LOCALE, isRtl, normalizeLang, type Lang } from '@leverline/contract';

/** Each language written in itself, as the language list shows it. */
export const LANG_NATIVE_NAME: Record<Lang, string> = {
  en: 'English',
  jp: '日本語',
  kr: '한국어',
  hk: '繁體中文',
  th: 'ไทย',
  vn: 'Tiếng Việt',
  fr: 'Français',
  de: 'Deutsch',
  ru: 'Русский',
  spa: 'Español',
  pt: 'Português',
  it: 'Italiano',
  ar: 'العربية',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
  my: 'Bahasa Melayu',
  hi: 'हिन्दी',
  cs: 'Čeština',
  fa: 'فارسی',
  fi: 'Suomi',
  et: 'Eesti',
};

const STORAGE_KEY = 'lang';

/**
 * The product language a browser language tag names, or null when it is none of the 21. Only the
 * primary subtag counts ("de-AT" is German, "pt-BR" Portuguese, every Chinese is hk: the one Chinese
 * of §9). index.html's loader reads the browser's language the same way (vite.config.ts).
 */
export function langOfLocale(tag: string): Lang | null {
  const primary = primarySubtag(tag);
  if (primary === '') return null;
  return LANGS.find((lang) => primarySubtag(LANG_LOCALE[lang]) === primary) ?? null;
}

function primarySubtag(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** The first of the browser's preferred languages that is one of the 21, or null. */
export function browserLang(preferred: readonly string[] = browserLocales()): Lang | null {
  for (const tag of preferred) {
    const lang = langOfLocale(tag);
    if (lang) return lang;
  }
  return null;
}

function browserLocales(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * The language chosen on this device; before any choice, the browser's language when it is one of
 * the 21, else the default (hk, §9). Legacy `tw` reads as hk. The browser's language is not stored:
 * until the trader chooses, the app follows the browser.
 */
export function storedLang(): Lang {
  let value: string | null = null;
  try {
    value = localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage unavailable (private mode): as on a first visit
  }
  if (value) return normalizeLang(value);
  return browserLang() ?? DEFAULT_LANG;
}

export function storeLang(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // storage unavailable (private mode): the choice lasts for this visit only
  }
}

/** Sets `<html lang dir>`: the BCP 47 tag of the language, and rtl for Arabic and Persian. */
export function applyDocumentLang(lang: Lang, doc: Document = document): void {
  doc.documentElement.lang = LANG_LOCALE[lang];
  doc.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
}
