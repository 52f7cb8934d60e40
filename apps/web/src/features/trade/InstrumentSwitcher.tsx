import { useCallback, useMemo, useState } from 'react';
import { SearchField } from '../../ui/SearchField';
import { Popup } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@leverline/contract';
import { logoUrl } from '../quotes/logo';
import { QuoteList } from '../quotes/QuoteList';
import { searchInstruments } from '../quotes/search';

interface InstrumentSwitcherProps {
  instruments: readonly Instrument[] | null;
  current: Instrument | undefined;
  onSelect: (code: string) => void;
  onRetry: () => void;
}

/** The instrument name in the trade header; opens a searchable list of every instrument. */
export function InstrumentSwitcher({ instruments, current, onSelect, onRetry }: InstrumentSwitcherProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => instruments && searchInstruments(instruments, query), [instruments, query]);
  const choose = useCallback(
    (code: string) => {
      onSelect(code);
      setOpen(false);
    },
    [onSelect],
  );

  return (
    <>
      <button
        type="button"
        className="switcher"
        onClick={() => setOpen(true)}
        aria-label={t('trade.switch')}
        data-testid="switch-instrument"
      >
        {current && (
          <img className="switcher-logo" src={logoUrl(current.Logo)} alt="" width={28} height={28} />
        )}
        <span className="switcher-names">
          <span className="switcher-code" dir="ltr">
            {current?.ShowCode ?? '—'}
          </span>
          {current && <span className="switcher-name">{current.Name}</span>}
        </span>
        <DownFill className="switcher-icon" aria-hidden="true" />
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        afterClose={() => setQuery('')}
        bodyClassName="switcher-popup"
        destroyOnClose
      >
        <div className="switcher-popup-head">
          <span className="switcher-popup-title">{t('trade.switch')}</span>
          <SearchField
            value={query}
            onChange={setQuery}
            placeholder={t('trade.search_placeholder')}
            testId="switch-search"
          />
        </div>
        <div className="switcher-popup-list">
          <QuoteList
            instruments={shown}
            failed={false}
            onRetry={onRetry}
            onOpen={choose}
            testPrefix="switch"
            withSparkline={false}
            currentCode={current?.Code}
          />
        </div>
      </Popup>
    </>
  );
}
