import { Typography } from 'antd';
import { groupDecimal, isNegative, isPositive } from './format';

interface MoneyProps {
  /** Decimal text exactly as the server sent it. */
  value: string;
  /** Colour gains green and losses red. */
  signed?: boolean;
  suffix?: string;
}

/** A money or price figure: the server's decimal text, grouped, never rounded through a float. */
export function Money({ value, signed = false, suffix }: MoneyProps) {
  const type = signed
    ? isNegative(value)
      ? 'danger'
      : isPositive(value)
        ? 'success'
        : undefined
    : undefined;
  if (!value) return <span>—</span>;
  return (
    <Typography.Text type={type} className="money">
      {groupDecimal(value)}
      {suffix ? ` ${suffix}` : ''}
    </Typography.Text>
  );
}
