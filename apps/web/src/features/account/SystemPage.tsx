import { Button, List } from 'antd-mobile';
import { GlobalOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { normalizeLang } from '@leverline/contract';
import { LANG_NATIVE_NAME } from '../../i18n/languages';
import { PageNav } from '../../ui/PageNav';
import { ThemeChoices } from '../../app/theme/ThemeChoices';
import { useLogout } from './useLogout';
import './account.css';

/** Other settings (§2 /mine/system): language, light or dark, and log out with confirmation. */
export function SystemPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <div className="page system-page">
      <PageNav title={t('system.title')} fallback="/user" />
      <List mode="card">
        <List.Item
          prefix={<GlobalOutline />}
          extra={LANG_NATIVE_NAME[normalizeLang(i18n.language)]}
          onClick={() => void navigate('/language')}
          data-testid="menu-language"
        >
          {t('user.language')}
        </List.Item>
      </List>
      <ThemeChoices />
      <div className="system-actions">
        <Button
          block
          size="large"
          color="danger"
          fill="outline"
          onClick={() => void logout()}
          data-testid="logout"
        >
          {t('system.logout')}
        </Button>
      </div>
    </div>
  );
}
