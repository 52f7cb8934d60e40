import { balanceDisplay } from '@leverline/domain';

export const BALANCE_MASK = '****';

interface BalanceAmountProps {
  /** USD balance as exact decimal text (6 places, from the server). */
  usd: string;
  hidden: boolean;
  className?: string;
  testId?: string;
}

/** A USD balance to 2 places (never rounded up), or **** when masked. */
export function BalanceAmount({ usd, hidden, className, testId = 'balance' }: BalanceAmountProps) {
  let text = BALANCE_MASK;
  if (!hidden) {
    try {
      text = balanceDisplay(usd);
    } catch {
      text = '--';
    }
  }
  return (
    <span className={className} dir="ltr" data-testid={testId}>
      {text}
    </span>
  );
}
