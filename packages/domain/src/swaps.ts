/**
 * Overnight financing (swaps). A position held through the daily rollover is charged or credited
 * its instrument's swap rate for its side, per lot; the rollover of the configured weekday counts
 * three nights (it carries the weekend, whose days have no rollover of their own). Pure: the
 * caller passes the time and the rates.
 */
import Big from 'big.js';
import { decimal, moneyText } from './money.js';

/** One rollover: when it happens, the UTC day it belongs to, and how many nights it charges. */
export interface Rollover {
  /** The instant of the rollover. */
  at: Date;
  /** Its UTC day as YYYY-MM-DD: with the order id, the key that makes a charge happen once. */
  day: string;
  /** 1 on an ordinary weekday, 3 on the triple weekday, 0 on Saturday and Sunday. */
  nights: 0 | 1 | 3;
}

const DAY_MS = 86_400_000;

/**
 * The latest rollover at or before `now`: `hourUtc` o'clock UTC of today, or of yesterday when
 * that hour has not come yet. `tripleWeekday` is 0 (Sunday) … 6 (Saturday); brokers use 3
 * (Wednesday), whose rollover settles on Friday and so carries the weekend.
 */
export function latestRollover(now: Date, hourUtc: number, tripleWeekday: number): Rollover {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc);
  const at = new Date(today <= now.getTime() ? today : today - DAY_MS);
  const weekday = at.getUTCDay();
  const nights = weekday === 0 || weekday === 6 ? 0 : weekday === tripleWeekday ? 3 : 1;
  return { at, day: at.toISOString().slice(0, 10), nights };
}

/**
 * What one rollover moves for a position, in USD at the money scale: lots × the side's rate (USD
 * per lot per night, negative for a charge, positive for a credit) × nights.
 */
export function swapUsd(lots: string, ratePerLotUsd: string, nights: number): string {
  const amount = moneyText(decimal(lots).times(decimal(ratePerLotUsd)).times(new Big(nights)));
  // A charge that rounds away is no movement, not a "-0.000000" one.
  return /^-0\.0+$/.test(amount) ? amount.slice(1) : amount;
}
