/** Staff set up the funding channels; traders see the change at once; every save is audited. */
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from '@leverline/contract';
import { auditLog } from '../src/db/schema.js';
import { useHarness } from './support/harness.js';
import { expectLedgerHolds } from './support/trading.js';
import { realTrader, setUpChannels, staffMember } from './support/funding.js';

const h = useHarness();
afterEach(() => expectLedgerHolds(h));

describe('funding set-up', () => {
  it('adds a coin option traders can deposit to, and disabling it hides it', async () => {
    const finance = await staffMember(h, 'finance');
    const t = await realTrader(h);
    const saved = await h.post(
      '/admin/api/funding/coin_option/save',
      { currency_code: 'usdt', protocol_code: 'bep20', address: '0x1111111111111111111111111111111111111111', usd_rate: '0.9998', sort: 9 },
      { token: finance.token },
    );
    expect(saved.code).toBe(1);
    expect(saved.data).toMatchObject({ currency_code: 'USDT', protocol_code: 'BEP20', usd_rate: '0.9998', enabled: true });
    const offered = await h.get('/api/quickCharge/info', { token: t.token });
    expect(offered.data.map((o: { protocol_code: string }) => o.protocol_code)).toContain('BEP20');

    const disabled = await h.post('/admin/api/funding/coin_option/save', { ...saved.data, enabled: false }, { token: finance.token });
    expect(disabled.data.enabled).toBe(false);
    const after = await h.get('/api/quickCharge/info', { token: t.token });
    expect(after.data.map((o: { id: number }) => o.id)).not.toContain(saved.data.id);
    const entries = (await h.database.db.select().from(auditLog)).filter((e) => e.targetType === 'coin_option');
    expect(entries.map((e) => e.action)).toEqual(['coin_option.create', 'coin_option.update']);
    expect(entries[1]!.before).toMatchObject({ enabled: true });
    expect(entries[1]!.after).toMatchObject({ enabled: false });
  });

  it('changes a withdrawal fee, and the next request is charged by it', async () => {
    await setUpChannels(h);
    const owner = await staffMember(h, 'owner');
    const channels = await h.get('/admin/api/funding/channels', { token: owner.token });
    const trc20 = channels.data.withdraw_currencies.find((c: { code: string; protocol: string }) => c.code === 'USDT' && c.protocol === 'TRC20');
    const saved = await h.post('/admin/api/funding/withdraw_currency/save', { ...trc20, fee_type: 2, draw_rate: '2' }, { token: owner.token });
    expect(saved.data).toMatchObject({ fee_type: 2, draw_rate: '2' });
    const t = await realTrader(h);
    const listed = await h.get('/api/account/draw_symbol_list?type=1', { token: t.token });
    expect(listed.data.find((c: { id: number }) => c.id === trc20.id)).toMatchObject({ fee_type: 2, draw_rate: 2 });
  });

  it.each([
    ['/admin/api/funding/coin_option/save', { currency_code: 'USDT', protocol_code: 'TRC20', address: '0x1111111111111111111111111111111111111111', usd_rate: '1' }, 'address_invalid'],
    ['/admin/api/funding/coin_option/save', { currency_code: 'USDT', protocol_code: 'TRC20', address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj', usd_rate: '0' }, 'amount_invalid'],
    ['/admin/api/funding/collection_bank/save', { symbol_id: 1, bank_name: 'X', payee_name: 'Y', payee_account: '123456', bank_swift: 'ABC' }, 'swift_invalid'],
    ['/admin/api/funding/collection_bank/save', { symbol_id: 99, bank_name: 'X', payee_name: 'Y', payee_account: '123456' }, 'record_not_found'],
    ['/admin/api/funding/bank_coin/save', { id: 99, name: 'GBP', usd_rate: '1.27' }, 'record_not_found'],
    ['/admin/api/funding/withdraw_currency/save', { type: 1, code: 'BTC', fee_type: 1, draw_rate: '1', usd_price: '1', min_amount: '1' }, 'invalid_param'],
  ] as const)('refuses %s with %o', async (path, body, key) => {
    const owner = await staffMember(h, 'owner');
    const before = await h.get('/admin/api/funding/channels', { token: owner.token });
    const reply = await h.post(path, body, { token: owner.token });
    expect(reply.code).toBe(MESSAGE_CODES[key]);
    expect((await h.get('/admin/api/funding/channels', { token: owner.token })).data).toEqual(before.data);
  });

  it('is closed to roles that do not handle money', async () => {
    for (const role of ['dealing', 'support', 'compliance', 'content'] as const) {
      const s = await staffMember(h, role);
      expect((await h.get('/admin/api/funding/channels', { token: s.token })).code).toBe(MESSAGE_CODES.staff_forbidden);
    }
  });
});
