import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { StepUpPurpose } from '@leverline/contract';
import { StepUpSheet } from './StepUpSheet';

export interface StepUp {
  /**
   * Asks the trader for a fresh second factor for `purpose`; resolves to the single-use step-up
   * token the protected call carries, or null when they cancelled.
   */
  ask: (purpose: StepUpPurpose) => Promise<string | null>;
  /** The sheet that asks; render it once in the page. */
  sheet: ReactNode;
}

/** Step-up before money out or a change of factors (docs/accounts.md). */
export function useStepUp(): StepUp {
  const [purpose, setPurpose] = useState<StepUpPurpose | null>(null);
  const resolver = useRef<((token: string | null) => void) | null>(null);

  const finish = useCallback((token: string | null) => {
    resolver.current?.(token);
    resolver.current = null;
    setPurpose(null);
  }, []);

  const ask = useCallback((next: StepUpPurpose) => {
    resolver.current?.(null);
    setPurpose(next);
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const sheet = <StepUpSheet purpose={purpose} onDone={finish} />;
  return { ask, sheet };
}
