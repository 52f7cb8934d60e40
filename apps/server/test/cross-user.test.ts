/**
 * Another user's ids get nothing. Every trader call of the contract whose input names something a
 * user owns (an order, a payout method, an uploaded picture, a follow) is made by user B with the
 * id of user A's record: B is refused exactly as if the record did not exist — same code, same
 * text, no data, so the answer does not even tell B that the id is taken — and no row of any
 * table changes. A list filtered by such an id gives B only B's own rows.
 *
 * The calls are found in the contract itself: a new trader call with an id field fails the first
 * test until it has a case here, or a line in NOT_OWNED saying why its id names nothing a user owns.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { calls, imageRef, MESSAGE_CODES, type CallDef, type CallName, type MessageKey } from '@leverline/contract';
import * as schema from '../src/db/schema.js';
import { useHarness } from './support/harness.js';
import { demoTrader, expectLedgerHolds, setBid, settle, submit, tradingClockStart, type Trader } from './support/trading.js';
import { bindCoinAddress, fund, realTrader, staffMember, trc20Address, uploadProof, setUpChannels } from './support/funding.js';
import { grantStepUp, SoftPasskey } from './support/security.js';

const h = useHarness({ clockStart: tradingClockStart });
// A new installation has no funding channels: the broker enters them in the console first.
beforeEach(async () => {
  await setUpChannels(h);
});
afterEach(async () => {
  await settle(h);
  await expectLedgerHolds(h);
});

// ---- which calls take an id ----------------------------------------------------------------------

/** Callers with a session the handler answers for: a trader's own records are in reach of these. */
const TRADER_AUTH: readonly CallDef['auth'][] = ['user', 'real', 'optional'];
/** Field names that name a record: id, order_id, draw_method_id, leadId, ids… */
const ID_NAME = /(^id$|_id$|Id$|ids$)/;
/** Field names that carry a picture reference (proofImg, front_pic…), whatever their schema. */
const IMAGE_NAME = /(img|pic|image|photo)/i;

type Def = { type: string; in?: z.ZodType; innerType?: z.ZodType; shape?: Record<string, z.ZodType> };

/** The fields of a call's input object, through defaults, optionals and transforms. */
function shapeOf(input: z.ZodType): Record<string, z.ZodType> {
  let current = input;
  for (let guard = 0; guard < 10; guard++) {
    const def = (current as unknown as { def: Def }).def;
    if (def.type === 'object' && def.shape) return def.shape;
    const next = def.in ?? def.innerType;
    if (!next) break;
    current = next;
  }
  // A call whose input is not an object could hide an id where this test cannot see it.
  throw new Error('the input is not an object');
}

/** "call.field" for every trader call field that names a record or an uploaded picture. */
function traderIdFields(): string[] {
  const found: string[] = [];
  for (const [name, call] of Object.entries(calls) as [CallName, CallDef][]) {
    if (!TRADER_AUTH.includes(call.auth)) continue;
    for (const [field, fieldSchema] of Object.entries(shapeOf(call.input))) {
      if (ID_NAME.test(field) || IMAGE_NAME.test(field) || fieldSchema === imageRef) found.push(`${name}.${field}`);
    }
  }
  return found.sort();
}

/**
 * Id-like fields that name nothing a user owns: records of public lists every trader is shown and
 * chooses from, or a value the trader types. Knowing or sending one reveals nothing and reaches
 * nothing of another user.
 */
