import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedList, type Page } from './usePagedList';

interface Item {
  id: number;
}

interface Asked {
  page: number;
  /** Answers the request; await it in act() so the list has taken the answer in. */
  answer: (page: Page<Item>) => Promise<unknown>;
  fail: (error: Error) => Promise<unknown>;
}

/** A server whose pages the test answers one request at a time. */
function pagedServer() {
  const asked: Asked[] = [];
  const fetchPage = (page: number) => {
    const promise = new Promise<Page<Item>>((resolve, reject) => {
      asked.push({
        page,
        answer: (answer) => {
          resolve(answer);
          return promise;
        },
        fail: (error) => {
          reject(error);
          return promise.catch(() => undefined);
        },
      });
    });
    return promise;
  };
  return { asked, fetchPage };
}

const items = (...ids: number[]) => ids.map((id) => ({ id }));
const idOf = (item: Item) => item.id;

describe('usePagedList', () => {
  it('loads page 1, appends the next pages, and is finished once the total is loaded', async () => {
    const server = pagedServer();
    const { result } = renderHook(() => usePagedList(server.fetchPage, idOf));
    expect(result.current.status).toBe('loading');
    await act(() => server.asked[0]!.answer({ items: items(1, 2), total: 3 }));
    expect(result.current.items.map(idOf)).toEqual([1, 2]);
    expect(result.current.hasMore).toBe(true);
    let more!: Promise<void>;
    act(() => {
      more = result.current.loadMore();
    });
    expect(server.asked.map((a) => a.page)).toEqual([1, 2]);
    // an order placed meanwhile pushed 2 onto page 2: it is not shown twice
    await act(() => Promise.all([server.asked[1]!.answer({ items: items(2, 3), total: 4 }), more]));
    expect(result.current.items.map(idOf)).toEqual([1, 2, 3]);
    expect(result.current.hasMore).toBe(true); // total now 4
    act(() => {
      more = result.current.loadMore();
    });
    await act(() => Promise.all([server.asked[2]!.answer({ items: [], total: 4 }), more]));
    expect(result.current.hasMore).toBe(false); // an empty page ends it whatever the total says
  });

  it('drops a page that answers after a reload, and reloads in place of everything', async () => {
    const server = pagedServer();
    const { result } = renderHook(() => usePagedList(server.fetchPage, idOf));
    await act(() => server.asked[0]!.answer({ items: items(1, 2), total: 4 }));
    let more!: Promise<void>;
    let reload!: Promise<void>;
    act(() => {
      more = result.current.loadMore();
      reload = result.current.reload();
    });
    await act(() =>
      Promise.all([
        server.asked[1]!.answer({ items: items(3, 4), total: 4 }), // the old page 2, too late
        server.asked[2]!.answer({ items: items(9), total: 1 }),
        more,
        reload,
      ]),
    );
    expect(result.current.items.map(idOf)).toEqual([9]);
    expect(result.current.hasMore).toBe(false);
  });

  it('shows a failure only for a list that never loaded', async () => {
    const server = pagedServer();
    const { result } = renderHook(() => usePagedList(server.fetchPage, idOf));
    await act(() => server.asked[0]!.fail(new Error('offline')));
    expect(result.current.status).toBe('failed');
    act(() => void result.current.reload());
    await act(() => server.asked[1]!.answer({ items: items(1), total: 1 }));
    expect(result.current.status).toBe('ready');
    act(() => void result.current.reload());
    await act(() => server.asked[2]!.fail(new Error('offline')));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.map(idOf)).toEqual([1]);
  });

  it('takes items out and lowers the total', async () => {
    const server = pagedServer();
    const { result } = renderHook(() => usePagedList(server.fetchPage, idOf));
    await act(() => server.asked[0]!.answer({ items: items(1, 2, 3), total: 5 }));
    act(() => result.current.remove([2, 42]));
    expect(result.current.items.map(idOf)).toEqual([1, 3]);
    expect(result.current.total).toBe(4);
  });
});
