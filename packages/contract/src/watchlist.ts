/**
 * The trader's watchlist (favourites): instrument ids in the trader's own order, kept on the
 * server per user. A visitor keeps one on the phone; at login the app merges it into the account's.
 */
import { z } from 'zod';
import { defineCall } from './call.js';

/** The most instruments one watchlist holds. */
export const WATCHLIST_MAX = 100;

/**
 * Instrument ids in order: a JSON array of numbers, or (as forms and query strings send them) the
 * ids separated by commas ("3,1,7"); an empty text is the empty list. Duplicates are refused.
 */
const instrumentIds = z
  .preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const text = v.trim();
      if (text === '') return [];
      return text.split(',').map((part) => (/^\s*\d{1,15}\s*$/.test(part) ? Number(part) : part));
    },
    z
      .array(z.number({ error: 'watchlist_invalid' }).int({ error: 'watchlist_invalid' }).positive({ error: 'watchlist_invalid' }), {
        error: 'watchlist_invalid',
      })
      .max(WATCHLIST_MAX, { error: 'watchlist_too_long' }),
  )
  .refine((ids) => new Set(ids).size === ids.length, { error: 'watchlist_invalid' }) as unknown as z.ZodType<
  number[],
  number[] | string
>;

export const watchlistSchema = z.object({
  /** Instrument ids, first shown first. */
  ids: z.array(z.number().int()),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

export const watchlistGet = defineCall({
  methods: ['GET'],
  path: '/v1/api/forex/watchlist',
  auth: 'user',
  summary: "The caller's watchlist: instrument ids in the caller's order",
  tag: 'market',
  input: z.object({}),
  data: watchlistSchema,
});

export const watchlistSave = defineCall({
  methods: ['POST'],
  path: '/v1/api/forex/watchlist/save',
  auth: 'user',
  summary: 'Replace the watchlist with `ids` in this order (star, unstar and reorder all send the whole list)',
  tag: 'market',
  input: z.object({ ids: instrumentIds }),
  data: watchlistSchema,
});

export const watchlistMerge = defineCall({
  methods: ['POST'],
  path: '/v1/api/forex/watchlist/merge',
  auth: 'user',
  summary:
    "Add `ids` (a visitor's watchlist from before the login) after the account's own, keeping the account's order; ids already in it and unknown instruments are skipped",
  tag: 'market',
  input: z.object({ ids: instrumentIds }),
  data: watchlistSchema,
});
