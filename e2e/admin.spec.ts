/**
 * The staff console on a desktop, against the real server: a real trader reports a coin deposit
 * through the API, the owner signs in at /admin/ with a TOTP code, opens the deposit queue, looks
 * at the proof picture and approves the deposit with the USD amount the chain delivered; the
 * trader's balance and account records then show the credit.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import { E2E_OWNER } from './support/finance.js';
import { registerTrader } from './support/trader.js';
import { ensureBrokerSetUp } from './support/broker.js';

// A new installation has no funding channels: the broker enters them first.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await ensureBrokerSetUp(request);
});

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false });

/** The trader reports 250 USDT sent on the first USDT option, with a proof picture; returns the deposit id. */
async function reportCoinDeposit(request: APIRequestContext, token: string): Promise<number> {
  const headers = { authorization: token };
  const proof = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  const upload = await (
    await request.post('/api/common/image_upload', {
      headers,
      multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: proof } },
    })
  ).json();
  expect(upload.code, upload.msg).toBe(1);

  const options = await (await request.get('/api/quickCharge/info', { headers })).json();
  expect(options.code, options.msg).toBe(1);
  const usdt = (options.data as { id: number; currency_code: string }[]).find(
    (o) => o.currency_code === 'USDT',
  );
  expect(usdt, 'the broker has a USDT deposit option').toBeTruthy();

  const submitted = await (
    await request.post('/api/quickCharge/submit', {
      headers,
      data: { number: '250', proofImg: upload.data.url, charge_id: usdt!.id },
    })
  ).json();
  expect(submitted.code, submitted.msg).toBe(1);
  return submitted.data.id as number;
}

test('the owner approves a coin deposit in the console and the trader is credited', async ({
  page,
  request,
}) => {
  const { token } = await registerTrader(request);
  const depositId = await reportCoinDeposit(request, token);

  // Sign in at /admin/ with the authenticator code.
  await page.goto('/admin/');
  await expect(page).toHaveURL(/#\/signin/);
  await page.getByTestId('signin-email').fill(E2E_OWNER.email);
  await page.getByTestId('signin-password').fill(E2E_OWNER.password);
  const otp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(E2E_OWNER.totpSecret),
    digits: 6,
    period: 30,
  }).generate();
  await page.getByTestId('signin-otp').fill(otp);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('staff-email')).toHaveText(E2E_OWNER.email);
  await expect(page.getByTestId('staff-role')).toHaveText('Owner');

  // The deposit waits in the queue (unchecked deposits are the default view).
  await page.getByTestId('nav-deposits').click();
  await expect(page).toHaveURL(/#\/deposits/);
  const row = page.getByTestId(`deposit-row-${depositId}`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId(`deposit-status-${depositId}`)).toHaveText('Unchecked');

  // Its drawer shows the proof picture, fetched with the staff token.
  await page.getByTestId(`deposit-open-${depositId}`).click();
  const proof = page.locator('.ant-drawer img[src^="blob:"]');
  await expect(proof).toBeVisible();
  expect(await proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Approve with the USD amount that arrived (249.50 after the network fee).
  await page.getByTestId('deposit-approve').click();
  await page.getByTestId('decision-field').fill('249.5');
  await page.getByTestId('decision-ok').click();
  await expect(page.getByTestId('deposit-detail-status')).toHaveText('Credited');
  await expect(page.getByTestId('decision-ok')).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('deposit-approved.png') });

  // The trader's balance and records show the credit.
  const balance = await (
    await request.get('/v1/api/main/wallet/getBalance', { headers: { authorization: token } })
  ).json();
  expect(balance.code, balance.msg).toBe(1);
  expect(balance.data).toEqual({ balance: 249.5, lock_balance: 0 });
  const records = await (
    await request.get('/v1/api/main/accountLog/forexChange', {
      headers: { authorization: token },
      params: { page: 1 },
    })
  ).json();
  expect(records.code, records.msg).toBe(1);
  expect(records.data.list[0]).toMatchObject({ Type: 1, Value: 249.5, Balance: 249.5 });

  // It has left the unchecked queue; every status together lists it as credited.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`deposit-row-${depositId}`)).toHaveCount(0);
  await page.getByTestId('status-all').click();
  await expect(page.getByTestId(`deposit-status-${depositId}`)).toHaveText('Credited');
});
