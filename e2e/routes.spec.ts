/**
 * Every route of the traders' app (§2) opened on a phone by a visitor, a demo user and a real
 * user, against the real server: a login-required route sends the visitor to log in and back, a
 * real-account page tells the demo user why it is closed to them, and every other visit shows the
 * page with the server's data. No visit may throw, get a 5xx from the server or scroll sideways.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { nextClientAddress, registerTrader } from './support/trader.js';
import { ensureBrokerSetUp } from './support/broker.js';

// A new installation has no funding channels or contact e-mails: the broker enters them first.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await ensureBrokerSetUp(request, { emails: true });
});

type Role = 'visitor' | 'demo' | 'real';

interface Visit {
  page: Page;
  role: Role;
  /** The demo or real user's session user; null for the visitor. */
  user: Record<string, unknown> | null;
  /** A published article, from the news list the news page asks for. */
  article: { id: number; title: string };
}

interface RouteCase {
  /** What follows "#" in the address; {article} stands for the id of a published article. */
  path: string;
  /** Wrapped in RequireLogin in routes.tsx: a visitor is sent to log in. */
  login?: boolean;
  /** The page wraps its content in RealAccountOnly: a demo user gets the demo-forbidden notice. */
  realOnly?: boolean;
  /** Where a visitor's login page should bring them back to, when not `path` itself. */
  from?: string;
  /** The hash route the app should settle on, when it redirects (/mine, an unknown path). */
  settlesOn?: string;
  /** The page's own content; for a real-only page, also what a demo user must not see. */
  content: (page: Page) => Locator;
  /** What proves the page rendered for this user, with the server's data where it has any. */
  check?: (visit: Visit) => Promise<void>;
}

/** Demo accounts open with 10,000 virtual USD; a fresh real account has nothing yet. */
const balanceOf = (role: Role) => (role === 'demo' ? '10,000.00' : '0.00');

const PRICE = /^\d[\d,]*\.\d+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

const home: Pick<RouteCase, 'content' | 'check'> = {
  content: (page) => page.getByTestId('price-BTCUSD'),
  check: async ({ page, role }) => {
    await expect(page.getByTestId('price-BTCUSD')).toHaveText(PRICE);
    expect(await page.locator('[data-testid^="row-"]').count()).toBeGreaterThan(1);
    // The strip on top: the ways in for a visitor, the account (from the session) otherwise.
    if (role === 'visitor') await expect(page.getByTestId('home-login')).toBeVisible();
    else await expect(page.getByTestId('home-balance')).toHaveText(balanceOf(role));
  },
};

const userCentre: Pick<RouteCase, 'content' | 'check'> = {
  content: (page) => page.getByTestId('balance'),
  check: async ({ page, role }) => {
    await expect(page.getByTestId('balance')).toHaveText(balanceOf(role));
    await expect(page.getByTestId('account-kind')).toHaveText(role === 'demo' ? 'Demo' : 'Real');
  },
};

const payoutList: Pick<RouteCase, 'content' | 'check'> = {
  content: (page) => page.getByTestId('payouts-empty'),
  check: async ({ page }) => {
    await expect(page.getByTestId('payouts-empty')).toHaveText('No data yet');
    await expect(page.getByTestId('payout-add')).toBeVisible();
  },
};

