/**
 * The count of unread notifications, shown on the user centre's Notifications entry: read from
 * the inbox when a page asks, raised by each NOTICE that arrives while the app is open.
 */
import { useSyncExternalStore } from 'react';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';

let unread = 0;
const listeners = new Set<() => void>();

function set(count: number): void {
  unread = Math.max(0, count);
  for (const listener of listeners) listener();
}

export const unreadStore = {
  get: () => unread,
  set,
  bump: () => set(unread + 1),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useUnread(): number {
  return useSyncExternalStore(unreadStore.subscribe, unreadStore.get);
}

/** Reads the count from the server (the first inbox page carries it). */
export async function refreshUnread(signal?: AbortSignal): Promise<void> {
  const page = await call(routes.noticeList, { page: 1 }, { silent: true, ...(signal ? { signal } : {}) });
  set(page.unread);
}
