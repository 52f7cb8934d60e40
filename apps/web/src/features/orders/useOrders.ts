import { useCallback, useRef } from 'react';
import { routes, ORDER_STATUS, type Order } from '@leverline/contract';
import { call } from '../../api/client';
import { useLiveResync } from '../../api/useLive';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import { useForexClosed } from './useForexClosed';
import { useForexTrade } from './useForexTrade';

/** my_deal status: 1 holding, 0 pending, 3 history. */
export type OrderStatus = Order['Status'];

export const ORDERS_PAGE_SIZE = 20;

const orderId = (order: Order) => order.Id;

/**
 * One order list (§4), kept live:
 * - FOREX_TRADE moves each listed position's price and profit; an open position the holding list
 *   does not know yet (a pending order filled, an order from another device) reloads it once; a
 *   pending order that shows up among the positions has filled and leaves the pending list;
 * - FOREX_CLOSED takes completed orders out of the holding and pending lists, and reloads history.
 */
export function useOrders(status: OrderStatus): PagedList<Order> {
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      call(routes.myDeal, { status, page, page_size: ORDERS_PAGE_SIZE }, { signal }).then((answer) => ({
        items: answer.data,
        total: answer.total,
      })),
    [status],
  );
  const list = usePagedList(fetchPage, orderId);
  /** Positions that already caused a reload, so a position the server never lists cannot loop. */
  const reloadedFor = useRef(new Set<number>());

  useForexTrade((push) => {
    if (status === ORDER_STATUS.completed) return;
    const live = new Map(push.TransOrder.map((position) => [position.Id, position]));
    if (status === ORDER_STATUS.pending) {
      const filled = list.items.filter((order) => live.has(order.Id)).map(orderId);
      if (filled.length > 0) list.remove(filled);
      return;
    }
    list.update((orders) => {
      let changed = false;
      const next = orders.map((order) => {
        const position = live.get(order.Id);
        if (
          !position ||
          (position.UpdatePrice === order.UpdatePrice && position.FactProfits === order.FactProfits)
        ) {
          return order;
        }
        changed = true;
        return { ...order, UpdatePrice: position.UpdatePrice, FactProfits: position.FactProfits };
      });
      return changed ? next : orders;
    });
    if (list.status !== 'ready' || list.hasMore) return;
    const known = new Set(list.items.map(orderId));
    const unknown = push.TransOrder.filter((p) => !known.has(p.Id) && !reloadedFor.current.has(p.Id));
    if (unknown.length === 0) return;
    for (const position of unknown) reloadedFor.current.add(position.Id);
    void list.reload();
  });

  useForexClosed((ids) => {
    if (status === ORDER_STATUS.completed) void list.reload();
    else list.remove(ids);
  });

  useLiveResync(() => void list.reload());
  return list;
}
