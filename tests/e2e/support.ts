import type { ChildProcess } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route } from '@playwright/test';

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/**
 * An address of its own (from the documentation range), sent as CF-Connecting-IP. Failed sign-ins are throttled
 * per address, and every test signs in from 127.0.0.1: a test that fails sign-ins on purpose uses its own
 * address so that it does not use up the budget of all the others.
 */
export function ownAddress(): string {
  const part = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${part()}::${part()}`;
}

/** Collects script errors and CSP refusals, which must not happen on any page. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 404/.test(message.text())
    ) {
      errors.push(message.text());
    }
  });
  return errors;
}

/**
 * Holds back every script until the returned function is called, as a slow phone's connection does, so that a
 * person types before islands start: the test lets them through once it has typed, without a fixed wait.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** True while an island on the page has not started. */
export const islandsPending = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('astro-island[ssr]').length > 0);

/** Waits until every island on the page has hydrated, so that a click reaches React. */
export async function waitForIslands(page: Page): Promise<void> {
  // An island hydrated only when seen (client:visible, e.g. a chart in a closed tab) is waited for by its own test.
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]:not([client="visible"])').length === 0);
}

export interface Shopper {
  id: string;
  name: string;
  email: string;
}

/** A new account of its own for a test, signed in for the page's requests and in the browser's store. */
export async function signUpShopper(page: Page, baseURL: string, name: string, emailPrefix: string): Promise<Shopper> {
  const email = `${emailPrefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'kampung-pagi-7';
  const response = await page.request.post('/_actions/auth.signUp', {
    headers: { Origin: new URL(baseURL).origin },
    data: { name, email, password, confirmPassword: password, acceptTerms: true },
  });
  expect(response.status()).toBe(200);
  await page.goto('/');
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user?.email).toBe(email);
  await page.evaluate((user) => localStorage.setItem('session', JSON.stringify(user)), me.user);
  return me.user as Shopper;
}

/** Every tab of the named tab list shows whole on the screen: none scrolls out of sight past the edge. */
export async function expectTabsFit(page: Page, name: string): Promise<void> {
  const list = page.getByRole('tablist', { name });
  await expect(list).toBeVisible();
  const { scrollWidth, clientWidth } = await list.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const width = page.viewportSize()!.width;
  for (const tab of await list.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
}

/**
 * Puts a cart or wishlist in this browser's copy for the user, as a device kept it before its first sync with
 * the server: the next page merges it into the server's (capped at the stock, the buyer told). Written on a
 * page of the site whose scripts are held back, so that no sync in flight overwrites it.
 */
export async function keepInBrowser(
  page: Page,
  userId: string,
  store: 'cart' | 'wishlist',
  items: unknown[],
): Promise<void> {
  const noScripts = (route: Route) => route.fulfill({ contentType: 'text/javascript', body: '' });
  await page.route('**/*.js', noScripts);
  await page.goto('/track-order');
  await page.evaluate(
    ([key, value, outbox]) => {
      localStorage.setItem(key, value);
      localStorage.removeItem(outbox);
    },
    [`${store}:${userId}`, JSON.stringify(items), `shoppingOutbox:${userId}`] as const,
  );
  await page.unroute('**/*.js', noScripts);
}

/** Fills checkout's delivery fields (Labuan) and chooses how to pay (FPX unless told), ready for Complete Order. */
export async function fillCheckoutDetails(page: Page, method = 'FPX Online Banking'): Promise<void> {
  await page.getByLabel('Phone *').fill('+60 12-555 0101');
  await page.getByLabel('Address *').fill('12, Jalan Merdeka');
  await page.getByLabel('City').fill('Labuan');
  await page.getByLabel('Postal Code').fill('87000');
  await page.getByRole('radio', { name: method }).check();
}

/**
 * On the sandbox's hosted payment page (where checkout sends the buyer when no provider key is set): chooses how
 * the payment ends, and follows the buyer back to the order's tracking page. Answers the order's id.
 */
export async function payInSandbox(
  page: Page,
  choice: 'Pay' | 'Fail the payment' | 'Go back without paying' = 'Pay',
): Promise<string> {
  await expect(page).toHaveURL(/\/payments\/sandbox\/cs_sandbox_[a-f0-9]{32}$/, { timeout: 15_000 });
  await page.getByRole('button', { name: choice, exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/ORD-2024-\d{9}\/track\?payment=(return|cancelled)$/);
  return /\/orders\/([^/]+)\/track/.exec(page.url())![1]!;
}

/** Stops a test's own server and everything it started (npx, astro preview, workerd): the whole process group. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
