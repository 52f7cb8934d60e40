/** The 21 languages of the product (§9). `tw` is a legacy alias of `hk`. */
export const LANGS = [
  'en', 'jp', 'kr', 'hk', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt',
  'it', 'ar', 'tr', 'id', 'my', 'hi', 'cs', 'fa', 'fi', 'et',
] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'hk';
/** Languages written right to left: the whole layout mirrors for them. */
export const RTL_LANGS: readonly Lang[] = ['ar', 'fa'];

/** BCP 47 tag used with Intl for each product language code. */
export const LANG_LOCALE: Record<Lang, string> = {
  en: 'en', jp: 'ja', kr: 'ko', hk: 'zh-Hant-HK', th: 'th', vn: 'vi', fr: 'fr', de: 'de', ru: 'ru',
  spa: 'es', pt: 'pt', it: 'it', ar: 'ar', tr: 'tr', id: 'id', my: 'ms', hi: 'hi', cs: 'cs',
  fa: 'fa', fi: 'fi', et: 'et',
};

/** Reads a `lang` header or parameter: unknown or missing values fall back to hk, tw maps to hk. */
export function normalizeLang(value: unknown): Lang {
  if (typeof value !== 'string') return DEFAULT_LANG;
  const v = value.trim().toLowerCase();
  if (v === 'tw') return 'hk';
  return (LANGS as readonly string[]).includes(v) ? (v as Lang) : DEFAULT_LANG;
}

export function isRtl(lang: Lang): boolean {
  return RTL_LANGS.includes(lang);
}
