/**
 * Money in and out through the HTTP API: deposit channels and requests, staff decisions, payout
 * methods, withdrawals held in lock_balance, idempotent submits, concurrency, authorisation and
 * demo refusals. The ledger invariant is checked after every test.
 *
 * Seeded channels (db/seed.ts): coin option 1 USDT-TRC20 at 1 USD; bank coins 1 USD, 2 EUR (1.08),
 * 3 HKD (0.128) with collection accounts 1–3; withdrawal currencies 1 USDT-TRC20 (fixed fee 1,
 * min 10), 2 USDT-ERC20 (fixed 5, min 20), 3 USDC-ERC20, 4 USD bank (0.5 %, min 50), 5 EUR bank
 * (0.5 %, 0.92 EUR per USD, min 50), 6 HKD bank.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls, MESSAGE_CODES, type CallDef } from '@leverline/contract';
import { accounts, auditLog, deposits, ledgerEntries, withdrawals } from '../src/db/schema.js';
import { useHarness } from './support/harness.js';
import { demoTrader, expectLedgerHolds } from './support/trading.js';
import { bindCoinAddress, fund, postWith, realTrader, staffMember, trc20Address, uploadProof, type RealTrader, setUpChannels } from './support/funding.js';
import { grantStepUp } from './support/security.js';

const h = useHarness();
// A new installation has no funding channels: the broker enters them in the console first.
beforeEach(async () => {
  await setUpChannels(h);
});

// The cooling-off of new payout methods has its own tests (security.test.ts); here methods are usable at once.
beforeEach(async () => {
  await h.setSetting('payout_cooling_hours', '0');
});

afterEach(async () => {
  await expectLedgerHolds(h);
});

const account = async (t: RealTrader) => (await h.database.db.select().from(accounts).where(eq(accounts.id, t.accountId)))[0]!;
const entries = (t: RealTrader) => h.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, t.accountId)).orderBy(ledgerEntries.id);
const count = async (table: typeof deposits | typeof withdrawals) => (await h.database.db.select().from(table)).length;

/** A withdrawal with a step-up token of its own, unless the body carries one (security.test.ts tests the tokens). */
async function withdraw(t: RealTrader, body: Record<string, string | number>, headers: Record<string, string> = {}) {
  const step = body.step_up_token ?? (await grantStepUp(h, t, 'withdraw'));
  return postWith(h, '/api/account/draw', { ...body, step_up_token: step }, t.token, headers);
}

/** Binds a payout method with a step-up token. */
async function bind(t: RealTrader, body: Record<string, string | number>) {
  return h.post('/api/wallet/bind_draw_method', { ...body, step_up_token: await grantStepUp(h, t, 'bind_payout') }, { token: t.token, form: true });
}

