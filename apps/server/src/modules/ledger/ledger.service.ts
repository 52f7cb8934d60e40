/**
 * Money movements. Every change of a balance locks the account row, writes the new balance and
 * appends a ledger entry in the caller's transaction, so a balance always equals the sum of its
 * entries and two concurrent movements cannot interleave.
 */
import Big from 'big.js';
import { decimal, moneyText } from '@leverline/domain';
import type { Tx } from '../../db/client.js';
import * as repo from './ledger.repo.js';

export type { AccountKind, AccountRow } from './ledger.repo.js';
/** The ledger's part of a statement that writes fees beside other rows (see ledger.repo). */
export { feesInStatement } from './ledger.repo.js';

export interface Posting {
  /** Signed USD amount as decimal text. */
  amount: string;
  type: string;
  memo?: string;
  refType?: string;
  refId?: string;
}

export function openAccount(tx: Tx, userId: number, kind: repo.AccountKind, now: Date) {
  return repo.insertAccount(tx, userId, kind, now);
}

/** Applies a posting to an account inside `tx`; returns the new balance. */
export async function post(tx: Tx, accountId: number, posting: Posting, now: Date): Promise<string> {
  const { afters } = await postMany(tx, [{ accountId, posting }], now);
  return afters[0]!;
}

/**
 * Applies several postings inside `tx` with two statements whatever their number: one update adds
 * each account's total to its balance, one insert appends every entry. Each entry's balance after
 * is the account's new balance less the postings that follow it, so the entries read as if posted
 * one by one, in the order given. Returns each posting's balance after, and each account's balance
 * and version afterwards.
 */
export async function postMany(
  tx: Tx,
  postings: { accountId: number; posting: Posting }[],
  now: Date,
): Promise<{ afters: string[]; accounts: Map<number, { balance: string; version: number }> }> {
  if (postings.length === 0) return { afters: [], accounts: new Map() };
  const totals = new Map<number, Big>();
  for (const { accountId, posting } of postings) totals.set(accountId, (totals.get(accountId) ?? new Big(0)).plus(moneyText(posting.amount)));
  const balances = await repo.addToBalances(
    tx,
    [...totals].map(([accountId, sum]) => ({ accountId, amount: moneyText(sum) })),
    now,
  );
  const after = new Map<number, Big>();
  const afters: string[] = new Array<string>(postings.length);
  for (let i = postings.length - 1; i >= 0; i--) {
    const { accountId, posting } = postings[i]!;
    const balance = after.get(accountId) ?? (balances.has(accountId) ? decimal(balances.get(accountId)!.balance) : undefined);
    if (balance === undefined) throw new Error(`account ${accountId} does not exist`);
    afters[i] = moneyText(balance);
    after.set(accountId, balance.minus(moneyText(posting.amount)));
  }
  await repo.insertEntries(
    tx,
    postings.map(({ accountId, posting }, i) => ({
      accountId,
      amount: moneyText(posting.amount),
      balanceAfter: afters[i]!,
      type: posting.type,
      memo: posting.memo ?? '',
      refType: posting.refType ?? null,
      refId: posting.refId ?? null,
      createdAt: now,
    })),
  );
  return { afters, accounts: balances };
}

/** Reads and locks the accounts of several users (each user's first) until the transaction ends. */
export function lockOfUsers(tx: Tx, userIds: number[]) {
  return repo.lockAccountsOfUsers(tx, userIds);
}

export function accountOfUser(tx: Tx, userId: number) {
  return repo.findAccountOfUser(tx, userId);
}

export function recentEntries(tx: Tx, accountId: number, limit?: number) {
  return repo.entriesOf(tx, accountId, limit);
}

export function account(tx: Tx, accountId: number) {
  return repo.accountById(tx, accountId);
}

/** Reads and locks an account row until the transaction ends. */
export function lock(tx: Tx, accountId: number) {
  return repo.lockAccount(tx, accountId);
}

export function entriesPage(tx: Tx, accountId: number, page: number, pageSize: number) {
  return repo.entriesPage(tx, accountId, page, pageSize);
}

export function entriesSum(tx: Tx, accountId: number) {
  return repo.entriesSum(tx, accountId);
}

/** Changes the held amount (pending withdrawals) of an account locked in `tx`. */
export function addLockBalance(tx: Tx, accountId: number, delta: string, now: Date) {
  return repo.addLockBalance(tx, accountId, delta, now);
}

/** Money put into an account since `since` by deposits and positive adjustments (a user's credits of the day). */
export function creditsSince(tx: Tx, accountId: number, since: Date) {
  return repo.creditsSince(tx, accountId, ['deposit', 'adjustment'], since);
}

/** Realised results (trade_profit, and balance_protection that capped them) and costs (fees, swaps) of real accounts in [from, to). */
export function tradingResultsOfRealAccounts(tx: Tx, from: Date, to: Date) {
  return repo.resultsOfRealAccounts(tx, ['trade_profit', 'balance_protection'], ['trade_fee', 'swap'], from, to);
}

/** An account's balance at the instant `at`: the sum of its entries made before it (exact decimal text). */
export function balanceAt(tx: Tx, accountId: number, at: Date) {
  return repo.sumBefore(tx, accountId, at);
}

/** An account's entries made in [from, to), oldest first: what a statement of that period lists. */
export function entriesBetween(tx: Tx, accountId: number, from: Date, to: Date) {
  return repo.entriesBetween(tx, accountId, from, to);
}

/** The UTC days (YYYY-MM-DD) since `since` on which an account's balance moved, newest first. */
export function daysWithEntries(tx: Tx, accountId: number, since: Date) {
  return repo.daysWithEntries(tx, accountId, since);
}
