/**
 * Scale-out: two server processes share one Redis; a tick published once reaches the clients of
 * both, every tick, in order, and a login on one process is known on the others. Runs against the local Redis (REDIS_URL, default 127.0.0.1:6379).
 * It is skipped only when Redis cannot be reached outside CI; in CI (CI=true) it always runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { redisBus, type Bus } from '../src/platform/bus.js';
import { WatchedUsers } from '../src/platform/watching.js';
import { dayMarket, SocketClient } from './ws-support/socket-client.js';
import { redisAnswers } from './support/redis.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const here = path.dirname(fileURLToPath(import.meta.url));

const redisUp = await redisAnswers(REDIS_URL);
const skip = !redisUp && !process.env.CI;
if (skip) console.warn(`ws-redis.test.ts: SKIPPED, Redis is not reachable at ${REDIS_URL} (set REDIS_URL or start redis-server)`);

interface Node {
  child: ChildProcess;
  port: number;
}

function startNode(prefix: string): Promise<Node> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(here, 'ws-support/redis-node.ts')], {
    env: { ...process.env, REDIS_URL, BUS_PREFIX: prefix },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`server process did not start in 30 s: ${err}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) {
        clearTimeout(timer);
        resolve({ child, port: (JSON.parse(line) as { port: number }).port });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited with ${code}: ${err}`));
    });
  });
}

function stopNode(node: Node): Promise<void> {
  return new Promise((resolve) => {
    if (node.child.exitCode !== null) return resolve();
    const timer = setTimeout(() => node.child.kill('SIGKILL'), 5000);
    node.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    node.child.kill('SIGTERM');
  });
}

describe('the gateway over Redis', () => {
  const nodes: Node[] = [];
  const clients: SocketClient[] = [];
  let publisher: Bus | undefined;

  afterAll(async () => {
    for (const client of clients) client.ws.terminate();
    await Promise.all(nodes.map(stopNode));
    await publisher?.close();
  });

  it.skipIf(skip)('delivers every tick, in order, to the clients of two server processes', { timeout: 60_000 }, async () => {
    // A prefix of its own: concurrent runs on the same Redis never hear each other's ticks.
    const prefix = `leverline-test-${randomUUID()}:`;
    nodes.push(...(await Promise.all([startNode(prefix), startNode(prefix)])));
    expect(nodes[0]!.child.pid).not.toBe(nodes[1]!.child.pid);
    for (const node of nodes) {
      const client = await SocketClient.open(`ws://127.0.0.1:${node.port}/v1/ws`);
      clients.push(client);
      await client.subscribe('DAY_MARKET');
    }
    const anotherTopic = await SocketClient.open(`ws://127.0.0.1:${nodes[1]!.port}/v1/ws`);
    clients.push(anotherTopic);
    await anotherTopic.subscribe('KLINE.EURUSD');

    publisher = await redisBus(REDIS_URL, pino({ level: 'warn' }), { prefix });
    const count = 200;
    for (let i = 1; i <= count; i++) {
      publisher.publish({ topic: 'DAY_MARKET', key: i % 2 ? 'EURUSD' : 'GBPUSD', payload: dayMarket(i % 2 ? 'EURUSD' : 'GBPUSD', i) });
    }
    publisher.publish({ topic: 'KLINE.EURUSD', key: '1min', payload: JSON.stringify({ type: 'KLINE', symbol: 'EURUSD', kline: { Close: 1 } }) });

    for (const client of clients.slice(0, 2)) {
      await client.take((m) => m.type === 'DAY_MARKET' && m.quotation.close === count, 20_000);
      const closes = client.history.filter((m) => m.type === 'DAY_MARKET').map((m) => m.quotation.close as number);
      expect(closes).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      await client.roundTrip();
      expect(client.history.some((m) => m.type === 'KLINE')).toBe(false);
    }
    expect(await anotherTopic.takeType('KLINE', 20_000)).toMatchObject({ symbol: 'EURUSD' });
    await anotherTopic.roundTrip();
    expect(anotherTopic.history.some((m) => m.type === 'DAY_MARKET')).toBe(false);
  });

  it.skipIf(skip)('tells every process that a user logged in on one of them, so the engine anywhere pushes to them', { timeout: 60_000 }, async () => {
    const prefix = `leverline-test-${randomUUID()}:`;
    const node = await startNode(prefix);
    nodes.push(node);
    // The engine's node listens as every node does (app.ts).
    const engineSide = await redisBus(REDIS_URL, pino({ level: 'warn' }), { prefix });
    const watched = new WatchedUsers();
    const stop = watched.listen(engineSide);
    try {
      const client = await SocketClient.open(`ws://127.0.0.1:${node.port}/v1/ws`);
      clients.push(client);
      client.send({ type: 'login', params: 'user-42' });
      expect(await client.takeType('login_result')).toMatchObject({ code: 1 });
      const deadline = Date.now() + 10_000;
      while (!watched.has(42) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(watched.has(42)).toBe(true);
      expect(watched.has(43)).toBe(false);
    } finally {
      stop();
      await engineSide.close();
    }
  });
});
