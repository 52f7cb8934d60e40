/**
 * Registering a real account asks the country of residence (390×844): a country the service is
 * not provided to is refused with its message, on the page and by the server; choosing an allowed
 * one registers.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseResidence, codeFor } from './support/trader.js';

async function useEnglish(page: Page) {
  await page.goto('/#/language');
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

const REFUSED = 'We do not provide our service to residents of Israel';

test('a restricted country of residence is refused at registration; an allowed one registers', async ({ page, request }) => {
  const email = `resident-${Date.now()}@example.com`;
  const password = 'Leverline2026';
  await useEnglish(page);
  await page.goto('/#/register');
  await page.getByTestId('account-input').fill(email);
  await page.getByTestId('send-code').click();
  const code = await codeFor(email);
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('re-password-input').fill(password);
  // Terms published by an earlier journey are accepted as a trader would.
  const terms = (await (await request.get('/api/compliance/terms')).json()).data as { version: number } | null;
  if (terms) await page.getByTestId('terms-consent').click();

  await chooseResidence(page, 'Israel', 'IL');
  await expect(page.getByTestId('residence-refused')).toHaveText(REFUSED);
  await page.getByTestId('register-submit').click();
  await expect(page.getByText(REFUSED).nth(1)).toBeVisible();
  await expect(page).toHaveURL(/#\/register/);
  // The server refuses it too, whatever a client sends, and keeps the code for the real attempt.
  const direct = await (
    await request.post('/api/user/register', {
      form: { type: 'email', account: email, password, re_password: password, sms_code: code, residence: 'IL', ...(terms ? { terms_version: String(terms.version) } : {}) },
      headers: { lang: 'en' },
    })
  ).json();
  expect(direct).toMatchObject({ code: 1169, msg: REFUSED });

  await chooseResidence(page, 'Germany', 'DE');
  await expect(page.getByTestId('residence-refused')).toHaveCount(0);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/#\/user/);
  await expect(page.getByText(email)).toBeVisible();
});
