/**
 * The built-in support chat: a trader writes, support staff answer from the console's inbox, the
 * answer reaches the trader on the live topic SUPPORT_CHAT with the unread count, and every message
 * is kept. Pictures are the trader's own uploads, seen by support staff and nobody else's.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGE_CODES, STAFF_IMAGE_UPLOAD_PATH, SUPPORT_CHAT } from '@leverline/contract';
import { useHarness } from './support/harness.js';
import { demoTrader } from './support/trading.js';
import { picture, realTrader, setUpChannels, staffMember, uploadProof } from './support/funding.js';

const h = useHarness();

/** A staff member uploads `file` for the conversation of `userId`, as the console does (multipart, field `file`). */
async function staffUpload(token: string, userId: number | string, file: Buffer, type = 'image/png') {
  const boundary = `----leverline${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="answer.png"\r\nContent-Type: ${type}\r\n\r\n`);
  const res = await h.app.http.inject({
    method: 'POST',
    url: `${STAFF_IMAGE_UPLOAD_PATH}?user_id=${userId}`,
    headers: { lang: 'en', authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return { status: res.statusCode, ...(JSON.parse(res.body) as { code: number; msg: string; data: { url: string } | null }) };
}

const pushesTo = (userId: number) =>
  h
    .published()
    .filter((m) => m.topic === `USER.${userId}` && m.key === SUPPORT_CHAT)
    .map((m) => JSON.parse(m.payload) as { type: string; message: { from: string; body: string }; unread: number });

describe('support chat', () => {
  it('carries a question to the inbox and the answer back to the trader, unread until read', async () => {
    const t = await realTrader(h);
    const support = await staffMember(h, 'support');
    const asked = await h.post('/api/support/send', { body: 'My deposit has not arrived.\nIt was 250 USDT.' }, { token: t.token });
    expect(asked.code, asked.msg).toBe(1);
    expect(asked.data).toMatchObject({ from: 'user', body: 'My deposit has not arrived.\nIt was 250 USDT.', image: '' });

    const inbox = await h.get('/admin/api/support/conversations', { token: support.token });
    expect(inbox.data).toMatchObject({ total: 1, waiting: 1 });
    expect(inbox.data.data[0]).toMatchObject({ user_id: t.userId, email: t.email, waiting: true, last_from: 'user', messages: 1 });

    const answer = await h.post('/admin/api/support/reply', { user_id: t.userId, body: 'We see it: it is credited within the hour.' }, { token: support.token });
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({ from: 'staff', staff_email: support.email });
    // The trader's sockets get the answer at once, with one unread.
    expect(pushesTo(t.userId).map((p) => [p.message.from, p.unread])).toEqual([
      ['user', 0],
      ['staff', 1],
    ]);
    expect((await h.get('/api/support/unread', { token: t.token })).data).toEqual({ unread: 1 });
    // Answered: no longer waiting.
    expect((await h.get('/admin/api/support/conversations?waiting=1', { token: support.token })).data).toMatchObject({ total: 0, waiting: 0 });

    const mine = await h.get('/api/support/messages', { token: t.token });
    expect(mine.data.data.map((m: { from: string }) => m.from)).toEqual(['user', 'staff']);
    expect(mine.data).toMatchObject({ has_more: false, unread: 1 });
    const read = await h.post('/api/support/read', { last_id: mine.data.data[1].id }, { token: t.token });
    expect(read.data).toEqual({ unread: 0 });
    expect((await h.get('/api/support/unread', { token: t.token })).data).toEqual({ unread: 0 });

    // The console lists the conversation of this user whole, with who answered.
    const whole = await h.get(`/admin/api/support/messages?user_id=${t.userId}`, { token: support.token });
    expect(whole.data.user).toMatchObject({ id: t.userId, email: t.email });
    expect(whole.data.data.map((m: { staff_email: string }) => m.staff_email)).toEqual(['', support.email]);
  });

  it('keeps every message: none can be changed or deleted', async () => {
    const t = await realTrader(h);
    await h.post('/api/support/send', { body: 'Please close my account' }, { token: t.token });
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await refusal(h.database.db.execute(sql`update support_messages set body = 'nothing'`))).toMatch(/append-only/);
    expect(await refusal(h.database.db.execute(sql`delete from support_messages`))).toMatch(/append-only/);
    expect((await h.get('/api/support/messages', { token: t.token })).data.data[0].body).toBe('Please close my account');
  });

  it('pages back through a long conversation, 50 at a time', async () => {
    const t = await realTrader(h);
    const support = await staffMember(h, 'support');
    for (let i = 1; i <= 60; i++) {
      const reply = await h.post('/admin/api/support/reply', { user_id: t.userId, body: `note ${i}` }, { token: support.token });
      expect(reply.code).toBe(1);
    }
    const latest = await h.get('/api/support/messages', { token: t.token });
    expect(latest.data.data).toHaveLength(50);
    expect(latest.data.data[0].body).toBe('note 11');
    expect(latest.data).toMatchObject({ has_more: true, unread: 60 });
    const earlier = await h.get(`/api/support/messages?before_id=${latest.data.data[0].id}`, { token: t.token });
    expect(earlier.data.data.map((m: { body: string }) => m.body)).toEqual(Array.from({ length: 10 }, (_, i) => `note ${i + 1}`));
    expect(earlier.data.has_more).toBe(false);
  });

  it('takes a picture the trader uploaded, shown to support staff but not to other staff or traders', async () => {
    const t = await realTrader(h);
    const image = await uploadProof(h, t.token);
    const sent = await h.post('/api/support/send', { image }, { token: t.token });
    expect(sent.code, sent.msg).toBe(1);
    expect(sent.data).toMatchObject({ body: '', image });
    const fetch = (token: string) => h.app.http.inject({ method: 'GET', url: image, headers: { authorization: token } });
    expect((await fetch((await staffMember(h, 'support')).token)).statusCode).toBe(200);
    expect((await fetch((await staffMember(h, 'dealing')).token)).statusCode).toBe(404);
    expect((await fetch((await realTrader(h)).token)).statusCode).toBe(404);
    // A picture support saw elsewhere does not open the rest: dealing still sees no deposit proof.
    const proof = await uploadProof(h, t.token);
    expect((await h.app.http.inject({ method: 'GET', url: proof, headers: { authorization: (await staffMember(h, 'support')).token } })).statusCode).toBe(404);
  });

  it('lets support staff answer with a picture: the conversation\'s trader sees it, another trader does not', async () => {
    const t = await realTrader(h);
    const other = await realTrader(h);
    const support = await staffMember(h, 'support');
    const dealing = await staffMember(h, 'dealing');
    const png = await picture('png');

    // Only staff who answer may upload, only for a user who exists, and only a picture.
    const forbidden = await staffUpload(dealing.token, t.userId, png);
    expect([forbidden.status, forbidden.code]).toEqual([403, MESSAGE_CODES.staff_forbidden]);
    expect((await staffUpload(t.token, t.userId, png)).code).toBe(MESSAGE_CODES.session_invalid);
    expect((await staffUpload(support.token, 999_999, png)).code).toBe(MESSAGE_CODES.record_not_found);
    expect((await staffUpload(support.token, 'x', png)).code).toBe(MESSAGE_CODES.invalid_param);
    expect((await staffUpload(support.token, t.userId, Buffer.from('%PDF-1.7 not a picture'), 'application/pdf')).code).toBe(MESSAGE_CODES.image_invalid);

    const uploaded = await staffUpload(support.token, t.userId, png);
    expect(uploaded.code, uploaded.msg).toBe(1);
    const image = uploaded.data!.url;
    // A picture uploaded for one trader cannot answer another, and a trader's own upload cannot be passed off as staff's.
    expect((await h.post('/admin/api/support/reply', { user_id: other.userId, image }, { token: support.token })).code).toBe(MESSAGE_CODES.image_invalid);
    const traderOwn = await uploadProof(h, t.token);
    expect((await h.post('/admin/api/support/reply', { user_id: t.userId, image: traderOwn }, { token: support.token })).code).toBe(MESSAGE_CODES.image_invalid);

    const answer = await h.post('/admin/api/support/reply', { user_id: t.userId, image }, { token: support.token });
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({ from: 'staff', body: '', image, staff_email: support.email });
    expect(pushesTo(t.userId).at(-1)).toMatchObject({ message: { from: 'staff', body: '' }, unread: 1 });
    const mine = await h.get('/api/support/messages', { token: t.token });
    expect(mine.data.data.map((m: { from: string; image: string }) => [m.from, m.image])).toEqual([['staff', image]]);

    const fetch = (token: string) => h.app.http.inject({ method: 'GET', url: image, headers: { authorization: token } });
    expect((await fetch(t.token)).statusCode).toBe(200);
    expect((await fetch(t.token)).headers['content-type']).toBe('image/jpeg');
    expect((await fetch(other.token)).statusCode).toBe(404);
    expect((await fetch(support.token)).statusCode).toBe(200);
    expect((await fetch(dealing.token)).statusCode).toBe(404);
    // The trader sees it, but cannot send it back or hand it in as their own picture.
    expect((await h.post('/api/support/send', { image }, { token: t.token })).code).toBe(MESSAGE_CODES.image_invalid);
    // A text answer with a picture carries both.
    const second = await staffUpload(support.token, t.userId, await picture('jpeg'), 'image/jpeg');
    const both = await h.post('/admin/api/support/reply', { user_id: t.userId, body: 'Here is where to find it.', image: second.data!.url }, { token: support.token });
    expect(both.data).toMatchObject({ body: 'Here is where to find it.', image: second.data!.url });
  });

  it('refuses an empty or overlong message and a flood, and saves nothing', async () => {
    const t = await realTrader(h);
    expect((await h.post('/api/support/send', { body: '   ' }, { token: t.token })).code).toBe(MESSAGE_CODES.support_message_empty);
    const long = await h.post('/api/support/send', { body: 'x'.repeat(2001) }, { token: t.token });
    expect(long.code).toBe(MESSAGE_CODES.support_message_too_long);
    expect(long.msg).toBe('Please shorten your message to at most 2,000 characters');
    expect((await h.get('/api/support/messages', { token: t.token })).data.data).toEqual([]);
    for (let i = 0; i < 12; i++) expect((await h.post('/api/support/send', { body: `hello ${i}` }, { token: t.token })).code).toBe(1);
    const flood = await h.post('/api/support/send', { body: 'hello again' }, { token: t.token, lang: 'de' });
    expect(flood.code).toBe(MESSAGE_CODES.support_too_fast);
    expect(flood.msg).toBe('Sie senden Nachrichten zu schnell. Bitte warten Sie einen Moment und versuchen Sie es erneut');
    h.advance(61_000);
    expect((await h.post('/api/support/send', { body: 'hello again' }, { token: t.token })).code).toBe(1);
    expect((await h.get('/api/support/messages', { token: t.token })).data.data).toHaveLength(13);
  });

  it('lets demo traders ask too, and only support staff and the owner answer', async () => {
    const demo = await demoTrader(h);
    expect((await h.post('/api/support/send', { body: 'How do I open a real account?' }, { token: demo.token })).code).toBe(1);
    for (const role of ['finance', 'compliance', 'dealing', 'content'] as const) {
      const member = await staffMember(h, role);
      expect((await h.get('/admin/api/support/conversations', { token: member.token })).code).toBe(MESSAGE_CODES.staff_forbidden);
      expect((await h.post('/admin/api/support/reply', { user_id: demo.userId, body: 'x' }, { token: member.token })).code).toBe(MESSAGE_CODES.staff_forbidden);
    }
    const owner = await staffMember(h, 'owner');
    const inbox = await h.get('/admin/api/support/conversations', { token: owner.token });
    expect(inbox.data.data[0]).toMatchObject({ user_id: demo.userId, is_demo: true });
    expect((await h.post('/admin/api/support/reply', { user_id: 999_999, body: 'x' }, { token: owner.token })).code).toBe(MESSAGE_CODES.record_not_found);
    expect((await h.post('/admin/api/support/reply', { user_id: demo.userId, body: ' ' }, { token: owner.token })).code).toBe(MESSAGE_CODES.support_message_empty);
  });
});

describe('setup checklist', () => {
  const items = async (token: string) =>
    Object.fromEntries(((await h.get('/admin/api/dashboard', { token })).data.setup as { key: string; done: boolean }[]).map((i) => [i.key, i.done]));

  it('starts with every item open on a new installation, and ticks each one as staff do it', async () => {
    const owner = await staffMember(h, 'owner');
    expect(await items(owner.token)).toEqual({
      deposit_channels: false,
      withdraw_currencies: false,
      contact_emails: false,
      customer_service: false,
      smtp: false,
      // Only the owner so far, who signs in with a TOTP code.
      staff_two_factor: true,
      jurisdiction: false,
      terms: false,
    });
    await setUpChannels(h);
    // The contact addresses and the jurisdiction preset, chosen by the owner in the console's settings.
    const saved = await h.post(
      '/admin/api/settings/save',
      { company_email: 'service@broker.example', complaint_email: 'complaints@broker.example', jurisdiction: 'esma' },
      { token: owner.token },
    );
    expect(saved.code, saved.msg).toBe(1);
    // The terms traders accept, published by the owner.
    const published = await h.post('/admin/api/compliance/terms/publish', { title: { en: 'Client agreement' }, text: { en: 'Terms.' } }, { token: owner.token });
    expect(published.code, published.msg).toBe(1);
    // A support member answers the built-in chat, but signs in without a second factor.
    await staffMember(h, 'support');
    expect(await items(owner.token)).toEqual({
      deposit_channels: true,
      withdraw_currencies: true,
      contact_emails: true,
      customer_service: true,
      smtp: false,
      staff_two_factor: false,
      jurisdiction: true,
      terms: true,
    });
  });

  it('counts a bank currency as a deposit channel only with an enabled collection account', async () => {
    const finance = await staffMember(h, 'finance');
    const coin = await h.post('/admin/api/funding/bank_coin/save', { name: 'USD', usd_rate: '1' }, { token: finance.token });
    expect((await items(finance.token)).deposit_channels).toBe(false);
    const bank = { symbol_id: coin.data.id, bank_name: 'First Bank', payee_name: 'Broker Ltd', payee_account: '12345678', bank_address: '', bank_swift: '', bank_remark: '' };
    const saved = await h.post('/admin/api/funding/collection_bank/save', bank, { token: finance.token });
    expect(saved.code, saved.msg).toBe(1);
    expect((await items(finance.token)).deposit_channels).toBe(true);
    await h.post('/admin/api/funding/collection_bank/save', { ...bank, id: saved.data.id, enabled: false }, { token: finance.token });
    expect((await items(finance.token)).deposit_channels).toBe(false);
  });
});
