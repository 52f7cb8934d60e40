import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { users, verificationCodes } from '../src/db/schema.js';
import { PASSWORD, registerByEmail, useHarness } from './support/harness.js';

const h = useHarness();
const userCount = async () => (await h.database.db.select({ n: count() }).from(users))[0]!.n;

async function sendEmailCode(to: string, type = 1) {
  return h.post('/api/notify/send_email', { to, type });
}

function registerBody(email: string, code: string, extra: Record<string, unknown> = {}) {
  return { type: 'email', account: email, password: PASSWORD, re_password: PASSWORD, sms_code: code, ...extra };
}

describe('registration by e-mail code', () => {
  it('sends a 6-digit code to the outbox and registers with it, returning a working session', async () => {
    const sent = await sendEmailCode('Ana@Example.com');
    expect(sent).toMatchObject({ code: 1, msg: 'The verification code has been sent', data: { resend_after: 60 } });
    const [message] = h.outbox();
    expect(message).toMatchObject({ to: 'ana@example.com', channel: 'email', type: 'register' });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.text).toContain(message!.code);

    const reply = await h.post('/api/user/register', registerBody('ana@example.com', message!.code!), { form: true });
    expect(reply.code).toBe(1);
    expect(reply.msg).toBe('Registration successful');
    expect(reply.data.user).toMatchObject({ email: 'ana@example.com', is_demo: 0, account_kind: 'real', balance: 0 });
    expect(reply.data.token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url

    const info = await h.get('/api/user/info', { token: reply.data.token });
    expect(info.data.uid).toBe(reply.data.user.uid);
  });

  it('refuses a wrong code and counts the wrong guess', async () => {
    await sendEmailCode('bo@example.com');
    const right = h.lastCode('bo@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    const reply = await h.post('/api/user/register', registerBody('bo@example.com', wrong));
    expect(reply).toMatchObject({ code: MESSAGE_CODES.code_invalid, msg: 'The verification code is wrong or has expired' });
    expect(await userCount()).toBe(0);
  });

  it('burns a code after five wrong guesses, even for the right one afterwards', async () => {
    await sendEmailCode('cy@example.com');
    const right = h.lastCode('cy@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await h.post('/api/user/register', registerBody('cy@example.com', wrong));
    const reply = await h.post('/api/user/register', registerBody('cy@example.com', right));
    expect(reply.code).toBe(MESSAGE_CODES.code_invalid);
  });

  it('judges at most five guesses against one code, however many arrive at once', async () => {
    await sendEmailCode('cz@example.com');
    const right = h.lastCode('cz@example.com');
    const wrongs = Array.from({ length: 40 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));
    // Forty guesses in parallel from forty addresses (each well inside its own limit).
    const answers = await Promise.all(
      wrongs.map((code, i) =>
        h.app.http.inject({
          method: 'POST',
          url: '/api/user/register',
          remoteAddress: `198.51.100.${i + 1}`,
          headers: { lang: 'en' },
          payload: registerBody('cz@example.com', code),
        }),
      ),
    );
    expect(answers.every((a) => (JSON.parse(a.body) as { code: number }).code === MESSAGE_CODES.code_invalid)).toBe(true);
    const [row] = await h.database.db.select().from(verificationCodes).where(eq(verificationCodes.address, 'cz@example.com'));
    expect(row!.attempts).toBe(5);
    expect((await h.post('/api/user/register', registerBody('cz@example.com', right))).code).toBe(MESSAGE_CODES.code_invalid);
    expect(await userCount()).toBe(0);
  });

  it('refuses an expired code (valid 10 minutes)', async () => {
    await sendEmailCode('di@example.com');
    h.advance(10 * 60_000 + 1000);
    const reply = await h.post('/api/user/register', registerBody('di@example.com', h.lastCode('di@example.com')));
    expect(reply.code).toBe(MESSAGE_CODES.code_invalid);
  });

  it('refuses a code that was already used', async () => {
    await registerByEmail(h, 'ed@example.com');
    const reply = await h.post('/api/user/register', registerBody('ed@example.com', h.lastCode('ed@example.com')));
    expect(reply.code).toBe(MESSAGE_CODES.code_invalid);
  });

  it('does not resend within 60 seconds, then does', async () => {
    await sendEmailCode('fa@example.com');
    h.advance(20_000);
    const again = await sendEmailCode('fa@example.com');
    expect(again).toMatchObject({ code: MESSAGE_CODES.code_too_soon, msg: 'Please wait 40 seconds before requesting another code' });
    h.advance(40_000);
    expect((await sendEmailCode('fa@example.com')).code).toBe(1);
    expect(h.outbox()).toHaveLength(2);
  });

  it('caps codes per address per hour', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendEmailCode('gi@example.com')).code).toBe(1);
      h.advance(61_000);
    }
    expect((await sendEmailCode('gi@example.com')).code).toBe(MESSAGE_CODES.code_limit);
    h.advance(3600_000);
    expect((await sendEmailCode('gi@example.com')).code).toBe(1);
  });

  it('caps codes per network address per hour', async () => {
    for (let i = 0; i < 20; i++) expect((await sendEmailCode(`many${i}@example.com`)).code).toBe(1);
    expect((await sendEmailCode('one-more@example.com')).code).toBe(MESSAGE_CODES.code_limit);
  });

  it('answers an existing address the same way but mails a notice instead of a code', async () => {
    await registerByEmail(h, 'ho@example.com');
    h.advance(61_000);
    const reply = await sendEmailCode('ho@example.com');
    expect(reply.code).toBe(1);
    const notice = h.outbox().pop()!;
    expect(notice).toMatchObject({ to: 'ho@example.com', type: 'notice', code: null });
    expect(notice.text).toContain('already exists');
  });

  it('checks password rules and the repeated password before anything is written', async () => {
    await sendEmailCode('iv@example.com');
    const code = h.lastCode('iv@example.com');
    const mismatch = await h.post('/api/user/register', registerBody('iv@example.com', code, { re_password: 'Other2026ok' }));
    expect(mismatch).toMatchObject({ code: MESSAGE_CODES.password_inconsistency, msg: 'Password inconsistency' });
    const weak = await h.post('/api/user/register', registerBody('iv@example.com', code, { password: 'short1', re_password: 'short1' }));
    expect(weak.code).toBe(MESSAGE_CODES.password_rule);
    const noDigit = await h.post('/api/user/register', registerBody('iv@example.com', code, { password: 'onlyletters', re_password: 'onlyletters' }));
    expect(noDigit.code).toBe(MESSAGE_CODES.password_rule);
    const missing = await h.post('/api/user/register', { type: 'email', account: 'iv@example.com', sms_code: code });
    expect(missing).toMatchObject({ code: MESSAGE_CODES.password_required, msg: 'Please enter password' });
    const noCode = await h.post('/api/user/register', { type: 'email', account: 'iv@example.com', password: PASSWORD, re_password: PASSWORD });
    expect(noCode.code).toBe(MESSAGE_CODES.code_required);
    const badEmail = await h.post('/api/user/register', registerBody('not-an-email', code));
    expect(badEmail.code).toBe(MESSAGE_CODES.email_invalid);
    expect(await userCount()).toBe(0);
    // The code survived the refused attempts.
    expect((await h.post('/api/user/register', registerBody('iv@example.com', code))).code).toBe(1);
  });

  it('records the inviter and refuses an unknown invitation code', async () => {
    const inviter = await registerByEmail(h, 'jo@example.com');
    await sendEmailCode('ka@example.com');
    const code = h.lastCode('ka@example.com');
    const unknown = await h.post('/api/user/register', registerBody('ka@example.com', code, { invite_code: 'NOSUCH99' }));
    expect(unknown.code).toBe(MESSAGE_CODES.invite_invalid);
    const reply = await h.post('/api/user/register', registerBody('ka@example.com', code, { invite_code: inviter.user.invite_code.toLowerCase() }));
    expect(reply.code).toBe(1);
    const [row] = await h.database.db.select().from(users).where(eq(users.id, reply.data.user.id));
    expect(row!.inviterId).toBe(inviter.user.id);
  });

  it('answers in the language of the request, hk by default and for tw', async () => {
    const get = async (lang?: string) =>
      (
        await h.app.http.inject({
          method: 'POST',
          url: '/api/user/register',
          headers: lang ? { lang } : {},
          payload: { type: 'email', account: 'x@example.com', sms_code: '1' },
        })
      ).json<{ msg: string }>().msg;
    expect(await get('en')).toBe('Please enter password');
    const hk = await get(undefined);
    expect(hk).not.toBe('Please enter password');
    expect(await get('tw')).toBe(hk);
    expect(await get('hk')).toBe(hk);
    expect(await get('de')).not.toBe(hk);
  });
});

