/**
 * The session of this device: the token (sent as `authorization`) and the user it belongs to,
 * kept in localStorage so a reload stays logged in. A tiny external store read with
 * useSyncExternalStore (useSession.ts); other tabs' logins and logouts arrive by `storage` events.
 */
import type { User } from '@leverline/contract';

export interface Session {
  token: string | null;
  user: User | null;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

/**
 * The stored user, if it has the shape this app reads. A user stored by an earlier version (its
 * balance as text) is dropped: the session stays, and the user is fetched again at start.
 */
function readUser(text: string | null): User | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || !('uid' in value)) return null;
    const { balance, lock_balance } = value as { balance?: unknown; lock_balance?: unknown };
    return typeof balance === 'number' && typeof lock_balance === 'number' ? (value as User) : null;
  } catch {
    return null;
  }
}

function read(): Session {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    return { token: token || null, user: token ? readUser(localStorage.getItem(USER_KEY)) : null };
  } catch {
    return { token: null, user: null };
  }
}

function write(next: Session): void {
  try {
    if (next.token) localStorage.setItem(TOKEN_KEY, next.token);
    else localStorage.removeItem(TOKEN_KEY);
    if (next.user) localStorage.setItem(USER_KEY, JSON.stringify(next.user));
    else localStorage.removeItem(USER_KEY);
  } catch {
    // storage unavailable: the session lasts for this visit only
  }
}

let current: Session = read();
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  write(next);
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== USER_KEY && event.key !== null) return;
    current = read();
    for (const listener of listeners) listener();
  });
}

export const sessionStore = {
  get: (): Session => current,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After login, register or demo: remember the token and the user. */
  signIn: (token: string, user: User): void => publish({ token, user }),
  /** A fresher copy of the logged-in user (userInfo). Ignored when nobody is logged in. */
  setUser: (user: User): void => {
    if (current.token) publish({ ...current, user });
  },
  /** Logout, or a session the server no longer knows (code 999). */
  clear: (): void => {
    if (current.token || current.user) publish({ token: null, user: null });
  },
  /** Re-reads localStorage (tests). */
  reload: (): void => {
    current = read();
    for (const listener of listeners) listener();
  },
};
