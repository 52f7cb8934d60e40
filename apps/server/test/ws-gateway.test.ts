/**
 * The live socket over real connections on 127.0.0.1: subscriptions, snapshots, heartbeat,
 * login, bad input, size limits, slow consumers and shutdown.
 */
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { AuthSession } from '../src/http/context.js';
import { WATCHING_REFRESH_MS, WATCHING_TOPIC } from '../src/platform/watching.js';
import { CLOSE_GOING_AWAY, CLOSE_IDLE, hardMessageLimit } from '../src/ws/gateway.js';
import { dayMarket, SocketClient, startGateway, type TestGateway, type TestGatewayOptions } from './ws-support/socket-client.js';

let running: TestGateway[] = [];

async function start(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const gateway = await startGateway(options);
  running.push(gateway);
  return gateway;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(running.map((g) => g.stop()));
  running = [];
});

const tick = (symbol: string, close: number, extra?: Record<string, unknown>) => ({
  topic: 'DAY_MARKET',
  key: symbol,
  payload: dayMarket(symbol, close, extra),
});

describe('subscriptions', () => {
  it('acknowledges sub and unsub, and delivers a topic only to its subscribers', async () => {
    const g = await start();
    const subscriber = await g.connect();
    const other = await g.connect();
    await subscriber.subscribe('DAY_MARKET');
    await other.subscribe('KLINE.EURUSD');

    g.bus.publish(tick('EURUSD', 1.08345));
    expect(await subscriber.takeType('DAY_MARKET')).toEqual({
      type: 'DAY_MARKET',
      symbol: 'EURUSD',
      quotation: { close: 1.08345, change: 0.1 },
    });
    await other.roundTrip();
    expect(other.inbox).toEqual([]);

    const candle = { type: 'KLINE', symbol: 'EURUSD', forex_id: 1, kline: { Period: '1min', Time: 1700000000000, Open: 1, High: 2, Low: 0.5, Close: 1.5, Volume: 3 } };
    g.bus.publish({ topic: 'KLINE.EURUSD', key: '1min', payload: JSON.stringify(candle) });
    expect(await other.takeType('KLINE')).toEqual(candle);
    await subscriber.roundTrip();
    expect(subscriber.inbox).toEqual([]);

    subscriber.send({ type: 'unsub', params: 'DAY_MARKET' });
    expect(await subscriber.takeType('unsub_result')).toMatchObject({ type: 'unsub_result', topic: 'DAY_MARKET' });
    g.bus.publish(tick('EURUSD', 1.08346));
    await subscriber.roundTrip();
    expect(subscriber.inbox).toEqual([]);
    expect(g.gateway.stats()).toMatchObject({ connections: 2, topics: 1 });
  });

  it('sends the snapshot right after the sub acknowledgement, before later updates', async () => {
    const snapshot = vi.fn((topic: string) => (topic === 'DAY_MARKET' ? [dayMarket('EURUSD', 1.1), dayMarket('GBPUSD', 1.2)] : []));
    const g = await start({ snapshot });
    const client = await g.connect();
    client.send({ type: 'sub', params: 'DAY_MARKET' });
    g.bus.publish(tick('EURUSD', 1.3));
    // The sub is handled when its frame arrives; wait for the ack, then the order is fixed.
    const received = [await client.take(), await client.take(), await client.take()];
    expect(received.map((m) => m.type)).toEqual(['sub_result', 'DAY_MARKET', 'DAY_MARKET']);
    expect(received.slice(1).map((m) => m.symbol)).toEqual(['EURUSD', 'GBPUSD']);
    expect(snapshot).toHaveBeenCalledWith('DAY_MARKET');

    g.bus.publish(tick('EURUSD', 1.4));
    expect((await client.takeType('DAY_MARKET')).quotation.close).toBe(1.4);

    client.send({ type: 'sub', params: 'KLINE.EURUSD' });
    await client.take((m) => m.type === 'sub_result' && m.topic === 'KLINE.EURUSD');
    await client.roundTrip();
    expect(client.inbox).toEqual([]);
  });

  it('limits the number of topics per connection and rejects unknown topics', async () => {
    const g = await start({ limits: { maxTopicsPerClient: 2 }, knownTopic: (topic) => topic !== 'KLINE.NOPE' });
    const client = await g.connect();
    await client.subscribe('DAY_MARKET');
    await client.subscribe('KLINE.EURUSD');
    await client.subscribe('KLINE.EURUSD'); // again: still two topics
    client.send({ type: 'sub', params: 'KLINE.GBPUSD' });
    expect(await client.takeType('error')).toMatchObject({ type: 'error', code: 'too_many_topics' });
    client.send({ type: 'unsub', params: 'KLINE.EURUSD' });
    await client.takeType('unsub_result');
    client.send({ type: 'sub', params: 'KLINE.NOPE' });
    expect(await client.takeType('error')).toMatchObject({ code: 'unknown_topic' });
    await client.subscribe('KLINE.GBPUSD');
  });

  it('writes one and the same frame Buffer to every subscriber', async () => {
    const g = await start();
    const clients = await Promise.all([g.connect(), g.connect(), g.connect()]);
    for (const client of clients) await client.subscribe('DAY_MARKET');
    const write = vi.spyOn(net.Socket.prototype, 'write');
    const marker = 'XSAMEBUFFERX';
    g.bus.publish(tick('EURUSD', 1.5, { marker }));
    for (const client of clients) expect((await client.takeType('DAY_MARKET')).quotation.marker).toBe(marker);
    const frames = write.mock.calls.map((call) => call[0] as unknown).filter((chunk) => Buffer.isBuffer(chunk) && chunk.includes(marker));
    expect(frames).toHaveLength(3);
    expect(frames[1]).toBe(frames[0]);
    expect(frames[2]).toBe(frames[0]);
  });
});

