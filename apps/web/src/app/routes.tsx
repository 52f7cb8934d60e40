/**
 * The routes of the app (§2). Pages are lazy chunks, so the first load carries only the shell.
 * Later pages (funding, news…) are added here and, for tab pages, in tabs.ts.
 */
import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireLogin } from './RequireLogin';
import { RootLayout } from './RootLayout';
import { RouteError } from '../ui/RouteError';
import { TabLayout } from './TabLayout';

const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() =>
  import('../features/identity/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../features/identity/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPage = lazy(() =>
  import('../features/identity/ForgotPage').then((m) => ({ default: m.ForgotPage })),
);
const PasswordPage = lazy(() =>
  import('../features/identity/PasswordPage').then((m) => ({ default: m.PasswordPage })),
);
const SecurityPage = lazy(() =>
  import('../features/security/SecurityPage').then((m) => ({ default: m.SecurityPage })),
);
const LanguagePage = lazy(() =>
  import('../features/settings/LanguagePage').then((m) => ({ default: m.LanguagePage })),
);
const TradePage = lazy(() => import('../features/trade/TradePage').then((m) => ({ default: m.TradePage })));
const ProductPage = lazy(() =>
  import('../features/quotes/ProductPage').then((m) => ({ default: m.ProductPage })),
);
const UserPage = lazy(() => import('../features/account/UserPage').then((m) => ({ default: m.UserPage })));
const OrdersPage = lazy(() =>
  import('../features/orders/OrdersPage').then((m) => ({ default: m.OrdersPage })),
);
const HistoryPage = lazy(() =>
  import('../features/account/HistoryPage').then((m) => ({ default: m.HistoryPage })),
);
const StatementsPage = lazy(() =>
  import('../features/statements/StatementsPage').then((m) => ({ default: m.StatementsPage })),
);
const SystemPage = lazy(() =>
  import('../features/account/SystemPage').then((m) => ({ default: m.SystemPage })),
);
const ChargePage = lazy(() =>
  import('../features/funding/ChargePage').then((m) => ({ default: m.ChargePage })),
);
const WithdrawPage = lazy(() =>
  import('../features/funding/WithdrawPage').then((m) => ({ default: m.WithdrawPage })),
);
const WalletPage = lazy(() =>
  import('../features/funding/WalletPage').then((m) => ({ default: m.WalletPage })),
);
const PayoutListPage = lazy(() =>
  import('../features/funding/PayoutListPage').then((m) => ({ default: m.PayoutListPage })),
);
const WithdrawWayPage = lazy(() =>
  import('../features/funding/WithdrawWayPage').then((m) => ({ default: m.WithdrawWayPage })),
);
const NewsPage = lazy(() => import('../features/news/NewsPage').then((m) => ({ default: m.NewsPage })));
const NewsDetailPage = lazy(() =>
  import('../features/news/NewsDetailPage').then((m) => ({ default: m.NewsDetailPage })),
);
const RankPage = lazy(() => import('../features/rank/RankPage').then((m) => ({ default: m.RankPage })));
const DocumentaryPage = lazy(() =>
  import('../features/copy/DocumentaryPage').then((m) => ({ default: m.DocumentaryPage })),
);
const IdentityPage = lazy(() =>
  import('../features/verification/IdentityPage').then((m) => ({ default: m.IdentityPage })),
);
const InvitePage = lazy(() =>
  import('../features/invite/InvitePage').then((m) => ({ default: m.InvitePage })),
);
const ContactEmailPage = lazy(() =>
  import('../features/support/ContactEmailPage').then((m) => ({ default: m.ContactEmailPage })),
);
const AnnouncementPage = lazy(() =>
  import('../features/support/AnnouncementPage').then((m) => ({ default: m.AnnouncementPage })),
);
const ChatPage = lazy(() => import('../features/support/ChatPage').then((m) => ({ default: m.ChatPage })));
const InboxPage = lazy(() => import('../features/notices/InboxPage').then((m) => ({ default: m.InboxPage })));
const NoticeSettingsPage = lazy(() =>
  import('../features/notices/NoticeSettingsPage').then((m) => ({ default: m.NoticeSettingsPage })),
);
const AlertsPage = lazy(() => import('../features/notices/AlertsPage').then((m) => ({ default: m.AlertsPage })));
const FeedbackPage = lazy(() =>
  import('../features/support/FeedbackPage').then((m) => ({ default: m.FeedbackPage })),
);