const ROUTES: RouteCase[] = [
  { path: '/', ...home },
  {
    path: '/trade',
    content: (page) => page.getByTestId('order-form'),
    check: async ({ page }) => {
      await expect(page.getByTestId('trade-price')).toHaveText(PRICE);
      await expect(page.getByTestId('chart').locator('canvas').first()).toBeVisible();
      await expect(page.getByTestId('chart')).toHaveAttribute('data-state', 'ready');
      await expect(page.getByTestId('order-submit')).toBeVisible();
    },
  },
  {
    path: '/order?type=1',
    login: true,
    content: (page) => page.getByTestId('orders-tab-holding'),
    check: async ({ page, role }) => {
      await expect(page.getByTestId('orders-tab-pending')).toBeVisible();
      await expect(page.getByTestId('orders-tab-history')).toBeVisible();
      await expect(page.getByTestId('summary-balance')).toHaveText(balanceOf(role));
    },
  },
  { path: '/user', login: true, ...userCentre },
  {
    path: '/news',
    content: (page) => page.getByTestId('news-list'),
    check: async ({ page, article }) => {
      await expect(page.getByTestId(`news-row-${article.id}`)).toContainText(article.title);
    },
  },
  {
    path: '/news/detail?id={article}',
    content: (page) => page.getByTestId('news-title'),
    check: async ({ page, article }) => {
      await expect(page.getByTestId('news-title')).toHaveText(article.title);
      await expect(page.getByTestId('news-content')).not.toBeEmpty();
    },
  },
  {
    path: '/rank',
    content: (page) => page.getByTestId('rank-updated'),
    check: async ({ page }) => {
      // When the server last computed the ranking, and its rows or the empty line.
      await expect(page.getByTestId('rank-updated')).toContainText(/\d/);
      await expect(page.getByTestId('rank-list').or(page.getByTestId('rank-empty'))).toBeVisible();
    },
  },
  {
    path: '/documentary',
    content: (page) => page.getByTestId('copy-note'),
    check: async ({ page }) => {
      // The lead traders the server listed, or the list's end line when it has none.
      await expect(page.locator('[data-testid^="lead-follow-"]').or(page.getByTestId('lead-list-end')).first()).toBeVisible();
    },
  },
  {
    path: '/feedback',
    content: (page) => page.getByTestId('nav-back'),
    check: async ({ page }) => {
      await expect(page.locator('.page-nav')).toContainText('Feedback');
    },
  },
  {
    path: '/login',
    content: (page) => page.getByTestId('login-submit'),
    check: async ({ page }) => {
      await expect(page.getByTestId('account-input')).toBeVisible();
      await expect(page.getByTestId('password-input')).toBeVisible();
    },
  },
  {
    path: '/register',
    content: (page) => page.getByTestId('register-submit'),
    check: async ({ page }) => {
      for (const id of ['account-input', 'code-input', 'password-input', 're-password-input']) {
        await expect(page.getByTestId(id)).toBeVisible();
      }
    },
  },
  {
    path: '/forgot',
    content: (page) => page.getByTestId('forgot-submit'),
    check: async ({ page }) => {
      for (const id of ['account-input', 'code-input', 'new-password-input', 're-password-input']) {
        await expect(page.getByTestId(id)).toBeVisible();
      }
    },
  },
  {
    path: '/product',
    content: (page) => page.getByTestId('product-search'),
    check: async ({ page }) => {
      await expect(page.getByTestId('price-BTCUSD')).toHaveText(PRICE);
      await expect(page.getByTestId('product-mode-company')).toBeVisible();
    },
  },
  {
    path: '/language',
    content: (page) => page.getByTestId('lang-en'),
    check: async ({ page }) => {
      await expect(page.locator('[data-testid^="lang-"]')).toHaveCount(21);
      await expect(page.getByTestId('lang-en')).toHaveAttribute('aria-current', 'true');
    },
  },
  { path: '/mine', login: true, from: '/user', settlesOn: '/user', ...userCentre },
  {
    path: '/mine/auth',
    login: true,
    realOnly: true,
    content: (page) => page.getByTestId('auth-state-form'),
  },
  {
    path: '/mine/invite',
    login: true,
    realOnly: true,
    content: (page) => page.getByTestId('invite-qr'),
    check: async ({ page, user }) => {
      await expect(page.getByTestId('invite-qr').locator('svg')).toBeVisible();
      await expect(page.getByTestId('invite-code')).toHaveText(String(user!.invite_code));
    },
  },
  {
    path: '/mine/email',
    login: true,
    content: (page) => page.getByTestId('contact-email'),
    check: async ({ page }) => {
      await expect(page.getByTestId('contact-email')).toHaveText(EMAIL);
    },
  },
  {
    path: '/mine/complaint',
    login: true,
    content: (page) => page.getByTestId('contact-email'),
    check: async ({ page }) => {
      await expect(page.getByTestId('contact-email')).toHaveText(EMAIL);
      await expect(page.locator('.page-nav')).toContainText('Complaints e-mail');
    },
  },
  {
    // Open to visitors; only the demo site variant adds its red note.
    path: '/mine/announcement',
    content: (page) => page.getByTestId('announcement-countries'),
    check: async ({ page, role }) => {
      await expect(page.getByTestId('announcement-countries').locator('li')).toHaveCount(5);
      if (role === 'demo') await expect(page.getByTestId('announcement-demo-note')).toContainText('Its funds are virtual');
      else await expect(page.getByTestId('announcement-demo-note')).toHaveCount(0);
    },
  },
  {
    path: '/mine/password',
    login: true,
    realOnly: true,
    content: (page) => page.getByTestId('old-password-input'),
    check: async ({ page }) => {
      await expect(page.getByTestId('password-submit')).toBeVisible();
    },
  },
  {
    path: '/mine/history',
    login: true,
    content: (page) => page.getByTestId('history-balance'),
    check: async ({ page, role }) => {
      await expect(page.getByTestId('history-balance')).toHaveText(balanceOf(role));
      await expect(page.getByTestId('history-frozen')).toHaveText('0.00');
    },
  },
  {
    // Demo and real accounts each have their statements; a new one has this month's.
    path: '/mine/statements',
    login: true,
    content: (page) => page.getByTestId('statement-months'),
    check: async ({ page }) => {
      await expect(page.getByTestId(`statement-${new Date().toISOString().slice(0, 7)}-pdf`)).toBeVisible();
    },
  },
  {
    path: '/mine/charge',
    login: true,
    realOnly: true,
    content: (page) => page.getByTestId('charge-tab-coin'),
    check: async ({ page }) => {
      // The first deposit channel the server offers, with its address.
      await expect(page.getByTestId('charge-address')).toContainText(/\w{20,}/);
      await expect(page.getByTestId('charge-history-end')).toHaveText('No data yet');
    },
  },
  {
    path: '/mine/withdraw',
    login: true,
    realOnly: true,
    content: (page) => page.getByTestId('withdraw-tab-coin'),
    check: async ({ page }) => {
      await expect(page.getByTestId('withdraw-available')).toHaveText('0.00');
      await expect(page.locator('[data-testid^="withdraw-currency-"]').first()).toBeVisible();
      await expect(page.getByTestId('withdraw-history-end')).toHaveText('No data yet');
    },
  },
  {
    path: '/mine/chat',
    login: true,
    content: (page) => page.locator('.chat-page'),
    check: async ({ page }) => {
      // The site settings' chat link in a frame, or (none set, as on a new installation) the
      // built-in support chat: either way, what the server said.
      await expect(page.getByTestId('chat-frame').or(page.getByTestId('support-chat'))).toBeVisible();
    },
  },
  {
    path: '/mine/system',
    login: true,
    content: (page) => page.getByTestId('logout'),
    check: async ({ page }) => {
      await expect(page.getByTestId('menu-language')).toContainText('English');
    },
  },
  {
    path: '/mine/wallet',
    login: true,
    realOnly: true,
    content: (page) => page.getByTestId('wallet-balance'),
    check: async ({ page, role }) => {
      await expect(page.getByTestId('wallet-balance')).toHaveText(balanceOf(role));
      await expect(page.getByTestId('wallet-bank-cards')).toBeVisible();
      await expect(page.getByTestId('wallet-coin-addresses')).toBeVisible();
    },
  },
  {
    path: '/mine/security',
    login: true,
    realOnly: true,
    content: (page) => page.getByTestId('security-summary'),
    check: async ({ page }) => {
      await expect(page.getByTestId('two-factor-state')).toHaveText('Two-step sign-in is off');
      await expect(page.getByTestId('session-current')).toHaveText('This device');
    },
  },
  { path: '/mine/bank-card-list', login: true, realOnly: true, ...payoutList },
  { path: '/mine/coin-address-list', login: true, realOnly: true, ...payoutList },
  {
    path: '/mine/withdraw-way?type=1',
    login: true,
    realOnly: true,
    content: (page) => page.getByTestId('way-dc-address'),
    check: async ({ page }) => {
      await expect(page.locator('[data-testid^="way-currency-"]').first()).toBeVisible();
      await expect(page.getByTestId('way-bank-name')).toHaveCount(0);
    },
  },
  {
    path: '/mine/withdraw-way?type=2',
    login: true,
    realOnly: true,
    content: (page) => page.getByTestId('way-bank-name'),
    check: async ({ page }) => {
      await expect(page.locator('[data-testid^="way-currency-"]').first()).toBeVisible();
      for (const id of ['way-bank-address', 'way-bank-swift', 'way-payee-name', 'way-payee-account']) {
        await expect(page.getByTestId(id)).toBeVisible();
      }
      await expect(page.getByTestId('way-dc-address')).toHaveCount(0);
    },
  },
  { path: '/no-such-page', settlesOn: '/', ...home },
];

