/**
 * Identity verification, invitations, news, companies, contact addresses, the ranking and the
 * copy-trading list, through the HTTP API. Ranking figures are checked against hand-computed
 * expectations over trades written with known profits, fees and margins.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LANGS, MESSAGE_CODES } from '@leverline/contract';
import { accounts, news, orders } from '../src/db/schema.js';
import { seed } from '../src/db/seed.js';
import { NEWS_SEED } from '../src/db/news-seed.js';
import { NEWS_TRANSLATIONS } from '../src/db/news-translations/index.js';
import { registerByEmail, useHarness } from './support/harness.js';
import { demoTrader, expectLedgerHolds } from './support/trading.js';
import { realTrader, staffMember, uploadProof, type RealTrader } from './support/funding.js';
import { setUpCompanies } from './support/community.js';

const h = useHarness();
afterEach(() => expectLedgerHolds(h));

async function documents(t: RealTrader) {
  return { front_pic: await uploadProof(h, t.token), reverse_pic: await uploadProof(h, t.token) };
}

describe('identity verification', () => {
  it('goes from the form to waiting to the finished read-only view once compliance approves', async () => {
    const t = await realTrader(h);
    expect((await h.get('/api/user_real/center', { token: t.token })).data).toMatchObject({ review_status: 0, name: '' });
    const pics = await documents(t);
    const sent = await h.post('/api/user_real/real_name', { name: ' Ana   Silva ', card_id: 'x1234567', ...pics }, { token: t.token });
    expect(sent.code).toBe(1);
    expect(sent.msg).toBe('Your documents have been submitted for review');
    expect((await h.get('/api/user_real/center', { token: t.token })).data).toEqual({
      review_status: 1,
      name: 'Ana Silva',
      card_id: 'X1234567',
      ...pics,
      reject_reason: '',
    });
    expect((await h.post('/api/user_real/real_name', { name: 'Ana', card_id: 'Y1', ...(await documents(t)) }, { token: t.token })).code).toBe(
      MESSAGE_CODES.identity_already_submitted,
    );

    const compliance = await staffMember(h, 'compliance');
    const queue = await h.get('/admin/api/identity?status=1', { token: compliance.token });
    expect(queue.data.data[0]).toMatchObject({ uid: expect.any(String), name: 'Ana Silva', status: 1 });
    // Compliance sees the photos; the trader's pictures are served to them.
    const photo = await h.app.http.inject({ method: 'GET', url: queue.data.data[0].front_pic, headers: { authorization: compliance.token } });
    expect(photo.statusCode).toBe(200);
    const approved = await h.post('/admin/api/identity/approve', { id: queue.data.data[0].id }, { token: compliance.token });
    expect(approved.data).toMatchObject({ status: 2, decided_by: compliance.email });
    expect((await h.get('/api/user_real/center', { token: t.token })).data).toMatchObject({ review_status: 2, name: 'Ana Silva', ...pics });
    expect((await h.post('/api/user_real/real_name', { name: 'Ana', card_id: 'Y1', ...(await documents(t)) }, { token: t.token })).code).toBe(
      MESSAGE_CODES.identity_already_verified,
    );
  });

  it('returns a rejected user to the form with the reason, and takes a new submission', async () => {
    const t = await realTrader(h);
    await h.post('/api/user_real/real_name', { name: 'Li Wei', card_id: 'A123', ...(await documents(t)) }, { token: t.token });
    const owner = await staffMember(h, 'owner');
    const [first] = (await h.get('/admin/api/identity', { token: owner.token })).data.data;
    const rejected = await h.post('/admin/api/identity/reject', { id: first.id, reason: 'The back photo is blurred' }, { token: owner.token });
    expect(rejected.code).toBe(1);
    expect((await h.get('/api/user_real/center', { token: t.token })).data).toMatchObject({ review_status: 0, reject_reason: 'The back photo is blurred' });
    expect((await h.post('/admin/api/identity/approve', { id: first.id }, { token: owner.token })).code).toBe(MESSAGE_CODES.already_decided);
    const again = await h.post('/api/user_real/real_name', { name: 'Li Wei', card_id: 'A123', ...(await documents(t)) }, { token: t.token });
    expect(again.code).toBe(1);
    expect((await h.get('/api/user_real/center', { token: t.token })).data.review_status).toBe(1);
  });

  it.each([
    [{ name: '' }, 'identity_name_required'],
    [{ card_id: '' }, 'identity_number_required'],
    [{ card_id: '<script>' }, 'identity_number_invalid'],
    [{ front_pic: '' }, 'image_required'],
    [{ reverse_pic: 'https://evil.example/x.jpg' }, 'image_invalid'],
  ] as const)('refuses %o with %s', async (change, key) => {
    const t = await realTrader(h);
    const reply = await h.post('/api/user_real/real_name', { name: 'Ana Silva', card_id: 'X1', ...(await documents(t)), ...change }, { token: t.token });
    expect(reply.code).toBe(MESSAGE_CODES[key]);
    expect((await h.get('/api/user_real/center', { token: t.token })).data.review_status).toBe(0);
  });

  it("refuses the same photo twice and another user's photos, and never serves one user's documents to another", async () => {
    const a = await realTrader(h);
    const b = await realTrader(h);
    const same = await uploadProof(h, a.token);
    expect((await h.post('/api/user_real/real_name', { name: 'A', card_id: '1', front_pic: same, reverse_pic: same }, { token: a.token })).code).toBe(
      MESSAGE_CODES.image_invalid,
    );
    const pics = await documents(a);
    expect((await h.post('/api/user_real/real_name', { name: 'B', card_id: '2', ...pics }, { token: b.token })).code).toBe(MESSAGE_CODES.image_invalid);
    await h.post('/api/user_real/real_name', { name: 'A', card_id: '1', ...pics }, { token: a.token });
    expect((await h.get('/api/user_real/center', { token: b.token })).data.review_status).toBe(0);
    const res = await h.app.http.inject({ method: 'GET', url: pics.front_pic, headers: { authorization: b.token } });
    expect(res.statusCode).toBe(404);
  });

  it('refuses demo users, and staff whose role is not compliance', async () => {
    const demo = await demoTrader(h);
    expect((await h.get('/api/user_real/center', { token: demo.token })).code).toBe(MESSAGE_CODES.demo_forbidden);
    const finance = await staffMember(h, 'finance');
    expect((await h.get('/admin/api/identity', { token: finance.token })).code).toBe(MESSAGE_CODES.staff_forbidden);
  });

  it('decides a submission once when approve and reject arrive together', async () => {
    const t = await realTrader(h);
    await h.post('/api/user_real/real_name', { name: 'Ana', card_id: 'X1', ...(await documents(t)) }, { token: t.token });
    const a = await staffMember(h, 'compliance');
    const b = await staffMember(h, 'owner');
    const [row] = (await h.get('/admin/api/identity', { token: a.token })).data.data;
    const replies = await Promise.all([
      h.post('/admin/api/identity/approve', { id: row.id }, { token: a.token }),
      h.post('/admin/api/identity/reject', { id: row.id, reason: 'race' }, { token: b.token }),
    ]);
    expect(replies.map((r) => r.code).sort()).toEqual([1, MESSAGE_CODES.already_decided].sort());
  });
});

describe('invitations', () => {
  it('counts the friends who registered with the code', async () => {
    const t = await realTrader(h);
    const info = await h.get('/api/user/invite_info', { token: t.token });
    expect(info.data.invited_count).toBe(0);
    await registerByEmail(h, 'friend1@example.com', { invite_code: info.data.invite_code });
    await registerByEmail(h, 'friend2@example.com', { invite_code: info.data.invite_code });
    await registerByEmail(h, 'stranger@example.com');
    expect((await h.get('/api/user/invite_info', { token: t.token })).data).toEqual({ invite_code: info.data.invite_code, invited_count: 2 });
  });
});

describe('news', () => {
  it('lists the seeded articles newest first, 10 a page, and serves each one', async () => {
    const list = await h.get('/api/news/list?category_id=1&page=1');
    expect(list.data.total).toBeGreaterThanOrEqual(8);
    const times = list.data.data.map((a: { created_at: string }) => a.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.data.data[0].logo).toMatch(/^\/news\/[a-z0-9-]+\.svg$/);
    const article = await h.get(`/api/news/info?id=${list.data.data[0].id}`);
    expect(article.data.content.length).toBeGreaterThan(500);
    expect(article.data.content).not.toMatch(/<script|on\w+=/i);
  });

  it('sanitises what staff save, and again what it serves', async () => {
    const content = await staffMember(h, 'content');
    const saved = await h.post(
      '/admin/api/news/save',
      { title: 'Reading candles', desc: 'How', content: '<p>Open and close</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>' },
      { token: content.token },
    );
    expect(saved.code).toBe(1);
    expect(saved.data.content).toBe('<p>Open and close</p><img src="x" /><a rel="noopener noreferrer" target="_blank">x</a>');
    // A row written by another path (an import, a restore) is cleaned when served.
    await h.database.db.update(news).set({ content: '<p>ok</p><iframe src="https://evil.example/"></iframe><svg onload=alert(1)>' }).where(eq(news.id, saved.data.id));
    expect((await h.get(`/api/news/info?id=${saved.data.id}`)).data.content).toBe('<p>ok</p>');
  });

  it('shows articles in the reader language, English where a language has none, and hides unpublished ones', async () => {
    const content = await staffMember(h, 'content');
    const hk = await h.post('/admin/api/news/save', { lang: 'hk', title: '認識保證金', content: '<p>保證金</p>' }, { token: content.token });
    const draft = await h.post('/admin/api/news/save', { title: 'Draft', content: '<p>x</p>', published: false }, { token: content.token });
    const inHk = await h.get('/api/news/list', { lang: 'hk' });
    expect(inHk.data.total).toBe(NEWS_SEED.length + 1);
    expect(inHk.data.data[0].id).toBe(hk.data.id);
    expect(inHk.data.data.map((a: { title: string }) => a.title)).toContain(NEWS_TRANSLATIONS.hk!['how-margin-and-leverage-work']!.title);
    // A language whose articles were all removed reads the English ones.
    await h.database.db.delete(news).where(eq(news.lang, 'fr'));
    const inFr = await h.get('/api/news/list', { lang: 'fr' });
    expect(inFr.data.total).toBe(NEWS_SEED.length);
    expect(inFr.data.data.map((a: { title: string }) => a.title)).toContain(NEWS_SEED[0]!.title);
    expect(inFr.data.data.map((a: { id: number }) => a.id)).not.toContain(draft.data.id);
    expect((await h.get(`/api/news/info?id=${draft.data.id}`)).code).toBe(MESSAGE_CODES.news_not_found);
    expect((await h.get('/api/news/info?id=abc')).code).toBe(MESSAGE_CODES.invalid_param);
  });

  it('seeds the articles in every language, and a language added later on the next start', async () => {
    const rows = await h.database.db.select({ lang: news.lang, slug: news.slug }).from(news);
    for (const lang of LANGS) {
      expect(rows.filter((r) => r.lang === lang).map((r) => r.slug).sort(), lang).toEqual(NEWS_SEED.map((a) => a.slug).sort());
    }
    await h.database.db.delete(news).where(eq(news.lang, 'de'));
    await seed(h.database.db, new Date());
    const german = await h.get('/api/news/list', { lang: 'de' });
    expect(german.data.data.map((a: { title: string }) => a.title).sort()).toEqual(
      Object.values(NEWS_TRANSLATIONS.de!).map((a) => a.title).sort(),
    );
    // Languages that still have their articles are left as staff left them.
    expect(await h.database.db.select({ slug: news.slug }).from(news).where(eq(news.lang, 'en'))).toHaveLength(NEWS_SEED.length);
  });
});

describe('companies and contact', () => {
  // A new installation lists no companies: the broker's content editor enters its partners.
  beforeEach(async () => {
    await setUpCompanies(h);
  });

  it('finds companies by part of the name, and carries on while their status is 0', async () => {
    const found = await h.get('/api/company/getCompany?name=north');
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ name: 'Northgate Brokerage', url: 'https://northgate-brokerage.example/', email: 'desk@northgate-brokerage.example' });
    expect((await h.get('/api/company/getCompany?name=')).data).toHaveLength(3);
    expect((await h.get('/api/company/getCompany?name=%25')).data).toHaveLength(0);
    expect((await h.get(`/api/company/getCompanyStatus?company_id=${found.data[0].id}`)).data).toEqual({ status: 0, type: 1, loss_url: '' });
  });

  it('sends clients to the loss url once a company or the site is switched off', async () => {
    const content = await staffMember(h, 'content');
    const [company] = (await h.get('/api/company/getCompany?name=meridian')).data;
    await h.post('/admin/api/company/save', { ...company, registered_address: company.registered_address, status: 2, loss_url: 'https://meridian-trade.example/closed' }, { token: content.token });
    expect((await h.get(`/api/company/getCompanyStatus?company_id=${company.id}`)).data).toEqual({ status: 2, type: 1, loss_url: 'https://meridian-trade.example/closed' });
    expect((await h.get('/api/company/getCompanyStatus')).data.status).toBe(0);
    await h.setSetting('company_status', '1');
    await h.setSetting('company_loss_url', 'https://leverline.example/maintenance');
    expect((await h.get('/api/company/getCompanyStatus')).data).toEqual({ status: 1, type: 0, loss_url: 'https://leverline.example/maintenance' });
  });

  it('refuses every address staff enter that is not a plain http(s) one, and saves nothing', async () => {
    const content = await staffMember(h, 'content');
    const owner = await staffMember(h, 'owner');
    const [company] = (await h.get('/api/company/getCompany?name=meridian')).data;
    const tricks = [
      '//evil.example/',
      'javascript:alert(document.cookie)',
      'http:/\\evil.example',
      'https://meridian-trade.example\\@evil.example/',
      'https://meridian-trade.example@evil.example/',
      'https://user:secret@evil.example/',
      'evil.example',
    ];
    for (const trick of tricks) {
      for (const field of ['url', 'website', 'loss_url', 'logo']) {
        const reply = await h.post('/admin/api/company/save', { ...company, [field]: trick }, { token: content.token });
        expect(reply.code, `${field} ${trick} ${reply.msg}`).toBe(MESSAGE_CODES.url_invalid);
      }
      const article = await h.post('/admin/api/news/save', { title: 'Margin', content: '<p>x</p>', logo: trick }, { token: content.token });
      expect(article.code, `logo ${trick}`).toBe(MESSAGE_CODES.url_invalid);
      for (const key of ['service_link', 'company_loss_url']) {
        const reply = await h.post('/admin/api/settings/save', { [key]: trick }, { token: owner.token });
        expect(reply.code, `${key} ${trick}`).toBe(MESSAGE_CODES.url_invalid);
      }
    }
    const named = await h.post('/admin/api/company/save', { ...company, loss_url: '//evil.example/' }, { token: content.token });
    expect(named.msg).toBe('Please enter the closure page address as a full address starting with https:// or http://, without a user name or password');
    expect((await h.get('/api/company/getCompany?name=meridian')).data[0]).toEqual(company);
    expect((await h.get('/api/basicSet/getBasicInfo')).data.service_link).toBe('');
    // Plain addresses, and pictures served by this site, are taken.
    const saved = await h.post('/admin/api/company/save', { ...company, website: 'https://meridian-trade.example/about', logo: '/news/margin.svg' }, { token: content.token });
    expect(saved.code, saved.msg).toBe(1);
  });

  it('serves the company and complaint e-mails from settings', async () => {
    // None until the broker enters its own: the app says so rather than showing an example.
    expect((await h.get('/api/basicSet/company_email')).data).toEqual({ email: '' });
    await h.setSetting('company_email', 'service@leverline.example');
    expect((await h.get('/api/basicSet/company_email')).data).toEqual({ email: 'service@leverline.example' });
    await h.setSetting('complaint_email', 'ombudsman@leverline.example');
    expect((await h.get('/api/basicSet/complaint_email')).data).toEqual({ email: 'ombudsman@leverline.example' });
  });
});

describe('ranking and copy-trading', () => {
  const DAY = 24 * 3600_000;
  let serial = 0;

  /** Writes a closed position with known figures, `daysAgo` days ago. */
  async function trade(t: { userId: number; accountId: number }, code: string, f: { profit: string; fee: string; margin: string; leverage: number; daysAgo: number }) {
    serial += 1;
    const closedAt = new Date(h.now().getTime() - f.daysAgo * DAY);
    await h.database.db.insert(orders).values({
      userId: t.userId,
      accountId: t.accountId,
      instrumentId: h.app.market.instrumentByCode(code)!.id,
      side: serial % 2 ? 'buy' : 'sell',
      lots: '0.10',
      leverage: f.leverage,
      status: 3,
      requestedPrice: '1.08500',
      openPrice: '1.08500',
      closePrice: '1.09000',
      marginUsd: f.margin,
      feeUsd: f.fee,
      profitUsd: f.profit,
      closeReason: 'user',
      createdAt: new Date(closedAt.getTime() - 3600_000),
      openedAt: new Date(closedAt.getTime() - 3600_000),
      closedAt,
    });
  }

  it('ranks real traders with 3 or more trades in 3 weeks by their return on margin', async () => {
    await h.app.community.refreshRanking();
    h.advance(10 * 60_000);
    const a = await realTrader(h);
    // In the window: net (100 − 2) + (−50 − 2) + (30 − 1) = 75 on margin 1000 + 1000 + 500 = 2500
    await trade(a, 'EURUSD', { profit: '100', fee: '2', margin: '1000', leverage: 10, daysAgo: 1 });
    await trade(a, 'EURUSD', { profit: '-50', fee: '2', margin: '1000', leverage: 10, daysAgo: 5 });
    await trade(a, 'XAUUSD', { profit: '30', fee: '1', margin: '500', leverage: 20, daysAgo: 20 });
    // Outside it (25 days ago): counts only in the totals.
    await trade(a, 'XAUUSD', { profit: '200', fee: '0', margin: '1000', leverage: 20, daysAgo: 25 });
    const b = await realTrader(h);
    // net (10 − 1) × 3 = 27 on margin 100 × 3 = 300 → 9.00 %
    for (const daysAgo of [1, 2, 3]) await trade(b, 'BTCUSD', { profit: '10', fee: '1', margin: '100', leverage: 5, daysAgo });
    const c = await realTrader(h);
    // Only 2 trades in the window: not ranked.
    for (const daysAgo of [1, 2]) await trade(c, 'BTCUSD', { profit: '500', fee: '1', margin: '100', leverage: 5, daysAgo });
    const demo = await demoTrader(h);
    for (const daysAgo of [1, 2, 3, 4]) await trade(demo, 'BTCUSD', { profit: '900', fee: '1', margin: '100', leverage: 5, daysAgo });

    const list = await h.get('/api/rank/list');
    expect(list.data.data).toHaveLength(2);
    expect(list.data.data[0]).toMatchObject({ rank: 1, three_week_rate: 9, three_week_win: 100, three_week_profit: 27, total_trade_num: 3, multiple: 5, code: h.app.market.instrumentByCode('BTCUSD')!.showCode });
    expect(list.data.data[1]).toEqual({
      rank: 2,
      // trader7-1a2b3c@example.com → tr***c
      user: `tr***${a.email.split('@')[0]!.slice(-1)}`,
      multiple: 10,
      // 75 ÷ 2500 = 3.00 %; wins 2 of 3 = 66.67 %
      three_week_rate: 3,
      three_week_win: 66.67,
      three_week_profit: 75,
      // (75 + 200) ÷ (2500 + 1000) = 7.857… → 7.86 %
      total_rate: 7.86,
      total_trade_num: 4,
      code: h.app.market.instrumentByCode('EURUSD')!.showCode,
    });
    expect(JSON.stringify(list.data)).not.toContain(a.email);
  });

  it('serves the ranking from memory until the next refresh', async () => {
    await h.app.community.refreshRanking();
    const a = await realTrader(h);
    expect((await h.get('/api/rank/list')).data.data).toHaveLength(0);
    for (const daysAgo of [1, 2, 3]) await trade(a, 'EURUSD', { profit: '10', fee: '1', margin: '100', leverage: 10, daysAgo });
    expect((await h.get('/api/rank/list')).data.data).toHaveLength(0);
    h.advance(10 * 60_000);
    expect((await h.get('/api/rank/list')).data.data).toHaveLength(1);
  });

  it('lists lead traders who opted in, with followers, style and their latest closed trades', async () => {
    const lead = await realTrader(h);
    const [leadAccount] = await h.database.db.select().from(accounts).where(eq(accounts.userId, lead.userId));
    for (const daysAgo of [1, 2, 3, 4, 5, 6]) await trade({ userId: lead.userId, accountId: leadAccount!.id }, 'EURUSD', { profit: '12', fee: '2', margin: '100', leverage: 10, daysAgo });
    expect((await h.get('/api/follow/list')).data.total).toBe(0);
    expect((await h.post('/api/follow/lead', { type: 1 }, { token: lead.token })).code).toBe(1);

    const fan = await realTrader(h);
    const demoFan = await demoTrader(h);
    expect((await h.post('/api/follow/follow', { id: lead.userId }, { token: fan.token })).data).toEqual({ followed: true, total_followers: 1 });
    // A demo user may follow, but is not counted: demo users cost nothing to make.
    expect((await h.post('/api/follow/follow', { id: lead.userId }, { token: demoFan.token })).data).toEqual({ followed: true, total_followers: 1 });
    expect((await h.post('/api/follow/follow', { id: lead.userId }, { token: lead.token })).code).toBe(MESSAGE_CODES.follow_self);
    expect((await h.post('/api/follow/follow', { id: fan.userId }, { token: lead.token })).code).toBe(MESSAGE_CODES.lead_not_found);

    const seen = await h.get('/api/follow/list', { token: fan.token });
    expect(seen.data.total).toBe(1);
    expect(seen.data.data[0]).toMatchObject({ id: lead.userId, type: 1, total_followers: 1, followed: true, three_week_rate: 10, total_trade_num: 6 });
    expect((await h.get('/api/follow/list', { token: demoFan.token })).data.data[0]).toMatchObject({ followed: true, total_followers: 1 });
    expect(seen.data.data[0].orders).toHaveLength(5);
    expect(seen.data.data[0].orders[0]).toMatchObject({ Price: 1.085, UpdatePrice: 1.09, FactProfits: 12 });
    expect((await h.get('/api/follow/list')).data.data[0].followed).toBe(false);
    await h.post('/api/follow/follow', { id: lead.userId, follow: 0 }, { token: fan.token });
    expect((await h.get('/api/follow/list', { token: fan.token })).data.data[0]).toMatchObject({ followed: false, total_followers: 0 });
    expect((await h.post('/api/follow/lead', { type: 1 }, { token: demoFan.token })).code).toBe(MESSAGE_CODES.demo_forbidden);
  });

  it('ranks lead traders by real followers: demo accounts made to follow one do not lift it', async () => {
    const pumped = await realTrader(h);
    const followed = await realTrader(h);
    for (const lead of [pumped, followed]) expect((await h.post('/api/follow/lead', { type: 2 }, { token: lead.token })).code).toBe(1);
    for (let i = 0; i < 5; i++) await h.post('/api/follow/follow', { id: pumped.userId }, { token: (await demoTrader(h)).token });
    await h.post('/api/follow/follow', { id: followed.userId }, { token: (await realTrader(h)).token });
    const list = (await h.get('/api/follow/list')).data.data as { id: number; total_followers: number }[];
    expect(list.map((l) => [l.id, l.total_followers])).toEqual([
      [followed.userId, 1],
      [pumped.userId, 0],
    ]);
  });
});
