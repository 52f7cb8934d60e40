import { expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';

/**
 * Signs a staff member in at /admin/ in the browser, with the authenticator code when they have
 * one. A code signs in once: when another journey used this step's code, it waits for the next.
 */
export async function signInConsole(page: Page, member: { email: string; password: string; totpSecret: string }): Promise<void> {
  const totp = member.totpSecret ? new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(member.totpSecret), digits: 6, period: 30 }) : null;
  await page.goto('/admin/');
  await expect(page).toHaveURL(/#\/signin/);
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByTestId('signin-email').fill(member.email);
    await page.getByTestId('signin-password').fill(member.password);
    if (totp) await page.getByTestId('signin-otp').fill(totp.generate());
    await page.getByTestId('signin-submit').click();
    const signedIn = await page
      .getByTestId('staff-email')
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (signedIn) return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200);
  }
  await expect(page.getByTestId('staff-email')).toHaveText(member.email);
}
