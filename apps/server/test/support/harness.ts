/**
 * A Leverline server for integration tests: the real app on the worker's database, with a clock
 * the test moves, cheap (but real) Argon2id, the file outbox in a temporary folder, and fresh
 * rate-limit counters for every test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../src/app.js';
import type { TrustProxy } from '../../src/http/client-address.js';
import type { Database } from '../../src/db/client.js';
import { candles, settings } from '../../src/db/schema.js';
import { makeCaptcha } from '../../src/platform/captcha.js';
import { DEFAULT_LIMITS, memoryLimiter, type LimitRules } from '../../src/platform/limiter.js';
import { outboxCourier } from '../../src/platform/mailer.js';
import { createLogger } from '../../src/platform/logger.js';
import { argon2Hasher } from '../../src/platform/password.js';
import { memoryBus, type Bus, type BusMessage } from '../../src/platform/bus.js';
import type { PushSender } from '../../src/platform/web-push.js';
import { resetDatabase, testDatabase } from './database.js';

export interface Reply {
  status: number;
  code: number;
  msg: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  headers: Record<string, unknown>;
}

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  type: string;
  code: string | null;
  subject: string;
  text: string;
}

export interface Harness {
  app: App;
  bus: Bus;
  /** Messages published on the bus since the test began. */
  published(): BusMessage[];
  database: Database;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** Sets the server's clock to `at`. */
  setTime(at: Date): void;
  now(): Date;
  /** Every line logged since the test began. */
  logs(): string;
  outbox(): OutboxMessage[];
  /** The code in the newest outbox message to `to`. */
  lastCode(to: string): string;
  /** The answer of the newest picture code. */
  lastCaptchaText(): string;
  setSetting(key: string, value: string): Promise<void>;
  get(url: string, options?: { token?: string; lang?: string }): Promise<Reply>;
  post(
    url: string,
    body: Record<string, unknown>,
    options?: { token?: string; lang?: string; form?: boolean },
  ): Promise<Reply>;
}

