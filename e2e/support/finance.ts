/** The finance member the funding journey signs in as; created before the e2e server starts. */
export const E2E_FINANCE = {
  email: 'finance@leverline.example',
  password: 'E2e-Finance-Passw0rd',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
