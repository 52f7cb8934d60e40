import { useEffect, type ReactNode } from 'react';
import { Badge, List, Toast } from 'antd-mobile';
import {
  BankcardOutline,
  BellOutline,
  BillOutline,
  CloseCircleOutline,
  DownlandOutline,
  ExclamationShieldOutline,
  FileOutline,
  EyeInvisibleOutline,
  EyeOutline,
  GlobalOutline,
  LockOutline,
  MailOutline,
  MessageOutline,
  ReceiptOutline,
  StarOutline,
  SearchOutline,
  KeyOutline,
  SetOutline,
  SoundOutline,
  UndoOutline,
  UploadOutline,
  UserAddOutline,
  UserContactOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@leverline/contract';
import { refreshUnread, useUnread } from '../notices/unread';
import { LANG_NATIVE_NAME } from '../../i18n/languages';
import { refreshUser } from '../identity/refreshUser';
import { useSession } from '../identity/useSession';
import { useSupportUnread } from '../support/useSupportChat';
import { BalanceAmount } from './BalanceAmount';
import { contactOf } from './contact';
import { useBalanceMask } from './useBalanceMask';
import { useLogout } from './useLogout';
import { useResetDemo } from './useResetDemo';
import type en from '../../i18n/locales/en.json';
import './account.css';

type UserText = `user.${keyof (typeof en)['user']}`;

interface MenuEntry {
  /** Names the entry's test id: menu-<name>. */
  name: string;
  icon: ReactNode;
  labelKey: UserText;
  to: string;
  /** A page of real accounts only (§6): a demo user is told why instead of going there. */
  realOnly?: boolean;
}

/** The user centre's menu (§2), in cards: money, the account and its security, help and more. */
const MENU: readonly { headerKey: UserText; entries: readonly MenuEntry[] }[] = [
  {
    headerKey: 'user.group_funds',
    entries: [
      {
        name: 'charge',
        icon: <DownlandOutline />,
        labelKey: 'user.deposit',
        to: '/mine/charge',
        realOnly: true,
      },
      {
        name: 'withdraw',
        icon: <UploadOutline />,
        labelKey: 'user.withdraw',
        to: '/mine/withdraw',
        realOnly: true,
      },
      {
        name: 'wallet',
        icon: <BankcardOutline />,
        labelKey: 'user.wallet',
        to: '/mine/wallet',
        realOnly: true,
      },
      { name: 'history', icon: <BillOutline />, labelKey: 'user.history', to: '/mine/history' },
      { name: 'statements', icon: <FileOutline />, labelKey: 'user.statements', to: '/mine/statements' },
      // Billing detail: the closed orders, i.e. the history tab of the orders page.
      { name: 'billing', icon: <ReceiptOutline />, labelKey: 'user.billing', to: '/order?type=3' },
    ],
  },
  {
    headerKey: 'user.group_account',
    entries: [
      { name: 'auth', icon: <UserContactOutline />, labelKey: 'user.auth', to: '/mine/auth', realOnly: true },
      {
        name: 'password',
        icon: <LockOutline />,
        labelKey: 'user.change_password',
        to: '/mine/password',
        realOnly: true,
      },
      {
        name: 'security',
        icon: <KeyOutline />,
        labelKey: 'user.security',
        to: '/mine/security',
        realOnly: true,
      },
      {
        name: 'invite',
        icon: <UserAddOutline />,
        labelKey: 'user.invite',
        to: '/mine/invite',
        realOnly: true,
      },
      { name: 'notices', icon: <BellOutline />, labelKey: 'user.notices', to: '/mine/notices' },
      { name: 'alerts', icon: <StarOutline />, labelKey: 'user.alerts', to: '/mine/alerts' },
      { name: 'language', icon: <GlobalOutline />, labelKey: 'user.language', to: '/language' },
      { name: 'system', icon: <SetOutline />, labelKey: 'user.settings', to: '/mine/system' },
    ],
  },
  {
    headerKey: 'user.group_help',
    entries: [
      {
        name: 'announcement',
        icon: <SoundOutline />,
        labelKey: 'user.announcement',
        to: '/mine/announcement',
      },
      { name: 'chat', icon: <MessageOutline />, labelKey: 'user.chat', to: '/mine/chat' },
      { name: 'email', icon: <MailOutline />, labelKey: 'user.company_email', to: '/mine/email' },
      {
        name: 'complaint',
        icon: <ExclamationShieldOutline />,
        labelKey: 'user.complaint_email',
        to: '/mine/complaint',
      },
      {
        name: 'company',
        icon: <SearchOutline />,
        labelKey: 'user.company_search',
        to: '/product?mode=company',
      },
    ],
  },
];

/** The user centre (§2): who is logged in, the balance, and the account menu. */
export function UserPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const mask = useBalanceMask();
  const logout = useLogout();
  const resetDemo = useResetDemo();
  // Answers from the built-in support chat not read yet, kept live while this page is open.
  const unread = useSupportUnread(Boolean(user));
  const noticesUnread = useUnread();

  // Fresh balance and account state each time the page opens.
  useEffect(() => {
    const controller = new AbortController();
    refreshUser({ signal: controller.signal }).catch(() => undefined);
    refreshUnread(controller.signal).catch(() => undefined);
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

      {MENU.map((group) => (
        <List key={group.headerKey} className="user-menu" mode="card" header={t(group.headerKey)}>
          {group.entries.map((entry) => (
            <List.Item
              key={entry.name}
              prefix={entry.icon}
              extra={
                entry.name === 'language' ? (
                  LANG_NATIVE_NAME[normalizeLang(i18n.language)]
                ) : entry.name === 'chat' && unread > 0 ? (
                  <Badge content={unread} aria-label={t('chat.unread', { n: unread })} data-testid="chat-unread" />
                ) : entry.name === 'notices' && noticesUnread > 0 ? (
                  <Badge content={noticesUnread > 99 ? '99+' : noticesUnread} data-testid="notice-unread" />
                ) : undefined
              }
              onClick={entry.realOnly ? openReal(entry.to) : () => void navigate(entry.to)}
              data-testid={`menu-${entry.name}`}
            >
              {t(entry.labelKey)}
            </List.Item>
          ))}
        </List>
      ))}
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
