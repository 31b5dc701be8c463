import { expect, test, type Page } from '@playwright/test';
import { becomeMerchant, DEMO_BUYER, publishDrawnPicture, signIn } from './fixtures';
import { signUpShopper, waitForIslands } from './support';

// The one spec that lets the shop's service worker (public/sw.js) run: every other spec blocks it
// (playwright.config.ts). In Chromium, Playwright sees and routes the worker's own fetches, and
// context.setOffline takes the network away from the worker as from the page.
test.use({ serviceWorkers: 'allow' });

test('pages opened before are read offline, the cart made offline reaches the account, checkout waits', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const shopper = await signUpShopper(page, baseURL!, 'Aminah Offline', 'offline');
  // The worker is installed after the first load, and tells the pages it controls who is signed in.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await page.goto('/product/veg-sawi');
  const product = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await waitForIslands(page);
  await page.goto('/seller/kebun-hijau');
  const store = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

  await context.setOffline(true);
  for (const [path, heading] of [
    ['/seller/kebun-hijau', store],
    ['/product/veg-sawi', product],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('status').filter({ hasText: "You're offline. This page was saved on" })).toBeVisible();
  }

  // Added offline: kept on this device, sent when the connection returns.
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Saved on this device')).toBeVisible();

  // A page never opened: the offline page, with the saved pages listed.
  await page.goto('/product/fish-sotong');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: product, exact: true })).toHaveAttribute('href', '/product/veg-sawi');
  await expect(page.getByRole('link', { name: store, exact: true })).toHaveAttribute('href', '/seller/kebun-hijau');

  // Screens the worker never keeps show the offline page too, not the browser's error.
  for (const path of ['/profile', '/checkout', '/seller-dashboard', '/ms/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: /You're offline|Anda di luar talian/ })).toBeVisible();
  }

  await context.setOffline(false);
  await page.goto('/product/veg-sawi');
  await expect.poll(() => queuedChanges(page, shopper.id)).toBe(0);

  // The same buyer on another browser (the session cookie only, none of this browser's storage).
  const other = await browser.newContext({
    storageState: { cookies: (await context.storageState()).cookies, origins: [] },
    serviceWorkers: 'block',
  });
  const laptop = await other.newPage();
  await laptop.goto('/cart');
  await expect(laptop.getByRole('heading', { name: product, exact: true })).toBeVisible();
  await other.close();

  // Checkout needs a connection: it says so and keeps what was typed.
  await page.goto('/checkout');
  await waitForIslands(page);
  await page.getByLabel('Address *').fill('12, Jalan Merdeka');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page.getByText('Checkout needs an internet connection.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Address *')).toHaveValue('12, Jalan Merdeka');
  await context.setOffline(false);
});

test('offline, the cart keeps what is saved and queued, with the prices last seen, and checks them when back', {
  tag: '@phone',
}, async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  const shopper = await signUpShopper(page, baseURL!, 'Nurul Offline', 'offline-cart');
  await underTheWorker(page);
  const card = (name: RegExp) => page.locator('article', { has: page.getByRole('heading', { name }) });

  // Online: one line in the cart, and the listing and the cart opened once (both kept on this device).
  await page.goto('/?category=vegetables');
  await card(/Kangkung/)
    .getByRole('button', { name: /Add to Cart/ })
    .click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  // Sent and answered before the cart is opened: the page would otherwise render the server's copy without it.
  await expect.poll(() => queuedChanges(page, shopper.id)).toBe(0);
  await page.goto('/cart');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Kangkung (Water Spinach)' })).toBeVisible();
  await page.goto('/?category=seafood');
  await waitForIslands(page);

  // Offline: a product whose page was never opened, added from its card.
  await context.setOffline(true);
  await card(/Tiger Prawns/)
    .getByRole('button', { name: /Add to Cart/ })
    .click();
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await page.goto('/cart');
  await waitForIslands(page);
  await expect(page.getByRole('status').filter({ hasText: 'These are the prices and stock last seen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kangkung (Water Spinach)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Udang Harimau (Tiger Prawns)' })).toBeVisible();
  await expect(page.getByText('RM 48.00 each')).toBeVisible();
  await expect(page.getByText("We couldn't load today's prices")).toHaveCount(0);
  await expect(page.locator('[data-cart-count]').first()).toHaveText('2');

  // Back online: today's facts replace the last seen, and the note goes.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'These are the prices and stock last seen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nelayan Labuan Seafood' })).toBeVisible();
});

