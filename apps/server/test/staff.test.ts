/** Staff sign-in with TOTP, staff sessions, permissions and the append-only audit log. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { auditLog } from '../src/db/schema.js';
import { currentTotp, newTotpSecret } from '../src/modules/staff/totp.js';
import { STAFF_IDLE_MS } from '../src/modules/staff/staff.service.js';
import { useHarness } from './support/harness.js';
import { realTrader, STAFF_PASSWORD, staffMember } from './support/funding.js';

const h = useHarness();

const login = (body: Record<string, string>) => h.post('/admin/api/login', body);

describe('staff sign-in', () => {
  it('asks owner and finance for a TOTP code, accepts the current one once, and refuses a wrong one', async () => {
    const secret = newTotpSecret();
    await h.app.staff.create({ email: 'owner@leverline.example', password: STAFF_PASSWORD, role: 'owner', totpSecret: secret }, h.now());
    const base = { email: 'owner@leverline.example', password: STAFF_PASSWORD };
    const wrongPassword = await login({ email: base.email, password: 'not-the-password', otp: '123456' });
    expect(wrongPassword.code).toBe(MESSAGE_CODES.login_failed);
    // A right password without its code, or with a wrong one, answers exactly like a wrong
    // password: the answer never confirms a password.
    for (const otp of ['', String((Number(currentTotp(secret, h.now())) + 1) % 1_000_000).padStart(6, '0')]) {
      const refused = await login({ ...base, otp });
      expect(refused).toMatchObject({ status: wrongPassword.status, code: wrongPassword.code, msg: wrongPassword.msg });
    }
    const code = currentTotp(secret, h.now());
    const ok = await login({ ...base, otp: code });
    expect(ok.code).toBe(1);
    expect(ok.data.staff).toEqual({ id: 1, email: 'owner@leverline.example', role: 'owner', totp_enabled: true });
    expect(ok.data.token).toMatch(/^stf_/);
    // A code seen once cannot sign in again (someone who watched it gets nothing).
    expect((await login({ ...base, otp: code })).code).toBe(MESSAGE_CODES.login_failed);
    h.advance(30_000);
    expect((await login({ ...base, otp: currentTotp(secret, h.now()) })).code).toBe(1);
  });

  it('never lets an owner or finance member in without a second factor', async () => {
    await h.app.staff.create({ email: 'support@leverline.example', password: STAFF_PASSWORD, role: 'support', totpSecret: null }, h.now());
    expect((await login({ email: 'support@leverline.example', password: STAFF_PASSWORD })).code).toBe(1);
    await expect(
      h.app.staff.create({ email: 'fin@leverline.example', password: STAFF_PASSWORD, role: 'finance', totpSecret: null }, h.now()),
    ).rejects.toThrow(/TOTP/);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    await h.app.staff.create({ email: 'support@leverline.example', password: STAFF_PASSWORD, role: 'support', totpSecret: null }, h.now());
    const wrong = await login({ email: 'support@leverline.example', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@leverline.example', password: 'not-the-password' });
    expect(wrong.code).toBe(MESSAGE_CODES.login_failed);
    expect(unknown).toMatchObject({ code: wrong.code, msg: wrong.msg });
  });

  it('never locks a member out for signing in from many tabs, and says when a lockout ends', async () => {
    await h.app.staff.create({ email: 'tabs@leverline.example', password: STAFF_PASSWORD, role: 'support', totpSecret: null }, h.now());
    const member = { email: 'tabs@leverline.example', password: STAFF_PASSWORD };
    for (let i = 0; i < 8; i++) expect((await login(member)).code).toBe(1);
    for (let i = 0; i < 5; i++) expect((await login({ ...member, password: 'not-the-password' })).code).toBe(MESSAGE_CODES.login_failed);
    const locked = await login(member);
    expect(locked).toMatchObject({ status: 429, code: MESSAGE_CODES.rate_limited, msg: 'Too many attempts. Please try again in 15 min' });
    expect(locked.headers['retry-after']).toBe('900');
    h.advance(15 * 60_000);
    expect((await login(member)).code).toBe(1);
  });

  it('writes failed sign-ins and refused calls into the audit log', async () => {
    await h.app.staff.create({ email: 'support@leverline.example', password: STAFF_PASSWORD, role: 'support', totpSecret: null }, h.now());
    await login({ email: 'support@leverline.example', password: 'not-the-password' });
    await login({ email: 'nobody@leverline.example', password: 'not-the-password' });
    const support = await login({ email: 'support@leverline.example', password: STAFF_PASSWORD });
    expect((await h.get('/admin/api/audit', { token: support.data.token as string })).status).toBe(403);
    const rows = await h.database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.staffEmail, r.targetType, r.targetId, r.after])).toEqual([
      ['staff.login_failed', 'support@leverline.example', 'staff', '1', { reason: 'password' }],
      ['staff.login_failed', 'nobody@leverline.example', 'staff', '', { reason: 'unknown' }],
      ['staff.login', 'support@leverline.example', 'staff', '1', null],
      ['staff.forbidden', 'support@leverline.example', 'call', '/admin/api/audit', null],
    ]);
  });

  it('ends a session after 30 idle minutes and on logout', async () => {
    const s = await staffMember(h, 'finance');
    expect((await h.get('/admin/api/me', { token: s.token })).data).toMatchObject({ email: s.email, role: 'finance' });
    h.advance(STAFF_IDLE_MS - 60_000);
    expect((await h.get('/admin/api/me', { token: s.token })).code).toBe(1);
    h.advance(STAFF_IDLE_MS);
    expect((await h.get('/admin/api/me', { token: s.token })).code).toBe(999);
    const again = await staffMember(h, 'support');
    expect((await h.post('/admin/api/logout', {}, { token: again.token })).code).toBe(1);
    expect((await h.get('/admin/api/me', { token: again.token })).code).toBe(999);
  });

  it('keeps trader and staff sessions apart', async () => {
    const t = await realTrader(h);
    const s = await staffMember(h, 'owner');
    expect((await h.get('/admin/api/me', { token: t.token })).code).toBe(999);
    expect((await h.get('/api/user/info', { token: s.token })).code).toBe(999);
  });
});

describe('audit log', () => {
  it('records sign-ins and shows the log to the owner only', async () => {
    const owner = await staffMember(h, 'owner');
    const finance = await staffMember(h, 'finance');
    const log = await h.get('/admin/api/audit?page=1', { token: owner.token });
    expect(log.code).toBe(1);
    expect(log.data.data.map((e: { action: string; staff_email: string }) => `${e.action} ${e.staff_email}`)).toEqual([
      `staff.login ${finance.email}`,
      `staff.login ${owner.email}`,
    ]);
    expect((await h.get('/admin/api/audit', { token: finance.token })).code).toBe(MESSAGE_CODES.staff_forbidden);
  });

  it('narrows the log by staff member, action, object and UTC day', async () => {
    const owner = await staffMember(h, 'owner');
    const finance = await staffMember(h, 'finance');
    await h.post('/admin/api/funding/bank_coin/save', { name: 'USD', usd_rate: '1' }, { token: finance.token });
    const listed = async (query: string) => {
      const reply = await h.get(`/admin/api/audit?${query}`, { token: owner.token });
      expect(reply.code, reply.msg).toBe(1);
      return (reply.data.data as { action: string; staff_email: string }[]).map((e) => `${e.action} ${e.staff_email}`);
    };
    expect(await listed(`staff=${encodeURIComponent(finance.email.slice(0, 9))}`)).toEqual([`bank_coin.create ${finance.email}`, `staff.login ${finance.email}`]);
    expect(await listed('action=staff.login')).toEqual([`staff.login ${finance.email}`, `staff.login ${owner.email}`]);
    // A prefix ending in a dot takes every action of that kind; "_" and "%" are letters.
    expect(await listed('action=bank_coin.')).toEqual([`bank_coin.create ${finance.email}`]);
    expect(await listed('action=bank%25')).toEqual([]);
    expect(await listed('target_type=bank_coin&target_id=1')).toEqual([`bank_coin.create ${finance.email}`]);
    const today = h.now().toISOString().slice(0, 10);
    const yesterday = new Date(h.now().getTime() - 24 * 3600_000).toISOString().slice(0, 10);
    expect(await listed(`from=${today}&to=${today}`)).toHaveLength(3);
    expect(await listed(`from=${yesterday}&to=${yesterday}`)).toEqual([]);
    for (const bad of [`from=${today}&to=${yesterday}`, 'from=2026-02-30', 'to=yesterday']) {
      expect((await h.get(`/admin/api/audit?${bad}`, { token: owner.token })).code, bad).toBe(MESSAGE_CODES.invalid_param);
    }
  });

  it('refuses to change or delete an entry, even from inside the database', async () => {
    await staffMember(h, 'owner');
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await refusal(h.database.db.execute(sql`update audit_log set action = 'nothing'`))).toMatch(/append-only/);
    expect(await refusal(h.database.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    // TRUNCATE fires no row trigger: a statement trigger of its own refuses it.
    expect(await refusal(h.database.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    expect(await refusal(h.database.db.execute(sql`truncate audit_log, staff_sessions restart identity cascade`))).toMatch(/append-only/);
    expect(await h.database.db.select().from(auditLog)).toHaveLength(1);
  });
});
