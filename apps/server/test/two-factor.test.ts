/**
 * Two-factor authentication of traders: adding an authenticator app or a passkey needs a step-up,
 * a login then needs the second factor, recovery codes work once each, removing a factor needs a
 * fresh one, and wrong answers lock the account's factors for a while.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { recoveryCodes } from '../src/db/schema.js';
import { currentTotp } from '../src/modules/staff/totp.js';
import { PASSWORD, useHarness } from './support/harness.js';
import { realTrader } from './support/funding.js';
import { demoTrader } from './support/trading.js';
import { enrolTotp, nextTotp, SoftPasskey, stepUpByCode, stepUpByTotp, type Caller } from './support/security.js';

const h = useHarness();

const login = (t: { email: string }) => h.post('/api/user/loginForU', { account: t.email, password: PASSWORD, login_type: 'email', device_id: 'test-device-0001' });

/** Adds a passkey to a trader through the API, with the step-up the trader can give. */
async function enrolPasskey(t: Caller, step: string, key = new SoftPasskey()) {
  const options = await h.post('/api/security/passkey/options', { step_up_token: step }, { token: t.token });
  expect(options.code, options.msg).toBe(1);
  expect(options.data.rp).toEqual({ name: 'Leverline', id: 'localhost' });
  const added = await h.post('/api/security/passkey/add', { response: key.register(options.data), name: 'Phone' }, { token: t.token });
  expect(added.code, added.msg).toBe(1);
  return { key, added };
}

