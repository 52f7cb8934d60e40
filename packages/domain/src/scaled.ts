/**
 * Exact decimals as integers, for the hot path of valuing open positions: a decimal is a count of
 * 10^-scale (12.5 → 125n at scale 1). The engine values every position of a ticked account twice a
 * second and every order is judged against all of its account's positions; big.js allocates and
 * parses on every step, where bigint arithmetic on a few words does not. The results are exactly
 * those of the big.js formulas (trading.ts), which the property tests check.
 */
import type Big from 'big.js';
import { MONEY_SCALE } from './money.js';
import type { Side } from './side.js';

export interface Scaled {
  units: bigint;
  scale: number;
}

const POWERS: bigint[] = [];
/** 10^n as a bigint, kept. */
export function pow10(n: number): bigint {
  let p = POWERS[n];
  if (p === undefined) {
    p = 10n ** BigInt(n);
    POWERS[n] = p;
  }
  return p;
}

/** A plain decimal numeral (or a Big) as units of its own last place: "-0.050" → -50n at scale 3. */
export function scaled(value: string | Big): Scaled {
  const text = typeof value === 'string' ? value : value.toFixed();
  const dot = text.indexOf('.');
  if (dot < 0) return { units: BigInt(text), scale: 0 };
  return { units: BigInt(text.slice(0, dot) + text.slice(dot + 1)), scale: text.length - dot - 1 };
}

/** −1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareScaled(a: Scaled, b: Scaled): number {
  const scale = Math.max(a.scale, b.scale);
  const x = a.units * pow10(scale - a.scale);
  const y = b.units * pow10(scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Whether `a` is a whole number of `step`s (as big.js's `a.mod(step).eq(0)`; a zero step throws as it does). */
export function isMultipleOf(a: Scaled, step: Scaled): boolean {
  const scale = Math.max(a.scale, step.scale);
  const d = step.units * pow10(scale - step.scale);
  if (d === 0n) throw new RangeError('division by zero');
  return (a.units * pow10(scale - a.scale)) % d === 0n;
}

