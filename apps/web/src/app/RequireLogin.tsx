import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../features/identity/redirect';
import { useSession } from '../features/identity/useSession';

/**
 * Guard of a login-required route: a visitor goes to /login with `from` holding the wanted path
 * and query, and comes back there after logging in.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (token) return children;
  return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
}
