/**
 * Money in and out on a phone, against the real server: a real trader reports a coin deposit with
 * a proof picture, finance approves it through the staff API (signing in with a TOTP code), the
 * trader binds a USDT-TRC20 address, asks for a withdrawal and sees it under review with the amount
 * frozen, and after finance pays it, sees it paid.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_FINANCE, staffToken } from './support/finance.js';
import { realTraderPage } from './support/trader.js';

const field = (page: Page, testId: string) =>
  page.locator(`input[data-testid="${testId}"], textarea[data-testid="${testId}"], [data-testid="${testId}"] input, [data-testid="${testId}"] textarea`).first();

test('a real trader deposits with a proof picture, binds an address, withdraws, and sees it paid', async ({ page, request }) => {
  const { token } = await realTraderPage(page, request);
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
  await expect(page.getByText('The collection account has been saved')).toBeVisible();
  await page.goto('/#/mine/coin-address-list');
  await expect(page.locator('[data-testid^="payout-"]').filter({ hasText: 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio' }).first()).toBeVisible();

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
  expect(balance.data).toEqual({ balance: '379.500000', lock_balance: '0.000000' });
});
