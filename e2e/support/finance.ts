import { expect, type APIRequestContext } from '@playwright/test';
import * as OTPAuth from 'otpauth';

/**
 * Staff members the browser journeys sign in as; created before the e2e server starts
 * (playwright.config.ts). Owner and finance sign in with TOTP from these fixed secrets.
 */
export const E2E_FINANCE = {
  email: 'finance@leverline.example',
  password: 'E2e-Finance-Passw0rd',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

export const E2E_OWNER = {
  email: 'owner@leverline.example',
  password: 'E2e-Owner-Passw0rd',
  totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
};

/** Answers the built-in support chat; no second factor required for this role. */
export const E2E_SUPPORT = {
  email: 'support@leverline.example',
  password: 'E2e-Support-Passw0rd',
  totpSecret: '',
};

/** Reviews identity documents; no second factor required for this role. */
export const E2E_COMPLIANCE = {
  email: 'compliance@leverline.example',
  password: 'E2e-Compliance-Passw0rd',
  totpSecret: '',
};

/**
 * Signs a staff member in through the staff API, with the current TOTP code when they have one.
 * A code signs in once, so when another journey used this step's code, it waits for the next.
 */
export async function staffToken(request: APIRequestContext, member: { email: string; password: string; totpSecret: string }): Promise<string> {
  const totp = member.totpSecret ? new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(member.totpSecret), digits: 6, period: 30 }) : null;
  for (let attempt = 0; ; attempt++) {
    const reply = await (await request.post('/admin/api/login', { data: { email: member.email, password: member.password, otp: totp?.generate() ?? '' } })).json();
    if (reply.code === 1) return reply.data.token as string;
    // The code was already used this step: refused like any wrong code (login_failed, 1017).
    expect(reply.code === 1017 && attempt === 0, reply.msg).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
  }
}
