/**
 * Account statements over a fixed ledger: a real trader deposits 1,000 USD, buys 0.05 lot of
 * BTCUSD (a fee), holds it through Wednesday's rollover (a swap: three nights at −7.25 USD a lot),
 * closes it at a profit, withdraws 100 USD the next day and opens 0.01 lot that is still open.
 * The clock starts at noon UTC on a Wednesday in the middle of a month, so both days are in it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from '@leverline/contract';
import { useHarness, type Reply } from './support/harness.js';
import {
  bindCoinAddress,
  fund,
  postWith,
  realTrader,
  setUpChannels,
  staffMember,
  type RealTrader,
} from './support/funding.js';
import { grantStepUp } from './support/security.js';
import { demoTrader, expectLedgerHolds, micros, setBid, settle, submit } from './support/trading.js';

/** Noon UTC of a Wednesday at least a week ahead whose date is the 8th to the 20th. */
function midMonthWednesday(): Date {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + 7);
  while (day.getUTCDay() !== 3 || day.getUTCDate() < 8 || day.getUTCDate() > 20)
    day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

const h = useHarness({ clockStart: midMonthWednesday });
const HOUR = 3600_000;
const btc = () => h.app.market.instrumentByCode('BTCUSD')!.id;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

beforeEach(async () => {
  await h.setSetting('payout_cooling_hours', '0');
  const dealing = await staffMember(h, 'dealing');
  const saved = await h.post(
    '/admin/api/dealing/instrument/save',
    { id: btc(), swap_long: '-7.25', swap_short: '2.1' },
    { token: dealing.token },
  );
  expect(saved.code, saved.msg).toBe(1);
});

afterEach(async () => {
  await h.post(
    '/admin/api/dealing/instrument/save',
    { id: btc(), swap_long: '0', swap_short: '0' },
    { token: (await staffMember(h, 'dealing')).token },
  );
  await settle(h);
  await expectLedgerHolds(h);
});

interface Fixture {
  trader: RealTrader;
  wednesday: string;
  thursday: string;
  month: string;
  /** The two orders' fees, as the fills answered them. */
  fees: [string, string];
  closedId: number;
  openId: number;
}

async function fixture(): Promise<Fixture> {
  const finance = await setUpChannels(h);
  const wednesday = dayOf(h.now());
  const trader = await realTrader(h);
  await fund(h, trader, finance, '1000');
  const method = await bindCoinAddress(h, trader);

  setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
  const bought = await submit(h, trader.token, { type: 1, forex_id: btc(), cont: '0.05', multiple: 10 });
  expect(bought.code, bought.msg).toBe(1);
  h.advance(9 * HOUR + 30_000); // Wednesday 21:00:30, after the rollover
  await h.app.rollover.run();
  setBid(h, 'BTCUSD', '96000.00');
  const closed = await h.post('/v1/api/forex/close', { id: bought.data.Id }, { token: trader.token });
  expect(closed.code, closed.msg).toBe(1);

  h.advance(15 * HOUR); // Thursday 12:00:30
  const thursday = dayOf(h.now());
  const step_up_token = await grantStepUp(h, trader, 'withdraw');
  const withdrawn = await postWith(
    h,
    '/api/account/draw',
    { draw_currency_id: 1, number: '100', draw_method_id: method, step_up_token },
    trader.token,
  );
  expect(withdrawn.code, withdrawn.msg).toBe(1);
  const held = await submit(h, trader.token, { type: 1, forex_id: btc(), cont: '0.01', multiple: 10 }); // at 96020.00
  expect(held.code, held.msg).toBe(1);
  setBid(h, 'BTCUSD', '96500.00');
  const fee = (reply: Reply) => (reply.data.TradeFee as number).toFixed(6);
  return {
    trader,
    wednesday,
    thursday,
    month: wednesday.slice(0, 7),
    fees: [fee(bought), fee(held)],
    closedId: bought.data.Id as number,
    openId: held.data.Id as number,
  };
}