describe('the authenticator app', () => {
  it('needs a step-up to be added, then counts once a code from it is entered, with 10 recovery codes shown once', async () => {
    const t = await realTrader(h);
    expect((await h.post('/api/security/totp/setup', {}, { token: t.token })).code).toBe(MESSAGE_CODES.step_up_required);
    const step = await stepUpByCode(h, t, 'add_factor');
    const setup = await h.post('/api/security/totp/setup', { step_up_token: step }, { token: t.token });
    expect(setup.code).toBe(1);
    expect(setup.data.uri).toMatch(/^otpauth:\/\/totp\/Leverline:.+\?.*secret=/);
    // Not a factor until confirmed.
    expect((await h.get('/api/security/info', { token: t.token })).data).toMatchObject({ two_factor: false, totp: false });
    expect((await h.post('/api/security/totp/enable', { code: '123456' }, { token: t.token })).code).toBe(MESSAGE_CODES.totp_invalid);
    const enabled = await h.post('/api/security/totp/enable', { code: nextTotp(h, setup.data.secret) }, { token: t.token });
    expect(enabled.code).toBe(1);
    expect(enabled.msg).toBe('The authenticator app has been added');
    expect(enabled.data.recovery_codes).toHaveLength(10);
    expect(new Set(enabled.data.recovery_codes).size).toBe(10);
    for (const code of enabled.data.recovery_codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Stored as hashes only.
    const stored = await h.database.db.select().from(recoveryCodes);
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(enabled.data.recovery_codes).not.toContain(row.codeHash);
    expect((await h.get('/api/security/info', { token: t.token })).data).toMatchObject({ two_factor: true, totp: true, recovery_codes_left: 10 });
  });

  it('refuses a wrong code, and the same right code twice', async () => {
    const t = await realTrader(h);
    const { secret } = await enrolTotp(h, t);
    const wrong = await h.post('/api/security/step_up/verify', { purpose: 'withdraw', method: 'totp', code: '000000' }, { token: t.token });
    expect(wrong.code).toBe(MESSAGE_CODES.totp_invalid);
    expect(wrong.msg).toBe('The authenticator code is wrong or was already used');
    const code = nextTotp(h, secret);
    expect((await h.post('/api/security/step_up/verify', { purpose: 'withdraw', method: 'totp', code }, { token: t.token })).code).toBe(1);
    expect((await h.post('/api/security/step_up/verify', { purpose: 'withdraw', method: 'totp', code }, { token: t.token })).code).toBe(MESSAGE_CODES.totp_invalid);
  });

  it('stops answering after 5 wrong codes in 15 minutes, even the right one', async () => {
    const t = await realTrader(h);
    const { secret } = await enrolTotp(h, t);
    for (let i = 0; i < 5; i++) {
      expect((await h.post('/api/security/step_up/verify', { purpose: 'withdraw', method: 'totp', code: `00000${i}` }, { token: t.token })).code).toBe(MESSAGE_CODES.totp_invalid);
    }
    const locked = await h.post('/api/security/step_up/verify', { purpose: 'withdraw', method: 'totp', code: nextTotp(h, secret) }, { token: t.token });
    expect(locked.code).toBe(MESSAGE_CODES.factor_locked);
    h.advance(15 * 60_000);
    expect(await stepUpByTotp(h, t, secret, 'withdraw')).toBeTruthy();
  });

  it('is removed only with a fresh second factor, and with it go the recovery codes', async () => {
    const t = await realTrader(h);
    const { secret } = await enrolTotp(h, t);
    expect((await h.post('/api/security/totp/remove', {}, { token: t.token })).code).toBe(MESSAGE_CODES.step_up_required);
    const forWithdrawal = await stepUpByTotp(h, t, secret, 'withdraw');
    expect((await h.post('/api/security/totp/remove', { step_up_token: forWithdrawal }, { token: t.token })).code).toBe(MESSAGE_CODES.step_up_invalid);
    const step = await stepUpByTotp(h, t, secret, 'remove_factor');
    const removed = await h.post('/api/security/totp/remove', { step_up_token: step }, { token: t.token });
    expect(removed.code).toBe(1);
    expect((await h.get('/api/security/info', { token: t.token })).data).toMatchObject({ two_factor: false, totp: false, recovery_codes_left: 0, step_up_methods: ['code'] });
    expect(await h.database.db.select().from(recoveryCodes)).toHaveLength(0);
  });
});

describe('logging in with two-factor authentication', () => {
  it('answers a ticket instead of a session after the password, and the session after the code', async () => {
    const t = await realTrader(h);
    const { secret } = await enrolTotp(h, t);
    const first = await login(t);
    expect(first.code).toBe(1);
    expect(first.msg).toBe('Enter the code from your authenticator app, use your passkey, or enter a recovery code');
    expect(first.data).not.toHaveProperty('token');
    expect(first.data.two_factor).toMatchObject({ methods: ['totp', 'recovery'], expires_in: 300 });
    const ticket = first.data.two_factor.ticket as string;

    expect((await h.post('/api/user/login_2fa', { ticket, method: 'totp', code: '111111' })).code).toBe(MESSAGE_CODES.totp_invalid);
    const done = await h.post('/api/user/login_2fa', { ticket, method: 'totp', code: nextTotp(h, secret) });
    expect(done.code, done.msg).toBe(1);
    expect((await h.get('/api/user/info', { token: done.data.token })).data.email).toBe(t.email);
    // A ticket works once.
    expect((await h.post('/api/user/login_2fa', { ticket, method: 'totp', code: nextTotp(h, secret) })).code).toBe(MESSAGE_CODES.login_ticket_invalid);
  });

  it('refuses an expired ticket and a made-up one', async () => {
    const t = await realTrader(h);
    const { secret } = await enrolTotp(h, t);
    const ticket = (await login(t)).data.two_factor.ticket as string;
    h.advance(5 * 60_000 + 1000);
    const late = await h.post('/api/user/login_2fa', { ticket, method: 'totp', code: currentTotp(secret, h.now()) });
    expect(late.code).toBe(MESSAGE_CODES.login_ticket_invalid);
    expect(late.msg).toBe('This login has expired. Please enter your password again');
    expect((await h.post('/api/user/login_2fa', { ticket: 'nope', method: 'totp', code: '123456' })).code).toBe(MESSAGE_CODES.login_ticket_invalid);
  });

  it('takes a recovery code once: the same code twice is refused', async () => {
    const t = await realTrader(h);
    const { recoveryCodes: codes } = await enrolTotp(h, t);
    const code = codes[3]!;
    // Typed in lower case with a space instead of the dash.
    const typed = code.toLowerCase().replace('-', ' ');
    const done = await h.post('/api/user/login_2fa', { ticket: (await login(t)).data.two_factor.ticket, method: 'recovery', code: typed });
    expect(done.code, done.msg).toBe(1);
    const again = await h.post('/api/user/login_2fa', { ticket: (await login(t)).data.two_factor.ticket, method: 'recovery', code });
    expect(again.code).toBe(MESSAGE_CODES.recovery_code_invalid);
    expect((await h.get('/api/security/info', { token: t.token })).data.recovery_codes_left).toBe(9);
  });

  it('logs in with a password alone when the user has no second factor', async () => {
    const t = await realTrader(h);
    const reply = await login(t);
    expect(reply.data.token).toEqual(expect.any(String));
  });
});

describe('passkeys', () => {
  it('are added with a step-up, finish a login, and confirm a step-up', async () => {
    const t = await realTrader(h);
    const { key, added } = await enrolPasskey(t, await stepUpByCode(h, t, 'add_factor'));
    expect(added.msg).toBe('The passkey has been added');
    expect(added.data.passkey).toMatchObject({ name: 'Phone', last_used_at: '' });
    expect(added.data.recovery_codes).toHaveLength(10);

    const ticket = (await login(t)).data.two_factor as { ticket: string; methods: string[] };
    expect(ticket.methods).toEqual(['passkey', 'recovery']);
    const options = await h.post('/api/user/login_2fa/options', { ticket: ticket.ticket });
    expect(options.data.allowCredentials).toEqual([{ id: key.id, type: 'public-key', transports: ['internal'] }]);
    const done = await h.post('/api/user/login_2fa', { ticket: ticket.ticket, method: 'passkey', response: key.assert(options.data) });
    expect(done.code, done.msg).toBe(1);

    const start = await h.post('/api/security/step_up/start', { purpose: 'withdraw', method: 'passkey' }, { token: t.token });
    const verified = await h.post('/api/security/step_up/verify', { purpose: 'withdraw', method: 'passkey', response: key.assert(start.data.passkey_options) }, { token: t.token });
    expect(verified.code, verified.msg).toBe(1);
    expect(verified.data.expires_in).toBe(300);
  });

  it('refuse an answer to a challenge issued for another purpose, and another authenticator', async () => {
    const t = await realTrader(h);
    const { key } = await enrolPasskey(t, await stepUpByCode(h, t, 'add_factor'));
    const forBinding = await h.post('/api/security/step_up/start', { purpose: 'bind_payout', method: 'passkey' }, { token: t.token });
    const wrongPurpose = await h.post('/api/security/step_up/verify', { purpose: 'withdraw', method: 'passkey', response: key.assert(forBinding.data.passkey_options) }, { token: t.token });
    expect(wrongPurpose.code).toBe(MESSAGE_CODES.passkey_invalid);
    const forWithdrawal = await h.post('/api/security/step_up/start', { purpose: 'withdraw', method: 'passkey' }, { token: t.token });
    const stranger = new SoftPasskey();
    const other = await h.post('/api/security/step_up/verify', { purpose: 'withdraw', method: 'passkey', response: stranger.assert(forWithdrawal.data.passkey_options) }, { token: t.token });
    expect(other.code).toBe(MESSAGE_CODES.passkey_invalid);
    // A page on another site cannot answer for this one: the browser signs its own origin.
    const phishing = new SoftPasskey('https://leverline.example.evil');
    const options = await h.post('/api/security/passkey/options', { step_up_token: await passkeyStepUp(t, key, 'add_factor') }, { token: t.token });
    const refused = await h.post('/api/security/passkey/add', { response: phishing.register(options.data) }, { token: t.token });
    expect(refused.code).toBe(MESSAGE_CODES.passkey_invalid);
  });

  it('are removed with a fresh factor; removing the last one turns two-factor authentication off', async () => {
    const t = await realTrader(h);
    const { key, added } = await enrolPasskey(t, await stepUpByCode(h, t, 'add_factor'));
    const id = added.data.passkey.id as number;
    expect((await h.post('/api/security/passkey/remove', { id }, { token: t.token })).code).toBe(MESSAGE_CODES.step_up_required);
    const step = await passkeyStepUp(t, key, 'remove_factor');
    expect((await h.post('/api/security/passkey/remove', { id: id + 1000, step_up_token: step }, { token: t.token })).code).toBe(MESSAGE_CODES.passkey_not_found);
    expect((await h.post('/api/security/passkey/remove', { id, step_up_token: step }, { token: t.token })).code).toBe(1);
    expect((await h.get('/api/security/info', { token: t.token })).data).toMatchObject({ two_factor: false, passkeys: [], recovery_codes_left: 0 });
    expect((await login(t)).data.token).toEqual(expect.any(String));
  });

  it('need the site opened by its name: an address as host is refused with a clear message', async () => {
    const t = await realTrader(h);
    const step = await stepUpByCode(h, t, 'add_factor');
    const res = await h.app.http.inject({ method: 'POST', url: '/api/security/passkey/options', headers: { lang: 'en', authorization: t.token, host: '127.0.0.1:8080' }, payload: { step_up_token: step } });
    expect(res.json()).toMatchObject({ code: MESSAGE_CODES.passkey_needs_domain, msg: 'Passkeys need the site opened by its name (for example localhost), not by an IP address' });
    // The token was not spent on the refusal.
    expect((await h.post('/api/security/passkey/options', { step_up_token: step }, { token: t.token })).code).toBe(1);
  });
});

describe('recovery codes', () => {
  it('are renewed with a step-up; the old ones stop working', async () => {
    const t = await realTrader(h);
    const { secret, recoveryCodes: old } = await enrolTotp(h, t);
    const renewed = await h.post('/api/security/recovery/renew', { step_up_token: await stepUpByTotp(h, t, secret, 'recovery_codes') }, { token: t.token });
    expect(renewed.code).toBe(1);
    expect(renewed.data.recovery_codes).toHaveLength(10);
    const ticket = (await login(t)).data.two_factor.ticket as string;
    expect((await h.post('/api/user/login_2fa', { ticket, method: 'recovery', code: old[0] })).code).toBe(MESSAGE_CODES.recovery_code_invalid);
    expect((await h.post('/api/user/login_2fa', { ticket, method: 'recovery', code: renewed.data.recovery_codes[0] })).code).toBe(1);
  });

  it('confirm a step-up, each once', async () => {
    const t = await realTrader(h);
    const { recoveryCodes: codes } = await enrolTotp(h, t);
    const verify = (code: string) => h.post('/api/security/step_up/verify', { purpose: 'remove_factor', method: 'recovery', code }, { token: t.token });
    expect((await verify(codes[0]!)).code).toBe(1);
    expect((await verify(codes[0]!)).code).toBe(MESSAGE_CODES.recovery_code_invalid);
    const rows = await h.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, (await h.get('/api/user/info', { token: t.token })).data.id));
    expect(rows.filter((r) => r.usedAt !== null)).toHaveLength(1);
  });
});

describe('demo users', () => {
  it('are refused every security call on the server', async () => {
    const demo = await demoTrader(h);
    for (const path of ['/api/security/step_up/start', '/api/security/totp/setup', '/api/security/passkey/options', '/api/security/sessions/revoke_others']) {
      const reply = await h.post(path, { purpose: 'withdraw', method: 'code' }, { token: demo.token });
      expect(reply.code, path).toBe(MESSAGE_CODES.demo_forbidden);
    }
    expect(h.outbox().filter((m) => m.type === 'step_up')).toHaveLength(0);
  });
});

async function passkeyStepUp(t: Caller, key: SoftPasskey, purpose: string): Promise<string> {
  const start = await h.post('/api/security/step_up/start', { purpose, method: 'passkey' }, { token: t.token });
  const verified = await h.post('/api/security/step_up/verify', { purpose, method: 'passkey', response: key.assert(start.data.passkey_options) }, { token: t.token });
  expect(verified.code, verified.msg).toBe(1);
  return verified.data.step_up_token as string;
}

