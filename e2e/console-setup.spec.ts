/**
 * An operator walks the console's setup checklist: the dashboard lists what a new installation
 * still needs, each item opens its page, and an item is ticked once it is done there. E-mail
 * delivery (SMTP_URL) and staff two-factor are server-side and say how; the rest is done here.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInConsole } from './support/console.js';
import { E2E_OWNER } from './support/finance.js';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const item = (page: Page, key: string) => page.getByTestId(`setup-${key}`);

async function backToDashboard(page: Page) {
  await page.getByTestId('nav-dashboard').click();
  await expect(page.getByTestId('setup-checklist')).toBeVisible();
}

/** Fills the open editor dialog's fields by label and saves it. */
async function saveDialog(page: Page, fields: Record<string, string>) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('an operator walks the setup checklist from the dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  await signInConsole(page, E2E_OWNER);
  await expect(page.getByTestId('setup-checklist')).toBeVisible();
  await page.screenshot({ path: path.join(test.info().outputPath(), 'checklist-start.png'), fullPage: true });

  // A deposit channel of the broker's own: from the item to the funding set-up.
  if ((await item(page, 'deposit_channels').getAttribute('data-done')) === 'false') {
    await page.getByTestId('setup-deposit_channels-open').click();
  } else {
    await page.goto('/admin/#/funding-setup');
  }
  await expect(page).toHaveURL(/#\/funding-setup/);
  await page.getByTestId('coin-option-add').click();
  await saveDialog(page, { Currency: 'USDC', Network: 'TRC20', Address: 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio' });
  await page.getByTestId('withdraw-currency-add').click();
  await saveDialog(page, { Code: 'USDC', Network: 'TRC20' });
  await backToDashboard(page);
  await expect(item(page, 'deposit_channels')).toHaveAttribute('data-done', 'true');
  await expect(item(page, 'withdraw_currencies')).toHaveAttribute('data-done', 'true');

  // The contact addresses traders see, in the site settings.
  if ((await item(page, 'contact_emails').getAttribute('data-done')) === 'false') {
    await page.getByTestId('setup-contact_emails-open').click();
    await expect(page).toHaveURL(/#\/settings/);
    await page.locator('input[data-testid="setting-company_email"]').fill('service@broker.example');
    await page.locator('input[data-testid="setting-complaint_email"]').fill('complaints@broker.example');
    await page.getByTestId('settings-save').click();
    await expect(page.getByText('Saved').first()).toBeVisible();
    await backToDashboard(page);
  }
  await expect(item(page, 'contact_emails')).toHaveAttribute('data-done', 'true');
  // A support staff member answers the built-in chat.
  await expect(item(page, 'customer_service')).toHaveAttribute('data-done', 'true');

  // The terms traders accept at registration, published on the compliance page.
  if ((await item(page, 'terms').getAttribute('data-done')) === 'false') {
    await page.getByTestId('setup-terms-open').click();
    await expect(page).toHaveURL(/#\/compliance/);
    await page.getByTestId('terms-title').fill('Client agreement and risk disclosure');
    await page.getByTestId('terms-text').fill('CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.');
    await page.getByTestId('terms-publish').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('terms-card').getByRole('cell', { name: 'Client agreement and risk disclosure' })).toBeVisible();
    await backToDashboard(page);
  }
  await expect(item(page, 'terms')).toHaveAttribute('data-done', 'true');

  // What is left is set outside this page, and says how; the preset links to the settings.
  await expect(item(page, 'smtp')).toHaveAttribute('data-done', 'false');
  await expect(item(page, 'smtp')).toContainText('SMTP_URL');
  await expect(page.getByTestId('setup-smtp-open')).toHaveCount(0);
  await expect(item(page, 'staff_two_factor')).toContainText('authenticator code');
  await expect(page.getByTestId('setup-jurisdiction-open')).toHaveAttribute('href', /#\/settings$/);
  await expect(page.getByTestId('setup-checklist')).toContainText('5 of 8 done');
  await page.screenshot({ path: path.join(test.info().outputPath(), 'checklist-after.png'), fullPage: true });
});
