/**
 * The chart's tools on a phone: an indicator, a chart type and a trend line set on one instrument
 * are there again after a reload; a tap on the chart offers a pending order or a price alert at that price.
 */
import { expect, test, type Page } from '@playwright/test';

async function openTrade(page: Page) {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/#/trade');
  await expect(page.getByTestId('chart')).toHaveAttribute('data-state', 'ready');
  // The tools (which read the taps) load after the chart.
  await expect(page.getByTestId('chart-tools')).toBeVisible();
}

/** A point inside the chart's main pane, as fractions of its box. */
async function chartPoint(page: Page, x: number, y: number) {
  const box = (await page.getByTestId('chart').boundingBox())!;
  return { x: box.x + box.width * x, y: box.y + box.height * y };
}

test('an indicator, Heikin-Ashi and a trend line stay on the instrument after a reload', async ({ page }) => {
  await openTrade(page);
  const panes = page.getByTestId('chart').locator('table tr');
  const panesBefore = await panes.count();
  await page.getByTestId('chart-tools').click();
  await page.getByTestId('indicator-bollinger').click();
  await page.getByTestId('indicator-rsi').click();
  await page.getByTestId('indicator-rsi-period').fill('21');
  await page.getByTestId('chart-type-heikin-ashi').click();
  await expect(page.getByTestId('indicator-rsi')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('draw-trend').click();
  // The sheet's mask is gone before the chart is tapped.
  await expect(page.locator('.adm-popup-body')).toBeHidden();
  await expect(page.getByTestId('chart-placing')).toContainText('Tap where the line starts');
  const start = await chartPoint(page, 0.45, 0.5);
  const end = await chartPoint(page, 0.8, 0.55);
  await page.touchscreen.tap(start.x, start.y);
  await expect(page.getByTestId('chart-placing')).toContainText('Now tap where it ends');
  await page.touchscreen.tap(end.x, end.y);
  await expect(page.getByTestId('chart-placing')).toHaveCount(0);
  const prefs = page.getByTestId('chart-prefs');
  await expect(prefs).toHaveAttribute('data-drawings', '1');
  // RSI draws in a pane of its own under the price.
  await expect.poll(() => panes.count()).toBeGreaterThan(panesBefore);

  await page.reload();
  await expect(page.getByTestId('chart')).toHaveAttribute('data-state', 'ready');
  await expect(prefs).toHaveAttribute('data-type', 'heikin-ashi');
  await expect(prefs).toHaveAttribute('data-indicators', 'bollinger,rsi');
  await expect(prefs).toHaveAttribute('data-drawings', '1');
  await expect.poll(() => panes.count()).toBeGreaterThan(panesBefore);
  await page.getByTestId('chart-tools').click();
  await expect(page.getByTestId('indicator-rsi-period')).toHaveValue('21');
});

test('a tap on the chart offers a pending order or an alert at that price, and starts the order', async ({ page }) => {
  await openTrade(page);
  const point = await chartPoint(page, 0.5, 0.4);
  await page.touchscreen.tap(point.x, point.y);
  const offer = page.getByTestId('chart-pick-order');
  await expect(offer).toContainText(/Pending order at \d+\.\d+/);
  const price = /(\d+\.\d+)/.exec((await offer.textContent()) ?? '')![1]!;
  // The same tap offers a price alert at that price beside the order.
  await expect(page.getByTestId('chart-pick-alert')).toHaveText(`Alert at ${price}`);
  await offer.click();
  await expect(page.getByTestId('order-kind-pending')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('target-price')).toHaveValue(price);
});
