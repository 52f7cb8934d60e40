import { balanceDisplay, withdrawable } from '@leverline/domain';
import { useAccountSummary } from '../orders/useAccountSummary';

export interface Withdrawable {
  /** What may be withdrawn now, USD to 2 places rounded down; null until known. */
  available: string | null;
  /** USD held by withdrawals under review, to 2 places; null until known. */
  locked: string | null;
  refresh: () => Promise<void>;
}

/**
 * What the user may withdraw, by the same rule the server applies (the smaller of balance and net
 * value, less margin held), kept live with the account summary as prices move.
 */
export function useWithdrawable(): Withdrawable {
  const { summary, refresh } = useAccountSummary(true);
  if (!summary) return { available: null, locked: null, refresh };
  return {
    available: balanceDisplay(withdrawable(summary.balance, summary.net_value, summary.current_margin)),
    locked: balanceDisplay(summary.lock_balance),
    refresh,
  };
}