const NOT_OWNED: Record<string, string> = {
  // An instrument of the public trade_list.
  'submitOrder.forex_id': 'instrument',
  // The instrument whose trade page the caller reads; the positions listed are always the caller's.
  'forexDeal.forex_id': 'instrument',
  'forexDealAll.forex_id': 'instrument',
  // The instrument whose positions the caller closes at once; only the caller's are ever taken
  // (order-management.test.ts: bulk closes stay within the caller's account).
  'closeAll.forex_id': 'instrument',
  'batchCloseByType.forex_id': 'instrument',
  // A deposit coin option of quickCharge/info: the broker's own receiving address.
  'chargeSubmit.charge_id': 'deposit coin option',
  // A bank-deposit currency of quickCharge/symbols, filtering the broker's collection accounts.
  'chargeWireInfo.symbol_id': 'bank-deposit currency',
  // A collection account of quickCharge/wire_info: the broker's bank account, shown to every trader.
  'chargeWireSubmit.wire_id': 'collection bank account',
  // A withdrawal currency of draw_symbol_list; the payout method is draw_method_id (a case below).
  'draw.draw_currency_id': 'withdrawal currency',
  // The withdrawal currency a new payout method is for; the method is made the caller's.
  'bindDrawMethod.draw_id': 'withdrawal currency',
  // The number on the trader's own identity document, typed by them: a value, not a reference to
  // a stored record. The same number from another user is not checked against theirs, so sending
  // it tells nothing about who else sent it.
  'realName.card_id': 'identity document number',
  // A place in the caller's own support conversation: only the caller's messages are counted, and
  // the answer is the caller's unread count.
  'supportRead.last_id': 'support message',
  // Instruments of the public trade_list, kept in the caller's own watchlist.
  'watchlistSave.ids': 'instrument',
  'watchlistMerge.ids': 'instrument',
  // The instrument the caller's own history is filtered by; only the caller's orders are read.
  'myDeal.forex_id': 'instrument',
  'historyExport.forex_id': 'instrument',
  // A blockchain transaction's id, typed by the trader: a public value, not a stored record. A
  // second report of one already reported is refused whoever sent the first (one transfer is
  // credited once), which tells B only what the public chain already shows.
  'chargeSubmit.tx_id': 'blockchain transaction id',
};

// ---- the cases -----------------------------------------------------------------------------------

interface Attempt {
  /** B's session. */
  token: string;
  /** B's input, naming A's record. */
  input: Record<string, unknown>;
}

interface Refused extends Attempt {
  /** The same input naming a record that does not exist: B's answer must be this one. */
  missing: Record<string, unknown>;
}

interface OwnOnly extends Attempt {
  /** Values only A's record holds: none may appear in B's answer. */
  secrets: string[];
}

type Case = { title: string; call: CallName; field: string } & (
  | { refusal: MessageKey; arrange: () => Promise<Refused> }
  | { refusal: null; arrange: () => Promise<OwnOnly> }
);

/** An id no record has (well inside the database's integer range). */
const NO_ID = 999_999;
/** A well-formed picture reference nobody uploaded. */
const noPicture = () => `/api/common/image/${randomBytes(16).toString('hex')}.jpg`;

const btc = () => h.app.market.instrumentByCode('BTCUSD')!.id;

/** A BTCUSD buy: holding (with a stop-loss and a take-profit B might clear) or pending at 94000. */
async function order(t: Trader, status: 0 | 1): Promise<number> {
  setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
  const reply = await submit(h, t.token, {
    type: 1,
    forex_id: btc(),
    cont: '0.1',
    multiple: 10,
    status,
    ...(status === 0 ? { target_price: '94000.00' } : { stop_loss_price: '90000.00', target_profit_price: '99000.00' }),
  });
  expect(reply.code, reply.msg).toBe(1);
  return reply.data.Id as number;
}

/** A real trader who opted in as a lead trader. */
async function leadTrader() {
  const lead = await realTrader(h);
  expect((await h.post('/api/follow/lead', { type: 2 }, { token: lead.token })).code).toBe(1);
  return lead;
}

const identity = { name: 'Bea Brown', card_id: 'B7654321' };

/** A's price alert on BTCUSD, far above the price, and its id. */
async function alertOf(t: Trader): Promise<number> {
  const reply = await h.post('/v1/api/alert/save', { symbol: 'BTCUSD', kind: 'above', level: '190000.00' }, { token: t.token });
  expect(reply.code, reply.msg).toBe(1);
  return reply.data.id as number;
}

