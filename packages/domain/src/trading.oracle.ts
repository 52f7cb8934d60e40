/**
 * The money formulas of §9 written plainly with big.js: margin, fee and profit in USD, each
 * rounded once to the money scale. Not used by the product, which computes them once each, in
 * millionths of a USD on integers (scaled.ts: marginMicros, feeMicros, profitMicros, and
 * order-cost.ts): these are the test oracle the property tests hold those to.
 */
import type Big from 'big.js';
import { decimal, roundMoney } from './money.js';
import { FEE_PER_LOT, FIXED_MARGIN_MODE, type Side } from './trading.js';

export interface MarginInput {
  marginMode: number;
  lots: string | Big;
  /** Units per lot (ForexContNum). */
  contractSize: string | Big;
  /** Fill price in the quote currency. */
  price: string | Big;
  leverage: number;
  /** USD per unit of the quote currency (1 for USD-quoted instruments). */
  quoteToUsd: string | Big;
}

/**
 * Margin in USD: lots × ForexContNum for fixed-margin instruments; otherwise
 * lots × ForexContNum × price ÷ leverage, converted from the quote currency.
 */
export function marginUsd(m: MarginInput): Big {
  const lots = decimal(m.lots);
  const size = decimal(m.contractSize);
  if (m.marginMode === FIXED_MARGIN_MODE) return roundMoney(lots.times(size));
  if (!Number.isInteger(m.leverage) || m.leverage <= 0) throw new RangeError('leverage must be a positive integer');
  return roundMoney(lots.times(size).times(decimal(m.price)).times(decimal(m.quoteToUsd)).div(m.leverage));
}

/** Fee in USD: lots × rate when trade_fee_type is 1, otherwise margin × rate. */
export function feeUsd(feeType: number, lots: string | Big, feeRate: string | Big, margin: Big): Big {
  return roundMoney(feeType === FEE_PER_LOT ? decimal(lots).times(decimal(feeRate)) : margin.times(decimal(feeRate)));
}

/**
 * Profit in USD of a position from `open` to `close`: (close − open) × lots × ForexContNum for a
 * buy, mirrored for a sell, converted from the quote currency at `quoteToUsd`.
 */
export function profitUsd(side: Side, open: string | Big, close: string | Big, lots: string | Big, contractSize: string | Big, quoteToUsd: string | Big): Big {
  const move = decimal(close).minus(decimal(open));
  const signed = side === 'buy' ? move : move.times(-1);
  return roundMoney(signed.times(decimal(lots)).times(decimal(contractSize)).times(decimal(quoteToUsd)));
}

