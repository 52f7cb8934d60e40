/** Starts Leverline: configuration, database, seed data, then the HTTP server on one port. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openPglite, openPostgres, type Database } from './db/client.js';
import { seed } from './db/seed.js';
import { systemClock } from './platform/clock.js';
import { DEFAULT_LIMITS, memoryLimiter } from './platform/limiter.js';
import { outboxCourier, smtpCourier } from './platform/mailer.js';
import { argon2Hasher } from './platform/password.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export function createLogger(level: Config['logLevel']) {
  return pino({
    level,
    // Tokens, cookies and passwords never reach the log, whatever logs them.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.code', '*.new_password'],
      censor: '[hidden]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
    },
  });
}

async function openDatabase(config: Config, log: pino.Logger): Promise<Database> {
  if (config.databaseUrl) {
    log.info('Connecting to PostgreSQL (DATABASE_URL)');
    return openPostgres(config.databaseUrl);
  }
  const dir = path.join(config.dataDir, 'pgdata');
  return openPglite(dir, {
    onCreate: () => log.info(`Creating the embedded database in ${dir}. The first start takes 10 to 20 seconds; later starts take about 3.`),
  });
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
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config, log);
  await seed(database.db, new Date());
  const app = await buildApp({
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
  });
  if (!config.smtpUrl) log.info(`E-mail and SMS go to ${path.join(config.dataDir, 'outbox.jsonl')} (set SMTP_URL to send e-mail)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.http.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.http.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.http.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\nLeverline is running at http://${shown}:${port}/  (API docs: http://${shown}:${port}/api/docs)\n`);
}

await main();
