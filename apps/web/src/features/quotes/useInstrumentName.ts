import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@leverline/contract';

/**
 * An instrument's name in the reader's language ("Gold / US Dollar" is "黃金 / 美元" in hk), from
 * the app's own texts by instrument code; an instrument they do not name (one staff added later)
 * keeps the name the server gives. Currency pairs are named by their codes in every language.
 */
export function useInstrumentName(): (instrument: Pick<Instrument, 'Code' | 'Name'>) => string {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback(
    (instrument) => {
      const names = t('instrument_names', { returnObjects: true }) as unknown as Record<string, string | undefined>;
      return names[instrument.Code] ?? instrument.Name;
    },
    // A new language means new names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang],
  );
}
