import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Popup, Skeleton, Toast } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { Field } from '../../ui/Field';
import { PageNav } from '../../ui/PageNav';
import { NewPasswordFields } from './NewPasswordFields';
import { AccountInput } from './AccountInput';
import { CaptchaField } from './CaptchaField';
import { CodeField } from './CodeField';
import { KindSwitch } from './KindSwitch';
import { demoId } from './demoId';
import { sessionStore } from './session';
import { sendCodeTo, useAccountEntry } from './useAccountEntry';
import { useBasicInfo } from './useBasicInfo';
import { useCaptcha } from './useCaptcha';
import { useSendCode } from './useSendCode';
import { RiskWarning } from '../compliance/RiskWarning';
import { TermsText } from '../compliance/TermsText';
import { useTerms } from '../compliance/useTerms';
import { CountryPicker } from '../compliance/CountryPicker';
import { useCountries } from '../compliance/useCountries';
import { Notice } from '../../ui/Notice';
import { DemoButton } from './DemoButton';
import './identity.css';
import { TextInput } from '../../ui/TextInput';

/** verify_reg_type that asks for a picture code instead of an e-mail or SMS code. */
const VERIFY_BY_CAPTCHA = 2;

/**
 * Register by e-mail or mobile (§2, §5). Verification is a picture code when the site's
 * verify_reg_type is 2, otherwise a code sent by e-mail or SMS. The country of residence is asked
 * from the list of countries: one the service is not provided to is refused at once (the server
 * refuses it too), and a visitor connecting from such a country is told so and offered the demo.
 * On success the server logs the new user in.
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const terms = useTerms(i18n.language);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const countries = useCountries(i18n.language);
  const [residence, setResidence] = useState<string | undefined>();
  const chosen = countries?.countries.find((c) => c.code === residence);
  const addressCountry = countries?.address_restricted
    ? (countries.countries.find((c) => c.code === countries.address_country)?.name ?? countries.address_country)
    : null;
  const { info, failed } = useBasicInfo();
  const verifyReady = info !== null || failed;
  const byCaptcha = info?.verify_reg_type === VERIFY_BY_CAPTCHA;
  const { captcha, refresh: refreshCaptcha } = useCaptcha(byCaptcha);
  const sendCode = useSendCode();

  const entry = useAccountEntry();
  const { kind, accountText, areaForCall } = entry;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [rePassword, setRePassword] = useState('');
  const [inviteCode, setInviteCode] = useState(() => params.get('invite_code')?.trim() ?? '');
  const [submitting, setSubmitting] = useState(false);

  const onSend = () => {
    if (!accountText) return void Toast.show({ content: t('msg.account_required') });
    void sendCode.send(() => sendCodeTo(entry, 1));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accountText) return void Toast.show({ content: t('msg.account_required') });
    if (!code.trim()) return void Toast.show({ content: t('msg.code_required') });
    if (!password) return void Toast.show({ content: t('msg.password_required') });
    if (!rePassword) return void Toast.show({ content: t('msg.required') });
    if (password !== rePassword) return void Toast.show({ content: t('msg.password_inconsistency') });
    // With the list unread the server asks the residence before the first deposit instead.
    if (countries && !chosen) return void Toast.show({ content: t('msg.residence_invalid') });
    if (chosen?.restricted) return void Toast.show({ content: t('msg.residence_restricted', { country: chosen.name }) });
    if (terms && !termsAccepted) return void Toast.show({ content: t('compliance.terms_required') });
    if (byCaptcha && !captcha) return void refreshCaptcha();
    setSubmitting(true);
    try {
      const session = await call(
        routes.register,
        {
          type: kind,
          account: accountText,
          area_id: areaForCall,
          password,
          re_password: rePassword,
          invite_code: inviteCode.trim() || undefined,
          sms_code: code.trim(),
          key: byCaptcha ? captcha?.id : undefined,
          // The device registered on is known to the account: its next login is no news.
          device_id: demoId(),
          // The version read and accepted: a newer one published meanwhile is refused, to read first.
          terms_version: terms && termsAccepted ? terms.version : undefined,
          residence: chosen?.code,
        },
        { loading: true, toastSuccess: true },
      );
      sessionStore.signIn(session.token, session.user);
      void navigate('/user', { replace: true });
    } catch {
      // The server's message is shown; a picture code is single-use, so fetch a new one.
      if (byCaptcha) {
        setCode('');
        refreshCaptcha();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="page identity-page">
      <PageNav title={t('register.title')} />
      {addressCountry && (
        <div className="identity-form">
          <Notice
            testId="address-restricted"
            action={<DemoButton fill="outline" onLoggedIn={() => void navigate('/', { replace: true })} />}
          >
            {t('msg.address_restricted', { country: addressCountry })}
          </Notice>
        </div>
      )}
      <form className="identity-form" onSubmit={(event) => void submit(event)} noValidate>
        <h1 className="identity-heading">{t('register.heading')}</h1>
        <KindSwitch value={kind} onChange={entry.setKind} />
        <AccountInput {...entry.inputProps} autoComplete="email" />
        {!verifyReady ? (
          <Skeleton animated className="field-skeleton" />
        ) : byCaptcha ? (
          <CaptchaField value={code} onChange={setCode} captcha={captcha} onRefresh={refreshCaptcha} />
        ) : (
          <CodeField value={code} onChange={setCode} sendCode={sendCode} onSend={onSend} />
        )}
        <NewPasswordFields
          password={password}
          confirm={rePassword}
          onPassword={setPassword}
          onConfirm={setRePassword}
          labelKey="auth.password"
          passwordTestId="password-input"
        />
        {countries === undefined ? (
          <Skeleton animated className="field-skeleton" />
        ) : countries ? (
          <CountryPicker countries={countries.countries} value={residence} onChange={setResidence} />
        ) : null}
        {chosen?.restricted && (
          <p className="country-refused" role="alert" data-testid="residence-refused">
            {t('msg.residence_restricted', { country: chosen.name })}
          </p>
        )}
        <Field label={t('register.invite_code')}>
          <TextInput
            value={inviteCode}
            onChange={setInviteCode}
            placeholder={t('register.invite_placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={32}
            data-testid="invite-input"
          />
        </Field>
        {terms && (
          <div className="terms-consent">
            <Checkbox checked={termsAccepted} onChange={setTermsAccepted} data-testid="terms-consent">
              {t('compliance.terms_agree', { title: terms.title, version: terms.version })}
            </Checkbox>
            <button
              type="button"
              className="text-link"
              onClick={() => setTermsOpen(true)}
              data-testid="terms-read"
            >
              {t('compliance.terms_read')}
            </button>
          </div>
        )}
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submitting}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
        <p className="identity-switch">
          {t('register.have_account')}{' '}
          <Link to="/login" className="text-link" data-testid="link-login">
            {t('register.login')}
          </Link>
        </p>
      </form>
      <RiskWarning />
      <Popup
        visible={termsOpen}
        onMaskClick={() => setTermsOpen(false)}
        onClose={() => setTermsOpen(false)}
        bodyClassName="terms-popup"
        showCloseButton
      >
        {terms && (
          <div className="terms-gate">
            <div className="terms-scroll">
              <TermsText terms={terms} />
            </div>
          </div>
        )}
      </Popup>
    </div>
  );
}
