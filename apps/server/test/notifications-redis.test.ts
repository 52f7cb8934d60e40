/**
 * Notifications with two nodes and Redis: node A runs the market, the engine and the watchers;
 * node B serves requests and forwards to A. A trader's sockets on both nodes get each notification
 * exactly once — a fill decided on B, a stop-loss close decided by A's engine, a price alert made
 * on B and fired by A's watcher — and the same event told again on the other node sends nothing.
 * Runs against the local Redis (REDIS_URL, default 127.0.0.1:6379); skipped only when Redis
 * cannot be reached outside CI.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exactPriceUnits } from '@leverline/domain';
import { buildApp, type App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { redisBus, type Bus } from '../src/platform/bus.js';
import { DEFAULT_LIMITS, memoryLimiter } from '../src/platform/limiter.js';
import { outboxCourier } from '../src/platform/mailer.js';
import { argon2Hasher } from '../src/platform/password.js';
import { resetDatabase, testDatabase } from './support/database.js';
import { redisAnswers } from './support/redis.js';
import { tradingClockStart } from './support/trading.js';
import { SocketClient } from './ws-support/socket-client.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(REDIS_URL);
const skip = !redisUp && !process.env.CI;
if (skip) console.warn(`notifications-redis.test.ts: SKIPPED, Redis is not reachable at ${REDIS_URL}`);

const log = pino({ level: 'silent' });
const offsetMs = tradingClockStart().getTime() - Date.now();
const clock = { now: () => new Date(Date.now() + offsetMs) };

async function node(database: Database, bus: Bus, owner: boolean, dir: string): Promise<App> {
  const courier = outboxCourier(path.join(dir, 'outbox.jsonl'), log);
  const app = await buildApp({
    database,
    logger: log,
    clock,
    hasher: argon2Hasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }),
    messenger: { email: courier, sms: courier },
    limiter: memoryLimiter(),
    limits: DEFAULT_LIMITS,
    sessionIdleMs: 3600_000,
    sessionMaxMs: 3600_000,
    trustProxy: false,
    uploadDir: path.join(dir, 'uploads'),
    bus,
    market: { owner, seed: 42, maxJump: 0.1, historyLength: 40, timers: false, passSliceMs: 0 },
  });
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe.skipIf(skip)('notifications over two nodes and Redis', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leverline-notices-'));
  const prefix = `leverline-test-${randomUUID()}:`;
  let database: Database;
  let a: App;
  let b: App;
  const buses: Bus[] = [];
  const sockets: SocketClient[] = [];

  beforeAll(async () => {
    database = await testDatabase();
    await resetDatabase(database);
    for (let i = 0; i < 2; i++) buses.push(await redisBus(REDIS_URL, log, { prefix }));
    a = await node(database, buses[0]!, true, dir);
    b = await node(database, buses[1]!, false, dir);
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await b?.http.close();
    await a?.http.close();
    await Promise.all(buses.map((bus) => bus.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const url = (app: App) => `ws://127.0.0.1:${(app.http.server.address() as AddressInfo).port}/v1/ws`;
  const get = async (app: App, path: string, token?: string) => {
    const res = await app.http.inject({ method: 'GET', url: path, headers: { lang: 'en', ...(token ? { authorization: token } : {}) } });
    return JSON.parse(res.body) as { code: number; msg: string; data: Record<string, unknown> & { Id?: number } };
  };
  const post = async (app: App, path: string, body: Record<string, unknown>, token: string) => {
    const res = await app.http.inject({ method: 'POST', url: path, payload: body, headers: { lang: 'en', authorization: token } });
    return JSON.parse(res.body) as { code: number; msg: string; data: Record<string, unknown> };
  };
  /** Moves an instrument's bid on the market node, in steps inside the jump band. */
  const setBid = (code: string, bid: string) => {
    const row = a.market.instrumentByCode(code)!;
    const target = exactPriceUnits(bid, row.pricePrecision)!;
    for (let guard = 0; guard < 100; guard++) {
      const quote = a.market.quote(row.id)!;
      if (quote.bidUnits === target) return;
      const limit = Math.floor(quote.bidUnits * 0.09);
      const step = Math.max(-limit, Math.min(limit, target - quote.bidUnits));
      a.market.applyTick({ code, priceUnits: quote.bidUnits + step, timeMs: Math.max(clock.now().getTime(), quote.timeMs + 1), volume: 1, source: 'operator' });
    }
  };
  const quiet = async () => {
    await a.engine!.settle();
    await a.watchers!.alerts.idle();
    for (const app of [a, b]) await app.notifications.idle();
  };

  it('tells each event once to the trader sockets on both nodes', { timeout: 60_000 }, async () => {
    const demo = await get(b, `/api/user/createAccountDemoForU?demo_id=${randomUUID()}`);
    const token = demo.data.token as string;
    for (const app of [a, b]) {
      const socket = await SocketClient.open(url(app));
      sockets.push(socket);
      socket.send({ type: 'login', params: token });
      await socket.takeType('login_result');
      await socket.subscribe('NOTICE');
    }
    const notices = (socket: SocketClient) => socket.history.filter((m) => m.type === 'NOTICE').map((m) => m.title as string);

    // A market order on B (at B's own quote, well above the stop loss): filled there, told there,
    // shown by both gateways.
    setBid('BTCUSD', '95000.00');
    const opened = await get(b, `/v1/api/forex/submit?type=1&forex_id=${b.market.instrumentByCode('BTCUSD')!.id}&cont=0.1&multiple=10&stop_loss_price=94000`, token);
    expect(opened.code, opened.msg).toBe(1);
    // A price alert made on B; A's watcher learns it over Redis.
    const alert = await post(b, '/v1/api/alert/save', { symbol: 'BTCUSD', kind: 'below', level: '94500' }, token);
    expect(alert.code, alert.msg).toBe(1);
    await expect.poll(() => a.watchers!.alerts.size).toBe(1);
    // A's engine closes the position at the stop loss, and A's watcher fires the alert.
    // A's engine has taken the position in (B named its account on the bus).
    await expect.poll(async () => (await a.engine!.settle(), a.engine!.stats().orders)).toBeGreaterThan(0);
    setBid('BTCUSD', '93900.00');
    await quiet();
    setBid('BTCUSD', '93800.00');
    await quiet();

    for (const socket of sockets) {
      await expect.poll(() => notices(socket).length, { timeout: 10_000 }).toBe(3);
      await socket.roundTrip();
      expect(notices(socket).sort()).toEqual(['BTCUSD fell to 93,900.00', 'Order filled', 'Stop loss reached']);
    }

    // The close told again, on the other node: nothing is sent again.
    const told = await b.notifications.deliver({
      userId: (demo.data.user as { id: number }).id,
      kind: 'position_closed',
      eventKey: `order.${opened.data.Id}.closed`,
      topic: 'closed_stop_loss',
      params: {},
      link: '/order',
    });
    expect(told).toBe(false);
    for (const socket of sockets) {
      await socket.roundTrip();
      expect(notices(socket)).toHaveLength(3);
    }
    const inbox = await get(b, '/v1/api/notice/list', token);
    expect(inbox.data.total).toBe(3);
  });
});
