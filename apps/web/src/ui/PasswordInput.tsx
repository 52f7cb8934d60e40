import { useState } from 'react';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { TextInput } from './TextInput';

interface PasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  testId?: string;
}

/** A password input with a show/hide toggle. */
export function PasswordInput({ value, onChange, placeholder, autoComplete, testId }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <span className="password-input">
      <TextInput
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={64}
        data-testid={testId}
      />
      <button
        type="button"
        className="icon-button"
        aria-label={visible ? t('common.hide_password') : t('common.show_password')}
        aria-pressed={visible}
        onClick={(event) => {
          // The toggle sits inside the field's <label>: keep the click from refocusing the input.
          event.preventDefault();
          setVisible((v) => !v);
        }}
      >
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </span>
  );
}
