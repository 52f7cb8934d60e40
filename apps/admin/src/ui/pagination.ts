/**
 * Pages of a server-paged list: the table's pager, and the page kept in the URL (`?page=2`; the
 * first page leaves it out) so a reload or a link keeps the view.
 */
import type { TablePaginationConfig } from 'antd';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { texts } from '../i18n/texts';

/** The server's page size for most lists (queues, users, news). */
export const PAGE_SIZE = 20;

/** A table's pager for one page of `total` records. */
export function pager(
  page: number,
  total: number | undefined,
  onChange: (page: number) => void,
  pageSize = PAGE_SIZE,
): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total: total ?? 0,
    showSizeChanger: false,
    showTotal: texts.common.total,
    onChange,
  };
}

/** The URL's parameters with `page` set to `next` (removed for the first page). */
export function withPage(prev: URLSearchParams, next: number): URLSearchParams {
  const out = new URLSearchParams(prev);
  if (next > 1) out.set('page', String(next));
  else out.delete('page');
  return out;
}

/** The URL's parameters and the page among them; anything but a number above 0 is page 1. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const setPage = useCallback((next: number) => setParams((prev) => withPage(prev, next)), [setParams]);
  return { params, setParams, page, setPage };
}
