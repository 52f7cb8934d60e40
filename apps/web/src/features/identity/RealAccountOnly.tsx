import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../ui/Notice';
import { useGoBack } from '../../ui/useGoBack';
import { useSession } from './useSession';

/**
 * Pages of real accounts only (§6: money in and out, identity verification, invitations, the
 * password): a demo user sees why instead of the page, and the page makes no call (the server
 * would refuse each with demo_forbidden anyway).
 */
export function RealAccountOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const goBack = useGoBack('/user');
  if (user?.is_demo !== 1) return children;
  return (
    <Notice
      testId="demo-forbidden"
      action={
        <Button color="primary" onClick={goBack}>
          {t('common.back')}
        </Button>
      }
    >
      <p>{t('msg.demo_forbidden')}</p>
    </Notice>
  );
}
