/** Helpers of the funding and staff tests: real traders, staff members, pictures and uploads. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { StaffRole } from '@leverline/contract';
import { tronAddress } from '@leverline/domain';
import { accounts } from '../../src/db/schema.js';
import { currentTotp, newTotpSecret } from '../../src/modules/staff/totp.js';
import { registerByEmail, type Harness, type Reply } from './harness.js';
import { grantStepUp } from './security.js';

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

/** A valid TRC20 address (checksum and all), different per call. */
export function trc20Address(): string {
  return tronAddress(randomBytes(20));
}

/** Binds a USDT-TRC20 address (withdrawal currency 1) for the trader, confirmed by a step-up; returns the method id. */
export async function bindCoinAddress(h: Harness, trader: RealTrader, address = trc20Address()): Promise<number> {
  const step_up_token = await grantStepUp(h, trader, 'bind_payout');
  const reply = await h.post('/api/wallet/bind_draw_method', { draw_id: 1, type: 1, dc_address: address, step_up_token }, { token: trader.token, form: true });
  expect(reply.code, reply.msg).toBe(1);
  return reply.data.id as number;
}

/**
 * The funding channels of a broker that has set up its console: a new installation has none
 * (db/seed.ts), so tests that move money enter them first, through the console as finance would.
 * Created in this order, so the ids are: coin option 1 USDT-TRC20 (rate 1), 2 USDT-ERC20, 3
 * USDC-ERC20; bank coins 1 USD, 2 EUR (1.08), 3 HKD (0.128) with collection accounts 1–3;
 * withdrawal currencies 1 USDT-TRC20 (fixed fee 1, min 10), 2 USDT-ERC20 (fixed 5, min 20),
 * 3 USDC-ERC20, 4 USD bank (0.5 %, min 50), 5 EUR bank (0.92 per USD), 6 HKD bank (7.8 per USD).
 */
export const BROKER_CHANNELS = {
  coinOptions: [
    { currency_code: 'USDT', protocol_code: 'TRC20', address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj', usd_rate: '1', sort: 1 },
    { currency_code: 'USDT', protocol_code: 'ERC20', address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', usd_rate: '1', sort: 2 },
    { currency_code: 'USDC', protocol_code: 'ERC20', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', usd_rate: '1', sort: 3 },
  ],
  bankCoins: [
    { name: 'USD', usd_rate: '1', sort: 1 },
    { name: 'EUR', usd_rate: '1.08', sort: 2 },
    { name: 'HKD', usd_rate: '0.128', sort: 3 },
  ],
  /** symbol_id: the bank coin above, by position. */
  collectionBanks: [
    { symbol_id: 1, bank_name: 'Leverline Settlement Bank', bank_address: '1 Harbour Road, Hong Kong', bank_swift: 'LVLNHKHH', payee_name: 'Leverline Ltd', payee_account: '012345678901', bank_remark: 'Put your UID in the transfer reference', sort: 1 },
    { symbol_id: 2, bank_name: 'Leverline Settlement Bank Europe', bank_address: '10 Rue de la Bourse, Paris', bank_swift: 'LVLNFRPP', payee_name: 'Leverline Europe SAS', payee_account: 'FR7630006000011234567890189', bank_remark: 'Put your UID in the transfer reference', sort: 2 },
    { symbol_id: 3, bank_name: 'Leverline Settlement Bank', bank_address: '1 Harbour Road, Hong Kong', bank_swift: 'LVLNHKHH', payee_name: 'Leverline Ltd', payee_account: '012345678902', bank_remark: 'Put your UID in the transfer reference', sort: 3 },
  ],
  withdrawCurrencies: [
    { type: 1, code: 'USDT', protocol: 'TRC20', fee_type: 1, draw_rate: '1', usd_price: '1', min_amount: '10', sort: 1 },
    { type: 1, code: 'USDT', protocol: 'ERC20', fee_type: 1, draw_rate: '5', usd_price: '1', min_amount: '20', sort: 2 },
    { type: 1, code: 'USDC', protocol: 'ERC20', fee_type: 1, draw_rate: '5', usd_price: '1', min_amount: '20', sort: 3 },
    { type: 2, code: 'USD', protocol: '', fee_type: 2, draw_rate: '0.5', usd_price: '1', min_amount: '50', sort: 1 },
    { type: 2, code: 'EUR', protocol: '', fee_type: 2, draw_rate: '0.5', usd_price: '0.92', min_amount: '50', sort: 2 },
    { type: 2, code: 'HKD', protocol: '', fee_type: 2, draw_rate: '0.5', usd_price: '7.8', min_amount: '50', sort: 3 },
  ],
};

/** Enters BROKER_CHANNELS through the console's funding set-up, as a finance member; returns them. */
export async function setUpChannels(h: Harness): Promise<StaffMember> {
  const finance = await staffMember(h, 'finance');
  const save = async (path: string, body: Record<string, unknown>) => {
    const reply = await h.post(`/admin/api/funding/${path}/save`, body, { token: finance.token });
    expect(reply.code, reply.msg).toBe(1);
  };
  for (const row of BROKER_CHANNELS.coinOptions) await save('coin_option', row);
  for (const row of BROKER_CHANNELS.bankCoins) await save('bank_coin', row);
  for (const row of BROKER_CHANNELS.collectionBanks) await save('collection_bank', row);
  for (const row of BROKER_CHANNELS.withdrawCurrencies) await save('withdraw_currency', row);
  return finance;
}
