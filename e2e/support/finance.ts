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

/** Reviews identity documents; no second factor required for this role. */
export const E2E_COMPLIANCE = {
  email: 'compliance@leverline.example',
  password: 'E2e-Compliance-Passw0rd',
  totpSecret: '',
};
