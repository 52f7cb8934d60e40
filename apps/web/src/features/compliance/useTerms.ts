import { useEffect, useState } from 'react';
import { routes, type Terms } from '@leverline/contract';
import { call } from '../../api/client';

/**
 * The terms and risk disclosure in force, in the app's language: undefined while loading, null
 * when none is published (nothing to accept).
 */
export function useTerms(lang: string, enabled = true): Terms | null | undefined {
  const [terms, setTerms] = useState<Terms | null | undefined>();
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    call(routes.currentTerms, {}, { silent: true }).then(
      (t) => alive && setTerms(t),
      () => alive && setTerms(null),
    );
    return () => {
      alive = false;
    };
  }, [lang, enabled]);
  return terms;
}
