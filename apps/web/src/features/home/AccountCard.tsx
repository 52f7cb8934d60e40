import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@leverline/contract';
import { BalanceAmount } from '../account/BalanceAmount';
import { useBalanceMask } from '../account/useBalanceMask';

/** The logged-in account at a glance: number, kind and balance; opens the user centre. */
export function AccountCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const { hidden } = useBalanceMask();
  const isDemo = user.is_demo === 1;
  return (
    <Link to="/user" className="account-card" data-testid="home-account">
      <div className="account-card-top">
        <span className="account-card-uid">{t('user.uid', { uid: user.uid })}</span>
        <span className={isDemo ? 'kind-badge is-demo' : 'kind-badge is-real'} data-testid="account-kind">
          {isDemo ? t('common.demo') : t('common.real')}
        </span>
      </div>
      <div className="account-card-label">{t('user.balance')}</div>
      <div className="account-card-amount">
        <BalanceAmount usd={user.balance} hidden={hidden} testId="home-balance" />
        <span className="account-card-unit">USD</span>
      </div>
      <span className="account-card-more">
        {t('home.open_account')}
        <RightOutline className="flip-rtl" aria-hidden="true" />
      </span>
    </Link>
  );
}
