import { useCallback, useRef, useState } from 'react';
import { useIdempotencyKey } from './useIdempotencyKey';

export interface Submit {
  submitting: boolean;
  /**
   * Runs `send` with the form's Idempotency-Key header, at most once at a time (a double tap is one
   * submit). Resolves true on success, after which the next submit gets a new key; false when it
   * failed (the API client has shown why) and the key is kept for the retry.
   */
  run: (send: (headers: Record<string, string>) => Promise<unknown>) => Promise<boolean>;
}

/** The submit of a money form (deposit report, withdrawal request). */
export function useSubmit(): Submit {
  const key = useIdempotencyKey();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const { current, renew } = key;
  const run = useCallback(
    async (send: (headers: Record<string, string>) => Promise<unknown>) => {
      if (busy.current) return false;
      busy.current = true;
      setSubmitting(true);
      try {
        await send({ 'Idempotency-Key': current() });
        renew();
        return true;
      } catch {
        return false;
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [current, renew],
  );
  return { submitting, run };
}
