/**
 * What an order takes from its account's free margin when it is placed: its margin, its fee and,
 * at market, the spread it opens under water by. The order ticket's "free margin after" and the
 * server's check of every order are this one function, so the ticket never shows room the server
 * would refuse.
 */
import { feeMicros, marginMicros, profitMicros, times, type Scaled } from './scaled.js';
import type { Side } from './trading.js';

export interface OrderCostInput {
  side: Side;
  /** At market the position opens now, a spread under water; a pending order pays that when it fills. */
  atMarket: boolean;
  /** MarginMode 1 (FIXED_MARGIN_MODE): a fixed margin per lot. */
  fixedMargin: boolean;
  lots: Scaled;
  contractSize: Scaled;
  leverage: number;
  /** The price it opens at: the ask to buy or the bid to sell at market, a pending order's target. */
  open: Scaled;
  /** The price the position would close at now: the bid for a buy, the ask for a sell. */
  close: Scaled;
  /** USD per unit of the quote currency. */
  rate: Scaled;
  /** trade_fee_type 1 (FEE_PER_LOT): lots × rate; otherwise margin × rate. */
  feePerLot: boolean;
  feeRate: Scaled;
}

/** Millionths of a USD. `need` is what free margin must cover: margin + fee + spread. */
export interface OrderCost {
  margin: bigint;
  fee: bigint;
  spread: bigint;
  need: bigint;
}

export function orderCostMicros(o: OrderCostInput): OrderCost {
  const margin = marginMicros(o.fixedMargin, o.lots, o.contractSize, o.open, o.leverage, o.rate);
  const fee = feeMicros(o.feePerLot, o.lots, o.feeRate, margin);
  const opening = o.atMarket ? profitMicros(o.side, o.open, o.close, o.lots, times(o.contractSize, o.rate)) : 0n;
  const spread = opening < 0n ? -opening : 0n;
  return { margin, fee, spread, need: margin + fee + spread };
}
