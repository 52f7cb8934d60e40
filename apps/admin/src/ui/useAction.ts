/**
 * Runs one request at a time for a screen's buttons: `busy` disables them while it is in flight,
 * and a second click before React re-renders is ignored, so a decision is never sent twice.
 */
import { useCallback, useRef, useState } from 'react';

export function useAction(): [busy: boolean, run: (work: () => Promise<void>) => void] {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback((work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    work()
      // Failures were shown by the API client; the work handles what it must.
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, []);
  return [busy, run];
}
