/**
 * Builds the HTTP server from its dependencies. main.ts passes the real ones; tests pass a test
 * database, a clock they control and fast password hashing.
 */
import { jurisdictionCap, jurisdictionOf } from '@leverline/domain';
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
import { clientAddress, trustFunction, type TrustProxy } from './http/client-address.js';
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
import { complianceRoutes } from './modules/compliance/compliance.routes.js';
import { ComplianceService } from './modules/compliance/compliance.service.js';
import { OnboardingService } from './modules/compliance/onboarding.service.js';
import { ResidenceService } from './modules/compliance/residence.service.js';
import { StatementsService } from './modules/statements/statements.service.js';
import { statementsRoutes } from './modules/statements/statements.routes.js';
import { MarketService } from './modules/market/market.service.js';
import { marketRoutes } from './modules/market/market.routes.js';
import { WatchlistService } from './modules/watchlist/watchlist.service.js';
import { watchlistRoutes } from './modules/watchlist/watchlist.routes.js';
import { feedRoutes } from './modules/market/feed.routes.js';
import { TradingService } from './modules/trading/trading.service.js';
import { forwardToEngine, TradingEngine } from './modules/trading/trading.engine.js';
import { SwapRollover } from './modules/trading/trading.rollover.js';
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
import { DealingService } from './modules/market/dealing.service.js';
import type { RevokedSessions } from './http/context.js';
import { uploadRoutes } from './modules/funding/upload.js';
import { SupportService } from './modules/support/support.service.js';
import { setupChecklist } from './modules/console/setup-checklist.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { SecurityService } from './modules/security/security.service.js';
import { securityRoutes } from './modules/security/security.routes.js';
import type { Bus } from './platform/bus.js';
import { Housekeeping } from './platform/housekeeping.js';
import { createMetrics, instrumentHttp } from './platform/metrics.js';
import { bindRequestLog, lazyRequestLogger } from './platform/request-logger.js';
import { metricGauges, metricsAllowed } from './http/metrics.js';
import { WatchedUsers } from './platform/watching.js';
import { createGateway, SESSIONS_REVOKED_TOPIC, USER_TOPICS, type Gateway } from './ws/gateway.js';
import { DAY_MARKET, roleAllows } from '@leverline/contract';
import type { PushSender } from './platform/web-push.js';
import { NotificationService } from './modules/notifications/notifications.service.js';
import { AlertService } from './modules/notifications/alerts.service.js';
import { AlertWatcher } from './modules/notifications/alert-watcher.js';
import { MarginWatch } from './modules/notifications/margin-watch.js';
import { tellTradingEvents } from './modules/notifications/trading-notices.js';
import { moneyNotices } from './modules/notifications/money-notices.js';
import { securityParams } from './modules/notifications/notifications.texts.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';

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
  /** Which proxies' X-Forwarded-For to believe (http/client-address.ts). */
  trustProxy: TrustProxy;
  /** Folder of uploaded pictures (DATA_DIR/uploads). */
  uploadDir: string;
  /** Built traders' app to serve at `/`, if any. */
  webDist?: string | undefined;
  /** Built staff console to serve at `/admin/`, if any. */
  adminDist?: string | undefined;
  /** WEBAUTHN_ORIGIN: the origin passkeys are bound to; unset, each request's host decides. */
  webauthnOrigin?: string | undefined;
  checkAnswers?: boolean;
  makeCaptcha?: () => { text: string; svg: string };
  /** Carries market updates to the live socket, in-process or over Redis. */
  bus: Bus;
  /**
   * Bearer token a Prometheus scraper sends to /metrics. Without one, /metrics answers only
   * connections from this machine (loopback), never what arrives through a proxy.
   */
  metricsToken?: string | undefined;
  /** Web Push with the server's VAPID keys (platform/web-push.ts); without it, no pushes are sent. */
  push?: PushSender | undefined;
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
  security: SecurityService;
  settings: SettingsService;
  market: MarketService;
  trading: TradingService;
  staff: StaffService;
  funding: FundingService;
  community: CommunityService;
  console: ConsoleService;
  notifications: NotificationService;
  alerts: AlertService;
  /** Price alerts and margin warnings, on the node that runs the engine; undefined elsewhere. */
  readonly watchers: { alerts: AlertWatcher; margin: MarginWatch } | undefined;
  /** The trading engine, on the node that owns the market; undefined elsewhere. */
  readonly engine: TradingEngine | undefined;
  /**
   * Makes this node the owner: the market is persisted and published from here, and the trading
   * engine loads every open order from the database and starts. The caller then starts the feeds.
   */
  lead(): Promise<void>;
  /** The live socket at /v1/ws. */
  gateway: Gateway;
  /** Deletes ended sessions, old codes, captchas and idempotency keys (every 5 minutes on the leading node). */
  housekeeping: Housekeeping;
  /** Charges overnight financing at the daily rollover (on the leading node). */
  rollover: SwapRollover;
  /** The risk warning's share of losing retail accounts. */
  compliance: ComplianceService;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const trust = trustFunction(deps.trustProxy);
  const http = Fastify({
    loggerInstance: deps.logger,
    trustProxy: trust,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    childLoggerFactory: lazyRequestLogger,
  });
  // Every line a request logs after it arrives carries the client's address (through a trusted
  // proxy, the forwarded one); its first line ("incoming request") has it as req.ip.
  http.addHook('onRequest', (request, _reply, done) => {
    bindRequestLog(request.log, { ip: request.ip });
    done();
  });
  const db = deps.database.db;
  const metrics = createMetrics();
  instrumentHttp(http, metrics);
  const settings = new SettingsService(db, deps.bus);
  /** Sessions that ended early: every node closes the live sockets bound to them. */
  // Restricted countries (by residence, phone number and network address), the terms and the
  // appropriateness questionnaire, asked before real money moves. Residences are kept on the
  // users, identity's table: asked of identity once it is built just below.
  const residence = new ResidenceService({
    db,
    settings,
    users: {
      residenceOf: (userId) => identity.residenceOf(userId),
      declareResidence: (userId, country, now) => identity.declareResidence(userId, country, now),
    },
  });
  const onboarding = new OnboardingService(db, residence);
  const publishRevoked = (revoked: RevokedSessions) =>
    deps.bus.publish({ topic: SESSIONS_REVOKED_TOPIC, key: 'revoked', payload: JSON.stringify(revoked) });
  const identity: IdentityService = new IdentityService({
    db,
    hasher: deps.hasher,
    messenger: deps.messenger,
    settings,
    log: http.log,
    sessionIdleMs: deps.sessionIdleMs,
    sessionMaxMs: deps.sessionMaxMs,
    makeCaptcha: deps.makeCaptcha ?? makeCaptcha,
    onSessionsRevoked: publishRevoked,
    // Built just below: a login asks it for a second factor only when one is made.
    secondFactor: () => security,
    terms: onboarding,
    residence,
  });
  const security: SecurityService = new SecurityService({ db, hasher: deps.hasher, identity, settings, log: http.log });

  const market = new MarketService({
    db,
    bus: deps.bus,
    clock: deps.clock,
    log: http.log,
    owner: deps.market.owner,
    seed: deps.market.seed,
    maxJump: deps.market.maxJump,
    metrics,
    retailCap: (row) => jurisdictionCap(jurisdictionOf(settings.peek('jurisdiction')), row.categoryId, row.code),
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
    termsGate: onboarding,
  });
  const notifications = new NotificationService({
    db,
    bus: deps.bus,
    clock: deps.clock,
    log: http.log,
    identity,
    messenger: deps.messenger,
    push: deps.push,
  });
  // Security notices: identity's own e-mail or SMS always goes; the inbox and the devices hear too.
  identity.onNotice((userId, notice, at) =>
    notifications.tell({
      userId,
      kind: 'security',
      eventKey: `security.${notice.kind}.${at.getTime()}`,
      topic: 'security',
      params: securityParams(notice, at),
      link: '/mine/security',
      served: ['email'],
    }),
  );
  const unlistenTradingNotices = tellTradingEvents(trading.events, notifications, market, (order) => trading.orderFigures(order));
  const alerts = new AlertService({ db, bus: deps.bus, market });
  const staff = new StaffService({ db, hasher: deps.hasher });
  const money = moneyNotices(notifications);
  const funding = new FundingService({ db, trading, settings, security, identity, notices: money, onboarding });
  // Deletes what nothing can use any more; its timer runs on the leading node only (lead()).
  const housekeeping = new Housekeeping({
    jobs: [...identity.sweepJobs(), ...staff.sweepJobs(), ...funding.sweepJobs()],
    now: () => deps.clock.now(),
    log: http.log,
  });
  const compliance = new ComplianceService({ db, trading, clock: deps.clock });
  const rollover = new SwapRollover({ db, market, settings, events: trading.events, clock: deps.clock, log: http.log });
  // Users with a socket open on any node, named by the gateways (platform/watching.ts); every node
  // listens from the start, so an engine that starts after a failover knows them at once.
  const watching = new WatchedUsers();
  const unsubscribeWatching = watching.listen(deps.bus);
  let engine: TradingEngine | undefined;
  let watchers: { alerts: AlertWatcher; margin: MarginWatch } | undefined;
  let stopForwarding: (() => void) | undefined;
  const startEngine = async () => {
    if (engine) return;
    const margin = new MarginWatch({ db, clock: deps.clock, settings, notices: notifications, log: http.log });
    await margin.start();
    const alertWatcher = new AlertWatcher({ db, bus: deps.bus, clock: deps.clock, market, notices: notifications, log: http.log });
    await alertWatcher.start();
    watchers = { alerts: alertWatcher, margin };
    const started = new TradingEngine({
      onMarginLevel: (account, atOrBelow, levelPct) => margin.observe(account, atOrBelow, levelPct),
      db,
      market,
      settings,
      service: trading,
      bus: deps.bus,
      clock: deps.clock,
      watched: (userId) => watching.has(userId),
      log: http.log,
      timers: deps.market.timers ?? true,
      passSliceMs: deps.market.passSliceMs,
    });
    await started.start();
    stopForwarding?.();
    stopForwarding = undefined;
    engine = started;
    if (deps.market.timers ?? true) {
      housekeeping.start();
      rollover.start();
    }
  };
  if (deps.market.owner) {
    await startEngine();
  } else {
    // The engine runs on the node that owns the market: tell it over the bus.
    stopForwarding = forwardToEngine(trading.events, deps.bus);
  }
  // Every node tries due deliveries again; each attempt is claimed in the database first.
  if (deps.market.timers ?? true) notifications.startRetries();
  const community = new CommunityService({
    db,
    settings,
    clock: deps.clock,
    timers: deps.market.timers ?? true,
  });
  const verification = new VerificationService(db, money);
  const channels = new ChannelService(db);
  const support = new SupportService({ db, bus: deps.bus, userById: (id) => identity.profile(id) });
  // The socket gateway starts after the routes; the dashboard counts its clients when asked.
  const live: { gateway?: Gateway } = {};
  const consoleService = new ConsoleService({
    db,
    trading,
    market,
    settings,
    sockets: () => live.gateway?.connections() ?? 0,
    setup: () =>
      setupChecklist({
        settings,
        channels: () => channels.readiness(),
        staff: () => staff.coverage(),
        mailDelivers: deps.messenger.email.delivers === true,
        terms: () => onboarding.hasTerms(),
      }),
    notices: money,
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
    stopForwarding?.();
    settings.close();
    community.stop();
    await housekeeping.stop();
    unlistenTradingNotices();
    await rollover.stop();
    await engine?.stop();
    await watchers?.alerts.stop();
    await watchers?.margin.idle();
    await notifications.stopRetries();
    await notifications.idle();
    await market.stop();
  });

  await registerSecurity(http, currentInlineScriptHashes(deps.webDist));
  await http.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  registerLang(http);

  http.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429) void reply.header('retry-after', String(error.params.seconds ?? 60));
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
    onStaffForbidden: (member, path, ctx) => staff.forbidden(member, path, ctx),
    checkAnswers: deps.checkAnswers ?? false,
  };
  identityRoutes(http, routeDeps, identity);
  securityRoutes(http, routeDeps, security, identity, deps.webauthnOrigin);
  settingsRoutes(http, routeDeps, settings);
  complianceRoutes(http, routeDeps, compliance, onboarding, residence);
  marketRoutes(http, routeDeps, market);
  watchlistRoutes(http, routeDeps, new WatchlistService({ db, market }));
  tradingRoutes(http, routeDeps, trading);
  statementsRoutes(http, routeDeps, new StatementsService({ db, trading, clock: deps.clock }));
  fundingRoutes(http, routeDeps, funding);
  channelRoutes(http, routeDeps, channels);
  communityRoutes(http, routeDeps, community, verification);
  staffRoutes(http, routeDeps, staff);
  notificationRoutes(http, routeDeps, notifications, alerts);
  consoleRoutes(
    http,
    routeDeps,
    consoleService,
    new DealingService({ db, market, now: () => deps.clock.now() }),
  );
  supportRoutes(http, routeDeps, support);
  await uploadRoutes(http, { db, dir: deps.uploadDir, limiter: deps.limiter, routeDeps, staffMaySee: async (role, name) => roleAllows(role, 'support.answer') && (await support.isChatImage(name)),
    staffMayUploadFor: (role, userId) => support.mayUploadFor(role, userId),
  });
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
  metricGauges(metrics, {
    engine: () => engine?.stats(),
    reviewQueues: () => consoleService.pendingCounts(),
    sockets: () => live.gateway?.stats(),
  });
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
      topic === DAY_MARKET ||
      USER_TOPICS.has(topic) ||
      market.instrumentByCode(topic.slice('KLINE.'.length)) !== undefined,
    log: http.log,
    clientAddress: (request) => clientAddress(request, trust),
  });
  // Sockets first, so the server's close does not wait for long-lived connections.
  live.gateway = gateway;
  http.addHook('preClose', () => gateway.close());

  return {
    http,
    identity,
    security,
    settings,
    market,
    trading,
    staff,
    funding,
    community,
    console: consoleService,
    notifications,
    alerts,
    get watchers() {
      return watchers;
    },
    get engine() {
      return engine;
    },
    async lead() {
      await market.promote();
      await startEngine();
    },
    gateway,
    housekeeping,
    rollover,
    compliance,
  };
}
