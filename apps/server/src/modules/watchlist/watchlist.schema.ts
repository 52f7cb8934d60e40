/** The watchlist module's table: each user's favourite instruments, in the user's order. */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.schema.js';

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An instrument id (instruments.id); an instrument that is no longer listed is skipped on read. */
    instrumentId: integer('instrument_id').notNull(),
    /** 0 first; the list is rewritten whole on every change, so positions stay 0…n−1. */
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instrumentId] }), index('watchlist_items_user_position').on(t.userId, t.position)],
);
