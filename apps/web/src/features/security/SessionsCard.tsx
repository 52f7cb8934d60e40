import { Button, Dialog, DotLoading, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes, type SessionRow } from '@leverline/contract';
import { call } from '../../api/client';
import { formatDateTime } from '../../ui/dateTime';
import { LoadFailed } from '../../ui/LoadFailed';
import { useSessions } from './useSessions';

/**
 * Where the account is signed in: each session's device, address and last use, this one marked;
 * any other can be signed out, or all of them at once. The server ends them through the same
 * path as a password change, so their pages and live prices stop at once.
 */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const list = sessions.data ?? [];

  const signOut = async (session: SessionRow) => {
    const confirmed = await Dialog.confirm({
      content: t('security.session_sign_out_confirm', { device: session.device }),
      confirmText: <span data-testid="session-sign-out-confirm">{t('security.session_sign_out')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await call(routes.sessionRevoke, { id: session.id }, { toastSuccess: true });
    } catch {
      // the API client has shown the server's message
    }
    void sessions.reload();
  };

  const signOutOthers = async () => {
    const confirmed = await Dialog.confirm({
      content: t('security.sessions_others_confirm'),
      confirmText: <span data-testid="sessions-others-confirm">{t('security.sessions_others')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await call(routes.sessionRevokeOthers, {}, { toastSuccess: true });
    } catch {
      // the API client has shown the server's message
    }
    void sessions.reload();
  };

  let items;
  if (sessions.status === 'failed') items = <LoadFailed onRetry={() => void sessions.reload()} />;
  else if (!sessions.data) items = <DotLoading className="security-loading" />;
  else {
    items = list.map((s) => (
      <List.Item
        key={s.id}
        data-testid={`session-${s.id}`}
        description={
          <span className="session-meta">
            <span dir="ltr">{s.ip}</span> · {t('security.session_last_seen', { time: formatDateTime(s.last_seen_at, i18n.language) })}
          </span>
        }
        extra={
          s.current ? (
            <span className="security-badge is-on" data-testid="session-current">
              {t('security.session_this')}
            </span>
          ) : (
            <Button size="mini" fill="outline" color="danger" onClick={() => void signOut(s)} data-testid={`session-sign-out-${s.id}`}>
              {t('security.session_sign_out')}
            </Button>
          )
        }
      >
        <bdi dir="ltr">{s.device}</bdi>
      </List.Item>
    ));
  }

  return (
    <List mode="card" header={t('security.sessions')} className="security-list" data-testid="sessions">
      {items}
      {list.length > 1 && (
        <List.Item arrowIcon={false} onClick={() => void signOutOthers()} className="security-danger" data-testid="sessions-others">
          {t('security.sessions_others')}
        </List.Item>
      )}
    </List>
  );
}