/** The id of a notification A was told (the fill of a market order). */
async function noticeOf(t: Trader): Promise<number> {
  await order(t, 1);
  for (let i = 0; i < 50; i++) {
    const list = await h.get('/v1/api/notice/list', { token: t.token });
    const first = (list.data?.data as { id: number }[] | undefined)?.[0];
    if (first) return first.id;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no notification arrived');
}

const CASES: Case[] = [
  {
    title: "changing A's price alert",
    call: 'alertSave',
    field: 'id',
    refusal: 'not_found',
    async arrange() {
      const id = await alertOf(await demoTrader(h));
      const input = { id, symbol: 'BTCUSD', kind: 'below', level: '1000.00' };
      return { token: (await demoTrader(h)).token, input, missing: { ...input, id: NO_ID } };
    },
  },
  {
    title: "deleting A's price alert",
    call: 'alertDelete',
    field: 'id',
    refusal: 'not_found',
    async arrange() {
      const id = await alertOf(await demoTrader(h));
      return { token: (await demoTrader(h)).token, input: { id }, missing: { id: NO_ID } };
    },
  },
  {
    title: "marking A's notification read",
    call: 'noticeRead',
    field: 'id',
    refusal: 'not_found',
    async arrange() {
      const id = await noticeOf(await demoTrader(h));
      return { token: (await demoTrader(h)).token, input: { id }, missing: { id: NO_ID } };
    },
  },
  {
    title: "closing A's open position",
    call: 'closeOrder',
    field: 'id',
    refusal: 'order_not_found',
    async arrange() {
      const id = await order(await demoTrader(h), 1);
      return { token: (await demoTrader(h)).token, input: { id }, missing: { id: NO_ID } };
    },
  },
  {
    title: "cancelling A's pending order",
    call: 'cancelOrder',
    field: 'id',
    refusal: 'order_not_found',
    async arrange() {
      const id = await order(await demoTrader(h), 0);
      return { token: (await demoTrader(h)).token, input: { id }, missing: { id: NO_ID } };
    },
  },
  {
    title: "clearing the stop-loss and take-profit of A's position",
    call: 'setStopPrice',
    field: 'id',
    refusal: 'order_not_found',
    async arrange() {
      const id = await order(await demoTrader(h), 1);
      const clear = { stop_loss_price: '0', target_profit_price: '0' };
      return { token: (await demoTrader(h)).token, input: { id, ...clear }, missing: { id: NO_ID, ...clear } };
    },
  },
  {
    title: "closing part of A's position",
    call: 'closePartial',
    field: 'id',
    refusal: 'order_not_found',
    async arrange() {
      const id = await order(await demoTrader(h), 1);
      return { token: (await demoTrader(h)).token, input: { id, cont: '0.01' }, missing: { id: NO_ID, cont: '0.01' } };
    },
  },
  {
    title: "moving A's stop-loss to break-even",
    call: 'breakEven',
    field: 'id',
    refusal: 'order_not_found',
    async arrange() {
      const id = await order(await demoTrader(h), 1);
      setBid(h, 'BTCUSD', '96000.00'); // A's position is in profit: only ownership stands in B's way
      return { token: (await demoTrader(h)).token, input: { id }, missing: { id: NO_ID } };
    },
  },
  {
    title: "withdrawing to A's payout method",
    call: 'draw',
    field: 'draw_method_id',
    refusal: 'payout_method_not_found',
    async arrange() {
      const method = await bindCoinAddress(h, await realTrader(h));
      // B has the money: only the method stands between B's request and a payout to A's address.
      const b = await realTrader(h);
      await fund(h, b, await staffMember(h, 'finance'), '200');
      // …and B's own fresh confirmation, as a thief with B's account would have.
      const ask = { draw_currency_id: 1, number: '50', memo: 'cross-user', step_up_token: await grantStepUp(h, b, 'withdraw') };
      return { token: b.token, input: { ...ask, draw_method_id: method }, missing: { ...ask, draw_method_id: NO_ID } };
    },
  },
  {
    title: "removing A's passkey",
    call: 'passkeyRemove',
    field: 'id',
    refusal: 'passkey_not_found',
    async arrange() {
      const a = await realTrader(h);
      const options = await h.post('/api/security/passkey/options', { step_up_token: await grantStepUp(h, a, 'add_factor') }, { token: a.token });
      const added = await h.post('/api/security/passkey/add', { response: new SoftPasskey().register(options.data) }, { token: a.token });
      expect(added.code, added.msg).toBe(1);
      const b = await realTrader(h);
      const step_up_token = await grantStepUp(h, b, 'remove_factor');
      return { token: b.token, input: { id: added.data.passkey.id, step_up_token }, missing: { id: NO_ID, step_up_token } };
    },
  },
  {
    // The refusal code is the proof A's session lives on: sessions are left out of the row check below.
    title: "signing out A's session",
    call: 'sessionRevoke',
    field: 'id',
    refusal: 'session_not_found',
    async arrange() {
      const a = await realTrader(h);
      const [session] = (await h.get('/api/security/sessions', { token: a.token })).data as { id: number }[];
      return { token: (await realTrader(h)).token, input: { id: session!.id }, missing: { id: NO_ID } };
    },
  },
  {
    title: "deleting A's payout method",
    call: 'delDrawMethod',
    field: 'id',
    refusal: 'payout_method_not_found',
    async arrange() {
      const method = await bindCoinAddress(h, await realTrader(h));
      return { token: (await realTrader(h)).token, input: { id: method }, missing: { id: NO_ID } };
    },
  },
  {
    title: "listing payout methods of the currency of A's method",
    call: 'getDrawMethod',
    field: 'draw_id',
    refusal: null,
    async arrange() {
      const address = trc20Address();
      await bindCoinAddress(h, await realTrader(h), address);
      const b = await realTrader(h);
      // B has a method of the same currency, so the filter has rows to answer with.
      await bindCoinAddress(h, b);
      return { token: b.token, input: { draw_type: 1, draw_id: 1 }, secrets: [address] };
    },
  },
  {
    title: "reporting a coin deposit with A's proof picture",
    call: 'chargeSubmit',
    field: 'proofImg',
    refusal: 'image_invalid',
    async arrange() {
      const proofImg = await uploadProof(h, (await realTrader(h)).token);
      const ask = { number: '100', charge_id: 1 };
      return { token: (await realTrader(h)).token, input: { ...ask, proofImg }, missing: { ...ask, proofImg: noPicture() } };
    },
  },
  {
    title: "reporting a bank transfer with A's proof picture",
    call: 'chargeWireSubmit',
    field: 'proofImg',
    refusal: 'image_invalid',
    async arrange() {
      const proofImg = await uploadProof(h, (await realTrader(h)).token);
      const ask = { number: '100', wire_id: 1 };
      return { token: (await realTrader(h)).token, input: { ...ask, proofImg }, missing: { ...ask, proofImg: noPicture() } };
    },
  },
  {
    title: "sending A's picture to support as B's",
    call: 'supportSend',
    field: 'image',
    refusal: 'image_invalid',
    async arrange() {
      const image = await uploadProof(h, (await realTrader(h)).token);
      return { token: (await realTrader(h)).token, input: { body: 'see this', image }, missing: { body: 'see this', image: noPicture() } };
    },
  },
  {
    title: "reading support messages before one of A's",
    call: 'supportMessages',
    field: 'before_id',
    refusal: null,
    async arrange() {
      const a = await realTrader(h);
      const sent = await h.post('/api/support/send', { body: 'my account number is 4417' }, { token: a.token });
      expect(sent.code, sent.msg).toBe(1);
      const b = await realTrader(h);
      await h.post('/api/support/send', { body: 'hello' }, { token: b.token });
      return { token: b.token, input: { before_id: (sent.data.id as number) + 1 }, secrets: ['4417'] };
    },
  },
  {
    title: "sending A's ID photo as the front of B's document",
    call: 'realName',
    field: 'front_pic',
    refusal: 'image_invalid',
    async arrange() {
      const front = await uploadProof(h, (await realTrader(h)).token);
      const b = await realTrader(h);
      const ask = { ...identity, reverse_pic: await uploadProof(h, b.token) };
      return { token: b.token, input: { ...ask, front_pic: front }, missing: { ...ask, front_pic: noPicture() } };
    },
  },
  {
    title: "sending A's ID photo as the back of B's document",
    call: 'realName',
    field: 'reverse_pic',
    refusal: 'image_invalid',
    async arrange() {
      const back = await uploadProof(h, (await realTrader(h)).token);
      const b = await realTrader(h);
      const ask = { ...identity, front_pic: await uploadProof(h, b.token) };
      return { token: b.token, input: { ...ask, reverse_pic: back }, missing: { ...ask, reverse_pic: noPicture() } };
    },
  },
  {
    // A's user id is a lead id only while A opts in: once A opts out nobody may follow A.
    title: 'following A, who opted out of leading',
    call: 'followToggle',
    field: 'id',
    refusal: 'lead_not_found',
    async arrange() {
      const a = await leadTrader();
      expect((await h.post('/api/follow/lead', { enabled: 0 }, { token: a.token })).code).toBe(1);
      return { token: (await demoTrader(h)).token, input: { id: a.userId }, missing: { id: NO_ID } };
    },
  },
  {
    // Lead ids are public (follow/list); what a user owns is their follow, which B cannot end.
    title: 'unfollowing the lead trader A follows',
    call: 'followToggle',
    field: 'id',
    refusal: null,
    async arrange() {
      const lead = await leadTrader();
      const a = await realTrader(h);
      expect((await h.post('/api/follow/follow', { id: lead.userId }, { token: a.token })).code).toBe(1);
      return { token: (await realTrader(h)).token, input: { id: lead.userId, follow: 0 }, secrets: [a.email] };
    },
  },
  {
    title: "listing the statements of A's account",
    call: 'statementPeriods',
    field: 'account_id',
    refusal: 'statement_account_not_found',
    async arrange() {
      const a = await demoTrader(h);
      return { token: (await demoTrader(h)).token, input: { account_id: a.accountId }, missing: { account_id: NO_ID } };
    },
  },
  {
    title: "downloading a statement of A's account",
    call: 'statementDownload',
    field: 'account_id',
    refusal: 'statement_account_not_found',
    async arrange() {
      const a = await demoTrader(h);
      await order(a, 1);
      const input = { account_id: a.accountId, period: h.now().toISOString().slice(0, 7), format: 'csv' };
      return { token: (await demoTrader(h)).token, input, missing: { ...input, account_id: NO_ID } };
    },
  },
];

// ---- running a call ------------------------------------------------------------------------------

interface Answer {
  code: number;
  msg: string;
  data: unknown;
}

/** Makes a call as the contract describes it: its first method, the input as query or JSON body. */
async function send(name: CallName, input: Record<string, unknown>, token: string): Promise<Answer> {
  const call: CallDef = calls[name];
  const method = call.methods[0]!;
  const headers = { lang: 'en', authorization: token };
  const res =
    method === 'GET'
      ? await h.app.http.inject({ method, url: call.path, headers, query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) })
      : await h.app.http.inject({ method, url: call.path, headers, payload: input });
  expect(res.statusCode, `${name} ${res.body}`).toBeLessThan(500);
  const { code, msg, data } = res.json<Answer>();
  return { code, msg, data };
}

