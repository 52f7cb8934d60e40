import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from './PageLoading';
import { OfflineBanner } from '../ui/OfflineBanner';
import { removeShell } from '../ui/shell';
import { useSession } from '../features/identity/useSession';

// Notifications told while the app is open: a chunk of its own (it brings the socket code).
const TermsGate = lazy(() => import('../features/compliance/TermsGate').then((m) => ({ default: m.TermsGate })));
const NoticeToasts = lazy(() => import('../features/notices/NoticeToasts').then((m) => ({ default: m.NoticeToasts })));

/**
 * Every route renders inside: pages load lazily, each navigation starts at the top, and (§2) each
 * navigation makes sure the live socket is open. The socket code is its own chunk, so the entry
 * does not grow by it.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { token, user } = useSession();
  useEffect(() => {
    window.scrollTo(0, 0);
    // The outline of index.html belongs to home and trade only (each page removes it itself).
    if (pathname !== '/' && pathname !== '/trade') removeShell();
    import('../api/liveSocket').then(
      (module) => module.openLiveSocket(),
      // Its code failed to download: pages still work from HTTP; the next navigation retries.
      () => undefined,
    );
  }, [pathname]);
  return (
    <>
      <OfflineBanner />
      {token && (
        <Suspense fallback={null}>
          <NoticeToasts />
          {/* Terms hold real money only: a demo account keeps trading, so it is not interrupted. */}
          {user?.is_demo === 0 && <TermsGate />}
        </Suspense>
      )}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
