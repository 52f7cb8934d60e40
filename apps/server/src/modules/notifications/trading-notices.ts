/**
 * What the trading service decided, told to the trader: fills (market and pending), positions the
 * server closed (stop loss, take profit, trailing stop, stop-out) and pending orders that expired.
 * Closes and cancels the trader made themselves are answered on their own screen and not told
 * again. Each event is named by its order (`order.{id}.filled|closed|expired`), so it is told once.
 */
import type { CloseReason } from '@leverline/contract';
import type { MarketService } from '../market/market.service.js';
import type { OrderRow, TradingEvents } from '../trading/trading.events.js';
import type { NoticeEvent, NotificationService } from './notifications.service.js';

const SERVER_CLOSES: ReadonlySet<CloseReason> = new Set(['stop_loss', 'take_profit', 'trailing_stop', 'stop_out']);

export function tellTradingEvents(events: TradingEvents, notices: NotificationService, market: MarketService): () => void {
  const facts = (order: OrderRow, price: string | null) => {
    const quote = market.quote(order.instrumentId);
    return { id: order.id, side: order.side, lots: order.lots, symbol: quote?.row.code ?? '', price: price ?? order.requestedPrice, digits: quote?.digits ?? 5 };
  };
  const filled = (order: OrderRow): NoticeEvent => ({
    userId: order.userId,
    kind: 'order_filled',
    eventKey: `order.${order.id}.filled`,
    topic: 'order_filled',
    params: facts(order, order.openPrice),
    link: `/order?type=1&id=${order.id}`,
  });
  return events.on((event) => {
    switch (event.type) {
      case 'placed':
        for (const order of event.orders) if (order.status === 1) notices.tell(filled(order));
        break;
      case 'filled':
        notices.tell(filled(event.order));
        break;
      case 'completed':
        for (const order of event.orders) {
          const reason = order.closeReason as CloseReason | null;
          if (reason && SERVER_CLOSES.has(reason)) {
            notices.tell({
              userId: order.userId,
              kind: 'position_closed',
              eventKey: `order.${order.id}.closed`,
              topic: `closed_${reason}`,
              params: { ...facts(order, order.closePrice), profit: order.profitUsd ?? '0' },
              link: `/order?type=3&id=${order.id}`,
            });
          } else if (reason === 'expired') {
            notices.tell({
              userId: order.userId,
              kind: 'order_expired',
              eventKey: `order.${order.id}.expired`,
              topic: 'order_expired',
              params: facts(order, order.requestedPrice),
              link: `/order?type=3&id=${order.id}`,
            });
          }
        }
        break;
      case 'changed':
        break;
    }
  });
}