describe('isolation', () => {
  it('drops a client whose socket write throws, and the others still get the update', async () => {
    const g = await start();
    const clients = await Promise.all([g.connect(), g.connect(), g.connect()]);
    for (const client of clients) await client.subscribe('DAY_MARKET');
    const realWrite = Reflect.get(net.Socket.prototype, 'write') as (...args: unknown[]) => boolean;
    let thrown = 0;
    vi.spyOn(net.Socket.prototype, 'write').mockImplementation(function (this: net.Socket, ...args: unknown[]) {
      const chunk = args[0];
      if (thrown === 0 && Buffer.isBuffer(chunk) && chunk.includes('XBOOMX')) {
        thrown += 1;
        throw new Error('boom');
      }
      return realWrite.apply(this, args);
    });
    g.bus.publish(tick('EURUSD', 5, { marker: 'XBOOMX' }));
    await Promise.race(clients.map((client) => client.waitClosed()));
    const alive = clients.filter((client) => client.closeCode === null);
    expect(alive).toHaveLength(2);
    for (const client of alive) expect((await client.takeType('DAY_MARKET')).quotation.close).toBe(5);
    expect(g.gateway.connections()).toBe(2);
    expect(g.logs()).toContain('write failed');
  });
});

describe('heartbeat and shutdown', () => {
  it('answers ping with pong', async () => {
    const g = await start();
    const client = await g.connect();
    client.send({ type: 'ping' });
    expect(await client.take()).toEqual({ type: 'pong' });
  });

  it('answers the text frame ping with the text frame pong, as the family\'s clients expect', async () => {
    const g = await start();
    const client = await g.connect();
    client.ws.send('ping');
    expect(await client.take()).toEqual({ text: 'pong' });
  });

  it('takes a login and its subscriptions as one array in one frame, answering each in order', async () => {
    const g = await start({ authenticate: (token) => Promise.resolve(token === 'good-token' ? { sessionId: 1, userId: 7, isDemo: false } : null) });
    const client = await g.connect();
    client.ws.send(
      JSON.stringify([
        { type: 'login', params: 'good-token' },
        { type: 'sub', params: 'DAY_MARKET' },
        { type: 'sub', topic: 'FOREX_CLOSED' },
      ]),
    );
    const replies = [await client.take(), await client.take(), await client.take()];
    expect(replies.map((m) => [m.type, m.topic ?? m.code])).toEqual([
      ['sub_result', 'DAY_MARKET'],
      ['sub_result', 'FOREX_CLOSED'],
      ['login_result', 1],
    ]);
    expect(replies[0].msg).toBe('已訂閱 DAY_MARKET');
  });

  it('answers in the language of the connection (?lang=), hk by default', async () => {
    const g = await start();
    const french = new SocketClient(new (await import('ws')).default(`${g.url}?lang=fr`));
    await new Promise<void>((resolve) => french.ws.once('open', () => resolve()));
    await french.subscribe('DAY_MARKET');
    const hk = await g.connect();
    hk.send({ type: 'login', params: 'unknown' });
    expect((await hk.takeType('login_result')).msg).toBe('登入失敗：會話無效');
    french.send({ type: 'unsub', params: 'DAY_MARKET' });
    expect((await french.takeType('unsub_result')).msg).toBe('Désabonné de DAY_MARKET');
    french.ws.terminate();
  });

  it('closes a connection that sends nothing for idleTimeoutMs, but not one that pings', async () => {
    const g = await start({ limits: { idleTimeoutMs: 300 } });
    const silent = await g.connect();
    const pinging = await g.connect();
    const pinger = setInterval(() => pinging.send({ type: 'ping' }), 50);
    try {
      expect(await silent.waitClosed()).toBe(CLOSE_IDLE);
      expect(pinging.closeCode).toBeNull();
      await pinging.roundTrip();
    } finally {
      clearInterval(pinger);
    }
  });

  it('closes every socket with 1001 on close() and refuses new ones', async () => {
    const g = await start();
    const a = await g.connect();
    const b = await g.connect();
    await a.subscribe('DAY_MARKET');
    await g.gateway.close();
    expect(await a.waitClosed()).toBe(CLOSE_GOING_AWAY);
    expect(await b.waitClosed()).toBe(CLOSE_GOING_AWAY);
    expect(g.gateway.connections()).toBe(0);
    await expect(g.connect()).rejects.toThrow(/Unexpected server response/);
  });

  it('answers other upgrade paths with 404', async () => {
    const g = await start();
    await expect(new Promise((resolve, reject) => {
      const ws = new WebSocket(g.url.replace('/v1/ws', '/v1/other'));
      ws.once('open', resolve);
      ws.once('error', reject);
    })).rejects.toThrow(/404/);
  });
});

