/**
 * Leverline behind the family of front ends the spec was written from: this suite speaks to a
 * listening server exactly as those apps do — GET with a `t` timestamp, form bodies, the `lang`
 * header, the bare token in `authorization`, the socket's text `ping` and `params` messages — and
 * checks every field their screens read, with the type they read it as (a number they do
 * arithmetic or `.toFixed()` on, an id they compare with `===`, a time they print verbatim).
 * docs/api.md and docs/socket.md describe the protocol these checks hold the server to.
 */
import { once } from 'node:events';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PASSWORD, useHarness } from './support/harness.js';
import { demoTrader, setBid, settle, tradingClockStart } from './support/trading.js';
import { bindCoinAddress, fund, realTrader, staffMember, setUpChannels } from './support/funding.js';
import { stepUpByCode } from './support/security.js';

const h = useHarness({ clockStart: tradingClockStart });
// A new installation has no funding channels: the broker enters them in the console first.
beforeEach(async () => {
  await setUpChannels(h);
});
let origin = '';

beforeAll(async () => {
  await h.app.http.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(h.app.http.server.address() as { port: number }).port}`;
});

// ---- the family's HTTP client -----------------------------------------------------------------

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** GET as the apps send it: query parameters, `t` = now, `lang` and the bare token. */
async function get(path: string, params: Record<string, string | number> = {}, token?: string): Promise<Json> {
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), t: String(Date.now()) });
  const res = await fetch(`${origin}${path}?${query.toString()}`, { headers: { lang: 'en', ...(token ? { authorization: token } : {}) } });
  expect(res.status, `${path}: HTTP status`).toBe(200);
  return res.json();
}

/** POST as a form, the way the apps' login, register and forgot pages send it. */
async function postForm(path: string, fields: Record<string, string>, token?: string): Promise<Json> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { lang: 'en', 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  return res.json();
}

type Kind = 'number' | 'int' | 'string' | 'boolean' | 'array' | 'object' | 'number|null';

/** Each field a screen reads, with the JavaScript type it reads it as. */
function expectFields(value: Json, fields: Record<string, Kind>, what: string): void {
  for (const [name, kind] of Object.entries(fields)) {
    const v = name.split('.').reduce<Json>((o, k) => (o == null ? undefined : o[k]), value);
    const label = `${what}: ${name} = ${JSON.stringify(v)}`;
    if (kind === 'int') expect(Number.isSafeInteger(v), label).toBe(true);
    else if (kind === 'number') expect(typeof v === 'number' && Number.isFinite(v), label).toBe(true);
    else if (kind === 'number|null') expect(v === null || (typeof v === 'number' && Number.isFinite(v)), label).toBe(true);
    else if (kind === 'array') expect(Array.isArray(v), label).toBe(true);
    else if (kind === 'object') expect(typeof v === 'object' && v !== null && !Array.isArray(v), label).toBe(true);
    else expect(typeof v, label).toBe(kind);
  }
}

/** The envelope every answer carries: HTTP 200, numeric code 1, a message. */
function ok(reply: Json, what: string): Json {
  expect(reply, what).toMatchObject({ code: 1 });
  expect(typeof reply.msg, what).toBe('string');
  return reply.data;
}

/** What the order card, the order detail popup and the socket's row replacement read of an order. */
const ORDER_FIELDS: Record<string, Kind> = {
  Id: 'int',
  'ForexTradeLists.Code': 'string',
  'ForexTradeLists.ShowCode': 'string',
  OrderType: 'int',
  Status: 'int',
  Quantity: 'number',
  Multiple: 'int',
  OriginPrice: 'number',
  Price: 'number',
  UpdatePrice: 'number',
  FactProfits: 'number',
  CautionMoney: 'number',
  OriginCautionMoney: 'number',
  TradeFee: 'number',
  TargetLossPrice: 'number',
  TargetProfitPrice: 'number',
  CreateTime: 'int',
  CreateTimeHandler: 'string',
  CompleteTime: 'int',
  ClosedType: 'int',
};

const HANDLER_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

// ---- the family's socket client -----------------------------------------------------------------

async function socket() {
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/v1/ws`);
  const frames: string[] = [];
  ws.on('message', (data: Buffer) => frames.push(data.toString()));
  await once(ws, 'open');
  const messages = () => frames.filter((f) => f.startsWith('{')).map((f): Json => JSON.parse(f));
  return {
    ws,
    frames,
    messages,
    send: (m: object) => ws.send(JSON.stringify(m)),
    /** The apps' listener: the first message whose type the topic starts with. */
    next: (type: string, match: (m: Json) => boolean = () => true) =>
      expect.poll(() => messages().find((m) => m.type === type && match(m)), { timeout: 10_000 }).toBeDefined().then(() => messages().find((m) => m.type === type && match(m))),
  };
}

