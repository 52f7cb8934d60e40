import { calls } from '@leverline/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, type RouteDeps } from '../../http/call-route.js';
import type { WatchlistService } from './watchlist.service.js';

export function watchlistRoutes(app: FastifyInstance, deps: RouteDeps, watchlist: WatchlistService): void {
  registerCall(app, deps, calls.watchlistGet, async (_input, ctx) => ({ data: await watchlist.get(ctx) }));
  registerCall(app, deps, calls.watchlistSave, async (input, ctx) => ({ data: await watchlist.save(input.ids, ctx) }));
  registerCall(app, deps, calls.watchlistMerge, async (input, ctx) => ({ data: await watchlist.merge(input.ids, ctx) }));
}
