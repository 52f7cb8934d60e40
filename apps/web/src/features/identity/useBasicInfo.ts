import { useEffect, useState } from 'react';
import { routes, type BasicInfo } from '@leverline/contract';
import { call } from '../../api/client';

let pending: Promise<BasicInfo> | null = null;

/** Site settings (title, registration verification mode…), fetched once per visit. */
export function useBasicInfo(): { info: BasicInfo | null; failed: boolean } {
  const [state, setState] = useState<{ info: BasicInfo | null; failed: boolean }>({
    info: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    pending ??= call(routes.basicInfo, {}, { silent: true }).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    pending.then(
      (info) => live && setState({ info, failed: false }),
      () => live && setState({ info: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** Forgets the cached settings (tests start from a fresh visit). */
export function forgetBasicInfo(): void {
  pending = null;
}
