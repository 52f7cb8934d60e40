/**
 * Trade confirmations by e-mail: off until the trader turns them on; then one e-mail for each fill
 * and each close (the trader's own too), in the trader's language, with the receipt's figures, once;
 * never in the inbox, never on the socket, never to anyone else. Read from the outbox.
 * BTCUSD: 2 decimals, spread 20.00, 1 coin per lot, fee 0.001 of the margin.
 */
import { describe, expect, it, afterEach, beforeEach } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { users } from '../src/db/schema.js';
import { useHarness, type Harness } from './support/harness.js';
import { expectLedgerHolds, setBid, settle, submit, tradingClockStart } from './support/trading.js';
import { fund, realTrader, setUpChannels, staffMember, type RealTrader } from './support/funding.js';

const h = useHarness({ clockStart: tradingClockStart });
const id = (code: string) => h.app.market.instrumentByCode(code)!.id;

async function quiet(harness: Harness): Promise<void> {
  await settle(harness);
  await harness.app.notifications.idle();
}

const confirmations = (t: RealTrader) => h.outbox().filter((m) => m.to === t.email && m.type.startsWith('notify.confirm_'));

async function fundedTrader(): Promise<RealTrader> {
  const trader = await realTrader(h);
  await fund(h, trader, await staffMember(h, 'finance'), '5000');
  return trader;
}

async function turnOn(t: RealTrader): Promise<void> {
  const saved = await h.post('/v1/api/notice/prefs_save', { kind: 'trade_confirmation', channel: 'email', enabled: true }, { token: t.token });
  expect(saved.code, saved.msg).toBe(1);
}

beforeEach(async () => {
  await setUpChannels(h);
});

afterEach(async () => {
  await quiet(h);
  await expectLedgerHolds(h);
});

