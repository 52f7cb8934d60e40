/**
 * What a trader is told, and what they can end: one notice, in their language, for each payout
 * method bound, withdrawal asked for, password change, factor added or removed, recovery code
 * used or renewed, and login from a new device; and the list of their sessions, each of which
 * they can sign out (at once on every node and live socket).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from '@leverline/contract';
import { SESSIONS_REVOKED_TOPIC } from '../src/ws/gateway.js';
import { PASSWORD, useHarness, type OutboxMessage } from './support/harness.js';
import { bindCoinAddress, fund, postWith, realTrader, staffMember, setUpChannels } from './support/funding.js';
import { enrolTotp, grantStepUp, stepUpByTotp } from './support/security.js';

const h = useHarness();
// A new installation has no funding channels: the broker enters them in the console first.
beforeEach(async () => {
  await setUpChannels(h);
});

const notices = (to: string) => h.outbox().filter((m) => m.to === to && m.type.startsWith('notice.'));
const only = (to: string, type: string): OutboxMessage[] => notices(to).filter((m) => m.type === type);

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A login from a phone: with the app's device id, or (undefined) recognised by its user agent. */
async function loginFrom(email: string, deviceId: string | undefined, options: { lang?: string; ua?: string } = {}) {
  const res = await h.app.http.inject({
    method: 'POST',
    url: '/api/user/loginForU',
    headers: { lang: options.lang ?? 'en', ...(options.ua === undefined ? { 'user-agent': CHROME_ANDROID } : options.ua ? { 'user-agent': options.ua } : {}) },
    payload: { account: email, password: PASSWORD, login_type: 'email', ...(deviceId ? { device_id: deviceId } : {}) },
  });
  return res.json<{ code: number; data: { token: string } }>();
}

describe('security notices', () => {
  it('tells of a new payout method and of each withdrawal, once each, with what and when', async () => {
    h.setTime(new Date('2026-11-27T09:30:00Z'));
    const t = await realTrader(h);
    await fund(h, t, await staffMember(h, 'finance'), '300');
    const method = await bindCoinAddress(h, t, 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio');
    const bound = only(t.email, 'notice.payout_method');
    expect(bound).toHaveLength(1);
    expect(bound[0]).toMatchObject({ channel: 'email', code: null, subject: 'A collection account was added to your Leverline account' });
    expect(bound[0]!.text).toContain('USDT-TRC20 TQ5NMq…ujio');
    expect(bound[0]!.text).toContain('It can receive withdrawals from Nov 28, 2026, 9:30 AM UTC.');
    expect(bound[0]!.text).toContain('If this was not you, change your password now');

    h.advance(24 * 3600_000);
    const asked = await postWith(h, '/api/account/draw', { draw_currency_id: 1, number: '120.5', draw_method_id: method, step_up_token: await grantStepUp(h, t, 'withdraw') }, t.token, {
      'idempotency-key': 'notice-once-0001',
    });
    expect(asked.code, asked.msg).toBe(1);
    // A repeat of the same request answers the first record and sends nothing more.
    await postWith(h, '/api/account/draw', { draw_currency_id: 1, number: '120.5', draw_method_id: method, step_up_token: 'spent' }, t.token, {
      'idempotency-key': 'notice-once-0001',
    });
    const drawn = only(t.email, 'notice.withdrawal');
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.text).toContain('A withdrawal of 120.50 USD to USDT-TRC20 TQ5NMq…ujio was requested on Nov 28, 2026');
    expect(notices(t.email)).toHaveLength(2);
  });

  it('tells of a password change', async () => {
    const t = await realTrader(h);
    const changed = await h.post('/api/user/amend_password', { old_password: PASSWORD, new_password: 'Better2026pass', re_password: 'Better2026pass' }, { token: t.token });
    expect(changed.code).toBe(1);
    expect(only(t.email, 'notice.password')).toHaveLength(1);
    expect(notices(t.email)).toHaveLength(1);
  });

  it('tells of each factor added or removed and of recovery codes used or renewed, once each', async () => {
    const t = await realTrader(h);
    const { secret, recoveryCodes } = await enrolTotp(h, t);
    expect(only(t.email, 'notice.factor_added')).toHaveLength(1);
    expect(only(t.email, 'notice.factor_added')[0]!.text).toMatch(/^A second factor \(authenticator app\) was added to your Leverline account on /);

    const used = await h.post('/api/security/step_up/verify', { purpose: 'withdraw', method: 'recovery', code: recoveryCodes[0] }, { token: t.token });
    expect(used.code).toBe(1);
    expect(only(t.email, 'notice.recovery_used')).toHaveLength(1);
    expect(only(t.email, 'notice.recovery_used')[0]!.text).toContain('9 unused codes are left.');

    await h.post('/api/security/recovery/renew', { step_up_token: await stepUpByTotp(h, t, secret, 'recovery_codes') }, { token: t.token });
    expect(only(t.email, 'notice.recovery_renewed')).toHaveLength(1);

    await h.post('/api/security/totp/remove', { step_up_token: await stepUpByTotp(h, t, secret, 'remove_factor') }, { token: t.token });
    expect(only(t.email, 'notice.factor_removed')).toHaveLength(1);
    expect(notices(t.email)).toHaveLength(4);
  });

  it('tells of a login from a new device, in the language of that login, and not of a device already known', async () => {
    // Registered without a device id: the registering browser is known by its user agent.
    const t = await realTrader(h);
    expect((await loginFrom(t.email, undefined, { ua: 'lightMyRequest' })).code).toBe(1);
    expect(notices(t.email)).toHaveLength(0);
    const fresh = await loginFrom(t.email, 'device-new-00002', { lang: 'de' });
    expect(fresh.code).toBe(1);
    await loginFrom(t.email, 'device-new-00002', { lang: 'de' });
    const told = only(t.email, 'notice.new_device');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Chrome 131 · Android');
    expect(told[0]!.text).toContain('127.0.0.1');
    expect(told[0]!.subject).toBe('Neue Anmeldung bei Ihrem Leverline-Konto');
    expect(notices(t.email)).toHaveLength(1);
  });

  it('goes by SMS to a phone-only account', async () => {
    await h.setSetting('is_show_mobile', '3');
    await h.post('/api/notify/send_sms', { to: '0912345678', type: 1 });
    const registered = await h.post('/api/user/register', { type: 'mobile', account: '0912345678', password: PASSWORD, re_password: PASSWORD, sms_code: h.lastCode('0912345678') });
    expect(registered.code, registered.msg).toBe(1);
    const token = registered.data.token as string;
    await h.post('/api/user/amend_password', { old_password: PASSWORD, new_password: 'Better2026pass', re_password: 'Better2026pass' }, { token });
    const sms = h.outbox().filter((m) => m.type === 'notice.password');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to: '0912345678', channel: 'sms' });
    // A step-up code goes to the same phone.
    const started = await h.post('/api/security/step_up/start', { purpose: 'withdraw', method: 'code' }, { token });
    expect(started.data.code_to).toBe('•••• 5678');
    expect(h.outbox().pop()).toMatchObject({ to: '0912345678', channel: 'sms', type: 'step_up' });
  });
});

