/**
 * The staff console's calls: every call against every role, users and their accounts, freezing,
 * balance adjustments with a second approval, the dashboard, exposure and site settings. The
 * ledger invariant is checked after every test.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, notInArray } from 'drizzle-orm';
import { calls, MESSAGE_CODES, STAFF_PERMISSIONS, STAFF_ROLES, type CallDef, type StaffRole } from '@leverline/contract';
import { accounts, auditLog, balanceAdjustments, categories, instruments, ledgerEntries } from '../src/db/schema.js';
import { PASSWORD, useHarness } from './support/harness.js';
import { demoTrader, expectLedgerHolds, submit, tradingClockStart } from './support/trading.js';
import { fund, realTrader, staffMember, type RealTrader, type StaffMember, setUpChannels } from './support/funding.js';
import { setUpCompanies } from './support/community.js';
import { SETTINGS_TOPIC } from '../src/modules/settings/settings.service.js';

const h = useHarness({ clockStart: tradingClockStart });
// A new installation has no funding channels: the broker enters them in the console first.
beforeEach(async () => {
  await setUpChannels(h);
});

afterEach(async () => {
  await expectLedgerHolds(h);
});

const balanceOf = async (t: { accountId: number }) =>
  (await h.database.db.select().from(accounts).where(eq(accounts.id, t.accountId)))[0]!.balance;
const id = (code: string) => h.app.market.instrumentByCode(code)!.id;
const staffGet = (path: string, s: StaffMember) => h.get(path, { token: s.token });
const staffPost = (path: string, body: Record<string, unknown>, s: StaffMember) => h.post(path, body, { token: s.token });

/** Every staff call that needs a permission: the queues, set-up, content and console calls. */
const STAFF_CALLS = (Object.entries(calls) as [string, CallDef][]).filter(([, def]) => def.auth === 'staff' && def.permission);

describe('permissions', () => {
  it('lets each role use exactly the staff calls its permissions name', async () => {
    const members = new Map<StaffRole, StaffMember>();
    for (const role of STAFF_ROLES) members.set(role, await staffMember(h, role));
    expect(STAFF_CALLS.length).toBeGreaterThan(35);
    for (const [name, def] of STAFF_CALLS) {
      const allowed = STAFF_PERMISSIONS[def.permission!] as readonly StaffRole[];
      for (const role of STAFF_ROLES) {
        const member = members.get(role)!;
        // An input the call refuses is enough: the permission is checked before the input.
        const reply = def.methods[0] === 'GET' ? await staffGet(`${def.path}?id=999999&code=NONE`, member) : await staffPost(def.path, {}, member);
        if (allowed.includes(role)) expect(reply.status, `${role} ${name}`).not.toBe(403);
        else expect({ status: reply.status, code: reply.code }, `${role} ${name}`).toEqual({ status: 403, code: MESSAGE_CODES.staff_forbidden });
      }
    }
    // A trader's session is not a staff session.
    const t = await realTrader(h);
    expect((await h.get('/admin/api/users', { token: t.token })).code).toBe(999);
  });
});