/** A page that needs a login (§2 guard). */
const loggedIn = (page: ReactNode) => <RequireLogin>{page}</RequireLogin>;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // A page that fails to render (usually: its code could not be downloaded) offers a reload.
    errorElement: <RouteError />,
    children: [
      {
        element: <TabLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/trade', element: <TradePage /> },
          // Open to visitors (§6): news (a footer page, not a tab), the ranking and copy trading.
          { path: '/news', element: <NewsPage /> },
          { path: '/rank', element: <RankPage /> },
          { path: '/documentary', element: <DocumentaryPage /> },
          {
            path: '/order',
            element: (
              <RequireLogin>
                <OrdersPage />
              </RequireLogin>
            ),
          },
          {
            path: '/user',
            element: (
              <RequireLogin>
                <UserPage />
              </RequireLogin>
            ),
          },
        ],
      },
      // The notes name /mine as the user centre too: same screen, one address.
      { path: '/mine', element: <Navigate to="/user" replace /> },
      { path: '/news/detail', element: <NewsDetailPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot', element: <ForgotPage /> },
      { path: '/language', element: <LanguagePage /> },
      // Product search: instruments, or partner companies with ?mode=company.
      { path: '/product', element: <ProductPage /> },
      {
        path: '/mine/password',
        element: (
          <RequireLogin>
            <PasswordPage />
          </RequireLogin>
        ),
      },
      {
        path: '/mine/history',
        element: (
          <RequireLogin>
            <HistoryPage />
          </RequireLogin>
        ),
      },
      {
        path: '/mine/statements',
        element: (
          <RequireLogin>
            <StatementsPage />
          </RequireLogin>
        ),
      },
      {
        path: '/mine/system',
        element: (
          <RequireLogin>
            <SystemPage />
          </RequireLogin>
        ),
      },
      // Money in and out; each page shows demo users why they cannot use it (§6). Payout type:
      // 2 bank accounts, 1 coin addresses (the contract's PAYOUT_TYPE, kept out of this chunk).
      { path: '/mine/charge', element: loggedIn(<ChargePage />) },
      { path: '/mine/withdraw', element: loggedIn(<WithdrawPage />) },
      { path: '/mine/wallet', element: loggedIn(<WalletPage />) },
      { path: '/mine/security', element: loggedIn(<SecurityPage />) },
      { path: '/mine/bank-card-list', element: loggedIn(<PayoutListPage type={2} />) },
      { path: '/mine/coin-address-list', element: loggedIn(<PayoutListPage type={1} />) },
      { path: '/mine/withdraw-way', element: loggedIn(<WithdrawWayPage />) },
      // Identity and invitations show demo users why they cannot use them (§6).
      { path: '/mine/auth', element: loggedIn(<IdentityPage />) },
      { path: '/mine/invite', element: loggedIn(<InvitePage />) },
      { path: '/mine/email', element: loggedIn(<ContactEmailPage kind="company" />) },
      { path: '/mine/complaint', element: loggedIn(<ContactEmailPage kind="complaint" />) },
      { path: '/mine/chat', element: loggedIn(<ChatPage />) },
      { path: '/mine/announcement', element: <AnnouncementPage /> },
      { path: '/mine/notices', element: loggedIn(<InboxPage />) },
      { path: '/mine/notices/settings', element: loggedIn(<NoticeSettingsPage />) },
      { path: '/mine/alerts', element: loggedIn(<AlertsPage />) },
      { path: '/feedback', element: <FeedbackPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
