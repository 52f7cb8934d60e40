/**
 * Money movements. Every change of a balance locks the account row, writes the new balance and
 * appends a ledger entry in the caller's transaction, so a balance always equals the sum of its
 * entries and two concurrent movements cannot interleave.
 */
import { moneyText } from '@leverline/domain';
import type { Tx } from '../../db/client.js';
import * as repo from './ledger.repo.js';

export type { AccountKind, AccountRow } from './ledger.repo.js';

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
  const amount = moneyText(posting.amount);
  const added = await repo.addToBalance(tx, accountId, amount, now);
  if (added === undefined) throw new Error(`account ${accountId} does not exist`);
  const balanceAfter = moneyText(added);
  await repo.insertEntry(tx, {
    accountId,
    amount,
    balanceAfter,
    type: posting.type,
    memo: posting.memo ?? '',
    refType: posting.refType ?? null,
    refId: posting.refId ?? null,
    createdAt: now,
  });
  return balanceAfter;
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

/** Reads and locks a user's account until the transaction ends. */
export function lockOfUser(tx: Tx, userId: number) {
  return repo.lockAccountOfUser(tx, userId);
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
