/**
 * Builds the HTTP server from its dependencies. main.ts passes the real ones; tests pass a test
 * database, a clock they control and fast password hashing.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApi } from '@leverline/contract';
import type { Database } from './db/client.js';
import { AppError } from './http/errors.js';
import { failureBody, registerLang, type RouteDeps } from './http/call-route.js';
import { currentInlineScriptHashes, registerSecurity } from './http/security.js';
import type { Clock } from './platform/clock.js';
import type { Limiter, LimitRules } from './platform/limiter.js';
import type { Messenger } from './platform/mailer.js';
import type { PasswordHasher } from './platform/password.js';
import { makeCaptcha } from './platform/captcha.js';
import { IdentityService } from './modules/identity/identity.service.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { MarketService } from './modules/market/market.service.js';
import { marketRoutes } from './modules/market/market.routes.js';
import { feedRoutes } from './modules/market/feed.routes.js';
import { TradingService } from './modules/trading/trading.service.js';
import { TradingEngine, TRADING_ACCOUNT_TOPIC } from './modules/trading/trading.engine.js';
import { tradingRoutes } from './modules/trading/trading.routes.js';
import { StaffService } from './modules/staff/staff.service.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { FundingService } from './modules/funding/funding.service.js';
import { channelRoutes, fundingRoutes } from './modules/funding/funding.routes.js';
import { ChannelService } from './modules/funding/channels.js';
import { CommunityService } from './modules/community/community.service.js';
import { VerificationService } from './modules/community/verification.service.js';
import { communityRoutes } from './modules/community/community.routes.js';
import { ConsoleService } from './modules/console/console.service.js';
import { consoleRoutes } from './modules/console/console.routes.js';
import { DealingService } from './modules/console/dealing.service.js';
import type { RevokedSessions } from './http/context.js';
import { uploadRoutes } from './modules/funding/upload.js';
import type { Bus } from './platform/bus.js';
import { createMetrics, instrumentHttp } from './platform/metrics.js';
import { lazyRequestLogger } from './platform/request-logger.js';
import { metricGauges, metricsAllowed } from './http/metrics.js';
import { WatchedUsers } from './platform/watching.js';
import { createGateway, SESSIONS_REVOKED_TOPIC, type Gateway } from './ws/gateway.js';
import { DAY_MARKET } from '@leverline/contract';

export const VERSION = '0.1.0';
/** Largest JSON or form body accepted (uploads have their own limit). */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppDeps {
  database: Database;
  logger: FastifyBaseLogger;
  clock: Clock;
  hasher: PasswordHasher;
  messenger: Messenger;
  limiter: Limiter;
  limits: LimitRules;
  sessionIdleMs: number;
  sessionMaxMs: number;
  trustProxy: boolean;
  /** Folder of uploaded pictures (DATA_DIR/uploads). */
  uploadDir: string;
  /** Built traders' app to serve at `/`, if any. */
  webDist?: string | undefined;
  /** Built staff console to serve at `/admin/`, if any. */
  adminDist?: string | undefined;
  checkAnswers?: boolean;
  makeCaptcha?: () => { text: string; svg: string };
  /** Carries market updates to the live socket, in-process or over Redis. */
  bus: Bus;
  /**
   * Bearer token a Prometheus scraper sends to /metrics. Without one, /metrics answers only
   * connections from this machine (loopback), never what arrives through a proxy.
   */
  metricsToken?: string | undefined;
  market: {
    /** This node runs a feed and owns the market (see market.service.ts). */
    owner: boolean;
    /**
     * This node may become the owner later (`App.lead()`), when it takes the engine lock: until
     * then it mirrors the market like an API node and answers operator pushes with 503.
     */
    candidate?: boolean;
    seed: number;
    maxJump: number;
    historyLength?: number;
    /** Run the publish, clock and persist timers (tests drive them by hand). */
    timers?: boolean;
    /** How long the engine's pass runs before it yields (trading.engine.ts PASS_SLICE_MS). */
    passSliceMs?: number;
    /** Token for operator tick pushes; undefined disables the endpoint. */
    pushToken?: string | undefined;
  };
}