/** The exact product of two scaled decimals. */
export function times(a: Scaled, b: Scaled): Scaled {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** `n` ÷ `d` (d > 0) rounded half away from zero, as big.js rounds (roundHalfUp). */
function dividedHalfUp(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const a = negative ? -n : n;
  let q = a / d;
  if ((a % d) * 2n >= d) q += 1n;
  return negative ? -q : q;
}

/** `n` ÷ 10^k rounded half away from zero (big.js's roundHalfUp); a multiplication for k ≤ 0. */
function roundedShift(n: bigint, k: number): bigint {
  return k <= 0 ? n * pow10(-k) : dividedHalfUp(n, pow10(k));
}

/** A scaled decimal in millionths of a unit, rounded half-up to 6 places as roundMoney does. */
export function toMicros(value: Scaled): bigint {
  return roundedShift(value.units, value.scale - MONEY_SCALE);
}

/**
 * profitUsd (trading.ts) in millionths of a USD: (close − open) × lots × factor for a buy, mirrored
 * for a sell, rounded half-up to 6 places, where `factor` is the contract size times the quote
 * currency's USD rate (`times(contractSize, quoteToUsd)`, taken once per instrument).
 */
export function profitMicros(side: Side, open: Scaled, close: Scaled, lots: Scaled, factor: Scaled): bigint {
  const scale = Math.max(open.scale, close.scale);
  const move = close.units * pow10(scale - close.scale) - open.units * pow10(scale - open.scale);
  const signed = side === 'buy' ? move : -move;
  return roundedShift(signed * lots.units * factor.units, scale + lots.scale + factor.scale - MONEY_SCALE);
}

/**
 * Free margin (accountFigures: equity − used margin, equity = balance + floating profit) in
 * millionths of a USD, from a balance as money text and the floating profit and used margin
 * already in millionths: what an order is judged against, without big.js.
 */
export function freeMarginMicros(balance: string, floatingMicros: bigint, usedMicros: bigint): bigint {
  return toMicros(scaled(balance)) + floatingMicros - usedMicros;
}

/**
 * Millionths of a USD (a bigint, or a safe integer) as money text, e.g. -20000000n → "-20.000000"
 * (as moneyText prints it).
 */
export function microsText(micros: bigint | number): string {
  const negative = micros < 0;
  const digits = String(negative ? -micros : micros).padStart(MONEY_SCALE + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -MONEY_SCALE)}.${digits.slice(-MONEY_SCALE)}`;
}

// ---- the same in doubles, where they are exact ---------------------------------------------------

/** A scaled decimal without trailing zeros: 1.500000 (1500000n at scale 6) → 15n at scale 1. */
export function trimmed(value: Scaled): Scaled {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

/** The units of a scaled decimal as a double, when it holds them exactly; else undefined. */
export function exactNumber(units: bigint): number | undefined {
  const n = Number(units);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Powers of ten that a double holds exactly and whose multiples below 2^52 stay exact. */
const POWERS_N = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * profitMicros in doubles: a position's profit in millionths of a USD from integer units, each at
 * its own scale (`openUnits` at `openScale`, and so on; the closing price is usually at the
 * instrument's digits and the open price at fewer once trailing zeros are trimmed). Exactly
 * profitMicros's result (property-tested) whenever every step is an integer a double holds
 * exactly, which it is for ordinary prices and sizes once trailing zeros are trimmed (`trimmed`);
 * undefined otherwise, and the caller uses profitMicros. No allocation: the engine values every
 * open position of a ticked account twice a second, and bigint arithmetic allocates at every step.
 */
export function profitMicrosNumber(
  buy: boolean,
  openUnits: number,
  openScale: number,
  closeUnits: number,
  closeScale: number,
  lots: number,
  lotsScale: number,
  factor: number,
  factorScale: number,
): number | undefined {
  // Both prices at the larger of their scales.
  const scale = openScale > closeScale ? openScale : closeScale;
  if (scale - openScale > 15 || scale - closeScale > 15) return undefined;
  const open = openUnits * POWERS_N[scale - openScale]!;
  const close = closeUnits * POWERS_N[scale - closeScale]!;
  if (!Number.isSafeInteger(open) || !Number.isSafeInteger(close)) return undefined;
  const shift = scale + lotsScale + factorScale - MONEY_SCALE;
  const move = buy ? close - open : open - close;
  const product = move * lots;
  if (!Number.isSafeInteger(product)) return undefined;
  const n = product * factor;
  if (!Number.isSafeInteger(n)) return undefined;
  if (shift <= 0) {
    if (shift < -15) return undefined;
    const r = n * POWERS_N[-shift]!;
    return Number.isSafeInteger(r) ? r : undefined;
  }
  if (shift > 15) return undefined;
  const a = n < 0 ? -n : n;
  // Below 2^52 with p ≤ 10^15 < 2^50, q × p stays below 2^53, so r is exact; a / p's rounding can
  // leave q one off, which the two corrections put right.
  if (a > 2 ** 52) return undefined;
  const p = POWERS_N[shift]!;
  let q = Math.floor(a / p);
  let r = a - q * p;
  if (r < 0) {
    q -= 1;
    r += p;
  } else if (r >= p) {
    q += 1;
    r -= p;
  }
  if (2 * r >= p) q += 1; // half away from zero, as roundedShift
  return n < 0 && q !== 0 ? -q : q;
}

// ---- positions of one instrument and side, summed -----------------------------------------------

/** The scales positions are summed at: their columns' (open price numeric(24,10), lots numeric(18,6)). */
const SUM_PRICE_SCALE = 10;
const SUM_LOTS_SCALE = 6;

/**
 * Positions of one instrument and side, summed so that their floating profit at a price is worked
 * out at once (positionsProfitMicros) instead of position by position: Σ lots in millionths of a
 * lot, Σ open price × lots (the price in 10^-10), and the largest scales the members' open prices
 * and lots have without trailing zeros. `summable` is false once a member did not fit those scales
 * (the caller values such a group position by position).
 */
export interface PositionSums {
  lots: bigint;
  openLots: bigint;
  openScale: number;
  lotsScale: number;
  summable: boolean;
}

export function emptyPositionSums(): PositionSums {
  return { lots: 0n, openLots: 0n, openScale: 0, lotsScale: 0, summable: true };
}

/** What one position adds to PositionSums, worked out once per position; undefined if it cannot be summed. */
export interface PositionTerms {
  lots: bigint;
  openLots: bigint;
  openScale: number;
  lotsScale: number;
}

export function positionTerms(open: Scaled, lots: Scaled): PositionTerms | undefined {
  const o = trimmed(open);
  const l = trimmed(lots);
  if (o.scale > SUM_PRICE_SCALE || l.scale > SUM_LOTS_SCALE) return undefined;
  const lotsAt = l.units * pow10(SUM_LOTS_SCALE - l.scale);
  return { lots: lotsAt, openLots: o.units * pow10(SUM_PRICE_SCALE - o.scale) * lotsAt, openScale: o.scale, lotsScale: l.scale };
}

/** Adds a position (its positionTerms, undefined when it has none) to `sums`. */
export function addPosition(sums: PositionSums, terms: PositionTerms | undefined): void {
  if (!terms) {
    sums.summable = false;
    return;
  }
  sums.lots += terms.lots;
  sums.openLots += terms.openLots;
  if (terms.openScale > sums.openScale) sums.openScale = terms.openScale;
  if (terms.lotsScale > sums.lotsScale) sums.lotsScale = terms.lotsScale;
}

/** A decimal's scale net of trailing zeros, its whole part's included: 100000 → −5, 0.50 → 1, 0 → 0. */
export function netScale(value: Scaled): number {
  let { units, scale } = value;
  if (units === 0n) return 0;
  while (units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return scale;
}

/**
 * The floating profit in millionths of a USD of the positions summed in `sums` (all buys or all
 * sells of one instrument), closing at `close`, with `factor` the contract size × the quote
 * currency's USD rate: exactly the sum of each one's profitMicros, when each of those is a whole
 * number of millionths, which the scales tell (the largest of the prices' scales + the lots' +
 * the factor's net scale ≤ 6): then no position's profit was rounded, and the sum of
 * (close − open) × lots × factor is the same worked out on the sums. Undefined otherwise, and the
 * caller values the positions one by one. Property-tested against profitMicros.
 */
export function positionsProfitMicros(buy: boolean, sums: PositionSums, close: Scaled, factor: Scaled): bigint | undefined {
  if (!sums.summable || close.scale > SUM_PRICE_SCALE) return undefined;
  const priceScale = close.scale > sums.openScale ? close.scale : sums.openScale;
  if (priceScale + sums.lotsScale + netScale(factor) > MONEY_SCALE) return undefined;
  const move = close.units * pow10(SUM_PRICE_SCALE - close.scale) * sums.lots - sums.openLots;
  // In 10^-(10 + 6 + factor scale) USD; millionths are 10^-6, and the division is exact (above).
  return ((buy ? move : -move) * factor.units) / pow10(SUM_PRICE_SCALE + factor.scale);
}

/**
 * A running sum of millionths: a number while every partial sum is an exact integer, a bigint
 * once it would not be (a sum of money is never rounded by the adding).
 */
export type MicrosTotal = number | bigint;

export function addMicros(total: MicrosTotal, term: number | bigint): MicrosTotal {
  if (typeof total === 'number' && typeof term === 'number') {
    // Both are safe integers, so the sum is exact exactly when it is itself a safe integer.
    const sum = total + term;
    if (Number.isSafeInteger(sum)) return sum;
  }
  return BigInt(total) + BigInt(term);
}

/**
 * A margin level in percent (a setting such as "50" or "50.5") as whole hundredths of a percent,
 * rounded down: a margin level to two places is at most the setting exactly when it is at most this.
 */
export function hundredthsOf(levelPct: string): bigint {
  const { units, scale } = scaled(levelPct);
  return scale <= 2 ? units * pow10(2 - scale) : units / pow10(scale - 2);
}

/**
 * isStopOut(accountFigures(balance, floating, used), level) from millionths, without big.js: the
 * margin level (equity ÷ used × 100, rounded half-up to two places) is at most `levelHundredths`
 * (hundredthsOf) exactly when 20000 × equity < (2 × levelHundredths + 1) × used. Never with no
 * margin used. Property-tested against the figures.
 */
export function isStopOutMicros(balance: string, floatingMicros: bigint, usedMicros: bigint, levelHundredths: bigint): boolean {
  if (usedMicros === 0n) return false;
  const equity = toMicros(scaled(balance)) + floatingMicros;
  return 20000n * equity < (2n * levelHundredths + 1n) * usedMicros;
}

/** The places big.js keeps of a quotient (Big.DP, unchanged from its default) before roundMoney. */
const BIG_DIVISION_PLACES = 20;

/**
 * marginUsd (trading.ts) in millionths of a USD, from scaled decimals: lots × contract size for a
 * fixed-margin instrument, otherwise lots × contract size × price × the quote currency's USD rate
 * ÷ leverage. Rounded as marginUsd rounds it: the quotient half-up to 20 places (big.js's
 * division), then half-up to 6 (roundMoney); property-tested equal. An order is judged with it.
 */
export function marginMicros(fixedMargin: boolean, lots: Scaled, contractSize: Scaled, price: Scaled, leverage: number, rate: Scaled): bigint {
  const perLot = times(lots, contractSize);
  if (fixedMargin) return toMicros(perLot);
  if (!Number.isInteger(leverage) || leverage <= 0) throw new RangeError('leverage must be a positive integer');
  const product = times(times(perLot, price), rate);
  const quotient = dividedHalfUp(product.units * pow10(BIG_DIVISION_PLACES), pow10(product.scale) * BigInt(leverage));
  return roundedShift(quotient, BIG_DIVISION_PLACES - MONEY_SCALE);
}

/** feeUsd (trading.ts) in millionths: lots × rate when `perLot`, otherwise the margin × rate. */
export function feeMicros(perLot: boolean, lots: Scaled, feeRate: Scaled, marginMicros: bigint): bigint {
  return toMicros(times(perLot ? lots : { units: marginMicros, scale: MONEY_SCALE }, feeRate));
}
