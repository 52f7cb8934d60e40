import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from '@leverline/contract';
import { eq } from 'drizzle-orm';
import { sessions, signInFailures } from '../src/db/schema.js';
import { sha256 } from '../src/platform/crypto.js';
import { SESSIONS_REVOKED_TOPIC } from '../src/ws/gateway.js';
import { PASSWORD, registerByEmail, useHarness } from './support/harness.js';

const h = useHarness();
const login = (account: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
  h.post('/api/user/loginForU', { account, password, login_type: 'email', ...extra }, { form: true });

describe('login', () => {
  it('logs in with e-mail and password and returns token and user', async () => {
    const { user } = await registerByEmail(h, 'qa@example.com');
    const reply = await login('QA@example.com');
    expect(reply).toMatchObject({ code: 1, msg: 'Login successful' });
    expect(reply.data.user.id).toBe(user.id);
    expect((await h.get('/api/user/info', { token: reply.data.token })).data.email).toBe('qa@example.com');
  });

  it('says the same thing for a wrong password and for an unknown account', async () => {
    await registerByEmail(h, 'ra@example.com');
    const wrong = await login('ra@example.com', 'Wrong2026ok');
    const unknown = await login('nobody@example.com', 'Wrong2026ok');
    expect(wrong).toMatchObject({ code: MESSAGE_CODES.login_failed, msg: 'Wrong account or password' });
    expect(unknown.code).toBe(wrong.code);
    expect(unknown.msg).toBe(wrong.msg);
    expect(unknown.status).toBe(wrong.status);
  });

  it('requires account and password', async () => {
    expect((await h.post('/api/user/loginForU', { password: PASSWORD })).msg).toBe('Please enter email/phone');
    expect((await h.post('/api/user/loginForU', { account: 'a@b.co' })).msg).toBe('Please enter password');
  });

  it('stops guessing on one account after 8 tries in 15 minutes, existing or not, without telling which', async () => {
    await registerByEmail(h, 'sa@example.com');
    for (const account of ['sa@example.com', 'ghost@example.com']) {
      for (let i = 0; i < 8; i++) expect((await login(account, 'Wrong2026ok')).code).toBe(MESSAGE_CODES.login_failed);
      const limited = await login(account, account === 'sa@example.com' ? PASSWORD : 'Wrong2026ok');
      expect(limited).toMatchObject({ status: 429, code: MESSAGE_CODES.rate_limited });
    }
    h.advance(15 * 60_000);
    expect((await login('sa@example.com')).code).toBe(1);
  });

  it('counts failed logins against the account, whichever spelling of its phone number is typed', async () => {
    const areas = (await h.get('/api/default/area_list')).data as { id: number; code: string }[];
    const gb = areas.find((a) => a.code === 'GB')!;
    await h.post('/api/notify/send_sms', { to: '07400 123456', area_id: gb.id, type: 1 });
    await h.post('/api/user/register', {
      type: 'mobile', mobile: '07400123456', area_id: gb.id, password: PASSWORD, re_password: PASSWORD, sms_code: h.lastCode('+447400123456'),
    });
    const spellings = ['7400123456', '07400123456', '447400123456', '00447400123456'];
    const byPhone = (account: string, password: string) =>
      h.post('/api/user/loginForU', { account, area_id: gb.id, password, login_type: 'mobile' });
    for (let i = 0; i < 8; i++) expect((await byPhone(spellings[i % 4]!, 'Wrong2026ok')).code).toBe(MESSAGE_CODES.login_failed);
    for (const spelling of spellings) {
      const limited = await byPhone(spelling, PASSWORD);
      expect(limited).toMatchObject({ status: 429, code: MESSAGE_CODES.rate_limited, msg: 'Too many attempts. Please try again in 15 min' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    h.advance(15 * 60_000);
    expect((await byPhone('07400123456', PASSWORD)).code).toBe(1);
  });

  it('never counts a successful login towards the lockout (a trader with many tabs open)', async () => {
    await registerByEmail(h, 'tabs@example.com');
    for (let i = 0; i < 20; i++) expect((await login('tabs@example.com')).code).toBe(1);
    for (let i = 0; i < 7; i++) await login('tabs@example.com', 'Wrong2026ok');
    expect((await login('tabs@example.com')).code).toBe(1);
  });

  it('records every failed sign-in with the address, and the refusals of a locked account', async () => {
    const { user } = await registerByEmail(h, 'rec@example.com');
    for (let i = 0; i < 9; i++) await login('rec@example.com', 'Wrong2026ok');
    await login('ghost-rec@example.com', 'Wrong2026ok');
    const rows = await h.database.db.select().from(signInFailures).orderBy(signInFailures.id);
    expect(rows.map((r) => `${r.userId} ${r.account} ${r.reason}`)).toEqual([
      ...Array.from({ length: 8 }, () => `${user.id} rec@example.com password`),
      `${user.id} rec@example.com locked`,
      'null ghost-rec@example.com unknown',
    ]);
    expect(rows.every((r) => r.ip === '127.0.0.1')).toBe(true);
  });

  it('limits one network address across many accounts', async () => {
    for (let i = 0; i < 30; i++) expect((await login(`user${i}@example.com`, 'Wrong2026ok')).code).toBe(MESSAGE_CODES.login_failed);
    expect((await login('user99@example.com', 'Wrong2026ok')).status).toBe(429);
  });

  it('answers 1,000 guesses across 50 accounts from one address alike for real and unknown accounts, and stops them after 30', async () => {
    const real = Array.from({ length: 25 }, (_, i) => `member${i}@example.com`);
    for (const [i, email] of real.entries()) {
      // Sign-up codes are limited per address and hour: the 25 members joined over two hours.
      if (i === 20) h.advance(61 * 60_000);
      await registerByEmail(h, email);
    }
    const unknown = Array.from({ length: 25 }, (_, i) => `stranger${i}@example.com`);
    const accounts = real.flatMap((email, i) => [email, unknown[i]!]);
    const from = (remoteAddress: string, account: string, password: string) =>
      h.app.http.inject({
        method: 'POST',
        url: '/api/user/loginForU',
        remoteAddress,
        headers: { lang: 'en', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ account, password, login_type: 'email' }).toString(),
      });
    const answers: { real: boolean; status: number; body: string }[] = [];
    for (let i = 0; i < 1000; i++) {
      const account = accounts[i % accounts.length]!;
      const res = await from('198.51.100.7', account, `Guess-${i}-2026`);
      answers.push({ real: real.includes(account), status: res.statusCode, body: res.body });
    }
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.length - refused.length).toBe(30);
    expect(answers.slice(30).every((a) => a.status === 429)).toBe(true);
    // Whether an account exists never shows: the same status and the same bytes for both kinds.
    const distinct = (kind: boolean, list: typeof answers) => [...new Set(list.filter((a) => a.real === kind).map((a) => `${a.status} ${a.body}`))];
    expect(distinct(true, answers.slice(0, 30))).toEqual(distinct(false, answers.slice(0, 30)));
    expect(distinct(true, answers.slice(0, 30))).toHaveLength(1);
    expect(distinct(true, refused)).toEqual(distinct(false, refused));
    expect(JSON.parse(refused[0]!.body)).toMatchObject({ code: MESSAGE_CODES.rate_limited });
    // The owner with the right password is refused from that address too, and not from another.
    expect((await from('198.51.100.7', real[0]!, PASSWORD)).statusCode).toBe(429);
    expect(JSON.parse((await from('203.0.113.20', real[0]!, PASSWORD)).body)).toMatchObject({ code: 1 });
  });

  it('logs in by mobile with calling code, or by the number alone when it is unambiguous', async () => {
    const areas = (await h.get('/api/default/area_list')).data as { id: number; code: string }[];
    const gb = areas.find((a) => a.code === 'GB')!;
    await h.post('/api/notify/send_sms', { to: '07400 123456', area_id: gb.id, type: 1 });
    const reg = await h.post('/api/user/register', {
      type: 'mobile', mobile: '07400123456', area_id: gb.id, password: PASSWORD, re_password: PASSWORD, sms_code: h.lastCode('+447400123456'),
    });
    expect(reg.data.user).toMatchObject({ area_code: '44', phone: '7400123456' });
    expect((await h.post('/api/user/loginForU', { account: '07400 123456', area_id: gb.id, password: PASSWORD, login_type: 'mobile' })).code).toBe(1);
    expect((await h.post('/api/user/loginForU', { account: '7400123456', password: PASSWORD, login_type: 'mobile' })).code).toBe(1);
    expect((await h.post('/api/user/loginForU', { account: '7400123456', password: 'Wrong2026ok', login_type: 'mobile' })).code).toBe(
      MESSAGE_CODES.login_failed,
    );
  });
});

describe('sessions', () => {
  it('answers 999 without a token, with a made-up token, and after logout', async () => {
    const { token } = await registerByEmail(h, 'ta@example.com');
    expect((await h.get('/api/user/info')).code).toBe(999);
    expect((await h.get('/api/user/info', { token: 'x'.repeat(43) })).code).toBe(999);
    const out = await h.post('/api/user/logout', {}, { token });
    expect(out).toMatchObject({ code: 1, msg: 'Logout successful' });
    expect((await h.get('/api/user/info', { token })).code).toBe(999);
    expect((await h.get('/v1/api/main/wallet/getBalance', { token })).code).toBe(999);
  });

  it('stops a session another node ended as soon as the bus says so, though this node had just read it', async () => {
    const { token, user } = await registerByEmail(h, 'tb@example.com');
    const other = (await login('tb@example.com')).data.token as string;
    expect((await h.get('/api/user/info', { token })).code).toBe(1);
    expect((await h.get('/api/user/info', { token: other })).code).toBe(1);
    // Another node changes the password for `other`'s session: it ends every session but that one.
    const [kept] = await h.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(other)));
    await h.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, sha256(token)));
    h.bus.publish({ topic: SESSIONS_REVOKED_TOPIC, key: 'revoked', payload: JSON.stringify({ userId: user.id, exceptSessionId: kept!.id }) });
    expect((await h.get('/api/user/info', { token })).code).toBe(999);
    expect((await h.get('/api/user/info', { token: other })).code).toBe(1);
  });

  it('stores only a digest of the token', async () => {
    const { token } = await registerByEmail(h, 'ua@example.com');
    const rows = await h.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('ends a session left idle for 7 days, and any session after 30 days', async () => {
    const { token } = await registerByEmail(h, 'va@example.com');
    h.advance(6 * 24 * 3600_000);
    expect((await h.get('/api/user/info', { token })).code).toBe(1);
    h.advance(6 * 24 * 3600_000);
    expect((await h.get('/api/user/info', { token })).code).toBe(1); // used at day 6, so still fresh
    h.advance(7 * 24 * 3600_000 + 1000);
    expect((await h.get('/api/user/info', { token })).code).toBe(999);

    const second = (await login('va@example.com')).data.token as string;
    for (let day = 0; day < 30; day += 5) {
      h.advance(5 * 24 * 3600_000);
      const expected = day + 5 < 30 ? 1 : 999;
      expect((await h.get('/api/user/info', { token: second })).code).toBe(expected);
    }
  });

  it('accepts the token with or without the Bearer prefix', async () => {
    const { token } = await registerByEmail(h, 'wa@example.com');
    expect((await h.get('/api/user/info', { token: `Bearer ${token}` })).code).toBe(1);
  });

  it('shows each user only their own profile and balance', async () => {
    const a = await registerByEmail(h, 'xa@example.com');
    h.advance(61_000);
    const b = await registerByEmail(h, 'xb@example.com');
    expect((await h.get('/api/user/info', { token: a.token })).data.email).toBe('xa@example.com');
    expect((await h.get('/api/user/info', { token: b.token })).data.email).toBe('xb@example.com');
    // Ids in the query are ignored: there is no way to name another user.
    expect((await h.get(`/api/user/info?id=${b.user.id}&uid=${b.user.uid}`, { token: a.token })).data.id).toBe(a.user.id);
    const balance = await h.get('/v1/api/main/wallet/getBalance', { token: a.token });
    expect(balance.data).toEqual({ balance: 0, lock_balance: 0 });
  });
});

