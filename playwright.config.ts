import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4322);
/** The attack-surface tests compare the whole database before and after: they get a server of their own. */
const SECURITY_PORT = PORT + 100;
export const SECURITY_STATE_DIR = '.wrangler/e2e-security';
const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /security\//,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, channel: undefined },
    },
    {
      name: 'mobile',
      // What a phone cannot change: data at rest, session cookies, server-side tampering, and the admin's
      // review desk (an office screen) run at desktop size only.
      testIgnore: /security\/|card-data\.spec|sessions\.spec|tampering\.spec|merchant-review\.spec/,
      // The accessibility sweep's light theme at 375 px repeats what each screen's own tests check.
      grepInvert: /, light\) is accessible/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'security',
      testMatch: /security\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${SECURITY_PORT}` },
    },
  ],
  // The built worker in workerd, each server on its own fresh database; `npm run test:e2e` builds first.
  webServer: [
    { command: `node scripts/serve-test.mjs ${PORT} .wrangler/e2e`, url: `http://127.0.0.1:${PORT}/` },
    { command: `node scripts/serve-test.mjs ${SECURITY_PORT} ${SECURITY_STATE_DIR}`, url: `http://127.0.0.1:${SECURITY_PORT}/` },
  ].map((server) => ({ ...server, timeout: 120_000, reuseExistingServer: false, stdout: 'ignore' as const, stderr: 'pipe' as const })),
});