/**
 * Every row of every table B's call could write, as text. Candles move with the market and a
 * session's last-seen time is B's own bookkeeping; neither is anyone's record.
 */
const TABLES = (Object.values(schema) as unknown[]).filter(
  (t): t is PgTable => is(t, PgTable) && !['candles', 'sessions'].includes(getTableName(t)),
);
async function everyRow(): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of TABLES) {
    dump[getTableName(table)] = (await h.database.db.select().from(table)).map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}

/** Codes that refuse the caller rather than the id: a case answered with one tests nothing. */
const CALLER_REFUSALS: number[] = [MESSAGE_CODES.session_invalid, MESSAGE_CODES.demo_forbidden];

// ---- the tests -----------------------------------------------------------------------------------

describe("another user's ids", () => {
  it('are tested for every trader call that takes one, or listed with the reason they name nothing owned', () => {
    const named = traderIdFields();
    const covered = new Set(CASES.map((c) => `${c.call}.${c.field}`));
    expect(named.filter((f) => !covered.has(f) && !(f in NOT_OWNED)), 'id fields with no case and no reason').toEqual([]);
    // Nothing is both, and nothing here outlives the field it is about.
    expect(named.filter((f) => covered.has(f) && f in NOT_OWNED)).toEqual([]);
    expect([...covered, ...Object.keys(NOT_OWNED)].filter((f) => !named.includes(f)), 'cases of fields the contract no longer has').toEqual([]);
  });

  it.each(CASES.map((c) => [`${c.call}.${c.field}`, c.title, c] as const))('%s: %s', async (_field, _title, c) => {
    const attempt = await c.arrange();
    // What A's own doing told A (a fill, a deposit) is delivered before the picture is taken.
    await h.app.notifications.idle();
    const before = await everyRow();
    const answer = await send(c.call, attempt.input, attempt.token);
    expect(CALLER_REFUSALS, `${c.call} refused B as a caller (${answer.msg}), not for the id`).not.toContain(answer.code);
    // The case must name the field it is listed under.
    expect(attempt.input).toHaveProperty(c.field);

    if (c.refusal !== null) {
      expect(answer.code, answer.msg).not.toBe(1);
      expect(answer.code, answer.msg).toBe(MESSAGE_CODES[c.refusal]);
      expect(answer.data).toBeNull();
    } else {
      expect(answer.code, answer.msg).toBe(1);
      const text = JSON.stringify(answer);
      for (const secret of (attempt as OwnOnly).secrets) expect(text).not.toContain(secret);
    }
    // A's record, and everything else, is as it was.
    expect(await everyRow()).toEqual(before);

    if (c.refusal !== null) {
      // A record that does not exist gets the same answer: B learns nothing, not even that the id is taken.
      const missing = await send(c.call, (attempt as Refused).missing, attempt.token);
      expect(missing).toEqual(answer);
    }
  });
});
