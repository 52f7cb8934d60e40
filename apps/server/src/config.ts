/**
 * Configuration from the environment, validated once at start. A bad value stops the server
 * with a message naming the variable, instead of failing later in a confusing way.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { TrustProxy } from './http/client-address.js';

/** An address, a subnet (address/bits) or one of proxy-addr's names for whole ranges. */
function isProxyEntry(entry: string): boolean {
  if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

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
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((v, ctx): TrustProxy => {
      const value = v.trim();
      if (value === '0' || value === 'false') return false;
      if (value === 'true') return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const entries = value.split(',').map((e) => e.trim());
      const bad = entries.find((e) => !isProxyEntry(e));
      if (bad === undefined) return entries;
      ctx.addIssue({
        code: 'custom',
        message: `must be 0, a number of proxies (1 for one), or proxy addresses and subnets such as 10.0.0.0/8,::1 (not: ${bad.slice(0, 40)})`,
      });
      return z.NEVER;
    }),
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
  WEBAUTHN_ORIGIN: url(['https:', 'http:'])
    .refine((v) => URL.canParse(v) && new URL(v).origin === v.replace(/\/$/, ''), 'must be an origin only, like https://app.example.com')
    .optional(),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key (web-push generate-vapid-keys)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL').default('mailto:support@leverline.local'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  /** `json` or `pretty`; unset, the logger decides by whether standard output is a terminal. */
  logFormat: 'json' | 'pretty' | undefined;
  /** Which proxies' X-Forwarded-For to believe (http/client-address.ts). */
  trustProxy: TrustProxy;
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
  /** Origin passkeys are bound to (its host name is the relying-party id); unset, each request's host. */
  webauthnOrigin: string | undefined;
  /** Web Push (VAPID) keys from the environment; unset, generated on first start and kept in DATA_DIR. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who push services contact about this server's pushes (RFC 8292 `sub`). */
  vapidSubject: string;
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
  if ((c.VAPID_PUBLIC_KEY === undefined) !== (c.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
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
    logFormat: c.LOG_FORMAT,
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
    webauthnOrigin: c.WEBAUTHN_ORIGIN?.replace(/\/$/, ''),
    vapid: c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: c.VAPID_SUBJECT,
  };
}
