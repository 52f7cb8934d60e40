import { createElement, useCallback } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { sessionStore } from '../identity/session';

/** Log out after confirmation (§5): end the session on the server, forget it here, go home. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    const confirmed = await Dialog.confirm({
      content: t('system.logout_confirm'),
      confirmText: createElement('span', { 'data-testid': 'logout-confirm' }, t('system.logout')),
      cancelText: createElement('span', { 'data-testid': 'logout-cancel' }, t('common.cancel')),
    });
    if (!confirmed) return;
    // Leaving anyway: a failed or expired logout is ignored, and `initial` keeps a 999 answer
    // from sending the user to /login on the way out.
    await call(routes.logout, {}, { silent: true, initial: true }).catch(() => undefined);
    // Leave the login-required page first, committed at once (flushSync): cleared while it is
    // still shown, its guard would send us to /login instead of home.
    await navigate('/', { replace: true, flushSync: true });
    sessionStore.clear();
    Toast.show({ content: t('msg.logout_success') });
  }, [t, navigate]);
}