export interface App {
  http: FastifyInstance;
  identity: IdentityService;
  settings: SettingsService;
  market: MarketService;
  trading: TradingService;
  staff: StaffService;
  funding: FundingService;
  community: CommunityService;
  console: ConsoleService;
  /** The trading engine, on the node that owns the market; undefined elsewhere. */
  readonly engine: TradingEngine | undefined;
  /**
   * Makes this node the owner: the market is persisted and published from here, and the trading
   * engine loads every open order from the database and starts. The caller then starts the feeds.
   */
  lead(): Promise<void>;
  /** The live socket at /v1/ws. */
  gateway: Gateway;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const http = Fastify({
    loggerInstance: deps.logger,
    trustProxy: deps.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    childLoggerFactory: lazyRequestLogger,
  });
  const db = deps.database.db;
  const metrics = createMetrics();
  instrumentHttp(http, metrics);
  const settings = new SettingsService(db, deps.bus);
  /** Sessions that ended early: every node closes the live sockets bound to them. */
  const publishRevoked = (revoked: RevokedSessions) =>
    deps.bus.publish({ topic: SESSIONS_REVOKED_TOPIC, key: 'revoked', payload: JSON.stringify(revoked) });
  const identity = new IdentityService({
    db,
    hasher: deps.hasher,
    messenger: deps.messenger,
    settings,
    log: http.log,
    sessionIdleMs: deps.sessionIdleMs,
    sessionMaxMs: deps.sessionMaxMs,
    makeCaptcha: deps.makeCaptcha ?? makeCaptcha,
    onSessionsRevoked: publishRevoked,
  });

  const market = new MarketService({
    db,
    bus: deps.bus,
    clock: deps.clock,
    log: http.log,
    owner: deps.market.owner,
    seed: deps.market.seed,
    maxJump: deps.market.maxJump,
    metrics,
    ...(deps.market.historyLength !== undefined ? { historyLength: deps.market.historyLength } : {}),
  });
  await market.start({ timers: deps.market.timers ?? true });

  const trading = new TradingService({
    db,
    batchesAtOnce: deps.database.kind === 'postgres' ? 2 : 1,
    market,
    settings,
    bus: deps.bus,
    clock: deps.clock,
    log: http.log,
    metrics,
  });
  // Users with a socket open on any node, named by the gateways (platform/watching.ts); every node
  // listens from the start, so an engine that starts after a failover knows them at once.
  const watching = new WatchedUsers();
  const unsubscribeWatching = watching.listen(deps.bus);
  let engine: TradingEngine | undefined;
  const startEngine = async () => {
    if (engine) return;
    const started = new TradingEngine({
      db,
      market,
      settings,
      service: trading,
      bus: deps.bus,
      watched: (userId) => watching.has(userId),
      log: http.log,
      timers: deps.market.timers ?? true,
      passSliceMs: deps.market.passSliceMs,
    });
    await started.start();
    engine = started;
    trading.engine = started;
  };
  if (deps.market.owner) {
    await startEngine();
  } else {
    // The engine runs on the node that owns the market: tell it over the bus.
    trading.engine = {
      accountChanged: (accountId) => {
        deps.bus.publish({
          topic: TRADING_ACCOUNT_TOPIC,
          key: String(accountId),
          payload: String(accountId),
        });
        return Promise.resolve();
      },
    };
  }
  const staff = new StaffService({ db, hasher: deps.hasher });
  const funding = new FundingService({ db, trading });
  const community = new CommunityService({
    db,
    settings,
    clock: deps.clock,
    timers: deps.market.timers ?? true,
  });
  const verification = new VerificationService(db);
  // The socket gateway starts after the routes; the dashboard counts its clients when asked.
  const live: { gateway?: Gateway } = {};
  const consoleService = new ConsoleService({
    db,
    trading,
    market,
    settings,
    sockets: () => live.gateway?.connections() ?? 0,
    onSessionsRevoked: (revoked) => {
      identity.forgetSessions(revoked);
      publishRevoked(revoked);
    },
  });
  // Sessions another node ended: this node reads them afresh too (IdentityService.recent).
  const unsubscribeRevoked = deps.bus.subscribe((m) => {
    if (m.topic !== SESSIONS_REVOKED_TOPIC) return;
    try {
      identity.forgetSessions(JSON.parse(m.payload) as RevokedSessions);
    } catch (error) {
      http.log.warn({ err: error }, 'session revocation not understood');
    }
  });
  http.addHook('onClose', async () => {
    unsubscribeRevoked();
    unsubscribeWatching();
    settings.close();
    community.stop();
    await engine?.stop();
    await market.stop();
  });

