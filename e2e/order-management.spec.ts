/**
 * Order management on a phone (390×844), against the real server and its quote simulator: a demo
 * trader places a buy limit with an expiry, watches its live distance to the trigger, cancels it
 * (history says "Cancelled", no fee); opens a position with a trailing stop, watches the stop move
 * on the chart and fire, reads the fill's receipt; partially closes a position and closes all.
 *
 * BTCUSD trades around the clock. It ticks about every 350 ms by a few dollars (annual volatility
 * 0.6), spread 20.00: a buy limit 3,000 below the ask does not fill within the journey, and a
 * trailing stop tightened to 5.00 after it moved fires within seconds.
 */
import { expect, test, type Page } from '@playwright/test';
import { openQuote } from './support/trader.js';

async function useLanguage(page: Page, lang: 'en' | 'ar') {
  await page.goto('/#/language');
  await page.getByTestId(`lang-${lang}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function demoOnBtc(page: Page) {
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
  await expect(page.getByTestId('estimate-margin')).toHaveText(/USD$/);
}

/** The order number the ticket's confirmation names ("Order #12 …"). */
async function placedId(page: Page): Promise<number> {
  const text = (await page.getByTestId('order-placed').textContent()) ?? '';
  return Number(/#(\d+)/.exec(text)![1]);
}

/** A moment tomorrow as the date-and-time box takes it (local time). */
function tomorrowLocal(): string {
  const d = new Date(Date.now() + 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T12:00`;
}

/** Closes the order detail by tapping the dimmed screen above it, once it has finished opening. */
async function closeDetail(page: Page) {
  await page.locator('.adm-popup:has(.order-popup) .adm-mask').click({ position: { x: 195, y: 40 } });
  await expect(page.getByTestId('order-detail')).toBeHidden();
}

test('a demo trader manages orders: a buy limit with expiry, a trailing stop that fires, a partial close and close all', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  await demoOnBtc(page);

  // The send button is on screen without scrolling, the spread beside the prices.
  await expect(page.getByTestId('order-submit')).toBeInViewport();
  await expect(page.getByTestId('order-spread')).toContainText('20.00');

  // ---- a buy limit with an expiry ----
  await page.getByTestId('order-kind-pending').click();
  const ask = Number(await page.getByTestId('side-buy').locator('.order-side-price').textContent());
  await page.getByTestId('target-price').fill((Math.round(ask) - 3000).toFixed(2));
  await page.getByTestId('expiry-date').click();
  await page.getByTestId('expire-at').fill(tomorrowLocal());
  // SL and TP start at the price and say at once whether they are valid for a buy.
  await page.getByTestId('stop-loss-switch').click();
  await expect(page.getByTestId('stop-loss-check')).toContainText('Must be below');
  await page.getByTestId('stop-loss-switch').click();
  await expect(page.getByTestId('order-submit')).toBeInViewport();
  await page.screenshot({ path: 'test-results/order-management-ticket-en.png' });
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-placed')).toContainText('placed: Buy limit 0.01 lots BTCUSD');
  const limitId = await placedId(page);

  await page.getByTestId('tab-orders').click();
  await page.getByTestId('orders-tab-pending').click();
  await expect(page.getByTestId(`order-kind-${limitId}`)).toHaveText('Buy limit');
  await expect(page.getByTestId(`pending-expiry-${limitId}`)).not.toHaveText('Good till cancelled');
  const distance = page.getByTestId(`pending-distance-${limitId}`);
  await expect(distance).toHaveText(/^\d+\.\d{2}$/);
  // The live price moves, and the distance to the trigger with it.
  const firstDistance = await distance.textContent();
  await expect.poll(() => distance.textContent(), { timeout: 20_000 }).not.toBe(firstDistance);
  await page.screenshot({ path: 'test-results/order-management-pending-en.png' });

  await page.getByTestId(`order-${limitId}`).click();
  await page.getByTestId('order-cancel').click();
  await page.getByTestId('order-cancel-confirm').click();
  await expect(page.getByTestId(`order-${limitId}`)).toHaveCount(0);
  await page.getByTestId('orders-tab-history').click();
  await expect(page.getByTestId(`order-ended-${limitId}`)).toHaveText('Cancelled');
  await expect(page.getByTestId(`order-profit-${limitId}`)).toHaveCount(0);
  await page.getByTestId(`order-${limitId}`).click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('detail-reason')).toHaveText('Cancelled');
  await expect(page.getByTestId('detail-fee')).toHaveCount(0);
  await expect(page.getByTestId('detail-price')).toHaveCount(0);
  // Tapping above the details closes them.
  await closeDetail(page);

  // ---- a trailing stop on each side, watched on the chart ----
  await page.getByTestId('tab-trade').click();
  await page.getByTestId('order-kind-market').click();
  await page.getByTestId('trailing-stop-switch').click();
  await page.getByTestId('trailing-stop-input').fill('60');
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-placed')).toContainText(
    /Order #\d+ filled: Buy 0\.01 lots BTCUSD at \d+\.\d{2}/,
  );
  const buyId = await placedId(page);
  await page.getByTestId('side-sell').click();
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-placed')).toContainText(/Order #\d+ filled: Sell 0\.01 lots BTCUSD/);
  const sellId = await placedId(page);
  await page.getByTestId('side-buy').click();
  await page.getByTestId('trailing-stop-switch').click();
  const buyLine = page.getByTestId(`chart-line-stop_loss-${buyId}`);
  const sellLine = page.getByTestId(`chart-line-stop_loss-${sellId}`);
  await expect(page.getByTestId(`chart-line-entry-${buyId}`)).toBeAttached();
  await expect(buyLine).toBeAttached();
  await expect(sellLine).toBeAttached();
  const level = async (line: typeof buyLine) => Number(await line.getAttribute('data-price'));
  const buyStart = await level(buyLine);
  const sellStart = await level(sellLine);
  // A stop follows the price only in its position's favour: a buy's up with the bid, a sell's down
  // with the ask. Whichever way the price goes first, one of the two lines moves on the chart with
  // the server's pushes, and neither ever moves back.
  await expect
    .poll(async () => (await level(buyLine)) > buyStart || (await level(sellLine)) < sellStart, { timeout: 30_000 })
    .toBe(true);
  expect(await level(buyLine)).toBeGreaterThanOrEqual(buyStart);
  expect(await level(sellLine)).toBeLessThanOrEqual(sellStart);
  await page.screenshot({ path: 'test-results/order-management-chart-en.png' });

  // Tightened in the position's detail, each fires with the next move against it.
  await page.getByTestId('tab-orders').click();
  await page.getByTestId('orders-tab-holding').click();
  for (const id of [buyId, sellId]) {
    await page.getByTestId(`order-${id}`).click();
    await page.getByTestId('order-set-stops').click();
    await page.getByTestId('stops-trailing').fill('5');
    await page.getByTestId('stops-save').click();
    await expect(page.getByText('Take-profit and stop-loss have been saved')).toBeVisible();
    await expect(page.getByTestId('order-detail')).toBeHidden();
  }
  await expect(page.getByTestId(`order-${buyId}`)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId(`order-${sellId}`)).toHaveCount(0, { timeout: 30_000 });
  await page.getByTestId('orders-tab-history').click();
  await page.getByTestId(`order-${buyId}`).click();
  await expect(page.getByTestId('detail-reason')).toHaveText('Trailing stop');
  await expect(page.getByTestId('receipt-requested')).toHaveText(/^\d+\.\d{2}$/);
  await expect(page.getByTestId('receipt-filled')).toHaveText(/^\d+\.\d{2}$/);
  await expect(page.getByTestId('receipt-slippage')).toHaveText(/^[+−]?\d+\.\d{2}$/);
  await expect(page.getByTestId('receipt-quote-time')).not.toHaveText('--');
  await page.screenshot({ path: 'test-results/order-management-receipt-en.png' });
  await closeDetail(page);

  // ---- a take-profit dragged on the chart, a partial close, then close all ----
  await page.getByTestId('tab-trade').click();
  await page.getByTestId('lots-plus').click();
  await expect(page.getByTestId('lots-input')).toHaveValue('0.02');
  await page.getByTestId('take-profit-switch').click();
  const bid = Number(await page.getByTestId('side-sell').locator('.order-side-price').textContent());
  await page.getByTestId('take-profit-input').fill((bid + 100).toFixed(2));
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-placed')).toContainText('filled: Buy 0.02 lots');
  const partId = await placedId(page);
  const takeProfitLine = page.getByTestId(`chart-line-take_profit-${partId}`);
  const takeProfitBefore = await takeProfitLine.getAttribute('data-price');
  // Find the line by the pointer (the cursor says a line can be moved there), then drag it up.
  const canvas = page.locator('.chart-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const x = box.x + box.width / 3;
  let lineY: number | null = null;
  // Below the sticky instrument header.
  for (let y = Math.max(box.y, 70) + 4; y < box.y + box.height - 4 && lineY === null; y += 4) {
    await page.mouse.move(x, y);
    if ((await canvas.getAttribute('data-hover-line')) === `take_profit-${partId}`) lineY = y;
  }
  expect(lineY).not.toBeNull();
  await page.mouse.down();
  await page.mouse.move(x, lineY! - 12, { steps: 5 });
  await page.mouse.up();
  await page.getByTestId('chart-line-move-confirm').click();
  await expect(page.getByText('Take-profit and stop-loss have been saved')).toBeVisible();
  await expect(takeProfitLine).not.toHaveAttribute('data-price', takeProfitBefore!);
  await page.screenshot({ path: 'test-results/order-management-drag-en.png' });
  await page.getByTestId('take-profit-switch').click();
  await page.getByTestId('side-sell').click();
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-placed')).toContainText('filled: Sell 0.02 lots');

  await page.getByTestId('tab-orders').click();
  await page.getByTestId('orders-tab-holding').click();
  await page.getByTestId(`order-${partId}`).click();
  await page.getByTestId('order-close-part').click();
  await expect(page.getByTestId('close-part-hint')).toHaveText(
    'Between 0.01 and 0.01 lots, in steps of 0.01.',
  );
  await page.getByTestId('close-part-lots').fill('0.01');
  await page.getByTestId('close-part-send').click();
  await page.getByTestId('close-part-confirm').click();
  await expect(page.getByTestId(`order-lots-${partId}`)).toHaveText('0.01');
  await expect(page.locator('[data-testid^="order-profit-"]')).toHaveCount(2);

  await page.getByTestId('close-all').click();
  await page.getByTestId('close-all-all').click();
  await page.getByTestId('close-all-confirm').click();
  await expect(page.locator('[data-testid^="order-profit-"]')).toHaveCount(0);
  await page.getByTestId('orders-tab-history').click();
  await expect(page.getByTestId(`order-${partId}`)).toBeVisible();
});

test('the order screens read right to left in Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await demoOnBtc(page);
  await page.getByTestId('order-kind-pending').click();
  const ask = Number(await page.getByTestId('side-buy').locator('.order-side-price').textContent());
  await page.getByTestId('target-price').fill((Math.round(ask) - 3000).toFixed(2));
  await page.getByTestId('expiry-date').click();
  await page.getByTestId('take-profit-switch').click();
  await expect(page.getByTestId('take-profit-check')).toBeVisible();
  await expect(page.getByTestId('order-submit')).toBeInViewport();
  await page.screenshot({ path: 'test-results/order-management-ticket-ar.png' });
  await page.getByTestId('take-profit-switch').click();
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-placed')).toBeVisible();
  await page.getByTestId('tab-orders').click();
  await page.getByTestId('orders-tab-pending').click();
  await expect(page.locator('[data-testid^="pending-distance-"]')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/order-management-pending-ar.png' });
});
