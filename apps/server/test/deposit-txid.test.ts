/**
 * The transaction id of a coin deposit report: checked against the option's network, kept with the
 * deposit, shown to its owner and to staff, and one transfer reported once while it waits or is
 * credited. Coin option 1 is USDT on TRC20 (support/funding.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from '@leverline/contract';
import { deposits } from '../src/db/schema.js';
import { useHarness } from './support/harness.js';
import { postWith, realTrader, setUpChannels, staffMember, uploadProof, type RealTrader } from './support/funding.js';

const h = useHarness();
beforeEach(async () => {
  await setUpChannels(h);
});

const TRON_TX = '9f3c1a7e5b2d4c6e8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f';
const report = async (t: RealTrader, extra: Record<string, string | number>, lang?: string) =>
  postWith(h, '/api/quickCharge/submit', { number: '100', proofImg: await uploadProof(h, t.token), charge_id: 1, ...extra }, t.token, lang ? { lang } : {});
const depositCount = async () => (await h.database.db.select().from(deposits)).length;

describe('coin deposit transaction id', () => {
  it('keeps the id with the deposit, in the form explorers show it, for its owner and for staff', async () => {
    const t = await realTrader(h);
    const sent = await report(t, { tx_id: ` ${TRON_TX.toUpperCase()} ` });
    expect(sent.code).toBe(1);
    const mine = await h.get('/api/quickCharge/quick_ist?type=0', { token: t.token });
    expect(mine.data.data[0]).toMatchObject({ id: sent.data.id, tx_id: TRON_TX });
    const finance = await staffMember(h, 'finance');
    const listed = await h.get('/admin/api/deposits?status=0', { token: finance.token });
    expect(listed.data.data.find((d: { id: number }) => d.id === sent.data.id)).toMatchObject({ tx_id: TRON_TX });
  });

  it('takes a report without an id, as the family\'s apps send it', async () => {
    const t = await realTrader(h);
    const sent = await report(t, {});
    expect(sent.code).toBe(1);
    const mine = await h.get('/api/quickCharge/quick_ist?type=0', { token: t.token });
    expect(mine.data.data[0]).toMatchObject({ tx_id: '' });
  });

  it('refuses an id of another network in the caller\'s language and records nothing', async () => {
    const t = await realTrader(h);
    const before = await depositCount();
    const ethereum = await report(t, { tx_id: `0x${TRON_TX}` }, 'fr');
    expect(ethereum.code).toBe(MESSAGE_CODES.deposit_txid_invalid);
    expect(ethereum.msg).toBe('Cet identifiant de transaction ne correspond pas au réseau');
    expect((await report(t, { tx_id: 'not a hash' })).code).toBe(MESSAGE_CODES.deposit_txid_invalid);
    expect(await depositCount()).toBe(before);
  });

  it('refuses a transfer already reported while it waits, by anyone, and takes it again once that report is rejected', async () => {
    const first = await realTrader(h);
    const second = await realTrader(h);
    const sent = await report(first, { tx_id: TRON_TX });
    expect(sent.code).toBe(1);
    expect((await report(first, { tx_id: TRON_TX })).code).toBe(MESSAGE_CODES.deposit_txid_used);
    expect((await report(second, { tx_id: TRON_TX.toUpperCase() })).code).toBe(MESSAGE_CODES.deposit_txid_used);

    const finance = await staffMember(h, 'finance');
    const rejected = await h.post('/admin/api/deposits/reject', { id: sent.data.id, reason: 'Wrong amount reported' }, { token: finance.token });
    expect(rejected.code).toBe(1);
    expect((await report(first, { tx_id: TRON_TX })).code).toBe(1);
  });
});