describe('bad input', () => {
  it('answers malformed and unknown messages with an error and keeps every stream going', async () => {
    const g = await start();
    const client = await g.connect();
    const bystander = await g.connect();
    await client.subscribe('DAY_MARKET');
    await bystander.subscribe('DAY_MARKET');

    const cases: [unknown, string][] = [
      ['{not json', 'bad_message'],
      ['[]', 'bad_message'],
      [JSON.stringify(Array.from({ length: 17 }, () => ({ type: 'ping' }))), 'bad_message'],
      ['"ping"', 'bad_message'],
      ['null', 'bad_message'],
      [{ topic: 'DAY_MARKET' }, 'bad_message'],
      [{ type: 42 }, 'bad_message'],
      [{ type: 'subscribe', params: 'DAY_MARKET' }, 'unknown_type'],
      [{ type: 'sub', params: 'NEWS' }, 'unknown_topic'],
      [{ type: 'sub', params: 'kline.eurusd' }, 'unknown_topic'],
      [{ type: 'unsub', params: 'DAY_MARKET; DROP' }, 'unknown_topic'],
      [{ type: 'sub' }, 'bad_message'],
      [{ type: 'login' }, 'bad_message'],
      [{ type: 'login', params: '' }, 'bad_message'],
    ];
    for (const [message, code] of cases) {
      client.send(message);
      const reply = await client.takeType('error');
      expect(reply, JSON.stringify(message)).toMatchObject({ type: 'error', code });
      expect(typeof reply.msg).toBe('string');
    }
    client.ws.send(Buffer.from('{"type":"ping"}'), { binary: true });
    expect(await client.takeType('error')).toMatchObject({ code: 'bad_message' });

    g.bus.publish(tick('EURUSD', 2));
    expect((await client.takeType('DAY_MARKET')).quotation.close).toBe(2);
    expect((await bystander.takeType('DAY_MARKET')).quotation.close).toBe(2);
    await client.roundTrip();
    expect(bystander.inbox).toEqual([]);
  });

  it('answers a message over maxMessageBytes with too_large, and closes with 1009 past the hard limit', async () => {
    const g = await start({ limits: { maxMessageBytes: 1024 } });
    const client = await g.connect();
    const bystander = await g.connect();
    await bystander.subscribe('DAY_MARKET');

    client.send({ type: 'login', params: 'x'.repeat(2000) });
    expect(await client.takeType('error')).toMatchObject({ code: 'too_large' });
    await client.roundTrip();

    client.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(hardMessageLimit(1024)) }));
    expect(await client.waitClosed()).toBe(1009);

    g.bus.publish(tick('EURUSD', 3));
    expect((await bystander.takeType('DAY_MARKET')).quotation.close).toBe(3);
    expect(g.gateway.connections()).toBe(1);
  });

  it('survives a snapshot provider that throws', async () => {
    const g = await start({
      snapshot: () => {
        throw new Error('market not ready');
      },
    });
    const client = await g.connect();
    await client.subscribe('DAY_MARKET');
    await client.roundTrip();
    expect(g.logs()).toContain('snapshot failed');
  });
});

