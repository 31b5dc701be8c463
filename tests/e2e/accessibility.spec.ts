/**
 * Every screen of the shop, as the person it is for, in the light and the dark theme: axe finds no serious or
 * critical violation, no script error or CSP refusal happens, and nothing is wider than the screen. The list of
 * screens is checked against src/pages, so that a new screen cannot be left out. Each screen is swept in the
 * light theme at 1280 px and in the dark theme at 375 px (see playwright.config.ts): contrast depends on the
 * theme, layout on the width.
 */
import { type BrowserContext, expect, type Page, request, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_BUYER, DEMO_MERCHANT, signIn, type Account } from './fixtures';
import { expectAccessible, waitForIslands, watchForErrors } from './support';
import { discoverRoutes } from './security/surface';
import { localisedPath } from '../../src/i18n/languages';

type Who = 'visitor' | 'buyer' | 'merchant' | 'admin';
const ACCOUNTS: Record<Exclude<Who, 'visitor'>, Account> = {
  buyer: DEMO_BUYER,
  merchant: DEMO_MERCHANT,
  admin: DEMO_ADMIN,
};

/** Each route pattern: the address of a real screen and who looks at it; null for what is not a screen. */
const SCREENS: Record<string, { path: string; who: Who } | null> = {
  '/': { path: '/', who: 'visitor' },
  '/product/[id]': { path: '/product/veg-cili', who: 'visitor' },
  '/seller/[sellerId]': { path: '/seller/kebun-hijau', who: 'visitor' },
  '/auth': { path: '/auth', who: 'visitor' },
  '/login': { path: '/login', who: 'visitor' },
  '/signup': { path: '/signup', who: 'visitor' },
  '/forgot-password': { path: '/forgot-password', who: 'visitor' },
  // Their answers once done; the forms of a link that works, and of one that no longer does, are checked by
  // tests/e2e/account-access.spec.ts, which reads the links from the emails.
  '/reset-password': { path: '/reset-password?done=1', who: 'visitor' },
  '/verify-email': { path: '/verify-email?done=1', who: 'visitor' },
  '/track-order': { path: '/track-order', who: 'visitor' },
  '/offline': { path: '/offline', who: 'visitor' },
  // The delivered order: its screen also holds the forms that rate its items.
  '/orders/[orderId]/track': { path: '/orders/ORD-2024-001234567/track', who: 'buyer' },
  '/cart': { path: '/cart', who: 'buyer' },
  '/wishlist': { path: '/wishlist', who: 'buyer' },
  '/checkout': { path: '/checkout', who: 'buyer' },
  '/profile': { path: '/profile', who: 'buyer' },
  '/merchant-signup': { path: '/merchant-signup', who: 'buyer' },
  '/admin/applications': { path: '/admin/applications', who: 'admin' },
  '/admin/payouts': { path: '/admin/payouts?merchant=kebun-hijau', who: 'admin' },
  '/admin/second-factors': { path: '/admin/second-factors', who: 'admin' },
  '/login/second-step': { path: '/login/second-step', who: 'visitor' },
  '/profile/second-factor': { path: '/profile/second-factor', who: 'buyer' },
  '/profile/delete-account': { path: '/profile/delete-account', who: 'buyer' },
  '/seller-dashboard': { path: '/seller-dashboard', who: 'merchant' },
  '/seller/manage-products': { path: '/seller/manage-products', who: 'merchant' },
  '/seller/products/new': { path: '/seller/products/new', who: 'merchant' },
  '/seller/products/[id]': { path: '/seller/products/veg-kangkung', who: 'merchant' },
  '/seller/products/[id]/edit': { path: '/seller/products/veg-kangkung/edit', who: 'merchant' },
  '/seller/bulk-upload': { path: '/seller/bulk-upload', who: 'merchant' },
  '/seller/orders': { path: '/seller/orders', who: 'merchant' },
  '/seller/orders/[orderId]': { path: '/seller/orders/ORD-002', who: 'merchant' },
  '/seller/orders/[orderId]/print': { path: '/seller/orders/ORD-002/print', who: 'merchant' },
  '/seller/store-settings': { path: '/seller/store-settings', who: 'merchant' },
  '/seller/analytics': { path: '/seller/analytics', who: 'merchant' },
  '/seller/reviews': { path: '/seller/reviews', who: 'merchant' },
  '/seller/payouts': { path: '/seller/payouts', who: 'merchant' },
  // Not screens: JSON, files (robots.txt, the sitemap's XML), images, and the language and picture switches' form targets (each answers a post
  // with a redirect).
  '/language': null,
  '/pictures': null,
  '/api/me': null,
  '/api/products': null,
  '/api/suggest': null,
  '/robots.txt': null,
  '/sitemap.xml': null,
  '/sitemaps/[file]': null,
  '/media/[...key]': null,
  '/admin/documents/[id]': null,
  '/profile/data.json': null,
  '/seller/orders/export.csv': null,
  '/seller/manage-products/export.csv': null,
  '/seller/analytics.csv': null,
  '/seller/payouts.csv': null,
  '/seller-dashboard/export.csv': null,
  '/seller-dashboard/panel': null,
  '/api/payments/webhook': null,
  // A session of its own is needed: tests/e2e/payments.spec.ts sweeps the sandbox's page open, with axe.
  '/payments/sandbox/[session]': null,
};

