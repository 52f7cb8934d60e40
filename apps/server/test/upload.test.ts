/** Picture upload: what is accepted, what is stored, and who may see it. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IMAGE_LIMITS, MESSAGE_CODES } from '@leverline/contract';
import { uploads } from '../src/db/schema.js';
import { decodeQueue } from '../src/modules/funding/decode-queue.js';
import { DECODES_AT_ONCE, DECODES_WAITING, imageDecodes } from '../src/modules/funding/upload.js';
import { useHarness } from './support/harness.js';
import { picture, realTrader, staffMember, uploadRaw } from './support/funding.js';

const h = useHarness();

const fetchImage = (url: string, token?: string) =>
  h.app.http.inject({ method: 'GET', url, headers: token ? { authorization: token, lang: 'en' } : { lang: 'en' } });

describe('image upload', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('accepts a %s picture and stores it re-encoded as JPEG', async (format) => {
    const t = await realTrader(h);
    const reply = await uploadRaw(h, t.token, await picture(format, 120, 80), `proof.${format}`, `image/${format}`);
    expect(reply.code).toBe(1);
    expect(reply.data).toMatchObject({ width: 120, height: 80 });
    expect(reply.data.url).toMatch(/^\/api\/common\/image\/[a-f0-9]{32}\.jpg$/);
    const res = await fetchImage(reply.data.url as string, t.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('drops EXIF (camera, place, names) from what it keeps', async () => {
    const t = await realTrader(h);
    const original = await picture('jpeg', 100, 100, 'Jane Roe, 221B Baker Street');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const reply = await uploadRaw(h, t.token, original, 'id.jpg', 'image/jpeg');
    const stored = (await fetchImage(reply.data.url as string, t.token)).rawPayload;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Baker Street'))).toBe(false);
  });

  it('scales very large pictures down', async () => {
    const t = await realTrader(h);
    const reply = await uploadRaw(h, t.token, await picture('png', 4000, 1000));
    expect(reply.data).toMatchObject({ width: 2560, height: 640 });
  });

  it.each([
    ['text named .png', () => Promise.resolve(Buffer.from('hello, this is not a picture at all')), 'image_invalid'],
    ['an SVG', () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 'image_invalid'],
    ['a PNG signature with garbage after it', () => Promise.resolve(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)])), 'image_invalid'],
    ['a JPEG cut in half', async () => (await picture('jpeg', 200, 200)).subarray(0, 300), 'image_invalid'],
    ['a 4×4 pixel picture', () => picture('png', 4, 4), 'image_invalid'],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0)), 'image_required'],
  ] as const)('refuses %s', async (_name, make, key) => {
    const t = await realTrader(h);
    const reply = await uploadRaw(h, t.token, await make());
    expect(reply.code).toBe(MESSAGE_CODES[key]);
    expect(reply.status).toBeLessThan(500);
    expect(await h.database.db.select().from(uploads)).toHaveLength(0);
  });

  it('refuses a file over the size limit without reading it all', async () => {
    const t = await realTrader(h);
    const big = Buffer.concat([await picture('png'), Buffer.alloc(IMAGE_LIMITS.maxBytes + 1024)]);
    const reply = await uploadRaw(h, t.token, big);
    expect(reply.code).toBe(MESSAGE_CODES.image_too_large);
    expect(reply.msg).toBe('The picture is too large. Please upload one under 8 MB');
  });

  it('refuses a picture whose decoded size is beyond the pixel limit', async () => {
    const t = await realTrader(h);
    // 10000 × 5000 = 50 MP of one colour compresses to a small PNG
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_LIMITS.maxBytes);
    const reply = await uploadRaw(h, t.token, bomb);
    expect(reply.code).toBe(MESSAGE_CODES.image_invalid);
  });

  it('asks visitors to log in', async () => {
    const reply = await uploadRaw(h, undefined, await picture());
    expect(reply.code).toBe(999);
  });
});

describe('who sees a picture', () => {
  it('serves it to its owner and to finance, and to nobody else — as if it did not exist', async () => {
    const owner = await realTrader(h);
    const other = await realTrader(h);
    const reply = await uploadRaw(h, owner.token, await picture());
    const url = reply.data.url as string;
    expect((await fetchImage(url, owner.token)).statusCode).toBe(200);
    const finance = await staffMember(h, 'finance');
    expect((await fetchImage(url, finance.token)).statusCode).toBe(200);
    const missing = await fetchImage('/api/common/image/0123456789abcdef0123456789abcdef.jpg', other.token);
    for (const denied of [await fetchImage(url, other.token), await fetchImage(url), await fetchImage(url, (await staffMember(h, 'dealing')).token)]) {
      expect(denied.statusCode).toBe(404);
      expect(denied.body).toBe(missing.body);
    }
    expect((await fetchImage('/api/common/image/..%2F..%2Fpackage.json', owner.token)).statusCode).toBe(404);
  });

  it('keeps pictures under names the server makes', async () => {
    const t = await realTrader(h);
    const reply = await uploadRaw(h, t.token, await picture(), '../../../evil.php', 'image/png');
    const [row] = await h.database.db.select().from(uploads);
    expect(row!.name).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(reply.data.url).toBe(`/api/common/image/${row!.name}`);
    expect(fs.existsSync('evil.php')).toBe(false);
  });
});

describe('decoding under load', () => {
  it('decodes at most two pictures at once, and asks callers past the queue to try again', async () => {
    const traders = [await realTrader(h), await realTrader(h)];
    // 6 megapixels of noise: each decode takes long enough for the uploads to overlap.
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3070c0', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 40 })
      .toBuffer();
    let peak = 0;
    const watch = setInterval(() => {
      peak = Math.max(peak, sharp.counters().process, imageDecodes.active);
    }, 1);
    const count = DECODES_AT_ONCE + DECODES_WAITING + 4;
    const replies = await Promise.all(Array.from({ length: count }, (_, i) => uploadRaw(h, traders[i % 2]!.token, big)));
    clearInterval(watch);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(DECODES_AT_ONCE);
    const accepted = replies.filter((r) => r.code === 1);
    const refused = replies.filter((r) => r.code !== 1);
    expect(accepted.length).toBeGreaterThanOrEqual(DECODES_AT_ONCE + DECODES_WAITING);
    for (const r of refused) expect({ status: r.status, code: r.code }).toEqual({ status: 429, code: MESSAGE_CODES.rate_limited });
    expect(await h.database.db.select().from(uploads)).toHaveLength(accepted.length);
    expect(imageDecodes.active + imageDecodes.waiting).toBe(0);
  });

  it('keeps a place for each decode until it ends, failed or not', async () => {
    const queue = decodeQueue({ atOnce: 2, maxWaiting: 1 });
    const ends: { ok: () => void; fail: () => void }[] = [];
    const decode = () =>
      new Promise<string>((resolve, reject) => ends.push({ ok: () => resolve('stored'), fail: () => reject(new Error('bad picture')) }));
    const first = queue.run(decode);
    const second = queue.run(decode).catch((e: Error) => e.message);
    const third = queue.run(decode);
    await Promise.resolve();
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 2, waiting: 1 });
    await expect(queue.run(decode)).rejects.toMatchObject({ key: 'rate_limited', status: 429 });
    // A failed decode frees its place as a finished one does.
    ends[1]!.fail();
    expect(await second).toBe('bad picture');
    await new Promise((r) => setImmediate(r));
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 2, waiting: 0 });
    ends[0]!.ok();
    ends[2]!.ok();
    expect([await first, await third]).toEqual(['stored', 'stored']);
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 0, waiting: 0 });
  });
});
