/**
 * Notifications on a phone (390×844), against the real server and its quote simulator: a demo
 * trader sets price alerts from the trade screen and a tight stop loss; the alert and the
 * stop-loss close each show a toast and land in the inbox; the service worker shows a push that
 * Chromium's DevTools protocol delivers (ServiceWorker.deliverPushMessage), and tapping the
 * notification opens the order. BTCUSD trades around the clock, so this runs at any hour.
 */
import { expect, test, type Page } from '@playwright/test';
import { openQuote } from './support/trader.js';

/** The live price a test id shows, as a number. */
async function shownPrice(page: Page, testId: string): Promise<number> {
  return Number((await page.getByTestId(testId).textContent())!.replace(/[^\d.]/g, ''));
}

/** What the test reads and does inside the service worker (the e2e project has no WebWorker types). */
interface WorkerScope {
  registration: { getNotifications(): Promise<{ title: string }[]> };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
}

async function token(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('token') ?? '');
}

test('price alerts and a stop loss tell the trader on the socket, in the inbox and by push', async ({ page, context }) => {
  test.setTimeout(150_000);
  await page.goto('/#/language');
  await page.getByTestId('lang-en').click();
  await page.goto('/#/');
  await page.getByTestId('demo-button').click();
  // A new demo account opens on the quotes, its card in the header once the session is kept.
  await expect(page.getByTestId('home-account')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/user');

  // Two alerts a dollar either side of the price, from the trade screen's bell: one fires soon.
  await page.goto('/#/');
  await openQuote(page, 'BTCUSD');
  await expect(page.getByTestId('switch-instrument')).toContainText('BTCUSD');
  for (const [kind, offset] of [
    ['Rises to', 1],
    ['Falls to', -1],
  ] as const) {
    await expect(async () => {
      // A refused level (the price moved past it first) leaves the form open for another try.
      if (!(await page.getByTestId('alert-form').isVisible())) await page.getByTestId('alert-bell').click();
      await expect(page.getByTestId('alert-form')).toBeVisible();
      await page.getByTestId('alert-form').getByText(kind, { exact: true }).click();
      await page.getByTestId('alert-level').fill(((await shownPrice(page, 'trade-price')) + offset).toFixed(2));
      await page.getByTestId('alert-save').click();
      await expect(page.getByText('Price alert saved')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('alert-form')).toBeHidden();
  }
  await page.screenshot({ path: 'test-results/notices-trade.png' });
  await expect(page.getByTestId('notice-toast')).toContainText(/BTCUSD (rose|fell) to/, { timeout: 60_000 });
  await page.screenshot({ path: 'test-results/notices-alert-toast.png' });

  // A buy with a stop loss just under the bid.
  await page.getByTestId('side-buy').click();
  await page.getByTestId('order-submit').click();
  await expect(page.getByText('Your order has been confirmed')).toBeVisible();
  await page.getByTestId('tab-orders').click();
  const row = page.locator('[data-testid^="order-profit-"]');
  await expect(row).toHaveCount(1);
  const id = (await row.getAttribute('data-testid'))!.replace('order-profit-', '');
  await page.getByTestId(`order-${id}`).click();
  await page.getByTestId('order-set-stops').click();
  // Half a dollar under the live bid (the detail's current price); again if the price moved under it first.
  await expect(async () => {
    await page.getByTestId('stops-stop-loss').fill(((await shownPrice(page, 'detail-price')) - 0.5).toFixed(2));
    await page.getByTestId('stops-save').click();
    await expect(page.getByText('Take-profit and stop-loss have been saved')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  const closed = page.getByTestId('notice-toast').filter({ hasText: 'Stop loss reached' });
  await expect(closed).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: 'test-results/notices-sl-toast.png' });
  // Tapping the toast opens the closed order.
  await closed.click();
  await expect(page).toHaveURL(new RegExp(`#/order\\?type=3&id=${id}$`));
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('order-detail')).toContainText('Stop loss');

  // The inbox has both, unread, and the user centre counts them.
  await page.goto('/#/user');
  await expect(page.getByTestId('notice-unread')).toBeVisible();
  await page.getByTestId('menu-notices').click();
  await expect(page).toHaveURL(/#\/mine\/notices$/);
  const items = page.getByTestId('notice-item');
  await expect(items.filter({ hasText: 'Stop loss reached' })).toHaveCount(1);
  await expect(items.filter({ hasText: /BTCUSD (rose|fell) to/ }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/notices-inbox.png' });

  // The alerts list shows both, the one that fired as such (by now the other may have fired too).
  await page.goto('/#/mine/alerts');
  await expect(page.getByTestId('alert-item')).toHaveCount(2);
  await expect(page.getByTestId('alert-item').filter({ hasText: 'Fired' }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/notices-alerts.png' });

  // A push delivered by the DevTools protocol: the service worker shows it; tapping it opens the order.
  const origin = new URL(page.url()).origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.goto('/#/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = { id: 1, kind: 'position_closed', title: 'Stop loss reached', body: `BTCUSD order #${id} closed`, link: `/order?type=3&id=${id}`, tag: `notice-${id}` };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) });
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await expect
    .poll(() => worker!.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => n.title)))
    .toContain('Stop loss reached');
  await worker!.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [shown] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown }));
  });
  await expect(page).toHaveURL(new RegExp(`#/order\\?type=3&id=${id}$`));
  await expect(page.getByTestId('order-detail')).toBeVisible();
  expect(await token(page)).not.toBe('');

  // The inbox and the settings in Arabic, right to left: the server writes the texts in the app's language.
  await page.goto('/#/language');
  await page.getByTestId('lang-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/#/mine/notices');
  await expect(page.getByTestId('notice-item').filter({ hasText: 'تم بلوغ وقف الخسارة' })).toBeVisible();
  await page.screenshot({ path: 'test-results/notices-inbox-ar.png' });
  await page.goto('/#/mine/notices/settings');
  await expect(page.getByTestId('pref-security-email')).toBeVisible();
  await page.screenshot({ path: 'test-results/notices-settings-ar.png' });
});
