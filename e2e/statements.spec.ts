/**
 * A demo trader's statements on a phone: they trade BTCUSD (open around the clock), open
 * Statements in the user centre, download this month's statement as CSV, and its figures agree
 * with themselves (opening balance plus the totals is the closing balance) and with the balance
 * the app shows.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openQuote } from './support/trader.js';

async function useEnglish(page: Page) {
  await page.goto('/#/language');
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** Money text as integer micro-dollars, for exact sums. */
function micros(text: string): bigint {
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
  return text.startsWith('-') ? -value : value;
}

test("a demo trader trades, downloads this month's statement as CSV, and it matches the balance in the app", async ({
  page,
}) => {
  await useEnglish(page);
  await page.goto('/#/');
  await page.getByTestId('demo-button').click();
  await expect(page.getByTestId('home-account')).toBeVisible();

  await openQuote(page, 'BTCUSD');
  await page.getByTestId('side-buy').click();
  await page.getByTestId('order-submit').click();
  await expect(page.getByText('Your order has been confirmed')).toBeVisible();
  await page.getByTestId('tab-orders').click();
  const row = page.locator('[data-testid^="order-profit-"]');
  await expect(row).toHaveCount(1);
  const id = (await row.getAttribute('data-testid'))!.replace('order-profit-', '');
  await page.getByTestId(`order-${id}`).click();
  await page.getByTestId('order-close').click();
  await page.getByTestId('order-close-confirm').click();
  await expect(page.getByText('The position has been closed')).toBeVisible();

  await page.goto('/#/user');
  await page.getByTestId('menu-statements').click();
  await expect(page).toHaveURL(/#\/mine\/statements/);
  const month = new Date().toISOString().slice(0, 7);
  await expect(page.getByTestId('statement-months')).toContainText(
    new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date()),
  );
  const downloading = page.waitForEvent('download');
  await page.getByTestId(`statement-${month}-csv`).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^leverline-statement-\\d+-${month}\\.csv$`));
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .map((line) => line.split(','));
  const cell = (label: string) => rows.find((r) => r[0] === label)?.[1];
  await page.screenshot({ path: 'test-results/statements.png' });

  // The totals: a demo's starting balance, the fee and the realised result, adding up.
  const start = rows.findIndex((r) => r[0] === 'Totals by kind');
  const end = rows.findIndex((r) => r[0] === 'All movements');
  const totals = rows.slice(start + 1, end);
  expect(totals.map((r) => r[0])).toEqual([
    'Trading fee',
    'Realised profit or loss',
    'Demo starting balance',
  ]);
  const moved = totals.reduce((sum, r) => sum + micros(r[1]!), 0n);
  expect(micros(rows[end]![1]!)).toBe(moved);
  const opening = cell('Opening balance')!;
  const closing = cell('Closing balance')!;
  expect(micros(opening) + moved).toBe(micros(closing));
  expect(cell('Closing equity')).toBe(closing);

  // The balance the app shows (2 places, never rounded up) is the statement's closing balance.
  await page.goto('/#/mine/history');
  const [whole, fraction] = closing.split('.');
  const shown = `${Number(whole).toLocaleString('en')}.${fraction!.slice(0, 2)}`;
  await expect(page.getByTestId('history-balance')).toHaveText(shown);
});
