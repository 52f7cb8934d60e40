import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from './PageLoading';
import { OfflineBanner } from '../ui/OfflineBanner';
import { removeShell } from '../ui/shell';

/**
 * Every route renders inside: pages load lazily, each navigation starts at the top, and (§2) each
 * navigation makes sure the live socket is open. The socket code is its own chunk, so the entry
 * does not grow by it.
 */
export function RootLayout() {
  const { pathname } = useLocation();
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
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