describe('users', () => {
  let owner: StaffMember;
  beforeEach(async () => {
    owner = await staffMember(h, 'owner');
  });

  it('finds users by part of their uid, e-mail or phone, and tells real from demo', async () => {
    const a = await realTrader(h);
    const b = await realTrader(h);
    const demo = await demoTrader(h);
    const byEmail = await staffGet(`/admin/api/users?q=${encodeURIComponent(a.email.slice(0, 12))}`, owner);
    expect(byEmail.data.data.map((u: { id: number }) => u.id)).toEqual([a.userId]);
    const all = await staffGet('/admin/api/users', owner);
    expect(all.data.total).toBe(3);
    // Newest first.
    expect(all.data.data.map((u: { id: number }) => u.id)).toEqual([demo.userId, b.userId, a.userId]);
    const demos = await staffGet('/admin/api/users?demo=1', owner);
    expect(demos.data.data).toEqual([expect.objectContaining({ id: demo.userId, is_demo: true, status: 'active', balance: '10000.000000' })]);
    const uid = all.data.data[1].uid as string;
    expect((await staffGet(`/admin/api/users?q=${uid}`, owner)).data.data.map((u: { id: number }) => u.id)).toEqual([b.userId]);
    // LIKE wildcards are literal.
    expect((await staffGet('/admin/api/users?q=%25', owner)).data.total).toBe(0);
  });

  it('shows a user’s account figures, open positions and a ledger that adds up', async () => {
    const finance = await staffMember(h, 'finance');
    const t = await realTrader(h);
    await fund(h, t, finance, '5000');
    const opened = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.10', status: 1, multiple: 10 });
    expect(opened.code, opened.msg).toBe(1);
    const detail = await staffGet(`/admin/api/users/detail?id=${t.userId}`, owner);
    expect(detail.code).toBe(1);
    expect(detail.data.user).toMatchObject({ id: t.userId, is_demo: false, identity_status: 0 });
    expect(detail.data.positions).toHaveLength(1);
    expect(detail.data.positions[0]).toMatchObject({ code: 'BTCUSD', type: 1, status: 1, lots: '0.1', leverage: 10 });
    const { account } = detail.data;
    expect(account.balance).toBe(await balanceOf(t));
    // equity − used margin = free margin, exactly.
    expect(Number(account.equity) - Number(account.used_margin)).toBeCloseTo(Number(account.free_margin), 6);
    const ledger = await staffGet(`/admin/api/users/ledger?id=${t.userId}`, owner);
    expect(ledger.data.sum_ok).toBe(true);
    expect(ledger.data.sum).toBe(await balanceOf(t));
    expect(ledger.data.data.map((e: { type: string }) => e.type)).toEqual(['trade_fee', 'deposit']);
    expect((await staffGet('/admin/api/users/detail?id=999999', owner)).code).toBe(MESSAGE_CODES.user_not_found);
    expect((await staffGet('/admin/api/users/detail?id=abc', owner)).code).toBe(MESSAGE_CODES.invalid_param);
  });

  it('freezes a user: sessions end at once, sign-in and trading are refused, and it is audited', async () => {
    const compliance = await staffMember(h, 'compliance');
    const t = await realTrader(h);
    expect((await staffPost('/admin/api/users/freeze', { id: t.userId, frozen: 1 }, compliance)).code).toBe(MESSAGE_CODES.reason_required);
    const frozen = await staffPost('/admin/api/users/freeze', { id: t.userId, frozen: 1, reason: 'Chargeback under review' }, compliance);
    expect(frozen.code, frozen.msg).toBe(1);
    expect(frozen.msg).toBe('The user has been frozen and signed out');
    expect(frozen.data.status).toBe('frozen');
    expect((await h.get('/api/user/info', { token: t.token })).code).toBe(999);
    const login = await h.post('/api/user/loginForU', { account: t.email, password: PASSWORD, login_type: 'email' }, { form: true });
    expect(login.code).toBe(MESSAGE_CODES.account_frozen);
    const [entry] = await h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.freeze'), eq(auditLog.targetId, String(t.userId))));
    expect(entry).toMatchObject({ staffEmail: compliance.email, before: { status: 'active' }, after: { status: 'frozen', reason: 'Chargeback under review' } });

    const thawed = await staffPost('/admin/api/users/freeze', { id: t.userId, frozen: 0, reason: 'Cleared' }, compliance);
    expect(thawed.data.status).toBe('active');
    expect((await h.post('/api/user/loginForU', { account: t.email, password: PASSWORD, login_type: 'email' }, { form: true })).code).toBe(1);
    expect((await staffPost('/admin/api/users/freeze', { id: 999999, frozen: 1, reason: 'x' }, compliance)).code).toBe(MESSAGE_CODES.user_not_found);
  });
});

