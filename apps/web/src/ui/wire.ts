/**
 * Numbers from the wire as exact decimal text. The server writes every figure as a JSON number at
 * its field's precision (money at 6 places, a price at its instrument's PricePrecision, …): the
 * shortest number that parses back to exactly that decimal. A decimal of at most 15 significant
 * digits parses to the nearest double, and `toFixed` at the same precision prints that decimal
 * back, so each figure becomes its exact text here, once, and the display pipeline (ui/numbers,
 * ui/usd, orders/format) and the domain's rules work on the text, never on the float.
 *
 * A number too large for `toFixed` to write plainly (1e21 and up), or not finite, comes out as
 * text that is not a decimal numeral; the display shows such a figure as "--".
 */
import { MONEY_PLACES } from '@leverline/contract';
import { plainDecimal } from '@leverline/domain';

/** Places lots are written at (Quantity, Pip, ForexMinCont, MaxLots), and units per lot (ForexContNum). */
export const LOT_PLACES = 6;
/** Places of an instrument's fee rate (ForexFeeRate). */
export const FEE_RATE_PLACES = 8;
/** Places of a ratio in percent (prepayment_ratio, risk_rate, HazardRate, the ranking's rates). */
export const PERCENT_PLACES = 2;
/** Places of the margin-call and stop-out levels in percent (site settings). */
export const LEVEL_PLACES = 6;

const NEGATIVE_ZERO = /^-0(\.0*)?$/;

/** `value` written with exactly `places` decimals; a zero is unsigned ("-0.00" is "0.00"). */
export function wireFixed(value: number, places: number): string {
  const text = value.toFixed(places);
  return NEGATIVE_ZERO.test(text) ? text.slice(1) : text;
}

/** A USD amount (6 places): 12.5 → "12.500000", 10000 → "10000.000000". */
export function wireMoney(usd: number): string {
  return wireFixed(usd, MONEY_PLACES);
}

/** A price at its instrument's precision: 2651.4 at 2 → "2651.40". */
export function wirePrice(price: number, precision: number): string {
  return wireFixed(price, precision);
}

/** A ratio in percent (2 places): 7.5 → "7.50"; null (none) stays null. */
export function wirePercent(percent: number): string;
export function wirePercent(percent: number | null): string | null;
export function wirePercent(percent: number | null): string | null {
  return percent === null ? null : wireFixed(percent, PERCENT_PLACES);
}

/** Lots without trailing zeros, as traders read them and the order call takes them: 0.01 → "0.01". */
export function wireLots(lots: number): string {
  return plainDecimal(wireFixed(lots, LOT_PLACES));
}

/** Units per lot without trailing zeros: 100000 → "100000". */
export function wireContractSize(units: number): string {
  return plainDecimal(wireFixed(units, LOT_PLACES));
}

/** A fee rate without trailing zeros: 0.001 → "0.001". */
export function wireFeeRate(rate: number): string {
  return plainDecimal(wireFixed(rate, FEE_RATE_PLACES));
}

/** A margin-call or stop-out level in percent without trailing zeros: 100 → "100", 50.5 → "50.5". */
export function wireLevel(percent: number): string {
  return plainDecimal(wireFixed(percent, LEVEL_PLACES));
}

/** Places of a conversion rate (usd_rate, usd_price) and of a coin amount sent (deposit `number`). */
export const RATE_PLACES = 10;
export const COIN_AMOUNT_PLACES = 8;
/** Places of a withdrawal's figures and fee rate: USD amounts at 2, the fee rate at 6. */
export const WITHDRAWAL_PLACES = 2;
export const DRAW_RATE_PLACES = 6;

/** A conversion rate without trailing zeros: 1 → "1", 0.9985 → "0.9985". */
export function wireRate(rate: number): string {
  return plainDecimal(wireFixed(rate, RATE_PLACES));
}

/** A coin amount sent, without trailing zeros: 250.5 → "250.5". */
export function wireCoinAmount(amount: number): string {
  return plainDecimal(wireFixed(amount, COIN_AMOUNT_PLACES));
}

/** A withdrawal's amount, fee or payout (2 places): 300.5 → "300.50". */
export function wireAmount2(amount: number): string {
  return wireFixed(amount, WITHDRAWAL_PLACES);
}

/** A withdrawal fee rate (fixed USD or percent) without trailing zeros: 1 → "1", 0.5 → "0.5". */
export function wireDrawRate(rate: number): string {
  return plainDecimal(wireFixed(rate, DRAW_RATE_PLACES));
}
