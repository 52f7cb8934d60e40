/**
 * Money out needs more than a session token: a withdrawal and binding a payout method carry a
 * step-up token (single use, 5 minutes, this session, this purpose), and a newly bound method
 * waits out its cooling-off before it receives a withdrawal. Every refusal changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { accounts, payoutMethods, stepUpTokens, withdrawals } from '../src/db/schema.js';
import { PASSWORD, useHarness } from './support/harness.js';
import { expectLedgerHolds } from './support/trading.js';
import { fund, postWith, realTrader, staffMember, trc20Address, type RealTrader, setUpChannels } from './support/funding.js';
import { enrolTotp, grantStepUp, stepUpByCode, stepUpByTotp } from './support/security.js';

const h = useHarness();
// A new installation has no funding channels: the broker enters them in the console first.
beforeEach(async () => {
  await setUpChannels(h);
});
afterEach(async () => {
  await expectLedgerHolds(h);
});

const ask = (method: number, extra: Record<string, string | number> = {}) => ({ draw_currency_id: 1, number: '100', draw_method_id: method, ...extra });
const withdraw = (t: { token: string }, body: Record<string, string | number>) => postWith(h, '/api/account/draw', body, t.token);
const bind = (t: { token: string }, body: Record<string, string | number>) =>
  h.post('/api/wallet/bind_draw_method', { draw_id: 1, type: 1, ...body }, { token: t.token, form: true });

async function counts() {
  const db = h.database.db;
  return {
    withdrawals: (await db.select().from(withdrawals)).length,
    methods: (await db.select().from(payoutMethods)).length,
    balances: (await db.select().from(accounts)).map((a) => `${a.id}:${a.balance}:${a.lockBalance}`).sort(),
  };
}

/** A funded trader with a USDT-TRC20 address bound a day ago (past its cooling-off). */
async function readyTrader(usd = '500'): Promise<RealTrader & { method: number }> {
  const t = await realTrader(h);
  await fund(h, t, await staffMember(h, 'finance'), usd);
  const bound = await bind(t, { dc_address: trc20Address(), step_up_token: await stepUpByCode(h, t, 'bind_payout') });
  expect(bound.code, bound.msg).toBe(1);
  h.advance(24 * 3600_000);
  return { ...t, method: bound.data.id as number };
}

describe('a stolen session token', () => {
  it('can neither bind an address nor withdraw without a fresh second factor, and nothing changes', async () => {
    const t = await readyTrader();
    const before = await counts();
    // What a thief holding only the token sends.
    const bound = await bind(t, { dc_address: trc20Address() });
    expect(bound.code).toBe(MESSAGE_CODES.step_up_required);
    expect(bound.msg).toBe('Please confirm it is you first');
    const drawn = await withdraw(t, ask(t.method));
    expect(drawn.code).toBe(MESSAGE_CODES.step_up_required);
    expect(drawn.data).toBeNull();
    // A made-up token is no better.
    expect((await withdraw(t, ask(t.method, { step_up_token: 'x'.repeat(43) }))).code).toBe(MESSAGE_CODES.step_up_invalid);
    expect(await counts()).toEqual(before);
  });

  it('cannot get a token with a code without reading the account owner’s mail: the code goes to their own address', async () => {
    const t = await realTrader(h);
    const started = await h.post('/api/security/step_up/start', { purpose: 'withdraw', method: 'code' }, { token: t.token });
    expect(started.code).toBe(1);
    expect(started.data).toMatchObject({ passkey_options: null, resend_after: 60 });
    expect(started.data.code_to).toMatch(/^tr\*\*\*@example\.com$/);
    expect(h.outbox().pop()).toMatchObject({ to: t.email, channel: 'email', type: 'step_up', subject: 'Your Leverline confirmation code' });
    const wrong = await h.post('/api/security/step_up/verify', { purpose: 'withdraw', method: 'code', code: '000000' }, { token: t.token });
    expect(wrong.code).toBe(MESSAGE_CODES.code_invalid);
  });
});