describe('password change', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { token } = await registerByEmail(h, 'ya@example.com');
    const other = (await login('ya@example.com')).data.token as string;
    const reply = await h.post('/api/user/amend_password', { old_password: PASSWORD, new_password: 'Fresh2026ok', re_password: 'Fresh2026ok' }, { token });
    expect(reply).toMatchObject({ code: 1, msg: 'Your password has been changed' });
    expect((await h.get('/api/user/info', { token })).code).toBe(1);
    expect((await h.get('/api/user/info', { token: other })).code).toBe(999);
    expect((await login('ya@example.com')).code).toBe(MESSAGE_CODES.login_failed);
    expect((await login('ya@example.com', 'Fresh2026ok')).code).toBe(1);
  });

  it('refuses a wrong current password, a repeated one and a mismatch', async () => {
    const { token } = await registerByEmail(h, 'za@example.com');
    const wrong = await h.post('/api/user/amend_password', { old_password: 'Wrong2026ok', new_password: 'Fresh2026ok', re_password: 'Fresh2026ok' }, { token });
    expect(wrong.code).toBe(MESSAGE_CODES.old_password_wrong);
    const same = await h.post('/api/user/amend_password', { old_password: PASSWORD, new_password: PASSWORD, re_password: PASSWORD }, { token });
    expect(same.code).toBe(MESSAGE_CODES.same_password);
    const mismatch = await h.post('/api/user/amend_password', { old_password: PASSWORD, new_password: 'Fresh2026ok', re_password: 'Fresh2026no' }, { token });
    expect(mismatch.code).toBe(MESSAGE_CODES.password_inconsistency);
    expect((await login('za@example.com')).code).toBe(1);
  });
});

