/**
 * What the trading service decided, told to the trader: fills (market and pending), positions the
 * server closed (stop loss, take profit, trailing stop, stop-out) and pending orders that expired.
 * Closes and cancels the trader made themselves are answered on their own screen and not told
 * again. Each event is named by its order (`order.{id}.filled|closed|expired`), so it is told once.
 *
 * Every fill and every close (the trader's own included, and each part closed) also makes a trade
 * confirmation, an e-mail the trader may ask for (`confirm.{id}.filled|closed`): the receipt's
 * figures as the order detail shows them (trading's orderFigures, so each figure is computed once).
 */
import { ORDER_STATUS, type CloseReason } from '@leverline/contract';
import type { MarketService } from '../market/market.service.js';
import type { OrderRow, TradingEvents } from '../trading/trading.events.js';
import type { OrderFigures } from '../trading/trading.views.js';
import type { NoticeEvent, NotificationService } from './notifications.service.js';

const SERVER_CLOSES: ReadonlySet<CloseReason> = new Set(['stop_loss', 'take_profit', 'trailing_stop', 'stop_out']);

export function tellTradingEvents(
  events: TradingEvents,
  notices: Pick<NotificationService, 'tell'>,
  market: MarketService,
  figures: (order: OrderRow) => OrderFigures,
): () => void {
  const facts = (order: OrderRow, price: string | null) => {
    const quote = market.quote(order.instrumentId);
    return { id: order.id, side: order.side, lots: order.lots, symbol: quote?.row.code ?? '', price: price ?? order.requestedPrice, digits: quote?.digits ?? 5 };
  };
  const confirmFill = (order: OrderRow): NoticeEvent => {
    const f = figures(order);
    return {
      userId: order.userId,
      kind: 'trade_confirmation',
      eventKey: `confirm.${order.id}.filled`,
      topic: 'confirm_fill',
      params: {
        id: order.id,
        symbol: f.instrument.Code,
        side: order.side,
        lots: f.lots,
        digits: f.instrument.PricePrecision,
        requested: f.requestedPrice,
        price: f.openPrice,
        slippage: f.slippage,
        fee_usd: f.fee,
        margin_usd: f.margin,
        time_ms: (order.quoteAt ?? order.openedAt ?? order.createdAt).getTime(),
      },
      link: `/order?type=1&id=${order.id}`,
    };
  };
  const confirmClose = (order: OrderRow): NoticeEvent => {
    const f = figures(order);
    return {
      userId: order.userId,
      kind: 'trade_confirmation',
      eventKey: `confirm.${order.id}.closed`,
      topic: 'confirm_close',
      params: {
        id: order.id,
        ...(order.partOf === null ? {} : { part_of: order.partOf }),
        symbol: f.instrument.Code,
        side: order.side,
        lots: f.lots,
        digits: f.instrument.PricePrecision,
        open: f.openPrice,
        price: f.price,
        profit_usd: f.profit,
        swap_usd: f.swap,
        reason: order.closeReason ?? 'user',
        time_ms: (order.closedAt ?? order.createdAt).getTime(),
      },
      link: `/order?type=3&id=${order.id}`,
    };
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
        for (const order of event.orders) {
          if (order.status !== ORDER_STATUS.holding) continue;
          notices.tell(filled(order));
          notices.tell(confirmFill(order));
        }
        break;
      case 'filled':
        notices.tell(filled(event.order));
        notices.tell(confirmFill(event.order));
        break;
      case 'completed':
        for (const order of event.orders) {
          // Closed at a price: a trade to confirm. A cancelled or expired pending order never traded.
          if (order.status === ORDER_STATUS.completed && order.closePrice !== null) notices.tell(confirmClose(order));
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
