/**
 * The traders' app as an installed web app on a phone: its manifest and icons, the home and trade
 * outlines painted before any code arrives, a service worker that opens the app without a connection and
 * says it is offline, and the size budget of the JavaScript the home screen needs before it shows
 * prices.
 */
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/** Initial JavaScript of the home route, compressed with brotli as the server would send it. */
const HOME_JS_BUDGET_BYTES = 170 * 1024;

/** Every Content-Security-Policy violation the page reports on its console. */
function securityPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** Holds the app's entry script back until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the manifest names the app, and every icon it lists is served', async ({ request }) => {
  const response = await request.get('/manifest.json');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'Leverline', display: 'standalone', start_url: './#/' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const file = await request.get(`/${icon.src}`);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
  }
});

test('home shows its outline before the code arrives, then the quotes replace it, all within the security policy', async ({ page }) => {
  const violations = securityPolicyViolations(page);
  // What is on screen until release() comes from index.html alone.
  const release = await holdAppCode(page);
  const listAsked = page.waitForRequest(/\/v1\/api\/forex\/trade_list$/);
  await page.goto('/#/');
  await expect(page.locator('#shell')).toBeVisible();
  // The instrument list is on its way before the app's code has even arrived.
  await listAsked;
  await expect(page.locator('#shell')).toContainText('Leverline');
  await expect(page.locator('#shell .s-row')).toHaveCount(10);
  // The route's page and the language are asked for beside the entry, not after it: the loader
  // starts them (six files a task) while the app's code is still held back.
  const preloads = () =>
    page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  await expect.poll(async () => (await preloads()).some((href) => /\/HomePage-[\w-]+\.js$/.test(href))).toBe(true);
  await expect.poll(async () => (await preloads()).some((href) => /\/hk-[\w-]+\.js$/.test(href))).toBe(true);
  release();
  await expect(page.locator('[data-testid^="row-"]').first()).toBeVisible();
  await expect(page.locator('#shell')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('trade shows the real quote from index.html before the code arrives, in the places the page then takes', async ({ page }) => {
  const violations = securityPolicyViolations(page);
  // Every largest-paint candidate, and whether it was part of the outline.
  await page.addInitScript(() => {
    const seen: { inOutline: boolean; size: number }[] = [];
    (window as unknown as { lcp: typeof seen }).lcp = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
        seen.push({ inOutline: Boolean(entry.element?.closest('#shell')), size: entry.size });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const release = await holdAppCode(page);
  const listAnswer = page.waitForResponse(/\/v1\/api\/forex\/trade_list$/);
  await page.goto('/#/trade');
  const list = ((await (await listAnswer).json()) as { data: { ShowCode: string; MarketStatus: number; PricePrecision: number; ForexQuotations: { Close: number } }[] }).data;
  const first = list[0]!;
  // With the app's code still held back: the first instrument's code and price as the list had
  // them, and the closed-market note exactly when its market is closed, in the default language.
  const outline = page.locator('#shell .s-trade');
  await expect(outline.locator('.t-code')).toHaveText(first.ShowCode);
  await expect(outline.locator('.t-price')).toHaveText(first.ForexQuotations.Close.toFixed(first.PricePrecision));
  await expect(outline.locator('.t-closed')).toBeVisible({ visible: first.MarketStatus !== 1 });
  if (first.MarketStatus !== 1) await expect(outline.locator('.t-closed strong')).toHaveText('休市中');
  await expect(outline.locator('.t-periods span').first()).toHaveText('1分');
  // The box of the first element of `selector` that is on screen, read in one go: when the chart
  // suspends again, React keeps it hidden (display: none, so at 0,0) beside its Suspense fallback,
  // a box of the same class in the same place, and which of the two shows can change between
  // finding one and reading it. Null while none shows.
  const box = (selector: string) =>
    page.evaluate((sel) => {
      for (const node of Array.from(document.querySelectorAll(sel))) {
        const r = node.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) return { x: Math.round(r.x), y: Math.round(r.y), height: Math.round(r.height) };
      }
      return null;
    }, selector);
  const pairs = [
    ['#shell .t-code', '.switcher-code'],
    ['#shell .t-price', '.trade-price'],
    ['#shell .t-periods', '.period-bar'],
    ['#shell .t-chart', '.chart-box'],
  ] as const;
  const before = await Promise.all(pairs.map(([inOutline]) => box(inOutline)));
  release();
  // The page takes over: the outline goes, and what it showed stands where it stood.
  await expect(page.getByTestId('trade-price')).toBeVisible();
  await expect(page.locator('#shell')).toHaveCount(0);
  await expect.poll(() => box('.chart-box')).not.toBeNull();
  const after = await Promise.all(pairs.map(([, inPage]) => box(inPage)));
  for (const [i, [inOutline, inPage]] of pairs.entries()) {
    // The chart's height is its own (the page's chart fills what is left of the screen).
    const expected = inPage === '.chart-box' ? { x: before[i]!.x, y: before[i]!.y } : before[i];
    const actual = inPage === '.chart-box' ? { x: after[i]!.x, y: after[i]!.y } : after[i];
    expect(actual, `${inPage} where ${inOutline} was`).toEqual(expected);
  }
  // So the outline's paint stays the largest one: nothing the page drew afterwards outgrew it.
  const lcp = await page.evaluate(() => (window as unknown as { lcp: { inOutline: boolean }[] }).lcp);
  expect(lcp.length).toBeGreaterThan(0);
  expect(lcp.at(-1)!.inOutline).toBe(true);
  expect(violations).toEqual([]);
});

test('trade asks for its chart and order form with the page, so rendering it starts no requests of its own', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/#/trade');
  const preloads = () =>
    page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  // While the app's code is held back, the loader has already asked for the lazy parts too.
  await expect.poll(async () => (await preloads()).some((href) => /\/CandleChart-[\w-]+\.js$/.test(href))).toBe(true);
  await expect.poll(async () => (await preloads()).some((href) => /\/OrderForm-[\w-]+\.js$/.test(href))).toBe(true);
  const asked = new Set(await preloads());
  release();
  await expect(page.getByTestId('chart')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('order-form')).toBeVisible();
  // The chart's and the order form's code added no link of its own: all of it was asked for above.
  const later = (await preloads()).filter((href) => !asked.has(href));
  expect(later.filter((href) => /\/(CandleChart|OrderForm|push-checks|useAccountSummary)-/.test(href))).toEqual([]);
});

test('another screen opened directly never shows the home outline', async ({ page }) => {
  await page.goto('/#/news');
  await expect(page.locator('#shell')).toBeHidden();
  await expect(page.getByTestId('tab-quotes')).toBeVisible();
  await expect(page.locator('#shell')).toHaveCount(0);
});

test('once opened, the app opens again without a connection and says it is offline', async ({ page, context }) => {
  await page.goto('/#/');
  await expect(page.locator('[data-testid^="row-"]').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker takes control of the page on activation; reload once so the page's own files
  // (language, home screen chunks) pass through it and are kept too.
  await page.reload();
  await expect(page.locator('[data-testid^="row-"]').first()).toBeVisible();

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    // The shell is there: the home header and the tab bar, in the reader's language.
    await expect(page.getByTestId('search')).toBeVisible();
    await expect(page.getByTestId('tab-orders')).toBeVisible();
    await page.screenshot({ path: 'test-results/offline-home.png' });
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});

test(`the home screen needs at most ${HOME_JS_BUDGET_BYTES / 1024} KB of JavaScript (brotli)`, async ({ browser }) => {
  // A fresh phone: no service worker, no cache.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), bytes: zlib.brotliCompressSync(body).length })));
  });
  await page.goto('/#/');
  await expect(page.locator('[data-testid^="row-"]').first()).toBeVisible();
  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((sum, s) => sum + s.bytes, 0);
  const largest = [...loaded].sort((a, b) => b.bytes - a.bytes).slice(0, 6);
  console.log(
    `home route JavaScript: ${loaded.length} files, ${(total / 1024).toFixed(1)} KB brotli; largest: ` +
      largest.map((s) => `${new URL(s.url).pathname.split('/').pop()} ${(s.bytes / 1024).toFixed(1)} KB`).join(', '),
  );
  expect(total, loaded.map((s) => `${s.url} ${s.bytes}`).join('\n')).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  await context.close();
});