// ---- screens ------------------------------------------------------------------------------------

describe('the quotes list and the chart', () => {
  it('trade_list: ids, codes, market status and every number the list and ticket read', async () => {
    const list = ok(await get('/v1/api/forex/trade_list'), 'trade_list') as Json[];
    expect(list.length).toBeGreaterThan(40);
    for (const item of list) {
      expectFields(
        item,
        {
          Id: 'int',
          Code: 'string',
          ShowCode: 'string',
          Logo: 'string',
          CategoryId: 'int',
          MarketStatus: 'int',
          PricePrecision: 'int',
          Pip: 'number',
          ForexMinCont: 'number',
          ForexContNum: 'number',
          MarginMode: 'int',
          ForexFeeRate: 'number',
          HasForexMultiple: 'array',
          'ForexQuotations.Open': 'number',
          'ForexQuotations.Close': 'number',
          'ForexQuotations.Change': 'number',
          'ForexQuotations.High': 'number',
          'ForexQuotations.Low': 'number',
        },
        item.Code,
      );
      // uni-app: `(currentMatch.ForexQuotations.Close).toFixed(4)`; Vue: `ForexMinCont + Pip`.
      expect(() => (item.ForexQuotations.Close as number).toFixed(4)).not.toThrow();
      expect(typeof (item.ForexMinCont + item.Pip)).toBe('number');
      for (const m of item.HasForexMultiple as Json[]) expectFields(m, { Value: 'int' }, `${item.Code} leverage`);
    }
    const categories = ok(await get('/v1/api/forex/getCategories'), 'getCategories') as Json[];
    for (const c of categories) expectFields(c, { Id: 'int', NameShowTrans: 'string' }, 'category');
  });

  it('kline and abbreviated_cache_kline: candles with Time in Unix milliseconds', async () => {
    const btc = h.app.market.instrumentByCode('BTCUSD')!.id;
    for (const period of ['1min', '5min', '15min', '30min', '60min', '1day']) {
      const candles = ok(await get('/v1/api/forex/kline', { forex_id: btc, period }), `kline ${period}`) as Json[];
      expect(candles.length).toBeGreaterThan(0);
      for (const c of candles) expectFields(c, { Time: 'int', Open: 'number', High: 'number', Low: 'number', Close: 'number', Volume: 'number' }, `kline ${period}`);
      // klinecharts takes the timestamp as it comes: it must be this decade in milliseconds.
      expect(candles.at(-1).Time).toBeGreaterThan(Date.UTC(2020, 0, 1));
    }
    const spark = ok(await get('/v1/api/forex/abbreviated_cache_kline', { forex_id: btc }), 'abbreviated_cache_kline') as Json[];
    expect(spark.length).toBeGreaterThan(0);
    expect(spark.length).toBeLessThanOrEqual(60);
    for (const c of spark) expectFields(c, { Time: 'int', Open: 'number', High: 'number', Low: 'number', Close: 'number', Volume: 'number' }, 'sparkline');
    expect(spark.at(-1).Time).toBeGreaterThan(Date.UTC(2020, 0, 1));
  });
});

