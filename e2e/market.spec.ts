/**
 * The market screens on a phone, against the real server: live quotes on home, category chips,
 * the trade screen's candle chart and its periods, instrument search, and the layout in English
 * and Arabic (screenshots go to MARKET_SHOTS_DIR, by default test-results/market-shots).
 *
 * The live socket (/v1/ws) may not be served yet: the price test then checks the HTTP path
 * (§2: going to / refreshes the quotes) and says so in its annotations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LANG_LOCALE, type Lang } from '@leverline/contract';

const SHOTS_DIR = process.env.MARKET_SHOTS_DIR ?? path.join('test-results', 'market-shots');

interface InstrumentRow {
  Id: number;
  Code: string;
  CategoryId: number;
  MarketStatus: number;
}

async function instruments(request: APIRequestContext): Promise<InstrumentRow[]> {
  const body = (await (await request.get('/v1/api/forex/trade_list')).json()) as { data: InstrumentRow[] };
  return body.data;
}

async function cryptoCategoryId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/v1/api/forex/getCategories', { headers: { lang: 'en' } });
  const body = (await response.json()) as { data: { Id: number; NameShowTrans: string }[] };
  const crypto = body.data.find((c) => c.NameShowTrans === 'Crypto');
  expect(crypto, 'a Crypto category').toBeTruthy();
  return crypto!.Id;
}

/** Opens `hashPath` with the app started in `lang`. */
async function openIn(page: Page, lang: Lang, hashPath: string) {
  await page.goto('/#/language');
  // The app starts after the page's load event: a navigation before its router is up can be undone
  // by the router's first history entry (seen as a run that stayed on the language page).
  await expect(page.getByTestId(`lang-${lang}`)).toBeVisible();
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(`/${hashPath}`);
  await page.reload();
  // index.html's own attributes hold before the app runs (its code starts after the first paint):
  // wait for the app itself, in this language, so a navigation that follows is the app's to handle.
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_LOCALE[lang]);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByTestId('tab-quotes')).toBeVisible();
}


const rowCodes = async (page: Page) =>
  (await page.locator('[data-testid^="row-"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid'))))
    .map((id) => id!.slice(4))
    .sort();

test('home lists every instrument with its price, and the category chips filter it', async ({ page, request }) => {
  const all = await instruments(request);
  const cryptoId = await cryptoCategoryId(request);
  await openIn(page, 'en', '#/');

  await expect(page.getByTestId('price-BTCUSD')).toHaveText(/^\d+\.\d{2}$/);
  await expect(page.getByTestId('change-BTCUSD')).toHaveText(/^[+-]?\d+\.\d{2}%$/);
  await expect.poll(() => rowCodes(page)).toEqual(all.map((i) => i.Code).sort());
  // A closed market shows the label instead of the change.
  for (const closed of all.filter((i) => i.MarketStatus === 0).slice(0, 3)) {
    await expect(page.getByTestId(`closed-${closed.Code}`)).toHaveText('Market closed');
    await expect(page.getByTestId(`change-${closed.Code}`)).toHaveCount(0);
  }

  await page.getByTestId(`chip-${cryptoId}`).click();
  const crypto = all.filter((i) => i.CategoryId === cryptoId).map((i) => i.Code);
  expect(crypto).toContain('BTCUSD');
  await expect.poll(() => rowCodes(page)).toEqual([...crypto].sort());
  await page.getByTestId(`chip-${cryptoId}`).click();
  await expect.poll(() => rowCodes(page)).toEqual(all.map((i) => i.Code).sort());
});

