/**
 * Notifications: each event reaches the inbox once and each channel the user allows once (the
 * socket toast as a NOTICE on the bus, e-mail in the outbox); price alerts fire once per crossing,
 * also across a restart of the watcher; margin warnings once per band. Another user sees none of it.
 */
import { describe, expect, it, afterEach, beforeEach } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { auditLog, priceAlerts, users } from '../src/db/schema.js';
import { AlertWatcher } from '../src/modules/notifications/alert-watcher.js';
import { useHarness, type Harness } from './support/harness.js';
import { demoTrader, settle, setBid, submit, tradingClockStart, type Trader } from './support/trading.js';
import { fund, realTrader, setUpChannels, staffMember } from './support/funding.js';

const h = useHarness({ clockStart: tradingClockStart });
const id = (code: string) => h.app.market.instrumentByCode(code)!.id;

/** Everything queued is done: the engine's decisions, the watchers' writes, the deliveries. */
async function quiet(harness: Harness): Promise<void> {
  await settle(harness);
  await harness.app.watchers!.alerts.idle();
  await harness.app.watchers!.margin.idle();
  await harness.app.notifications.idle();
}

/** The NOTICE messages published to the user's sockets. */
function toasts(userId: number) {
  return h
    .published()
    .filter((m) => m.topic === `USER.${userId}` && m.key.startsWith('NOTICE.'))
    .map((m) => JSON.parse(m.payload) as { type: string; kind: string; title: string; body: string; link: string; id: number });
}

async function inbox(t: { token: string }, lang = 'en') {
  const reply = await h.get('/v1/api/notice/list', { token: t.token, lang });
  expect(reply.code, reply.msg).toBe(1);
  return reply.data as { data: { id: number; kind: string; title: string; body: string; link: string; read: boolean }[]; total: number; unread: number };
}

afterEach(async () => {
  await quiet(h);
});

