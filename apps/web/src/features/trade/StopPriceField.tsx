import { Switch } from 'antd-mobile';

interface StopPriceFieldProps {
  label: string;
  /** The price as typed; null while switched off. */
  value: string | null;
  onToggle: (on: boolean) => void;
  onType: (text: string) => void;
  testId: string;
}

/** An optional take-profit or stop-loss price: a switch, and the price box while it is on. */
export function StopPriceField({ label, value, onToggle, onType, testId }: StopPriceFieldProps) {
  return (
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
            onChange={(event) => onType(event.target.value)}
            aria-label={label}
            data-testid={`${testId}-input`}
          />
        )}
        <Switch
          checked={value !== null}
          onChange={onToggle}
          aria-label={label}
          data-testid={`${testId}-switch`}
        />
      </span>
    </div>
  );
}
