/**
 * The live socket of the real app: market updates reach a subscribed phone through the gateway.
 */
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FEED_TOKEN, registerByEmail, useHarness } from './support/harness.js';

const h = useHarness();
let base = '';

beforeAll(async () => {
  await h.app.http.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.http.server.address() as { port: number };
  base = `ws://127.0.0.1:${address.port}/v1/ws`;
});
afterAll(() => undefined);

async function connect() {
  const socket = new WebSocket(base);
  const messages: { type: string; [k: string]: unknown }[] = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    messages.push(text.startsWith('{') ? (JSON.parse(text) as { type: string }) : { type: 'text', text });
  });
  await once(socket, 'open');
  return { socket, messages, send: (m: object) => socket.send(JSON.stringify(m)) };
}

describe('live socket', () => {
  it('sends a DAY_MARKET snapshot on subscribe, then each coalesced update', async () => {
    const client = await connect();
    client.send({ type: 'sub', params: 'DAY_MARKET' });
    await expect.poll(() => client.messages.filter((m) => m.type === 'DAY_MARKET').length).toBeGreaterThanOrEqual(40);
    const before = client.messages.length;
    const eth = h.app.market.tradeList('ETHUSD')[0]!;
    const price = (eth.ForexQuotations.Close * 1.002).toFixed(2);
    await h.app.http.inject({ method: 'POST', url: '/api/feed/tick', headers: { 'x-feed-token': FEED_TOKEN }, payload: { code: 'ETHUSD', price } });
    h.app.market.publish();
    await expect.poll(() => client.messages.slice(before).find((m) => m.type === 'DAY_MARKET')).toMatchObject({ symbol: 'ETHUSD', quotation: { close: Number(price) } });
    client.socket.close();
  });

  it('streams candles of a KLINE topic and refuses an unknown instrument', async () => {
    const client = await connect();
    client.send({ type: 'sub', params: 'KLINE.NOPE' });
    client.send({ type: 'sub', params: 'KLINE.XAUUSD' });
    await expect.poll(() => client.messages.find((m) => m.type === 'error')).toMatchObject({ code: 'unknown_topic' });
    await expect.poll(() => client.messages.filter((m) => m.type === 'KLINE').length).toBe(6);
    client.send({ type: 'ping' });
    await expect.poll(() => client.messages.some((m) => m.type === 'pong')).toBe(true);
    client.socket.send('ping');
    await expect.poll(() => client.messages.some((m) => m.type === 'text' && m.text === 'pong')).toBe(true);
    client.socket.close();
  });

  it('logs a user in with their session token', async () => {
    const { token } = await registerByEmail(h, 'live@example.com');
    const client = await connect();
    client.send({ type: 'login', params: 'not-a-token' });
    client.send({ type: 'login', params: token });
    await expect.poll(() => client.messages.filter((m) => m.type === 'login_result').map((m) => m.code)).toEqual([0, 1]);
    expect(h.app.gateway.stats().users).toBe(1);
    client.socket.close();
  });
});

describe('live socket sessions', () => {
  const loggedIn = async (token: string) => {
    const client = await connect();
    client.send({ type: 'login', params: token });
    await expect.poll(() => client.messages.some((m) => m.type === 'login_result' && m.code === 1)).toBe(true);
    return client;
  };

  it('logs a socket out when its session is logged out over HTTP', async () => {
    const { token } = await registerByEmail(h, 'leave@example.com');
    const client = await loggedIn(token);
    expect(h.app.gateway.stats().users).toBe(1);
    await h.post('/api/user/logout', {}, { token });
    await expect.poll(() => client.messages.some((m) => m.type === 'logout')).toBe(true);
    expect(h.app.gateway.stats().users).toBe(0);
    client.socket.close();
  });

  it('keeps the socket of the session that changed the password and logs out the others', async () => {
    const { token } = await registerByEmail(h, 'change@example.com');
    const other = (await h.post('/api/user/loginForU', { account: 'change@example.com', password: 'Trade2026ok', login_type: 'email' })).data.token as string;
    const mine = await loggedIn(token);
    const theirs = await loggedIn(other);
    expect(h.app.gateway.stats().users).toBe(2);
    const changed = await h.post('/api/user/amend_password', { old_password: 'Trade2026ok', new_password: 'Fresh2026ok', re_password: 'Fresh2026ok' }, { token });
    expect(changed.code).toBe(1);
    await expect.poll(() => theirs.messages.some((m) => m.type === 'logout')).toBe(true);
    expect(mine.messages.some((m) => m.type === 'logout')).toBe(false);
    expect(h.app.gateway.stats().users).toBe(1);
    mine.socket.close();
    theirs.socket.close();
  });
});
