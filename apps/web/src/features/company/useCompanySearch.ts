import { useEffect, useState } from 'react';
import { routes, type Company } from '@leverline/contract';
import { call, isCancelled } from '../../api/client';

/** Typing pauses this long before a search is sent. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 300;

export interface CompanySearch {
  /** The companies found for `name` (the last answer); null before the first answer. */
  companies: Company[] | null;
  /** The name the shown companies answer. */
  name: string;
  /** A search for the current text is waiting or on its way. */
  searching: boolean;
  failed: boolean;
  retry: () => void;
}

interface Answer {
  name: string;
  companies: Company[] | null;
  failed: boolean;
  /** Which attempt this answers (a retry of the same name is a new attempt). */
  attempt: number;
}

/**
 * Companies whose name contains the query (getCompany, at most 20). An empty query lists them at
 * once; typing waits for a pause of 300 ms, and an answer to an older query is dropped.
 */
export function useCompanySearch(query: string): CompanySearch {
  const name = query.trim();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>({ name: '', companies: null, failed: false, attempt: -1 });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        call(routes.getCompany, { name }, { signal: controller.signal, silent: true }).then(
          (companies) => setAnswer({ name, companies, failed: false, attempt }),
          (error: unknown) => {
            if (isCancelled(error)) return;
            setAnswer((now) => ({ name, companies: now.companies, failed: true, attempt }));
          },
        );
      },
      name ? COMPANY_SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, attempt]);

  const current = answer.name === name && answer.attempt === attempt;
  return {
    companies: answer.companies,
    name: answer.name,
    searching: !current,
    failed: current && answer.failed,
    retry: () => setAttempt((n) => n + 1),
  };
}