const FAST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export function useHarness(
  options: { limits?: LimitRules; clockStart?: () => Date; metricsToken?: string; trustProxy?: TrustProxy; push?: PushSender } = {},
): Harness {
  let app: App;
  let database: Database;
  let offsetMs = 0;
  /** Where every test's clock starts: now, or `clockStart` (a moment the markets under test are open). */
  let baseOffsetMs = 0;
  let logText = '';
  let limiter = memoryLimiter();
  let captchaText = '';
  const bus = memoryBus();
  let published: BusMessage[] = [];
  bus.subscribe((m) => published.push(m));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leverline-outbox-'));
  const outboxFile = path.join(dir, 'outbox.jsonl');
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logText += chunk.toString();
      done();
    },
  });
  // The server's own logger (serializers, redaction), writing to the test's sink.
  const logger = createLogger('info', 'json', sink);

  beforeAll(async () => {
    if (options.clockStart) baseOffsetMs = options.clockStart().getTime() - Date.now();
    offsetMs = baseOffsetMs;
    database = await testDatabase();
    const courier = outboxCourier(outboxFile, logger);
    app = await buildApp({
      database,
      logger,
      clock: { now: () => new Date(Date.now() + offsetMs) },
      hasher: argon2Hasher(FAST_ARGON2),
      messenger: { email: courier, sms: courier },
      limiter: { hit: (...args) => limiter.hit(...args), wait: (...args) => limiter.wait(...args) },
      limits: options.limits ?? DEFAULT_LIMITS,
      sessionIdleMs: 7 * 24 * 3600_000,
      sessionMaxMs: 30 * 24 * 3600_000,
      trustProxy: options.trustProxy ?? false,
      checkAnswers: true,
      uploadDir: path.join(dir, 'uploads'),
      bus,
      metricsToken: options.metricsToken,
      push: options.push,
      market: {
        owner: true,
        seed: 42,
        maxJump: 0.1,
        historyLength: 40,
        timers: false,
        // Every pass yields after each account, so the tests run the sliced path at its busiest.
        passSliceMs: 0,
        pushToken: FEED_TOKEN,
      },
      makeCaptcha: () => {
        const captcha = makeCaptcha();
        captchaText = captcha.text;
        return captcha;
      },
    });
    await app.http.ready();
  });

  beforeEach(async () => {
    await resetDatabase(database);
    app.settings.changed();
    app.trading.forgetCopies();
    app.identity.forgetAllSessions();
    await app.engine?.reindex();
    await app.watchers?.alerts.reload();
    await app.watchers?.margin.start();
    offsetMs = baseOffsetMs;
    logText = '';
    published = [];
    limiter = memoryLimiter();
    fs.rmSync(outboxFile, { force: true });
  });

  afterAll(async () => {
    await app.http.close();
    // History backfilled and folded at a moved clock must not reach the next test file on this
    // database: the next app backfills its own.
    if (options.clockStart) await database.db.delete(candles);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const toReply = (res: { statusCode: number; body: string; headers: Record<string, unknown> }): Reply => {
    const body = JSON.parse(res.body) as { code: number; msg: string; data: unknown };
    return { status: res.statusCode, code: body.code, msg: body.msg, data: body.data, headers: res.headers };
  };
  const headers = (o: { token?: string; lang?: string } = {}) => ({
    lang: o.lang ?? 'en',
    ...(o.token ? { authorization: o.token } : {}),
  });

  const harness: Harness = {
    get app() {
      return app;
    },
    get database() {
      return database;
    },
    bus,
    published: () => published,
    advance: (ms) => {
      offsetMs += ms;
    },
    setTime: (at) => {
      offsetMs = at.getTime() - Date.now();
    },
    now: () => new Date(Date.now() + offsetMs),
    logs: () => logText,
    outbox: () =>
      fs.existsSync(outboxFile)
        ? fs
            .readFileSync(outboxFile, 'utf8')
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as OutboxMessage)
        : [],
    lastCode(to) {
      const message = harness
        .outbox()
        .filter((m) => m.to === to)
        .pop();
      if (!message?.code) throw new Error(`no code was sent to ${to}`);
      return message.code;
    },
    lastCaptchaText: () => captchaText,
    async setSetting(key, value) {
      await database.db.update(settings).set({ value }).where(eq(settings.key, key));
      app.settings.changed();
    },
    async get(url, o) {
      const sep = url.includes('?') ? '&' : '?';
      return toReply(
        await app.http.inject({ method: 'GET', url: `${url}${sep}t=${Date.now()}`, headers: headers(o) }),
      );
    },
    async post(url, body, o) {
      if (o?.form) {
        const payload = new URLSearchParams(
          Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
        return toReply(
          await app.http.inject({
            method: 'POST',
            url,
            headers: { ...headers(o), 'content-type': 'application/x-www-form-urlencoded' },
            payload,
          }),
        );
      }
      return toReply(await app.http.inject({ method: 'POST', url, headers: headers(o), payload: body }));
    },
  };
  return harness;
}

export const PASSWORD = 'Trade2026ok';
/** The operator tick-push token of test servers. */
export const FEED_TOKEN = 'test-feed-token-0123456789abcdef';

/**
 * Registers an e-mail user through the real code flow, resident in Germany as the app has every
 * new trader name a country (`extra` may name another, or `residence: undefined` for none);
 * returns their token and user.
 */
export async function registerByEmail(h: Harness, email: string, extra: Record<string, unknown> = {}) {
  const sent = await h.post('/api/notify/send_email', { to: email, type: 1 });
  if (sent.code !== 1) throw new Error(`send_email failed: ${sent.msg}`);
  const reply = await h.post('/api/user/register', {
    type: 'email',
    account: email,
    password: PASSWORD,
    re_password: PASSWORD,
    sms_code: h.lastCode(email),
    residence: 'DE',
    ...extra,
  });
  if (reply.code !== 1) throw new Error(`register failed: ${reply.msg}`);
  return reply.data as { token: string; user: { id: number; uid: string; invite_code: string } };
}
