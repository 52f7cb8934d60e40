/**
 * A server-paged list (§4 Lists): paged from 1, the next page appended when the list end comes into
 * view, finished when the loaded count reaches the total (or a page comes back empty), and reset to
 * page 1 by reload (pull to refresh, after an action). An answer to a request made before the latest
 * reload is dropped, so a slow page 2 never lands on a refreshed list.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled } from '../api/client';

export interface Page<T> {
  items: T[];
  total: number;
}

export type FetchPage<T> = (page: number, signal: AbortSignal) => Promise<Page<T>>;

interface ListState<T> {
  items: T[];
  total: number;
  /** The last page loaded (0 before the first answer). */
  page: number;
  /** loading: the first page is on its way; failed: it could not be loaded. */
  status: 'loading' | 'ready' | 'failed';
  /** A page came back empty: nothing more to ask for, whatever the total says. */
  ended: boolean;
}

export interface PagedList<T> extends Omit<ListState<T>, 'page' | 'ended'> {
  hasMore: boolean;
  /** Loads the next page; rejects on failure (the infinite scroll then offers a retry). */
  loadMore: () => Promise<void>;
  /** Loads page 1 again in place of everything; never rejects. */
  reload: () => Promise<void>;
  /** Changes loaded items in place (live updates). */
  update: (change: (items: T[]) => T[]) => void;
  /** Takes items out (they left this list) and lowers the total to match. */
  remove: (ids: readonly number[]) => void;
}

/**
 * The list `fetchPage` serves; page 1 is loaded on mount. `idOf` keeps an item that moved from one
 * page to the next (new items arrived meanwhile) from showing twice. Remount (key) to change what
 * is listed.
 */
export function usePagedList<T>(fetchPage: FetchPage<T>, idOf: (item: T) => number): PagedList<T> {
  const [state, setState] = useState<ListState<T>>({
    items: [],
    total: 0,
    page: 0,
    status: 'loading',
    ended: false,
  });
  const current = useRef(state);
  const fetchRef = useRef(fetchPage);
  const idRef = useRef(idOf);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    fetchRef.current = fetchPage;
    idRef.current = idOf;
  });

  const commit = useCallback((next: ListState<T>) => {
    current.current = next;
    setState(next);
  }, []);

  const reload = useCallback(async () => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    try {
      const { items, total } = await fetchRef.current(1, mine.signal);
      if (controller.current !== mine) return;
      commit({ items, total, page: 1, status: 'ready', ended: items.length === 0 });
    } catch (error) {
      if (controller.current !== mine || isCancelled(error)) return;
      // A failed refresh keeps what is shown; only a list that never loaded shows the failure.
      if (current.current.status !== 'ready') commit({ ...current.current, status: 'failed' });
    }
  }, [commit]);

  const loadMore = useCallback(async () => {
    const mine = controller.current;
    const before = current.current;
    if (!mine || before.status !== 'ready') return;
    let answer: Page<T>;
    try {
      answer = await fetchRef.current(before.page + 1, mine.signal);
    } catch (error) {
      // Cut short by a reload: not a failure worth a retry button.
      if (controller.current !== mine || isCancelled(error)) return;
      throw error;
    }
    if (controller.current !== mine) return;
    const now = current.current;
    const known = new Set(now.items.map(idRef.current));
    const fresh = answer.items.filter((item) => !known.has(idRef.current(item)));
    commit({
      items: [...now.items, ...fresh],
      // the newest count: orders placed or closed meanwhile change it
      total: answer.total,
      page: before.page + 1,
      status: 'ready',
      ended: answer.items.length === 0,
    });
  }, [commit]);

  const update = useCallback(
    (change: (items: T[]) => T[]) => {
      const now = current.current;
      const items = change(now.items);
      if (items !== now.items) commit({ ...now, items });
    },
    [commit],
  );

  const remove = useCallback(
    (ids: readonly number[]) => {
      const now = current.current;
      const gone = new Set(ids);
      const items = now.items.filter((item) => !gone.has(idRef.current(item)));
      const removed = now.items.length - items.length;
      if (removed > 0) commit({ ...now, items, total: Math.max(0, now.total - removed) });
    },
    [commit],
  );

  useEffect(() => {
    void reload();
    return () => {
      controller.current?.abort();
      controller.current = null;
    };
  }, [reload]);

  const hasMore = state.status === 'ready' && !state.ended && state.items.length < state.total;
  return {
    items: state.items,
    total: state.total,
    status: state.status,
    hasMore,
    loadMore,
    reload,
    update,
    remove,
  };
}
