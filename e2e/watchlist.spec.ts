/**
 * Favourites follow the trader: three instruments starred on one phone, a logout, and a login on
 * another browser find them there, in the same order; a visitor's stars join the account's at login.
 */
import { expect, test } from '@playwright/test';
import { registerTrader } from './support/trader.js';

const PASSWORD = 'Leverline2026';

test('star three instruments, log out, log in on another browser and find them in order', async ({ browser, request }) => {
  const { user } = await registerTrader(request);
  const email = String(user.email);

  const first = await browser.newContext();
  await first.addInitScript(() => localStorage.setItem('lang', 'en'));
  const phone = await first.newPage();
  await phone.goto('/#/login');
  await phone.getByTestId('account-input').fill(email);
  await phone.getByTestId('password-input').fill(PASSWORD);
  await phone.getByTestId('login-submit').click();
  await expect(phone).toHaveURL(/#\/user/);
  await phone.goto('/#/');
  for (const code of ['XAUUSD', 'EURUSD', 'BTCUSD']) {
    const saved = phone.waitForResponse(/\/v1\/api\/forex\/watchlist\/save$/);
    await phone.getByTestId(`star-${code}`).click();
    await saved;
  }
  await phone.getByTestId('chip-favourites').click();
  await expect(phone.locator('[data-testid^="row-"]')).toHaveCount(3);
  await phone.goto('/#/mine/system');
  await phone.getByTestId('logout').click();
  await phone.getByTestId('logout-confirm').click();
  await expect(phone.getByTestId('home-login')).toBeVisible();
  await expect(phone.getByTestId('star-XAUUSD')).toHaveAttribute('aria-pressed', 'false');
  await first.close();

  const second = await browser.newContext();
  await second.addInitScript(() => localStorage.setItem('lang', 'en'));
  const other = await second.newPage();
  await other.goto('/#/login?from=%2F');
  await other.getByTestId('account-input').fill(email);
  await other.getByTestId('password-input').fill(PASSWORD);
  await other.getByTestId('login-submit').click();
  await expect(other).toHaveURL(/#\/$/);
  await other.getByTestId('chip-favourites').click();
  const rows = other.locator('[data-testid^="row-"]');
  await expect(rows).toHaveCount(3);
  expect(await rows.evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.testid))).toEqual([
    'row-XAUUSD',
    'row-EURUSD',
    'row-BTCUSD',
  ]);
  await second.close();
});
