import { useMemo, useState } from 'react';
import { CheckList, Popup, SearchBar } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import type { CountryOption } from '@leverline/contract';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import './compliance.css';

interface CountryPickerProps {
  countries: readonly CountryOption[];
  value: string | undefined;
  onChange: (code: string) => void;
}

/** Lower case without accents, so "Cote" finds "Côte d'Ivoire" and "turkiye" finds "Türkiye". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The country of residence: a field opening a searchable list of every country, named in the app's language. */
export function CountryPicker({ countries, value, onChange }: CountryPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const options = useMemo(() => countries.map((c) => ({ country: c, key: folded(c.name) })), [countries]);
  const needle = folded(query.trim());
  const shown = needle
    ? options.filter(({ country, key }) => key.includes(needle) || country.code.toLowerCase() === needle)
    : options;
  const selected = countries.find((c) => c.code === value);

  return (
    <>
      <Field label={t('register.residence')}>
        <button
          type="button"
          className="country-trigger"
          data-testid="residence-picker"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <span className={selected ? undefined : 'country-placeholder'}>
            {selected?.name ?? t('register.residence_choose')}
          </span>
          <DownFill className="country-trigger-icon" />
        </button>
      </Field>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        afterClose={() => setQuery('')}
        bodyClassName="country-popup"
        destroyOnClose
      >
        <div className="country-popup-head">
          <span className="country-popup-title">{t('register.residence')}</span>
          <SearchBar
            value={query}
            onChange={setQuery}
            placeholder={t('register.residence_search')}
            aria-label={t('register.residence_search')}
          />
        </div>
        <div className="country-popup-list">
          {shown.length === 0 ? (
            <p className="country-popup-empty">{t('common.no_data')}</p>
          ) : (
            <CheckList
              value={value === undefined ? [] : [value]}
              onChange={(codes) => {
                const code = codes[0];
                if (typeof code === 'string') onChange(code);
                setOpen(false);
              }}
            >
              {shown.map(({ country }) => (
                <CheckList.Item key={country.code} value={country.code} data-testid={`residence-${country.code}`}>
                  {country.name}
                </CheckList.Item>
              ))}
            </CheckList>
          )}
        </div>
      </Popup>
    </>
  );
}
