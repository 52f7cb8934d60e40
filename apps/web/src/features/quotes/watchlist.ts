/**
 * The trader's watchlist (favourites): instrument ids in the trader's order. A visitor's list is
 * kept on this phone; a logged-in trader's on the server, so it follows them to any device. At
 * login the phone's list is merged into the account's (added after the account's own) and the
 * phone's copy is cleared. Changes show at once and are saved whole (star, unstar, reorder); a
 * save the server refuses puts the list back as it was.
 */
import { useSyncExternalStore } from 'react';
import { routes } from '@leverline/contract';
import { call } from '../../api/client';
import { sessionStore } from '../identity/session';

const STORAGE_KEY = 'watchlist';

let ids: readonly number[] = [];
/** The token whose list `ids` is; null for the phone's own list. */
let owner: string | null | undefined;
/** Stops following the session; set while started. */
let stopFollowing: (() => void) | null = null;
/** Bumped on every change of owner, so a late answer for a previous one is dropped. */
let generation = 0;
/** The account's list on its way; a change made meanwhile waits for it, so none is lost. */
let loading: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

function publish(next: readonly number[]): void {
  ids = next;
  for (const listener of [...listeners]) listener();
}

function readLocal(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? [...new Set(parsed.filter((v): v is number => Number.isInteger(v) && v > 0))] : [];
  } catch {
    return [];
  }
}

function writeLocal(list: readonly number[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage unavailable (private mode): the list lasts for this visit only
  }
}

/** Loads the list of whoever is logged in now: the account's (merging the phone's), or the phone's. */
function follow(): void {
  const token = sessionStore.get().token;
  if (token === owner) return;
  owner = token;
  const asked = ++generation;
  if (!token) {
    loading = Promise.resolve();
    publish(readLocal());
    return;
  }
  const local = readLocal();
  const answer = local.length > 0 ? call(routes.watchlistMerge, { ids: local }, { silent: true }) : call(routes.watchlistGet, {}, { silent: true });
  loading = answer.then(
    (list) => {
      if (asked !== generation) return;
      if (local.length > 0) writeLocal([]);
      publish(list.ids);
    },
    () => undefined,
  );
}

function start(): void {
  if (stopFollowing) return;
  stopFollowing = sessionStore.subscribe(follow);
  follow();
}

/** Replaces the list: shown at once, then kept (on the phone, or on the server for an account). */
function save(next: readonly number[]): void {
  const before = ids;
  publish(next);
  if (!owner) {
    writeLocal(next);
    return;
  }
  const asked = generation;
  call(routes.watchlistSave, { ids: [...next] }).then(
    (list) => {
      if (asked === generation && ids === next) publish(list.ids);
    },
    () => {
      if (asked === generation && ids === next) publish(before);
    },
  );
}

export const watchlist = {
  get: (): readonly number[] => ids,
  subscribe: (listener: () => void): (() => void) => {
    start();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  has: (id: number): boolean => ids.includes(id),
  /** Stars an instrument (last in the list) or unstars it. */
  toggle: (id: number): void => {
    void loading.then(() => save(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  },
  /** Moves an instrument one place up (-1) or down (+1). */
  move: (id: number, by: -1 | 1): void => {
    void loading.then(() => {
      const from = ids.indexOf(id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return;
      const next = [...ids];
      next[from] = next[to]!;
      next[to] = id;
      save(next);
    });
  },
  /** Forgets everything in memory (tests). */
  reset: (): void => {
    generation++;
    stopFollowing?.();
    stopFollowing = null;
    owner = undefined;
    ids = [];
    loading = Promise.resolve();
  },
};

/** The watchlist's instrument ids, first first; re-renders when it changes. */
export function useWatchlist(): readonly number[] {
  return useSyncExternalStore(watchlist.subscribe, watchlist.get);
}