describe('trading events', () => {
  it('tells a fill and a stop-loss close once each, on the socket and in the inbox, and nobody else', async () => {
    const t = await demoTrader(h);
    const other = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    const opened = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10, stop_loss_price: '94000' });
    expect(opened.code, opened.msg).toBe(1);
    setBid(h, 'BTCUSD', '93900.00');
    await quiet(h);
    // The engine may see the level again on the next tick: still one close, one notice.
    setBid(h, 'BTCUSD', '93800.00');
    await quiet(h);

    const box = await inbox(t);
    expect(box.data.map((n) => [n.kind, n.title])).toEqual([
      ['position_closed', 'Stop loss reached'],
      ['order_filled', 'Order filled'],
    ]);
    expect(box.unread).toBe(2);
    const close = box.data[0]!;
    expect(close.body).toMatch(/^Buy 0\.1 lots BTCUSD closed at 93,900\.00 \(order #\d+\)\. Profit: -112\.\d\d USD\.$/); // (93900 − 95020) × 0.1
    expect(close.link).toBe(`/order?type=3&id=${opened.data.Id}`);
    expect(toasts(t.userId).map((m) => m.kind)).toEqual(['order_filled', 'position_closed']);
    expect(toasts(t.userId)[1]).toMatchObject({ type: 'NOTICE', id: close.id, title: 'Stop loss reached' });

    // Another user's inbox is empty, and they cannot mark this one read.
    expect((await inbox(other)).total).toBe(0);
    const foreign = await h.post('/v1/api/notice/read', { id: close.id }, { token: other.token });
    expect(foreign.code).toBe(MESSAGE_CODES.not_found);

    // The same event told again (a retry, another node) is not delivered again.
    const again = await h.app.notifications.deliver({
      userId: t.userId,
      kind: 'position_closed',
      eventKey: `order.${opened.data.Id}.closed`,
      topic: 'closed_stop_loss',
      params: {},
      link: '/order',
    });
    expect(again).toBe(false);
    expect((await inbox(t)).total).toBe(2);
    expect(toasts(t.userId)).toHaveLength(2);

    // Read in the reader's language; marking read counts down.
    expect((await inbox(t, 'de')).data[0]!.title).toBe('Stop-Loss erreicht');
    const read = await h.post('/v1/api/notice/read', { id: close.id }, { token: t.token });
    expect(read.data).toEqual({ unread: 1 });
    expect((await h.post('/v1/api/notice/read', {}, { token: t.token })).data).toEqual({ unread: 0 });
  });

  it('delivers events told together each to its own user, in their language and by their choices, a repeat once', async () => {
    const a = await demoTrader(h);
    const b = await demoTrader(h);
    const c = await demoTrader(h);
    await h.database.db.update(users).set({ lang: 'de' }).where(eq(users.id, b.userId));
    expect((await h.post('/v1/api/notice/prefs_save', { kind: 'order_filled', channel: 'app', enabled: false }, { token: c.token })).code).toBe(1);
    const filled = (userId: number, order: number) => ({ userId, kind: 'order_filled' as const, eventKey: `order.${order}.filled`, topic: 'order_filled', params: { id: order, side: 'buy', lots: '0.1', symbol: 'BTCUSD', price: '95020.00', digits: 2 }, link: `/order?type=1&id=${order}` });
    // Told in one moment, as a batch of fills is: delivered together.
    const told = await Promise.all([
      h.app.notifications.deliver(filled(a.userId, 9101)),
      h.app.notifications.deliver(filled(b.userId, 9102)),
      h.app.notifications.deliver(filled(c.userId, 9103)),
      h.app.notifications.deliver(filled(a.userId, 9104)),
      h.app.notifications.deliver(filled(a.userId, 9101)),
    ]);
    expect(told).toEqual([true, true, true, true, false]);
    expect(toasts(a.userId).map((m) => [m.title, m.link])).toEqual([
      ['Order filled', '/order?type=1&id=9101'],
      ['Order filled', '/order?type=1&id=9104'],
    ]);
    const german = (await inbox(b, 'de')).data[0]!.title;
    expect(german).not.toBe('Order filled');
    expect(toasts(b.userId).map((m) => [m.title, m.link])).toEqual([[german, '/order?type=1&id=9102']]);
    expect(toasts(c.userId)).toEqual([]);
    expect([(await inbox(a)).total, (await inbox(b)).total, (await inbox(c)).total]).toEqual([2, 1, 1]);
  });

  it('keeps a notice off the socket when the user turns the app channel off, but still in the inbox', async () => {
    const t = await demoTrader(h);
    const saved = await h.post('/v1/api/notice/prefs_save', { kind: 'order_filled', channel: 'app', enabled: false }, { token: t.token });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.prefs.find((p: { kind: string }) => p.kind === 'order_filled')).toEqual({ kind: 'order_filled', app: false, push: true, email: null, fixed: [] });
    setBid(h, 'BTCUSD', '95000.00');
    expect((await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.1', multiple: 10 })).code).toBe(1);
    await quiet(h);
    expect(toasts(t.userId)).toEqual([]);
    expect((await inbox(t)).total).toBe(1);

    const fixed = await h.post('/v1/api/notice/prefs_save', { kind: 'security', channel: 'email', enabled: false }, { token: t.token });
    expect(fixed.code).toBe(MESSAGE_CODES.notice_channel_fixed);
    const unknown = await h.post('/v1/api/notice/prefs_save', { kind: 'weather', channel: 'app', enabled: false }, { token: t.token });
    expect(unknown.code).toBe(MESSAGE_CODES.notice_kind_invalid);
  });
});

describe('money events', () => {
  // A new installation has no funding channels: the broker enters them in the console first.
  beforeEach(async () => {
    await setUpChannels(h);
  });

  it('tells a credited deposit in the app and by e-mail, once', async () => {
    const trader = await realTrader(h);
    const finance = await staffMember(h, 'finance');
    await fund(h, trader, finance, '250');
    await quiet(h);
    const box = await inbox(trader);
    expect(box.data.map((n) => [n.kind, n.title])).toEqual([['money', 'Deposit credited']]);
    expect(box.data[0]!.body).toMatch(/^250\.00 USD from your deposit #\d+ was credited to your account\.$/);
    const mails = h.outbox().filter((m) => m.to === trader.email && m.type === 'notify.deposit_credited');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Deposit credited');
    expect(toasts(trader.userId).map((m) => m.title)).toEqual(['Deposit credited']);
  });
});

describe('price alerts', () => {
  async function alertOn(t: Trader, body: Record<string, unknown>) {
    const reply = await h.post('/v1/api/alert/save', body, { token: t.token });
    await h.app.watchers!.alerts.idle();
    return reply;
  }

  it('refuses alerts that cannot be kept, in the caller language', async () => {
    const t = await demoTrader(h);
    setBid(h, 'EURUSD', '1.08500');
    expect((await alertOn(t, { symbol: 'NOPE', kind: 'above', level: '1' })).code).toBe(MESSAGE_CODES.alert_symbol_unknown);
    expect((await alertOn(t, { symbol: 'EURUSD', kind: 'above', level: '1.08000' })).code).toBe(MESSAGE_CODES.alert_level_reached);
    expect((await alertOn(t, { symbol: 'EURUSD', kind: 'below', level: '1.085001' })).code).toBe(MESSAGE_CODES.alert_level_invalid);
    expect((await alertOn(t, { symbol: 'EURUSD', kind: 'move', move_pct: '80', period: 60 })).code).toBe(MESSAGE_CODES.alert_move_invalid);
    expect((await alertOn(t, { symbol: 'EURUSD', kind: 'move', move_pct: '1', period: 7 })).code).toBe(MESSAGE_CODES.alert_period_invalid);
    const german = await h.post('/v1/api/alert/save', { symbol: 'EURUSD', kind: 'above', level: '1.08000' }, { token: t.token, lang: 'de' });
    expect(german.msg).toContain('Der Preis ist schon dort');
    expect((await h.get('/v1/api/alert/list', { token: t.token })).data).toEqual([]);
  });

  it('fires a one-shot alert once when the bid crosses its level, and never again', async () => {
    const t = await demoTrader(h);
    const other = await demoTrader(h);
    setBid(h, 'EURUSD', '1.08500');
    const saved = await alertOn(t, { symbol: 'EURUSD', kind: 'above', level: '1.08600' });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data).toMatchObject({ symbol: 'EURUSD', kind: 'above', level: 1.086, repeat: false, status: 'active', fired: 0 });
    // Another user can neither see, change nor delete it.
    expect((await h.get('/v1/api/alert/list', { token: other.token })).data).toEqual([]);
    expect((await alertOn(other, { id: saved.data.id, symbol: 'EURUSD', kind: 'above', level: '1.09' })).code).toBe(MESSAGE_CODES.not_found);
    expect((await h.post('/v1/api/alert/delete', { id: saved.data.id }, { token: other.token })).code).toBe(MESSAGE_CODES.not_found);

    setBid(h, 'EURUSD', '1.08599');
    await quiet(h);
    expect((await inbox(t)).total).toBe(0);
    setBid(h, 'EURUSD', '1.08610');
    setBid(h, 'EURUSD', '1.08650');
    setBid(h, 'EURUSD', '1.08500');
    setBid(h, 'EURUSD', '1.08700');
    await quiet(h);
    const box = await inbox(t);
    expect(box.data.map((n) => [n.kind, n.title, n.link])).toEqual([['price_alert', 'EURUSD rose to 1.08610', '/trade?symbol=EURUSD']]);
    expect(box.data[0]!.body).toBe('EURUSD reached your alert level of 1.08600; the price is now 1.08610.');
    const [listed] = (await h.get('/v1/api/alert/list', { token: t.token })).data;
    expect(listed).toMatchObject({ status: 'done', fired: 1 });
    expect((await inbox(other)).total).toBe(0);
  });

  it('fires a repeating alert once per crossing: again only after the bid went back', async () => {
    const t = await demoTrader(h);
    setBid(h, 'EURUSD', '1.08500');
    expect((await alertOn(t, { symbol: 'EURUSD', kind: 'below', level: '1.08400', repeat: true })).code).toBe(1);
    setBid(h, 'EURUSD', '1.08390'); // crosses: 1
    await quiet(h);
    setBid(h, 'EURUSD', '1.08380'); // still under: nothing
    setBid(h, 'EURUSD', '1.08400'); // at the level, not back above it: nothing
    await quiet(h);
    setBid(h, 'EURUSD', '1.08450'); // back above: re-armed
    await quiet(h);
    setBid(h, 'EURUSD', '1.08300'); // crosses again: 2
    await quiet(h);
    const box = await inbox(t);
    expect(box.data.map((n) => n.title)).toEqual(['EURUSD fell to 1.08300', 'EURUSD fell to 1.08390']);
    const [listed] = (await h.get('/v1/api/alert/list', { token: t.token })).data;
    expect(listed).toMatchObject({ status: 'active', fired: 2, repeat: true });
  });

  it('fires on a percentage move within its period, measured from the bid when the period began', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00');
    expect((await alertOn(t, { symbol: 'BTCUSD', kind: 'move', move_pct: '2', period: 60 })).code).toBe(1);
    setBid(h, 'BTCUSD', '96800.00'); // +1.89 %: nothing
    await quiet(h);
    expect((await inbox(t)).total).toBe(0);
    setBid(h, 'BTCUSD', '96900.00'); // +2.00 % of 95000.00
    await quiet(h);
    const box = await inbox(t);
    expect(box.data.map((n) => [n.title, n.body])).toEqual([['BTCUSD moved +2.00 %', 'BTCUSD moved +2.00 % within 60 minutes, from 95,000.00 to 96,900.00.']]);
  });

  it('survives a restart: a watcher started from the database fires a crossing once, and a second watcher cannot fire it again', async () => {
    const t = await demoTrader(h);
    setBid(h, 'EURUSD', '1.08500');
    const saved = await alertOn(t, { symbol: 'EURUSD', kind: 'above', level: '1.08600', repeat: true });
    expect(saved.code).toBe(1);
    // Two watchers, as after a failover where the old one still ran: both start from the database.
    const options = { db: h.database.db, bus: h.bus, clock: { now: () => h.now() }, market: h.app.market, notices: h.app.notifications, log: h.app.http.log };
    const restarted = new AlertWatcher(options);
    await restarted.start();
    expect(restarted.size).toBe(1);
    setBid(h, 'EURUSD', '1.08700');
    await restarted.idle();
    await quiet(h);
    await restarted.stop();
    const box = await inbox(t);
    expect(box.data.map((n) => n.title)).toEqual(['EURUSD rose to 1.08700']);
    const [row] = await h.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, saved.data.id as number));
    expect(row).toMatchObject({ fired: 1, armed: false });
  });
});

