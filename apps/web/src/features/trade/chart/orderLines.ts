/**
 * The lines the trade chart draws for the trader's own orders on the shown instrument: each
 * position's entry, stop-loss and take-profit, and each pending order's target with its stop-loss
 * and take-profit. Pure: which lines, at which prices, with which titles; useOrderLines draws them
 * with the chart library's own price lines and lets the trader drag the SL and TP ones.
 */
import { ORDER_STATUS, type Order } from '@leverline/contract';
import { isPendingKind } from '@leverline/domain';
import { wirePrice } from '../../../ui/wire';

export type LineRole = 'entry' | 'pending' | 'stop_loss' | 'take_profit';

export interface OrderLine {
  /** Stable across updates: the role and the order's id. */
  key: string;
  orderId: number;
  role: LineRole;
  price: number;
  /** Drawn beside the price on the axis ("SL #12"). */
  title: string;
  /** Stop-loss and take-profit lines may be dragged; a trailing stop moves by itself and is not. */
  draggable: boolean;
}

/** How the kinds are named on a pending order's line (the caller's language). */
export type KindName = (kind: Order['Kind']) => string;

/** The lines of `orders` (any instrument's: those of another are left out) for instrument `instrumentId`. */
export function orderLines(orders: readonly Order[], instrumentId: number, kindName: KindName): OrderLine[] {
  const lines: OrderLine[] = [];
  for (const order of orders) {
    if (order.ForexId !== instrumentId) continue;
    const open = order.Status === ORDER_STATUS.holding || order.Status === ORDER_STATUS.pending;
    if (!open) continue;
    const id = order.Id;
    if (order.Status === ORDER_STATUS.holding) {
      lines.push({
        key: `entry-${id}`,
        orderId: id,
        role: 'entry',
        price: order.Price,
        title: `#${id}`,
        draggable: false,
      });
    } else if (isPendingKind(order.Kind)) {
      lines.push({
        key: `pending-${id}`,
        orderId: id,
        role: 'pending',
        price: order.OriginPrice,
        title: `${kindName(order.Kind)} #${id}`,
        draggable: false,
      });
    }
    if (order.TargetLossPrice > 0) {
      lines.push({
        key: `stop_loss-${id}`,
        orderId: id,
        role: 'stop_loss',
        price: order.TargetLossPrice,
        title: `SL #${id}`,
        draggable: order.TrailingStop === 0,
      });
    }
    if (order.TargetProfitPrice > 0) {
      lines.push({
        key: `take_profit-${id}`,
        orderId: id,
        role: 'take_profit',
        price: order.TargetProfitPrice,
        title: `TP #${id}`,
        draggable: true,
      });
    }
  }
  return lines;
}

/**
 * The line under a pointer at `y` (pixels from the pane's top) among draggable ones, the nearest
 * within `slopPx`, given where each line's price is drawn (`yOf`, null when off the scale).
 */
export function lineAt(
  lines: readonly OrderLine[],
  y: number,
  yOf: (price: number) => number | null,
  slopPx = 12,
): OrderLine | null {
  let best: OrderLine | null = null;
  let bestGap = slopPx;
  for (const line of lines) {
    if (!line.draggable) continue;
    const at = yOf(line.price);
    if (at === null) continue;
    const gap = Math.abs(at - y);
    if (gap <= bestGap) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

/**
 * What set_stop_price needs to move one level of `order` to `price` and keep the other as it is
 * (0 is none). Prices as decimal text at the instrument's precision.
 */
export function movedLevels(
  order: Order,
  role: 'stop_loss' | 'take_profit',
  price: string,
): { stop_loss_price: string; target_profit_price: string } {
  const precision = order.ForexTradeLists.PricePrecision;
  const keep = (value: number) => (value > 0 ? wirePrice(value, precision) : '0');
  return role === 'stop_loss'
    ? { stop_loss_price: price, target_profit_price: keep(order.TargetProfitPrice) }
    : { stop_loss_price: keep(order.TargetLossPrice), target_profit_price: price };
}