describe('sessions', () => {
  it('are listed with the device, address and last use, this one first and marked', async () => {
    const t = await realTrader(h);
    h.advance(120_000);
    await loginFrom(t.email, 'device-other-001');
    const list = await h.get('/api/security/sessions', { token: t.token });
    expect(list.code).toBe(1);
    expect(list.data).toHaveLength(2);
    expect(list.data[0]).toMatchObject({ current: true, ip: '127.0.0.1' });
    expect(list.data[1]).toMatchObject({ current: false, device: 'Chrome 131 · Android', user_agent: CHROME_ANDROID });
  });

  it('are signed out one by one, at once on every node, but not the one in use', async () => {
    const t = await realTrader(h);
    const other = await loginFrom(t.email, 'device-other-001');
    const list = await h.get('/api/security/sessions', { token: t.token });
    const [mine, theirs] = list.data as { id: number }[];
    expect((await h.get('/api/user/info', { token: other.data.token })).code).toBe(1);
    const self = await h.post('/api/security/sessions/revoke', { id: mine!.id }, { token: t.token });
    expect(self.code).toBe(MESSAGE_CODES.session_is_current);
    const revoked = await h.post('/api/security/sessions/revoke', { id: theirs!.id }, { token: t.token });
    expect(revoked.code).toBe(1);
    expect(revoked.msg).toBe('The session has been signed out');
    expect((await h.get('/api/user/info', { token: other.data.token })).code).toBe(MESSAGE_CODES.session_invalid);
    expect(h.published().filter((m) => m.topic === SESSIONS_REVOKED_TOPIC).map((m) => JSON.parse(m.payload))).toContainEqual({ sessionId: theirs!.id });
    expect((await h.post('/api/security/sessions/revoke', { id: theirs!.id }, { token: t.token })).code).toBe(MESSAGE_CODES.session_not_found);
  });

  it("cannot end another user's session", async () => {
    const a = await realTrader(h);
    const b = await realTrader(h);
    const [sessionOfA] = (await h.get('/api/security/sessions', { token: a.token })).data as { id: number }[];
    const reply = await h.post('/api/security/sessions/revoke', { id: sessionOfA!.id }, { token: b.token });
    expect(reply.code).toBe(MESSAGE_CODES.session_not_found);
    expect((await h.get('/api/user/info', { token: a.token })).code).toBe(1);
  });

  it('are all signed out but this one with "sign out everywhere else"', async () => {
    const t = await realTrader(h);
    const phone = await loginFrom(t.email, 'device-phone-001');
    const tablet = await loginFrom(t.email, 'device-tablet-01');
    const reply = await h.post('/api/security/sessions/revoke_others', {}, { token: t.token });
    expect(reply.data).toEqual({ count: 2 });
    for (const s of [phone, tablet]) expect((await h.get('/api/user/info', { token: s.data.token })).code).toBe(MESSAGE_CODES.session_invalid);
    expect((await h.get('/api/user/info', { token: t.token })).code).toBe(1);
    expect((await h.get('/api/security/sessions', { token: t.token })).data).toHaveLength(1);
  });
});
