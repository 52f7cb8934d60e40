import { useCallback, useEffect, useState } from 'react';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';

export interface Captcha {
  id: string;
  /** data: URL of the picture. */
  image: string;
}

/** A single-use picture code; `refresh` fetches a new one (after each failed attempt too). */
export function useCaptcha(enabled: boolean): { captcha: Captcha | null; refresh: () => void } {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    call(routes.captcha, {}, { signal: controller.signal }).then(
      (data) => setCaptcha({ id: data.id, image: data.b64s }),
      () => undefined,
    );
    return () => controller.abort();
  }, [enabled, version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { captcha, refresh };
}
