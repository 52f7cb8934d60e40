import { useMemo } from 'react';
import { LANG_LOCALE, normalizeLang } from '@leverline/contract';
import { useTranslation } from 'react-i18next';

/** Country names in the current language (Intl.DisplayNames), by ISO 3166 code. */
export function useRegionNames(): { name: (code: string) => string; locale: string } {
  const { i18n } = useTranslation();
  const locale = LANG_LOCALE[normalizeLang(i18n.language)];
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    return {
      locale,
      name: (code: string) => {
        try {
          return names?.of(code.toUpperCase()) ?? code;
        } catch {
          return code;
        }
      },
    };
  }, [locale]);
}
