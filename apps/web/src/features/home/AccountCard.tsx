import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@leverline/contract';
import { BalanceAmount } from '../account/BalanceAmount';
import { useBalanceMask } from '../account/useBalanceMask';

/** The logged-in account in one line: number, kind and balance; opens the user centre. */
export function AccountCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const { hidden } = useBalanceMask();
  const isDemo = user.is_demo === 1;
  return (
    <Link to="/user" className="account-card" data-testid="home-account">
      <span className="account-card-who">
        <span className="account-card-uid">{t('user.uid', { uid: user.uid })}</span>
        <span className={isDemo ? 'kind-badge is-demo' : 'kind-badge is-real'} data-testid="account-kind">
          {isDemo ? t('common.demo') : t('common.real')}
        </span>
      </span>
      <span className="account-card-amount">
        <BalanceAmount usd={user.balance} hidden={hidden} testId="home-balance" />
        <span className="account-card-unit">USD</span>
      </span>
      <RightOutline className="account-card-arrow flip-rtl" aria-label={t('home.open_account')} />
    </Link>
  );
}
