import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { selectInstrument } from './selection';

/** Tapping an instrument selects it and opens the trade screen (§2); stable for memoised rows. */
export function useOpenInstrument(): (code: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (code: string) => {
      selectInstrument(code);
      void navigate('/trade');
    },
    [navigate],
  );
}
