import { useCallback, useState } from 'react';
import { ApiError, toastNetworkError } from '../../api/client';

/**
 * One-tap demo login. The call's code is fetched on tap, so the home screen does not download the
 * API contract before a visitor asks for it. Resolves true once logged in.
 */
export function useDemoLogin(): { start: () => Promise<boolean>; pending: boolean } {
  const [pending, setPending] = useState(false);
  const start = useCallback(async () => {
    setPending(true);
    try {
      const { demoLogin } = await import('./demoLogin');
      await demoLogin();
      return true;
    } catch (error) {
      // API failures are already toasted; a failed download of the code is not.
      if (!(error instanceof ApiError)) toastNetworkError();
      return false;
    } finally {
      setPending(false);
    }
  }, []);
  return { start, pending };
}
