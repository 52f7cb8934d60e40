import { useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Company } from '@leverline/contract';
import { RetryMessage } from '../../ui/RetryMessage';
import { SearchField } from '../../ui/SearchField';
import { CompanyLogo } from './CompanyLogo';
import { CompanyPopup } from './CompanyPopup';
import { leaveFor } from './leaveFor';
import { useCompanySearch } from './useCompanySearch';
import './company.css';

/**
 * Product search, company mode (§2): partner companies by part of their name; tapping one opens
 * its card, from which the visitor enters the company's own site.
 */
export function CompanySearch() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const search = useCompanySearch(query);
  const [opened, setOpened] = useState<Company | null>(null);
  const [visible, setVisible] = useState(false);

  const open = (company: Company) => {
    setOpened(company);
    setVisible(true);
  };

  let results;
  if (search.failed) results = <RetryMessage onRetry={search.retry} testId="company-failed" />;
  else if (search.companies === null) {
    results = (
      <div className="paged-end">
        <DotLoading />
      </div>
    );
  } else if (search.companies.length === 0) {
    results = (
      <p className="paged-end" data-testid="company-none">
        {search.name ? t('company.no_results', { query: search.name }) : t('common.no_data')}
      </p>
    );
  } else {
    results = (
      <ul className="company-list" data-testid="company-list" aria-busy={search.searching}>
        {search.companies.map((company) => (
          <li key={company.id}>
            <button
              type="button"
              className="company-row"
              onClick={() => open(company)}
              data-testid={`company-row-${company.id}`}
            >
              <CompanyLogo logo={company.logo} name={company.name} size="row" />
              <span className="company-row-name">{company.name}</span>
              <RightOutline className="company-row-arrow flip-rtl" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="product-search">
        <SearchField
          value={query}
          onChange={setQuery}
          placeholder={t('company.placeholder')}
          testId="company-search"
        />
      </div>
      <section className="product-results company-results">{results}</section>
      <CompanyPopup
        company={opened}
        visible={visible}
        onClose={() => setVisible(false)}
        afterClose={() => setOpened(null)}
        onLeave={leaveFor}
      />
    </>
  );
}
