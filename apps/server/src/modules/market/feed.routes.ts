/**
 * Ticks pushed by an operator: POST /api/feed/tick with the x-feed-token header (FEED_PUSH_TOKEN)
 * and {code, price, time?, volume?}. They pass the same validation as any feed's ticks.
 */
import { timingSafeEqual } from 'node:crypto';
import { priceTextToUnits } from '@leverline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failureBody } from '../../http/call-route.js';
import type { MarketService } from './market.service.js';

const tickBody = z.object({
  code: z.string().regex(/^[A-Z0-9._-]{1,24}$/),
  price: z.union([z.string(), z.number()]).transform(String),
  time: z.number().int().positive().optional(),
  volume: z.number().nonnegative().max(1e12).optional(),
});

export function feedRoutes(app: FastifyInstance, market: MarketService, token: string): void {
  const expected = Buffer.from(token);
  app.post('/api/feed/tick', (request, reply) => {
    const given = Buffer.from(String(request.headers['x-feed-token'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).send(failureBody(request.lang, 'session_invalid'));
    }
    // A standby mirrors the market: ticks go to the node that runs the feed.
    if (!market.isOwner) return reply.status(503).send(failureBody(request.lang, 'server_error'));
    const body = tickBody.safeParse(request.body);
    const instrument = body.success ? market.instrumentByCode(body.data.code) : undefined;
    const priceUnits = body.success && instrument ? priceTextToUnits(body.data.price, instrument.pricePrecision) : undefined;
    if (!body.success || !instrument || priceUnits === undefined) {
      request.log.warn({ body: body.success ? body.data : 'malformed' }, 'pushed tick rejected');
      return reply.send(failureBody(request.lang, 'invalid_param', { field: 'price' }));
    }
    const accepted = market.applyTick({
      code: body.data.code,
      priceUnits,
      timeMs: body.data.time ?? Date.now(),
      volume: body.data.volume ?? 0,
      source: 'operator',
    });
    return reply.send(accepted ? { code: 1, msg: 'ok', data: null } : failureBody(request.lang, 'invalid_param', { field: 'price' }));
  });
}
