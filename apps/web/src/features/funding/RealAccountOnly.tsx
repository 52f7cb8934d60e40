import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../../ui/useGoBack';
import { useSession } from '../identity/useSession';

/**
 * Money in and out is for real accounts only (§6): a demo user sees why instead of the form, and
 * the page makes no call (the server would refuse each with demo_forbidden anyway).
 */
export function RealAccountOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const goBack = useGoBack('/user');
  if (user?.is_demo !== 1) return children;
  return (
    <div className="funding-notice" role="status" data-testid="demo-forbidden">
      <p>{t('msg.demo_forbidden')}</p>
      <Button color="primary" onClick={goBack}>
        {t('common.back')}
      </Button>
    </div>
  );
}
