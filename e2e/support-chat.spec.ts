/**
 * The built-in support chat (no external service link, as on a new installation): a trader writes
 * with a picture from /mine/chat, a support staff member answers from the console's inbox, and
 * the answer (with a picture too) reaches the trader's phone live, with an unread badge in the user
 * centre until read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInConsole } from './support/console.js';
import { E2E_SUPPORT } from './support/finance.js';
import { realTraderPage } from './support/trader.js';

test('a trader chats with support, who answers from the console', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { user } = await realTraderPage(page, request);
  const screenshot = path.join(test.info().outputPath(), 'screen.png');
  fs.mkdirSync(path.dirname(screenshot), { recursive: true });
  const picture = path.join(path.dirname(screenshot), 'transfer.png');
  await sharp({ create: { width: 300, height: 180, channels: 3, background: '#3a7' } }).png().toFile(picture);

  // The trader writes from Customer service, with a picture of the transfer.
  await page.goto('/#/user');
  await page.getByTestId('menu-chat').click();
  await expect(page.getByTestId('support-chat')).toBeVisible();
  await page.getByTestId('chat-file').setInputFiles(picture);
  await expect(page.locator('.chat-pending img')).toBeVisible();
  await page.getByRole('textbox', { name: 'Write a message' }).fill('My deposit of 250 USDT has not arrived yet.');
  await page.getByTestId('chat-send').click();
  const mine = page.getByTestId('chat-mine');
  await expect(mine).toContainText('My deposit of 250 USDT has not arrived yet.');
  await expect(mine.locator('img.chat-picture')).toBeVisible();
  await page.goto('/#/user');
  await expect(page.getByTestId('menu-chat')).toBeVisible();
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);

  // Support sees it waiting in the console's inbox, with the picture, and answers.
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });
  const console = await desk.newPage();
  await signInConsole(console, E2E_SUPPORT);
  await console.getByTestId('nav-support').click();
  const row = console.getByTestId(`conversation-${String(user.uid)}`);
  await expect(row).toContainText('My deposit of 250 USDT has not arrived yet.');
  await expect(row).toContainText('Waiting');
  await row.click();
  await expect(console.getByTestId('support-trader-message')).toContainText('My deposit of 250 USDT');
  const seen = console.locator('[data-testid="support-trader-message"] img[src^="blob:"]');
  await expect(seen).toBeVisible();
  expect(await seen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  await console.getByTestId('support-answer').fill('Thank you. It arrived and is credited within the hour.');
  // With a picture of its own, as the trader's was.
  await console.getByTestId('support-file').setInputFiles(picture);
  await expect(console.getByTestId('support-pending-picture')).toBeVisible();
  await console.getByTestId('support-send').click();
  await expect(console.getByTestId('support-staff-message')).toContainText(E2E_SUPPORT.email);
  await expect(console.locator('[data-testid="support-staff-message"] img[src^="blob:"]')).toBeVisible();
  await console.screenshot({ path: path.join(path.dirname(screenshot), 'console-conversation.png') });

  // The trader's user centre shows the answer as unread at once, over the live socket.
  await expect(page.getByTestId('chat-unread')).toContainText('1');
  await page.getByTestId('menu-chat').click();
  await expect(page.getByTestId('chat-answer')).toContainText('It arrived and is credited within the hour.');
  await expect(page.getByTestId('chat-answer')).toContainText('Customer service');
  await expect(page.getByTestId('chat-answer').locator('img.chat-picture')).toBeVisible();
  await page.screenshot({ path: screenshot });
  // Read once shown: the badge is gone.
  await page.goto('/#/user');
  await expect(page.getByTestId('menu-chat')).toBeVisible();
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);

  // In Arabic the conversation mirrors: the trader's messages on the left, the service's on the right.
  await page.goto('/#/language');
  await page.getByTestId('lang-ar').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Within the page (the session's start-up script would put English back on a reload).
  await page.evaluate(() => {
    location.hash = '#/mine/chat';
  });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.chat-intro')).toContainText('اكتب إلينا هنا');
  const answerBox = await page.getByTestId('chat-answer').boundingBox();
  const mineBox = await page.getByTestId('chat-mine').boundingBox();
  expect(answerBox!.x).toBeGreaterThan(mineBox!.x);
  await page.screenshot({ path: path.join(path.dirname(screenshot), 'screen-ar.png') });

  // The inbox has it answered.
  await console.getByTestId('nav-support').click();
  await expect(console.getByTestId(`conversation-${String(user.uid)}`)).toContainText('Answered');
  await desk.close();
});
