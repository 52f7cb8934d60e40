import { useEffect, useState } from 'react';
import { routes, type CallData } from '@leverline/contract';
import { call } from '../../api/client';

export type Countries = CallData<typeof routes.countries>;

/**
 * The countries of residence in the app's language, which of them the service is not provided to,
 * and whether this connection comes from one: undefined while loading, null when it could not be
 * read (the server still checks every registration and deposit).
 */
export function useCountries(lang: string): Countries | null | undefined {
  const [countries, setCountries] = useState<Countries | null | undefined>();
  useEffect(() => {
    let alive = true;
    call(routes.countries, {}, { silent: true }).then(
      (c) => alive && setCountries(c),
      () => alive && setCountries(null),
    );
    return () => {
      alive = false;
    };
  }, [lang]);
  return countries;
}
