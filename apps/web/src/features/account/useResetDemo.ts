import { createElement, useCallback } from 'react';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { refreshUser } from '../identity/refreshUser';

/**
 * Resets a demo account after confirmation (§4, §5): the server closes every order and restores
 * the starting balance; its message is the toast, then the user (and balance) is fetched again.
 */
export function useResetDemo(): () => Promise<void> {
  const { t } = useTranslation();
  return useCallback(async () => {
    const confirmed = await Dialog.confirm({
      content: t('user.reset_demo_confirm'),
      confirmText: createElement('span', { 'data-testid': 'demo-reset-confirm' }, t('user.reset')),
      cancelText: createElement('span', { 'data-testid': 'demo-reset-cancel' }, t('common.cancel')),
    });
    if (!confirmed) return;
    try {
      await call(routes.resetDemo, {}, { loading: true, toastSuccess: true });
    } catch {
      return; // the API client has shown the server's message
    }
    await refreshUser({ silent: true }).catch(() => undefined);
  }, [t]);
}
