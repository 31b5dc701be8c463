/**
 * Finding their way: a merchant reaches Customer Reviews from the seller navigation, with how many reviews await a
 * reply.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MERCHANT, signIn } from './fixtures';

/** The number the Customer Reviews page gives after "·" ("· 3 awaiting your reply"), or 0 when none await. */
async function awaitingOnReviewsPage(page: Page, path: string, words: RegExp): Promise<number> {
  await page.goto(path);
  const summary = (await page.locator('.summary').textContent()) ?? '';
  const match = words.exec(summary);
  return match ? Number(match[1]) : 0;
}

test.describe('Customer Reviews in the seller navigation', () => {
  test('is a shortcut on the dashboard and every seller screen, with the reviews awaiting a reply', async ({
    page,
    baseURL,
  }) => {
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
    const awaiting = await awaitingOnReviewsPage(page, '/seller/reviews', /(\d+) awaiting your reply/);
    expect(awaiting).toBeGreaterThan(0);
    const name = new RegExp(`^Customer Reviews \\(${awaiting} awaiting your reply\\)`);

    for (const path of ['/seller-dashboard', '/seller/orders', '/seller/manage-products', '/seller/store-settings']) {
      await page.goto(path);
      const shortcut = page.getByRole('navigation', { name: 'Quick Actions' }).getByRole('link', { name });
      await expect(shortcut, path).toBeVisible();
      await expect(shortcut, path).toHaveAttribute('href', '/seller/reviews');
    }
    await page.getByRole('navigation', { name: 'Quick Actions' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/seller\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Reviews' })).toBeVisible();
    // On its own page the shortcut is the current one, not a link.
    const current = page.getByRole('navigation', { name: 'Quick Actions' }).locator('[aria-current="page"]');
    await expect(current).toContainText('Customer Reviews');
  });

  test('says it in Bahasa Malaysia', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
    const awaiting = await awaitingOnReviewsPage(page, '/ms/seller/reviews', /(\d+) menunggu balasan anda/);
    await page.goto('/ms/seller/orders');
    const shortcut = page
      .getByRole('navigation', { name: 'Tindakan Pantas' })
      .getByRole('link', { name: new RegExp(`^Ulasan Pelanggan \\(${awaiting} menunggu balasan anda\\)`) });
    await expect(shortcut).toHaveAttribute('href', '/ms/seller/reviews');
  });
});
