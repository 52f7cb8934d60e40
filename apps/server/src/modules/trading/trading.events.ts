/**
 * What the trading service decided, for whatever reacts to it: the engine (it indexes and values
 * the account), the publisher (FOREX_CLOSED to the owner's sockets), the forwarder that tells the
 * engine's node over the bus when the engine runs elsewhere, and notifications. The service only
 * emits; it never calls them. Listeners run in the order they subscribed; one that fails is
 * logged and costs neither the service nor the others.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AccountCopy } from './account-copies.js';
import type { OrderRow } from './trading.repo.js';

/** The order an event carries, as stored: what listeners outside the module read. */
export type { OrderRow };

export type TradingEvent =
  /** New orders were written; `copy` is their account as the batch left it. */
  | { type: 'placed'; orders: OrderRow[]; copy: AccountCopy }
  /** A pending order opened. */
  | { type: 'filled'; userId: number; accountId: number; order: OrderRow }
  /** Orders ended: closed (wholly or, with reason `partial`, a part), cancelled, expired, stopped out. */
  | { type: 'completed'; userId: number; accountId: number; orders: OrderRow[] }
  /** Something else changed an account under its lock (levels, a deposit, a withdrawal): read it afresh. */
  | { type: 'changed'; accountId: number };

export type TradingListener = (event: TradingEvent) => void | Promise<void>;

export class TradingEvents {
  private readonly listeners: TradingListener[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Adds a listener; returns the function that removes it. */
  on(listener: TradingListener): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  /** Tells every listener; resolves when those that answer with a promise are done. */
  async emit(event: TradingEvent): Promise<void> {
    const pending: Promise<void>[] = [];
    for (const listener of this.listeners) {
      try {
        const done = listener(event);
        if (done) pending.push(done.catch((error: unknown) => this.log.error({ err: error, event: event.type }, 'trading event listener failed')));
      } catch (error) {
        this.log.error({ err: error, event: event.type }, 'trading event listener failed');
      }
    }
    if (pending.length > 0) await Promise.all(pending);
  }
}