describe('login, register and forgot, as the apps send them', () => {
  it('takes area_id="" and invite_code="" as absent, and answers the token the apps store', async () => {
    const email = 'family@example.com';
    ok(await postForm('/api/notify/send_email', { to: email, type: '1', area_id: '' }), 'send_email');
    const registered = await postForm('/api/user/register', {
      type: 'email',
      account: email,
      password: PASSWORD,
      re_password: PASSWORD,
      sms_code: h.lastCode(email),
      invite_code: '',
      area_id: '',
      key: '',
    });
    expectFields(ok(registered, 'register'), { token: 'string', 'user.id': 'int', 'user.is_demo': 'int', 'user.balance': 'number', 'user.lock_balance': 'number' }, 'register');
    const login = ok(await postForm('/api/user/loginForU', { account: email, password: PASSWORD, login_type: 'email', area_id: '', sms_code: '' }), 'loginForU');
    expectFields(login, { token: 'string', 'user.id': 'int', 'user.uid': 'string', 'user.invite_code': 'string', 'user.balance': 'number' }, 'loginForU');
    const info = ok(await get('/api/user/info', {}, login.token), 'user/info');
    expectFields(info, { id: 'int', uid: 'string', is_demo: 'int', balance: 'number', lock_balance: 'number', invite_code: 'string' }, 'user/info');
    expectFields(ok(await get('/v1/api/main/wallet/getBalance', {}, login.token), 'getBalance'), { balance: 'number', lock_balance: 'number' }, 'getBalance');
    h.advance(61_000);
    ok(await postForm('/api/notify/send_email', { to: email, type: '2', area_id: '' }), 'send_email (reset)');
    ok(
      await postForm('/api/user/forget_password', { type: 'email', account: email, area_id: '', new_password: 'Fresh2026ok', secondary_password: 'Fresh2026ok', auth_code: h.lastCode(email) }),
      'forget_password',
    );
  });
});

