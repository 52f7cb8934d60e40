import { useCallback } from 'react';
import { DotLoading } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { CopyButton } from '../../ui/CopyButton';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageNav } from '../../ui/PageNav';
import { useFetched } from '../../ui/useFetched';
import { RealAccountOnly } from '../identity/RealAccountOnly';
import { inviteLink } from './inviteLink';
import './invite.css';

/** §2: the QR code is 160 px with error level H, so it still scans from a worn or cropped photo. */
const QR_SIZE = 160;

/** The invitation of a real account: its code, the link and QR code to share, and who joined. */
function InviteBody() {
  const { t } = useTranslation();
  const load = useCallback((signal: AbortSignal) => call(routes.inviteInfo, {}, { signal, silent: true }), []);
  const info = useFetched(load);

  if (info.status === 'failed') return <LoadFailed onRetry={() => void info.reload()} />;
  if (!info.data) return <DotLoading className="invite-loading" />;

  const { invite_code: code, invited_count: count } = info.data;
  const link = inviteLink(window.location.origin, code);
  return (
    <section className="invite-card">
      <p className="invite-lead">{t('invite.lead')}</p>
      <div className="invite-code-box">
        <span className="invite-label">{t('invite.code')}</span>
        <div className="invite-code-row">
          <span className="invite-code" dir="ltr" data-testid="invite-code">
            {code}
          </span>
          <CopyButton text={code} label={t('invite.code')} testId="invite-code-copy" />
        </div>
      </div>
      <div className="invite-qr" data-testid="invite-qr">
        <QRCodeSVG value={link} size={QR_SIZE} level="H" title={t('invite.qr')} />
      </div>
      <p className="invite-qr-hint">{t('invite.qr_hint')}</p>
      <div className="invite-link-box">
        <span className="invite-label">{t('invite.link')}</span>
        <div className="invite-link-row">
          <span className="invite-link" dir="ltr" data-testid="invite-link">
            {link}
          </span>
          <CopyButton text={link} label={t('invite.link')} testId="invite-link-copy" />
        </div>
      </div>
      <p className="invite-count" data-testid="invite-count">
        {t('invite.joined', { count })}
      </p>
    </section>
  );
}

/**
 * Invite friends (§2 /mine/invite, login required, real accounts only): the invitation code, a QR
 * code of the registration link and the link itself, each easy to copy, and how many registered.
 */
export function InvitePage() {
  const { t } = useTranslation();
  return (
    <div className="page invite-page">
      <PageNav title={t('invite.title')} fallback="/user" />
      <RealAccountOnly>
        <InviteBody />
      </RealAccountOnly>
    </div>
  );
}
