import { useCallback, useEffect, useRef, useState } from 'react';
import { routes, type AccountSummary } from '@leverline/contract';
import { call } from '../../api/client';
import { useLiveResync } from '../../api/useLive';
import { withTradePush } from './accountLive';
import { useForexClosed } from './useForexClosed';
import { useForexTrade } from './useForexTrade';

export interface AccountSummaryState {
  /** Null for a visitor and until the first answer. */
  summary: AccountSummary | null;
  /** Fetches forexDetail again (after an order, a close, a pull to refresh). */
  refresh: () => Promise<void>;
}

/**
 * The account summary (forexDetail) of the logged-in user, kept live: FOREX_TRADE moves it, and an
 * order completing (FOREX_CLOSED: realised profit, released margin) or a reconnect fetches it again.
 */
export function useAccountSummary(loggedIn: boolean): AccountSummaryState {
  const [summary, setSummary] = useState<AccountSummary | null>(null);
  /** Counts requests, so only the newest answer is kept. */
  const asked = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++asked.current;
    // Silent: the figures show "--" until an answer comes; the screen works without them.
    const next = await call(routes.forexDetail, {}, { silent: true }).catch(() => null);
    if (next && mine === asked.current) setSummary(next);
  }, []);

  useEffect(() => {
    if (!loggedIn) return;
    void refresh();
    return () => {
      // Answers to a logged-out session's request are dropped.
      asked.current += 1;
    };
  }, [loggedIn, refresh]);

  useForexTrade((push) => setSummary((current) => current && withTradePush(current, push)));
  useForexClosed(() => {
    if (loggedIn) void refresh();
  });
  useLiveResync(() => {
    if (loggedIn) void refresh();
  });

  return { summary: loggedIn ? summary : null, refresh };
}