describe('the trade page, the order list and the account', () => {
  it('submit (market with a label in target_price, pending), deal, my_deal, set_stop_price, close and cancel', async () => {
    const t = await demoTrader(h);
    const btc = h.app.market.instrumentByCode('BTCUSD')!.id;
    setBid(h, 'BTCUSD', '95000.00'); // ask 95020.00
    // uni-app puts the translated label of the price field into target_price on a market order.
    const market = ok(await get('/v1/api/forex/submit', { type: 1, forex_id: btc, cont: 0.1, status: 1, multiple: 10, target_price: 'Best price', stop_loss_price: '', target_profit_price: '' }, t.token), 'submit market');
    expectFields(market, ORDER_FIELDS, 'submit');
    expect(market).toMatchObject({ OrderType: 1, Status: 1, Quantity: 0.1, Price: 95020, CautionMoney: 950.2, TargetLossPrice: 0 }); // 0.1 × 95020 ÷ 10
    expect(market.CreateTimeHandler).toMatch(HANDLER_TIME);
    expect(market.CreateTime).toBe(Math.floor(h.now().getTime() / 1000));
    const pending = ok(await get('/v1/api/forex/submit', { type: 1, forex_id: btc, cont: 0.1, status: 0, multiple: 10, target_price: 90000 }, t.token), 'submit pending');
    expect(pending).toMatchObject({ Status: 0, OriginPrice: 90000, Price: 0 });
    await settle(h);

    const deal = ok(await get('/v1/api/forex/deal', { forex_id: btc }, t.token), 'deal');
    expectFields(deal, { 'forex_cont_limit.min': 'number', 'forex_cont_limit.max': 'number', last_price: 'number', forex_user_balance: 'number', settle_currency_code: 'string', my_transaction: 'array', 'quotation.Close': 'number' }, 'deal');
    expect(deal.my_transaction.map((o: Json) => o.Id)).toEqual([market.Id]);
    expect(deal.last_price).toBe(95000);
    // 10000 − 0.9502 fee − 2 floating (95000 − 95020) × 0.1 − 950.2 − 900 margin (0.1 × 90000 ÷ 10)
    expect(deal.forex_user_balance).toBe(8146.8498);
    // Vue: Math.floor(balance / (bond + fee) * percent / 100) works on numbers.
    expect(Number.isFinite(Math.floor((deal.forex_user_balance / (market.CautionMoney + market.TradeFee)) * 50) / 100)).toBe(true);

    const all = ok(await get('/v1/api/forex/deal_all', { forex_id: btc, page: 1, limit: 10 }, t.token), 'deal_all');
    expectFields(all, { caution_money_total: 'number', profits_total: 'number', hazard_rate: 'number|null', balance: 'number', 'order.data': 'array', 'order.total': 'int', 'order.currency_page': 'int' }, 'deal_all');
    expect(all).toMatchObject({ caution_money_total: 1850.2, caution_money: 1850.2, profits: -2, balance: 9999.0498 });

    for (const status of [1, 0, 3, 4]) {
      const page = ok(await get('/v1/api/forex/my_deal', { status, page: 1, limit: 10 }, t.token), `my_deal ${status}`);
      expectFields(page, { data: 'array', total: 'int', currency_page: 'int', balance: 'number', all_fact_profits: 'number' }, `my_deal ${status}`);
      for (const o of page.data as Json[]) expectFields(o, ORDER_FIELDS, `my_deal ${status}`);
    }
    // Vue's order card: `new Big(order.FactProfits).div(order.CautionMoney)`; strict ids.
    const holding = ok(await get('/v1/api/forex/my_deal', { status: 1, page: 1 }, t.token), 'my_deal 1').data[0];
    expect(holding.Id === market.Id).toBe(true);
    expect(holding.FactProfits / holding.CautionMoney).toBeCloseTo(-2 / 950.2, 12);

    const stops = ok(await get('/v1/api/forex/set_stop_price', { id: market.Id, target_profit_price: 99000, stop_loss_price: 91000 }, t.token), 'set_stop_price');
    expect(stops).toMatchObject({ TargetProfitPrice: 99000, TargetLossPrice: 91000 });
    setBid(h, 'BTCUSD', '96000.00');
    const closed = ok(await get('/v1/api/forex/close', { id: market.Id }, t.token), 'close');
    expectFields(closed, { ...ORDER_FIELDS, CompleteTimeHandler: 'string' }, 'close');
    expect(closed).toMatchObject({ Status: 3, ClosedType: 1, UpdatePrice: 96000, FactProfits: 98 }); // (96000 − 95020) × 0.1
    expect(closed.CompleteTimeHandler).toMatch(HANDLER_TIME);
    expect(closed.CompleteTime).toBeGreaterThanOrEqual(closed.CreateTime);
    const cancelled = ok(await get('/v1/api/forex/cancel_trade', { id: pending.Id }, t.token), 'cancel_trade');
    // The family's status 4: cancelled, listed in history beside the closed.
    expect(cancelled).toMatchObject({ Id: pending.Id, Status: 4, TradeFee: 0 });

    const detail = ok(await get('/v1/api/main/account/forexDetail', {}, t.token), 'forexDetail');
    expectFields(detail, { balance: 'number', net_value: 'number', current_margin: 'number', available_prepayment: 'number', prepayment_ratio: 'number|null', risk_rate: 'number|null' }, 'forexDetail');
    const records = ok(await get('/v1/api/main/accountLog/forexChange', { page: 1 }, t.token), 'forexChange');
    expectFields(records, { list: 'array', total: 'int' }, 'forexChange');
    for (const r of records.list as Json[]) expectFields(r, { Value: 'number', Type: 'int', Memo: 'string', MemoTran: 'string', CreatedAtTran: 'string' }, 'record');
    expect(records.list.map((r: Json) => r.Value)).toEqual([98, -0.9502, 10000]); // profit, fee, demo credit
  });
});

