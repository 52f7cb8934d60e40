import { useCallback, useEffect, useRef, useState } from 'react';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';

export interface WalletBalance {
  /** USD, a number at 6 places at most (shown through ui/usd). */
  balance: number;
  /** USD held back (frozen), e.g. by a withdrawal under review. */
  lock_balance: number;
}

/** The balance and frozen balance (getBalance), fetched on mount and by refresh(). */
export function useWalletBalance(): { wallet: WalletBalance | null; refresh: () => Promise<void> } {
  const [wallet, setWallet] = useState<WalletBalance | null>(null);
  const asked = useRef(0);
  const refresh = useCallback(async () => {
    const mine = ++asked.current;
    const next = await call(routes.getBalance, {}, { silent: true }).catch(() => null);
    if (next && mine === asked.current) setWallet(next);
  }, []);
  useEffect(() => {
    void refresh();
    return () => {
      asked.current += 1;
    };
  }, [refresh]);
  return { wallet, refresh };
}
