import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../features/identity/useSession';

/**
 * Guard of a login-required route: a visitor goes to /login with `from` holding the wanted path
 * and query, and comes back there after logging in.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (token) return children;
  const from = `${location.pathname}${location.search}`;
  return <Navigate to={`/login?from=${encodeURIComponent(from)}`} replace />;
}
