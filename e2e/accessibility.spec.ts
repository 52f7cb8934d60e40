/**
 * Every route of the traders' app checked by axe-core (WCAG 2.1 A and AA rules) as a visitor, a
 * demo user and a real user, in English and in Arabic (right to left), and the main screens in the
 * dark theme: no serious or critical violation (contrast, names of buttons and fields, roles, …).
 * Beside it, the primary controls are at least 44×44 px, the size a thumb hits.
 */
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { nextClientAddress, registerTrader } from './support/trader.js';

type Role = 'visitor' | 'demo' | 'real';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

const ROUTES = [
  '/',
  '/trade',
  '/order?type=1',
  '/order?type=0',
  '/order?type=3',
  '/user',
  '/news',
  '/rank',
  '/documentary',
  '/feedback',
  '/login',
  '/register',
  '/forgot',
  '/product',
  '/language',
  '/mine/auth',
  '/mine/invite',
  '/mine/email',
  '/mine/complaint',
  '/mine/announcement',
  '/mine/password',
  '/mine/history',
  '/mine/statements',
  '/mine/charge',
  '/mine/withdraw',
  '/mine/chat',
  '/mine/system',
  '/mine/wallet',
  '/mine/security',
  '/mine/bank-card-list',
  '/mine/coin-address-list',
  '/mine/withdraw-way?type=1',
  '/mine/withdraw-way?type=2',
];

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<Finding[]> {
  // Evaluated through the debugging protocol: the page's content security policy forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
      }));
  });
}

/** Waits until the page has its data: no spinner, no skeleton, no request in flight. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await quiet(page);
}

/**
 * After a navigation inside the app (Playwright's networkidle belongs to the document's load, not
 * to a route change): waits until no request has ended for 300 ms, then for loaders to go and
 * antd-mobile's page and popup transitions to end, since they fade colours in and contrast is
 * measured after them.
 */
async function quiet(page: Page): Promise<void> {
  let seen = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === seen) break;
    seen = now;
    await page.waitForTimeout(300);
  }
  await expect(page.locator('.page-loading-spinner, .adm-skeleton-title, .adm-skeleton-paragraph, .quote-skeleton')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/**
 * Opens `path` as a trader moving through the app does: the first one loaded from the server, the
 * others by the app's own router (a reload per route spends its time loading the same code again).
 */
async function visit(page: Page, path: string, first: boolean): Promise<void> {
  if (first) {
    await page.goto(`/#${path}`);
    await settled(page);
    return;
  }
  await page.evaluate((to) => {
    location.hash = to;
  }, path);
  await quiet(page);
}

async function sessionOf(request: APIRequestContext, role: Role): Promise<{ token: string; user: Record<string, unknown> } | null> {
  if (role === 'visitor') return null;
  if (role === 'real') return registerTrader(request);
  const reply = await (await request.post('/api/user/createAccountDemoForU', { form: { demo_id: `a11y-${crypto.randomUUID()}` }, headers: { 'x-forwarded-for': nextClientAddress() } })).json();
  expect(reply.code, reply.msg).toBe(1);
  return reply.data as { token: string; user: Record<string, unknown> };
}

async function openAs(page: Page, request: APIRequestContext, role: Role, lang: string, theme: 'light' | 'dark') {
  const session = await sessionOf(request, role);
  await page.addInitScript(
    ([token, user, language, colours]) => {
      localStorage.setItem('lang', language);
      localStorage.setItem('theme', colours);
      if (token && user) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      }
    },
    [session?.token ?? '', session ? JSON.stringify(session.user) : '', lang, theme] as const,
  );
}

for (const role of ['visitor', 'demo', 'real'] as const) {
  for (const lang of ['en', 'ar'] as const) {
    test(`every route passes axe as a ${role} in ${lang}`, async ({ page, request }) => {
      test.setTimeout(240_000);
      await openAs(page, request, role, lang, 'light');
      const found: Record<string, Finding[]> = {};
      for (const [n, path] of ROUTES.entries()) {
        await visit(page, path, n === 0);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  }
}

test('the main screens pass axe in the dark theme, in English and Arabic', async ({ page, request }) => {
  test.setTimeout(180_000);
  await openAs(page, request, 'real', 'en', 'dark');
  const found: Record<string, Finding[]> = {};
  for (const lang of ['en', 'ar']) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang).catch(() => undefined);
    for (const [n, path] of ['/', '/trade', '/order?type=1', '/user', '/rank', '/documentary', '/mine/system', '/mine/charge', '/mine/history'].entries()) {
      // Each language from a fresh load, so the stored choice is the one the app starts in.
      if (n === 0) await page.goto(`/?visit=${lang}#${path}`);
      else await page.evaluate((to) => (location.hash = to), path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await settled(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[`${lang} ${path}`] = violations;
    }
  }
  expect(found).toEqual({});
});

test('primary controls are at least 44×44 px', async ({ page, request }) => {
  await openAs(page, request, 'real', 'en', 'light');
  const small: string[] = [];
  const measure = async (where: string, selector: string) => {
    const boxes = await page.locator(selector).evaluateAll((nodes) =>
      nodes
        .filter((n) => (n as HTMLElement).offsetParent !== null)
        .map((n) => {
          const r = n.getBoundingClientRect();
          return { what: `${n.tagName.toLowerCase()}.${String((n as HTMLElement).className).split(' ')[0]} "${n.textContent?.trim().slice(0, 12) ?? ''}"`, w: r.width, h: r.height };
        }),
    );
    for (const box of boxes) if (box.w < 44 - 0.5 || box.h < 44 - 0.5) small.push(`${where}: ${box.what} ${Math.round(box.w)}×${Math.round(box.h)}`);
  };
  await page.goto('/#/');
  await settled(page);
  await measure('home', '.home-top button, .category-chips .adm-selector-item, .category-chip, .tab-layout-bar .adm-tab-bar-item');
  await page.goto('/#/trade');
  await settled(page);
  await measure('trade', '.period-bar button, .lots-stepper button, .adm-stepper-minus, .adm-stepper-plus, .adm-switch, .trade-header button');
  expect(small).toEqual([]);
});
