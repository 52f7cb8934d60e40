import { useState, type FormEvent } from 'react';
import { Button, Popup, Toast } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { CopyButton } from '../../ui/CopyButton';
import { Field } from '../../ui/Field';
import { TextInput } from '../../ui/TextInput';

interface TotpSetupPopupProps {
  /** The new secret and its otpauth:// link; null keeps the popup closed. */
  setup: { secret: string; uri: string } | null;
  /** Turned on: the recovery codes to show (empty when the account had codes already). */
  onEnabled: (recoveryCodes: string[]) => void;
  onClose: () => void;
}

/** Scan (or type) the secret into an authenticator app, then prove it with the first code. */
export function TotpSetupPopup({ setup, onEnabled, onClose }: TotpSetupPopupProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const enable = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return void Toast.show({ content: t('msg.code_required') });
    setBusy(true);
    try {
      const answer = await call(routes.totpEnable, { code: code.trim() }, { loading: true, toastSuccess: true });
      setCode('');
      onEnabled(answer.recovery_codes);
    } catch {
      // the API client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={setup !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="step-up-sheet" showCloseButton destroyOnClose>
      {setup && (
        <form className="step-up-form" onSubmit={(event) => void enable(event)} noValidate data-testid="totp-setup">
          <h2 className="step-up-title">{t('security.totp_setup_title')}</h2>
          <p className="step-up-note">{t('security.totp_setup_scan')}</p>
          <div className="totp-qr">
            <QRCodeSVG value={setup.uri} size={168} level="M" title={t('security.totp_qr')} />
          </div>
          <div className="totp-secret">
            <span>{t('security.totp_setup_key')}</span>
            <code dir="ltr" data-testid="totp-secret">
              {setup.secret}
            </code>
            <CopyButton text={setup.secret} label={t('security.totp_setup_key')} />
          </div>
          <Field label={t('stepup.totp_label')}>
            <TextInput
              value={code}
              onChange={setCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              placeholder={t('code.placeholder')}
              data-testid="totp-code"
            />
          </Field>
          <Button block type="submit" color="primary" size="large" loading={busy} data-testid="totp-enable">
            {t('security.totp_enable')}
          </Button>
        </form>
      )}
    </Popup>
  );
}
