/**
 * Watchlists: each user's favourite instruments in the user's order. Star, unstar and reorder
 * all save the whole list (the phone holds it and sends it), which makes every change one small
 * transaction with no gaps or races between positions. Merging adds a visitor's phone list after
 * the account's own at login.
 */
import { WATCHLIST_MAX, type Watchlist } from '@leverline/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../http/errors.js';
import type { UserContext } from '../../http/context.js';
import * as repo from './watchlist.repo.js';

/** What the service asks of the market: is this instrument listed? */
export interface ListedInstruments {
  instrumentView(id: number): unknown;
}

export class WatchlistService {
  constructor(private readonly d: { db: Db; market: ListedInstruments }) {}

  /** The caller's list; instruments no longer listed are left out. */
  async get(ctx: UserContext): Promise<Watchlist> {
    const ids = await repo.idsOf(this.d.db, ctx.session.userId);
    return { ids: ids.filter((id) => this.isListed(id)) };
  }

  /** Replaces the caller's list; every id must be a listed instrument. */
  async save(ids: readonly number[], ctx: UserContext): Promise<Watchlist> {
    if (ids.some((id) => !this.isListed(id))) throw fail('watchlist_unknown_instrument');
    await this.d.db.transaction(async (tx) => {
      await this.lockUser(tx, ctx.session.userId);
      await repo.replace(tx, ctx.session.userId, ids);
    });
    return { ids: [...ids] };
  }

  /**
   * Adds `ids` after the caller's own list, in their order, skipping those already in it and any
   * that are not listed (a phone's list may be older than the catalogue). The list stops at
   * WATCHLIST_MAX.
   */
  async merge(ids: readonly number[], ctx: UserContext): Promise<Watchlist> {
    const userId = ctx.session.userId;
    const merged = await this.d.db.transaction(async (tx) => {
      await this.lockUser(tx, userId);
      const own = (await repo.idsOf(tx, userId)).filter((id) => this.isListed(id));
      const seen = new Set(own);
      const added = ids.filter((id) => this.isListed(id) && !seen.has(id));
      const list = [...own, ...added].slice(0, WATCHLIST_MAX);
      if (added.length > 0) await repo.replace(tx, userId, list);
      return list;
    });
    return { ids: merged };
  }

  private isListed(id: number): boolean {
    return this.d.market.instrumentView(id) !== undefined;
  }

  /**
   * Two saves of one user at once (two phones) follow each other instead of interleaving their
   * delete and insert: a transaction-scoped advisory lock on the user, no table of our own needed.
   */
  private async lockUser(tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${WATCHLIST_LOCK_SPACE}, ${userId})`);
  }
}

/** The advisory-lock key space of watchlists (the first of the two 32-bit keys). */
const WATCHLIST_LOCK_SPACE = 3201;
