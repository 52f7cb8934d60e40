/**
 * Web Push end to end, with no outside service: a local HTTPS receiver plays the browser's push
 * service and the browser. It checks the VAPID signature (RFC 8292) and decrypts the payload
 * itself (RFC 8291, aes128gcm of RFC 8188, written here from the RFCs with Node's crypto and not
 * with the library that encrypted it), then reads what the service worker would show. A
 * subscription the push service says is gone (410) is forgotten.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pino } from 'pino';
import { noticeDeliveries } from '../src/db/schema.js';
import { webPushSender } from '../src/platform/web-push.js';
import { useHarness } from './support/harness.js';
import { demoTrader, settle, setBid, submit, tradingClockStart } from './support/trading.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const cert = fs.readFileSync(path.join(here, 'fixtures/push-receiver.crt'));
const key = fs.readFileSync(path.join(here, 'fixtures/push-receiver.key'));
const vapid = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:operations@leverline.test';

const h = useHarness({
  clockStart: tradingClockStart,
  push: webPushSender(vapid, SUBJECT, pino({ level: 'silent' }), new https.Agent({ ca: cert })),
});

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const received: Received[] = [];
let server: https.Server;
let origin = '';

beforeAll(async () => {
  server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      const url = request.url ?? '';
      const tries = received.filter((r) => r.path === url).length;
      // A subscription whose path says "gone" is one the browser dropped; "flaky" fails twice
      // (unavailable, then too many requests) before it takes the push; "refused" never takes it.
      const status = url.includes('gone') ? 410 : url.includes('refused') ? 400 : url.includes('flaky') && tries <= 2 ? [503, 429][tries - 1]! : 201;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, publicKey: ecdh.getPublicKey(), auth: crypto.randomBytes(16) };
}

/** RFC 8291 §3.4 and RFC 8188 §2: the user agent's side. */
function decrypt(body: Buffer, receiver: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(ciphertext.length).toBeLessThanOrEqual(recordSize);
  const ecdhSecret = receiver.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.publicKey, senderPublicKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, receiver.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by that key, for the push service's origin. */
function checkVapid(authorization: string, audience: string): void {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(match).not.toBeNull();
  const [, token, k] = match!;
  expect(k).toBe(vapid.publicKey);
  const [header, payload, signature] = token!.split('.');
  const raw = Buffer.from(k!, 'base64url');
  const publicKey = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  const signed = crypto.verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  expect(signed).toBe(true);
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(claims.aud).toBe(audience);
  expect(claims.sub).toBe(SUBJECT);
  expect(claims.exp * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
}

describe('Web Push', () => {
  it('delivers an encrypted, signed push that the browser can read, and forgets a subscription that is gone', async () => {
    const t = await demoTrader(h);
    const phone = browserKeys();
    const prefs = await h.get('/v1/api/notice/prefs', { token: t.token });
    expect(prefs.data.push_key).toBe(vapid.publicKey);
    const subscribed = await h.post(
      '/v1/api/notice/push_subscribe',
      { endpoint: `${origin}/push/phone`, p256dh: b64url(phone.publicKey), auth: b64url(phone.auth) },
      { token: t.token },
    );
    expect(subscribed.code, subscribed.msg).toBe(1);
    const old = browserKeys();
    await h.post('/v1/api/notice/push_subscribe', { endpoint: `${origin}/push/gone`, p256dh: b64url(old.publicKey), auth: b64url(old.auth) }, { token: t.token });
    expect((await h.get('/v1/api/notice/prefs', { token: t.token })).data.push_devices).toBe(2);
    const bad = await h.post('/v1/api/notice/push_subscribe', { endpoint: 'http://insecure.example/push', p256dh: 'x', auth: 'y' }, { token: t.token });
    expect(bad.code).not.toBe(1);

    setBid(h, 'BTCUSD', '95000.00');
    const opened = await submit(h, t.token, { type: 1, forex_id: h.app.market.instrumentByCode('BTCUSD')!.id, cont: '0.1', multiple: 10 });
    expect(opened.code).toBe(1);
    await settle(h);
    await h.app.notifications.idle();

    const toPhone = received.filter((r) => r.path === '/push/phone');
    expect(toPhone).toHaveLength(1);
    const push = toPhone[0]!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    checkVapid(String(push.headers.authorization), origin);
    const shown = JSON.parse(decrypt(push.body, phone)) as { title: string; body: string; link: string; kind: string };
    expect(shown).toMatchObject({ kind: 'order_filled', title: 'Order filled', link: `/order?type=1&id=${opened.data.Id}` });
    expect(shown.body).toMatch(/^Buy 0\.1 lots BTCUSD filled at 95,020\.00 \(order #\d+\)\.$/);

    // The gone subscription was tried once and is forgotten.
    expect(received.filter((r) => r.path === '/push/gone')).toHaveLength(1);
    expect((await h.get('/v1/api/notice/prefs', { token: t.token })).data.push_devices).toBe(1);
  });

  it('tries a push that failed for a while again later, until it is taken, once, and never one the push service refused', async () => {
    const t = await demoTrader(h);
    const phone = browserKeys();
    const subscribe = (name: string, keys: ReturnType<typeof browserKeys>) =>
      h.post('/v1/api/notice/push_subscribe', { endpoint: `${origin}/push/${name}`, p256dh: b64url(keys.publicKey), auth: b64url(keys.auth) }, { token: t.token });
    expect((await subscribe('flaky', phone)).code).toBe(1);
    expect((await subscribe('refused', browserKeys())).code).toBe(1);
    const to = (name: string) => received.filter((r) => r.path === `/push/${name}`);

    setBid(h, 'BTCUSD', '95000.00');
    const opened = await submit(h, t.token, { type: 1, forex_id: h.app.market.instrumentByCode('BTCUSD')!.id, cont: '0.1', multiple: 10 });
    expect(opened.code).toBe(1);
    await settle(h);
    await h.app.notifications.idle();
    // First attempts: 503 and 400. Only the one that may pass waits in the database, for 30 s.
    expect([to('flaky').length, to('refused').length]).toEqual([1, 1]);
    const waiting = await h.database.db.select().from(noticeDeliveries);
    expect(waiting.map((d) => [d.channel, d.attempts, d.status])).toEqual([['push', 1, 'waiting']]);
    expect(waiting[0]!.nextAttemptAt.getTime() - h.now().getTime()).toBeGreaterThan(25_000); // 30 s from the attempt, a moment ago
    expect(await h.app.notifications.retryDue()).toBe(0);
    expect(to('flaky')).toHaveLength(1);

    // 30 s on: the second attempt meets 429 and waits 2 minutes more; then the third is taken.
    h.advance(30_000);
    expect(await h.app.notifications.retryDue()).toBe(0);
    expect(to('flaky')).toHaveLength(2);
    expect((await h.database.db.select().from(noticeDeliveries))[0]).toMatchObject({ attempts: 2, status: 'waiting' });
    h.advance(60_000);
    expect(await h.app.notifications.retryDue()).toBe(0);
    h.advance(60_000);
    expect(await h.app.notifications.retryDue()).toBe(1);
    expect(to('flaky')).toHaveLength(3);
    const shown = JSON.parse(decrypt(to('flaky')[2]!.body, phone)) as { title: string; link: string };
    expect(shown).toMatchObject({ title: 'Order filled', link: `/order?type=1&id=${opened.data.Id}` });

    // Sent once: nothing waits, nothing is sent again, and the refused push was never tried again.
    expect(await h.database.db.select().from(noticeDeliveries)).toEqual([]);
    h.advance(3_600_000);
    expect(await h.app.notifications.retryDue()).toBe(0);
    expect([to('flaky').length, to('refused').length]).toEqual([3, 1]);
  });
});
