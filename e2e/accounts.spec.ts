/**
 * The account journeys of a trader on a phone, against the real server: register with an e-mail
 * code read from the outbox, log out, log in, the user centre, Arabic right-to-left, and the
 * one-tap demo account.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chooseResidence } from './support/trader.js';

const outbox = () => path.join(process.env.LEVERLINE_E2E_DATA!, 'outbox.jsonl');

/** The newest code e-mailed to `to`, waiting for it to arrive. */
async function codeFor(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = fs.existsSync(outbox()) ? fs.readFileSync(outbox(), 'utf8').trim().split('\n') : [];
      const messages = lines.filter(Boolean).map((l) => JSON.parse(l) as { to: string; code: string | null });
      code = messages.filter((m) => m.to === to && m.code).pop()?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function useEnglish(page: Page) {
  await page.goto('/#/language');
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('a visitor registers with an e-mailed code, logs out, logs back in and sees the user centre', async ({ page }) => {
  const email = `trader-${Date.now()}@example.com`;
  const password = 'Leverline2026';
  await useEnglish(page);

  await page.goto('/#/register');
  await page.getByTestId('account-input').fill(email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toBeDisabled(); // the 60-second countdown runs
  await expect(page.getByTestId('send-code')).toContainText(/\d+/);
  await page.getByTestId('code-input').fill(await codeFor(email));
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('re-password-input').fill(password);
  await chooseResidence(page, 'Germany', 'DE');
  await page.getByTestId('register-submit').click();

  await expect(page).toHaveURL(/#\/user/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByTestId('account-kind')).toHaveText('Real');
  await expect(page.getByTestId('balance')).toContainText('0.00');

  await page.getByTestId('menu-system').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByTestId('home-login')).toBeVisible();

  // A login-required page sends the visitor to log in, then back.
  await page.goto('/#/user');
  await expect(page).toHaveURL(/#\/login\?from=%2Fuser/);
  await page.getByTestId('account-input').fill(email);
  await page.getByTestId('password-input').fill('wrong-password-1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Wrong account or password')).toBeVisible();
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/user/);
  await expect(page.getByText(email)).toBeVisible();

  // The balance can be masked, and stays masked.
  await page.getByTestId('mask-toggle').click();
  await expect(page.getByTestId('balance')).toHaveText(/\*{4}/);
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText(/\*{4}/);
});

test('choosing Arabic lays the app out right to left and tells the server', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/#/');
  await page.getByTestId('demo-button').click();
  // A new demo account opens on the quotes, its card in the header once the session is kept.
  await expect(page.getByTestId('home-account')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  await page.getByTestId('tab-mine').click();
  await expect(page).toHaveURL(/#\/user/);
  await page.getByTestId('menu-language').click();
  await page.getByTestId('lang-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The choice persists across a reload and every call carries it.
  await page.goto('/#/user');
  const request = page.waitForRequest((r) => r.url().includes('/api/user/info'));
  await page.reload();
  expect((await request).headers()['lang']).toBe('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Mirrored: the avatar sits on the right of the header, the menu arrows point left.
  const avatar = await page.locator('.user-avatar').boundingBox();
  const uid = await page.getByTestId('user-uid').boundingBox();
  expect(avatar && uid && avatar.x > uid.x).toBe(true);
  await page.screenshot({ path: 'test-results/user-ar.png' });
  await page.getByTestId('menu-language').click();
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('one tap opens a demo account with virtual money, and real-account features are refused', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/#/');
  await page.getByTestId('demo-button').click();
  // A new demo account opens on the quotes, its card in the header once the session is kept.
  await expect(page.getByTestId('home-account')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  await page.getByTestId('tab-mine').click();
  await expect(page).toHaveURL(/#\/user/);
  await expect(page.getByTestId('account-kind')).toHaveText('Demo');
  await expect(page.getByTestId('balance')).toContainText('10,000.00');
  const uid = await page.getByTestId('user-uid').textContent();

  await page.getByTestId('menu-password').click();
  await expect(page.getByText('Please register or log in to a real account')).toBeVisible();

  // The same device resumes the same demo user.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/#/');
  await page.reload();
  await page.getByTestId('demo-button').click();
  await expect(page.getByTestId('home-account')).toContainText(uid!);
});
