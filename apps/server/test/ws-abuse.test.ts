/**
 * The live socket against a hostile client: floods of logins and pings from one anonymous
 * connection, logins sprayed over many connections from one address, and a login sent while
 * another is being checked. An honest client on the same server must not notice.
 */
import type net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthSession } from '../src/http/context.js';
import { CLOSE_RATE_LIMIT, type GatewayLimits } from '../src/ws/gateway.js';
import { startGateway, type SocketClient, type TestGateway } from './ws-support/socket-client.js';

let running: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(running.map((g) => g.stop()));
  running = [];
});

/** A gateway whose token check takes `lookupMs`, like a session read from the database. */
async function start(limits: Partial<GatewayLimits> = {}, lookupMs = 2) {
  const checked: string[] = [];
  const authenticate = async (token: string): Promise<AuthSession | null> => {
    checked.push(token);
    await new Promise((resolve) => setTimeout(resolve, lookupMs));
    return token === 'good-token' ? { sessionId: 1, userId: 7, isDemo: false } : null;
  };
  const g = await startGateway({ authenticate, limits });
  running.push(g);
  return { g, checked };
}

/** `count` masked text frames of `text`, written straight to the client's socket in big chunks. */
function flood(client: SocketClient, text: string, count: number): void {
  const payload = Buffer.from(text);
  const mask = [9, 8, 7, 6];
  const header = payload.length < 126 ? [0x81, 0x80 | payload.length] : [0x81, 0x80 | 126, payload.length >> 8, payload.length & 255];
  const frame = Buffer.from([...header, ...mask, ...payload.map((byte, i) => byte ^ mask[i % 4]!)]);
  const socket = (client.ws as unknown as { _socket: net.Socket })._socket;
  const chunk = Buffer.concat(Array.from({ length: 10_000 }, () => frame));
  for (let sent = 0; sent < count; sent += 10_000) socket.write(chunk);
}

/** Ping round trips of an honest client, every 50 ms for `ms` (within its message allowance). */
async function roundTrips(client: SocketClient, ms: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const at = performance.now();
    await client.roundTrip();
    times.push(performance.now() - at);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times.sort((a, b) => a - b);
}

const p99 = (sorted: number[]) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;

describe('one anonymous connection flooding', () => {
  it('logins: checks at most one, closes the connection with 4008, and the honest client keeps its pace', async () => {
    const { g, checked } = await start();
    const honest = await g.connect();
    await honest.subscribe('DAY_MARKET');
    const flooder = await g.connect();
    const heapBefore = process.memoryUsage().heapUsed;

    flood(flooder, JSON.stringify({ type: 'login', params: 'stolen-or-guessed-token' }), 200_000);
    const times = await roundTrips(honest, 1500);

    expect(await flooder.waitClosed()).toBe(CLOSE_RATE_LIMIT);
    // One login in flight per connection, at most ten a minute: the rest were never looked up.
    expect(checked.length).toBeLessThanOrEqual(10);
    const checkedAtClose = checked.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(checked.length).toBe(checkedAtClose);
    expect(p99(times)).toBeLessThan(100);
    // 200,000 queued logins held ~100 MB before the limits; nothing of the flood is kept now.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(60 * 1024 * 1024);
    expect(g.gateway.connections()).toBe(1);
    expect(g.logs()).toContain('too many');
  });

  it('pings: closes the connection with 4008 and delivers to the honest client as before', async () => {
    const { g } = await start();
    const honest = await g.connect();
    await honest.subscribe('DAY_MARKET');
    const flooder = await g.connect();
    flood(flooder, '{"type":"ping"}', 400_000);
    const times = await roundTrips(honest, 1000);
    expect(await flooder.waitClosed()).toBe(CLOSE_RATE_LIMIT);
    // The flooder was answered at most its allowance of pongs, not 400,000.
    expect(flooder.history.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(200);
    expect(p99(times)).toBeLessThan(100);
    g.bus.publish({ topic: 'DAY_MARKET', key: 'EURUSD', payload: JSON.stringify({ type: 'DAY_MARKET', symbol: 'EURUSD', quotation: { close: 2 } }) });
    expect((await honest.takeType('DAY_MARKET')).quotation.close).toBe(2);
  });
});

describe('login limits', () => {
  it('checks one login at a time: one more waits its turn, and a newer one replaces the waiting one', async () => {
    const { g, checked } = await start({}, 100);
    const client = await g.connect();
    client.send({ type: 'login', params: 'bad-token' });
    client.send({ type: 'login', params: 'other-token' });
    client.send({ type: 'login', params: 'good-token' });
    expect(await client.takeType('error')).toMatchObject({ code: 'login_pending' });
    expect(await client.takeType('login_result')).toMatchObject({ code: 0 });
    expect(await client.takeType('login_result')).toMatchObject({ code: 1 });
    expect(checked).toEqual(['bad-token', 'good-token']);
  });

  it('closes a connection past its logins per minute', async () => {
    const { g } = await start({ loginsPerConnectionMinute: 3 }, 0);
    const client = await g.connect();
    for (let i = 0; i < 3; i++) {
      client.send({ type: 'login', params: 'bad-token' });
      await client.takeType('login_result');
    }
    client.send({ type: 'login', params: 'good-token' });
    expect(await client.waitClosed()).toBe(CLOSE_RATE_LIMIT);
  });

  it('refuses logins past the per-address minute over many connections, without looking them up', async () => {
    const { g, checked } = await start({ loginsPerAddressMinute: 4 }, 0);
    const replies = [];
    for (let i = 0; i < 6; i++) {
      const client = await g.connect();
      client.send({ type: 'login', token: `guess-${i}` });
      replies.push(await client.take((m) => m.type === 'login_result' || m.type === 'error'));
    }
    expect(replies.map((m) => m.type)).toEqual(['login_result', 'login_result', 'login_result', 'login_result', 'error', 'error']);
    expect(replies[5]).toMatchObject({ code: 'rate_limited' });
    expect(checked).toEqual(['guess-0', 'guess-1', 'guess-2', 'guess-3']);
  });

  it('lets an honest app do what it does: a login, many subs at once, then a ping every few seconds', async () => {
    const { g } = await start();
    const client = await g.connect();
    client.send({ type: 'login', params: 'good-token' });
    for (let i = 0; i < 40; i++) client.send({ type: 'sub', params: i % 2 ? 'DAY_MARKET' : 'KLINE.EURUSD' });
    expect(await client.takeType('login_result')).toMatchObject({ code: 1 });
    await client.roundTrip();
    expect(client.closeCode).toBeNull();
    expect(client.inbox.filter((m) => m.type === 'error')).toEqual([]);
  });
});
