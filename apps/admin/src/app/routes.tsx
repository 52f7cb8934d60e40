/**
 * The console's routes (hash router: the server serves the built files at /admin/). Pages are
 * lazy chunks, each behind the permission its section needs (sections.ts), so the first load
 * carries only the frame and sign-in.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { StaffPermission } from '@leverline/contract';
import { PageLoading } from '../ui/PageLoading';
import { Allowed } from './Allowed';
import { AppLayout } from './AppLayout';
import { RequireStaff } from './RequireStaff';
import { RouteError } from './RouteError';

/** A lazy page from a module that exports it by name. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const SignInPage = page(() => import('../features/signin/SignInPage'), 'SignInPage');
const DashboardPage = page(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const DepositsPage = page(() => import('../features/funding/DepositsPage'), 'DepositsPage');
const WithdrawalsPage = page(() => import('../features/funding/WithdrawalsPage'), 'WithdrawalsPage');
const FundingSetupPage = page(() => import('../features/funding/FundingSetupPage'), 'FundingSetupPage');
const IdentityPage = page(() => import('../features/identity/IdentityPage'), 'IdentityPage');
const CompliancePage = page(() => import('../features/compliance/CompliancePage'), 'CompliancePage');
const UsersPage = page(() => import('../features/users/UsersPage'), 'UsersPage');
const UserDetailPage = page(() => import('../features/users/UserDetailPage'), 'UserDetailPage');
const AdjustmentsPage = page(() => import('../features/users/AdjustmentsPage'), 'AdjustmentsPage');
const ExposurePage = page(() => import('../features/dealing/ExposurePage'), 'ExposurePage');
const InstrumentsPage = page(() => import('../features/dealing/InstrumentsPage'), 'InstrumentsPage');
const CategoriesPage = page(() => import('../features/dealing/CategoriesPage'), 'CategoriesPage');
const NewsPage = page(() => import('../features/content/NewsPage'), 'NewsPage');
const CompaniesPage = page(() => import('../features/content/CompaniesPage'), 'CompaniesPage');
const SettingsPage = page(() => import('../features/content/SettingsPage'), 'SettingsPage');
const SupportInboxPage = page(() => import('../features/support/SupportInboxPage'), 'SupportInboxPage');
const SupportConversationPage = page(
  () => import('../features/support/SupportConversationPage'),
  'SupportConversationPage',
);
const AuditPage = page(() => import('../features/audit/AuditPage'), 'AuditPage');

const allowed = (permission: StaffPermission, element: ReactNode) => (
  <Allowed permission={permission}>{element}</Allowed>
);

export const routes: RouteObject[] = [
  {
    path: '/signin',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<PageLoading />}>
        <SignInPage />
      </Suspense>
    ),
  },
  {
    path: '/',
    errorElement: <RouteError />,
    element: (
      <RequireStaff>
        <AppLayout />
      </RequireStaff>
    ),
    children: [
      { index: true, element: allowed('dashboard.read', <DashboardPage />) },
      { path: 'deposits', element: allowed('funding.read', <DepositsPage />) },
      { path: 'withdrawals', element: allowed('funding.read', <WithdrawalsPage />) },
      { path: 'funding-setup', element: allowed('funding.setup', <FundingSetupPage />) },
      { path: 'identity', element: allowed('identity.review', <IdentityPage />) },
      { path: 'users', element: allowed('users.read', <UsersPage />) },
      { path: 'users/:id', element: allowed('users.read', <UserDetailPage />) },
      { path: 'adjustments', element: allowed('balance.adjust', <AdjustmentsPage />) },
      { path: 'support', element: allowed('support.answer', <SupportInboxPage />) },
      { path: 'support/:userId', element: allowed('support.answer', <SupportConversationPage />) },
      { path: 'compliance', element: allowed('compliance.manage', <CompliancePage />) },
      { path: 'dealing', element: allowed('dealing.read', <ExposurePage />) },
      { path: 'instruments', element: allowed('dealing.read', <InstrumentsPage />) },
      { path: 'categories', element: allowed('dealing.read', <CategoriesPage />) },
      { path: 'news', element: allowed('content.manage', <NewsPage />) },
      { path: 'companies', element: allowed('content.manage', <CompaniesPage />) },
      { path: 'settings', element: allowed('settings.manage', <SettingsPage />) },
      { path: 'audit', element: allowed('audit.read', <AuditPage />) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