describe('trade confirmations', () => {
  it('are an e-mail-only choice, off by default: a fill sends none until the trader asks', async () => {
    const t = await fundedTrader();
    const prefs = await h.get('/v1/api/notice/prefs', { token: t.token });
    expect(prefs.data.prefs.find((p: { kind: string }) => p.kind === 'trade_confirmation')).toEqual({ kind: 'trade_confirmation', app: null, push: null, email: false, fixed: [] });
    // Only the e-mail can be chosen: there is no toast or push of a confirmation.
    const app = await h.post('/v1/api/notice/prefs_save', { kind: 'trade_confirmation', channel: 'app', enabled: true }, { token: t.token });
    expect(app.code).toBe(MESSAGE_CODES.notice_channel_fixed);

    setBid(h, 'BTCUSD', '95000.00');
    expect((await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.10', status: 1, multiple: 10 })).code).toBe(1);
    await quiet(h);
    expect(confirmations(t)).toEqual([]);
    // The inbox has the deposit and the fill, and no confirmation.
    const box = await h.get('/v1/api/notice/list', { token: t.token });
    expect(box.data.data.map((n: { kind: string }) => n.kind)).toEqual(['order_filled', 'money']);
  });

  it('confirms a fill and the trader\'s own close in their language, once each, to nobody else', async () => {
    const t = await fundedTrader();
    const other = await fundedTrader();
    await turnOn(t);
    await turnOn(other);
    await h.database.db.update(users).set({ lang: 'de' }).where(eq(users.id, t.userId));

    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    const opened = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.10', status: 1, multiple: 10 });
    expect(opened.code, opened.msg).toBe(1);
    await quiet(h);

    const [fill] = confirmations(t);
    expect(confirmations(t)).toHaveLength(1);
    expect(fill!.type).toBe('notify.confirm_fill');
    expect(fill!.subject).toBe(`Handelsbestätigung: Order #${opened.data.Id} ausgeführt`);
    const fillLines = fill!.text.split('\n');
    expect(fillLines).toEqual(
      expect.arrayContaining([
        `Order-Nr.: #${opened.data.Id}`,
        'Instrument: BTCUSD',
        'Richtung: Kauf',
        'Lots: 0,1',
        'Angefragter Kurs: 95.020,00',
        'Ausführungskurs: 95.020,00',
        'Kursabweichung: 0,00',
        'Gebühr: 0,9502 USD', // 950.20 margin × 0.001
        'Margin: 950,20 USD', // 0.1 lot × 1 × 95020.00 ÷ 10
      ]),
    );
    expect(fillLines.some((l) => l.startsWith('Kurszeit: ') && l.endsWith(' UTC'))).toBe(true);

    setBid(h, 'BTCUSD', '95500.00');
    const closed = await h.get(`/v1/api/forex/close?id=${opened.data.Id}`, { token: t.token });
    expect(closed.code, closed.msg).toBe(1);
    await quiet(h);

    const close = confirmations(t).find((m) => m.type === 'notify.confirm_close');
    expect(close?.subject).toBe(`Handelsbestätigung: Order #${opened.data.Id} geschlossen`);
    expect(close!.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Eröffnungskurs: 95.020,00',
        'Schlusskurs: 95.500,00',
        'Gewinn (USD): +48,00', // (95500.00 − 95020.00) × 0.1
        'Grund: Von Ihnen geschlossen',
      ]),
    );

    // Told once: the same event again sends nothing.
    const again = await h.app.notifications.deliver({
      userId: t.userId,
      kind: 'trade_confirmation',
      eventKey: `confirm.${opened.data.Id}.closed`,
      topic: 'confirm_close',
      params: {},
      link: '/order',
    });
    expect(again).toBe(false);
    expect(confirmations(t)).toHaveLength(2);

    // Not an inbox line and not a toast: the app tells the fill itself.
    const box = await h.get('/v1/api/notice/list', { token: t.token });
    expect(box.data.data.map((n: { kind: string }) => n.kind)).toEqual(['order_filled', 'money']);
    expect(box.data.unread).toBe(2);
    expect(h.published().filter((m) => m.topic === `USER.${t.userId}` && m.payload.includes('trade_confirmation'))).toEqual([]);
    // Another trader with confirmations on hears nothing of it.
    expect(confirmations(other)).toEqual([]);
  });

  it('confirms a pending order\'s fill with its slippage, and a close the server made with its reason', async () => {
    const t = await fundedTrader();
    await turnOn(t);
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    const placed = await submit(h, t.token, { type: 1, forex_id: id('BTCUSD'), cont: '0.10', status: 0, target_price: '94000.00', multiple: 10, stop_loss_price: '92000.00' });
    expect(placed.code, placed.msg).toBe(1);
    await quiet(h);
    expect(confirmations(t)).toEqual([]); // placed, not filled: nothing traded yet

    setBid(h, 'BTCUSD', '93900.00'); // ask 93920.00, under the buy limit's 94000.00
    await quiet(h);
    const order = (await h.get(`/v1/api/forex/my_deal?status=1`, { token: t.token })).data.data[0] as { Id: number; Price: number; OriginPrice: number; Slippage: number };
    expect(order.Id).toBe(placed.data.Id);
    const fill = confirmations(t).find((m) => m.type === 'notify.confirm_fill');
    expect(fill!.text).toContain(`Requested price: 94,000.00`);
    expect(fill!.text).toContain(`Filled price: ${order.Price.toLocaleString('en', { minimumFractionDigits: 2 })}`);
    // The receipt's own slippage, better for the trader when positive.
    expect(fill!.text).toContain(`Slippage: ${order.Slippage > 0 ? '+' : ''}${order.Slippage.toLocaleString('en', { minimumFractionDigits: 2 })}`);

    setBid(h, 'BTCUSD', '91900.00'); // through the stop loss
    await quiet(h);
    const close = confirmations(t).find((m) => m.type === 'notify.confirm_close');
    expect(close!.subject).toBe(`Trade confirmation: order #${placed.data.Id} closed`);
    expect(close!.text).toContain('Reason: Stop loss reached');
  });
});
