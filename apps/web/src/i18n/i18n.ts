/**
 * i18next set-up. One JSON file per language of §9 in ./locales, each its own chunk: only the
 * chosen language is downloaded. Every file is complete (locales.test.ts checks each against
 * en.json), so no language needs a fallback download. See docs/languages.md.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDefaultConfig } from 'antd-mobile';
import { LANG_LOCALE, LANGS, normalizeLang, type Lang } from '@leverline/contract';
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

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const load = LOCALE_FILES[`./locales/${language}.json`];
    if (!load) {
      callback(new Error(`no texts for ${language}`), false);
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
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  resolvePluralsByLocale();
  setDefaultConfig({ locale: await antdLocale });
}

/**
 * Plural forms by the language's real locale. i18next asks Intl.PluralRules for the language
 * code it is given, and several of ours are not BCP 47 (jp, kr, hk, vn, spa; my would read as
 * Burmese), so Japanese would get English's one/other. Each code is looked up as its locale.
 */
function resolvePluralsByLocale(): void {
  const resolver = i18n.services.pluralResolver as {
    getRule: (code: string, options?: { ordinal?: boolean }) => Intl.PluralRules | undefined;
  };
  const rule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) =>
    rule((LANGS as readonly string[]).includes(code) ? LANG_LOCALE[code as Lang] : code, options);
}

/** Switches the language at once and remembers it on this device. */
export async function changeLang(lang: Lang): Promise<void> {
  storeLang(lang);
  const [locale] = await Promise.all([loadAntdLocale(lang), i18n.loadLanguages(lang)]);
  setDefaultConfig({ locale });
  applyDocumentLang(lang);
  await i18n.changeLanguage(lang);
}
