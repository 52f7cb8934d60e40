import { useState } from 'react';
import { Button, Dialog, DotLoading, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, type Passkey } from '@leverline/contract';
import { ApiError, call } from '../../api/client';
import { formatDate } from '../../ui/dateTime';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageNav } from '../../ui/PageNav';
import { RealAccountOnly } from '../identity/RealAccountOnly';
import { createPasskey, passkeysSupported } from './passkeys';
import { RecoveryCodesPopup } from './RecoveryCodesPopup';
import { SessionsCard } from './SessionsCard';
import { TotpSetupPopup } from './TotpSetupPopup';
import { useSecurityInfo } from './useSecurityInfo';
import { useStepUp } from './useStepUp';
import './security.css';

/**
 * The user centre's Security page (real accounts): two-factor authentication (an authenticator
 * app, passkeys, recovery codes), what money out needs, and the sessions signed in. Every change
 * of factors is confirmed with a fresh step-up first.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  return (
    <div className="page security-page">
      <PageNav title={t('security.title')} fallback="/user" />
      <RealAccountOnly>
        <SecurityContent />
      </RealAccountOnly>
    </div>
  );
}

/** An IPv4 or IPv6 host ("127.0.0.1", "[::1]"), where browsers offer no passkeys. */
function isAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
}

function SecurityContent() {
  const { t, i18n } = useTranslation();
  const info = useSecurityInfo();
  const stepUp = useStepUp();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [codes, setCodes] = useState<string[]>([]);

  const refresh = () => void info.reload();

  /** Runs a change after a step-up; a refusal has been shown by the API client. */
  const guarded = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof ApiError)) Toast.show({ content: t('msg.passkey_invalid') });
    }
    refresh();
  };

  const addTotp = () =>
    guarded(async () => {
      const token = await stepUp.ask('add_factor');
      if (!token) return;
      setSetup(await call(routes.totpSetup, { step_up_token: token }, { loading: true }));
    });

  const removeTotp = () =>
    guarded(async () => {
      const confirmed = await Dialog.confirm({ content: t('security.totp_remove_confirm'), cancelText: t('common.cancel'), confirmText: t('security.remove') });
      if (!confirmed) return;
      const token = await stepUp.ask('remove_factor');
      if (!token) return;
      await call(routes.totpRemove, { step_up_token: token }, { loading: true, toastSuccess: true });
    });

  const addPasskey = () =>
    guarded(async () => {
      if (!passkeysSupported()) return void Toast.show({ content: t('security.passkey_unsupported') });
      // Browsers refuse passkeys on an address: say so before sending a confirmation code for nothing.
      if (isAddress(window.location.hostname)) return void Toast.show({ content: t('security.passkey_needs_name', { name: 'localhost' }) });
      const token = await stepUp.ask('add_factor');
      if (!token) return;
      const options = await call(routes.passkeyOptions, { step_up_token: token });
      const response = await createPasskey(options);
      if (!response) return;
      const added = await call(routes.passkeyAdd, { response }, { loading: true, toastSuccess: true });
      setCodes(added.recovery_codes);
    });

  const removePasskey = (passkey: Passkey) =>
    guarded(async () => {
      const confirmed = await Dialog.confirm({
        content: t('security.passkey_remove_confirm', { name: passkey.name }),
        cancelText: t('common.cancel'),
        confirmText: t('security.remove'),
      });
      if (!confirmed) return;
      const token = await stepUp.ask('remove_factor');
      if (!token) return;
      await call(routes.passkeyRemove, { id: passkey.id, step_up_token: token }, { loading: true, toastSuccess: true });
    });

  const renewCodes = () =>
    guarded(async () => {
      const token = await stepUp.ask('recovery_codes');
      if (!token) return;
      const renewed = await call(routes.recoveryRenew, { step_up_token: token }, { loading: true, toastSuccess: true });
      setCodes(renewed.recovery_codes);
    });

  if (info.status === 'failed') return <LoadFailed onRetry={refresh} />;
  const data = info.data;
  if (!data) return <DotLoading className="security-loading" />;

  return (
    <>
      <section className="security-summary" data-testid="security-summary">
        <span className={data.two_factor ? 'security-badge is-on' : 'security-badge is-off'} data-testid="two-factor-state">
          {data.two_factor ? t('security.two_factor_on') : t('security.two_factor_off')}
        </span>
        <p>{data.two_factor ? t('security.two_factor_on_note') : t('security.two_factor_off_note', { to: data.code_to })}</p>
        <p>{t('security.money_out_note', { hours: data.payout_cooling_hours })}</p>
      </section>

      <List mode="card" header={t('security.factors')} className="security-list">
        <List.Item
          description={t('security.totp_note')}
          extra={
            data.totp ? (
              <Button size="mini" fill="outline" color="danger" onClick={() => void removeTotp()} data-testid="totp-remove">
                {t('security.remove')}
              </Button>
            ) : (
              <Button size="mini" color="primary" onClick={() => void addTotp()} data-testid="totp-add">
                {t('security.add')}
              </Button>
            )
          }
        >
          {t('security.totp')}
        </List.Item>
        {data.passkeys.map((p) => (
          <List.Item
            key={p.id}
            data-testid={`passkey-${p.id}`}
            description={
              p.last_used_at
                ? t('security.passkey_used', { date: formatDate(p.last_used_at, i18n.language) })
                : t('security.passkey_added_on', { date: formatDate(p.created_at, i18n.language) })
            }
            extra={
              <Button size="mini" fill="outline" color="danger" onClick={() => void removePasskey(p)} data-testid={`passkey-remove-${p.id}`}>
                {t('security.remove')}
              </Button>
            }
          >
            <bdi>{p.name}</bdi>
          </List.Item>
        ))}
        <List.Item description={t('security.passkey_note')} onClick={() => void addPasskey()} data-testid="passkey-add">
          {t('security.passkey_add')}
        </List.Item>
        {data.two_factor && (
          <List.Item
            description={t('security.recovery_left', { left: data.recovery_codes_left })}
            onClick={() => void renewCodes()}
            data-testid="recovery-renew"
          >
            {t('security.recovery_renew')}
          </List.Item>
        )}
      </List>

      <SessionsCard />

      {stepUp.sheet}
      <TotpSetupPopup
        setup={setup}
        onClose={() => setSetup(null)}
        onEnabled={(recovery) => {
          setSetup(null);
          setCodes(recovery);
          refresh();
        }}
      />
      <RecoveryCodesPopup codes={codes} onClose={() => setCodes([])} />
    </>
  );
}
