/**
 * The four-eyes rule of credits (console/credit-approval.ts): a deposit credited above its number ×
 * rate, and credits past a staff member's or a user's daily limit, wait for a second staff member
 * instead of reaching the balance. The ledger invariant is checked after every test.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { accounts, auditLog, ledgerEntries } from '../src/db/schema.js';
import { useHarness } from './support/harness.js';
import { expectLedgerHolds } from './support/trading.js';
import { currentTotp } from '../src/modules/staff/totp.js';
import { postWith, realTrader, STAFF_PASSWORD, staffMember, uploadProof, type RealTrader, type StaffMember, setUpChannels } from './support/funding.js';

/** Noon UTC today: a test's credits all fall on one UTC day, whenever it runs. */
const h = useHarness({
  clockStart: () => {
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    return noon;
  },
});
// A new installation has no funding channels: the broker enters them in the console first.
beforeEach(async () => {
  await setUpChannels(h);
});

afterEach(async () => {
  await expectLedgerHolds(h);
});

const balanceOf = async (t: { accountId: number }) =>
  (await h.database.db.select().from(accounts).where(eq(accounts.id, t.accountId)))[0]!.balance;
const staffGet = (path: string, s: StaffMember) => h.get(path, { token: s.token });
const staffPost = (path: string, body: Record<string, unknown>, s: StaffMember) => h.post(path, body, { token: s.token });
const adjust = (s: StaffMember, t: RealTrader, amount: string) =>
  staffPost('/admin/api/users/adjust', { id: t.userId, amount, reason: 'Wire received without reference' }, s);

/** A USDT-TRC20 deposit of `number` (the channel's rate is 1 USD) reported by `t`; its id. */
async function deposit(t: RealTrader, number: string): Promise<number> {
  const sent = await postWith(h, '/api/quickCharge/submit', { number, proofImg: await uploadProof(h, t.token), charge_id: 1 }, t.token);
  expect(sent.code, sent.msg).toBe(1);
  return sent.data.id as number;
}

const depositOf = async (s: StaffMember, id: number) =>
  ((await staffGet('/admin/api/deposits?page=1', s)).data.data as { id: number }[]).find((d) => d.id === id);

let finance: StaffMember;
let other: StaffMember;
let t: RealTrader;
beforeEach(async () => {
  finance = await staffMember(h, 'finance');
  other = await staffMember(h, 'finance');
  t = await realTrader(h);
});