/** The newest published article, as the news page lists it. */
async function newestArticle(request: APIRequestContext): Promise<Visit['article']> {
  const reply = await (await request.get('/api/news/list', { params: { category_id: 1, page: 1 }, headers: { lang: 'en' } })).json();
  expect(reply.code, reply.msg).toBe(1);
  const first = (reply.data.data as { id: number; title: string }[])[0];
  expect(first, 'a seeded article').toBeTruthy();
  return first!;
}

/** A session of `role` through the same calls the app makes (none for the visitor). */
async function sessionOf(request: APIRequestContext, role: Role): Promise<{ token: string; user: Record<string, unknown> } | null> {
  if (role === 'visitor') return null;
  if (role === 'real') return registerTrader(request);
  const reply = await (await request.post('/api/user/createAccountDemoForU', { form: { demo_id: `routes-${crypto.randomUUID()}` }, headers: { 'x-forwarded-for': nextClientAddress() } })).json();
  expect(reply.code, reply.msg).toBe(1);
  return reply.data as { token: string; user: Record<string, unknown> };
}

/** The hash route the page shows and its query, e.g. "/login" and from=… */
function hashRoute(url: string): { path: string; query: URLSearchParams } {
  const hash = new URL(url).hash.replace(/^#/, '');
  const [path = '', query = ''] = hash.split('?');
  return { path, query: new URLSearchParams(query) };
}

for (const role of ['visitor', 'demo', 'real'] as const) {
  test(`a ${role} opens every route and sees what is meant for them`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const [article, session] = await Promise.all([newestArticle(request), sessionOf(request, role)]);
    await page.addInitScript(
      ([token, user]) => {
        localStorage.setItem('lang', 'en');
        if (token && user) {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        }
      },
      [session?.token ?? '', session ? JSON.stringify(session.user) : ''] as const,
    );

    // Checked at the end of each visit; one that comes late is reported with the next visit.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 500) errors.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
    });
    const visit: Visit = { page, role, user: session?.user ?? null, article };
    const screenWidth = page.viewportSize()!.width;

    for (const [n, route] of ROUTES.entries()) {
      const path = route.path.replace('{article}', String(article.id));
      await test.step(path, async () => {
        // A changed query before the hash makes each visit a fresh load of the app, as a link
        // opened from outside would be, rather than a hash change inside the running one.
        // The assertions below wait for the page; the load event would only add time.
        await page.goto(`/?visit=${n}#${path}`, { waitUntil: 'commit' });

        if (role === 'visitor' && route.login) {
          // The guard's redirect, with `from` holding the wanted path and its query.
          await expect.poll(() => hashRoute(page.url()).path).toBe('/login');
          expect(hashRoute(page.url()).query.get('from')).toBe(route.from ?? path);
          await expect(page.getByTestId('login-submit')).toBeVisible();
          await expect(route.content(page)).toHaveCount(0);
        } else if (role === 'demo' && route.realOnly) {
          await expect(page.getByTestId('demo-forbidden')).toContainText('Please register or log in to a real account');
          expect(hashRoute(page.url()).path).toBe(path.split('?')[0]);
          await expect(route.content(page)).toHaveCount(0);
        } else {
          await expect.poll(() => hashRoute(page.url()).path).toBe(route.settlesOn ?? path.split('?')[0]);
          await expect(route.content(page)).toBeVisible();
          await expect(page.getByTestId('demo-forbidden')).toHaveCount(0);
          await route.check?.(visit);
        }

        // A phone zooms out a page wider than its screen, widening window.innerWidth with it, so
        // both widths are held to the screen's.
        const widths = await page.evaluate(() => ({ content: document.scrollingElement!.scrollWidth, window: window.innerWidth }));
        expect(widths, 'the page scrolls sideways').toEqual({ content: screenWidth, window: screenWidth });
        expect(errors).toEqual([]);
      });
    }
  });
}
