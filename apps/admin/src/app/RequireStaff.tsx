import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from './session';

/** The console's pages need a staff session; without one, sign-in. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { token, staff } = useSession();
  if (!token || !staff) return <Navigate to="/signin" replace />;
  return children;
}
