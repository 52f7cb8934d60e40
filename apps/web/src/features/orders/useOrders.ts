import { useCallback, useRef, useState } from 'react';
import { routes, ORDER_STATUS, type Order } from '@leverline/contract';
import { call } from '../../api/client';
import { useLiveResync } from '../../api/useLive';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import { useForexClosed } from './useForexClosed';
import { useForexTrade } from './useForexTrade';
import type { HistoryParams } from './historyFilter';

/** my_deal status: 1 holding, 0 pending, 3 history. */
export type OrderStatus = Order['Status'];

export const ORDERS_PAGE_SIZE = 20;

/** The sums of every order a list holds under its filter (not only the loaded pages), as the server counted them. */
export interface OrderSums {
  count: number;
  profit: number;
  fees: number;
  swaps: number;
}

const NO_PARAMS: HistoryParams = {};

const orderId = (order: Order) => order.Id;

/** The figures a FOREX_TRADE push moves or a trader changes on an open position. */
function sameLiveFigures(a: Order, b: Order): boolean {
  return (
    a.UpdatePrice === b.UpdatePrice &&
    a.FactProfits === b.FactProfits &&
    a.TargetLossPrice === b.TargetLossPrice &&
    a.TargetProfitPrice === b.TargetProfitPrice
  );
}

/**
 * One order list (§4), kept live:
 * - FOREX_TRADE carries each open position as my_deal lists it: a listed position whose price,
 *   profit or stops changed is replaced by the pushed one; an open position the holding list
 *   does not know yet (a pending order filled, an order from another device) reloads it once; a
 *   pending order that shows up among the positions has filled and leaves the pending list;
 * - FOREX_CLOSED takes completed orders out of the holding and pending lists, and reloads history.
 */
export function useOrders(status: OrderStatus, params: HistoryParams = NO_PARAMS): PagedList<Order> & { sums: OrderSums | null } {
  const [sums, setSums] = useState<OrderSums | null>(null);
  const fetchPage = useCallback(
    (page: number, signal: AbortSignal) =>
      call(routes.myDeal, { status, ...params, page, page_size: ORDERS_PAGE_SIZE }, { signal }).then((answer) => {
        // Every reload starts at page 1, which carries the sums of the whole filtered list.
        if (page === 1) setSums({ count: answer.total, profit: answer.all_fact_profits, fees: answer.all_fees, swaps: answer.all_swaps });
        return { items: answer.data, total: answer.total };
      }),
    [status, params],
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
        if (!position || sameLiveFigures(position, order)) return order;
        changed = true;
        return position;
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
  return { ...list, sums };
}
