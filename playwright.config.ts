import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * End-to-end tests against the real server on the built PWA (`npm run build` first; the test
 * script does it). Each run gets a fresh data folder, so the demo fleet is seeded anew.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// Workers load this file again; the environment carries the first choice to them.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fleet-portal-e2e-'));

const tsx = 'node node_modules/tsx/dist/cli.mjs';

// Chromium comes from Debian; Playwright's own download is never used. The suite runs in
// Chromium's headless shell (Debian's chromium-headless-shell): the full browser's headless mode
// took about 1.5 times as long on a 2-core machine, most of it in its browser and renderer
// processes. The tests of what only the full browser has (Background Sync, installability) say
// so with the @full-chromium tag and run in it.
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : FULL_CHROMIUM);
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const FULL_CHROMIUM_ONLY = /@full-chromium/;
// The portal mails through a real SMTP server the global setup starts (tests/e2e/support/mail.ts).
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 20_000);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/mail-sink-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    locale: 'en-US',
    // The trace keeps each action and its network, not the page's screenshots and DOM snapshots:
    // recording those on every action made the suite take about 1.7 times as long on a 2-core
    // machine. A failure keeps its trace and a screenshot of the page as it failed.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // A worker's install downloads the app's files (about 200), in every new context; most
    // specs read report screens, which need none of it, so the worker is opt-in: the specs of the
    // field app, offline and the PWA say test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'headless-shell', grepInvert: FULL_CHROMIUM_ONLY, use: { launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS } } },
    { name: 'chromium', grep: FULL_CHROMIUM_ONLY, use: { launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } } },
  ],
  webServer: {
    command: `${tsx} server/main.ts`,
    url: `${BASE_URL}/api/v2/authorization/start`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_SCALE: '0.05',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_RETRY_POLL_SECONDS: '2',
      // Every test signs in from the same address: at the default 30 a minute, a fast run of the
      // suite met 429 in the second half. The limit itself is tested against the server
      // (tests/integration/membership.test.ts, authorization.test.ts).
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    },
  },
});
