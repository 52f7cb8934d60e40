/** The only queries of watchlist_items. */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { watchlistItems } from './watchlist.schema.js';

/** The user's instrument ids, first first. */
export async function idsOf(tx: Tx, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ instrumentId: watchlistItems.instrumentId })
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, userId))
    .orderBy(asc(watchlistItems.position), asc(watchlistItems.instrumentId));
  return rows.map((r) => r.instrumentId);
}

/** Replaces the user's list with `ids` in this order. */
export async function replace(tx: Tx, userId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(watchlistItems).where(eq(watchlistItems.userId, userId));
  if (ids.length === 0) return;
  await tx.insert(watchlistItems).values(ids.map((instrumentId, position) => ({ userId, instrumentId, position })));
}