describe('registration by mobile', () => {
  it('sends an SMS code to calling code + number and registers with it', async () => {
    const areas = await h.get('/api/default/area_list');
    const hk = areas.data.find((a: { code: string }) => a.code === 'HK');
    expect(hk.global_code).toBe('852');
    const sent = await h.post('/api/notify/send_sms', { to: '5123 4567', area_id: hk.id, type: 1 });
    expect(sent.code).toBe(1);
    const message = h.outbox().pop()!;
    expect(message).toMatchObject({ to: '+85251234567', channel: 'sms', type: 'register' });
    const reply = await h.post('/api/user/register', {
      type: 'mobile',
      mobile: '51234567',
      area_id: hk.id,
      password: PASSWORD,
      re_password: PASSWORD,
      sms_code: message.code,
    });
    expect(reply.code).toBe(1);
    expect(reply.data.user).toMatchObject({ area_code: '852', phone: '51234567', email: null });
  });

  it('asks for a calling code when the setting shows one, and refuses impossible numbers', async () => {
    const noArea = await h.post('/api/notify/send_sms', { to: '51234567', type: 1 });
    expect(noArea.code).toBe(MESSAGE_CODES.area_required);
    const areas = await h.get('/api/default/area_list');
    const us = areas.data.find((a: { code: string }) => a.code === 'US');
    const bad = await h.post('/api/notify/send_sms', { to: '12345', area_id: us.id, type: 1 });
    expect(bad.code).toBe(MESSAGE_CODES.phone_invalid);
    expect(h.outbox()).toHaveLength(0);
  });

  it('takes the bare number when is_show_mobile is 3', async () => {
    await h.setSetting('is_show_mobile', '3');
    expect((await h.get('/api/default/setting?key=is_show_mobile')).data).toEqual({ key: 'is_show_mobile', value: 3 });
    expect((await h.post('/api/notify/send_sms', { to: '0912345678', type: 1 })).code).toBe(1);
    const reply = await h.post('/api/user/register', {
      type: 'mobile',
      account: '0912345678',
      password: PASSWORD,
      re_password: PASSWORD,
      sms_code: h.lastCode('0912345678'),
    });
    expect(reply.data.user).toMatchObject({ area_code: null, phone: '0912345678' });
    const login = await h.post('/api/user/loginForU', { account: '0912345678', password: PASSWORD, login_type: 'mobile' });
    expect(login.code).toBe(1);
  });
});

