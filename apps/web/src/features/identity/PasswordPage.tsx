import { useState, type FormEvent } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { Field } from '../../ui/Field';
import { PageNav } from '../../ui/PageNav';
import { PasswordInput } from '../../ui/PasswordInput';
import { NewPasswordFields } from './NewPasswordFields';
import { useGoBack } from '../../ui/useGoBack';
import { RealAccountOnly } from './RealAccountOnly';
import './identity.css';

/** Change the password of a real account: current, new and confirm (§2). */
export function PasswordPage() {
  const { t } = useTranslation();
  const goBack = useGoBack('/user');
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!oldPassword || !newPassword || !confirmPassword)
      return void Toast.show({ content: t('msg.required') });
    if (newPassword !== confirmPassword) return void Toast.show({ content: t('msg.password_inconsistency') });
    setSubmitting(true);
    try {
      await call(
        routes.amendPassword,
        { old_password: oldPassword, new_password: newPassword, re_password: confirmPassword },
        { loading: true, toastSuccess: true },
      );
      goBack();
    } catch {
      // the API client has shown the server's message
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="page identity-page">
      <PageNav title={t('password.title')} fallback="/user" />
      {/* Demo accounts have no password of their own (§6); the server refuses too. */}
      <RealAccountOnly>
        <form className="identity-form" onSubmit={(event) => void submit(event)} noValidate>
          <Field label={t('password.current')}>
            <PasswordInput
              value={oldPassword}
              onChange={setOldPassword}
              placeholder={t('password.current_placeholder')}
              autoComplete="current-password"
              testId="old-password-input"
            />
          </Field>
          <NewPasswordFields
            password={newPassword}
            confirm={confirmPassword}
            onPassword={setNewPassword}
            onConfirm={setConfirmPassword}
          />
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={submitting}
            data-testid="password-submit"
          >
            {t('password.submit')}
          </Button>
        </form>
      </RealAccountOnly>
    </div>
  );
}
