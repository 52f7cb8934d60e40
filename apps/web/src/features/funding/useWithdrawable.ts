import { balanceDisplay, withdrawable } from '@leverline/domain';
import { wireMoney } from '../../ui/wire';
import { useAccountSummary } from '../orders/useAccountSummary';

/**
 * The figures are exact decimal text ("1000.00"), as the amount box takes them ("withdraw all") and
 * as they are compared; shown to the reader through useNumbers().decimal ("1,000.00", "1.000,00").
 */
export interface Withdrawable {
  /** What may be withdrawn now, USD to 2 places rounded down; null until known. */
  available: string | null;
  /** USD held by withdrawals under review, to 2 places rounded down; null until known. */
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
    available: balanceDisplay(
      withdrawable(
        wireMoney(summary.balance),
        wireMoney(summary.net_value),
        wireMoney(summary.current_margin),
      ),
    ),
    locked: balanceDisplay(wireMoney(summary.lock_balance)),
    refresh,
  };
}
