import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../ui/SearchField';
import { useDayMarket } from './useDayMarket';
import { useInstruments } from './instruments';
import { QuoteList } from './QuoteList';
import { searchInstruments } from './search';
import { useInstrumentName } from './useInstrumentName';
import { useOpenInstrument } from './useOpenInstrument';

/**
 * Product search, instrument mode (§2): type a code or a name (in the reader's language or the server's), tap a result to trade it. The list
 * is trade_list filtered here, so results follow each key press without a request.
 */
export function InstrumentSearch() {
  const { t } = useTranslation();
  const { list, failed, retry } = useInstruments();
  const [query, setQuery] = useState('');
  const open = useOpenInstrument();
  const nameOf = useInstrumentName();
  useDayMarket();
  const results = useMemo(() => list && searchInstruments(list, query, nameOf), [list, query, nameOf]);

  return (
    <>
      <div className="product-search">
        <SearchField
          value={query}
          onChange={setQuery}
          placeholder={t('product.placeholder')}
          testId="product-search"
          capitalize
        />
      </div>
      <section className="product-results">
        {results && results.length === 0 && query.trim() ? (
          <p className="quote-list-message" data-testid="no-results">
            {t('product.no_results', { query: query.trim() })}
          </p>
        ) : (
          <QuoteList
            instruments={results}
            failed={failed}
            onRetry={retry}
            onOpen={open}
            testPrefix="result"
            withSparkline={false}
          />
        )}
      </section>
    </>
  );
}
