/**
 * The app in every language of §9 on a phone: nothing runs off the screen or is cut off on the
 * home, trade, orders and user-centre screens in any of the 21 languages; screenshots of those
 * four screens in en, hk, ar, ru and hi are kept for a person to look at; and switching language
 * downloads that language's texts and no other.
 */
import { expect, test, type Page } from '@playwright/test';
import { LANG_LOCALE, LANGS, type Lang } from '@leverline/contract';
import { openQuote } from './support/trader.js';

const SCREENS = [
  { name: 'home', hash: '/#/', ready: (page: Page) => expect(page.locator('[data-testid^="row-"]').first()).toBeVisible() },
  { name: 'trade', hash: '/#/trade', ready: (page: Page) => expect(page.getByTestId('chart')).toHaveAttribute('data-state', 'ready') },
  { name: 'orders', hash: '/#/order', ready: (page: Page) => expect(page.locator('[data-testid^="order-profit-"]').first()).toBeVisible() },
  { name: 'user', hash: '/#/user', ready: (page: Page) => expect(page.getByTestId('user-uid')).toBeVisible() },
];

const SCREENSHOT_LANGS: readonly Lang[] = ['en', 'hk', 'ar', 'ru', 'hi'];

/** A locale chunk of the build ("/assets/de-1a2B3c4D.js"), by language code. */
const LOCALE_CHUNK = /\/assets\/([a-z]+)-[\w-]{8}\.js$/;

/**
 * What a reader would see cut: the page scrolling sideways, or an element whose text is larger
 * than its box while it hides what overflows (without an ellipsis to say so).
 */
function clippedText(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) problems.push(`page is ${root.scrollWidth}px wide`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText || el.closest('.chart-box')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.bottom < 0 || rect.top > window.innerHeight) continue;
      const style = getComputedStyle(el);
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      const label = `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.trim().slice(0, 40)}"`;
      if (hidesX && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${label} cut at the side (${el.scrollWidth} > ${el.clientWidth})`);
      }
      if (hidesY && style.webkitLineClamp === 'none' && el.scrollHeight > el.clientHeight + 2) {
        problems.push(`${label} cut at the bottom (${el.scrollHeight} > ${el.clientHeight})`);
      }
    }
    return problems;
  });
}

async function useLang(page: Page, lang: Lang) {
  await page.evaluate((code) => localStorage.setItem('lang', code), lang);
  await page.reload();
  // The page's load event comes before the app's code has even been asked for (index.html starts
  // it after the first paint): wait for the app itself, in this language, on the home screen.
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_LOCALE[lang]);
  await expect(page.getByTestId('tab-quotes')).toBeVisible();
}

test('every screen fits the phone in all 21 languages; en, hk, ar, ru and hi are photographed', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/#/');
  await useLang(page, 'en');
  await page.getByTestId('demo-button').click();
  // A new demo account opens on the quotes, its card in the header once the session is kept.
  await expect(page.getByTestId('home-account')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  // One open position, so the orders screen shows a row with its live figures.
  await openQuote(page, 'BTCUSD');
  await page.getByTestId('side-buy').click();
  await page.getByTestId('order-submit').click();
  await expect(page.getByText('Your order has been confirmed')).toBeVisible();

  const problems: string[] = [];
  for (const lang of LANGS) {
    await useLang(page, lang);
    for (const screen of SCREENS) {
      await page.goto(screen.hash);
      await screen.ready(page);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' || lang === 'fa' ? 'rtl' : 'ltr');
      problems.push(...(await clippedText(page)).map((p) => `${lang} ${screen.name}: ${p}`));
      if (SCREENSHOT_LANGS.includes(lang)) await page.screenshot({ path: `test-results/lang-${lang}-${screen.name}.png` });
    }
  }
  expect(problems).toEqual([]);
});

test('switching language downloads only that language', async ({ page }) => {
  await page.goto('/#/');
  await useLang(page, 'en');
  const fetched: string[] = [];
  page.on('request', (request) => {
    const lang = LOCALE_CHUNK.exec(new URL(request.url()).pathname)?.[1];
    if (lang && (LANGS as readonly string[]).includes(lang)) fetched.push(lang);
  });
  await page.reload();
  await expect(page.getByTestId('demo-button')).toBeVisible();
  expect(fetched).toEqual(['en']);

  fetched.length = 0;
  await page.goto('/#/language');
  await page.getByTestId('lang-de').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/#/');
  await expect(page.getByTestId('home-login')).toHaveText('Anmelden');
  expect(fetched).toEqual(['de']);
  await useLang(page, 'en');
});
