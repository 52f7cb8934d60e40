/** Starts Leverline: configuration, database, seed data, then the HTTP server on one port. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, tell } from './db/open.js';
import { seed } from './db/seed.js';
import { systemClock } from './platform/clock.js';
import { DEFAULT_LIMITS, memoryLimiter } from './platform/limiter.js';
import { outboxCourier, smtpCourier } from './platform/mailer.js';
import { argon2Hasher } from './platform/password.js';
import { chooseLogFormat, createLogger } from './platform/logger.js';
import { memoryBus, redisBus, type Bus } from './platform/bus.js';
import { engineLeadership, type Leadership } from './platform/leader.js';
import { loadVapidKeys, webPushSender } from './platform/web-push.js';
import type { QuoteFeed } from './modules/market/feed.js';
import { simulatorFeed } from './modules/market/simulator.js';
import { exchangeFeed, parseSymbolMap } from './modules/market/exchange-feed.js';
import type { MarketService } from './modules/market/market.service.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The feeds this node runs: the simulator, or an exchange stream with the simulator for the rest. */
function startFeeds(config: Config, market: MarketService, log: pino.Logger): QuoteFeed[] {
  if (config.marketFeed === 'none' || config.marketFeed === 'push') return [];
  const feeds: QuoteFeed[] = [];
  let simulated = market.simulated();
  if (config.marketFeed === 'exchange' && config.exchangeUrl) {
    const symbols = parseSymbolMap(config.exchangeSymbols);
    const streamed = new Set(symbols.values());
    feeds.push(
      exchangeFeed({
        url: config.exchangeUrl,
        symbols,
        digits: (code) => market.instrumentByCode(code)?.pricePrecision,
        log,
      }),
    );
    simulated = simulated.filter((i) => !streamed.has(i.code));
  }
  feeds.push(simulatorFeed(simulated, config.marketSeed));
  for (const feed of feeds) feed.start((tick) => market.applyTick(tick));
  return feeds;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env, path.resolve(here, '../../web/dist'));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel, chooseLogFormat(config.logFormat, process.stdout.isTTY === true));
  const { database, isNew } = await openDatabase(config, log);
  await seed(database.db, new Date());
  const bus: Bus = config.redisUrl ? await redisBus(config.redisUrl, log) : memoryBus(log);
  if (isNew && config.marketFeed !== 'none') {
    tell('First start: drawing candle history for every instrument so no chart is empty (about 20 seconds)…');
  }
  log.info(
    config.marketFeed === 'none' ? 'Market: mirroring the node that runs a feed' : 'Loading the market',
  );
  // With PostgreSQL, every node configured with a feed is a candidate: the one holding the engine
  // lock runs the feed and the engine, the others stand by and take over when it goes.
  const candidate = config.marketFeed !== 'none';
  const byLock = candidate && config.databaseUrl !== undefined;
  // Every node signs pushes with the same pair: from the environment, or kept in DATA_DIR.
  const push = webPushSender(loadVapidKeys(config.dataDir, config.vapid), config.vapidSubject, log);
  const app = await buildApp({
    bus,
    push,
    market: {
      owner: candidate && !byLock,
      candidate: byLock,
      seed: config.marketSeed,
      maxJump: config.maxJump,
      pushToken: config.feedPushToken,
    },
    database,
    logger: log,
    clock: systemClock,
    hasher: argon2Hasher(),
    messenger: {
      email: config.smtpUrl
        ? await smtpCourier(config.smtpUrl, config.smtpFrom, log)
        : outboxCourier(path.join(config.dataDir, 'outbox.jsonl'), log),
      sms: outboxCourier(path.join(config.dataDir, 'outbox.jsonl'), log),
    },
    limiter: memoryLimiter(),
    limits: DEFAULT_LIMITS,
    sessionIdleMs: config.sessionIdleMs,
    sessionMaxMs: config.sessionMaxMs,
    trustProxy: config.trustProxy,
    webDist: config.webDist,
    adminDist: config.adminDist,
    uploadDir: path.join(config.dataDir, 'uploads'),
    metricsToken: config.metricsToken,
    webauthnOrigin: config.webauthnOrigin,
  });
  if (!config.smtpUrl)
    log.info(
      `E-mail and SMS go to ${path.join(config.dataDir, 'outbox.jsonl')} (set SMTP_URL to send e-mail)`,
    );

  let feeds: QuoteFeed[] = [];
  let leadership: Leadership | undefined;
  if (byLock) {
    leadership = await engineLeadership({
      url: config.databaseUrl!,
      log,
      onLead: async () => {
        await app.lead();
        feeds = startFeeds(config, app.market, log);
      },
    });
  } else {
    feeds = startFeeds(config, app.market, log);
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await Promise.all(feeds.map((f) => f.stop()));
    await app.http.close();
    await bus.close();
    // The engine lock goes last: a standby takes over once this node's work is saved.
    await leadership?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.http.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.http.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `\nLeverline is running at http://${shown}:${port}/  (API docs: http://${shown}:${port}/api/docs)\n`,
  );
}

await main();
