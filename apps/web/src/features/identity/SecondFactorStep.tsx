import { useState, type FormEvent } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, type CallData, type LoginFactor, type TwoFactorChallenge } from '@leverline/contract';
import { ApiError, call } from '../../api/client';
import { Field } from '../../ui/Field';
import { TextInput } from '../../ui/TextInput';
import { signWithPasskey } from '../security/passkeys';
import '../security/security.css';

type Session = CallData<typeof routes.loginSecondFactor>;

interface SecondFactorStepProps {
  challenge: TwoFactorChallenge;
  onDone: (session: Session) => void;
  /** Back to the password (the ticket expired, or another account). */
  onBack: () => void;
}

/**
 * The second step of a login to an account with two-factor authentication: a code from the
 * authenticator app, a passkey, or one of the recovery codes.
 */
export function SecondFactorStep({ challenge, onDone, onBack }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const { methods, ticket } = challenge;
  const typedFirst: LoginFactor | null = methods.includes('totp') ? 'totp' : methods.includes('recovery') && !methods.includes('passkey') ? 'recovery' : null;
  const [typed, setTyped] = useState<LoginFactor | null>(typedFirst);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const finish = async (body: { method: LoginFactor; code?: string }) => {
    setBusy(true);
    try {
      const session = await call(routes.loginSecondFactor, { ticket, ...body }, { loading: true, toastSuccess: true });
      onDone(session);
    } catch (error) {
      // An expired ticket: the password again.
      if (error instanceof ApiError && error.code === 1090) onBack();
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed) return;
    if (!code.trim()) return void Toast.show({ content: t('msg.code_required') });
    void finish({ method: typed, code: code.trim() });
  };

  const passkey = async () => {
    setBusy(true);
    try {
      const options = await call(routes.loginPasskeyOptions, { ticket });
      const response = await signWithPasskey(options);
      if (!response) return;
      const session = await call(routes.loginSecondFactor, { ticket, method: 'passkey', response }, { loading: true, toastSuccess: true });
      onDone(session);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.code === 1090) onBack();
      } else {
        Toast.show({ content: t('msg.passkey_invalid') });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="identity-form" onSubmit={submit} noValidate data-testid="second-factor">
      <h1 className="identity-heading">{t('login2fa.heading')}</h1>
      <p className="step-up-note">{t('login2fa.note')}</p>
      {typed && (
        <>
          <Field label={typed === 'totp' ? t('stepup.totp_label') : t('stepup.recovery_label')}>
            <TextInput
              value={code}
              onChange={setCode}
              inputMode={typed === 'totp' ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              maxLength={32}
              placeholder={typed === 'totp' ? t('code.placeholder') : 'XXXXX-XXXXX'}
              data-testid="second-factor-code"
            />
          </Field>
          <Button block type="submit" color="primary" size="large" loading={busy} data-testid="second-factor-submit">
            {t('login.submit')}
          </Button>
        </>
      )}
      <div className="second-factor-methods">
        {methods.includes('passkey') && (
          <Button block fill={typed ? 'outline' : 'solid'} color="primary" size="large" loading={busy} onClick={() => void passkey()} data-testid="second-factor-passkey">
            {t('stepup.use_passkey')}
          </Button>
        )}
        {methods.includes('totp') && typed !== 'totp' && (
          <button type="button" className="security-link" onClick={() => setTyped('totp')}>
            {t('stepup.use_totp')}
          </button>
        )}
        {methods.includes('recovery') && typed !== 'recovery' && (
          <button type="button" className="security-link" onClick={() => setTyped('recovery')} data-testid="second-factor-use-recovery">
            {t('stepup.use_recovery')}
          </button>
        )}
        <button type="button" className="security-link" onClick={onBack} data-testid="second-factor-back">
          {t('login2fa.back')}
        </button>
      </div>
    </form>
  );
}