describe('forgot password', () => {
  it('resets with an e-mailed code and ends every session', async () => {
    const { token } = await registerByEmail(h, 'ab@example.com');
    h.advance(61_000);
    expect((await h.post('/api/notify/send_email', { to: 'ab@example.com', type: 2 })).code).toBe(1);
    const message = h.outbox().pop()!;
    expect(message).toMatchObject({ type: 'reset' });
    const reply = await h.post('/api/user/forget_password', {
      type: 'email', account: 'ab@example.com', new_password: 'Reset2026ok', secondary_password: 'Reset2026ok', auth_code: message.code,
    });
    expect(reply).toMatchObject({ code: 1, msg: 'Your password has been reset' });
    expect((await h.get('/api/user/info', { token })).code).toBe(999);
    expect((await login('ab@example.com')).code).toBe(MESSAGE_CODES.login_failed);
    expect((await login('ab@example.com', 'Reset2026ok')).code).toBe(1);
  });

  it('counts reset guesses against the account through every spelling of its phone number', async () => {
    const areas = (await h.get('/api/default/area_list')).data as { id: number; code: string }[];
    const gb = areas.find((a) => a.code === 'GB')!;
    await h.post('/api/notify/send_sms', { to: '07400 654321', area_id: gb.id, type: 1 });
    await h.post('/api/user/register', {
      type: 'mobile', mobile: '07400654321', area_id: gb.id, password: PASSWORD, re_password: PASSWORD, sms_code: h.lastCode('+447400654321'),
    });
    h.advance(61_000);
    await h.post('/api/notify/send_sms', { to: '07400654321', area_id: gb.id, type: 2 });
    const right = h.lastCode('+447400654321');
    const spellings = ['7400654321', '07400654321', '447400654321', '00447400654321'];
    const reset = (account: string, code: string) =>
      h.post('/api/user/forget_password', {
        type: 'mobile', account, area_id: gb.id, new_password: 'Reset2026ok', secondary_password: 'Reset2026ok', auth_code: code,
      });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await reset(spellings[i % 4]!, String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'))).code);
    expect(answers.slice(0, 8).every((code) => code === MESSAGE_CODES.code_invalid)).toBe(true);
    expect(answers.slice(8).every((code) => code === MESSAGE_CODES.rate_limited)).toBe(true);
    h.advance(60 * 60_000);
    // Five guesses used the code up; the right one no longer resets anything.
    expect((await reset('07400654321', right)).code).toBe(MESSAGE_CODES.code_invalid);
  });

  it('answers an unknown address like a known one and sends no code', async () => {
    const reply = await h.post('/api/notify/send_email', { to: 'stranger@example.com', type: 2 });
    expect(reply.code).toBe(1);
    expect(h.outbox().pop()).toMatchObject({ type: 'notice', code: null });
    const reset = await h.post('/api/user/forget_password', {
      type: 'email', account: 'stranger@example.com', new_password: 'Reset2026ok', secondary_password: 'Reset2026ok', auth_code: '123456',
    });
    expect(reset.code).toBe(MESSAGE_CODES.code_invalid);
  });

  it('refuses mismatched passwords and a register code', async () => {
    await registerByEmail(h, 'ac@example.com');
    const registerCode = h.lastCode('ac@example.com');
    const mismatch = await h.post('/api/user/forget_password', {
      type: 'email', account: 'ac@example.com', new_password: 'Reset2026ok', secondary_password: 'Reset2026no', auth_code: registerCode,
    });
    expect(mismatch.code).toBe(MESSAGE_CODES.password_inconsistency);
    const wrongPurpose = await h.post('/api/user/forget_password', {
      type: 'email', account: 'ac@example.com', new_password: 'Reset2026ok', secondary_password: 'Reset2026ok', auth_code: registerCode,
    });
    expect(wrongPurpose.code).toBe(MESSAGE_CODES.code_invalid);
  });
});

describe('common passwords', () => {
  const COMMON = 'password1';
  const COMMON_CAPITALISED = 'Qwerty123';

  it('are refused at registration, in the caller’s language, before the code is used', async () => {
    await h.post('/api/notify/send_email', { to: 'cp@example.com', type: 1 });
    const code = h.lastCode('cp@example.com');
    const body = (password: string) => ({ type: 'email', account: 'cp@example.com', password, re_password: password, sms_code: code });
    expect(await h.post('/api/user/register', body(COMMON))).toMatchObject({
      code: MESSAGE_CODES.password_common,
      msg: 'This password appears in lists of leaked passwords and is easy to guess: please choose another',
    });
    expect((await h.post('/api/user/register', body(COMMON_CAPITALISED), { lang: 'de' })).msg).toBe(
      'Dieses Passwort steht in Listen geleakter Passwörter und ist leicht zu erraten: Bitte wählen Sie ein anderes',
    );
    expect((await h.post('/api/user/register', body(PASSWORD))).code).toBe(1);
  });

  it('are refused as a new password, on a change and on a reset, and the old one keeps working', async () => {
    const { token } = await registerByEmail(h, 'cq@example.com');
    const changed = await h.post('/api/user/amend_password', { old_password: PASSWORD, new_password: COMMON, re_password: COMMON }, { token });
    expect(changed.code).toBe(MESSAGE_CODES.password_common);
    h.advance(61_000);
    await h.post('/api/notify/send_email', { to: 'cq@example.com', type: 2 });
    const reset = await h.post('/api/user/forget_password', {
      type: 'email', account: 'cq@example.com', new_password: COMMON_CAPITALISED, secondary_password: COMMON_CAPITALISED, auth_code: h.lastCode('cq@example.com'),
    });
    expect(reset.code).toBe(MESSAGE_CODES.password_common);
    expect((await login('cq@example.com')).code).toBe(1);
    expect((await h.get('/api/user/info', { token })).code).toBe(1);
  });
});

describe('logs', () => {
  it('never contain passwords, codes or tokens', async () => {
    const { token } = await registerByEmail(h, 'ad@example.com');
    const code = h.lastCode('ad@example.com');
    await login('ad@example.com');
    await h.get('/api/user/info', { token });
    const logs = h.logs();
    expect(logs).toContain('message written to the outbox');
    expect(logs).not.toContain(PASSWORD);
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(token);
  });
});

describe('frozen users', () => {
  it('cannot log in and their sessions stop working', async () => {
    const { token, user } = await registerByEmail(h, 'ae@example.com');
    const { users } = await import('../src/db/schema.js');
    await h.database.db.update(users).set({ status: 'frozen' }).where(eq(users.id, user.id));
    expect((await h.get('/api/user/info', { token })).code).toBe(999);
    expect((await login('ae@example.com')).code).toBe(MESSAGE_CODES.account_frozen);
  });
});