describe('deposit channels', () => {
  it('lists coin options with their address, bank currencies and the collection accounts of one currency', async () => {
    const t = await realTrader(h);
    const coins = await h.get('/api/quickCharge/info', { token: t.token });
    expect(coins.data[0]).toEqual({ id: 1, address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj', currency_code: 'USDT', protocol_code: 'TRC20', usd_rate: 1 });
    const symbols = await h.get('/api/quickCharge/symbols', { token: t.token });
    expect(symbols.data.map((s: { name: string }) => s.name)).toEqual(['USD', 'EUR', 'HKD']);
    const eur = await h.get('/api/quickCharge/wire_info?symbol_id=2', { token: t.token });
    expect(eur.data).toHaveLength(1);
    expect(eur.data[0]).toMatchObject({ symbol_id: 2, currency_code: 'EUR', bank_swift: 'LVLNFRPP', payee_name: 'Leverline Europe SAS' });
  });
});

describe('deposits', () => {
  it('records a coin deposit as unchecked, and credits it in USD once finance approves', async () => {
    const t = await realTrader(h);
    const finance = await staffMember(h, 'finance');
    const proofImg = await uploadProof(h, t.token);
    const sent = await postWith(h, '/api/quickCharge/submit', { number: '250.5', proofImg, charge_id: 1, address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj' }, t.token);
    expect(sent.code).toBe(1);
    expect(sent.msg).toBe('Your deposit has been submitted and will be credited once it is checked');

    const history = await h.get('/api/quickCharge/quick_ist?type=0&page=1', { token: t.token });
    expect(history.data.total).toBe(1);
    expect(history.data.data[0]).toMatchObject({ id: sent.data.id, number: 250.5, type: 0, currency_code: 'USDT', status: 0, status_name: 'Under review', credited: null, proof_img: proofImg });
    expect((await account(t)).balance).toBe('0.000000');

    const approved = await h.post('/admin/api/deposits/approve', { id: sent.data.id }, { token: finance.token });
    expect(approved.code).toBe(1);
    expect(approved.data).toMatchObject({ status: 1, credited: '250.500000', decided_by: finance.email });
    // 250.5 USDT × 1 USD = 250.500000
    expect((await account(t)).balance).toBe('250.500000');
    const [entry] = await entries(t);
    expect(entry).toMatchObject({ amount: '250.500000', type: 'deposit', refType: 'deposit', refId: String(sent.data.id) });
    const after = await h.get('/api/quickCharge/quick_ist?type=0', { token: t.token });
    expect(after.data.data[0]).toMatchObject({ status: 1, status_name: 'Credited', credited: 250.5 });
    const records = await h.get('/v1/api/main/accountLog/forexChange?page=1', { token: t.token });
    expect(records.data.list[0]).toMatchObject({ Value: 250.5, Type: 1, MemoTran: 'Deposit' });
  });

  it('converts a bank deposit at the currency rate, or credits the amount staff give', async () => {
    const t = await realTrader(h);
    const finance = await staffMember(h, 'finance');
    const eur = await postWith(h, '/api/quickCharge/wire_submit', { number: '1000.25', proofImg: await uploadProof(h, t.token), wire_id: 2 }, t.token);
    expect(eur.code).toBe(1);
    await h.post('/admin/api/deposits/approve', { id: eur.data.id }, { token: finance.token });
    // 1000.25 EUR × 1.08 USD/EUR = 1080.27
    expect((await account(t)).balance).toBe('1080.270000');
    const hkd = await postWith(h, '/api/quickCharge/wire_submit', { number: '7800', proofImg: await uploadProof(h, t.token), wire_id: 3 }, t.token);
    // The bank reported 997.12 USD after its charges; staff credit what arrived.
    const approved = await h.post('/admin/api/deposits/approve', { id: hkd.data.id, amount: '997.12' }, { token: finance.token });
    expect(approved.data.credited).toBe('997.120000');
    expect((await account(t)).balance).toBe('2077.390000');
    const history = await h.get('/api/quickCharge/quick_ist?type=1', { token: t.token });
    expect(history.data.data.map((d: { currency_code: string }) => d.currency_code)).toEqual(['HKD', 'EUR']);
  });

  it('shows the reason of a rejection, and a decided deposit cannot be decided again', async () => {
    const t = await realTrader(h);
    const finance = await staffMember(h, 'finance');
    const sent = await postWith(h, '/api/quickCharge/submit', { number: '100', proofImg: await uploadProof(h, t.token), charge_id: 1 }, t.token);
    const rejected = await h.post('/admin/api/deposits/reject', { id: sent.data.id, reason: 'No transfer arrived on the address' }, { token: finance.token });
    expect(rejected.code).toBe(1);
    const history = await h.get('/api/quickCharge/quick_ist?type=0', { token: t.token });
    expect(history.data.data[0]).toMatchObject({ status: 2, status_name: 'Rejected', remark: 'No transfer arrived on the address' });
    const again = await h.post('/admin/api/deposits/approve', { id: sent.data.id }, { token: finance.token });
    expect(again.code).toBe(MESSAGE_CODES.already_decided);
    expect((await account(t)).balance).toBe('0.000000');
    const invalid = await h.post('/admin/api/deposits/invalidate', { id: sent.data.id, reason: 'x' }, { token: finance.token });
    expect(invalid.code).toBe(MESSAGE_CODES.already_decided);
  });

  it('writes every decision to the audit log with the record before and after', async () => {
    const t = await realTrader(h);
    const finance = await staffMember(h, 'finance');
    const sent = await postWith(h, '/api/quickCharge/submit', { number: '40', proofImg: await uploadProof(h, t.token), charge_id: 1 }, t.token);
    await h.post('/admin/api/deposits/invalidate', { id: sent.data.id, reason: 'Duplicate of an earlier request' }, { token: finance.token });
    const rows = (await h.database.db.select().from(auditLog)).filter((r) => r.targetType === 'deposit');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: finance.id, staffEmail: finance.email, action: 'deposit.invalidate', targetId: String(sent.data.id) });
    expect(rows[0]!.before).toMatchObject({ status: 0, remark: '' });
    expect(rows[0]!.after).toMatchObject({ status: 3, remark: 'Duplicate of an earlier request' });
  });

  it('decides a deposit once when approve and reject arrive at the same moment', async () => {
    const t = await realTrader(h);
    const a = await staffMember(h, 'finance');
    const b = await staffMember(h, 'owner');
    for (let round = 0; round < 5; round++) {
      const sent = await postWith(h, '/api/quickCharge/submit', { number: '10', proofImg: await uploadProof(h, t.token), charge_id: 1 }, t.token);
      const [approve, reject] = await Promise.all([
        h.post('/admin/api/deposits/approve', { id: sent.data.id }, { token: a.token }),
        h.post('/admin/api/deposits/reject', { id: sent.data.id, reason: 'race' }, { token: b.token }),
      ]);
      const codes = [approve.code, reject.code].sort();
      expect(codes).toEqual([1, MESSAGE_CODES.already_decided].sort());
      const decisions = (await h.database.db.select().from(auditLog)).filter((r) => r.targetId === String(sent.data.id) && r.targetType === 'deposit');
      expect(decisions).toHaveLength(1);
    }
    const credited = (await entries(t)).filter((e) => e.type === 'deposit').length;
    const approvedCount = (await h.database.db.select().from(deposits)).filter((d) => d.status === 1).length;
    expect(credited).toBe(approvedCount);
  });

  it.each([
    [{ number: '0' }, 'amount_invalid'],
    [{ number: '-5' }, 'amount_invalid'],
    [{ number: '1e3' }, 'amount_invalid'],
    [{ number: '1.123456789' }, 'amount_invalid'],
    [{ proofImg: '' }, 'image_required'],
    [{ proofImg: '/api/common/image/../../etc/passwd' }, 'image_invalid'],
    [{ charge_id: 999 }, 'deposit_option_unavailable'],
    [{ address: 'TSomeOtherAddressThatIsNotOurs1234' }, 'deposit_address_mismatch'],
  ] as const)('refuses a coin deposit with %o (%s) and records nothing', async (change, key) => {
    const t = await realTrader(h);
    const body = { number: '100', proofImg: await uploadProof(h, t.token), charge_id: 1, ...change };
    const reply = await postWith(h, '/api/quickCharge/submit', body, t.token);
    expect(reply.code).toBe(MESSAGE_CODES[key]);
    expect(reply.msg.length).toBeGreaterThan(5);
    expect(await count(deposits)).toBe(0);
  });

  it('refuses a bank deposit without a collection account with the no-payment-channel message', async () => {
    const t = await realTrader(h);
    const reply = await postWith(h, '/api/quickCharge/wire_submit', { number: '100', proofImg: await uploadProof(h, t.token) }, t.token);
    expect(reply.code).toBe(MESSAGE_CODES.no_payment_channel);
    expect(reply.msg).toBe('No payment channel is available. Please choose another or contact customer service');
  });

  it("refuses another user's proof picture", async () => {
    const a = await realTrader(h);
    const b = await realTrader(h);
    const proofOfA = await uploadProof(h, a.token);
    const reply = await postWith(h, '/api/quickCharge/submit', { number: '100', proofImg: proofOfA, charge_id: 1 }, b.token);
    expect(reply.code).toBe(MESSAGE_CODES.image_invalid);
    expect(await count(deposits)).toBe(0);
  });
});

describe('repeated submits', () => {
  it('answers a repeated Idempotency-Key with the first record and refuses the key for another request', async () => {
    const t = await realTrader(h);
    const proofImg = await uploadProof(h, t.token);
    const body = { number: '75', proofImg, charge_id: 1 };
    const first = await postWith(h, '/api/quickCharge/submit', body, t.token, { 'idempotency-key': 'dep-2026-11-21-0001' });
    const again = await postWith(h, '/api/quickCharge/submit', body, t.token, { 'idempotency-key': 'dep-2026-11-21-0001' });
    expect(again.code).toBe(1);
    expect(again.data.id).toBe(first.data.id);
    const other = await postWith(h, '/api/quickCharge/submit', { ...body, number: '76' }, t.token, { 'idempotency-key': 'dep-2026-11-21-0001' });
    expect(other.code).toBe(MESSAGE_CODES.idempotency_key_reused);
    expect(await count(deposits)).toBe(1);
  });

  it('takes a double tap (the same withdrawal twice at once, no key) as one request', async () => {
    const t = await realTrader(h);
    await fund(h, t, await staffMember(h, 'finance'), '500');
    const method = await bindCoinAddress(h, t);
    // One confirmation, as the app sends it with both taps.
    const body = { draw_currency_id: 1, number: '100', draw_method_id: method, step_up_token: await grantStepUp(h, t, 'withdraw') };
    const [a, b] = await Promise.all([withdraw(t, body), withdraw(t, body)]);
    expect(a.code).toBe(1);
    expect(b.code).toBe(1);
    expect(b.data.id).toBe(a.data.id);
    expect(await count(withdrawals)).toBe(1);
    expect((await account(t)).balance).toBe('400.000000');
    // The same request later is a new one, and needs a new confirmation.
    h.advance(11_000);
    expect((await withdraw(t, body)).code).toBe(MESSAGE_CODES.step_up_invalid);
    const { step_up_token: _spent, ...again } = body;
    expect((await withdraw(t, again)).data.id).not.toBe(a.data.id);
  });

  it('creates one withdrawal for 10 parallel submits with one key', async () => {
    const t = await realTrader(h);
    await fund(h, t, await staffMember(h, 'finance'), '500');
    const method = await bindCoinAddress(h, t);
    const step_up_token = await grantStepUp(h, t, 'withdraw');
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        withdraw(t, { draw_currency_id: 1, number: '120', draw_method_id: method, step_up_token }, { 'idempotency-key': 'tap-once-123' }),
      ),
    );
    expect(new Set(replies.map((r) => r.data?.id)).size).toBe(1);
    expect(await count(withdrawals)).toBe(1);
    expect((await account(t)).lockBalance).toBe('120.000000');
  });
});

