import { useEffect, useState } from 'react';
import { routes, type RiskWarning } from '@leverline/contract';
import { call } from '../../api/client';

/** The quarter's share of losing retail accounts, once per page load; undefined until known or when unavailable. */
let cached: Promise<RiskWarning | undefined> | undefined;

export function useLossShare(): RiskWarning | undefined {
  const [warning, setWarning] = useState<RiskWarning | undefined>();
  useEffect(() => {
    let alive = true;
    // The figure changes once a quarter: one request serves every page of the visit.
    cached ??= call(routes.riskWarning, {}, { silent: true, initial: true }).catch(() => undefined);
    void cached.then((w) => {
      if (alive) setWarning(w);
    });
    return () => {
      alive = false;
    };
  }, []);
  return warning;
}
