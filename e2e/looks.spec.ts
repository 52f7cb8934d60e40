/**
 * Screenshots for a person to look at: home, trade (with indicators), orders and the user centre at
 * 390×844, in en, hk, ar, de and hi, light and dark (test-results/looks/). The test checks only
 * that each screen is ready and in its theme; the pictures are the point.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerTrader } from './support/trader.js';

const LANGS = ['en', 'hk', 'ar', 'de', 'hi'] as const;
const SCREENS = [
  { name: 'home', hash: '/#/', ready: (page: Page) => expect(page.locator('[data-testid^="row-"]').first()).toBeVisible() },
  { name: 'trade', hash: '/#/trade', ready: (page: Page) => expect(page.getByTestId('chart-prefs')).toHaveAttribute('data-indicators', 'bollinger,macd') },
  { name: 'orders', hash: '/#/order?type=1', ready: (page: Page) => expect(page.locator('.orders-page')).toBeVisible() },
  { name: 'user', hash: '/#/user', ready: (page: Page) => expect(page.getByTestId('user-uid')).toBeVisible() },
];

test('home, trade, orders and the user centre in five languages, light and dark', async ({ page, request }) => {
  test.setTimeout(600_000);
  const { token, user } = await registerTrader(request);
  // The session, and the language and theme named in the address (?l=…&th=…) before the app starts.
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      const wanted = new URLSearchParams(location.search);
      localStorage.setItem('lang', wanted.get('l') ?? 'en');
      localStorage.setItem('theme', wanted.get('th') ?? 'light');
    },
    [token, JSON.stringify(user)] as const,
  );
  await page.addInitScript(() => {
    // The first instrument with Bollinger bands and MACD, so trade is photographed with indicators.
    if (!localStorage.getItem('looks')) {
      localStorage.setItem('looks', '1');
      localStorage.setItem('chart:BTCUSD', JSON.stringify({ type: 'candles', indicators: [{ kind: 'bollinger', period: 20, deviations: 2 }, { kind: 'macd', fast: 12, slow: 26, signal: 9 }], drawings: [] }));
      localStorage.setItem('instrument', 'BTCUSD');
    }
  });
  // Moving between the screens must not throw: an error there shows "could not load this page".
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`${page.url()}: ${message.text().slice(0, 200)}`);
  });
  for (const theme of ['light', 'dark'] as const) {
    for (const lang of LANGS) {
      for (const screen of SCREENS) {
        await page.goto(`/?l=${lang}&th=${theme}#${screen.hash.slice(2)}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await screen.ready(page);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/looks/${screen.name}-${lang}-${theme}.png` });
      }
    }
  }
  expect(errors).toEqual([]);
});