describe('a step-up token', () => {
  it('lets one withdrawal through, then is spent: a replay is refused', async () => {
    const t = await readyTrader();
    const step = await stepUpByCode(h, t, 'withdraw');
    const first = await withdraw(t, ask(t.method, { step_up_token: step }));
    expect(first.code, first.msg).toBe(1);
    // The same token again, on a request that is not a repeat of the first (another amount).
    const replay = await withdraw(t, ask(t.method, { step_up_token: step, number: '50' }));
    expect(replay.code).toBe(MESSAGE_CODES.step_up_invalid);
    expect(replay.msg).toBe('This confirmation has expired or was already used. Please confirm again');
    expect((await counts()).withdrawals).toBe(1);
  });

  it('is refused for another purpose', async () => {
    const t = await readyTrader();
    const forBinding = await stepUpByCode(h, t, 'bind_payout');
    expect((await withdraw(t, ask(t.method, { step_up_token: forBinding }))).code).toBe(MESSAGE_CODES.step_up_invalid);
    const forWithdrawal = await stepUpByCode(h, t, 'withdraw');
    expect((await bind(t, { dc_address: trc20Address(), step_up_token: forWithdrawal })).code).toBe(MESSAGE_CODES.step_up_invalid);
    // Each still works for what it was asked for: a refusal spent nothing.
    expect((await bind(t, { dc_address: trc20Address(), step_up_token: forBinding })).code).toBe(1);
    expect((await withdraw(t, ask(t.method, { step_up_token: forWithdrawal }))).code).toBe(1);
  });

  it("is refused to another user, and to another session of the same user", async () => {
    const a = await readyTrader();
    const b = await readyTrader();
    const stepOfA = await stepUpByCode(h, a, 'withdraw');
    const before = await counts();
    expect((await withdraw(b, ask(b.method, { step_up_token: stepOfA }))).code).toBe(MESSAGE_CODES.step_up_invalid);
    const otherSession = await h.post('/api/user/loginForU', { account: a.email, password: PASSWORD, login_type: 'email' });
    expect((await withdraw({ token: otherSession.data.token }, ask(a.method, { step_up_token: stepOfA }))).code).toBe(MESSAGE_CODES.step_up_invalid);
    expect(await counts()).toEqual(before);
    expect((await withdraw(a, ask(a.method, { step_up_token: stepOfA }))).code).toBe(1);
  });

  it('expires after 5 minutes', async () => {
    const t = await readyTrader();
    const step = await stepUpByCode(h, t, 'withdraw');
    h.advance(5 * 60_000 + 1000);
    expect((await withdraw(t, ask(t.method, { step_up_token: step }))).code).toBe(MESSAGE_CODES.step_up_invalid);
    expect((await counts()).withdrawals).toBe(0);
  });

  it('survives a withdrawal refused for its amount, so the trader can correct it', async () => {
    const t = await readyTrader('200');
    const step = await stepUpByCode(h, t, 'withdraw');
    expect((await withdraw(t, ask(t.method, { step_up_token: step, number: '900' }))).code).toBe(MESSAGE_CODES.insufficient_funds);
    expect((await withdraw(t, ask(t.method, { step_up_token: step, number: '150' }))).code).toBe(1);
    const [row] = await h.database.db.select().from(stepUpTokens).where(eq(stepUpTokens.purpose, 'withdraw'));
    expect(row!.usedAt).not.toBeNull();
  });

  it('cannot be had with an e-mail code once the trader has two-factor authentication', async () => {
    const t = await realTrader(h);
    const { secret } = await enrolTotp(h, t);
    h.advance(61_000);
    const start = await h.post('/api/security/step_up/start', { purpose: 'withdraw', method: 'code' }, { token: t.token });
    expect(start.code).toBe(MESSAGE_CODES.step_up_use_factor);
    const info = await h.get('/api/security/info', { token: t.token });
    expect(info.data.step_up_methods).toEqual(['totp', 'recovery']);
    expect(await stepUpByTotp(h, t, secret, 'withdraw')).toMatch(/^[\w-]{43}$/);
  });
});

describe('cooling-off of a new payout method', () => {
  it('refuses a withdrawal to a method bound less than 24 hours ago, saying from when, and the list shows it', async () => {
    const t = await realTrader(h);
    await fund(h, t, await staffMember(h, 'finance'), '300');
    const boundAt = h.now();
    const bound = await bind(t, { dc_address: trc20Address(), step_up_token: await grantStepUp(h, t, 'bind_payout') });
    const usableFrom = new Date(boundAt.getTime() + 24 * 3600_000);
    expect(Math.abs(new Date(bound.data.usable_from as string).getTime() - usableFrom.getTime())).toBeLessThan(1000);
    const listed = await h.get('/api/wallet/get_draw_method?draw_type=1', { token: t.token });
    expect(listed.data[0].usable_from).toBe(bound.data.usable_from);

    h.advance(23 * 3600_000);
    const early = await withdraw(t, ask(bound.data.id as number, { step_up_token: await grantStepUp(h, t, 'withdraw') }));
    expect(early.code).toBe(MESSAGE_CODES.payout_cooling_off);
    const when = new Date(bound.data.usable_from as string);
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(when);
    expect(early.msg).toBe(`This collection account was added recently and can receive withdrawals from ${expected} UTC`);
    expect((await counts()).withdrawals).toBe(0);

    h.advance(3600_000);
    expect((await withdraw(t, ask(bound.data.id as number, { step_up_token: await grantStepUp(h, t, 'withdraw') }))).code).toBe(1);
  });

  it('follows the site setting the owner changes in the console', async () => {
    const owner = await staffMember(h, 'owner');
    const finance = await staffMember(h, 'finance');
    // Content staff edit the other settings; shortening the wait weakens a protection of money.
    const content = await staffMember(h, 'content');
    expect((await h.post('/admin/api/settings/save', { payout_cooling_hours: '2' }, { token: content.token })).code).toBe(MESSAGE_CODES.setting_owner_only);
    expect((await h.post('/admin/api/settings/save', { payout_cooling_hours: '721' }, { token: owner.token })).code).toBe(MESSAGE_CODES.invalid_param);
    const saved = await h.post('/admin/api/settings/save', { payout_cooling_hours: '2' }, { token: owner.token });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.payout_cooling_hours).toBe('2');

    const t = await realTrader(h);
    await fund(h, t, finance, '300');
    const bound = await bind(t, { dc_address: trc20Address(), step_up_token: await grantStepUp(h, t, 'bind_payout') });
    h.advance(2 * 3600_000 - 60_000);
    expect((await withdraw(t, ask(bound.data.id as number, { step_up_token: await grantStepUp(h, t, 'withdraw') }))).code).toBe(MESSAGE_CODES.payout_cooling_off);
    h.advance(60_000);
    expect((await withdraw(t, ask(bound.data.id as number, { step_up_token: await grantStepUp(h, t, 'withdraw') }))).code).toBe(1);
  });
});
