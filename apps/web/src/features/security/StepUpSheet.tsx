import { useEffect, useState, type FormEvent } from 'react';
import { Button, DotLoading, Popup, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, type StepUpMethod, type StepUpPurpose } from '@leverline/contract';
import { ApiError, call } from '../../api/client';
import { Field } from '../../ui/Field';
import { LoadFailed } from '../../ui/LoadFailed';
import { TextInput } from '../../ui/TextInput';
import { SendCodeButton } from '../identity/SendCodeButton';
import { useSendCode } from '../identity/useSendCode';
import { signWithPasskey } from './passkeys';
import { useSecurityInfo } from './useSecurityInfo';
import './security.css';

interface StepUpSheetProps {
  /** What is being confirmed; null while closed. */
  purpose: StepUpPurpose | null;
  /** The step-up token, or null when the trader closed the sheet. */
  onDone: (token: string | null) => void;
}

type Typed = Exclude<StepUpMethod, 'passkey'>;

/** Why the trader is asked, by purpose. */
const WHY = {
  withdraw: 'stepup.why_withdraw',
  bind_payout: 'stepup.why_bind_payout',
  add_factor: 'stepup.why_add_factor',
  remove_factor: 'stepup.why_remove_factor',
  recovery_codes: 'stepup.why_recovery_codes',
} as const satisfies Record<StepUpPurpose, string>;

/**
 * "Confirm it's you": a fresh second factor before money out or a change of factors. A trader
 * with two-factor authentication uses the authenticator app, a passkey or a recovery code; one
 * without it gets a code sent to the account's own e-mail or phone.
 */
export function StepUpSheet({ purpose, onDone }: StepUpSheetProps) {
  const { t } = useTranslation();
  const open = purpose !== null;
  const info = useSecurityInfo(open);
  const methods = info.data?.step_up_methods ?? [];
  const [typed, setTyped] = useState<Typed | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const sendCode = useSendCode();

  // Each time the sheet opens it starts from the trader's first way of confirming.
  const first: Typed | null = methods.includes('totp') ? 'totp' : methods.includes('code') ? 'code' : null;
  const method = typed ?? first;
  useEffect(() => {
    if (!open) {
      setTyped(null);
      setCode('');
    }
  }, [open]);

  const verify = async (body: { method: StepUpMethod; code?: string; response?: never }) => {
    if (!purpose) return;
    setBusy(true);
    try {
      const answer = await call(routes.stepUpVerify, { purpose, ...body }, { loading: true });
      onDone(answer.step_up_token);
    } catch {
      // the API client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    if (!code.trim()) return void Toast.show({ content: t('msg.code_required') });
    void verify({ method, code: code.trim() });
  };

  const confirmWithPasskey = async () => {
    if (!purpose) return;
    setBusy(true);
    try {
      const started = await call(routes.stepUpStart, { purpose, method: 'passkey' });
      if (!started.passkey_options) return;
      const response = await signWithPasskey(started.passkey_options);
      if (!response) return;
      const answer = await call(routes.stepUpVerify, { purpose, method: 'passkey', response }, { loading: true });
      onDone(answer.step_up_token);
    } catch (error) {
      // The API client has shown the server's refusals; the browser's own failures are told here.
      if (!(error instanceof ApiError)) Toast.show({ content: t('msg.passkey_invalid') });
    } finally {
      setBusy(false);
    }
  };

  const send = () =>
    void sendCode.send(() => call(routes.stepUpStart, { purpose: purpose ?? 'withdraw', method: 'code' }, { toastSuccess: true }));

  let body;
  if (info.status === 'failed') body = <LoadFailed onRetry={() => void info.reload()} />;
  else if (!info.data) body = <DotLoading className="security-loading" />;
  else {
    const codeLabel = method === 'totp' ? t('stepup.totp_label') : method === 'recovery' ? t('stepup.recovery_label') : t('code.label');
    body = (
      <form className="step-up-form" onSubmit={submitCode} noValidate>
        {method === 'code' && <p className="step-up-note">{t('stepup.code_note', { to: info.data.code_to })}</p>}
        {method && (
          <Field
            label={codeLabel}
            end={method === 'code' ? <SendCodeButton remaining={sendCode.remaining} sending={sendCode.sending} onSend={send} /> : undefined}
          >
            <TextInput
              value={code}
              onChange={setCode}
              inputMode={method === 'recovery' ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              maxLength={32}
              placeholder={method === 'recovery' ? 'XXXXX-XXXXX' : t('code.placeholder')}
              data-testid="step-up-code"
            />
          </Field>
        )}
        {method && (
          <Button block type="submit" color="primary" size="large" loading={busy} data-testid="step-up-confirm">
            {t('common.confirm')}
          </Button>
        )}
        {methods.includes('passkey') && (
          <Button block fill="outline" color="primary" size="large" loading={busy} onClick={() => void confirmWithPasskey()} data-testid="step-up-passkey">
            {t('stepup.use_passkey')}
          </Button>
        )}
        {methods.includes('recovery') && method !== 'recovery' && (
          <button type="button" className="security-link" onClick={() => setTyped('recovery')} data-testid="step-up-use-recovery">
            {t('stepup.use_recovery')}
          </button>
        )}
        {method === 'recovery' && first && (
          <button type="button" className="security-link" onClick={() => setTyped(null)}>
            {t('stepup.use_totp')}
          </button>
        )}
      </form>
    );
  }

  return (
    <Popup
      visible={open}
      onMaskClick={() => onDone(null)}
      onClose={() => onDone(null)}
      destroyOnClose
      bodyClassName="step-up-sheet"
      showCloseButton
    >
      <div data-testid="step-up-sheet">
        <h2 className="step-up-title">{t('stepup.title')}</h2>
        {purpose && <p className="step-up-why">{t(WHY[purpose])}</p>}
        {body}
      </div>
    </Popup>
  );
}