describe('login', () => {
  const sessions: Record<string, AuthSession> = {
    'good-token': { sessionId: 1, userId: 7, isDemo: false },
    'other-token': { sessionId: 2, userId: 8, isDemo: false },
  };
  const authenticate = (token: string) => {
    if (token === 'explode') return Promise.reject(new Error('database down'));
    return Promise.resolve(sessions[token] ?? null);
  };

  it('accepts a good token, refuses a bad one, and sends per-user topics only to that user, once subscribed', async () => {
    const g = await start({ authenticate });
    const alice = await g.connect();
    const bob = await g.connect();
    const visitor = await g.connect();

    visitor.send({ type: 'login', params: 'wrong' });
    expect(await visitor.takeType('login_result')).toMatchObject({ code: 0 });
    alice.send({ type: 'login', params: 'good-token' });
    expect(await alice.takeType('login_result')).toMatchObject({ code: 1 });
    bob.send({ type: 'login', params: 'other-token' });
    expect(await bob.takeType('login_result')).toMatchObject({ code: 1 });
    expect(g.gateway.stats().users).toBe(2);

    // Not subscribed yet: nothing arrives.
    const trade = JSON.stringify({ type: 'FOREX_TRADE', To: 7, ProfitsTotal: 1 });
    g.gateway.publishToUser(7, trade, 'FOREX_TRADE');
    await alice.roundTrip();
    expect(alice.inbox).toEqual([]);

    for (const client of [alice, bob, visitor]) {
      await client.subscribe('FOREX_TRADE');
      await client.subscribe('FOREX_CLOSED');
    }
    g.gateway.publishToUser(7, trade, 'FOREX_TRADE');
    expect(await alice.takeType('FOREX_TRADE')).toEqual({ type: 'FOREX_TRADE', To: 7, ProfitsTotal: 1 });
    // Through the bus too, as the trading engine on another process would send it.
    g.bus.publish({ topic: 'USER.7', key: 'FOREX_CLOSED.5', payload: JSON.stringify({ type: 'FOREX_CLOSED', id: [5] }) });
    expect(await alice.takeType('FOREX_CLOSED')).toEqual({ type: 'FOREX_CLOSED', id: [5] });
    await bob.roundTrip();
    await visitor.roundTrip();
    expect(bob.inbox).toEqual([]);
    expect(visitor.inbox).toEqual([]);

    alice.send({ type: 'unsub', params: 'FOREX_CLOSED' });
    await alice.takeType('unsub_result');
    g.bus.publish({ topic: 'USER.7', key: 'FOREX_CLOSED.6', payload: JSON.stringify({ type: 'FOREX_CLOSED', id: [6] }) });
    await alice.roundTrip();
    expect(alice.inbox).toEqual([]);

    alice.send({ type: 'logout' });
    expect(await alice.takeType('logout_result')).toMatchObject({ code: 1 });
    g.gateway.publishToUser(7, trade, 'FOREX_TRADE');
    await alice.roundTrip();
    expect(alice.inbox).toEqual([]);
    expect(g.gateway.stats().users).toBe(1);
  });

  it('answers the same login again at once, without looking the token up', async () => {
    let lookups = 0;
    const g = await start({
      authenticate: (token) => {
        lookups += 1;
        return authenticate(token);
      },
    });
    const client = await g.connect();
    for (let i = 0; i < 30; i++) {
      client.send({ type: 'login', params: 'good-token' });
      expect(await client.takeType('login_result')).toMatchObject({ code: 1 });
    }
    expect(lookups).toBe(1);
    expect(client.closeCode).toBeNull();
  });

  it('names a user on the bus when their first socket logs in, and all its users every 15 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const g = await start({ authenticate });
    const named: number[][] = [];
    g.bus.subscribe((m) => {
      if (m.topic === WATCHING_TOPIC) named.push(JSON.parse(m.payload) as number[]);
    });
    const alice = await g.connect();
    const aliceAgain = await g.connect();
    const bob = await g.connect();
    alice.send({ type: 'login', params: 'good-token' });
    await alice.takeType('login_result');
    aliceAgain.send({ type: 'login', params: 'good-token' });
    await aliceAgain.takeType('login_result');
    bob.send({ type: 'login', params: 'other-token' });
    await bob.takeType('login_result');
    // Alice's second socket does not name her again.
    expect(named).toEqual([[7], [8]]);
    vi.advanceTimersByTime(WATCHING_REFRESH_MS);
    expect(named.at(-1)!.sort()).toEqual([7, 8]);
    bob.send({ type: 'logout' });
    await bob.takeType('logout_result');
    vi.advanceTimersByTime(WATCHING_REFRESH_MS);
    expect(named.at(-1)).toEqual([7]);
    vi.useRealTimers();
  });

  it('answers code 0 when authentication fails, and keeps login and logout in order', async () => {
    const g = await start({ authenticate });
    const client = await g.connect();
    client.send({ type: 'login', params: 'explode' });
    expect(await client.takeType('login_result')).toMatchObject({ code: 0 });
    expect(g.logs()).toContain('authenticate failed');

    client.send({ type: 'login', params: 'good-token' });
    client.send({ type: 'logout' });
    const first = await client.take((m) => m.type === 'login_result' || m.type === 'logout_result');
    const second = await client.take((m) => m.type === 'login_result' || m.type === 'logout_result');
    expect([first.type, first.code, second.type]).toEqual(['login_result', 1, 'logout_result']);
    expect(g.gateway.stats().users).toBe(0);
  });

  it('logs a socket out when its session reaches its expiry', async () => {
    const g = await start({
      authenticate: () => Promise.resolve({ sessionId: 3, userId: 9, isDemo: false, expiresAt: new Date(Date.now() + 300) }),
    });
    const client = await g.connect();
    client.send({ type: 'login', params: 'short-lived' });
    expect(await client.takeType('login_result')).toMatchObject({ code: 1 });
    await client.subscribe('FOREX_TRADE');
    expect(await client.takeType('logout')).toMatchObject({ type: 'logout' });
    g.gateway.publishToUser(9, JSON.stringify({ type: 'FOREX_TRADE', To: 9 }), 'FOREX_TRADE');
    await client.roundTrip();
    expect(client.inbox).toEqual([]);
  });

  it('logs out the sockets of revoked sessions announced on the bus, and no others', async () => {
    const g = await start({ authenticate });
    const alice = await g.connect();
    const bob = await g.connect();
    alice.send({ type: 'login', params: 'good-token' });
    bob.send({ type: 'login', params: 'other-token' });
    await alice.takeType('login_result');
    await bob.takeType('login_result');
    g.bus.publish({ topic: 'SESSIONS.REVOKED', key: 'revoked', payload: JSON.stringify({ sessionId: 1 }) });
    expect(await alice.takeType('logout')).toMatchObject({ type: 'logout', msg: '登入已失效，請重新登入' });
    g.bus.publish({ topic: 'SESSIONS.REVOKED', key: 'revoked', payload: JSON.stringify({ userId: 8, exceptSessionId: 2 }) });
    g.bus.publish({ topic: 'SESSIONS.REVOKED', key: 'revoked', payload: 'not json' });
    await bob.roundTrip();
    expect(bob.inbox).toEqual([]);
    expect(g.gateway.stats().users).toBe(1);
  });
});

