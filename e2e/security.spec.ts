/**
 * Two-factor sign-in on a phone, with Chromium's virtual authenticator standing in for the phone's
 * fingerprint reader (DevTools WebAuthn domain): a trader adds a passkey on the Security page
 * (after confirming with a code e-mailed to them), keeps the recovery codes shown once, logs out,
 * and logs in again with the password and the passkey. The app is opened at localhost, the name
 * passkeys are bound to (a browser refuses them on an address like 127.0.0.1). Screenshots of the
 * screens in English and Arabic are kept for a person to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { confirmByEmailCode, registerTrader } from './support/trader.js';
import { ensureBrokerSetUp } from './support/broker.js';

// A new installation has no funding channels: the broker enters them first.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await ensureBrokerSetUp(request);
});

const PORT = Number(process.env.LEVERLINE_E2E_PORT ?? 18931);
const SITE = `http://localhost:${PORT}`;
const PASSWORD = 'Leverline2026';

async function login(page: Page, email: string): Promise<void> {
  await page.goto(`${SITE}/#/login`);
  await page.locator('input[data-testid="account-input"], [data-testid="account-input"] input').first().fill(email);
  await page.locator('input[data-testid="password-input"], [data-testid="password-input"] input').first().fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

async function inLanguage(page: Page, lang: 'en' | 'ar'): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('lang', code), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

test('a trader adds a passkey on the Security page and logs in with the password and the passkey', async ({ page, request }) => {
  const { user } = await registerTrader(request);
  const email = user.email as string;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });

  await login(page, email);
  await expect(page).toHaveURL(/#\/user/);
  await page.getByTestId('menu-security').click();
  await expect(page).toHaveURL(/#\/mine\/security/);
  await expect(page.getByTestId('two-factor-state')).toHaveText('Two-step sign-in is off');
  await expect(page.getByTestId('session-current')).toBeVisible();
  await expect(page.locator('.adm-toast-mask')).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('security-en.png'), fullPage: true });

  // Adding a passkey needs a fresh confirmation: the code e-mailed to the trader.
  await page.getByTestId('passkey-add').click();
  await expect(page.getByText('Adding a way to sign in needs a fresh confirmation.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('step-up-en.png') });
  await confirmByEmailCode(page, email);

  // The browser made the passkey; the recovery codes are shown this once.
  const codes = page.getByTestId('recovery-codes');
  await expect(codes).toBeVisible();
  await expect(codes.locator('li')).toHaveCount(10);
  await page.screenshot({ path: test.info().outputPath('recovery-codes-en.png') });
  await page.getByTestId('recovery-done').click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('Two-step sign-in is on');
  await expect(page.locator('[data-testid^="passkey-remove-"]')).toHaveCount(1);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  await inLanguage(page, 'ar');
  await expect(page.getByTestId('two-factor-state')).toHaveText('تسجيل الدخول بخطوتين مفعّل');
  await page.screenshot({ path: test.info().outputPath('security-ar.png'), fullPage: true });
  await inLanguage(page, 'en');

  // Log out, then in again: the password, then the passkey.
  await page.goto(`${SITE}/#/user`);
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/#\/$/);
  await login(page, email);
  await expect(page.getByTestId('second-factor')).toBeVisible();
  await expect(page.getByTestId('second-factor-passkey')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('second-factor-en.png') });
  await page.getByTestId('second-factor-passkey').click();
  await expect(page).toHaveURL(/#\/user/);
  await expect(page.getByTestId('account-kind')).toHaveText('Real');

  // The same step in Arabic, right to left.
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page).toHaveURL(/#\/$/);
  await inLanguage(page, 'ar');
  await login(page, email);
  await expect(page.getByTestId('second-factor')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: test.info().outputPath('second-factor-ar.png') });
  await page.getByTestId('second-factor-passkey').click();
  await expect(page).toHaveURL(/#\/user/);
});

test('the withdraw screen asks for a fresh confirmation, in Arabic too', async ({ page, request }) => {
  const { user, token } = await registerTrader(request);
  const email = user.email as string;
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'ar');
    },
    [token, JSON.stringify(user)] as const,
  );
  // A collection account, bound through the app with the e-mailed code.
  await page.goto('/#/mine/withdraw-way?type=1');
  await page.getByTestId('way-currency-1').click();
  await page.locator('input[data-testid="way-dc-address"], [data-testid="way-dc-address"] input').first().fill('TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio');
  await page.getByTestId('way-submit').click();
  await expect(page.getByTestId('step-up-sheet')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('step-up-ar.png') });
  await confirmByEmailCode(page, email);
  await page.goto('/#/mine/coin-address-list');
  await expect(page.locator('[data-testid^="cooling-off-"]').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cooling-off-ar.png') });
});
