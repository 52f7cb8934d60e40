/** Helpers of the funding and staff tests: real traders, staff members, pictures and uploads. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { StaffRole } from '@leverline/contract';
import { accounts } from '../../src/db/schema.js';
import { currentTotp, newTotpSecret } from '../../src/modules/staff/totp.js';
import { registerByEmail, type Harness, type Reply } from './harness.js';

export const STAFF_PASSWORD = 'Staff-Passw0rd-2026';

export interface RealTrader {
  token: string;
  userId: number;
  accountId: number;
  email: string;
}

let serial = 0;

/** A new real (registered) user with an empty account. */
export async function realTrader(h: Harness): Promise<RealTrader> {
  serial += 1;
  const email = `trader${serial}-${randomBytes(3).toString('hex')}@example.com`;
  const { token, user } = await registerByEmail(h, email);
  const [account] = await h.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
  return { token, userId: user.id, accountId: account!.id, email };
}

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
  token: string;
  totpSecret: string | null;
}

/** A staff member of `role`, signed in (with a TOTP code when the role has one). */
export async function staffMember(h: Harness, role: StaffRole, options: { totp?: boolean } = {}): Promise<StaffMember> {
  serial += 1;
  const email = `${role}${serial}@leverline.example`;
  const totpSecret = role === 'owner' || role === 'finance' || options.totp ? newTotpSecret() : null;
  const row = await h.app.staff.create({ email, password: STAFF_PASSWORD, role, totpSecret }, h.now());
  const reply = await h.post('/admin/api/login', {
    email,
    password: STAFF_PASSWORD,
    ...(totpSecret ? { otp: currentTotp(totpSecret, h.now()) } : {}),
  });
  expect(reply.code, reply.msg).toBe(1);
  return { id: row.id, email, role, token: reply.data.token as string, totpSecret };
}

/** A picture of `width`×`height` in `format`, optionally carrying EXIF text. */
export function picture(format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', width = 64, height = 48, exif?: string): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
  if (exif) image = image.withExif({ IFD0: { Copyright: exif, Artist: exif } });
  return image.toFormat(format).toBuffer();
}

/** POSTs `file` to image_upload as multipart (field `file`). */
export async function uploadRaw(h: Harness, token: string | undefined, file: Buffer, filename = 'proof.png', type = 'image/png'): Promise<Reply & { raw: string }> {
  const boundary = `----leverline${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const res = await h.app.http.inject({
    method: 'POST',
    url: '/api/common/image_upload',
    headers: { lang: 'en', 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: token } : {}) },
    payload: Buffer.concat([head, file, tail]),
  });
  const body = JSON.parse(res.body) as { code: number; msg: string; data: unknown };
  return { status: res.statusCode, code: body.code, msg: body.msg, data: body.data, headers: res.headers, raw: res.body };
}

/** Uploads a fresh picture; returns its url. */
export async function uploadProof(h: Harness, token: string): Promise<string> {
  const reply = await uploadRaw(h, token, await picture());
  expect(reply.code, reply.msg).toBe(1);
  return reply.data.url as string;
}

/** A call with extra headers (Idempotency-Key) as a form POST. */
export async function postWith(
  h: Harness,
  url: string,
  body: Record<string, string | number>,
  token: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const res = await h.app.http.inject({
    method: 'POST',
    url,
    headers: { lang: 'en', authorization: token, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString(),
  });
  const parsed = JSON.parse(res.body) as { code: number; msg: string; data: unknown };
  return { status: res.statusCode, code: parsed.code, msg: parsed.msg, data: parsed.data, headers: res.headers };
}

/** Credits `usd` to a real trader the way the business does: a coin deposit a finance member approves. */
export async function fund(h: Harness, trader: RealTrader, finance: StaffMember, usd: string): Promise<void> {
  const proofImg = await uploadProof(h, trader.token);
  const submitted = await postWith(h, '/api/quickCharge/submit', { number: usd, proofImg, charge_id: 1 }, trader.token);
  expect(submitted.code, submitted.msg).toBe(1);
  const approved = await h.post('/admin/api/deposits/approve', { id: submitted.data.id }, { token: finance.token });
  expect(approved.code, approved.msg).toBe(1);
}

/** A well-formed TRC20 address, different per call. */
export function trc20Address(): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let out = 'T';
  for (const byte of randomBytes(33)) out += alphabet[byte % alphabet.length];
  return out;
}

/** Binds a USDT-TRC20 address (withdrawal currency 1) for the trader; returns the method id. */
export async function bindCoinAddress(h: Harness, trader: RealTrader, address = trc20Address()): Promise<number> {
  const reply = await h.post('/api/wallet/bind_draw_method', { draw_id: 1, type: 1, dc_address: address }, { token: trader.token, form: true });
  expect(reply.code, reply.msg).toBe(1);
  return reply.data.id as number;
}
