import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { SendCodeButton } from './SendCodeButton';
import type { SendCode } from './useSendCode';
import { TextInput } from '../../ui/TextInput';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  sendCode: SendCode;
  onSend: () => void;
}

/** The e-mail or SMS verification code with its send button. */
export function CodeField({ value, onChange, sendCode, onSend }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('code.label')}
      end={<SendCodeButton remaining={sendCode.remaining} sending={sendCode.sending} onSend={onSend} />}
    >
      <TextInput
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={onChange}
        placeholder={t('code.placeholder')}
        maxLength={16}
        data-testid="code-input"
      />
    </Field>
  );
}
