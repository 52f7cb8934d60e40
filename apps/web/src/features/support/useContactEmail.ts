import { useCallback } from 'react';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { useFetched, type Fetched } from '../../ui/useFetched';

/** Which of the site's contact addresses: the company's, or where complaints go. */
export type ContactKind = 'company' | 'complaint';

/** A contact e-mail from the site settings; empty text when none is set. */
export function useContactEmail(kind: ContactKind): Fetched<string> {
  const load = useCallback(
    async (signal: AbortSignal) => {
      const def = kind === 'company' ? routes.companyEmail : routes.complaintEmail;
      const { email } = await call(def, {}, { signal, silent: true });
      return email.trim();
    },
    [kind],
  );
  return useFetched(load);
}