test('the Bitcoin price moves within seconds', async ({ page }) => {
  const sent: string[] = [];
  page.on('websocket', (ws) => ws.on('framesent', (frame) => sent.push(String(frame.payload))));
  await openIn(page, 'en', '#/');
  const price = page.getByTestId('price-BTCUSD');
  await expect(price).toHaveText(/^\d+\.\d{2}$/);
  const first = await price.textContent();

  // Pushed by DAY_MARKET over the live socket, with no navigation.
  await expect(price).not.toHaveText(first!, { timeout: 10_000 });
  expect(sent).toContain(JSON.stringify({ type: 'sub', params: 'DAY_MARKET' }));
  // The heartbeat is the text frame the family's apps send.
  await expect.poll(() => sent.includes('ping'), { timeout: 8_000 }).toBe(true);
});

test('tapping Bitcoin opens its candle chart, and a new period reloads it', async ({ page, request }) => {
  const btc = (await instruments(request)).find((i) => i.Code === 'BTCUSD')!;
  await openIn(page, 'en', '#/');
  await page.getByTestId('row-BTCUSD').click();
  await expect(page).toHaveURL(/#\/trade$/);
  expect(await page.evaluate(() => localStorage.getItem('instrument'))).toBe('BTCUSD');

  await expect(page.getByTestId('switch-instrument')).toContainText('BTCUSD');
  await expect(page.getByTestId('trade-price')).toHaveText(/^\d+\.\d{2}$/);
  await expect(page.getByTestId('market-closed')).toHaveCount(0); // crypto trades around the clock
  const chart = page.getByTestId('chart');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart).toHaveAttribute('data-state', 'ready');
  await expect(chart).toHaveAttribute('data-period', '1min');
  await expect(page.getByTestId('period-1min')).toHaveAttribute('aria-checked', 'true');
  const before = await chart.screenshot();

  const asked = page.waitForRequest((r) => r.url().includes('/v1/api/forex/kline?'));
  await page.getByTestId('period-1day').click();
  const query = new URL((await asked).url()).searchParams;
  expect(query.get('period')).toBe('1day');
  expect(query.get('forex_id')).toBe(String(btc.Id));
  await expect(chart).toHaveAttribute('data-period', '1day');
  await expect(chart).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('period-1day')).toHaveAttribute('aria-checked', 'true');
  // Daily candles look nothing like minute ones: the canvas was drawn again.
  await expect.poll(async () => (await chart.screenshot()).equals(before)).toBe(false);
});

test('the chart fills its place and follows the phone turning sideways', async ({ page }) => {
  await openIn(page, 'en', '#/trade');
  const chart = page.getByTestId('chart');
  await expect(chart).toHaveAttribute('data-state', 'ready');
  // The chart's own table holds its canvases: as wide as the box it was given.
  const widths = () =>
    page.evaluate(() => {
      const box = document.querySelector('[data-testid=chart] .chart-canvas') as HTMLElement;
      const table = box.querySelector('table') ?? box.firstElementChild;
      return { box: box.clientWidth, chart: Math.round(table!.getBoundingClientRect().width) };
    });
  const upright = await widths();
  expect(upright.chart).toBe(upright.box);
  await page.setViewportSize({ width: 844, height: 390 });
  await expect
    .poll(async () => {
      const w = await widths();
      return w.chart === w.box && w.box > upright.box;
    })
    .toBe(true);
});

test('the chart starts with its latest candles and gets the rest when the trader drags back to them', async ({ page }) => {
  await openIn(page, 'en', '#/trade');
  const chart = page.getByTestId('chart');
  await expect(chart).toHaveAttribute('data-state', 'ready');
  await expect(chart).toHaveAttribute('data-history', 'latest');
  const box = (await chart.boundingBox())!;
  const y = box.y + box.height / 2;
  // Each drag to the right moves the view about 50 candles back in time.
  for (let drag = 0; drag < 8 && (await chart.getAttribute('data-history')) !== 'whole'; drag++) {
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 60, y, { steps: 8 });
    await page.mouse.up();
  }
  await expect(chart).toHaveAttribute('data-history', 'whole');
});

