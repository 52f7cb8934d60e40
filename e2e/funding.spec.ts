/**
 * Money in and out on a phone, against the real server: a real trader reports a coin deposit with
 * a proof picture, finance approves it through the staff API (signing in with a TOTP code), the
 * trader binds a USDT-TRC20 address (confirmed with a code e-mailed to them), sees it wait out its
 * cooling-off, cannot withdraw with the session token alone, asks for a withdrawal with a fresh
 * confirmation and sees it under review with the amount frozen, and after finance pays it, sees
 * it paid.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_FINANCE, E2E_OWNER, staffToken } from './support/finance.js';
import { confirmByEmailCode, realTraderPage } from './support/trader.js';
import { ensureBrokerSetUp } from './support/broker.js';

// A new installation has no funding channels: the broker enters them first.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await ensureBrokerSetUp(request);
});

const field = (page: Page, testId: string) =>
  page.locator(`input[data-testid="${testId}"], textarea[data-testid="${testId}"], [data-testid="${testId}"] input, [data-testid="${testId}"] textarea`).first();

test('a real trader deposits with a proof picture, binds an address, withdraws, and sees it paid', async ({ page, request }) => {
  // Two confirmations by e-mail code, and a code goes to one address at most once a minute.
  test.setTimeout(180_000);
  const { token, user } = await realTraderPage(page, request);
  const email = user.email as string;
  const proof = path.join(test.info().outputPath(), 'transfer-proof.png');
  fs.mkdirSync(path.dirname(proof), { recursive: true });
  await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a6' } }).png().toFile(proof);

  // Deposit 500 USDT on TRC20 with a proof picture.
  await page.goto('/#/user');
  await page.getByTestId('menu-charge').click();
  await expect(page).toHaveURL(/#\/mine\/charge/);
  await page.getByTestId('charge-option-1').click();
  await expect(page.getByTestId('charge-address')).toContainText('TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj');
  await field(page, 'charge-amount').fill('500');
  await page.getByTestId('charge-proof').locator('input[type=file]').setInputFiles(proof);
  await expect(page.getByTestId('charge-proof').locator('img')).toBeVisible();
  await page.getByTestId('charge-submit').click();
  await expect(page.getByText('Your deposit has been submitted and will be credited once it is checked')).toBeVisible();
  const deposit = page.locator('[data-testid^="deposit-status-"]').first();
  await expect(deposit).toHaveText('Under review');

  // Finance approves it through the staff API; the trader's history shows it credited.
  const staff = await staffToken(request, E2E_FINANCE);
  const queue = await (await request.get('/admin/api/deposits?status=0', { headers: { authorization: staff } })).json();
  const depositId = queue.data.data[0].id as number;
  const approved = await (await request.post('/admin/api/deposits/approve', { headers: { authorization: staff }, data: { id: depositId } })).json();
  expect(approved.code, approved.msg).toBe(1);
  await page.reload();
  await expect(page.getByTestId(`deposit-status-${depositId}`)).toHaveText('Credited');

  // Bind a USDT-TRC20 address from the wallet.
  await page.goto('/#/mine/wallet');
  await expect(page.getByTestId('wallet-balance')).toContainText('500.00');
  await page.getByTestId('wallet-coin-addresses').click();
  await page.getByTestId('payout-add').click();
  await expect(page).toHaveURL(/#\/mine\/withdraw-way\?type=1/);
  await page.getByTestId('way-currency-1').click();
  await field(page, 'way-dc-address').fill('TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio');
  await page.getByTestId('way-submit').click();
  // Binding where money can go takes a fresh confirmation: the code e-mailed to the trader.
  await confirmByEmailCode(page, email);
  await expect(page.getByText('The collection account has been saved')).toBeVisible();
  await page.goto('/#/mine/coin-address-list');
  const bound = page.locator('[data-testid^="payout-"]').filter({ hasText: 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio' }).first();
  await expect(bound).toBeVisible();
  // A new address waits out its cooling-off (24 hours by default), and says until when.
  await expect(bound.locator('[data-testid^="cooling-off-"]')).toContainText('Withdrawals from');
  await page.screenshot({ path: test.info().outputPath('payout-cooling-off.png') });

  // A thief holding only the session token is refused, and nothing is held.
  const methods = await (await request.get('/api/wallet/get_draw_method?draw_type=1', { headers: { authorization: token } })).json();
  const methodId = methods.data[0].id as number;
  const stolen = await (
    await request.post('/api/account/draw', { headers: { authorization: token, lang: 'en' }, data: { draw_currency_id: 1, number: '100', draw_method_id: methodId } })
  ).json();
  expect(stolen).toMatchObject({ code: 1082, msg: 'Please confirm it is you first', data: null });

  // The owner shortens the cooling-off from the console's settings (restored at the end).
  const owner = await staffToken(request, E2E_OWNER);
  const saveCooling = async (hours: string) =>
    expect((await (await request.post('/admin/api/settings/save', { headers: { authorization: owner }, data: { payout_cooling_hours: hours } })).json()).code).toBe(1);
  await saveCooling('0');

  // Withdraw 120.50: fixed fee 1.00, received (120.50 − 1.00) × 1 = 119.50 USDT.
  await page.goto('/#/mine/withdraw');
  await page.getByTestId('withdraw-tab-coin').click();
  await page.getByTestId('withdraw-currency-1').click();
  await field(page, 'withdraw-amount').fill('120.50');
  await expect(page.getByTestId('withdraw-fee')).toContainText('1.00');
  await expect(page.getByTestId('withdraw-received')).toContainText('119.50');
  const method = page.locator('[data-testid^="withdraw-method-"]').first();
  await method.click();
  await page.getByTestId('withdraw-submit').click();
  await confirmByEmailCode(page, email);
  await expect(page.getByText('Your withdrawal request has been submitted')).toBeVisible();
  const row = page.locator('[data-testid^="withdrawal-status-"]').first();
  await expect(row).toHaveText('Under review');
  await expect(page.getByTestId('withdraw-locked')).toContainText('120.50');
  await page.screenshot({ path: test.info().outputPath('withdraw-pending.png') });

  // Finance pays it; the trader sees it paid and nothing frozen any more.
  const withdrawals = await (await request.get('/admin/api/withdrawals?status=0', { headers: { authorization: staff } })).json();
  expect(withdrawals.data.data[0]).toMatchObject({ number: '120.50', fee: '1.00', real_number: '119.50', address: 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio' });
  const paid = await (
    await request.post('/admin/api/withdrawals/approve', { headers: { authorization: staff }, data: { id: withdrawals.data.data[0].id, reference: 'TRON tx 7c1e' } })
  ).json();
  expect(paid.code, paid.msg).toBe(1);
  await page.reload();
  await expect(page.locator(`[data-testid="withdrawal-status-${withdrawals.data.data[0].id}"]`)).toHaveText('Paid');
  await expect(page.getByTestId('withdraw-locked')).toContainText('0.00');

  // The balance and its records agree: 500 deposited, 120.50 withdrawn.
  const balance = await (await request.get('/v1/api/main/wallet/getBalance', { headers: { authorization: token } })).json();
  expect(balance.data).toEqual({ balance: 379.5, lock_balance: 0 });
  await saveCooling('24');
});
