import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_FINANCE, E2E_OWNER, staffToken } from './finance.js';

/**
 * A new installation has no deposit channels, withdrawal currencies or contact e-mails (the
 * server seeds none). Journeys about money and contact pages need a broker that has entered its
 * own: this enters them through the staff API, as finance and the owner would in the console,
 * once per run (whichever journey comes first).
 */
export const BROKER_COIN_ADDRESS = 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj';

const CHANNELS: [string, Record<string, unknown>][] = [
  ['coin_option', { currency_code: 'USDT', protocol_code: 'TRC20', address: BROKER_COIN_ADDRESS, usd_rate: '1', sort: 1 }],
  ['coin_option', { currency_code: 'USDT', protocol_code: 'ERC20', address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', usd_rate: '1', sort: 2 }],
  ['bank_coin', { name: 'USD', usd_rate: '1', sort: 1 }],
  ['collection_bank', { symbol_id: 1, bank_name: 'Leverline Settlement Bank', bank_address: '1 Harbour Road, Hong Kong', bank_swift: 'LVLNHKHH', payee_name: 'Leverline Ltd', payee_account: '012345678901', bank_remark: 'Put your UID in the transfer reference', sort: 1 }],
  ['withdraw_currency', { type: 1, code: 'USDT', protocol: 'TRC20', fee_type: 1, draw_rate: '1', usd_price: '1', min_amount: '10', sort: 1 }],
  ['withdraw_currency', { type: 2, code: 'USD', protocol: '', fee_type: 2, draw_rate: '0.5', usd_price: '1', min_amount: '50', sort: 2 }],
];

/** `emails`: also the contact e-mails, entered by the owner (whose sign-in code is then used for this step). */
export async function ensureBrokerSetUp(request: APIRequestContext, { emails = false } = {}): Promise<void> {
  const finance = await staffToken(request, E2E_FINANCE);
  const headers = { authorization: finance };
  const channels = await (await request.get('/admin/api/funding/channels', { headers })).json();
  if (channels.data.coin_options.length === 0 && channels.data.withdraw_currencies.length === 0) {
    for (const [kind, row] of CHANNELS) {
      const saved = await (await request.post(`/admin/api/funding/${kind}/save`, { headers, data: row })).json();
      expect(saved.code, `${kind} ${saved.msg}`).toBe(1);
    }
  }
  const email = emails ? await (await request.get('/api/basicSet/company_email')).json() : null;
  if (email && !email.data.email) {
    const owner = await staffToken(request, E2E_OWNER);
    const saved = await (
      await request.post('/admin/api/settings/save', {
        headers: { authorization: owner },
        data: { company_email: 'service@leverline.example', complaint_email: 'complaints@leverline.example' },
      })
    ).json();
    expect(saved.code, saved.msg).toBe(1);
  }
}