test('a closed market says so on the trade screen', async ({ page, request }) => {
  const closed = (await instruments(request)).find((i) => i.MarketStatus === 0);
  test.skip(!closed, 'every market is open at this hour');
  await openIn(page, 'en', '#/');
  await page.evaluate((code) => localStorage.setItem('instrument', code), closed!.Code);
  await page.goto('/#/trade');
  await page.reload();
  await expect(page.getByTestId('market-closed')).toContainText('Market closed');
  await expect(page.getByTestId('chart')).toHaveAttribute('data-state', 'ready');
});

test('the search finds an instrument by name and opens it', async ({ page }) => {
  await openIn(page, 'en', '#/');
  await page.getByTestId('search').click();
  await expect(page).toHaveURL(/#\/product$/);
  await page.getByTestId('product-search').fill('ether');
  await expect(page.getByTestId('result-ETHUSD')).toBeVisible();
  await expect(page.getByTestId('result-BTCUSD')).toHaveCount(0);
  await page.getByTestId('result-ETHUSD').click();
  await expect(page).toHaveURL(/#\/trade$/);
  await expect(page.getByTestId('switch-instrument')).toContainText('ETHUSD');

  // The switcher on the trade screen searches the same way.
  await page.getByTestId('switch-instrument').click();
  await page.getByTestId('switch-search').fill('btc');
  await page.getByTestId('switch-BTCUSD').click();
  await expect(page.getByTestId('switch-instrument')).toContainText('BTCUSD');
  await expect(page.getByTestId('chart')).toHaveAttribute('data-state', 'ready');
});

test('the quote list keeps its rows in place while it scrolls, so a tap opens the row under the finger', async ({ page }) => {
  await openIn(page, 'en', '#/');
  await expect(page.getByTestId('price-EURUSD')).toBeVisible();
  const far = page.getByTestId('row-BTCUSD');
  await far.waitFor({ state: 'attached' });
  // Rows below the screen are not laid out yet (content-visibility): they must already be as tall
  // as the ones on screen, or every row shifts as the list scrolls past them.
  const heights = () =>
    page.locator('.quote-list > *').evaluateAll((rows) => [...new Set(rows.map((r) => Math.round(r.getBoundingClientRect().height)))]);
  const before = await heights();
  expect(before, 'the heights of the rows, on screen and below it').toHaveLength(1);
  const top = await far.evaluate((r) => r.getBoundingClientRect().top + window.scrollY);
  await far.scrollIntoViewIfNeeded();
  expect(await far.evaluate((r) => r.getBoundingClientRect().top + window.scrollY)).toBe(top);
  expect(await heights()).toEqual(before);
});

for (const lang of ['en', 'ar'] as const) {
  test(`home and trade at 390×844 in ${lang}`, async ({ page }) => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await openIn(page, lang, '#/');
    await expect(page.getByTestId('price-BTCUSD')).toBeVisible();
    // the sparklines of the first rows have arrived
    await expect(page.locator('.quote-row .sparkline-line').first()).toBeAttached();
    await page.screenshot({ path: path.join(SHOTS_DIR, `home-${lang}.png`) });

    // Prices and codes read left to right in both directions.
    await expect(page.getByTestId('price-BTCUSD')).toHaveAttribute('dir', 'ltr');
    const logo = await page.locator('[data-testid="row-EURUSD"] .quote-logo').boundingBox();
    const price = await page.getByTestId('price-EURUSD').boundingBox();
    expect(logo && price && (lang === 'ar' ? logo.x > price.x : logo.x < price.x)).toBe(true);

    await page.getByTestId('row-BTCUSD').click();
    const chart = page.getByTestId('chart');
    await expect(chart).toHaveAttribute('data-state', 'ready');
    await expect(chart).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('trade-price')).toHaveAttribute('dir', 'ltr');
    // move the pointer off the chart so no crosshair is drawn
    await page.mouse.move(0, 0);
    await page.screenshot({ path: path.join(SHOTS_DIR, `trade-${lang}.png`) });
  });
}
