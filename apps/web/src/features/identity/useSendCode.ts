import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds before another code may be requested (§4, §9). */
export const SEND_CODE_COOLDOWN_S = 60;

export interface SendCode {
  /** Seconds left before the button re-enables; 0 when a code may be sent. */
  remaining: number;
  sending: boolean;
  /** Runs `send`; on success starts the countdown. A failure (already toasted) leaves it idle. */
  send: (send: () => Promise<unknown>) => Promise<void>;
}

/**
 * The send-code button's state. The countdown is kept as an end time rather than a counter, so a
 * phone that throttles timers in the background still shows the right number when it comes back.
 */
export function useSendCode(): SendCode {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (endsAt === 0) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) {
        clearInterval(timer);
        setEndsAt(0);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const remaining = endsAt === 0 ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));

  const send = useCallback(async (run: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      await run();
      const t = Date.now();
      setNow(t);
      setEndsAt(t + SEND_CODE_COOLDOWN_S * 1000);
    } catch {
      // the API client has shown the server's message
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, []);

  return { remaining, sending, send };
}