describe('balance adjustments', () => {
  let first: StaffMember;
  let second: StaffMember;
  let t: RealTrader;
  beforeEach(async () => {
    first = await staffMember(h, 'finance');
    second = await staffMember(h, 'owner');
    t = await realTrader(h);
  });

  it('applies a small adjustment at once as a ledger entry the user sees with its reason', async () => {
    const reply = await staffPost('/admin/api/users/adjust', { id: t.userId, amount: '25.5', reason: 'Goodwill credit for the outage of 20 Nov' }, first);
    expect(reply.code, reply.msg).toBe(1);
    expect(reply.msg).toBe('The adjustment has been applied');
    expect(reply.data).toMatchObject({ status: 1, amount: '25.500000', requested_by: first.email, decided_by: first.email });
    expect(await balanceOf(t)).toBe('25.500000');
    const records = await h.get('/v1/api/main/accountLog/forexChange?page=1', { token: t.token });
    expect(records.data.list[0]).toMatchObject({ Value: 25.5, Type: 10, Memo: 'Goodwill credit for the outage of 20 Nov' });
  });

  it('holds a large adjustment for a second staff member, who alone can apply it, once', async () => {
    const asked = await staffPost('/admin/api/users/adjust', { id: t.userId, amount: '1500', reason: 'Bank transfer received without reference' }, first);
    expect(asked.data.status).toBe(0);
    expect(asked.msg).toBe('The adjustment waits for a second staff member to approve it');
    expect(await balanceOf(t)).toBe('0.000000');
    const self = await staffPost('/admin/api/adjustments/approve', { id: asked.data.id }, first);
    expect(self.code).toBe(MESSAGE_CODES.adjustment_self_approval);
    expect(await balanceOf(t)).toBe('0.000000');
    const queue = await staffGet('/admin/api/adjustments?status=0', second);
    expect(queue.data.data.map((a: { id: number }) => a.id)).toEqual([asked.data.id]);
    const approved = await staffPost('/admin/api/adjustments/approve', { id: asked.data.id }, second);
    expect(approved.data).toMatchObject({ status: 1, decided_by: second.email });
    expect(await balanceOf(t)).toBe('1500.000000');
    expect((await staffPost('/admin/api/adjustments/approve', { id: asked.data.id }, second)).code).toBe(MESSAGE_CODES.already_decided);
    expect(await balanceOf(t)).toBe('1500.000000');
  });

  it('decides a waiting adjustment once when two staff members race', async () => {
    const third = await staffMember(h, 'finance');
    const asked = await staffPost('/admin/api/users/adjust', { id: t.userId, amount: '2000', reason: 'Wire credit' }, first);
    const [a, b] = await Promise.all([
      staffPost('/admin/api/adjustments/approve', { id: asked.data.id }, second),
      staffPost('/admin/api/adjustments/reject', { id: asked.data.id, reason: 'Duplicate' }, third),
    ]);
    expect([a.code, b.code].filter((c) => c === 1)).toHaveLength(1);
    expect([a.code, b.code]).toContain(MESSAGE_CODES.already_decided);
    const entries = await h.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, t.accountId));
    expect(entries).toHaveLength(a.code === 1 ? 1 : 0);
  });

  it('never debits more than the user could withdraw, and writes nothing when it refuses', async () => {
    await fund(h, t, first, '100');
    const refused = await staffPost('/admin/api/users/adjust', { id: t.userId, amount: '-100.01', reason: 'Reverse credit' }, first);
    expect(refused.code).toBe(MESSAGE_CODES.adjustment_exceeds_free);
    expect(refused.msg).toBe('The debit is more than the user could withdraw now (100.00 USD)');
    expect(await h.database.db.select().from(balanceAdjustments)).toHaveLength(0);
    const taken = await staffPost('/admin/api/users/adjust', { id: t.userId, amount: '-100', reason: 'Reverse credit' }, first);
    expect(taken.code, taken.msg).toBe(1);
    expect(await balanceOf(t)).toBe('0.000000');
  });

  it.each([
    [{ amount: '0', reason: 'x' }, MESSAGE_CODES.amount_invalid],
    [{ amount: '-0.000', reason: 'x' }, MESSAGE_CODES.amount_invalid],
    [{ amount: '1.1234567', reason: 'x' }, MESSAGE_CODES.amount_invalid],
    [{ amount: '1e3', reason: 'x' }, MESSAGE_CODES.amount_invalid],
    [{ amount: '1000000000', reason: 'x' }, MESSAGE_CODES.amount_invalid],
    [{ amount: '10' }, MESSAGE_CODES.reason_required],
    [{ amount: '10', reason: '   ' }, MESSAGE_CODES.reason_required],
  ])('refuses %j and writes nothing', async (body, code) => {
    expect((await staffPost('/admin/api/users/adjust', { id: t.userId, ...body }, first)).code).toBe(code);
    expect(await h.database.db.select().from(balanceAdjustments)).toHaveLength(0);
    expect(await balanceOf(t)).toBe('0.000000');
  });
});

