import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from './PageLoading';

/** Every route renders inside: pages load lazily, and each navigation starts at the top. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
