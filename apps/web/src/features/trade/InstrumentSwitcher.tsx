import { lazy, Suspense, useCallback, useState } from 'react';
import { DownFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@leverline/contract';
import { logoUrl } from '../quotes/logo';
import { useInstrumentName } from '../quotes/useInstrumentName';

// Loaded on the first tap (or touch) of the switcher, then kept so it can animate open and shut.
const loadPopup = () => import('./SwitcherPopup');
const SwitcherPopup = lazy(() => loadPopup().then((m) => ({ default: m.SwitcherPopup })));

interface InstrumentSwitcherProps {
  instruments: readonly Instrument[] | null;
  current: Instrument | undefined;
  onSelect: (code: string) => void;
  onRetry: () => void;
}

/** The instrument name in the trade header; opens a searchable list of every instrument. */
export function InstrumentSwitcher({ instruments, current, onSelect, onRetry }: InstrumentSwitcherProps) {
  const { t } = useTranslation();
  const nameOf = useInstrumentName();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
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
        onPointerDown={() => void loadPopup()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        // Named by what it shows (what a voice user says); what a tap does is its description.
        title={t('trade.switch')}
        data-testid="switch-instrument"
      >
        {current && (
          <img className="switcher-logo" src={logoUrl(current.Logo)} alt="" width={28} height={28} />
        )}
        <span className="switcher-names">
          <span className="switcher-code" dir="ltr">
            {current?.ShowCode ?? '—'}
          </span>
          {current && <span className="switcher-name">{nameOf(current)}</span>}
        </span>
        <DownFill className="switcher-icon" aria-hidden="true" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <SwitcherPopup
            open={open}
            onClose={() => setOpen(false)}
            instruments={instruments}
            currentCode={current?.Code}
            onChoose={choose}
            onRetry={onRetry}
          />
        </Suspense>
      )}
    </>
  );
}
