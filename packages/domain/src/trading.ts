/**
 * Trading rules (§9): the account's risk figures, fill and close prices, and what makes an order
 * acceptable. Amounts are exact decimals; every money result is rounded once, to the money scale,
 * by roundMoney. Prices and lots arrive as decimal text or Big, never as floats. Margin, fee and
 * profit are computed once each, in millionths (scaled.ts, order-cost.ts).
 */
import Big from 'big.js';
import { decimal, isDecimalText, roundMoney } from './money.js';
import { compareScaled, isMultipleOf, scaled, type Scaled } from './scaled.js';
import type { Side } from './side.js';

export type { Side } from './side.js';

/** MarginMode 1: a fixed margin per lot (ForexContNum is that margin); otherwise leverage based. */
export const FIXED_MARGIN_MODE = 1;
/** trade_fee_type 1: the fee is lots × rate; otherwise margin × rate. */
export const FEE_PER_LOT = 1;

/** The price a market order fills at: the ask to buy, the bid to sell. */
export function fillPrice(side: Side, bid: string | Big, ask: string | Big): Big {
  return side === 'buy' ? decimal(ask) : decimal(bid);
}

/** The price a position closes at: the bid for a buy, the ask for a sell. */
export function closePrice(side: Side, bid: string | Big, ask: string | Big): Big {
  return side === 'buy' ? decimal(bid) : decimal(ask);
}

export interface AccountFigures {
  balance: Big;
  /** Sum of open positions' floating profit. */
  floating: Big;
  /** Equity (net value) = balance + floating profit. */
  equity: Big;
  /** Margin held by open positions and pending orders (current margin). */
  usedMargin: Big;
  /** Free margin (available prepayment) = equity − used margin. */
  freeMargin: Big;
  /** Margin level (prepayment ratio) in percent = equity ÷ used margin × 100; null with no margin used. */
  marginLevelPct: Big | null;
  /**
   * Risk rate (hazard rate) in percent = used margin ÷ equity × 100: how much of the account's
   * value is tied up. 0 with no margin used; null when equity is zero or negative while margin is
   * used (the account is under water). Stop-out at margin level 50 % is hazard rate 200 %.
   */
  hazardRatePct: Big | null;
}

/** Division to three places, truncated: what a percentage to two places needs to be exact. */
const Truncating = Big();
Truncating.DP = 3;
Truncating.RM = Big.roundDown;

/**
 * `part` ÷ `whole` × 100, rounded half-up to 2 places, exactly. The quotient is taken to 3 places
 * truncated and then rounded: its third decimal is ≥ 5 exactly when the true remainder is at
 * least half a hundredth, so this equals rounding the exact quotient, with none of the double
 * rounding of a quotient first rounded to many places. A long division to 3 places is also a
 * fraction of the cost of one to Big's default 20 (the engine values every ticked account twice a
 * second).
 */
export function percentOf(part: Big, whole: Big): Big {
  return new Big(new Truncating(part.times(100)).div(whole).round(2, Big.roundHalfUp));
}

/** The account figures of §3 from balance, floating profit and used margin. One definition, here. */
export function accountFigures(balance: string | Big, floating: string | Big, usedMargin: string | Big): AccountFigures {
  const b = roundMoney(decimal(balance));
  const f = roundMoney(decimal(floating));
  const used = roundMoney(decimal(usedMargin));
  const equity = roundMoney(b.plus(f));
  const noMargin = used.eq(0);
  return {
    balance: b,
    floating: f,
    equity,
    usedMargin: used,
    freeMargin: roundMoney(equity.minus(used)),
    marginLevelPct: noMargin ? null : percentOf(equity, used),
    hazardRatePct: noMargin ? new Big(0) : equity.lte(0) ? null : percentOf(used, equity),
  };
}

/** True when the margin level has fallen to the stop-out level (both in percent). */
export function isStopOut(figures: AccountFigures, stopOutLevelPct: string | Big): boolean {
  return figures.marginLevelPct !== null && figures.marginLevelPct.lte(decimal(stopOutLevelPct));
}

/**
 * True when the margin level has fallen to the margin-call level (both in percent): the trader is
 * warned, before the stop-out level closes positions.
 */
export function isMarginCall(figures: AccountFigures, marginCallLevelPct: string | Big): boolean {
  return figures.marginLevelPct !== null && figures.marginLevelPct.lte(decimal(marginCallLevelPct));
}

export type OrderProblem =
  | 'lots_below_minimum'
  | 'lots_not_a_step'
  | 'lots_above_maximum'
  | 'leverage_not_configured'
  | 'leverage_not_offered'
  | 'stop_loss_wrong_side'
  | 'take_profit_wrong_side'
  | 'negative_price';

export interface OrderCheck {
  side: Side;
  lots: string | Big;
  minLots: string | Big;
  lotStep: string | Big;
  maxLots: string | Big;
  marginMode: number;
  leverage: number | undefined;
  leverageOptions: number[];
  /** The price the order opens at (the fill price, or a pending order's target). */
  price: string | Big;
  /** 0 or absent means none. */
  stopLoss?: string | Big | undefined;
  takeProfit?: string | Big | undefined;
}

/**
 * The first reason an order cannot be placed, or null. Lots are at least the minimum, a whole
 * number of steps and at most the maximum; leverage is one of the offered options unless the
 * instrument has fixed margin; a stop-loss lies below the price for a buy and above it for a
 * sell, a take-profit the other way; 0 means none.
 */
