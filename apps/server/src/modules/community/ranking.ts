/**
 * The traders' ranking and the lead traders of copy-trading, computed from real closed trades.
 *
 * A trade counts when it is a real account's position that opened and was closed (cancelled
 * pending orders and demo resets do not count). Over the last 21 days:
 * - three_week_profit = Σ(profit − fee) in USD;
 * - three_week_rate = three_week_profit ÷ Σ margin × 100 (return on the margin put up);
 * - three_week_win = trades with profit − fee > 0 ÷ trades × 100;
 * - multiple = the leverage used most; code = the instrument traded most;
 * and total_rate / total_trade_num the same over all time. Traders with fewer than 3 trades in the
 * window are not ranked. Names are masked. Figures are exact decimals, 2 places for percentages.
 */
import Big from 'big.js';
import { moneyText } from '@leverline/domain';
import type { RankEntry } from '@leverline/contract';

export const RANK_WINDOW_MS = 21 * 24 * 3600_000;
export const RANK_MIN_TRADES = 3;
export const RANK_SIZE = 50;

export interface ClosedTrade {
  userId: number;
  /** Masked display name of the trader. */
  name: string;
  showCode: string;
  leverage: number;
  margin: string;
  profit: string;
  fee: string;
  closedAt: Date;
}

export interface TraderFigures extends Omit<RankEntry, 'rank'> {
  userId: number;
  threeWeekTrades: number;
}

const pct = (part: Big, whole: Big) => (whole.eq(0) ? '0.00' : part.div(whole).times(100).round(2, Big.roundHalfUp).toFixed(2));

function mostCommon<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>();
  let best: T | undefined;
  let bestCount = 0;
  for (const v of values) {
    const n = (counts.get(v) ?? 0) + 1;
    counts.set(v, n);
    if (n > bestCount) {
      best = v;
      bestCount = n;
    }
  }
  return best;
}

/** Figures of every trader with closed trades, from their trades (any order). */
export function traderFigures(trades: ClosedTrade[], now: Date): TraderFigures[] {
  const since = now.getTime() - RANK_WINDOW_MS;
  const byUser = new Map<number, ClosedTrade[]>();
  for (const t of trades) byUser.set(t.userId, [...(byUser.get(t.userId) ?? []), t]);
  const out: TraderFigures[] = [];
  for (const [userId, all] of byUser) {
    const recent = all.filter((t) => t.closedAt.getTime() >= since);
    const net = (list: ClosedTrade[]) => list.reduce((s, t) => s.plus(t.profit).minus(t.fee), new Big(0));
    const margin = (list: ClosedTrade[]) => list.reduce((s, t) => s.plus(t.margin), new Big(0));
    const wins = recent.filter((t) => new Big(t.profit).minus(t.fee).gt(0)).length;
    out.push({
      userId,
      threeWeekTrades: recent.length,
      user: all[0]!.name,
      multiple: mostCommon(recent.map((t) => t.leverage)) ?? mostCommon(all.map((t) => t.leverage)) ?? 1,
      three_week_rate: Number(pct(net(recent), margin(recent))),
      three_week_win: Number(pct(new Big(wins), new Big(recent.length))),
      three_week_profit: Number(moneyText(net(recent))),
      total_rate: Number(pct(net(all), margin(all))),
      total_trade_num: all.length,
      code: mostCommon(recent.map((t) => t.showCode)) ?? mostCommon(all.map((t) => t.showCode)) ?? '',
    });
  }
  return out;
}

/** The ranking: enough trades in the window, best 3-week rate first (ties: more profit, then more trades). */
export function rank(figures: TraderFigures[]): RankEntry[] {
  return figures
    .filter((f) => f.threeWeekTrades >= RANK_MIN_TRADES)
    .sort(
      (a, b) =>
        new Big(b.three_week_rate).cmp(a.three_week_rate) ||
        new Big(b.three_week_profit).cmp(a.three_week_profit) ||
        b.threeWeekTrades - a.threeWeekTrades ||
        a.userId - b.userId,
    )
    .slice(0, RANK_SIZE)
    .map(({ userId: _u, threeWeekTrades: _n, ...entry }, i) => ({ rank: i + 1, ...entry }));
}

/** "jane.roe@example.com" → "ja***e"; phones keep the last 4 digits. */
export function maskName(email: string | null, phone: string | null, uid: string): string {
  if (email) {
    const local = email.split('@')[0] ?? '';
    return local.length <= 2 ? `${local[0] ?? ''}***` : `${local.slice(0, 2)}***${local.slice(-1)}`;
  }
  if (phone) return `***${phone.slice(-4)}`;
  return `${uid.slice(0, 2)}***${uid.slice(-2)}`;
}
