/**
 * Client addresses behind a reverse proxy: X-Forwarded-For is believed only as far as TRUST_PROXY
 * names our proxies, so a client cannot pick its own address to slip past per-address limits or
 * to write a forged address into sign-in records and sessions.
 */
import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { signInFailures } from '../src/db/schema.js';
import { useHarness, type Harness } from './support/harness.js';

const PROXY = '10.0.0.2';

function loginVia(h: Harness, remoteAddress: string, forwardedFor: string | undefined, account: string) {
  return h.app.http.inject({
    method: 'POST',
    url: '/api/user/loginForU',
    remoteAddress,
    headers: {
      lang: 'en',
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    payload: new URLSearchParams({ account, password: 'Wrong-guess-2026', login_type: 'email' }).toString(),
  });
}

async function lastRecordedAddress(h: Harness): Promise<string | undefined> {
  const [row] = await h.database.db.select().from(signInFailures).orderBy(desc(signInFailures.id)).limit(1);
  return row?.ip;
}

describe('one trusted proxy (TRUST_PROXY=1)', () => {
  const h = useHarness({ trustProxy: 1 });

  it('takes the address the proxy saw, not one the client wrote before it', async () => {
    // The client sent "X-Forwarded-For: 203.0.113.66"; the proxy appended the address it saw.
    await loginVia(h, PROXY, '203.0.113.66, 198.51.100.9', 'a@example.com');
    expect(await lastRecordedAddress(h)).toBe('198.51.100.9');
    await loginVia(h, PROXY, '198.51.100.10', 'a@example.com');
    expect(await lastRecordedAddress(h)).toBe('198.51.100.10');
  });

  it('counts a client that changes its forged address every time as one address', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) {
      const res = await loginVia(h, PROXY, `192.0.2.${i}, 198.51.100.9`, `user${i}@example.com`);
      answers.push((JSON.parse(res.body) as { code: number }).code);
    }
    expect(answers.slice(0, 30).every((code) => code === MESSAGE_CODES.login_failed)).toBe(true);
    expect(answers[30]).toBe(MESSAGE_CODES.rate_limited);
  });
});

describe('no proxy (the default)', () => {
  const h = useHarness();

  it('ignores X-Forwarded-For altogether', async () => {
    await loginVia(h, '198.51.100.30', '203.0.113.66', 'b@example.com');
    expect(await lastRecordedAddress(h)).toBe('198.51.100.30');
  });
});

describe('proxies named by address (TRUST_PROXY=10.0.0.0/24)', () => {
  const h = useHarness({ trustProxy: ['10.0.0.0/24'] });

  it('reads X-Forwarded-For from those proxies only', async () => {
    await loginVia(h, PROXY, '203.0.113.66, 198.51.100.9', 'c@example.com');
    expect(await lastRecordedAddress(h)).toBe('198.51.100.9');
    // A client reaching the server directly cannot borrow the header.
    await loginVia(h, '198.51.100.31', '10.0.0.9', 'c@example.com');
    expect(await lastRecordedAddress(h)).toBe('198.51.100.31');
  });
});