describe('payout methods', () => {
  it('binds a coin address and a bank account, lists them by type, and deletes one', async () => {
    const t = await realTrader(h);
    const address = trc20Address();
    const coin = await bind(t, { draw_id: 1, type: 1, dc_address: address });
    expect(coin.code).toBe(1);
    expect(coin.msg).toBe('The collection account has been saved');
    const bank = await bind(t, { draw_id: 5, type: 2, bank_name: 'Deutsche Bank', bank_swift: 'deutdeff', payee_name: 'Ana Silva', payee_account: 'DE89 3704 0044 0532 0130 00', bank_address: 'Frankfurt' });
    expect(bank.code).toBe(1);
    expect(bank.data).toMatchObject({ type: 2, bank_swift: 'DEUTDEFF', payee_account: 'DE89370400440532013000', draw_currency: { code: 'EUR', protocol: '' } });
    const coins = await h.get('/api/wallet/get_draw_method?draw_type=1', { token: t.token });
    expect(coins.data).toHaveLength(1);
    expect(coins.data[0]).toMatchObject({ dc_address: address, draw_currency: { code: 'USDT', protocol: 'TRC20' }, in_use: false });
    const usdtOnly = await h.get('/api/wallet/get_draw_method?draw_type=1&draw_id=2', { token: t.token });
    expect(usdtOnly.data).toHaveLength(0);
    const deleted = await h.post('/api/wallet/del_draw_method', { id: coin.data.id }, { token: t.token });
    expect(deleted.code).toBe(1);
    expect((await h.get('/api/wallet/get_draw_method?draw_type=1', { token: t.token })).data).toHaveLength(0);
  });

  it.each([
    [{ draw_id: 1, type: 1, dc_address: '0x52908400098527886E0F7030069857D2E4169EE7' }, 'address_invalid', 'Please enter a valid TRC20 address'],
    [{ draw_id: 2, type: 1, dc_address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj' }, 'address_invalid', 'Please enter a valid ERC20 address'],
    [{ draw_id: 1, type: 2, bank_name: 'A', payee_name: 'B', payee_account: '12345678' }, 'withdraw_currency_unavailable', null],
    [{ draw_id: 4, type: 2, payee_name: 'B', payee_account: '12345678' }, 'bank_name_required', null],
    [{ draw_id: 4, type: 2, bank_name: 'HSBC', payee_name: '   ', payee_account: '12345678' }, 'payee_name_required', null],
    [{ draw_id: 4, type: 2, bank_name: 'HSBC', payee_name: 'Li Wei', payee_account: '12' }, 'payee_account_invalid', null],
    [{ draw_id: 4, type: 2, bank_name: 'HSBC', payee_name: 'Li Wei', payee_account: '12345678', bank_swift: 'HSBCHKH' }, 'swift_invalid', null],
    [{ draw_id: 99, type: 1, dc_address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj' }, 'withdraw_currency_unavailable', null],
    // One character mistyped: the form of an address, not its checksum.
    [{ draw_id: 1, type: 1, dc_address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdk' }, 'address_invalid', 'Please enter a valid TRC20 address'],
    [{ draw_id: 2, type: 1, dc_address: '0x52908400098527886E0F7030069857D2E4169Ee7' }, 'address_invalid', 'Please enter a valid ERC20 address'],
    [{ draw_id: 4, type: 2, bank_name: 'Deutsche Bank', payee_name: 'Li Wei', payee_account: 'DE89 3704 0044 0532 0130 01' }, 'payee_account_invalid', null],
    [{ draw_id: 4, type: 2, bank_name: 'Barclays', payee_name: 'Li Wei', payee_account: 'GB82 WEST 1234 5698 7654 3' }, 'payee_account_invalid', null],
  ] as const)('refuses %o with %s', async (body, key, text) => {
    const t = await realTrader(h);
    const reply = await bind(t, body);
    expect(reply.code).toBe(MESSAGE_CODES[key]);
    if (text) expect(reply.msg).toBe(text);
    expect((await h.get(`/api/wallet/get_draw_method?draw_type=${body.type}`, { token: t.token })).data).toHaveLength(0);
  });

  it('refuses binding the same address twice', async () => {
    const t = await realTrader(h);
    const address = trc20Address();
    await bindCoinAddress(h, t, address);
    const again = await bind(t, { draw_id: 1, type: 1, dc_address: address });
    expect(again.code).toBe(MESSAGE_CODES.payout_method_exists);
  });

  it('keeps a method a withdrawal under review pays to', async () => {
    const t = await realTrader(h);
    await fund(h, t, await staffMember(h, 'finance'), '100');
    const method = await bindCoinAddress(h, t);
    await withdraw(t, { draw_currency_id: 1, number: '50', draw_method_id: method });
    const listed = await h.get('/api/wallet/get_draw_method?draw_type=1', { token: t.token });
    expect(listed.data[0].in_use).toBe(true);
    const refused = await h.post('/api/wallet/del_draw_method', { id: method }, { token: t.token });
    expect(refused.code).toBe(MESSAGE_CODES.payout_method_in_use);
  });
});

describe('withdrawals', () => {
  it('holds the amount at once, and pays it when finance approves', async () => {
    const t = await realTrader(h);
    const finance = await staffMember(h, 'finance');
    await fund(h, t, finance, '1000');
    const method = await bindCoinAddress(h, t);
    const asked = await withdraw(t, { draw_currency_id: 1, number: '300.50', memo: 'rent', draw_method_id: method });
    expect(asked.code).toBe(1);
    expect(asked.msg).toBe('Your withdrawal request has been submitted');
    // 1000 − 300.50 = 699.50 left; 300.50 held
    expect(asked.data).toMatchObject({ balance: 699.5, lock_balance: 300.5 });
    const wallet = await h.get('/v1/api/main/wallet/getBalance', { token: t.token });
    expect(wallet.data).toEqual({ balance: 699.5, lock_balance: 300.5 });

    const list = await h.get('/api/account/draw_list?type=1&page=1', { token: t.token });
    // fixed fee 1.00; (300.50 − 1.00) × 1 = 299.50 USDT
    expect(list.data.data[0]).toMatchObject({
      id: asked.data.id,
      number: 300.5,
      fee: 1,
      real_number: 299.5,
      draw_currency: { code: 'USDT', protocol: 'TRC20' },
      type: 1,
      status: 0,
      status_name: 'Under review',
      memo: 'rent',
    });
    const [, withdrawal] = await entries(t);
    expect(withdrawal).toMatchObject({ amount: '-300.500000', type: 'withdrawal', refId: String(asked.data.id) });

    const paid = await h.post('/admin/api/withdrawals/approve', { id: asked.data.id, reference: 'tx 9f2c…e1' }, { token: finance.token });
    expect(paid.code).toBe(1);
    expect(paid.data).toMatchObject({ status: 1, status_name: 'Paid', notes: 'tx 9f2c…e1' });
    expect(await account(t)).toMatchObject({ balance: '699.500000', lockBalance: '0.000000' });
    const after = await h.get('/api/account/draw_list?type=1', { token: t.token });
    expect(after.data.data[0]).toMatchObject({ status: 1, status_name: 'Paid' });
    expect(await entries(t)).toHaveLength(2);
  });

  it('returns the held amount through the ledger when finance rejects, with the reason shown', async () => {
    const t = await realTrader(h);
    const finance = await staffMember(h, 'finance');
    await fund(h, t, finance, '500');
    const bank = await bind(t, { draw_id: 5, type: 2, bank_name: 'BNP Paribas', payee_name: 'Jean Dupont', payee_account: 'FR7630004000031234567890143', bank_swift: 'BNPAFRPP' });
    const asked = await withdraw(t, { draw_currency_id: 5, number: '200', draw_method_id: bank.data.id });
    // 0.5 % of 200 = 1.00; (200 − 1) × 0.92 = 183.08 EUR
    const listed = await h.get('/api/account/draw_list?type=2', { token: t.token });
    expect(listed.data.data[0]).toMatchObject({ fee: 1, real_number: 183.08, payee_account: 'FR7630004000031234567890143' });
    const rejected = await h.post('/admin/api/withdrawals/reject', { id: asked.data.id, reason: 'The payee name does not match the account holder' }, { token: finance.token });
    expect(rejected.code).toBe(1);
    expect(await account(t)).toMatchObject({ balance: '500.000000', lockBalance: '0.000000' });
    const refund = (await entries(t)).pop();
    expect(refund).toMatchObject({ amount: '200.000000', type: 'withdrawal_refund' });
    const after = await h.get('/api/account/draw_list?type=2', { token: t.token });
    expect(after.data.data[0]).toMatchObject({ status: 2, status_name: 'Rejected', notes: 'The payee name does not match the account holder' });
    const paid = await h.post('/admin/api/withdrawals/approve', { id: asked.data.id }, { token: finance.token });
    expect(paid.code).toBe(MESSAGE_CODES.already_decided);
  });

  it.each([
    [{ number: '5' }, 'withdraw_below_minimum', 'The minimum withdrawal is 10.00 USD'],
    [{ number: '100.001' }, 'amount_invalid', 'Please enter a valid amount'],
    [{ number: 'abc' }, 'amount_invalid', 'Please enter a valid amount'],
    [{ number: '600' }, 'insufficient_funds', 'Not enough funds: 500.00 USD can be withdrawn'],
    [{ draw_method_id: '' }, 'payout_method_required', 'Please set up a collection account first'],
    [{ draw_method_id: 999 }, 'payout_method_not_found', null],
    [{ draw_currency_id: 2 }, 'payout_method_not_found', null],
    [{ draw_currency_id: 77 }, 'withdraw_currency_unavailable', null],
  ] as const)('refuses %o with %s and changes nothing', async (change, key, text) => {
    const t = await realTrader(h);
    await fund(h, t, await staffMember(h, 'finance'), '500');
    const method = await bindCoinAddress(h, t);
    const reply = await withdraw(t, { draw_currency_id: 1, number: '100', draw_method_id: method, ...change });
    expect(reply.code).toBe(MESSAGE_CODES[key]);
    if (text) expect(reply.msg).toBe(text);
    expect(await account(t)).toMatchObject({ balance: '500.000000', lockBalance: '0.000000' });
    expect(await count(withdrawals)).toBe(0);
  });

  it('refuses an amount the fee would eat', async () => {
    const t = await realTrader(h);
    await fund(h, t, await staffMember(h, 'finance'), '500');
    await h.database.db.execute(`update withdraw_currencies set draw_rate = 25 where id = 1`);
    const method = await bindCoinAddress(h, t);
    const reply = await withdraw(t, { draw_currency_id: 1, number: '20', draw_method_id: method });
    expect(reply.code).toBe(MESSAGE_CODES.withdraw_not_above_fee);
    expect(reply.msg).toBe('The amount must be more than the fee of 25.00 USD');
  });

  it('accepts exactly 5 of 50 parallel withdrawals against a balance that covers 5', async () => {
    const t = await realTrader(h);
    await fund(h, t, await staffMember(h, 'finance'), '500');
    const method = await bindCoinAddress(h, t);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        withdraw(t, { draw_currency_id: 1, number: '100', draw_method_id: method }, { 'idempotency-key': `parallel-${i}-key` }),
      ),
    );
    const accepted = replies.filter((r) => r.code === 1);
    expect(accepted).toHaveLength(5);
    expect(replies.filter((r) => r.code === MESSAGE_CODES.insufficient_funds)).toHaveLength(45);
    expect(await account(t)).toMatchObject({ balance: '0.000000', lockBalance: '500.000000' });
    const held = (await h.database.db.select().from(withdrawals)).reduce((sum, w) => sum + Number(w.amount), 0);
    expect(held).toBe(500);
  });
});

describe('who may do what', () => {
  const fundingCalls = (Object.values(calls) as CallDef[]).filter((c) => c.tag === 'funding');

  it('refuses every funding call and uploads to demo users, writing nothing', async () => {
    const demo = await demoTrader(h);
    for (const call of fundingCalls) {
      const reply =
        call.methods[0] === 'GET'
          ? await h.get(call.path, { token: demo.token })
          : await h.post(call.path, { number: '10', draw_currency_id: 1, draw_method_id: 1, draw_id: 1, type: 1, id: 1 }, { token: demo.token });
      expect(reply.code, call.path).toBe(MESSAGE_CODES.demo_forbidden);
      expect(reply.msg).toBe('Please register or log in to a real account');
    }
    const upload = await h.app.http.inject({ method: 'POST', url: '/api/common/image_upload', headers: { authorization: demo.token, lang: 'en' } });
    expect(upload.json().code).toBe(MESSAGE_CODES.demo_forbidden);
    expect(await count(deposits)).toBe(0);
    expect(await count(withdrawals)).toBe(0);
  });

  it("gives nothing of another user's records and methods", async () => {
    const a = await realTrader(h);
    const b = await realTrader(h);
    await fund(h, a, await staffMember(h, 'finance'), '300');
    const method = await bindCoinAddress(h, a);
    await withdraw(a, { draw_currency_id: 1, number: '100', draw_method_id: method });
    expect((await h.get('/api/quickCharge/quick_ist?type=0', { token: b.token })).data.total).toBe(0);
    expect((await h.get('/api/account/draw_list?type=1', { token: b.token })).data.total).toBe(0);
    expect((await h.get('/api/wallet/get_draw_method?draw_type=1', { token: b.token })).data).toHaveLength(0);
    // B can neither delete A's method nor pay out to it.
    expect((await h.post('/api/wallet/del_draw_method', { id: method }, { token: b.token })).code).toBe(MESSAGE_CODES.payout_method_not_found);
    await fund(h, b, await staffMember(h, 'finance'), '300');
    const stolen = await withdraw(b, { draw_currency_id: 1, number: '100', draw_method_id: method });
    expect(stolen.code).toBe(MESSAGE_CODES.payout_method_not_found);
  });

  it('answers staff calls only to staff whose role decides money', async () => {
    const t = await realTrader(h);
    const dealing = await staffMember(h, 'dealing');
    const support = await staffMember(h, 'support');
    const sent = await postWith(h, '/api/quickCharge/submit', { number: '10', proofImg: await uploadProof(h, t.token), charge_id: 1 }, t.token);
    for (const s of [dealing, support]) {
      const res = await h.app.http.inject({ method: 'POST', url: '/admin/api/deposits/approve', payload: { id: sent.data.id }, headers: { authorization: s.token, lang: 'en' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: MESSAGE_CODES.staff_forbidden, msg: 'Your role does not allow this action' });
      expect((await h.get('/admin/api/withdrawals', { token: s.token })).code).toBe(MESSAGE_CODES.staff_forbidden);
    }
    // A trader's token is no staff session.
    expect((await h.post('/admin/api/deposits/approve', { id: sent.data.id }, { token: t.token })).code).toBe(999);
    expect((await h.database.db.select().from(deposits))[0]!.status).toBe(0);
  });
});
