import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { PasswordInput } from '../../ui/PasswordInput';

interface Props {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  /** Label of the first field: "Password" when registering, "New password" otherwise. */
  labelKey?: 'auth.password' | 'auth.new_password';
  passwordTestId?: string;
}

/** A new password and its repetition, with the password rule between them. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  labelKey = 'auth.new_password',
  passwordTestId = 'new-password-input',
}: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t(labelKey)}>
        <PasswordInput
          value={password}
          onChange={onPassword}
          placeholder={t('auth.new_password_placeholder')}
          autoComplete="new-password"
          testId={passwordTestId}
        />
      </Field>
      <p className="field-hint">{t('auth.password_hint')}</p>
      <Field label={t('auth.re_password')}>
        <PasswordInput
          value={confirm}
          onChange={onConfirm}
          placeholder={t('auth.re_password_placeholder')}
          autoComplete="new-password"
          testId="re-password-input"
        />
      </Field>
    </>
  );
}
