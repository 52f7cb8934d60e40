/**
 * Identity, invitations and news on a phone, against the real server: a real trader sends their
 * identity documents, compliance approves them through the staff API and the page turns read-only;
 * the invite QR code decodes to the registration link; an article saved with hostile HTML renders
 * only its harmless part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { E2E_COMPLIANCE, E2E_OWNER, staffToken } from './support/finance.js';
import { realTraderPage, registerTrader } from './support/trader.js';

// jsqr is CommonJS with a default export: Node hands over module.exports.
const jsQR = jsQRModule.default;

const field = (page: Page, testId: string) =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

async function picture(name: string, colour: string): Promise<string> {
  const file = path.join(test.info().outputPath(), name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 480, height: 300, channels: 3, background: colour } }).jpeg().toFile(file);
  return file;
}

test('a trader sends identity documents, compliance approves, and the page shows them read-only', async ({ page, request }) => {
  const { user } = await realTraderPage(page, request);
  await page.goto('/#/user');
  await page.getByTestId('menu-auth').click();
  await expect(page).toHaveURL(/#\/mine\/auth/);
  await expect(page.getByTestId('auth-state-form')).toBeVisible();

  await field(page, 'auth-name').fill('Maria Lopez Garcia');
  await field(page, 'auth-card-id').fill('X1234567L');
  await page.getByTestId('auth-front').locator('input[type=file]').setInputFiles(await picture('front.jpg', '#3a7bd5'));
  await expect(page.getByTestId('auth-front').locator('img')).toBeVisible();
  await page.getByTestId('auth-back').locator('input[type=file]').setInputFiles(await picture('back.jpg', '#d5873a'));
  await expect(page.getByTestId('auth-back').locator('img')).toBeVisible();
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('auth-state-waiting')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('identity-waiting.png') });

  // Compliance finds the submission in the queue and approves it.
  const staff = await staffToken(request, E2E_COMPLIANCE);
  const queue = await (await request.get('/admin/api/identity?status=1', { headers: { authorization: staff } })).json();
  const mine = (queue.data.data as { id: number; user_id: number; name: string }[]).find((r) => r.user_id === user.id);
  expect(mine?.name).toBe('Maria Lopez Garcia');
  const approved = await (await request.post('/admin/api/identity/approve', { headers: { authorization: staff }, data: { id: mine!.id } })).json();
  expect(approved.code, approved.msg).toBe(1);

  await page.reload();
  await expect(page.getByTestId('auth-state-finished')).toBeVisible();
  await expect(page.getByTestId('auth-name')).toContainText('Maria Lopez Garcia');
  await expect(page.getByTestId('auth-card-id')).toContainText('X1234567L');
  // Both pictures load (fetched with the session) and nothing can be edited any more.
  for (const side of ['auth-front', 'auth-back']) {
    const img = page.getByTestId(side).locator('img');
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.locator('[data-testid="auth-state-finished"] input')).toHaveCount(0);
  await expect(page.getByTestId('auth-submit')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('identity-finished.png') });
});

test('the invite page shows a QR code that decodes to the registration link', async ({ page, request, baseURL }) => {
  const { user } = await realTraderPage(page, request);
  await page.goto('/#/mine/invite');
  const link = `${baseURL}/#/register?invite_code=${String(user.invite_code)}`;
  await expect(page.getByTestId('invite-link')).toContainText(link);
  await expect(page.getByTestId('invite-count')).toHaveText('No friends have joined yet');

  // A friend registers with the code: the page counts them.
  await registerTrader(request, { invite_code: String(user.invite_code) });
  await page.reload();
  await expect(page.getByTestId('invite-count')).toHaveText('1 friend joined');

  const shot = await page.getByTestId('invite-qr').screenshot();
  const { data, info } = await sharp(shot).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(decoded?.data).toBe(link);
  await page.screenshot({ path: test.info().outputPath('invite.png') });
});

test('an article saved with hostile HTML shows only its harmless part', async ({ page, request }) => {
  const owner = await staffToken(request, E2E_OWNER);
  const hostile = [
    '<h2>Holiday trading hours</h2>',
    '<p>Markets close early on <strong>24 December</strong>.</p>',
    '<img src="/news/how-margin-and-leverage-work.svg" alt="cover" onerror="window.__xss = 1">',
    '<script>window.__xss = 2</script>',
    '<a href="javascript:window.__xss = 3">details</a>',
    '<a href="https://www.example.com/hours">exchange notice</a>',
    '<iframe src="https://evil.example/frame"></iframe>',
    '<div onclick="window.__xss = 4" style="position:fixed">tap</div>',
  ].join('');
  const saved = await (
    await request.post('/admin/api/news/save', {
      headers: { authorization: owner },
      data: { title: 'Holiday trading hours', desc: 'Early closes this December', content: hostile, lang: 'en' },
    })
  ).json();
  expect(saved.code, saved.msg).toBe(1);

  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`/#/news/detail?id=${String(saved.data.id)}`);
  const content = page.getByTestId('news-content');
  await expect(content).toContainText('Markets close early on 24 December.');
  await expect(content.locator('script, iframe, [onclick], [onerror], [style]')).toHaveCount(0);
  await expect(content.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(content.locator('a[href="https://www.example.com/hours"]')).toHaveAttribute('rel', /noopener/);
  await content.getByText('tap').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await page.screenshot({ path: test.info().outputPath('news-detail.png') });
});