describe('slow consumers', () => {
  /** Pauses reading on the client side: the server's writes pile up in its socket buffer. */
  const pause = (client: SocketClient) => (client.ws as unknown as { _socket: net.Socket })._socket.pause();
  const resumeReading = (client: SocketClient) => (client.ws as unknown as { _socket: net.Socket })._socket.resume();
  const PAD = 'p'.repeat(16 * 1024);
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  /** Publishes 16 KiB ticks, one per event-loop turn, until the gateway holds a client back. */
  async function publishUntilSlow(g: TestGateway, keys: string[], seq: Map<string, number>): Promise<number> {
    let published = 0;
    while (g.gateway.stats().slow === 0) {
      if (published > 4000) throw new Error('the paused client never became slow');
      const key = keys[published % keys.length]!;
      const n = (seq.get(key) ?? 0) + 1;
      seq.set(key, n);
      g.bus.publish(tick(key, n, { pad: PAD }));
      published += 1;
      await nextTurn();
    }
    return published;
  }

  it('keeps only the newest value per key for a client that stops reading, then catches it up', async () => {
    const g = await start({ limits: { slowBufferedBytes: 64 * 1024, stuckDropMs: 30_000 } });
    const slow = await g.connect();
    const fast = await g.connect();
    await slow.subscribe('DAY_MARKET');
    await fast.subscribe('DAY_MARKET');
    pause(slow);

    const keys = ['EURUSD', 'GBPUSD', 'USDJPY'];
    const seq = new Map<string, number>();
    let published = await publishUntilSlow(g, keys, seq);
    // While it is held back, 300 more updates arrive: it must get only the newest of each key.
    for (let i = 0; i < 300; i++) {
      const key = keys[i % keys.length]!;
      const n = seq.get(key)! + 1;
      seq.set(key, n);
      g.bus.publish(tick(key, n, { pad: i % 10 === 0 ? PAD : '' }));
      published += 1;
      if (i % 3 === 0) await nextTurn();
    }
    expect(g.gateway.stats().slow).toBe(1);

    resumeReading(slow);
    for (const key of keys) {
      await slow.take((m) => m.type === 'DAY_MARKET' && m.symbol === key && m.quotation.close === seq.get(key), 10_000);
      await fast.take((m) => m.type === 'DAY_MARKET' && m.symbol === key && m.quotation.close === seq.get(key), 10_000);
    }
    const slowTicks = slow.history.filter((m) => m.type === 'DAY_MARKET');
    const fastTicks = fast.history.filter((m) => m.type === 'DAY_MARKET');
    expect(fastTicks).toHaveLength(published);
    expect(slowTicks.length).toBeLessThan(published - 250);
    for (const key of keys) {
      const closes = slowTicks.filter((m) => m.symbol === key).map((m) => m.quotation.close as number);
      // Never an older value after a newer one, and the last is the newest.
      expect(closes).toEqual([...closes].sort((a, b) => a - b));
      expect(closes.at(-1)).toBe(seq.get(key));
    }
    await slow.roundTrip();
    expect(g.gateway.stats().slow).toBe(0);
    expect(slow.closeCode).toBeNull();
  });

  it('drops a client that keeps sending pings without reading the pongs', async () => {
    // No message allowance here: this is about the backlog of replies, not the sending rate.
    const g = await start({
      limits: { slowBufferedBytes: 16 * 1024, stuckDropMs: 60_000, messageBurst: 1e9, messagesPerSecond: 1e9 },
    });
    const flooder = await g.connect();
    const healthy = await g.connect();
    await healthy.subscribe('DAY_MARKET');
    pause(flooder);
    // 400,000 masked text frames {"type":"ping"}, written straight to the client's socket.
    const text = Buffer.from('{"type":"ping"}');
    const mask = [1, 2, 3, 4];
    const frame = Buffer.from([0x81, 0x80 | text.length, ...mask, ...text.map((byte, i) => byte ^ mask[i % 4]!)]);
    const socket = (flooder.ws as unknown as { _socket: net.Socket })._socket;
    for (let i = 0; i < 40; i++) socket.write(Buffer.concat(Array.from({ length: 10_000 }, () => frame)));
    await vi.waitFor(
      () => {
        expect(g.gateway.connections()).toBe(1);
      },
      { timeout: 15_000, interval: 20 },
    );
    expect(g.logs()).toContain('sends without reading');
    g.bus.publish(tick('EURUSD', 4));
    expect((await healthy.takeType('DAY_MARKET')).quotation.close).toBe(4);
  });

  it('drops a client that stays stuck past stuckDropMs and leaves the others alone', async () => {
    const g = await start({ limits: { slowBufferedBytes: 32 * 1024, stuckDropMs: 200 } });
    const stuck = await g.connect();
    const healthy = await g.connect();
    await stuck.subscribe('DAY_MARKET');
    await healthy.subscribe('DAY_MARKET');
    pause(stuck);

    await publishUntilSlow(g, ['EURUSD'], new Map());
    await vi.waitFor(
      () => {
        expect(g.gateway.connections()).toBe(1);
      },
      { timeout: 5000, interval: 20 },
    );
    expect(g.logs()).toContain('slow consumer dropped');

    g.bus.publish(tick('GBPUSD', 9));
    expect((await healthy.take((m) => m.type === 'DAY_MARKET' && m.symbol === 'GBPUSD')).quotation.close).toBe(9);
    await healthy.roundTrip();
  });
});