export function orderProblem(o: OrderCheck): OrderProblem | null {
  // Exact integers (scaled.ts) rather than big.js: every order is checked, and these are a few
  // comparisons of short decimals (the property test holds them to the big.js formulas).
  const lots = exact(o.lots);
  if (compareScaled(lots, exact(o.minLots)) < 0 || lots.units <= 0n) return 'lots_below_minimum';
  if (!isMultipleOf(lots, exact(o.lotStep))) return 'lots_not_a_step';
  if (compareScaled(lots, exact(o.maxLots)) > 0) return 'lots_above_maximum';
  if (o.marginMode !== FIXED_MARGIN_MODE) {
    if (o.leverageOptions.length === 0) return 'leverage_not_configured';
    if (o.leverage === undefined || !o.leverageOptions.includes(o.leverage)) return 'leverage_not_offered';
  }
  return stopsProblem(o);
}

/**
 * The leverage options offered under an asset class's cap: those at or below it, and the cap
 * itself when some options were above it (a 30:1 cap on 50/100/200 offers 30). No cap (null or
 * 0): the options as configured.
 */
export function offeredLeverage(options: readonly number[], cap: number | null): number[] {
  if (!cap) return [...options];
  const kept = options.filter((v) => v <= cap);
  if (kept.length < options.length && !kept.includes(cap)) kept.push(cap);
  return kept;
}

export type StopsProblem = Extract<OrderProblem, 'negative_price' | 'stop_loss_wrong_side' | 'take_profit_wrong_side'>;

/**
 * What is wrong with a stop-loss and take-profit for `side` at `price`, or null: a stop-loss lies
 * below the price for a buy and above it for a sell, a take-profit the other way; 0 or absent
 * means none; nothing is negative.
 */
export function stopsProblem(o: Pick<OrderCheck, 'side' | 'price' | 'stopLoss' | 'takeProfit'>): StopsProblem | null {
  const price = exact(o.price);
  const sl = o.stopLoss === undefined ? undefined : exact(o.stopLoss);
  const tp = o.takeProfit === undefined ? undefined : exact(o.takeProfit);
  if ((sl && sl.units < 0n) || (tp && tp.units < 0n) || price.units <= 0n) return 'negative_price';
  const buy = o.side === 'buy';
  if (sl && sl.units !== 0n) {
    const side = compareScaled(sl, price);
    if (buy ? side >= 0 : side <= 0) return 'stop_loss_wrong_side';
  }
  if (tp && tp.units !== 0n) {
    const side = compareScaled(tp, price);
    if (buy ? side <= 0 : side >= 0) return 'take_profit_wrong_side';
  }
  return null;
}

/**
 * Whether `partLots` can be closed out of a position of `lots`: more than zero, at least the
 * minimum, a whole number of lot steps, and leaving at least the minimum open. The server refuses
 * a partial close by this rule and the app says so before sending.
 */
export function isPartialCloseLots(partLots: string | Big, lots: string | Big, minLots: string | Big, lotStep: string | Big): boolean {
  const part = exact(partLots);
  const min = exact(minLots);
  if (part.units <= 0n || compareScaled(part, min) < 0) return false;
  if (!isMultipleOf(part, exact(lotStep))) return false;
  return decimal(lots).minus(decimal(partLots)).gte(decimal(minLots));
}

/** A decimal numeral (or a Big) as an exact integer at its own scale; refuses what decimal() refuses. */
function exact(value: string | Big): Scaled {
  if (typeof value === 'string' && !isDecimalText(value)) throw new RangeError(`not a decimal numeral: ${JSON.stringify(value)}`);
  return scaled(value);
}

/** Decimal places kept for a currency conversion rate. */
export const RATE_SCALE = 10;

/**
 * USD per unit of `currency`, from live prices of the USD pairs: 1 for USD, the price of
 * {currency}USD when listed, else 1 ÷ the price of USD{currency}; undefined when neither is.
 * `priceOf` answers a pair's mid or bid price as decimal text or Big.
 */
export function quoteToUsd(currency: string, priceOf: (code: string) => string | Big | undefined): Big | undefined {
  if (currency === 'USD') return new Big(1);
  const direct = priceOf(`${currency}USD`);
  if (direct !== undefined) return decimal(direct);
  const inverse = priceOf(`USD${currency}`);
  if (inverse === undefined || decimal(inverse).lte(0)) return undefined;
  return new Big(1).div(decimal(inverse)).round(RATE_SCALE, Big.roundHalfUp);
}

/**
 * The price of `side`'s instrument at which the account would reach the stop-out level, if only
 * that price moved: equity(p) = equity + direction × (p − price) × lots × size × rate, solved for
 * equity(p) = stopOutLevelPct % × usedMargin. Null when no price would do it (no exposure, or
 * already at or below the level).
 */
export function stopOutPrice(o: {
  side: Side;
  /** The position's current closing price. */
  price: string | Big;
  lots: string | Big;
  contractSize: string | Big;
  quoteToUsd: string | Big;
  /** Account equity and used margin including this position. */
  equity: string | Big;
  usedMargin: string | Big;
  stopOutLevelPct: string | Big;
}): Big | null {
  const exposure = decimal(o.lots).times(decimal(o.contractSize)).times(decimal(o.quoteToUsd));
  if (exposure.eq(0)) return null;
  const headroom = decimal(o.equity).minus(decimal(o.usedMargin).times(decimal(o.stopOutLevelPct)).div(100));
  if (headroom.lte(0)) return null;
  const move = headroom.div(exposure);
  const p = o.side === 'buy' ? decimal(o.price).minus(move) : decimal(o.price).plus(move);
  return p.gt(0) ? p : null;
}
