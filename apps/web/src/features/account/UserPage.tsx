import { useEffect } from 'react';
import { List, Toast } from 'antd-mobile';
import {
  BankcardOutline,
  BillOutline,
  DownlandOutline,
  EyeInvisibleOutline,
  EyeOutline,
  GlobalOutline,
  LockOutline,
  SetOutline,
  UndoOutline,
  UploadOutline,
  UserOutline,
  CloseCircleOutline,
} from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@leverline/contract';
import { LANG_NATIVE_NAME } from '../../i18n/languages';
import { refreshUser } from '../identity/refreshUser';
import { useSession } from '../identity/useSession';
import { BalanceAmount } from './BalanceAmount';
import { contactOf } from './contact';
import { useBalanceMask } from './useBalanceMask';
import { useLogout } from './useLogout';
import { useResetDemo } from './useResetDemo';
import './account.css';

/** The user centre (§2): who is logged in, the balance, and the account menu. */
export function UserPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const mask = useBalanceMask();
  const logout = useLogout();
  const resetDemo = useResetDemo();

  // Fresh balance and account state each time the page opens.
  useEffect(() => {
    const controller = new AbortController();
    refreshUser({ signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }, []);

  const isDemo = user?.is_demo === 1;
  /** Pages of real accounts only (§6): a demo user is told why instead. */
  const openReal = (path: string) => () => {
    if (isDemo) Toast.show({ content: t('msg.demo_forbidden') });
    else void navigate(path);
  };

  return (
    <div className="user-page">
      <header className="user-head">
        <div className="user-avatar" aria-hidden="true">
          <UserOutline />
        </div>
        <div className="user-id">
          <div className="user-uid" data-testid="user-uid">
            {user ? t('user.uid', { uid: user.uid }) : '—'}
          </div>
          {user && (
            <div className="user-contact" dir="ltr">
              {contactOf(user)}
            </div>
          )}
        </div>
        {user && (
          <span className={isDemo ? 'kind-badge is-demo' : 'kind-badge is-real'} data-testid="account-kind">
            {isDemo ? t('common.demo') : t('common.real')}
          </span>
        )}
      </header>

      <section className="balance-card" aria-labelledby="balance-label">
        <div className="balance-card-top">
          <span id="balance-label" className="balance-card-label">
            {t('user.balance')}
          </span>
          <button
            type="button"
            className="icon-button balance-card-eye"
            onClick={mask.toggle}
            aria-pressed={mask.hidden}
            aria-label={mask.hidden ? t('user.show_balance') : t('user.hide_balance')}
            data-testid="mask-toggle"
          >
            {mask.hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
          </button>
        </div>
        <div className="balance-card-amount">
          {user ? <BalanceAmount usd={user.balance} hidden={mask.hidden} /> : <span>--</span>}
          <span className="balance-card-unit">USD</span>
        </div>
        <div className="balance-card-tiles">
          <button
            type="button"
            className="balance-tile"
            onClick={openReal('/mine/charge')}
            data-testid="tile-charge"
          >
            <DownlandOutline aria-hidden="true" />
            {t('user.deposit')}
          </button>
          <button
            type="button"
            className="balance-tile"
            onClick={openReal('/mine/withdraw')}
            data-testid="tile-withdraw"
          >
            <UploadOutline aria-hidden="true" />
            {t('user.withdraw')}
          </button>
        </div>
      </section>

      <List className="user-menu" mode="card">
        <List.Item prefix={<DownlandOutline />} onClick={openReal('/mine/charge')} data-testid="menu-charge">
          {t('user.deposit')}
        </List.Item>
        <List.Item
          prefix={<UploadOutline />}
          onClick={openReal('/mine/withdraw')}
          data-testid="menu-withdraw"
        >
          {t('user.withdraw')}
        </List.Item>
        <List.Item prefix={<BankcardOutline />} onClick={openReal('/mine/wallet')} data-testid="menu-wallet">
          {t('user.wallet')}
        </List.Item>
        <List.Item
          prefix={<BillOutline />}
          onClick={() => void navigate('/mine/history')}
          data-testid="menu-history"
        >
          {t('user.history')}
        </List.Item>
        <List.Item
          prefix={<GlobalOutline />}
          extra={LANG_NATIVE_NAME[normalizeLang(i18n.language)]}
          onClick={() => void navigate('/language')}
          data-testid="menu-language"
        >
          {t('user.language')}
        </List.Item>
        <List.Item prefix={<LockOutline />} onClick={openReal('/mine/password')} data-testid="menu-password">
          {t('user.change_password')}
        </List.Item>
        <List.Item
          prefix={<SetOutline />}
          onClick={() => void navigate('/mine/system')}
          data-testid="menu-system"
        >
          {t('user.settings')}
        </List.Item>
      </List>
      <List className="user-menu" mode="card">
        {isDemo && (
          <List.Item prefix={<UndoOutline />} onClick={() => void resetDemo()} data-testid="menu-reset-demo">
            {t('user.reset_demo')}
          </List.Item>
        )}
        <List.Item
          prefix={<CloseCircleOutline />}
          arrowIcon={false}
          className="user-logout"
          onClick={() => void logout()}
          data-testid="logout"
        >
          {t('system.logout')}
        </List.Item>
      </List>
    </div>
  );
}
