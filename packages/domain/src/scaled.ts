/**
 * Exact decimals as integers, for the hot path of valuing open positions: a decimal is a count of
 * 10^-scale (12.5 → 125n at scale 1). The engine values every position of a ticked account twice a
 * second and every order is judged against all of its account's positions; big.js allocates and
 * parses on every step, where bigint arithmetic on a few words does not. The results are exactly
 * those of the big.js formulas (trading.ts), which the property tests check.
 */
import type Big from 'big.js';
import { MONEY_SCALE } from './money.js';
import type { Side } from './trading.js';

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

/** The exact product of two scaled decimals. */
export function times(a: Scaled, b: Scaled): Scaled {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** `n` ÷ 10^k rounded half away from zero (big.js's roundHalfUp), for k ≥ 0. */
function roundedShift(n: bigint, k: number): bigint {
  if (k <= 0) return n * pow10(-k);
  const p = pow10(k);
  const negative = n < 0n;
  const a = negative ? -n : n;
  let q = a / p;
  if ((a % p) * 2n >= p) q += 1n;
  return negative ? -q : q;
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

/** Millionths of a USD as money text, e.g. -20000000n → "-20.000000" (as moneyText prints it). */
export function microsText(micros: bigint): string {
  const negative = micros < 0n;
  const digits = String(negative ? -micros : micros).padStart(MONEY_SCALE + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -MONEY_SCALE)}.${digits.slice(-MONEY_SCALE)}`;
}
