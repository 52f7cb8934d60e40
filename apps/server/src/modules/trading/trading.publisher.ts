/**
 * The one place the per-user trading pushes leave from: FOREX_CLOSED when orders complete (it
 * listens to the service's events) and FOREX_TRADE when the engine has an account's figures. Both
 * go on the bus as `USER.{id}`, with a key that starts with the client topic, so every node's
 * gateway delivers them to that user's sockets subscribed to it (docs/socket.md).
 */
import { FOREX_CLOSED, FOREX_TRADE } from '@leverline/contract';
import type { Bus } from '../../platform/bus.js';
import type { TradingEvents } from './trading.events.js';
import type { Valuation } from './trading.valuation.js';
import type { TradingViews } from './trading.views.js';

export class TradingPublisher {
  constructor(
    private readonly bus: Bus,
    private readonly views: TradingViews,
    events: TradingEvents,
  ) {
    events.on((event) => {
      if (event.type === 'completed') this.closed(event.userId, event.orders.filter((o) => o.closeReason !== 'partial').map((o) => o.id));
    });
  }

  /** FOREX_TRADE: the account's figures and each holding position. */
  trade(userId: number, balance: string, valuation: Valuation): void {
    this.bus.publish({ topic: `USER.${userId}`, key: FOREX_TRADE, payload: this.views.tradeMessage(userId, balance, valuation) });
  }

  /** FOREX_CLOSED: orders of the user that are gone from the holding and pending lists. */
  closed(userId: number, ids: number[]): void {
    if (ids.length === 0) return;
    this.bus.publish({ topic: `USER.${userId}`, key: `${FOREX_CLOSED}.${ids.join('.')}`, payload: JSON.stringify({ type: FOREX_CLOSED, id: ids }) });
  }
}
