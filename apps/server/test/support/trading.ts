/** Helpers of the trading tests: a weekday clock, users, prices, and the ledger invariant. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { exactPriceUnits, isMarketOpen } from '@leverline/domain';
import { accounts, ledgerEntries } from '../../src/db/schema.js';
import { INSTRUMENTS } from '../../src/modules/market/catalogue.js';
import { watchingMessage } from '../../src/platform/watching.js';
import type { Harness } from './harness.js';

/**
 * Noon UTC of a Wednesday at least a week ahead on which forex, metals and crypto are open and US
 * stocks are closed (they open at 14:30 UTC): the moment trading tests run at, whatever today is.
 */
export function tradingClockStart(): Date {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + 7);
  const isOpen = (code: string) => isMarketOpen(INSTRUMENTS.find((i) => i.code === code)!.schedule, day);
  for (;;) {
    if (day.getUTCDay() === 3 && ['EURUSD', 'USDJPY', 'XAUUSD', 'BTCUSD'].every(isOpen) && !isOpen('AAPL')) return day;
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

export interface Trader {
  token: string;
  userId: number;
  accountId: number;
}

/** A new demo user with the starting balance (10,000 USD). */
export async function demoTrader(h: Harness): Promise<Trader> {
  const reply = await h.get(`/api/user/createAccountDemoForU?demo_id=${randomUUID()}`);
  expect(reply.code).toBe(1);
  const [account] = await h.database.db.select().from(accounts).where(eq(accounts.userId, reply.data.user.id as number));
  return { token: reply.data.token as string, userId: reply.data.user.id as number, accountId: account!.id };
}

/**
 * The user opens the app: a gateway names them on the bus as it does when their socket logs in
 * (platform/watching.ts), so the engine's passes push FOREX_TRADE to them.
 */
export function appOpen(h: Harness, userId: number): void {
  h.bus.publish(watchingMessage([userId]));
}

/** Sets an instrument's bid by a tick from the feed, in steps small enough to pass the jump band. */
export function setBid(h: Harness, code: string, bid: string): void {
  const market = h.app.market;
  const row = market.instrumentByCode(code)!;
  const target = exactPriceUnits(bid, row.pricePrecision)!;
  for (let guard = 0; guard < 100; guard++) {
    const quote = market.quote(row.id)!;
    if (quote.bidUnits === target) return;
    const limit = Math.floor(quote.bidUnits * 0.09);
    const step = Math.max(-limit, Math.min(limit, target - quote.bidUnits));
    const timeMs = Math.max(h.now().getTime(), quote.timeMs + 1);
    expect(market.applyTick({ code, priceUnits: quote.bidUnits + step, timeMs, volume: 1, source: 'operator' })).toBe(true);
  }
  throw new Error(`could not move ${code} to ${bid}`);
}

/** Waits for every trigger the engine queued. */
export async function settle(h: Harness): Promise<void> {
  await h.app.engine!.settle();
}

export function submit(h: Harness, token: string, order: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(order).map(([k, v]): [string, string] => [k, String(v)]));
  return h.get(`/v1/api/forex/submit?${query.toString()}`, { token });
}

/**
 * The ledger holds: every balance equals the sum of its account's entries, each entry's
 * balance_after is the running sum, and no balance is negative.
 */
export async function expectLedgerHolds(h: Harness): Promise<void> {
  const db = h.database.db;
  const rows = await db.select().from(accounts);
  for (const account of rows) {
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account.id)).orderBy(ledgerEntries.id);
    let running = 0n;
    for (const e of entries) {
      running += micros(e.amount);
      expect(micros(e.balanceAfter), `entry ${e.id} balance_after`).toBe(running);
    }
    expect(micros(account.balance), `account ${account.id} balance`).toBe(running);
    expect(micros(account.balance) >= 0n, `account ${account.id} is not negative`).toBe(true);
  }
  // The same, said in SQL, over every account at once.
  const result: unknown = await db.execute(
    sql`select count(*)::int as n from accounts a where a.balance <> coalesce((select sum(amount) from ledger_entries e where e.account_id = a.id), 0)`,
  );
  const counted = (result as { rows?: { n: number }[] }).rows ?? (result as { n: number }[]);
  expect(counted[0]?.n).toBe(0);
}

/**
 * Money as integer micro-dollars, for exact sums in tests: a decimal text, or a number as the API
 * writes it (at 6 places at most, so toFixed(6) gives back the exact decimal).
 */
export function micros(money: string | number): bigint {
  const text = typeof money === 'number' ? money.toFixed(6) : money;
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
  return text.startsWith('-') ? -value : value;
}

