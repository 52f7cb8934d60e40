import { typedDecimal } from '../../ui/decimalInput';

interface AmountInputProps {
  value: string;
  onChange: (text: string) => void;
  /** Decimal places the box takes. */
  places: number;
  placeholder: string;
  testId: string;
}

/** A money amount box: digits and one point, at most `places` decimals, read left to right. */
export function AmountInput({ value, onChange, places, placeholder, testId }: AmountInputProps) {
  return (
    <input
      className="text-input amount-input"
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      value={value}
      placeholder={placeholder}
      onChange={(event) => {
        const next = typedDecimal(event.target.value, places);
        if (next !== null) onChange(next);
      }}
      data-testid={testId}
    />
  );
}
