/** Traders of the browser journeys: registered through the real API, opened logged in. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const outbox = () => path.join(process.env.LEVERLINE_E2E_DATA!, 'outbox.jsonl');

/** The latest code the server sent to `to` (its mailer writes to the outbox in e2e runs). */
export async function codeFor(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = fs.existsSync(outbox()) ? fs.readFileSync(outbox(), 'utf8').trim().split('\n') : [];
      code = lines.filter(Boolean).map((l) => JSON.parse(l) as { to: string; code: string | null }).filter((m) => m.to === to && m.code).pop()?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Registers a real trader through the API (the e-mail code flow); returns their session. */
export async function registerTrader(
  request: APIRequestContext,
  extra: Record<string, string> = {},
): Promise<{ token: string; user: Record<string, unknown> }> {
  const email = `trader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Leverline2026';
  expect((await (await request.post('/api/notify/send_email', { form: { to: email, type: 1 } })).json()).code).toBe(1);
  const registered = await (
    await request.post('/api/user/register', {
      form: { type: 'email', account: email, password, re_password: password, sms_code: await codeFor(email), ...extra },
    })
  ).json();
  expect(registered.code, registered.msg).toBe(1);
  return registered.data as { token: string; user: Record<string, unknown> };
}

/** Registers a real trader through the API and opens the app logged in as them, in English. */
export async function realTraderPage(page: Page, request: APIRequestContext): Promise<{ token: string; user: Record<string, unknown> }> {
  const { token, user } = await registerTrader(request);
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      localStorage.setItem('lang', 'en');
    },
    [token, JSON.stringify(user)] as const,
  );
  return { token, user };
}

/**
 * Opens an instrument from the home screen's list, once no toast (a login's, say) covers the
 * screen: a click that lands on the toast is tried again at other scroll positions, one of which
 * leaves the row behind the tab bar.
 */
export async function openQuote(page: Page, code: string): Promise<void> {
  await expect(page.locator('.adm-toast-mask')).toBeHidden();
  await page.getByTestId(`row-${code}`).click();
}
