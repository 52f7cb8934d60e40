import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MESSAGE_CODES } from '@leverline/contract';
import { accounts, ledgerEntries, users } from '../src/db/schema.js';
import { useHarness } from './support/harness.js';

const h = useHarness();
const demo = (demoId: string) => h.get(`/api/user/createAccountDemoForU?demo_id=${encodeURIComponent(demoId)}`);

describe('demo accounts', () => {
  it('creates a demo user with 10,000 virtual USD, explained by one ledger entry', async () => {
    const reply = await demo(randomUUID());
    expect(reply.code).toBe(1);
    expect(reply.data.user).toMatchObject({ is_demo: 1, account_kind: 'demo', balance: 10000, lock_balance: 0, email: null });
    const entries = await h.database.db.select().from(ledgerEntries);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'demo_credit', amount: '10000.000000', balanceAfter: '10000.000000' });
    const balance = await h.get('/v1/api/main/wallet/getBalance', { token: reply.data.token });
    expect(balance.data.balance).toBe(10000);
  });

  it('resumes the same user for the same device id', async () => {
    const id = randomUUID();
    const first = await demo(id);
    const second = await demo(id);
    expect(second.data.user.id).toBe(first.data.user.id);
    expect(second.data.token).not.toBe(first.data.token);
    expect((await h.get('/api/user/info', { token: first.data.token })).code).toBe(1);
  });

  it('takes the starting balance from settings', async () => {
    await h.setSetting('demo_start_balance', '2500.5');
    expect((await demo(randomUUID())).data.user.balance).toBe(2500.5);
  });

  it('creates exactly one user when the same device taps twice at once', async () => {
    const id = randomUUID();
    const replies = await Promise.all([demo(id), demo(id), demo(id)]);
    expect(replies.every((r) => r.code === 1)).toBe(true);
    expect(new Set(replies.map((r) => r.data.user.id)).size).toBe(1);
    expect((await h.database.db.select({ n: count() }).from(users))[0]!.n).toBe(1);
    expect((await h.database.db.select({ n: count() }).from(accounts))[0]!.n).toBe(1);
    expect((await h.database.db.select({ n: count() }).from(ledgerEntries))[0]!.n).toBe(1);
  });

  it('refuses a malformed device id', async () => {
    for (const bad of ['', 'short', 'x'.repeat(65), 'a b c d e f g h i j k l']) {
      expect((await demo(bad)).code).toBe(MESSAGE_CODES.demo_id_invalid);
    }
    expect((await h.database.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
  });

  it('refuses real-account features to demo users on the server', async () => {
    const { token } = (await demo(randomUUID())).data;
    const reply = await h.post('/api/user/amend_password', { old_password: 'x', new_password: 'Fresh2026ok', re_password: 'Fresh2026ok' }, { token });
    expect(reply).toMatchObject({ code: MESSAGE_CODES.demo_forbidden, msg: 'Please register or log in to a real account' });
  });

  it('cannot be entered with a password', async () => {
    const { user } = (await demo(randomUUID())).data;
    const reply = await h.post('/api/user/loginForU', { account: user.uid, password: 'Anything1', login_type: 'email' });
    expect(reply.code).toBe(MESSAGE_CODES.login_failed);
  });
});