describe('the user centre: identity, invite, news, settings', () => {
  it('answers each screen with the fields and types it reads', async () => {
    const email = 'centre@example.com';
    ok(await postForm('/api/notify/send_email', { to: email, type: '1' }), 'send_email');
    const { token } = ok(
      await postForm('/api/user/register', { type: 'email', account: email, password: PASSWORD, re_password: PASSWORD, sms_code: h.lastCode(email), invite_code: '', area_id: '' }),
      'register',
    );
    expectFields(ok(await get('/api/basicSet/getBasicInfo'), 'getBasicInfo'), { title: 'string', service_link: 'string', service_link_type: 'int', verify_reg_type: 'int', trade_fee_type: 'int' }, 'getBasicInfo');
    expectFields(ok(await get('/api/default/setting', { key: 'is_show_mobile' }), 'setting'), { key: 'string', value: 'int' }, 'setting');
    for (const area of (ok(await get('/api/default/area_list'), 'area_list') as Json[]).slice(0, 5)) expectFields(area, { id: 'int', code: 'string', global_code: 'string' }, 'area');
    const center = ok(await get('/api/user_real/center', {}, token), 'user_real/center');
    expectFields(center, { review_status: 'int', name: 'string', card_id: 'string', front_pic: 'string', reverse_pic: 'string' }, 'user_real/center');
    expect(center.review_status === 0).toBe(true);
    expectFields(ok(await get('/api/user/invite_info', {}, token), 'invite_info'), { invite_code: 'string', invited_count: 'int' }, 'invite_info');
    const news = ok(await get('/api/news/list', { category_id: 1, page: 1 }), 'news/list');
    expectFields(news, { data: 'array', total: 'int' }, 'news/list');
    const first = (news.data as Json[])[0];
    expectFields(first, { id: 'int', title: 'string', desc: 'string', logo: 'string', created_at: 'string' }, 'news item');
    expectFields(ok(await get('/api/news/info', { id: first.id }), 'news/info'), { id: 'int', title: 'string', content: 'string' }, 'news/info');
    expectFields(ok(await get('/api/basicSet/company_email'), 'company_email'), { email: 'string' }, 'company_email');
  });
});

describe('deposit, withdraw and wallet', () => {
  it('answer each screen with numbers where the screens compute or compare', async () => {
    const t = await realTrader(h);
    const finance = await staffMember(h, 'finance');
    await fund(h, t, finance, '500');
    const coins = ok(await get('/api/quickCharge/info', {}, t.token), 'quickCharge/info') as Json[];
    for (const c of coins) expectFields(c, { id: 'int', address: 'string', currency_code: 'string', protocol_code: 'string', usd_rate: 'number' }, 'coin option');
    const deposits = ok(await get('/api/quickCharge/quick_ist', { type: 0, page: 1 }, t.token), 'quick_ist');
    expectFields(deposits, { data: 'array', total: 'int' }, 'quick_ist');
    expectFields(deposits.data[0], { id: 'int', number: 'number', type: 'int', status: 'int', status_name: 'string', currency_code: 'string', credited: 'number|null' }, 'deposit');
    expect(deposits.data[0]).toMatchObject({ number: 500, status: 1, credited: 500 }); // 500 USDT at rate 1

    const currencies = ok(await get('/api/account/draw_symbol_list', { type: 1 }, t.token), 'draw_symbol_list') as Json[];
    for (const c of currencies) expectFields(c, { id: 'int', code: 'string', protocol: 'string', draw_rate: 'number', fee_type: 'int', usd_price: 'number', min_amount: 'number' }, 'withdraw currency');
    const method = await bindCoinAddress(h, t);
    // draw_id="" lists every method of the type.
    const methods = ok(await get('/api/wallet/get_draw_method', { draw_type: 1, draw_id: '' }, t.token), 'get_draw_method') as Json[];
    expect(methods.map((m) => m.id)).toEqual([method]);
    expectFields(methods[0], { id: 'int', dc_address: 'string', 'draw_currency.code': 'string', 'draw_currency.protocol': 'string' }, 'payout method');
    h.advance(25 * 3600_000); // past the payout method's cooling-off
    const step = await stepUpByCode(h, t, 'withdraw');
    const asked = await postForm('/api/account/draw', { draw_currency_id: '1', number: '120.50', memo: '', draw_method_id: String(method), step_up_token: step }, t.token);
    expectFields(ok(asked, 'draw'), { id: 'int', balance: 'number', lock_balance: 'number' }, 'draw');
    expect(asked.data).toMatchObject({ balance: 379.5, lock_balance: 120.5 }); // 500 − 120.50 held
    const draws = ok(await get('/api/account/draw_list', { type: 1, page: 1 }, t.token), 'draw_list');
    expectFields(draws.data[0], { id: 'int', number: 'number', real_number: 'number', fee: 'number', status: 'int', status_name: 'string', 'draw_currency.code': 'string', address: 'string' }, 'withdrawal');
    expectFields(ok(await get('/v1/api/main/wallet/getBalance', {}, t.token), 'getBalance'), { balance: 'number', lock_balance: 'number' }, 'wallet');
  });
});

