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
  // On CI one retry, reported as flaky in the list: a test that fails twice still fails the run, and one that
  // passes only on its retry is named there to be mended.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recorded only for a retry (CI retries once): recording every test costs the 2-core machine about a tenth of
    // the suite's time. A local failure is run again with `--trace=on` to see it.
    trace: 'on-first-retry',
    // The shop registers a service worker (public/sw.js); only tests/e2e/offline.spec.ts allows it, so no other
    // spec is slowed by its install or reads a page from its cache.
    serviceWorkers: 'block',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    // First: the attack-surface file is one serial run of about two minutes on a worker of its own; begun
    // first, it runs beside the others instead of alone at the end while the second worker waits.
    {
      name: 'security',
      testMatch: /security\/.*\.spec\.ts/,
      // No retry: the serial file would run again on the database its first attempt changed, and fail there.
      retries: 0,
      use: { baseURL: `http://127.0.0.1:${SECURITY_PORT}` },
    },
    {
      name: 'desktop',
      testIgnore: /security\//,
      // The accessibility sweep's dark theme runs at 375 px (below): contrast depends on the theme, layout on
      // the width, so each screen is swept once in each.
      grepInvert: [/, dark\) is accessible/, /fits a 320 px phone/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, channel: undefined },
    },
    {
      name: 'mobile',
      // At 375 px with touch: every screen in the accessibility sweep's dark theme (axe, no script error, nothing
      // wider than the screen), and the tests tagged @phone, whose outcome depends on the width or on touch: the
      // header, the cards, lines and tabs that must fit, a buyer's checkout. Flows that behave the same at any
      // width (filters, sorting, stock, sign-in, data at rest, tampering) run at desktop size only.
      testIgnore: /security\//,
      grep: [/@phone/, /, dark\) is accessible/],
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  // The built worker in workerd, each server on its own fresh database; `npm run test:e2e` builds first.
  webServer: [
    { command: `node scripts/serve-test.mjs ${PORT} .wrangler/e2e`, url: `http://127.0.0.1:${PORT}/` },
    {
      command: `node scripts/serve-test.mjs ${SECURITY_PORT} ${SECURITY_STATE_DIR}`,
      url: `http://127.0.0.1:${SECURITY_PORT}/`,
    },
  ].map((server) => ({
    ...server,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
