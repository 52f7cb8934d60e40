/**
 * One account statement, computed once and written as CSV or PDF (statement-csv.ts,
 * statement-pdf.ts): the period, the opening balance, every ledger movement with the running
 * balance, totals per kind, the closing balance, the trades opened or closed, the positions held at
 * the end and the closing equity. Every amount is exact decimal text in USD (6 places), and the
 * statement balances by construction: the closing balance is the opening plus each movement.
 */
import Big from 'big.js';
import { decimal, moneyText } from '@leverline/domain';
import { LEDGER_TYPES, type LedgerType } from '@leverline/contract';
import { fail } from '../../http/errors.js';

export interface StatementPeriod {
  kind: 'day' | 'month';
  /** YYYY-MM-DD or YYYY-MM. */
  key: string;
  /** Start (included) and end (excluded), UTC. */
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;

/**
 * A UTC day (YYYY-MM-DD) or calendar month (YYYY-MM); anything else, or a date that does not
 * exist (2026-02-30), is refused with statement_period_invalid.
 */
export function parsePeriod(text: string): StatementPeriod {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const from = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    if (Number.isNaN(from.getTime()) || from.toISOString().slice(0, 10) !== text)
      throw fail('statement_period_invalid');
    return { kind: 'day', key: text, from, to: new Date(from.getTime() + DAY_MS) };
  }
  const month = /^(\d{4})-(\d{2})$/.exec(text);
  if (month) {
    const year = Number(month[1]);
    const index = Number(month[2]) - 1;
    const from = new Date(Date.UTC(year, index, 1));
    if (index < 0 || index > 11 || Number.isNaN(from.getTime()) || from.toISOString().slice(0, 7) !== text)
      throw fail('statement_period_invalid');
    return { kind: 'month', key: text, from, to: new Date(Date.UTC(year, index + 1, 1)) };
  }
  throw fail('statement_period_invalid');
}

/** The months (YYYY-MM) from the one `opened` falls in to the one `now` falls in, newest first. */
export function monthsBetween(opened: Date, now: Date): string[] {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const first = Date.UTC(opened.getUTCFullYear(), opened.getUTCMonth(), 1);
  while (cursor.getTime() >= first) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() - 1);
  }
  return months;
}

/** The kinds of movement in the order a statement totals them: the ledger's types. */
export const MOVEMENT_KINDS = Object.keys(LEDGER_TYPES) as LedgerType[];

export interface Movement {
  id: number;
  at: Date;
  kind: string;
  /** The entry's memo (an order's instrument and number, an adjustment's reason). */
  memo: string;
  amount: string;
  /** The balance after it, as the running sum from the opening balance. */
  balance: string;
}

export interface KindTotal {
  kind: string;
  count: number;
  amount: string;
}

export interface TradeLine {
  orderId: number;
  instrument: string;
  side: 'buy' | 'sell';
  lots: string;
  openedAt: Date | null;
  openPrice: string;
  /** Set when the trade closed in the period. */
  closedAt: Date | null;
  closePrice: string | null;
  profit: string | null;
}

export interface PositionLine {
  orderId: number;
  instrument: string;
  side: 'buy' | 'sell';
  lots: string;
  openPrice: string;
  price: string;
  floating: string;
}

export interface Statement {
  accountId: number;
  accountKind: 'real' | 'demo';
  period: StatementPeriod;
  issuedAt: Date;
  /** The period had not ended when the statement was made: its figures run to `issuedAt`. */
  ongoing: boolean;
  opening: string;
  movements: Movement[];
  totals: KindTotal[];
  /** The sum of every movement of the period. */
  moved: string;
  closing: string;
  trades: TradeLine[];
  positions: PositionLine[];
  floating: string;
  equity: string;
  /** When the positions' prices are from, and whether that is the end of the period (else the latest known). */
  pricesAt: Date | null;
  pricesAtEnd: boolean;
}

export interface LedgerEntryIn {
  id: number;
  createdAt: Date;
  type: string;
  memo: string;
  amount: string;
}

/**
 * The movements with their running balance, the totals per kind (ledger order, then any kind the
 * ledger learns later by name) and the closing balance, from the opening balance and the entries.
 */
export function movementsOf(
  opening: string,
  entries: readonly LedgerEntryIn[],
): { movements: Movement[]; totals: KindTotal[]; moved: string; closing: string } {
  let running = decimal(opening);
  let moved = new Big(0);
  const byKind = new Map<string, { count: number; amount: Big }>();
  const movements = entries.map((e) => {
    running = running.plus(decimal(e.amount));
    moved = moved.plus(decimal(e.amount));
    const total = byKind.get(e.type) ?? { count: 0, amount: new Big(0) };
    byKind.set(e.type, { count: total.count + 1, amount: total.amount.plus(decimal(e.amount)) });
    return {
      id: e.id,
      at: e.createdAt,
      kind: e.type,
      memo: e.memo,
      amount: moneyText(e.amount),
      balance: moneyText(running),
    };
  });
  const order = [
    ...MOVEMENT_KINDS,
    ...[...byKind.keys()].filter((k) => !(MOVEMENT_KINDS as string[]).includes(k)).sort(),
  ];
  const totals = order
    .filter((k) => byKind.has(k))
    .map((kind) => ({ kind, count: byKind.get(kind)!.count, amount: moneyText(byKind.get(kind)!.amount) }));
  return { movements, totals, moved: moneyText(moved), closing: moneyText(running) };
}

/** The sum of money texts, exact. */
export function sumOf(amounts: readonly string[]): string {
  return moneyText(amounts.reduce((sum, a) => sum.plus(decimal(a)), new Big(0)));
}
