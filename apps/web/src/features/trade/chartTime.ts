/**
 * lightweight-charts draws times as UTC. To show the trader's local time, intraday candles are
 * shifted by the local offset at that moment (its documented approach). Daily candles start at
 * 00:00 UTC and are labelled by that date, so they are not shifted: west of Greenwich a shift
 * would put them on the previous day.
 */
import type { Period } from '@leverline/contract';

export function chartTime(unixSeconds: number, period: Period): number {
  if (period === '1day') return unixSeconds;
  const offsetMinutes = new Date(unixSeconds * 1000).getTimezoneOffset();
  return unixSeconds - offsetMinutes * 60;
}
