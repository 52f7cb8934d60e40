import { gzipSync } from 'node:zlib';
import { calls } from '@leverline/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, successBody, type RouteDeps } from '../../http/call-route.js';
import { AppError } from '../../http/errors.js';
import { logoSvg } from './logo.js';
import type { MarketService } from './market.service.js';

export function marketRoutes(app: FastifyInstance, deps: RouteDeps, market: MarketService): void {
  // Whole kline answers by instrument, period and language, rebuilt only when the series changed:
  // a chart opening is a map lookup and a buffer write.
  const klineBodies = new Map<string, { version: number; body: Buffer; gzip?: Buffer }>();
  registerCall(app, deps, calls.tradeList, (input) =>
    Promise.resolve({ data: market.tradeList(input.searchCurrency, input.category_id) }),
  );
  registerCall(app, deps, calls.getCategories, (_input, ctx) => Promise.resolve({ data: market.categoryList(ctx.lang) }));
  registerCall(app, deps, calls.kline, (input, ctx) => {
    const version = market.klineVersion(input.forex_id, input.period);
    if (version === undefined) throw new AppError('not_found');
    const key = `${input.forex_id}:${input.period}:${ctx.lang}`;
    let cached = klineBodies.get(key);
    if (cached?.version !== version) {
      cached = { version, body: successBody(ctx.lang, market.klineJson(input.forex_id, input.period)!) };
      klineBodies.set(key, cached);
    }
    const entry = cached;
    return Promise.resolve({ data: [], rawBody: entry.body, rawBodyGzip: () => (entry.gzip ??= gzipSync(entry.body, { level: 6 })) });
  });
  registerCall(app, deps, calls.abbreviatedKline, (input, ctx) => {
    const json = market.sparklineJson(input.forex_id, input.period);
    if (json === undefined) throw new AppError('not_found');
    return Promise.resolve({ data: [], rawBody: successBody(ctx.lang, json) });
  });
  app.get<{ Params: { code: string } }>('/logos/:code', (request, reply) => {
    const logo = market.logo(request.params.code.replace(/\.svg$/, ''));
    if (!logo) return reply.status(404).send({ code: 1024, msg: 'Not found', data: null });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(logoSvg(logo));
  });
}