/**
 * How far the page reaches past the screen's width, in CSS pixels, and the first elements that do. The screen is
 * the layout viewport (`clientWidth`): a phone browser widens `innerWidth` to fit a page that overflows, so that
 * measure would find nothing.
 */
async function overflowOf(page: Page): Promise<{ overflow: number; wide: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const reachesPast = (element: Element) => element.getBoundingClientRect().right > width + 1;
    // The innermost: an element that reaches past the screen while none of its children does.
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => reachesPast(element) && element.checkVisibility())
      .filter((element) => ![...element.children].some(reachesPast))
      .slice(0, 5)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.className}">${element.textContent?.trim().slice(0, 40)}`,
      );
    return { overflow: document.documentElement.scrollWidth - width, wide };
  });
}

/** Each account signed in once per worker: its session cookies, given to the page of every screen it looks at. */
const cookies = {} as Record<Exclude<Who, 'visitor'>, Parameters<BrowserContext['addCookies']>[0]>;
test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  for (const [who, account] of Object.entries(ACCOUNTS) as [Exclude<Who, 'visitor'>, Account][]) {
    const context = await request.newContext({ baseURL });
    await signIn(context, baseURL, account);
    cookies[who] = (await context.storageState()).cookies;
    await context.dispose();
  }
});

test('every route of src/pages is listed here', () => {
  expect(discoverRoutes().filter((route) => !(route in SCREENS))).toEqual([]);
});

for (const [pattern, screen] of Object.entries(SCREENS)) {
  if (!screen) continue;
  for (const theme of ['light', 'dark'] as const) {
    test(`${pattern} (${screen.who}, ${theme}) is accessible, error-free and fits the screen`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      const errors = watchForErrors(page);
      if (screen.who !== 'visitor') await page.context().addCookies(cookies[screen.who]);
      const response = await page.goto(screen.path);
      expect(response?.status(), `${screen.path} as ${screen.who}`).toBe(200);
      await waitForIslands(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectAccessible(page);
      const { overflow, wide } = await overflowOf(page);
      expect(overflow, `${screen.path} is wider than the screen: ${wide.join(' | ')}`).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  }
}

// Bahasa Malaysia's words are longer than English's: each screen in it, on the narrowest phone the shop is made
// for, is still no wider than the screen (run by the mobile project only, see playwright.config.ts).
for (const [pattern, screen] of Object.entries(SCREENS)) {
  if (!screen) continue;
  test(`${pattern} in Bahasa Malaysia fits a 320 px phone @phone`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const errors = watchForErrors(page);
    if (screen.who !== 'visitor') await page.context().addCookies(cookies[screen.who]);
    const path = localisedPath(screen.path, 'ms');
    const response = await page.goto(path);
    expect(response?.status(), `${path} as ${screen.who}`).toBe(200);
    await waitForIslands(page);
    const { overflow, wide } = await overflowOf(page);
    expect(overflow, `${path} is wider than the screen: ${wide.join(' | ')}`).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}
