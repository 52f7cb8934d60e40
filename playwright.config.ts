import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_COMPLIANCE, E2E_FINANCE, E2E_OWNER, E2E_SUPPORT } from './e2e/support/finance';

// One fresh data folder per run, shared with the workers through the environment, so the tests
// can read the e-mail outbox of the server they drive.
process.env.LEVERLINE_E2E_DATA ??= fs.mkdtempSync(path.join(os.tmpdir(), 'leverline-e2e-'));
const port = Number(process.env.LEVERLINE_E2E_PORT ?? 18931);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    // A browser language that is none of the 21: a first visit opens in the default (hk, §9), as
    // the journeys are written; the first-visit journey sets its own (e2e/first-visit.spec.ts).
    locale: 'nl-NL',
    hasTouch: true,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // The embedded database allows one process at a time: create the staff members, then serve.
    command: [
      ...[
        { ...E2E_FINANCE, role: 'finance' },
        { ...E2E_OWNER, role: 'owner' },
        { ...E2E_COMPLIANCE, role: 'compliance' },
        { ...E2E_SUPPORT, role: 'support' },
      ].map(
        (s) =>
          `ADMIN_PASSWORD='${s.password}' ADMIN_TOTP_SECRET='${s.totpSecret}' node apps/server/dist/cli/admin-create.js --email ${s.email} --role ${s.role}`,
      ),
      'node apps/server/dist/main.js',
    ].join(' && '),
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // Four staff members are created first, each opening the embedded database: slow on a busy machine.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.LEVERLINE_E2E_DATA,
      LOG_LEVEL: 'warn',
      // The API-registered traders each come through the loopback "proxy" with an address of their
      // own (e2e/support/trader.ts), so the per-address registration limit is not the suite's.
      TRUST_PROXY: 'loopback',
    },
  },
});
