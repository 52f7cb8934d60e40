/**
 * Compliance publishes the terms and sets the appropriateness questionnaire; a new trader accepts
 * the terms at registration and passes the questionnaire before the deposit form opens; compliance
 * then reads both in the trader's detail. The questionnaire is turned off again at the end, so the
 * journeys after this one deposit without it.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInConsole } from './support/console.js';
import { E2E_COMPLIANCE, staffToken } from './support/finance.js';
import { chooseResidence, codeFor } from './support/trader.js';

const QUESTIONNAIRE = {
  questions: [
    { text: 'What can happen to a leveraged position when prices move against you?', options: [{ text: 'Nothing', points: 0 }, { text: 'It can be closed at a loss', points: 1 }] },
  ],
  pass_score: 1,
  retake_hours: 24,
};

test.afterAll(async ({ request }) => {
  const token = await staffToken(request, E2E_COMPLIANCE);
  await request.post('/admin/api/compliance/questionnaire/save', { data: { questions: [], pass_score: 0, retake_hours: 24 }, headers: { authorization: token } });
});

async function useEnglish(page: Page) {
  await page.goto('/#/language');
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('a new trader accepts the published terms and passes the questionnaire before depositing', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const token = await staffToken(request, E2E_COMPLIANCE);
  const saved = await (await request.post('/admin/api/compliance/questionnaire/save', { data: QUESTIONNAIRE, headers: { authorization: token } })).json();
  expect(saved.code, saved.msg).toBe(1);

  // Compliance publishes a version in the console.
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
  const staffPage = await staffContext.newPage();
  await signInConsole(staffPage, E2E_COMPLIANCE);
  await staffPage.getByTestId('nav-compliance').click();
  await staffPage.getByTestId('terms-title').fill('Client agreement and risk disclosure');
  await staffPage.getByTestId('terms-text').fill('CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.');
  await staffPage.getByTestId('terms-publish').click();
  await staffPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(staffPage.getByTestId('terms-card').getByRole('cell', { name: 'Client agreement and risk disclosure' })).toBeVisible();

  // A visitor registers: the form holds until the terms are accepted.
  const email = `terms-${Date.now()}@example.com`;
  await useEnglish(page);
  await page.goto('/#/register');
  await page.getByTestId('account-input').fill(email);
  await page.getByTestId('send-code').click();
  await page.getByTestId('code-input').fill(await codeFor(email));
  await page.getByTestId('password-input').fill('Leverline2026');
  await page.getByTestId('re-password-input').fill('Leverline2026');
  await chooseResidence(page, 'Germany', 'DE');
  await page.getByTestId('terms-read').click();
  await expect(page.getByTestId('terms-text')).toContainText('high risk of losing money');
  await page.locator('.adm-popup-close-icon').click();
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Please accept the terms and risk disclosure to register')).toBeVisible();
  await page.getByTestId('terms-consent').click();
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/#\/user/);

  // The deposit page asks the questionnaire first.
  await page.goto('/#/mine/charge');
  await expect(page.getByTestId('questionnaire')).toBeVisible();
  await page.getByTestId('question-0-option-1').click();
  await page.getByTestId('questionnaire-submit').click();
  await expect(page.getByTestId('charge-tab-coin')).toBeVisible();

  // Compliance reads what was accepted and answered.
  const found = await (await request.get(`/admin/api/users?q=${encodeURIComponent(email)}`, { headers: { authorization: token } })).json();
  await staffPage.goto(`/admin/#/users/${found.data.data[0].id as number}`);
  const record = staffPage.getByTestId('user-compliance');
  await expect(record.getByRole('cell', { name: '1', exact: true }).first()).toBeVisible();
  await expect(record.getByText('Passed')).toBeVisible();
  await staffContext.close();
});
