import { useState, type FormEvent } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { PageNav } from '../../ui/PageNav';
import { NewPasswordFields } from './NewPasswordFields';
import { AccountInput } from './AccountInput';
import { CodeField } from './CodeField';
import { KindSwitch } from './KindSwitch';
import { sendCodeTo, useAccountEntry } from './useAccountEntry';
import { useSendCode } from './useSendCode';
import './identity.css';

/** Reset a forgotten password with a code sent by e-mail or SMS (§2, §5). */
export function ForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sendCode = useSendCode();

  const entry = useAccountEntry();
  const { kind, accountText, areaForCall } = entry;
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSend = () => {
    if (!accountText) return void Toast.show({ content: t('msg.account_required') });
    void sendCode.send(() => sendCodeTo(entry, 2));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accountText) return void Toast.show({ content: t('msg.account_required') });
    if (!newPassword || !confirmPassword) return void Toast.show({ content: t('msg.required') });
    if (newPassword !== confirmPassword) return void Toast.show({ content: t('msg.password_inconsistency') });
    setSubmitting(true);
    try {
      await call(
        routes.forgotPassword,
        {
          type: kind,
          account: accountText,
          area_id: areaForCall,
          new_password: newPassword,
          secondary_password: confirmPassword,
          auth_code: code.trim(),
        },
        { loading: true, toastSuccess: true },
      );
      void navigate('/login', { replace: true });
    } catch {
      // the API client has shown the server's message
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="page identity-page">
      <PageNav title={t('forgot.title')} fallback="/login" />
      <form className="identity-form" onSubmit={(event) => void submit(event)} noValidate>
        <h1 className="identity-heading">{t('forgot.heading')}</h1>
        <p className="identity-lead">{t('forgot.lead')}</p>
        <KindSwitch value={kind} onChange={entry.setKind} />
        <AccountInput {...entry.inputProps} autoComplete="email" />
        <CodeField value={code} onChange={setCode} sendCode={sendCode} onSend={onSend} />
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
          data-testid="forgot-submit"
        >
          {t('forgot.submit')}
        </Button>
      </form>
    </div>
  );
}
