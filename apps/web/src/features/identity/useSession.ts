import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session';

/** The session of this device; re-renders on login, logout and user refresh. */
export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
