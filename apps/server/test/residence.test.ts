/**
 * Restricted countries (spec §1): residents, phone numbers and network addresses of the listed
 * countries cannot open or fund a real account; quotes and demo accounts stay open; the list is a
 * compliance setting. The server runs behind one trusted proxy here, so each request's address is
 * the one its X-Forwarded-For names, as in production behind a load balancer.
 */
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { auditLog, deposits, users, verificationCodes } from '../src/db/schema.js';
import { PASSWORD, registerByEmail, useHarness, type Reply } from './support/harness.js';
import { postWith, realTrader, setUpChannels, staffMember, uploadProof, type RealTrader } from './support/funding.js';

const h = useHarness({ trustProxy: 1 });

/** Addresses the offline database places in these countries (checked by the first test). */
const CHINA = '114.114.114.114';
const NORTH_KOREA = '175.45.176.1';
const UNITED_STATES = '8.8.8.8';

interface From {
  /** The client's address, as the proxy forwards it; absent, the request comes from loopback. */
  ip?: string;
  token?: string;
  lang?: string;
}

async function send(method: 'GET' | 'POST', url: string, body: Record<string, unknown> | undefined, from: From = {}): Promise<Reply> {
  const res = await h.app.http.inject({
    method,
    url,
    headers: {
      lang: from.lang ?? 'en',
      ...(from.ip ? { 'x-forwarded-for': from.ip } : {}),
      ...(from.token ? { authorization: from.token } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
  const parsed = JSON.parse(res.body) as { code: number; msg: string; data: unknown };
  return { status: res.statusCode, code: parsed.code, msg: parsed.msg, data: parsed.data, headers: res.headers };
}

const get = (url: string, from?: From) => send('GET', url, undefined, from);
const post = (url: string, body: Record<string, unknown>, from?: From) => send('POST', url, body, from);

const userCount = async () => (await h.database.db.select({ n: count() }).from(users))[0]!.n;
const depositCount = async () => (await h.database.db.select({ n: count() }).from(deposits))[0]!.n;

function registerBody(email: string, extra: Record<string, unknown> = {}) {
  return { type: 'email', account: email, password: PASSWORD, re_password: PASSWORD, sms_code: h.lastCode(email), ...extra };
}

async function areaId(code: string): Promise<number> {
  const areas = await h.get('/api/default/area_list');
  return (areas.data as { id: number; code: string }[]).find((a) => a.code === code)!.id;
}

async function deposit(t: RealTrader, from: From = {}) {
  const proofImg = await uploadProof(h, t.token);
  return postWith(h, '/api/quickCharge/submit', { number: '100', proofImg, charge_id: 1 }, t.token, {
    lang: from.lang ?? 'en',
    ...(from.ip ? { 'x-forwarded-for': from.ip } : {}),
  });
}

describe('registration', () => {
  it('locates addresses with the offline database, and never loopback or private ones', async () => {
    expect((await get('/api/compliance/countries', { ip: CHINA })).data).toMatchObject({ address_country: 'CN', address_restricted: true });
    expect((await get('/api/compliance/countries', { ip: NORTH_KOREA })).data).toMatchObject({ address_country: 'KP', address_restricted: true });
    expect((await get('/api/compliance/countries', { ip: UNITED_STATES })).data).toMatchObject({ address_country: 'US', address_restricted: false });
    for (const local of [undefined, '10.1.2.3', '192.168.1.20', '172.20.0.5', '::1', 'fd00::7']) {
      expect((await get('/api/compliance/countries', { ip: local })).data).toMatchObject({ address_country: null, address_restricted: false });
    }
  });

  it('lists every country in the trader’s language, the restricted ones marked', async () => {
    const en = (await get('/api/compliance/countries')).data as { countries: { code: string; name: string; restricted: boolean }[] };
    expect(en.countries.length).toBeGreaterThanOrEqual(249);
    expect(en.countries.filter((c) => c.restricted).map((c) => c.code).sort()).toEqual(['CN', 'CU', 'IL', 'KP', 'VU']);
    expect(en.countries.find((c) => c.code === 'DE')?.name).toBe('Germany');
    const de = (await get('/api/compliance/countries', { lang: 'de' })).data as typeof en;
    expect(de.countries.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    // Sorted by name as the language sorts: Ägypten comes among the A's in German.
    const names = de.countries.map((c) => c.name);
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Belgien'));
  });

  it('refuses a restricted residence before the code is used, creating nothing; an allowed one registers and is kept', async () => {
    await h.post('/api/notify/send_email', { to: 'kim@example.com', type: 1 });
    const refused = await post('/api/user/register', registerBody('kim@example.com', { residence: 'kp' }));
    expect(refused.code).toBe(MESSAGE_CODES.residence_restricted);
    expect(refused.msg).toBe('We do not provide our service to residents of North Korea');
    const inFrench = await post('/api/user/register', registerBody('kim@example.com', { residence: 'CU' }), { lang: 'fr' });
    expect(inFrench.msg).toContain('Cuba');
    expect((await post('/api/user/register', registerBody('kim@example.com', { residence: 'ZZ' }))).code).toBe(MESSAGE_CODES.residence_invalid);
    expect((await post('/api/user/register', registerBody('kim@example.com', { residence: 'DEU' }))).code).toBe(MESSAGE_CODES.residence_invalid);
    expect(await userCount()).toBe(0);
    // No guess of the code was used up by the refusals.
    const [code] = await h.database.db.select().from(verificationCodes).where(eq(verificationCodes.address, 'kim@example.com'));
    expect(code?.attempts).toBe(0);

    const registered = await post('/api/user/register', registerBody('kim@example.com', { residence: 'de' }));
    expect(registered.code, registered.msg).toBe(1);
    const [user] = await h.database.db.select().from(users).where(eq(users.email, 'kim@example.com'));
    expect(user?.residence).toBe('DE');

    const status = await h.get('/api/compliance/status', { token: registered.data.token });
    expect(status.data).toMatchObject({ residence: 'DE', residence_needed: false, residence_restricted: false });
    const staff = await staffMember(h, 'support');
    const detail = await h.get(`/admin/api/users/detail?id=${user!.id}`, { token: staff.token });
    expect(detail.data.user.residence).toBe('DE');
  });

  it('refuses a phone number whose calling code is a restricted country’s, for the code and the registration', async () => {
    const china = await areaId('CN');
    const sent = await post('/api/notify/send_sms', { to: '13800138000', area_id: china, type: 1 });
    expect(sent.code).toBe(MESSAGE_CODES.phone_country_restricted);
    expect(sent.msg).toBe("We do not provide our service to phone numbers from People's Republic of China");
    expect(h.outbox()).toHaveLength(0);
    const registered = await post('/api/user/register', {
      type: 'mobile',
      mobile: '13800138000',
      area_id: china,
      password: PASSWORD,
      re_password: PASSWORD,
      sms_code: '123456',
      residence: 'DE',
    });
    expect(registered.code).toBe(MESSAGE_CODES.phone_country_restricted);
    expect(await userCount()).toBe(0);

    // A password reset is not a registration: a known number may always get its code.
    expect((await post('/api/notify/send_sms', { to: '13800138000', area_id: china, type: 2 })).code).toBe(1);

    const hongKong = await areaId('HK');
    expect((await post('/api/notify/send_sms', { to: '5123 4567', area_id: hongKong, type: 1 })).code).toBe(1);
    const allowed = await post('/api/user/register', {
      type: 'mobile',
      mobile: '51234567',
      area_id: hongKong,
      password: PASSWORD,
      re_password: PASSWORD,
      sms_code: h.lastCode('+85251234567'),
      residence: 'HK',
    });
    expect(allowed.code, allowed.msg).toBe(1);
  });

  it('refuses a registration from an address in a restricted country, and its code; quotes and the demo stay open there', async () => {
    const codeFromChina = await post('/api/notify/send_email', { to: 'li@example.com', type: 1 }, { ip: CHINA });
    expect(codeFromChina.code).toBe(MESSAGE_CODES.address_restricted);
    expect(codeFromChina.msg).toBe("Our service is not available in People's Republic of China, where you are connecting from. You can still watch quotes and try a demo account");
    expect(h.outbox()).toHaveLength(0);

    expect((await post('/api/notify/send_email', { to: 'li@example.com', type: 1 }, { ip: UNITED_STATES })).code).toBe(1);
    const fromChina = await post('/api/user/register', registerBody('li@example.com', { residence: 'DE' }), { ip: CHINA });
    expect(fromChina.code).toBe(MESSAGE_CODES.address_restricted);
    // A client cannot pick its address: what it writes before the proxy's entry is not believed.
    const forged = await post('/api/user/register', registerBody('li@example.com', { residence: 'DE' }), { ip: `${UNITED_STATES}, ${CHINA}` });
    expect(forged.code).toBe(MESSAGE_CODES.address_restricted);
    expect(await userCount()).toBe(0);

    const demo = await get('/api/user/createAccountDemoForU?demo_id=3f6d1c2e-0b7a-4c55-9d2e-111122223333', { ip: CHINA });
    expect(demo.code, demo.msg).toBe(1);
    const quotes = await get('/v1/api/forex/trade_list', { ip: CHINA, token: demo.data.token });
    expect(quotes.code, quotes.msg).toBe(1);
    const demoDeposit = await post('/api/compliance/residence', { country: 'DE' }, { ip: CHINA, token: demo.data.token });
    expect(demoDeposit.code).toBe(MESSAGE_CODES.demo_forbidden);

    const fromUs = await post('/api/user/register', registerBody('li@example.com', { residence: 'DE' }), { ip: UNITED_STATES });
    expect(fromUs.code, fromUs.msg).toBe(1);
  });
});

describe('the list in the console', () => {
  it('compliance staff change it, audited; the new list decides registrations at once', async () => {
    const support = await staffMember(h, 'support');
    expect((await h.get('/admin/api/compliance/restricted_countries', { token: support.token })).code).toBe(MESSAGE_CODES.staff_forbidden);
    expect((await h.post('/admin/api/compliance/restricted_countries/save', { countries: ['DE'] }, { token: support.token })).code).toBe(MESSAGE_CODES.staff_forbidden);

    const compliance = await staffMember(h, 'compliance');
    const shown = await h.get('/admin/api/compliance/restricted_countries', { token: compliance.token });
    expect(shown.data.restricted).toEqual(['CN', 'CU', 'IL', 'KP', 'VU']);
    expect(shown.data.countries).toContainEqual({ code: 'VU', name: 'Vanuatu' });

    const unknown = await h.post('/admin/api/compliance/restricted_countries/save', { countries: ['DE', 'ZZ'] }, { token: compliance.token });
    expect(unknown).toMatchObject({ code: MESSAGE_CODES.country_unknown, msg: 'ZZ is not an ISO 3166-1 country code' });
    expect((await h.get('/admin/api/compliance/restricted_countries', { token: compliance.token })).data.restricted).toHaveLength(5);

    const saved = await h.post('/admin/api/compliance/restricted_countries/save', { countries: ['kp', 'DE', 'DE'] }, { token: compliance.token });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.restricted).toEqual(['DE', 'KP']);
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.save'));
    expect(entry).toMatchObject({
      staffEmail: compliance.email,
      targetType: 'settings',
      targetId: 'compliance',
      before: { restricted_countries: 'CN,CU,IL,KP,VU' },
      after: { restricted_countries: 'DE,KP' },
    });

    await h.post('/api/notify/send_email', { to: 'wang@example.com', type: 1 });
    expect((await post('/api/user/register', registerBody('wang@example.com', { residence: 'DE' }))).code).toBe(MESSAGE_CODES.residence_restricted);
    expect((await post('/api/user/register', registerBody('wang@example.com', { residence: 'CN' }), { ip: CHINA })).code, 'China is no longer restricted').toBe(1);
  });
});

describe('a correction by compliance', () => {
  it('changes a trader’s residence with a reason, audited, and deposits follow it', async () => {
    await setUpChannels(h);
    const t = await realTrader(h);
    const support = await staffMember(h, 'support');
    expect((await h.post('/admin/api/compliance/residence', { user_id: t.userId, country: 'FR', reason: 'Proof seen' }, { token: support.token })).code).toBe(
      MESSAGE_CODES.staff_forbidden,
    );
    const compliance = await staffMember(h, 'compliance');
    const correct = (body: Record<string, unknown>) => h.post('/admin/api/compliance/residence', body, { token: compliance.token });
    expect((await correct({ user_id: t.userId, country: 'CU' })).code).toBe(MESSAGE_CODES.reason_required);
    expect((await correct({ user_id: t.userId, country: 'ZZ', reason: 'Utility bill' })).code).toBe(MESSAGE_CODES.residence_invalid);
    expect((await correct({ user_id: 999_999, country: 'CU', reason: 'Utility bill' })).code).toBe(MESSAGE_CODES.user_not_found);
    expect((await h.get('/api/compliance/status', { token: t.token })).data.residence).toBe('DE');

    const corrected = await correct({ user_id: t.userId, country: 'cu', reason: 'Utility bill from Havana' });
    expect(corrected).toMatchObject({ code: 1, data: { residence: 'CU' } });
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.residence'));
    expect(entry).toMatchObject({
      staffEmail: compliance.email,
      targetId: String(t.userId),
      before: { residence: 'DE' },
      after: { residence: 'CU', reason: 'Utility bill from Havana' },
    });
    expect((await deposit(t)).code).toBe(MESSAGE_CODES.residence_restricted);
  });
});

describe('deposits', () => {
  it('asks a trader without a residence once, then deposits; a restricted address is refused', async () => {
    await setUpChannels(h);
    const { token, user } = await registerByEmail(h, 'early@example.com', { residence: undefined });
    const t: RealTrader = { token, userId: user.id, accountId: 0, email: 'early@example.com' };
    expect((await h.get('/api/compliance/status', { token })).data).toMatchObject({ residence: null, residence_needed: true, residence_restricted: false });

    expect((await deposit(t)).code).toBe(MESSAGE_CODES.residence_required);
    expect((await post('/api/compliance/residence', { country: 'zz' }, { token })).code).toBe(MESSAGE_CODES.residence_invalid);
    const told = await post('/api/compliance/residence', { country: 'fr' }, { token });
    expect(told).toMatchObject({ code: 1, msg: 'Your country of residence is recorded', data: { residence: 'FR', residence_needed: false } });
    const again = await post('/api/compliance/residence', { country: 'DE' }, { token });
    expect(again.code).toBe(MESSAGE_CODES.residence_recorded_already);
    expect((await h.get('/api/compliance/status', { token })).data.residence).toBe('FR');

    const fromKorea = await deposit(t, { ip: NORTH_KOREA });
    expect(fromKorea.code).toBe(MESSAGE_CODES.address_restricted);
    expect(await depositCount()).toBe(0);
    const allowed = await deposit(t, { ip: UNITED_STATES });
    expect(allowed.code, allowed.msg).toBe(1);
    expect(await depositCount()).toBe(1);
  });

  it('refuses a resident of a restricted country, told before the deposit or restricted later', async () => {
    await setUpChannels(h);
    const { token, user } = await registerByEmail(h, 'told@example.com', { residence: undefined });
    const t: RealTrader = { token, userId: user.id, accountId: 0, email: 'told@example.com' };
    // Recorded as told: the answer is the trader's, and deposits are then refused for it.
    const told = await post('/api/compliance/residence', { country: 'IL' }, { token });
    expect(told.data).toMatchObject({ residence: 'IL', residence_restricted: true });
    const refused = await deposit(t);
    expect(refused).toMatchObject({ code: MESSAGE_CODES.residence_restricted, msg: 'We do not provide our service to residents of Israel' });

    // A trader whose country is restricted after registering cannot deposit from then on.
    const later = await realTrader(h);
    expect((await deposit(later)).code).toBe(1);
    const compliance = await staffMember(h, 'compliance');
    await h.post('/admin/api/compliance/restricted_countries/save', { countries: ['DE'] }, { token: compliance.token });
    expect((await deposit(later)).code).toBe(MESSAGE_CODES.residence_restricted);
    expect((await h.get('/api/compliance/status', { token: later.token })).data.residence_restricted).toBe(true);
    expect(await depositCount()).toBe(1);
  });
});