describe('deposit approvals above the channel’s rate', () => {
  it('holds a 1 USDT deposit approved as 999,999,999,999.99 USD for a second staff member', async () => {
    const id = await deposit(t, '1');
    const asked = await staffPost('/admin/api/deposits/approve', { id, amount: '999999999999.99' }, finance);
    expect(asked.code, asked.msg).toBe(1);
    expect(asked.msg).toBe('The credit waits for a second staff member to approve it; the deposit stays unchecked until then');
    expect(asked.data).toMatchObject({ status: 0, credited: '', waiting_credit: { amount: '999999999999.990000', requested_by: finance.email } });
    expect(await balanceOf(t)).toBe('0.000000');

    // The queue says why: above 1 USDT × 1 USD, and past both daily limits.
    const queue = await staffGet('/admin/api/adjustments?status=0', other);
    expect(queue.data.data).toHaveLength(1);
    expect(queue.data.data[0]).toMatchObject({ id: asked.data.waiting_credit.id, deposit_id: id, amount: '999999999999.990000', status: 0 });
    expect(queue.data.data[0].holds).toEqual([
      { rule: 'deposit_rate', limit: '1.000000', value: '999999999999.990000' },
      { rule: 'staff_daily', limit: '10000.000000', value: '999999999999.990000' },
      { rule: 'user_daily', limit: '5000.000000', value: '999999999999.990000' },
    ]);

    // The one who asked cannot approve it, nor approve the deposit again around it.
    expect((await staffPost('/admin/api/adjustments/approve', { id: asked.data.waiting_credit.id }, finance)).code).toBe(MESSAGE_CODES.adjustment_self_approval);
    expect((await staffPost('/admin/api/deposits/approve', { id }, finance)).code).toBe(MESSAGE_CODES.deposit_credit_pending);
    expect((await staffPost('/admin/api/deposits/approve', { id }, other)).code).toBe(MESSAGE_CODES.deposit_credit_pending);
    expect(await balanceOf(t)).toBe('0.000000');

    // Refused: the deposit is unchecked again, and is credited at its rate.
    const refused = await staffPost('/admin/api/adjustments/reject', { id: asked.data.waiting_credit.id, reason: 'One USDT arrived' }, other);
    expect(refused.data).toMatchObject({ status: 2, decided_by: other.email, reject_reason: 'One USDT arrived' });
    expect(await depositOf(finance, id)).toMatchObject({ status: 0, waiting_credit: null });
    const approved = await staffPost('/admin/api/deposits/approve', { id }, finance);
    expect(approved.msg).toBe('The deposit has been approved and credited');
    expect(approved.data).toMatchObject({ status: 1, credited: '1.000000', decided_by: finance.email });
    expect(await balanceOf(t)).toBe('1.000000');
  });

  it('credits the deposit with the amount asked once a second staff member approves', async () => {
    const id = await deposit(t, '100');
    // The bank reported a little more than 100 × 1 (a rounding of the sender's bank, say).
    const asked = await staffPost('/admin/api/deposits/approve', { id, amount: '100.5' }, finance);
    expect(asked.data.waiting_credit).toMatchObject({ amount: '100.500000' });
    const queue = await staffGet('/admin/api/adjustments?status=0', other);
    expect(queue.data.data[0].holds).toEqual([{ rule: 'deposit_rate', limit: '100.000000', value: '100.500000' }]);

    const approved = await staffPost('/admin/api/adjustments/approve', { id: asked.data.waiting_credit.id }, other);
    expect(approved.code, approved.msg).toBe(1);
    expect(approved.data).toMatchObject({ status: 1, decided_by: other.email, deposit_id: id });
    expect(await balanceOf(t)).toBe('100.500000');
    expect(await depositOf(finance, id)).toMatchObject({ status: 1, credited: '100.500000', decided_by: other.email, waiting_credit: null });
    // One entry, a deposit the trader sees as such.
    const entries = await h.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, t.accountId));
    expect(entries.map((e) => [e.type, e.amount, e.refId])).toEqual([['deposit', '100.500000', String(id)]]);
    const audit = await h.database.db.select().from(auditLog);
    expect(audit.map((a) => `${a.action} ${a.staffEmail}`)).toEqual(
      expect.arrayContaining([`deposit.approval_request ${finance.email}`, `deposit.approve ${other.email}`, `adjustment.approve ${other.email}`]),
    );
    expect((await staffPost('/admin/api/adjustments/approve', { id: asked.data.waiting_credit.id }, other)).code).toBe(MESSAGE_CODES.already_decided);
  });

  it('refuses a waiting credit with the deposit when the deposit is rejected', async () => {
    const id = await deposit(t, '5');
    const asked = await staffPost('/admin/api/deposits/approve', { id, amount: '500' }, finance);
    const rejected = await staffPost('/admin/api/deposits/reject', { id, reason: 'No transfer arrived' }, other);
    expect(rejected.data).toMatchObject({ status: 2, waiting_credit: null });
    const [credit] = (await staffGet('/admin/api/adjustments', other)).data.data;
    expect(credit).toMatchObject({ id: asked.data.waiting_credit.id, status: 2, reject_reason: 'No transfer arrived' });
    expect((await staffPost('/admin/api/adjustments/approve', { id: credit.id }, other)).code).toBe(MESSAGE_CODES.already_decided);
    expect(await balanceOf(t)).toBe('0.000000');
  });

  it('credits at or below the rate alone, as before', async () => {
    const id = await deposit(t, '250');
    const approved = await staffPost('/admin/api/deposits/approve', { id, amount: '249.9' }, finance);
    expect(approved.data).toMatchObject({ status: 1, credited: '249.900000' });
    expect(await balanceOf(t)).toBe('249.900000');
  });
});

