import { useState, type FormEvent } from 'react';
import { Button, Toast } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes, type TwoFactorChallenge } from '@leverline/contract';
import { call } from '../../api/client';
import { Field } from '../../ui/Field';
import { PageNav } from '../../ui/PageNav';
import { PasswordInput } from '../../ui/PasswordInput';
import { AccountInput } from './AccountInput';
import { DemoButton } from './DemoButton';
import { demoId } from './demoId';
import { KindSwitch } from './KindSwitch';
import { afterLoginPath } from './redirect';
import { SecondFactorStep } from './SecondFactorStep';
import { sessionStore } from './session';
import { useAccountEntry } from './useAccountEntry';
import './identity.css';

/**
 * Log in with e-mail or mobile and password, then the second factor when the account has one, or
 * one tap into a demo account (§2, §5). The device id (the one a demo account is bound to) lets
 * the server tell the trader of a login from a device they have not used before.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = afterLoginPath(params.get('from'));

  const entry = useAccountEntry();
  const { kind, accountText, areaForCall } = entry;
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  const done = () => void navigate(target, { replace: true });
  // A demo account is for trying the market: it opens on the quotes, not on an empty user centre,
  // unless the login was asked for on the way somewhere.
  const demoDone = () => void navigate(params.get('from') ? target : '/', { replace: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accountText) return void Toast.show({ content: t('msg.account_required') });
    if (!password) return void Toast.show({ content: t('msg.password_required') });
    setSubmitting(true);
    try {
      const answer = await call(
        routes.login,
        {
          account: accountText,
          password,
          login_type: kind,
          area_id: areaForCall,
          device_id: demoId(),
        },
        { loading: true, toastSuccess: true },
      );
      if ('two_factor' in answer) {
        setChallenge(answer.two_factor);
        return;
      }
      sessionStore.signIn(answer.token, answer.user);
      done();
    } catch {
      // the API client has shown the server's message
    } finally {
      setSubmitting(false);
    }
  };

  if (challenge) {
    return (
      <div className="page identity-page">
        <PageNav title={t('login.title')} />
        <SecondFactorStep
          challenge={challenge}
          onDone={(session) => {
            sessionStore.signIn(session.token, session.user);
            done();
          }}
          onBack={() => {
            setChallenge(null);
            setPassword('');
          }}
        />
      </div>
    );
  }

  return (
    <div className="page identity-page">
      <PageNav title={t('login.title')} />
      <form className="identity-form" onSubmit={(event) => void submit(event)} noValidate>
        <h1 className="identity-heading">{t('login.heading')}</h1>
        <KindSwitch value={kind} onChange={entry.setKind} />
        <AccountInput {...entry.inputProps} autoComplete="username" />
        <Field label={t('auth.password')}>
          <PasswordInput
            value={password}
            onChange={setPassword}
            placeholder={t('auth.password_placeholder')}
            autoComplete="current-password"
            testId="password-input"
          />
        </Field>
        <div className="identity-row-end">
          <Link to="/forgot" className="text-link" data-testid="link-forgot">
            {t('login.forgot')}
          </Link>
        </div>
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submitting}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
        <div className="identity-divider">
          <span>{t('common.or')}</span>
        </div>
        <DemoButton onLoggedIn={demoDone} fill="outline" />
        <p className="identity-switch">
          {t('login.no_account')}{' '}
          <Link to="/register" className="text-link" data-testid="link-register">
            {t('login.register')}
          </Link>
        </p>
      </form>
    </div>
  );
}
