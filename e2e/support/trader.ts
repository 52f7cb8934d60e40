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

/** How many messages of `type` (step_up, register…) the server has sent to `to` so far. */
export function sentCount(to: string, type: string): number {
  const lines = fs.existsSync(outbox()) ? fs.readFileSync(outbox(), 'utf8').trim().split('\n') : [];
  return lines.filter(Boolean).map((l) => JSON.parse(l) as { to: string; type: string }).filter((m) => m.to === to && m.type === type).length;
}

/** The code of the next message of `type` to `to`, once more than `before` of them were sent. */
export async function nextCodeFor(to: string, type: string, before: number): Promise<string> {
  await expect.poll(() => sentCount(to, type)).toBeGreaterThan(before);
  const lines = fs.readFileSync(outbox(), 'utf8').trim().split('\n');
  const messages = lines.filter(Boolean).map((l) => JSON.parse(l) as { to: string; type: string; code: string | null });
  return messages.filter((m) => m.to === to && m.type === type).pop()!.code!;
}

/** When a step-up code was last asked for, by address. */
const lastCodeAt = new Map<string, number>();

/**
 * Confirms the app's step-up sheet as the trader does without two-factor authentication: asks
 * for the code, reads it from the mail the server sent to the account's own address, types it.
 */
export async function confirmByEmailCode(page: Page, email: string): Promise<void> {
  await expect(page.getByTestId('step-up-sheet')).toBeVisible();
  // One code a minute per address: a second confirmation soon after the first waits its turn.
  const wait = (lastCodeAt.get(email) ?? 0) + 61_000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  const before = sentCount(email, 'step_up');
  await page.getByTestId('send-code').click();
  lastCodeAt.set(email, Date.now());
  const code = await nextCodeFor(email, 'step_up', before);
  await page.locator('input[data-testid="step-up-code"]').fill(code);
  await page.getByTestId('step-up-confirm').click();
}

/** Registers a real trader through the API (the e-mail code flow); returns their session. */
let clients = 0;
/** A documentation-range address (RFC 5737) not used before in this run. */
export function nextClientAddress(): string {
  clients++;
  return `198.51.${100 + Math.floor(clients / 250)}.${1 + (clients % 250)}`;
}

export async function registerTrader(
  request: APIRequestContext,
  extra: Record<string, string> = {},
): Promise<{ token: string; user: Record<string, unknown> }> {
  const email = `trader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Leverline2026';
  // Each trader registers from an address of their own, as real ones do: the server trusts the
  // loopback proxy's X-Forwarded-For here (playwright.config.ts), and its per-address limits hold.
  const headers = { 'x-forwarded-for': nextClientAddress() };
  expect((await (await request.post('/api/notify/send_email', { form: { to: email, type: 1 }, headers })).json()).code).toBe(1);
  // The trader accepts the terms in force, as the registration form has them do, once a version is published.
  const terms = (await (await request.get('/api/compliance/terms')).json()).data as { version: number } | null;
  const accepted: Record<string, string> = terms ? { terms_version: String(terms.version) } : {};
  const registered = await (
    await request.post('/api/user/register', {
      // Resident in Germany, as the registration form has every trader name a country.
      form: { type: 'email', account: email, password, re_password: password, sms_code: await codeFor(email), residence: 'DE', ...accepted, ...extra },
      headers,
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

/** Chooses the country of residence on the registration form: searched by its name, picked by its code. */
export async function chooseResidence(page: Page, name: string, code: string): Promise<void> {
  await page.getByTestId('residence-picker').click();
  await page.locator('.country-popup input').fill(name);
  await page.getByTestId(`residence-${code}`).click();
  await expect(page.locator('.country-popup')).toBeHidden();
}
