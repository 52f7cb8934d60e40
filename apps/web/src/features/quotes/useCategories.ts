import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, normalizeLang, type CallData } from '@leverline/contract';
import { call } from '../../api/client';

export type Category = CallData<typeof routes.getCategories>[number];

/** Names come in the request's language, so the cache is per language. */
const cache = new Map<string, Category[]>();

/** Instrument categories (getCategories) in the current language; [] until they arrive. */
export function useCategories(): Category[] {
  const { i18n } = useTranslation();
  // Re-rendered by useTranslation when the language changes, then fetched in the new one.
  const lang = normalizeLang(i18n.language);
  const [loaded, setLoaded] = useState<{ lang: string; list: Category[] } | null>(null);
  useEffect(() => {
    if (cache.has(lang)) return;
    let live = true;
    call(routes.getCategories, {}, { silent: true }).then(
      (list) => {
        cache.set(lang, list);
        if (live) setLoaded({ lang, list });
      },
      // Without categories the list simply shows no chips.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return cache.get(lang) ?? (loaded?.lang === lang ? loaded.list : []);
}

/** Tests: forget the cached names. */
export function forgetCategories(): void {
  cache.clear();
}
