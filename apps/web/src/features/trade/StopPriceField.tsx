import { Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { LevelCheck } from './useOrderTicket';

interface StopPriceFieldProps {
  label: string;
  /** The price as typed; null while switched off. */
  value: string | null;
  onToggle: (on: boolean) => void;
  onType: (text: string) => void;
  testId: string;
  /** Whether the level is on its side of the price, said under the box before anything is sent. */
  check?: LevelCheck | null;
  /** The box's placeholder (a trailing stop's "Distance"). */
  placeholder?: string;
}

/**
 * An optional take-profit, stop-loss or trailing distance: a switch, the box while it is on, and
 * under it whether the level is valid for the side ("Valid: below 1.08500" / "Must be above …").
 */
export function StopPriceField({ label, value, onToggle, onType, testId, check, placeholder }: StopPriceFieldProps) {
  const { t } = useTranslation();
  const hint = check
    ? check.isValid
      ? t(check.below ? 'order.level_ok_below' : 'order.level_ok_above', { price: check.price })
      : t(check.below ? 'order.level_need_below' : 'order.level_need_above', { price: check.price })
    : null;
  return (
    <div className="order-field">
      <div className="order-row">
        <span className="order-label">{label}</span>
        <span className="order-control">
          {value !== null && (
            <input
              className="order-input"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              value={value}
              placeholder={placeholder}
              onChange={(event) => onType(event.target.value)}
              aria-label={label}
              aria-invalid={check ? !check.isValid : undefined}
              data-testid={`${testId}-input`}
            />
          )}
          <Switch checked={value !== null} onChange={onToggle} aria-label={label} data-testid={`${testId}-switch`} />
        </span>
      </div>
      {hint && (
        <p className={check?.isValid ? 'order-level is-valid' : 'order-level is-invalid'} data-testid={`${testId}-check`}>
          {hint}
        </p>
      )}
    </div>
  );
}
