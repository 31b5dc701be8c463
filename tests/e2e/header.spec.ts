import { expect, test, type Page } from '@playwright/test';
import { DEMO_MERCHANT, openAs, signUpThroughApi, uniqueEmail } from './fixtures';

/** Each visible control of the header: inside the screen, at least 44 px each way, and none over another. */
async function expectHeaderControlsUsable(page: Page, width: number) {
  const controls = page.locator('.site-header').locator('a:visible, button:visible');
  const boxes = [];
  for (const control of await controls.all()) {
    const box = (await control.boundingBox())!;
    const name = (await control.textContent())?.trim() || (await control.getAttribute('href')) || 'control';
    boxes.push({ name, ...box });
  }
  expect(boxes.length).toBeGreaterThanOrEqual(4);
  for (const box of boxes) {
    expect({ name: box.name, ok: box.width >= 44 && box.height >= 44 }).toEqual({ name: box.name, ok: true });
    expect(box.x, box.name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, box.name).toBeLessThanOrEqual(width);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `${a.name} and ${b.name} overlap`).toBe(true);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [320, 375, 480]) {
  test.describe(`the header at ${width} px`, { tag: '@phone' }, () => {
    test.use({ viewport: { width, height: 740 } });

    test('keeps the theme switch, the cart, Sign In and Sign Up whole', async ({ page }) => {
      await page.goto('/');
      for (const name of ['Sign In', 'Sign Up'])
        await expect(page.locator('.site-header').getByRole('link', { name, exact: true })).toBeVisible();
      await expectHeaderControlsUsable(page, width);
    });

    test('keeps the cart, the view switch and the account menu whole when signed in', async ({ page, baseURL }) => {
      await openAs(page, baseURL!, DEMO_MERCHANT, '/');
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expectHeaderControlsUsable(page, width);
    });
  });
}

test.describe('the header at 320 px in Bahasa Malaysia', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 320, height: 740 } });

  test('keeps its longer Log Masuk and Daftar whole', async ({ page }) => {
    await page.goto('/ms');
    for (const name of ['Log Masuk', 'Daftar'])
      await expect(page.locator('.site-header').getByRole('link', { name, exact: true })).toBeVisible();
    await expectHeaderControlsUsable(page, 320);
  });
});

test.describe('the header without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the signed-in user from the server, opens the menu by focus, and logs out', async ({ page, baseURL }) => {
    const email = uniqueEmail('header');
    await signUpThroughApi(page.request, baseURL!, { name: 'Zainal Tanpa Skrip', email, password: 'kampung-pagi-7' });
    await page.goto('/product/veg-sawi');
    const header = page.getByRole('navigation', { name: 'Account and cart' });
    await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Sign Up', exact: true })).toBeHidden();
    const menu = header.getByRole('button', { name: 'Account menu' });
    await expect(menu.locator('[data-user-initials]')).toHaveText('ZT');
    await expect(header.getByText(email)).toBeHidden();
    // By keyboard: the avatar button, then the menu's own items.
    await menu.focus();
    await expect(header.getByText('Zainal Tanpa Skrip', { exact: true })).toBeVisible();
    await expect(header.getByText(email)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(header.getByRole('button', { name: 'Log out' })).toBeFocused();
    // A signed-in page names its user: it is for this browser only, never a shared cache.
    const response = await page.request.get('/product/veg-sawi');
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeHidden();
    expect((await page.request.get('/product/veg-sawi')).headers()['cache-control']).toBe('public, no-cache');
  });

  test("counts what the cart can check out in the badge, from the server's cart", async ({ page, baseURL }) => {
    const email = uniqueEmail('badge-no-js');
    await signUpThroughApi(page.request, baseURL!, { name: 'Badge Tanpa Skrip', email, password: 'kampung-pagi-7' });
    await page.goto('/product/veg-sawi');
    await expect(page.locator('[data-cart-count]').first()).toHaveText('0');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/');
    await expect(page.locator('[data-cart-count]').first()).toHaveText('1');
  });
});
