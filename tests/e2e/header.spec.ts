import { expect, test, type Page } from '@playwright/test';
import { DEMO_MERCHANT, openAs } from './fixtures';

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
      const apart = a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `${a.name} and ${b.name} overlap`).toBe(true);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [320, 375, 480]) {
  test.describe(`the header at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('keeps the theme switch, the cart, Sign In and Sign Up whole', async ({ page }) => {
      await page.goto('/');
      for (const name of ['Sign In', 'Sign Up']) await expect(page.locator('.site-header').getByRole('link', { name, exact: true })).toBeVisible();
      await expectHeaderControlsUsable(page, width);
    });

    test('keeps the cart, the view switch and the account menu whole when signed in', async ({ page, baseURL }) => {
      await openAs(page, baseURL!, DEMO_MERCHANT, '/');
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expectHeaderControlsUsable(page, width);
    });
  });
}
