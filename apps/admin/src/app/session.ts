/**
 * The staff session: token and staff record, kept in sessionStorage so a console tab forgets its
 * sign-in when it closes (the server also ends sessions after 30 minutes idle). Components read it
 * with useSession(); `expired` is set when the server said the session was no longer valid, so the
 * sign-in page can say why the user is there.
 */
import { useSyncExternalStore } from 'react';
import type { Staff } from '@leverline/contract';

const TOKEN_KEY = 'leverline.admin.token';
const STAFF_KEY = 'leverline.admin.staff';

export interface SessionState {
  token: string | null;
  staff: Staff | null;
  /** The last session ended because the server refused it (code 999). */
  expired: boolean;
}

function read(): SessionState {
  const token = sessionStorage.getItem(TOKEN_KEY);
  let staff: Staff | null = null;
  try {
    staff = JSON.parse(sessionStorage.getItem(STAFF_KEY) ?? 'null') as Staff | null;
  } catch {
    staff = null;
  }
  return token && staff ? { token, staff, expired: false } : { token: null, staff: null, expired: false };
}

let state: SessionState = read();
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(token: string, staff: Staff): void {
    sessionStorage.setItem(TOKEN_KEY, token);
    sessionStorage.setItem(STAFF_KEY, JSON.stringify(staff));
    set({ token, staff, expired: false });
  },
  /** The signed-in staff member as the server sees them now (e.g. after a role change). */
  update(staff: Staff): void {
    if (!state.token) return;
    sessionStorage.setItem(STAFF_KEY, JSON.stringify(staff));
    set({ ...state, staff });
  },
  /** Forgets the session; `expired` when the server ended it rather than the user. */
  clear(expired = false): void {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(STAFF_KEY);
    set({ token: null, staff: null, expired });
  },
  /** Re-reads sessionStorage (tests). */
  reload(): void {
    set(read());
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
