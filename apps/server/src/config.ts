/**
 * Configuration from the environment, validated once at start. A bad value stops the server
 * with a message naming the variable, instead of failing later in a confusing way.
 */
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}`,
  );

const schema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  SMTP_FROM: z.string().default('Leverline <no-reply@leverline.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(30),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  MARKET_FEED: z.enum(['simulator', 'exchange', 'push', 'none']).default('simulator'),
  MARKET_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(20_261_121),
  FEED_EXCHANGE_URL: url(['ws:', 'wss:']).optional(),
  FEED_EXCHANGE_SYMBOLS: z
    .string()
    .regex(
      /^[A-Za-z0-9]+:[A-Za-z0-9]+(,[A-Za-z0-9]+:[A-Za-z0-9]+)*$/,
      'must look like BTCUSDT:BTCUSD,ETHUSDT:ETHUSD',
    )
    .default(
      'BTCUSDT:BTCUSD,ETHUSDT:ETHUSD,SOLUSDT:SOLUSD,XRPUSDT:XRPUSD,BNBUSDT:BNBUSD,DOGEUSDT:DOGEUSD,ADAUSDT:ADAUSD,LTCUSDT:LTCUSD',
    ),
  FEED_MAX_JUMP_PCT: z.coerce.number().positive().max(100).default(10),
  FEED_PUSH_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  trustProxy: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Folder of the built traders' app served at `/`; undefined serves no app. */
  webDist: string | undefined;
  /** Built staff console to serve at `/admin/`, if any. */
  adminDist: string | undefined;
  redisUrl: string | undefined;
  /** Where prices come from on this node; `none` mirrors the node that has a feed. */
  /** push: owns the market with no built-in feed; prices come only from operator pushes. */
  marketFeed: 'simulator' | 'exchange' | 'push' | 'none';
  marketSeed: number;
  exchangeUrl: string | undefined;
  exchangeSymbols: string;
  /** Largest accepted move between two ticks, as a fraction. */
  maxJump: number;
  /** Token an operator sends (x-feed-token) to push ticks; unset disables pushing. */
  feedPushToken: string | undefined;
  /** Bearer token for /metrics; without it only loopback connections may read it. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv, defaultWebDist?: string): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.MARKET_FEED === 'exchange' && !c.FEED_EXCHANGE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  FEED_EXCHANGE_URL: required when MARKET_FEED is exchange',
    );
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    smtpUrl: c.SMTP_URL,
    smtpFrom: c.SMTP_FROM,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    sessionIdleMs: c.SESSION_IDLE_HOURS * 3600_000,
    sessionMaxMs: c.SESSION_MAX_DAYS * 86_400_000,
    webDist: c.WEB_DIST ? path.resolve(c.WEB_DIST) : defaultWebDist,
    adminDist: c.ADMIN_DIST
      ? path.resolve(c.ADMIN_DIST)
      : defaultWebDist && path.join(path.dirname(path.dirname(defaultWebDist)), 'admin', 'dist'),
    redisUrl: c.REDIS_URL,
    marketFeed: c.MARKET_FEED,
    marketSeed: c.MARKET_SEED,
    exchangeUrl: c.FEED_EXCHANGE_URL,
    exchangeSymbols: c.FEED_EXCHANGE_SYMBOLS,
    maxJump: c.FEED_MAX_JUMP_PCT / 100,
    feedPushToken: c.FEED_PUSH_TOKEN,
    metricsToken: c.METRICS_TOKEN,
  };
}