describe('daily credit limits', () => {
  it('holds the sixth of ten +1,000 adjustments to one user, and every one after it', async () => {
    const replies = [];
    for (let i = 0; i < 10; i++) replies.push(await adjust(finance, t, '1000'));
    expect(replies.map((r) => r.data.status)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    // 5 × 1,000 reach the user's 5,000 a day; each later one would pass it.
    expect(await balanceOf(t)).toBe('5000.000000');
    expect(replies[5]!.data.holds).toEqual([{ rule: 'user_daily', limit: '5000.000000', value: '6000.000000' }]);
    expect(replies[9]!.data.holds).toEqual([{ rule: 'user_daily', limit: '5000.000000', value: '6000.000000' }]);
    // A second staff member may still approve them.
    const approved = await staffPost('/admin/api/adjustments/approve', { id: replies[5]!.data.id }, other);
    expect(approved.data.status).toBe(1);
    expect(await balanceOf(t)).toBe('6000.000000');
  });

  it('holds what one staff member credits alone past their daily limit, across users', async () => {
    const [t1, t2, t3] = [await realTrader(h), await realTrader(h), await realTrader(h)];
    // 5,000 in adjustments and a 5,000 deposit at its rate, to four users: the staff member's 10,000 a day.
    for (const trader of [t, t, t1, t1, t2]) expect((await adjust(finance, trader, '1000')).data.status).toBe(1);
    expect((await staffPost('/admin/api/deposits/approve', { id: await deposit(t3, '5000') }, finance)).data.status).toBe(1);
    const past = await adjust(finance, t1, '0.01');
    expect(past.data).toMatchObject({ status: 0, holds: [{ rule: 'staff_daily', limit: '10000.000000', value: '10000.010000' }] });
    // What a second staff member approved is not the first one's alone, nor the approver's.
    expect((await staffPost('/admin/api/adjustments/approve', { id: past.data.id }, other)).data.status).toBe(1);
    expect((await adjust(finance, t1, '0.01')).data.status).toBe(0);
    expect((await adjust(other, t1, '1000')).data.status).toBe(1);
    expect(await balanceOf(t1)).toBe('3000.010000');
  });

  it('counts deposits credited at their rate toward the limits', async () => {
    const first = await deposit(t, '4000');
    expect((await staffPost('/admin/api/deposits/approve', { id: first }, finance)).data.status).toBe(1);
    const second = await deposit(t, '1500');
    const asked = await staffPost('/admin/api/deposits/approve', { id: second }, other);
    expect(asked.data).toMatchObject({ status: 0, waiting_credit: { amount: '1500.000000' } });
    const [credit] = (await staffGet('/admin/api/adjustments?status=0', finance)).data.data;
    expect(credit.holds).toEqual([{ rule: 'user_daily', limit: '5000.000000', value: '5500.000000' }]);
    expect(await balanceOf(t)).toBe('4000.000000');
    // Debits are not credits: they pass under the threshold as before.
    expect((await adjust(finance, t, '-500')).data.status).toBe(1);
  });

  it('starts each UTC day afresh', async () => {
    for (let i = 0; i < 5; i++) expect((await adjust(finance, t, '1000')).data.status).toBe(1);
    expect((await adjust(finance, t, '1000')).data.status).toBe(0);
    h.advance(24 * 3600_000);
    // Staff sessions end within 12 hours: the same staff member signs in again the next day.
    const again = await h.post('/admin/api/login', { email: finance.email, password: STAFF_PASSWORD, otp: currentTotp(finance.totpSecret!, h.now()) });
    expect((await adjust({ ...finance, token: again.data.token }, t, '1000')).data.status).toBe(1);
  });

  it('counts two staff members crediting one user at the same moment one after the other', async () => {
    const [a, b] = await Promise.all([adjust(finance, t, '900'), adjust(other, t, '900')]);
    expect([a.data.status, b.data.status].sort()).toEqual([1, 1]);
    await h.setSetting('credit_daily_user_usd', '2600');
    const [c, d] = await Promise.all([adjust(finance, t, '800'), adjust(other, t, '800')]);
    // 1,800 + 800 reaches 2,600; the other 800 after it would pass it: exactly one of the two waits.
    expect([c.data.status, d.data.status].sort()).toEqual([0, 1]);
    expect(await balanceOf(t)).toBe('2600.000000');
  });

  it('lets only the owner change the limits, and applies a change at once', async () => {
    const owner = await staffMember(h, 'owner');
    const content = await staffMember(h, 'content');
    const refused = await staffPost('/admin/api/settings/save', { credit_daily_user_usd: '100000' }, content);
    expect(refused.code).toBe(MESSAGE_CODES.setting_owner_only);
    const saved = await staffPost('/admin/api/settings/save', { credit_daily_user_usd: '800', credit_daily_staff_usd: '20000' }, owner);
    expect(saved.data).toMatchObject({ credit_daily_user_usd: '800', credit_daily_staff_usd: '20000' });
    expect((await adjust(finance, t, '800')).data.status).toBe(1);
    expect((await adjust(finance, t, '0.01')).data).toMatchObject({ status: 0, holds: [{ rule: 'user_daily', limit: '800.000000', value: '800.010000' }] });
  });
});
