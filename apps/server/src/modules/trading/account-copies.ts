/**
 * Copies of accounts as this node's last orders left them: balance, version and open orders. New
 * orders are judged against a copy and written only while the account's version is still the
 * copy's (trading.repo placeIfUnchanged), so a copy may be stale without harm: an order judged
 * against a stale one is judged again after a fresh read. Kept for the most recently used
 * accounts, up to `limit`.
 */
import type { AccountRow } from '../ledger/ledger.service.js';
import type { OrderRow } from './trading.repo.js';
import type { Tally } from './trading.valuation.js';

export interface AccountCopy {
  account: AccountRow;
  /** Pending and holding orders, oldest first. */
  open: OrderRow[];
  /** What its valuation needs, summed so far (Valuer.bookSums). */
  tally?: Tally | undefined;
}

export class AccountCopies {
  /** By user id, least recently used first (a Map keeps insertion order). */
  private readonly byUser = new Map<number, AccountCopy>();
  private readonly userOfAccount = new Map<number, number>();

  constructor(private readonly limit: number) {}

  has(userId: number): boolean {
    return this.byUser.has(userId);
  }

  get(userId: number): AccountCopy | undefined {
    return this.byUser.get(userId);
  }

  set(copy: AccountCopy): void {
    const { userId, id } = copy.account;
    this.byUser.delete(userId);
    this.byUser.set(userId, copy);
    this.userOfAccount.set(id, userId);
    if (this.byUser.size > this.limit) {
      const [oldest] = this.byUser.values();
      if (oldest) this.forget(oldest.account.id);
    }
  }

  /** Drops an account's copy: something else changed it. */
  forget(accountId: number): void {
    const userId = this.userOfAccount.get(accountId);
    if (userId === undefined) return;
    this.userOfAccount.delete(accountId);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.byUser.clear();
    this.userOfAccount.clear();
  }
}
