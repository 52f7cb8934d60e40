import type { InputHTMLAttributes } from 'react';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'>;

interface TextInputProps extends NativeProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A plain text input styled for the form fields. Native rather than antd-mobile's Input so every
 * attribute (data-testid, autocomplete, inputmode…) lands on the <input> itself.
 */
export function TextInput({ value, onChange, ...native }: TextInputProps) {
  return (
    <input
      {...native}
      className="text-input"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      spellCheck={false}
    />
  );
}
