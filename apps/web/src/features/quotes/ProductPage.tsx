import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../ui/PageNav';
import { CompanySearch } from '../company/CompanySearch';
import { InstrumentSearch } from './InstrumentSearch';
import './quotes.css';

type SearchMode = 'instrument' | 'company';

const MODES: readonly { mode: SearchMode; labelKey: 'company.mode_instrument' | 'company.mode_company' }[] = [
  { mode: 'instrument', labelKey: 'company.mode_instrument' },
  { mode: 'company', labelKey: 'company.mode_company' },
];

/**
 * Product search (§2 /product): instruments (the home page's search icon) or partner companies
 * (?mode=company). The mode lives in the query, so it can be linked to and survives a reload.
 */
export function ProductPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mode: SearchMode = params.get('mode') === 'company' ? 'company' : 'instrument';
  const choose = (next: SearchMode) => {
    if (next !== mode) setParams(next === 'company' ? { mode: 'company' } : {}, { replace: true });
  };

  return (
    <div className="page product-page">
      <PageNav title={t('product.title')} />
      <div className="product-mode" role="tablist" aria-label={t('company.mode')}>
        {MODES.map(({ mode: item, labelKey }) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={mode === item}
            className={mode === item ? 'product-mode-item is-active' : 'product-mode-item'}
            onClick={() => choose(item)}
            data-testid={`product-mode-${item}`}
          >
            {t(labelKey)}
          </button>
        ))}
      </div>
      {mode === 'company' ? <CompanySearch /> : <InstrumentSearch />}
    </div>
  );
}