  await registerSecurity(http, currentInlineScriptHashes(deps.webDist));
  await http.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  registerLang(http);

  http.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429) void reply.header('retry-after', '60');
      return reply.status(error.status).send(failureBody(request.lang, error.key, error.params));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.status(413).send(failureBody(request.lang, 'body_too_large'));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failureBody(request.lang, 'invalid_param', { field: '' }));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failureBody(request.lang, 'server_error'));
  });

  const routeDeps: RouteDeps = {
    clock: deps.clock,
    limiter: deps.limiter,
    limits: deps.limits,
    authenticate: (token, now) => identity.authenticate(token, now),
    authenticateStaff: (token, now) => staff.authenticate(token, now),
    checkAnswers: deps.checkAnswers ?? false,
  };
  identityRoutes(http, routeDeps, identity);
  settingsRoutes(http, routeDeps, settings);
  marketRoutes(http, routeDeps, market);
  tradingRoutes(http, routeDeps, trading);
  fundingRoutes(http, routeDeps, funding);
  channelRoutes(http, routeDeps, new ChannelService(db));
  communityRoutes(http, routeDeps, community, verification);
  staffRoutes(http, routeDeps, staff);
  consoleRoutes(
    http,
    routeDeps,
    consoleService,
    new DealingService({ db, market, now: () => deps.clock.now() }),
  );
  await uploadRoutes(http, { db, dir: deps.uploadDir, limiter: deps.limiter, routeDeps });
  if ((deps.market.owner || deps.market.candidate) && deps.market.pushToken) feedRoutes(http, market, deps.market.pushToken);

  http.get('/healthz', () => Promise.resolve({ status: 'ok' }));
  http.get('/readyz', async (_request, reply) => {
    const database = await deps.database.db.execute('select 1').then(
      () => true,
      () => false,
    );
    const bus = await deps.bus.reachable();
    if (database && bus) return { status: 'ready' };
    return reply.status(503).send({ status: 'not ready', database, bus });
  });
  metricGauges(metrics, { db, engine: () => engine, sockets: () => live.gateway?.stats() });
  http.get('/metrics', async (request, reply) => {
    const caller = {
      authorization: request.headers.authorization,
      forwardedFor: request.headers['x-forwarded-for'],
      remoteAddress: request.socket.remoteAddress,
    };
    if (!metricsAllowed(caller, deps.metricsToken)) {
      return reply.status(404).send(failureBody(request.lang, 'not_found'));
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  const openapi = buildOpenApi(VERSION);
  await http.register(swagger, { mode: 'static', specification: { document: openapi as never } });
  await http.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  if (deps.webDist && fs.existsSync(deps.webDist)) {
    await http.register(fastifyStatic, {
      root: deps.webDist,
      wildcard: false,
      // The builds write .br and .gz copies (scripts/precompress.mjs); each browser gets the one it takes.
      preCompressed: true,
      setHeaders(reply, filePath) {
        void reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  if (deps.adminDist && fs.existsSync(deps.adminDist)) {
    // The console lives beside its API (/admin/api/…); its routes are hash routes, so the files
    // are all it needs. decorateReply: the traders' app above owns reply.sendFile.
    await http.register(fastifyStatic, {
      root: deps.adminDist,
      prefix: '/admin/',
      decorateReply: false,
      wildcard: false,
      // The builds write .br and .gz copies (scripts/precompress.mjs); each browser gets the one it takes.
      preCompressed: true,
      setHeaders(reply, filePath) {
        void reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  http.setNotFoundHandler((request, reply) => {
    return reply.status(404).send(failureBody(request.lang, 'not_found'));
  });

  const gateway = createGateway({
    server: http.server,
    bus: deps.bus,
    authenticate: (token) => identity.authenticate(token, deps.clock.now()),
    snapshot: (topic) => market.snapshot(topic),
    knownTopic: (topic) =>
      topic === DAY_MARKET || market.instrumentByCode(topic.slice('KLINE.'.length)) !== undefined,
    log: http.log,
  });
  // Sockets first, so the server's close does not wait for long-lived connections.
  live.gateway = gateway;
  http.addHook('preClose', () => gateway.close());

  return {
    http,
    identity,
    settings,
    market,
    trading,
    staff,
    funding,
    community,
    console: consoleService,
    get engine() {
      return engine;
    },
    async lead() {
      await market.promote();
      await startEngine();
    },
    gateway,
  };
}
