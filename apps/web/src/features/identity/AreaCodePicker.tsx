import { useMemo, useState } from 'react';
import { CheckList, Popup, SearchBar } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import type { AreaCode } from '@leverline/contract';
import { useTranslation } from 'react-i18next';
import { useRegionNames } from './useRegionNames';

interface AreaCodePickerProps {
  areas: AreaCode[];
  value: number | undefined;
  onChange: (areaId: number) => void;
}

/** The calling-code button of a phone field, opening a searchable list of countries. */
export function AreaCodePicker({ areas, value, onChange }: AreaCodePickerProps) {
  const { t } = useTranslation();
  const { name, locale } = useRegionNames();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  const options = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return areas
      .map((area) => ({ area, label: name(area.code) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [areas, name, locale]);

  const needle = query.trim().toLowerCase().replace(/^\+/, '');
  const shown = needle
    ? options.filter(
        ({ area, label }) =>
          label.toLowerCase().includes(needle) ||
          area.global_code.startsWith(needle) ||
          area.code.toLowerCase() === needle,
      )
    : options;
  const selected = areas.find((area) => area.id === value);

  return (
    <>
      <button
        type="button"
        className="area-trigger"
        data-testid="area-code"
        aria-label={t('auth.area_code')}
        onClick={() => setOpen(true)}
      >
        <span dir="ltr">+{selected?.global_code ?? '—'}</span>
        <DownFill className="area-trigger-icon" />
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        afterClose={() => setQuery('')}
        bodyClassName="area-popup"
        destroyOnClose
      >
        <div className="area-popup-head">
          <span className="area-popup-title">{t('auth.area_code')}</span>
          <SearchBar
            value={query}
            onChange={setQuery}
            placeholder={t('auth.area_search')}
            aria-label={t('auth.area_search')}
          />
        </div>
        <div className="area-popup-list">
          {shown.length === 0 ? (
            <p className="area-popup-empty">{t('common.no_data')}</p>
          ) : (
            <CheckList
              value={value === undefined ? [] : [String(value)]}
              onChange={(ids) => {
                const id = Number(ids[0]);
                if (Number.isInteger(id)) onChange(id);
                setOpen(false);
              }}
            >
              {shown.map(({ area, label }) => (
                <CheckList.Item key={area.id} value={String(area.id)} data-testid={`area-${area.code}`}>
                  <span className="area-option">
                    <span>{label}</span>
                    <span className="area-option-code" dir="ltr">
                      +{area.global_code}
                    </span>
                  </span>
                </CheckList.Item>
              ))}
            </CheckList>
          )}
        </div>
      </Popup>
    </>
  );
}
