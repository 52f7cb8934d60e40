/**
 * i18next set-up. One JSON file per language in ./locales, each its own chunk: only the chosen
 * language is downloaded. Languages without a file yet fall back to English (also lazy); a
 * language that has a file is complete (locales.test.ts checks every file against en.json), so
 * it needs no fallback download.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDefaultConfig } from 'antd-mobile';
import { LANGS, normalizeLang, type Lang } from '@leverline/contract';
import type en from './locales/en.json';
import { applyDocumentLang, storeLang, storedLang } from './languages';
import { loadAntdLocale } from './antdLocale';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

type LocaleModule = { default: Record<string, unknown> };
const LOCALE_FILES = import.meta.glob<LocaleModule>('./locales/*.json');
const FALLBACK_LANG: Lang = 'en';

function localeLoader(lang: string) {
  return LOCALE_FILES[`./locales/${lang}.json`];
}

export function hasLocaleFile(lang: string): boolean {
  return localeLoader(lang) !== undefined;
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const load = localeLoader(language);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** The language in use now (sent as the `lang` header). */
export function currentLang(): Lang {
  // The chosen language, not the one whose texts were found: a language whose app texts fall
  // back to English must still be sent as `lang`, so the server answers in it.
  return normalizeLang(i18n.language ?? storedLang());
}

/** Starts i18next in `lang`; resolves once its texts are loaded. */
export async function initI18n(lang: Lang = storedLang()): Promise<void> {
  applyDocumentLang(lang);
  const antdLocale = loadAntdLocale(lang);
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: [...LANGS],
      fallbackLng: (code: string) => (hasLocaleFile(code) ? [] : [FALLBACK_LANG]),
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  setDefaultConfig({ locale: await antdLocale });
}

/** Switches the language at once and remembers it on this device. */
export async function changeLang(lang: Lang): Promise<void> {
  storeLang(lang);
  const [locale] = await Promise.all([loadAntdLocale(lang), i18n.loadLanguages(lang)]);
  setDefaultConfig({ locale });
  applyDocumentLang(lang);
  await i18n.changeLanguage(lang);
}
