import { describe, expect, it } from 'vitest';
import { buildOpenApi, calls, isRtl, isSitePath, isWebUrl, LANGS, normalizeLang, routes, type CallDef } from './index.js';

describe('languages', () => {
  it('lists the 21 product languages', () => {
    expect(LANGS).toHaveLength(21);
  });

  it('maps tw to hk and anything unknown to the default hk', () => {
    expect(normalizeLang('tw')).toBe('hk');
    expect(normalizeLang('EN')).toBe('en');
    expect(normalizeLang('xx')).toBe('hk');
    expect(normalizeLang(undefined)).toBe('hk');
  });

  it('lays out Arabic and Persian right to left only', () => {
    expect(LANGS.filter(isRtl)).toEqual(['ar', 'fa']);
  });
});

describe('call schemas', () => {
  it('reads form values: numeric strings become numbers, e-mail is trimmed and lower-cased', () => {
    const parsed = calls.sendEmail.input.parse({ to: '  Ana@Example.COM ', type: '2' });
    expect(parsed).toEqual({ to: 'ana@example.com', type: 2 });
  });

  it('names the problem with a message key', () => {
    const issue = (call: CallDef, input: unknown) => call.input.safeParse(input).error?.issues[0]?.message;
    expect(issue(calls.login, { password: 'x' })).toBe('account_required');
    expect(issue(calls.login, { account: 'a' })).toBe('password_required');
    expect(issue(calls.sendEmail, { to: 'nope', type: 1 })).toBe('email_invalid');
    expect(issue(calls.sendEmail, { to: 'a@b.co', type: 3 })).toBe('invalid_param');
    expect(issue(calls.register, { password: 'abcdefgh', re_password: 'x', sms_code: '1' })).toBe('password_rule');
    expect(issue(calls.createDemo, { demo_id: 'x' })).toBe('demo_id_invalid');
  });

  it('accepts passwords with letters of any script and a digit', () => {
    expect(calls.register.input.safeParse({ password: 'пароль2026', re_password: 'x', sms_code: '1' }).success).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents every call with its methods and parameters', () => {
    const doc = buildOpenApi('test') as { paths: Record<string, Record<string, { parameters: { name: string }[] }>> };
    for (const call of Object.values(calls) as CallDef[]) {
      for (const method of call.methods) expect(doc.paths[call.path]?.[method.toLowerCase()], `${method} ${call.path}`).toBeDefined();
    }
    const setting = doc.paths['/api/default/setting']!.get!;
    expect(setting.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['lang', 'key', 't']));
  });
});

describe('routes (the schema-free table the traders’ app sends requests by)', () => {
  it('has every call with exactly its path and methods', () => {
    const expected = Object.fromEntries(Object.entries(calls).map(([name, def]) => [name, { path: def.path, methods: [...def.methods] }]));
    const actual = Object.fromEntries(Object.entries(routes).map(([name, def]) => [name, { path: def.path, methods: [...def.methods] }]));
    // Out of date: npm run routes -w @leverline/contract
    expect(actual).toEqual(expected);
  });
});

describe('addresses staff enter', () => {
  it.each([
    'https://harbourline.example/',
    'http://chat.leverline.example/c/1?x=1#top',
    'https://xn--bcher-kva.example/path',
    'HTTPS://Example.COM',
    'https://127.0.0.1:8443/status',
  ])('takes %s', (url) => {
    expect(isWebUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'another scheme'],
    ['ftp://files.example/', 'another scheme'],
    ['//evil.example/', 'relative to the scheme'],
    ['evil.example', 'no scheme'],
    ['https:evil.example', 'no //'],
    ['https:/evil.example', 'one slash'],
    ['https:///evil.example', 'no host after //'],
    ['http:/\\evil.example', 'a backslash browsers read as a slash'],
    ['https://good.example\\@evil.example/', 'a backslash before @'],
    ['https://user:pass@evil.example/', 'credentials'],
    ['https://good.example@evil.example/', 'a user name that reads like the host'],
    ['https://@evil.example/', 'an empty user name'],
    ['https://a b.example/', 'a space'],
    ['https://evil.example/\u0000', 'a NUL'],
    ['http://', 'no host'],
  ])('refuses %s (%s)', (url) => {
    expect(isWebUrl(url)).toBe(false);
  });

  it('takes pictures from this site by path, never //host', () => {
    expect(isSitePath('/news/margin.svg')).toBe(true);
    expect(isSitePath('//evil.example/x.svg')).toBe(false);
    expect(isSitePath('/\\evil.example/x.svg')).toBe(false);
    expect(isSitePath('news/x.svg')).toBe(false);
  });
});
