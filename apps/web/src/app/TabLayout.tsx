import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TabBar } from 'antd-mobile';
import { PageLoading } from './PageLoading';
import { TABS } from './tabs';
import './tabBar.css';

/**
 * The footer pages with the tab bar: the tabs (tabs.ts) and /news, which has the bar but is not a
 * tab of its own (no item is marked on it).
 */
export function TabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="tab-layout">
      <main className="tab-layout-body">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <nav className="tab-layout-bar">
        <TabBar safeArea activeKey={pathname} onChange={(key) => void navigate(key)}>
          {TABS.map(({ path, titleKey, icon: Icon, testId }) => (
            <TabBar.Item key={path} icon={<Icon />} title={<span data-testid={testId}>{t(titleKey)}</span>} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