/** How many cart and wishlist changes this browser holds for the user, not yet answered by the server. */
function queuedChanges(page: Page, userId: string): Promise<number> {
  return page.evaluate(
    (id) => JSON.parse(localStorage.getItem(`shoppingOutbox:${id}`) ?? '{"changes":[]}').changes.length as number,
    userId,
  );
}

/** Waits until the shop's service worker controls the page (it is installed after the first load). */
async function underTheWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test("the worker's store of files keeps at most 150, the oldest dropped first", async ({ page }) => {
  await page.goto('/');
  await underTheWorker(page);
  // An older build's files, left in the store, then one file fetched now through the worker.
  await page.evaluate(async () => {
    const assets = await caches.open('lm-assets-v1');
    for (let i = 0; i < 160; i++) await assets.put(`/_astro/old-build-${i}.js`, new Response('old'));
  });
  const fetched = await page.evaluate(async () => (await fetch('/icons/app-icon-512.png')).status);
  expect(fetched).toBe(200);
  const kept = () =>
    page.evaluate(async () => (await (await caches.open('lm-assets-v1')).keys()).map((r) => new URL(r.url).pathname));
  // The worker drops the oldest once the new file is in.
  await expect.poll(async () => (await kept()).length).toBe(150);
  const files = await kept();
  // At least the eleven oldest are gone; the newest stay.
  expect(files).not.toContain('/_astro/old-build-0.js');
  expect(files).not.toContain('/_astro/old-build-10.js');
  expect(files).toContain('/_astro/old-build-159.js');
  expect(files).toContain('/icons/app-icon-512.png');
});

test('signing out clears the private pages the worker kept: the next person cannot open them offline', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signIn(page.request, baseURL!, DEMO_BUYER);
  await page.goto('/');
  const me = await (await page.request.get('/api/me')).json();
  await page.evaluate((user) => localStorage.setItem('session', JSON.stringify(user)), me.user);
  await underTheWorker(page);
  const tracking = '/orders/ORD-2024-001234567/track';
  for (const path of ['/cart', '/wishlist', tracking]) await page.goto(path);

  // Kept for the buyer: each opens offline.
  await context.setOffline(true);
  for (const path of ['/cart', '/wishlist', tracking]) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: "You're offline. This page was saved on" })).toBeVisible();
  }
  await context.setOffline(false);

  await page.goto('/');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('lm-private-'))))
    .toEqual([]);

  await context.setOffline(true);
  for (const path of ['/cart', '/wishlist', tracking]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ORD-2024-001234567' })).toHaveCount(0);
  }
  await context.setOffline(false);
});

test('the pictures of a page read before are kept, and shown offline; the worker keeps at most 120', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await becomeMerchant(page, baseURL!, 'Offline Picture Store');
  const name = `Ketam Offline ${Date.now()}`;
  await publishDrawnPicture(page, baseURL!, name);
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  await underTheWorker(page);
  await page.getByRole('link', { name }).first().click();
  const picture = page.getByRole('img', { name, exact: true });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const source = new URL(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
  expect(source).toMatch(/^\/media\/pictures\//);
  const kept = () =>
    page.evaluate(async () => (await (await caches.open('lm-pictures-v1')).keys()).map((r) => new URL(r.url).pathname));
  await expect.poll(kept).toContain(source);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: "You're offline. This page was saved on" })).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await context.setOffline(false);

  // Older pictures beyond the cap go first.
  await page.evaluate(async () => {
    const pictures = await caches.open('lm-pictures-v1');
    for (let i = 0; i < 130; i++) await pictures.put(`/media/pictures/old-${i}.webp`, new Response('old'));
  });
  const largest = source.replace(/\/\d+\.webp$/, '/800.webp');
  expect(await page.evaluate(async (url) => (await fetch(url)).status, largest)).toBe(200);
  await expect.poll(async () => (await kept()).length).toBe(120);
  const files = await kept();
  expect(files).not.toContain('/media/pictures/old-0.webp');
  expect(files).toContain(largest);
});
