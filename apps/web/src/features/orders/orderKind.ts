/**
 * What an order list shows about an order's kind and state beyond its figures: the kind's name
 * (buy limit, sell stop…), whether it ended (closed or cancelled) and, for a pending order, the
 * live price its trigger watches and how far that price still is from the target. The trigger
 * rule is the domain's (PENDING_RULES), so the app measures against the price the server fires on.
 */
import { ORDER_STATUS, type Order } from '@leverline/contract';
import { decimal, isPendingKind, PENDING_RULES, type OrderKind } from '@leverline/domain';
import { wirePrice } from '../../ui/wire';

export type KindKey =
  | 'orders.kind_market'
  | 'orders.kind_buy_limit'
  | 'orders.kind_sell_limit'
  | 'orders.kind_buy_stop'
  | 'orders.kind_sell_stop';

export const KIND_KEYS: Record<OrderKind, KindKey> = {
  market: 'orders.kind_market',
  buy_limit: 'orders.kind_buy_limit',
  sell_limit: 'orders.kind_sell_limit',
  buy_stop: 'orders.kind_buy_stop',
  sell_stop: 'orders.kind_sell_stop',
};

/** Closed (3) or cancelled (4): the order is history. */
export function isEnded(order: Pick<Order, 'Status'>): boolean {
  return order.Status === ORDER_STATUS.completed || order.Status === ORDER_STATUS.cancelled;
}

/** A pending order that never opened: no close price, no fee, no profit. */
export function isCancelled(order: Pick<Order, 'Status'>): boolean {
  return order.Status === ORDER_STATUS.cancelled;
}

export interface TriggerDistance {
  /** The live price the trigger watches (the ask for a buy limit or stop, the bid for a sell), as quoted. */
  livePrice: string;
  /** |target − live price| at the instrument's precision. */
  distance: string;
}

/**
 * A pending order's live price and distance to its trigger at the quotes `bid` and `ask`, or null
 * for an order that is not pending (or a quote not known yet).
 */
export function triggerDistance(
  order: Pick<Order, 'Kind' | 'OriginPrice' | 'ForexTradeLists'>,
  bid: number | undefined,
  ask: number | undefined,
): TriggerDistance | null {
  if (!isPendingKind(order.Kind) || bid === undefined || ask === undefined) return null;
  const precision = order.ForexTradeLists.PricePrecision;
  const watched = PENDING_RULES[order.Kind].watches === 'ask' ? ask : bid;
  if (!(watched > 0)) return null;
  const live = wirePrice(watched, precision);
  const target = wirePrice(order.OriginPrice, precision);
  return { livePrice: live, distance: decimal(target).minus(decimal(live)).abs().toFixed(precision) };
}