describe('margin warnings', () => {
  it('warns once per band on the way down, and again only after the level climbed back', async () => {
    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    // 1 lot at leverage 20: margin 95020.00 ÷ 20 = 4751.00, fee 4.751; at the bid of 95000.00 the
    // equity is 10000 − 4.751 − 20 = 9975.249, a level of 209.96 %.
    expect((await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '1', multiple: 20 })).code).toBe(1);
    await h.app.engine!.pass();
    await quiet(h);
    const marginNotices = async () => (await inbox(t)).data.filter((n) => n.kind === 'margin').map((n) => n.title);
    expect(await marginNotices()).toEqual([]);
    // Equity 10000 − 4.751 + (bid − 95020): at bid 92000 → 6975.249 → 146.82 %: under 150.
    setBid(h, 'BTCUSD', '92000.00');
    await h.app.engine!.pass();
    await quiet(h);
    setBid(h, 'BTCUSD', '91990.00');
    await h.app.engine!.pass();
    await quiet(h);
    expect(await marginNotices()).toEqual(['Margin level at 146.82 %']);
    // At bid 90500: equity 5475.249 → 115.24 %: under 120.
    setBid(h, 'BTCUSD', '90500.00');
    await h.app.engine!.pass();
    await quiet(h);
    expect(await marginNotices()).toEqual(['Margin level at 115.24 %', 'Margin level at 146.82 %']);
    // Back above 150 % (bid 94500: equity 9475.249 → 199.44 %), then under it again: told again.
    setBid(h, 'BTCUSD', '94500.00');
    await h.app.engine!.pass();
    await quiet(h);
    setBid(h, 'BTCUSD', '92000.00');
    await h.app.engine!.pass();
    await quiet(h);
    expect(await marginNotices()).toEqual(['Margin level at 146.82 %', 'Margin level at 115.24 %', 'Margin level at 146.82 %']);
  });

  it('warns at the levels the owner set, once per crossing, and refuses levels that could not warn', async () => {
    const owner = await staffMember(h, 'owner');
    const content = await staffMember(h, 'content');
    const save = (body: Record<string, unknown>, who = owner) => h.post('/admin/api/settings/save', body, { token: who.token });
    const saved = await save({ margin_warning_levels: '130, 180' });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.margin_warning_levels).toBe('180,130');
    const audited = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.save')).orderBy(auditLog.id);
    expect(audited.map((a) => [a.before, a.after])).toEqual([[{ margin_warning_levels: '150,120' }, { margin_warning_levels: '180,130' }]]);

    // Refused with the reason, and nothing changes.
    const twice = await save({ margin_warning_levels: '150,150.0' });
    expect([twice.code, twice.msg]).toEqual([MESSAGE_CODES.margin_warning_levels_invalid, 'Enter up to 5 different margin levels in percent, separated by commas (for example 150, 120), each with at most 2 decimals']);
    expect((await save({ margin_warning_levels: '160,1e3' })).code).toBe(MESSAGE_CODES.margin_warning_levels_invalid);
    expect((await save({ margin_warning_levels: '200,190,180,170,160,150' })).code).toBe(MESSAGE_CODES.margin_warning_levels_invalid);
    const low = await save({ margin_warning_levels: '150,100' });
    expect([low.code, low.msg]).toEqual([MESSAGE_CODES.margin_warning_level_low, 'Each margin warning level must be above the margin call level (100 %); 100 % is not']);
    expect((await h.post('/admin/api/settings/save', { margin_warning_levels: '150,90' }, { token: owner.token, lang: 'de' })).msg).toBe(
      'Jede Margin-Warnstufe muss über dem Margin-Call-Level (100 %) liegen; 90 % tut das nicht',
    );
    expect((await save({ margin_warning_levels: '170' }, content)).code).toBe(MESSAGE_CODES.setting_owner_only);
    expect((await h.get('/admin/api/settings', { token: owner.token })).data.margin_warning_levels).toBe('180,130');

    const t = await demoTrader(h);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    // 1 lot at leverage 20: margin 4751.00, fee 4.751; equity 10000 − 4.751 + (bid − 95020).
    expect((await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '1', multiple: 20 })).code).toBe(1);
    // The watch reads the levels again within seconds of a change.
    h.advance(6000);
    const pass = async (bid: string) => {
      setBid(h, 'BTCUSD', bid);
      await h.app.engine!.pass();
      await quiet(h);
    };
    await pass('95000.00');
    const marginNotices = async () => (await inbox(t)).data.filter((n) => n.kind === 'margin').map((n) => n.body);
    expect(await marginNotices()).toEqual([]);
    // Bid 93500: equity 8475.249 → 178.39 %, under 180; at 93400 still under it: told once.
    await pass('93500.00');
    await pass('93400.00');
    // Bid 92000: 146.82 % — under the old 150 %, which no longer warns.
    await pass('92000.00');
    expect(await marginNotices()).toEqual(['Your margin level fell to 178.39 %, under the 180 % warning. Positions are closed at 50 %: add funds or reduce positions.']);
    // Bid 91000: equity 5975.249 → 125.77 %, under 130.
    await pass('91000.00');
    expect((await marginNotices())[0]).toBe('Your margin level fell to 125.77 %, under the 130 % warning. Positions are closed at 50 %: add funds or reduce positions.');
    expect(await marginNotices()).toHaveLength(2);
  });
});
