import { useNumbers } from '../../ui/useNumbers';
import { usd2 } from '../../ui/usd';

export const BALANCE_MASK = '****';

interface BalanceAmountProps {
  /** USD balance as the server writes it (a number at 6 places at most). */
  usd: number;
  hidden: boolean;
  className?: string;
  testId?: string;
}

/**
 * A USD balance to 2 places (never rounded up) in the reader's number style ("12,345.67",
 * "12.345,67"), "--" if unreadable, or **** when masked.
 */
export function BalanceAmount({ usd, hidden, className, testId = 'balance' }: BalanceAmountProps) {
  const numbers = useNumbers();
  const text = hidden ? BALANCE_MASK : numbers.decimal(usd2(usd));
  return (
    <span className={className} dir="ltr" data-testid={testId}>
      {text}
    </span>
  );
}
