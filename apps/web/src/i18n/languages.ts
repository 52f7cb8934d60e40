/** The product languages (§9), how each names itself, and the stored choice. */
import { DEFAULT_LANG, LANG_LOCALE, isRtl, normalizeLang, type Lang } from '@leverline/contract';

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

/** The language chosen on this device, or the default (hk); legacy `tw` reads as hk. */
export function storedLang(): Lang {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value ? normalizeLang(value) : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
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
