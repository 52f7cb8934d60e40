import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { calls, MESSAGE_CODES, type CallDef } from '@leverline/contract';
import { accounts, ledgerEntries, sessions, users } from '../src/db/schema.js';
import { BODY_LIMIT_BYTES } from '../src/app.js';
import { useHarness } from './support/harness.js';

const h = useHarness({
  // Generous limits so the fuzz below exercises validation, not the rate limiter.
  limits: {
    login: { ip: { max: 1e6, windowMs: 1000 }, account: { max: 1e6, windowMs: 1000 } },
    register: { ip: { max: 1e6, windowMs: 1000 } },
    forgot: { ip: { max: 1e6, windowMs: 1000 }, account: { max: 1e6, windowMs: 1000 } },
    captcha: { ip: { max: 1e6, windowMs: 1000 } },
    staffLogin: { ip: { max: 1e6, windowMs: 1000 }, account: { max: 1e6, windowMs: 1000 } },
  },
});

describe('envelope and transport', () => {
  it('answers an unknown API path with a translated not-found envelope', async () => {
    const res = await h.app.http.inject({ method: 'GET', url: '/api/nothing/here', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: MESSAGE_CODES.not_found, msg: 'Not found', data: null });
  });

  it('turns malformed JSON, a wrong content type and an oversized body into clear failures, not 500s', async () => {
    const bad = await h.app.http.inject({
      method: 'POST', url: '/api/user/loginForU', headers: { 'content-type': 'application/json', lang: 'en' }, payload: '{"account":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(MESSAGE_CODES.invalid_param);
    const xml = await h.app.http.inject({ method: 'POST', url: '/api/user/loginForU', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe(MESSAGE_CODES.invalid_param);
    const big = await h.app.http.inject({
      method: 'POST', url: '/api/user/loginForU', headers: { 'content-type': 'application/json', lang: 'en' },
      payload: JSON.stringify({ account: 'a'.repeat(BODY_LIMIT_BYTES), password: 'x' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: MESSAGE_CODES.body_too_large, msg: 'The request is too large' });
  });

  it('accepts the t timestamp on GET and ignores unknown parameters', async () => {
    const reply = await h.get('/api/default/setting?key=is_show_mobile&unknown=1');
    expect(reply).toMatchObject({ code: 1, data: { key: 'is_show_mobile', value: 1 } });
  });

  it('refuses settings that are not public', async () => {
    const reply = await h.get('/api/default/setting?key=demo_start_balance');
    expect(reply.code).toBe(MESSAGE_CODES.setting_unknown);
  });

  it('serves the real list of country calling codes', async () => {
    const { data } = await h.get('/api/default/area_list');
    expect(data.length).toBeGreaterThan(200);
    const byCode = new Map((data as { code: string; global_code: string }[]).map((a) => [a.code, a.global_code]));
    expect(byCode.get('US')).toBe('1');
    expect(byCode.get('GB')).toBe('44');
    expect(byCode.get('HK')).toBe('852');
    expect(byCode.get('IN')).toBe('91');
  });

  it('serves the base settings', async () => {
    const { data } = await h.get('/api/basicSet/getBasicInfo');
    expect(data).toEqual({ title: 'Leverline', service_link: '', service_link_type: 1, verify_reg_type: 1, trade_fee_type: 2 });
  });

  it('sends API answers, refusals included, security headers that let no one cache, frame or sniff them', async () => {
    const apiHeaders = {
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
    };
    const info = await h.app.http.inject({ method: 'GET', url: '/api/basicSet/getBasicInfo' });
    expect(info.headers).toMatchObject(apiHeaders);
    // A signed-in call without a session: refused, and still not to be kept by any cache.
    const deals = await h.app.http.inject({ method: 'GET', url: '/v1/api/forex/my_deal?status=1' });
    expect(deals.json()).toMatchObject({ code: 999 });
    expect(deals.headers).toMatchObject(apiHeaders);
    // Not an API call: the page policy, as for the apps' files.
    const missing = await h.app.http.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.headers['content-security-policy']).toContain("script-src 'self'");
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('answers liveness and readiness', async () => {
    expect((await h.app.http.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await h.app.http.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document with every call and a readable page', async () => {
    const doc = (await h.app.http.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
    for (const call of Object.values(calls) as CallDef[]) {
      expect(doc.paths[call.path], call.path).toBeDefined();
    }
    const page = await h.app.http.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('bad input', () => {
  const tableSizes = async () =>
    Promise.all([users, accounts, ledgerEntries, sessions].map(async (t) => (await h.database.db.select({ n: count() }).from(t))[0]!.n));

  const junk = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
    fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', '𝕏'.repeat(300), "' or 1=1 --", '<script>', '../../etc/passwd'),
  );
  const fields = ['type', 'account', 'mobile', 'area_id', 'password', 're_password', 'invite_code', 'sms_code', 'key', 'to', 'login_type', 'demo_id', 'new_password', 'secondary_password', 'auth_code', 'old_password', 'key'];
  const bodies = fc.dictionary(fc.constantFrom(...fields), junk, { maxKeys: 8 });

  it('never answers 500 and never writes anything, whatever the body of a public call', async () => {
    const publicCalls = (Object.values(calls) as CallDef[]).filter((c) => c.auth === 'public' && c !== calls.captcha && c !== calls.createDemo);
    const before = await tableSizes();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...publicCalls), bodies, async (call, body) => {
        const method = call.methods[0]!;
        const res =
          method === 'GET'
            ? await h.app.http.inject({ method, url: call.path, query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])) })
            : await h.app.http.inject({ method, url: call.path, payload: body });
        expect(res.statusCode).toBeLessThan(500);
        const answer = res.json<{ code: number; msg: string }>();
        expect(typeof answer.msg).toBe('string');
        expect(answer.msg.length).toBeGreaterThan(0);
        // Calls whose every parameter is optional may succeed; the others must refuse junk.
        if (!call.input.safeParse({}).success) expect(answer.code).not.toBe(1);
      }),
      { numRuns: 150, seed: 20261121 },
    );
    expect(await tableSizes()).toEqual(before);
  });

  it('answers 999, not 500, to login-required calls with junk tokens', async () => {
    const privateCalls = (Object.values(calls) as CallDef[]).filter((c) => c.auth !== 'public' && c.auth !== 'optional');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...privateCalls), fc.string({ maxLength: 600 }), async (call, token) => {
        const res = await h.app.http.inject({
          method: call.methods[0]!,
          url: call.path,
          headers: token.trim() && !/[\r\n\0]/.test(token) ? { authorization: token } : {},
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().code).toBe(999);
      }),
      { numRuns: 60, seed: 7 },
    );
  });
});
