/**
 * A demo trader's first trade on a phone, against the real server and its quote simulator:
 * buy at market, watch the live profit, set a take-profit, close, and find the trade in history
 * and in the account records. BTCUSD trades around the clock, so this runs at any hour.
 */
import { expect, test, type Page } from '@playwright/test';
import { openQuote } from './support/trader.js';

async function useEnglish(page: Page) {
  await page.goto('/#/language');
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('a demo trader buys at market, sets a take-profit, closes, and finds the trade in history and the records', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/#/');
  await page.getByTestId('demo-button').click();
  // A new demo account opens on the quotes, its card in the header once the session is kept.
  await expect(page.getByTestId('home-account')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/user');

  await page.goto('/#/');
  await openQuote(page, 'BTCUSD');
  await expect(page).toHaveURL(/#\/trade/);
  await expect(page.getByTestId('switch-instrument')).toContainText('BTCUSD');
  await expect(page.getByTestId('estimate-margin')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{6} USD$/);
  await page.getByTestId('side-buy').click();
  await page.getByTestId('order-submit').click();
  await expect(page.getByText('Your order has been confirmed')).toBeVisible();

  await page.getByTestId('tab-orders').click();
  await expect(page).toHaveURL(/#\/order/);
  const profit = page.locator('[data-testid^="order-profit-"]');
  await expect(profit).toHaveCount(1);
  const id = (await profit.getAttribute('data-testid'))!.replace('order-profit-', '');
  await expect(profit).toHaveText(/^[+-]?\d{1,3}(,\d{3})*\.\d{6}$/);
  // The simulator moves BTCUSD several times a second; FOREX_TRADE carries the new profit.
  const first = await profit.textContent();
  await expect.poll(() => profit.textContent(), { timeout: 20_000 }).not.toBe(first);

  await page.getByTestId(`order-${id}`).click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  const price = Number(await page.getByTestId('detail-price').textContent());
  const takeProfit = (price * 1.5).toFixed(2);
  await page.getByTestId('order-set-stops').click();
  await page.getByTestId('stops-take-profit').fill(takeProfit);
  await page.getByTestId('stops-save').click();
  await expect(page.getByText('Take-profit and stop-loss have been saved')).toBeVisible();
  // Saving closes the details; the row shows the new level.
  await expect(page.getByTestId('order-detail')).toBeHidden();
  await expect(page.getByTestId(`order-${id}`)).toContainText(takeProfit);
  await page.getByTestId(`order-${id}`).click();
  await expect(page.getByTestId('order-detail')).toContainText(takeProfit);

  await page.getByTestId('order-close').click();
  await page.getByTestId('order-close-confirm').click();
  await expect(page.getByText('The position has been closed')).toBeVisible();
  await expect(page.getByTestId(`order-${id}`)).toHaveCount(0);

  await page.getByTestId('orders-tab-history').click();
  await expect(page.getByTestId(`order-${id}`)).toBeVisible();

  await page.goto('/#/user');
  await page.getByTestId('menu-history').click();
  await expect(page).toHaveURL(/#\/mine\/history/);
  await expect(page.getByText(`Realised profit or loss · BTCUSD #${id}`)).toBeVisible();
  await expect(page.getByText(`Trading fee · BTCUSD #${id}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/trading-history.png' });
});
