import { useMemo, useState } from 'react';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@leverline/contract';
import { SearchField } from '../../ui/SearchField';
import { QuoteList } from '../quotes/QuoteList';
import { searchInstruments } from '../quotes/search';
import { useInstrumentName } from '../quotes/useInstrumentName';

interface SwitcherPopupProps {
  open: boolean;
  onClose: () => void;
  instruments: readonly Instrument[] | null;
  currentCode: string | undefined;
  onChoose: (code: string) => void;
  onRetry: () => void;
}

/**
 * The searchable list of every instrument that the trade header's switcher opens. Its own chunk,
 * with the popup and gesture code it needs: the trade screen's first paint does not wait for it.
 */
export function SwitcherPopup({ open, onClose, instruments, currentCode, onChoose, onRetry }: SwitcherPopupProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const nameOf = useInstrumentName();
  const shown = useMemo(() => instruments && searchInstruments(instruments, query, nameOf), [instruments, query, nameOf]);
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={() => setQuery('')}
      bodyClassName="switcher-popup"
      destroyOnClose
    >
      <div className="switcher-popup-head">
        <span className="switcher-popup-title">{t('trade.switch')}</span>
        <SearchField value={query} onChange={setQuery} placeholder={t('trade.search_placeholder')} testId="switch-search" />
      </div>
      <div className="switcher-popup-list">
        <QuoteList
          instruments={shown}
          failed={false}
          onRetry={onRetry}
          onOpen={onChoose}
          testPrefix="switch"
          withSparkline={false}
          currentCode={currentCode}
        />
      </div>
    </Popup>
  );
}