describe('the live socket', () => {
  it('text ping, login with params, DAY_MARKET, KLINE, and FOREX_TRADE / FOREX_CLOSED for the own user only', async () => {
    const t = await demoTrader(h);
    const other = await demoTrader(h);
    const btc = h.app.market.instrumentByCode('BTCUSD')!;
    setBid(h, 'BTCUSD', '95000.00');
    const mine = await socket();
    const theirs = await socket();

    mine.ws.send('ping');
    await expect.poll(() => mine.frames.includes('pong')).toBe(true);

    // uni-app's order list: login, then FOREX_TRADE and FOREX_CLOSED as topics; the trade page adds DAY_MARKET.
    for (const m of [{ type: 'login', params: t.token }, { type: 'sub', params: 'FOREX_TRADE' }, { type: 'sub', params: 'FOREX_CLOSED' }, { type: 'sub', params: 'DAY_MARKET' }, { type: 'sub', params: `KLINE.${btc.code}` }]) {
      mine.send(m);
    }
    for (const m of [{ type: 'login', params: other.token }, { type: 'sub', params: 'FOREX_TRADE' }, { type: 'sub', params: 'FOREX_CLOSED' }]) theirs.send(m);
    const login = await mine.next('login_result');
    expect(login.code === 1).toBe(true);
    expect(typeof login.msg).toBe('string');
    expect((await mine.next('sub_result')).msg).toEqual(expect.any(String));

    const day = await mine.next('DAY_MARKET', (m) => m.symbol === btc.code);
    expectFields(day, { symbol: 'string', 'quotation.close': 'number', 'quotation.change': 'number', 'quotation.open': 'number', 'quotation.high': 'number', 'quotation.low': 'number', 'quotation.volume': 'number', 'quotation.forex_id': 'int' }, 'DAY_MARKET');
    expect(day.data).toBeUndefined();
    const kline = await mine.next('KLINE', (m) => m.symbol === btc.code);
    expectFields(kline, { symbol: 'string', forex_id: 'int', 'kline.Period': 'string', 'kline.Time': 'int', 'kline.Open': 'number', 'kline.High': 'number', 'kline.Low': 'number', 'kline.Close': 'number', 'kline.Volume': 'number', 'kline.ForexId': 'int', 'kline.Code': 'string' }, 'KLINE');
    expect(kline.kline.Time).toBeGreaterThan(Date.UTC(2020, 0, 1));

    const order = ok(await get('/v1/api/forex/submit', { type: 1, forex_id: btc.id, cont: 0.1, status: 1, multiple: 10 }, t.token), 'submit');
    await settle(h);
    await h.app.engine!.pass();
    const trade = await mine.next('FOREX_TRADE', (m) => m.TransOrder.length > 0);
    expectFields(trade, { To: 'int', ProfitsTotal: 'number', HazardRate: 'number|null', CautionMoneyAll: 'number', OriginCautionMoneyTotal: 'number', TransOrder: 'array' }, 'FOREX_TRADE');
    expect(trade.To).toBe(t.userId);
    for (const o of trade.TransOrder as Json[]) expectFields(o, ORDER_FIELDS, 'FOREX_TRADE TransOrder');
    expect(trade.TransOrder[0].Id === order.Id).toBe(true);

    ok(await get('/v1/api/forex/close', { id: order.Id }, t.token), 'close');
    const closed = await mine.next('FOREX_CLOSED');
    expect(closed).toEqual({ type: 'FOREX_CLOSED', id: [order.Id] });
    // The other trader's socket, subscribed to the same topics, saw none of it.
    await h.app.engine!.pass();
    expect(theirs.messages().filter((m) => m.type === 'FOREX_CLOSED' || (m.type === 'FOREX_TRADE' && m.TransOrder.length > 0))).toEqual([]);
    expect(theirs.messages().filter((m) => m.type === 'FOREX_TRADE').every((m) => m.To === other.userId)).toBe(true);
    mine.ws.close();
    theirs.ws.close();
  });
});