describe('dashboard and exposure', () => {
  it('counts today’s money, the queues, open interest and the broker’s result', async () => {
    const owner = await staffMember(h, 'owner');
    const finance = await staffMember(h, 'finance');
    const a = await realTrader(h);
    const b = await realTrader(h);
    await fund(h, a, finance, '5000');
    await fund(h, b, finance, '3000');
    expect((await submit(h, a.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.30', status: 1, multiple: 10 })).code).toBe(1);
    expect((await submit(h, b.token, { type: 2, forex_id: id('BTCUSD'), cont: '0.10', status: 1, multiple: 10 })).code).toBe(1);
    await staffPost('/admin/api/users/adjust', { id: a.userId, amount: '5000', reason: 'Large wire' }, finance);

    const board = await staffGet('/admin/api/dashboard', owner);
    expect(board.code, board.msg).toBe(1);
    expect(board.data.deposits_today).toEqual({ count: 2, usd: '8000.000000' });
    expect(board.data.withdrawals_today).toEqual({ count: 0, usd: '0.000000' });
    expect(board.data.pending).toEqual({ deposits: 0, withdrawals: 0, identity: 0, adjustments: 1 });
    expect(board.data.open_interest).toEqual([
      expect.objectContaining({ code: 'BTCUSD', positions: 2, buy_lots: '0.3', sell_lots: '0.1', net_lots: '0.2' }),
    ]);
    // Only fees so far: what the traders paid is what the broker earned.
    const fees = (await h.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.type, 'trade_fee'))).reduce((s, e) => s - Number(e.amount), 0);
    expect(Number(board.data.broker_result.today)).toBeCloseTo(fees, 6);
    expect(board.data.broker_result.total).toBe(board.data.broker_result.today);
    expect(board.data.active_users).toBe(2);

    const dealing = await staffMember(h, 'dealing');
    const exposure = await staffGet('/admin/api/dealing/exposure', dealing);
    expect(exposure.data).toEqual(board.data.open_interest);
    const positions = await staffGet('/admin/api/dealing/positions?code=BTCUSD', dealing);
    expect(positions.data.data.map((p: { lots: string; type: number }) => `${p.type}:${p.lots}`)).toEqual(['1:0.3', '2:0.1']);
    expect((await staffGet('/admin/api/dealing/positions?code=NOPE', dealing)).code).toBe(MESSAGE_CODES.instrument_unavailable);
  });
});

describe('site settings', () => {
  it('saves what the app reads, keeps money settings for the owner, and audits each change', async () => {
    const content = await staffMember(h, 'content');
    const owner = await staffMember(h, 'owner');
    const saved = await staffPost('/admin/api/settings/save', { title: 'Leverline Markets', service_link: 'https://chat.leverline.example/c/1', company_email: 'help@leverline.example' }, content);
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({ title: 'Leverline Markets', stop_out_level: '50', adjust_approval_usd: '1000' });
    const basic = await h.get('/api/basicSet/getBasicInfo');
    expect(basic.data).toMatchObject({ title: 'Leverline Markets', service_link: 'https://chat.leverline.example/c/1' });
    expect((await h.get('/api/basicSet/company_email')).data.email).toBe('help@leverline.example');
    // Every other node hears of it and reads the settings again (settings.service.ts).
    expect(h.published().filter((m) => m.topic === SETTINGS_TOPIC)).toHaveLength(1);

    const refused = await staffPost('/admin/api/settings/save', { stop_out_level: '80' }, content);
    expect(refused.code).toBe(MESSAGE_CODES.setting_owner_only);
    expect((await staffPost('/admin/api/settings/save', { service_link: 'javascript:alert(1)' }, content)).code).toBe(MESSAGE_CODES.url_invalid);
    expect((await staffPost('/admin/api/settings/save', { verify_reg_type: '7' }, content)).code).toBe(MESSAGE_CODES.invalid_param);
    expect((await staffGet('/admin/api/settings', content)).data.stop_out_level).toBe('50');

    expect((await staffPost('/admin/api/settings/save', { stop_out_level: '80' }, owner)).data.stop_out_level).toBe('80');
    // The margin call must stay above the stop-out: refused, and nothing changes.
    const below = await staffPost('/admin/api/settings/save', { margin_call_level: '80' }, owner);
    expect(below.code).toBe(MESSAGE_CODES.invalid_param);
    expect(below.msg).toBe('Please check the margin call level (it must be above the stop-out level)');
    expect((await staffPost('/admin/api/settings/save', { stop_out_level: '100' }, owner)).code).toBe(MESSAGE_CODES.invalid_param);
    expect((await staffPost('/admin/api/settings/save', { margin_call_level: '120' }, owner)).code).toBe(1);
    const changes = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.save')).orderBy(auditLog.id);
    expect(changes.map((c) => [c.staffEmail, c.before, c.after])).toEqual([
      [content.email, { title: 'Leverline', service_link: '', company_email: '' }, { title: 'Leverline Markets', service_link: 'https://chat.leverline.example/c/1', company_email: 'help@leverline.example' }],
      [owner.email, { stop_out_level: '50' }, { stop_out_level: '80' }],
      [owner.email, { margin_call_level: '100' }, { margin_call_level: '120' }],
    ]);
  });

  it('lists every article and company for editing, published or not', async () => {
    await setUpCompanies(h);
    const content = await staffMember(h, 'content');
    await staffPost('/admin/api/news/save', { title: 'Draft: holiday hours', content: '<p>Soon</p>', published: false }, content);
    const list = await staffGet('/admin/api/news?lang=en', content);
    expect(list.data.total).toBe(9);
    expect(list.data.data.find((n: { title: string }) => n.title === 'Draft: holiday hours')).toMatchObject({ published: false, content: '<p>Soon</p>' });
    const companies = await staffGet('/admin/api/companies', content);
    expect(companies.data).toHaveLength(3);
    expect(companies.data[0]).toHaveProperty('loss_url');
  });
});

describe('dealing set-up', () => {
  // The catalogue is not emptied between tests: put back what a test changed.
  let saved: { instruments: (typeof instruments.$inferSelect)[]; categories: (typeof categories.$inferSelect)[] };
  beforeEach(async () => {
    saved = { instruments: await h.database.db.select().from(instruments), categories: await h.database.db.select().from(categories) };
  });
  afterEach(async () => {
    const db = h.database.db;
    for (const { id: rowId, ...row } of saved.instruments) {
      await db.update(instruments).set(row).where(eq(instruments.id, rowId));
      await h.app.market.catalogueChanged({ instrumentId: rowId });
    }
    await db.delete(categories).where(notInArray(categories.id, saved.categories.map((c) => c.id)));
    for (const c of saved.categories) await db.update(categories).set(c).where(eq(categories.id, c.id));
    await h.app.market.catalogueChanged({ categories: true });
  });

  it('changes an instrument’s terms for new orders at once, and audits the change', async () => {
    const dealing = await staffMember(h, 'dealing');
    const list = await staffGet('/admin/api/dealing/instruments', dealing);
    const eurusd = (list.data as { id: number; code: string; spread_units: number; leverage_options: number[] }[]).find((i) => i.code === 'EURUSD')!;
    expect(eurusd.leverage_options.length).toBeGreaterThan(0);
    const saved = await staffPost(
      '/admin/api/dealing/instrument/save',
      { id: eurusd.id, spread_units: 25, max_lots: '20', leverage_options: [200, 50, 100, 50], fee_rate: '0.0001' },
      dealing,
    );
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({ spread_units: 25, max_lots: '20', leverage_options: [50, 100, 200], fee_rate: '0.0001' });
    const listed = (await h.get('/v1/api/forex/trade_list')).data.find((i: { Code: string }) => i.Code === 'EURUSD');
    expect(listed).toMatchObject({ Spread: 25, MaxLots: 20, HasForexMultiple: [{ Value: 50 }, { Value: 100 }, { Value: 200 }] });
    const quote = h.app.market.quote(eurusd.id)!;
    expect(quote.askUnits - quote.bidUnits).toBe(25);
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'instrument.save'));
    expect(entry).toMatchObject({ staffEmail: dealing.email, targetId: String(eurusd.id), before: { spread_units: eurusd.spread_units }, after: { spread_units: 25 } });
  });

  it('takes a disabled instrument off the lists and refuses orders on it until it is enabled again', async () => {
    const dealing = await staffMember(h, 'dealing');
    const finance = await staffMember(h, 'finance');
    const t = await realTrader(h);
    await fund(h, t, finance, '5000');
    expect((await staffPost('/admin/api/dealing/instrument/save', { id: id('BTCUSD'), enabled: false }, dealing)).code).toBe(1);
    expect((await h.get('/v1/api/forex/trade_list')).data.map((i: { Code: string }) => i.Code)).not.toContain('BTCUSD');
    const refused = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.10', status: 1, multiple: 10 });
    expect(refused.code).toBe(MESSAGE_CODES.instrument_unavailable);
    expect((await staffPost('/admin/api/dealing/instrument/save', { id: id('BTCUSD'), enabled: true }, dealing)).code).toBe(1);
    expect((await h.get('/v1/api/forex/trade_list')).data.map((i: { Code: string }) => i.Code)).toContain('BTCUSD');
    expect((await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.10', status: 1, multiple: 10 })).code).toBe(1);
  });

  it.each([
    [{ min_lots: '0.015' }, 'lots'],
    [{ max_lots: '0.001' }, 'lots'],
    [{ lot_step: '0' }, 'invalid'],
    [{ leverage_options: [], margin_mode: 2 }, 'leverage'],
    [{ schedule: { time_zone: 'Mars/Olympus', windows: [], holidays: [] } }, 'schedule'],
    [{ schedule: { time_zone: 'UTC', windows: [{ day: 1, open_minute: 600, close_minute: 540 }], holidays: [] } }, 'schedule'],
    [{ schedule: { time_zone: 'UTC', windows: [], holidays: ['2026-02-30'] } }, 'schedule'],
    [{ category_id: 999 }, 'category'],
  ])('refuses %j and changes nothing', async (change, _what) => {
    const dealing = await staffMember(h, 'dealing');
    const before = (await staffGet('/admin/api/dealing/instruments', dealing)).data.find((i: { code: string }) => i.code === 'EURUSD');
    const reply = await staffPost('/admin/api/dealing/instrument/save', { id: before.id, ...change }, dealing);
    expect(reply.code).toBe(MESSAGE_CODES.invalid_param);
    const after = (await staffGet('/admin/api/dealing/instruments', dealing)).data.find((i: { code: string }) => i.code === 'EURUSD');
    expect(after).toEqual(before);
  });

  it('caps the leverage of an asset class for new orders, offering the cap in place of what is above it', async () => {
    const dealing = await staffMember(h, 'dealing');
    const finance = await staffMember(h, 'finance');
    const t = await realTrader(h);
    await fund(h, t, finance, '5000');
    const forex = h.app.market.instrumentByCode('EURUSD')!.categoryId;
    const category = (await staffGet('/admin/api/dealing/categories', dealing)).data.find((c: { id: number }) => c.id === forex);
    const capped = await staffPost('/admin/api/dealing/category/save', { id: forex, names: category.names, sort: category.sort, max_leverage: 30 }, dealing);
    expect(capped.data.max_leverage).toBe(30);
    const eurusd = (await h.get('/v1/api/forex/trade_list')).data.find((i: { Code: string }) => i.Code === 'EURUSD');
    const offered = eurusd.HasForexMultiple.map((m: { Value: number }) => m.Value) as number[];
    expect(Math.max(...offered)).toBe(30);
    expect(offered).toContain(30);
    expect((await submit(h, t.token, { type: 1, forex_id: eurusd.Id, cont: '0.01', status: 1, multiple: 100 })).code).toBe(MESSAGE_CODES.leverage_not_offered);
    expect((await submit(h, t.token, { type: 1, forex_id: eurusd.Id, cont: '0.01', status: 1, multiple: 30 })).code).toBe(1);
    // Other asset classes keep their own options.
    const gold = (await h.get('/v1/api/forex/trade_list')).data.find((i: { Code: string }) => i.Code === 'XAUUSD');
    expect(Math.max(...gold.HasForexMultiple.map((m: { Value: number }) => m.Value))).toBeGreaterThan(30);
    // 0 lifts the cap.
    await staffPost('/admin/api/dealing/category/save', { id: forex, names: category.names, sort: category.sort, max_leverage: 0 }, dealing);
    expect((await h.get('/v1/api/forex/trade_list')).data.find((i: { Code: string }) => i.Code === 'EURUSD').HasForexMultiple).not.toContainEqual({ Value: 30 });
  });

  it('creates and renames categories with names per language', async () => {
    const dealing = await staffMember(h, 'dealing');
    expect((await staffPost('/admin/api/dealing/category/save', { names: { hk: '債券' } }, dealing)).code).toBe(MESSAGE_CODES.invalid_param);
    const created = await staffPost('/admin/api/dealing/category/save', { names: { en: 'Bonds', hk: '債券' }, sort: 9 }, dealing);
    expect(created.code, created.msg).toBe(1);
    const inHk = await h.get('/v1/api/forex/getCategories', { lang: 'hk' });
    expect(inHk.data).toContainEqual({ Id: created.data.id, NameShowTrans: '債券' });
    const renamed = await staffPost('/admin/api/dealing/category/save', { id: created.data.id, names: { en: 'Government bonds' } }, dealing);
    expect(renamed.data.names).toEqual({ en: 'Government bonds' });
    expect((await h.get('/v1/api/forex/getCategories', { lang: 'fr' })).data).toContainEqual({ Id: created.data.id, NameShowTrans: 'Government bonds' });
  });
});