function download(token: string, query: Record<string, string | number>, lang = 'en') {
  return h.get(
    `/v1/api/statement/download?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    { token, lang },
  );
}

/** The CSV of a download: its bytes start with a UTF-8 byte-order mark; its rows as cells. */
function csvRows(reply: Reply): string[][] {
  const bytes = Buffer.from(reply.data.content_base64 as string, 'base64');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => (line === '' ? [] : line.split(',')));
}

const cell = (rows: string[][], label: string) => rows.find((r) => r[0] === label)?.[1];
const sum = (values: string[]) => values.reduce((a, v) => a + micros(v), 0n);

describe('statements', () => {
  it('balance: opening plus every movement is the closing balance, for a day and for the month', async () => {
    const f = await fixture();
    const balance = (await h.get('/v1/api/main/account/forexDetail', { token: f.trader.token })).data
      .balance as number;

    const month = csvRows(await download(f.trader.token, { period: f.month, format: 'csv' }));
    expect(month[0]).toEqual(['Monthly account statement']);
    expect(cell(month, 'Opening balance')).toBe('0.000000');
    // 1000 − fee₁ − 1.0875 (0.05 × −7.25 × 3 nights) + 49 (0.05 × (96000 − 95020)) − 100 − fee₂
    const closing =
      1000_000000n - micros(f.fees[0]) - 1_087500n + 49_000000n - 100_000000n - micros(f.fees[1]);
    expect(micros(cell(month, 'Closing balance')!)).toBe(closing);
    expect(micros(cell(month, 'Closing balance')!)).toBe(micros(balance));

    // One row per movement, oldest first, with the running balance.
    const header = month.findIndex((r) => r[0] === 'Time (UTC)');
    expect(month[header]).toEqual(['Time (UTC)', 'Kind', 'Details', 'Amount (USD)', 'Balance (USD)']);
    const movements = month.slice(
      header + 1,
      month.findIndex((r, i) => i > header && r.length === 0),
    );
    expect(movements.map((r) => r[1])).toEqual([
      'Deposit',
      'Trading fee',
      'Overnight financing (swap)',
      'Realised profit or loss',
      'Withdrawal',
      'Trading fee',
    ]);
    expect(movements.map((r) => r[3])).toEqual([
      '1000.000000',
      `-${f.fees[0]}`,
      '-1.087500',
      '49.000000',
      '-100.000000',
      `-${f.fees[1]}`,
    ]);
    expect(movements[2]![2]).toBe(`BTCUSD #${f.closedId}`);
    expect(micros(movements.at(-1)![4]!)).toBe(closing);

    // The totals per kind, and all of them: the closing balance less the opening one.
    expect(cell(month, 'Deposit')).toBe('1000.000000');
    expect(cell(month, 'Withdrawal')).toBe('-100.000000');
    expect(micros(cell(month, 'Trading fee')!)).toBe(-(micros(f.fees[0]) + micros(f.fees[1])));
    expect(cell(month, 'Realised profit or loss')).toBe('49.000000');
    expect(cell(month, 'Overnight financing (swap)')).toBe('-1.087500');
    expect(micros(cell(month, 'All movements')!)).toBe(closing);

    // The trades: the closed one with its prices and profit, the open one without.
    const trades = month.slice(month.findIndex((r) => r[0] === 'Order') + 1).slice(0, 2);
    expect(trades[0]).toEqual([
      String(f.closedId),
      'BTCUSD',
      'Buy',
      '0.05',
      expect.any(String),
      '95020.00',
      expect.any(String),
      '96000.00',
      '49.000000',
    ]);
    expect(trades[1]!.slice(0, 4)).toEqual([String(f.openId), 'BTCUSD', 'Buy', '0.01']);
    expect(trades[1]!.slice(6)).toEqual(['', '', '']);

    // The position held at the end, at the live price (the month runs on): 0.01 × (96500 − 96020).
    const positions = month.findIndex((r) => r[0] === 'Open positions at the end');
    expect(month[positions + 2]).toEqual([
      String(f.openId),
      'BTCUSD',
      'Buy',
      '0.01',
      '96020.00',
      '96500.00',
      '4.800000',
    ]);
    expect(micros(cell(month, 'Closing equity')!)).toBe(closing + 4_800000n);
    expect(month.some((r) => r[0]?.startsWith('The period has not ended'))).toBe(true);

    // Wednesday closes where Thursday opens; each day balances on its own.
    const wednesday = await download(f.trader.token, { period: f.wednesday, format: 'csv' });
    const thursday = await download(f.trader.token, { period: f.thursday, format: 'csv' });
    expect(wednesday.data.movements).toBe(4);
    expect(thursday.data.movements).toBe(2);
    expect(wednesday.data.opening_balance).toBe('0.000000');
    expect(micros(wednesday.data.closing_balance)).toBe(
      1000_000000n - micros(f.fees[0]) - 1_087500n + 49_000000n,
    );
    expect(thursday.data.opening_balance).toBe(wednesday.data.closing_balance);
    expect(micros(thursday.data.closing_balance)).toBe(closing);
    const wednesdayRows = csvRows(wednesday);
    expect(cell(wednesdayRows, 'Withdrawal')).toBeUndefined();
    // Nothing was held at the end of Wednesday: no positions, equity is the balance.
    expect(cell(wednesdayRows, 'Closing equity')).toBe(wednesday.data.closing_balance);
    expect(wednesdayRows.some((r) => r[0]?.startsWith('The period has not ended'))).toBe(false);
    for (const reply of [wednesday, thursday]) {
      const rows = csvRows(reply);
      const header = rows.findIndex((r) => r[0] === 'Time (UTC)');
      const amounts = rows
        .slice(
          header + 1,
          rows.findIndex((r, i) => i > header && r.length === 0),
        )
        .map((r) => r[3]!);
      expect(micros(reply.data.opening_balance) + sum(amounts)).toBe(micros(reply.data.closing_balance));
    }

    // On Friday, Thursday has ended: its position is valued at Thursday's last price, not today's.
    h.advance(24 * HOUR);
    setBid(h, 'BTCUSD', '97000.00');
    const thursdayLater = csvRows(await download(f.trader.token, { period: f.thursday, format: 'csv' }));
    const held = thursdayLater.findIndex((r) => r[0] === 'Open positions at the end');
    expect(thursdayLater[held + 2]).toEqual([
      String(f.openId),
      'BTCUSD',
      'Buy',
      '0.01',
      '96020.00',
      '96500.00',
      '4.800000',
    ]);
    const thursdayEnd = new Date(Date.parse(f.thursday) + 24 * HOUR).toISOString();
    expect(thursdayLater.some((r) => r[0] === `Valued at the prices of ${thursdayEnd} UTC.`)).toBe(true);
    expect(micros(cell(thursdayLater, 'Closing equity')!)).toBe(closing + 4_800000n);

    // The list: the month, and both days with movements, newest first.
    const periods = await h.get('/v1/api/statement/periods', { token: f.trader.token });
    expect(periods.data).toMatchObject({ kind: 'real', months: [f.month], days: [f.thursday, f.wednesday] });
  });

  it("writes a valid PDF stating the closing balance, in the reader's language where the font has it", async () => {
    const f = await fixture();
    const reply = await download(f.trader.token, { period: f.month, format: 'pdf' });
    expect(reply.code, reply.msg).toBe(1);
    expect(reply.data.content_type).toBe('application/pdf');
    expect(reply.data.filename).toBe(`leverline-statement-${f.trader.accountId}-${f.month}.pdf`);
    const pdf = Buffer.from(reply.data.content_base64 as string, 'base64');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table is where the trailer says it is.
    const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    expect(text).toContain('/FontFile2');
    const closing = Number(reply.data.closing_balance as string).toLocaleString('en', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
    });
    expect(text).toContain(`(Closing balance ${closing} USD)`);

    // Texts beyond ASCII are UTF-16 in the document's information (the French title).
    const french = await download(f.trader.token, { period: f.month, format: 'pdf' }, 'fr');
    const utf16 = Buffer.from('\ufeffRelevé de compte mensuel', 'utf16le').swap16().toString('latin1');
    expect(Buffer.from(french.data.content_base64 as string, 'base64').toString('latin1')).toContain(
      `(${utf16}`,
    );
    // Japanese is beyond the font: English labels.
    const japanese = await download(f.trader.token, { period: f.month, format: 'pdf' }, 'jp');
    expect(Buffer.from(japanese.data.content_base64 as string, 'base64').toString('latin1')).toContain(
      `(Closing balance ${closing} USD)`,
    );
  });

  it("gives staff any user's statements, and a trader only their own", async () => {
    const f = await fixture();
    const support = await staffMember(h, 'support');
    const listed = await h.get(`/admin/api/users/statements?id=${f.trader.userId}`, { token: support.token });
    expect(listed.data).toMatchObject({
      account_id: f.trader.accountId,
      months: [f.month],
      days: [f.thursday, f.wednesday],
    });
    const staffCopy = await h.get(
      `/admin/api/users/statement?id=${f.trader.userId}&period=${f.month}&format=csv`,
      { token: support.token, lang: 'en' },
    );
    const own = await download(f.trader.token, { period: f.month, format: 'csv' });
    expect(staffCopy.data.closing_balance).toBe(own.data.closing_balance);
    // The same file but for the moment it was made.
    const timeless = (rows: string[][]) =>
      rows.filter((r) => r[0] !== 'Issued (UTC)' && !r[0]?.startsWith('The period has not ended'));
    expect(timeless(csvRows(staffCopy))).toEqual(timeless(csvRows(own)));
    // Content staff have no users.read.
    expect(
      (
        await h.get(`/admin/api/users/statements?id=${f.trader.userId}`, {
          token: (await staffMember(h, 'content')).token,
        })
      ).code,
    ).toBe(MESSAGE_CODES.staff_forbidden);

    // Another trader naming this account is answered as for an account that does not exist.
    const other = await demoTrader(h);
    const refused = await download(other.token, {
      account_id: f.trader.accountId,
      period: f.month,
      format: 'csv',
    });
    expect(refused.code).toBe(MESSAGE_CODES.statement_account_not_found);
    expect(refused.data).toBeNull();
    expect(
      await download(other.token, { account_id: 999_999, period: f.month, format: 'csv' }),
    ).toMatchObject({ code: refused.code, msg: refused.msg });
    // A demo account has statements of its own.
    const demo = await h.get('/v1/api/statement/periods', { token: other.token });
    expect(demo.data).toMatchObject({ account_id: other.accountId, kind: 'demo', days: [f.thursday] });
    const demoMonth = await download(other.token, { period: f.month, format: 'csv' });
    expect(demoMonth.data.closing_balance).toBe('10000.000000');
  });

  it("refuses a bad period or format with a clear message, in the caller's language", async () => {
    const t = await demoTrader(h);
    const month = dayOf(h.now()).slice(0, 7);
    for (const period of ['2026-13', '2026-02-30', '2026/11', 'november', '']) {
      const reply = await download(t.token, { period, format: 'csv' });
      expect(reply.code, period).toBe(MESSAGE_CODES.statement_period_invalid);
    }
    expect((await download(t.token, { period: month, format: 'xlsx' })).code).toBe(
      MESSAGE_CODES.statement_format_invalid,
    );
    // Before the account opened, and a month that has not begun.
    const nextYear = `${h.now().getUTCFullYear() + 1}-01`;
    const lastYear = `${h.now().getUTCFullYear() - 1}-12`;
    for (const period of [nextYear, lastYear, `${lastYear}-31`]) {
      expect((await download(t.token, { period, format: 'pdf' })).code, period).toBe(
        MESSAGE_CODES.statement_period_unavailable,
      );
    }
    const french = await download(t.token, { period: '2026-13', format: 'csv' }, 'fr');
    expect(french.msg).toBe('Choisissez un jour (AAAA-MM-JJ) ou un mois (AAAA-MM) qui existe');
    const staff = await staffMember(h, 'support');
    expect(
      (await h.get(`/admin/api/users/statement?id=999999&period=${month}&format=csv`, { token: staff.token }))
        .code,
    ).toBe(MESSAGE_CODES.statement_account_not_found);
  });
});