describe('registration by picture code (verify_reg_type 2)', () => {
  it('registers with a single-use captcha and refuses it the second time', async () => {
    await h.setSetting('verify_reg_type', '2');
    expect((await h.get('/api/basicSet/getBasicInfo')).data.verify_reg_type).toBe(2);
    const captcha = await h.get('/api/common/captcha');
    expect(captcha.data.b64s).toMatch(/^data:image\/svg\+xml;base64,/);
    const answer = h.lastCaptchaText();
    const body = { type: 'email', account: 'lu@example.com', password: PASSWORD, re_password: PASSWORD, key: captcha.data.id, sms_code: answer.toUpperCase() };
    expect((await h.post('/api/user/register', body)).code).toBe(1);
    const reused = await h.post('/api/user/register', { ...body, account: 'mo@example.com' });
    expect(reused.code).toBe(MESSAGE_CODES.captcha_invalid);
  });

  it('refuses a wrong answer and uses the captcha up', async () => {
    await h.setSetting('verify_reg_type', '2');
    const captcha = await h.get('/api/common/captcha');
    const body = { type: 'email', account: 'nu@example.com', password: PASSWORD, re_password: PASSWORD, key: captcha.data.id };
    expect((await h.post('/api/user/register', { ...body, sms_code: 'zzzz' })).code).toBe(MESSAGE_CODES.captcha_invalid);
    expect((await h.post('/api/user/register', { ...body, sms_code: h.lastCaptchaText() })).code).toBe(MESSAGE_CODES.captcha_invalid);
    expect(await userCount()).toBe(0);
  });

  it('refuses an expired captcha (5 minutes)', async () => {
    await h.setSetting('verify_reg_type', '2');
    const captcha = await h.get('/api/common/captcha');
    h.advance(5 * 60_000 + 1000);
    const reply = await h.post('/api/user/register', {
      type: 'email', account: 'ol@example.com', password: PASSWORD, re_password: PASSWORD, key: captcha.data.id, sms_code: h.lastCaptchaText(),
    });
    expect(reply.code).toBe(MESSAGE_CODES.captcha_invalid);
  });
});

describe('concurrent registration', () => {
  it('creates one user when the same code is submitted twice at once', async () => {
    await sendEmailCode('pa@example.com');
    const body = registerBody('pa@example.com', h.lastCode('pa@example.com'));
    const replies = await Promise.all([h.post('/api/user/register', body), h.post('/api/user/register', body)]);
    const [winner, loser] = [...replies].sort((a, b) => a.code - b.code);
    expect(winner!.code).toBe(1);
    // Which refusal the second request gets depends on how far the first has gone: the code is
    // used up (code_invalid) or the account already exists (account_exists). Never a second user.
    expect([MESSAGE_CODES.code_invalid, MESSAGE_CODES.account_exists]).toContain(loser!.code);
    expect(await userCount()).toBe(1);
  });
});
