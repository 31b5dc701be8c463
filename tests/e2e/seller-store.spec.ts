import { expect, test } from '@playwright/test';
import { expectTabsFit, holdScripts, watchForErrors } from './support';

test.describe('public seller store page', () => {
  test('shows the store, its figures, policies and products', { tag: '@phone' }, async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/seller/kebun-hijau');
    await expect(page.getByRole('heading', { level: 1, name: 'Kebun Hijau Farm' })).toBeVisible();
    await expect(page.getByText('Free shipping')).toBeVisible();
    await expect(page.getByText('on orders over RM 100.00')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Store policies' }).getByText('30-day returns')).toBeVisible();
    // The demo's five products, plus any that other tests running alongside have published for this store.
    const tab = page.getByRole('tab', { name: /^Products \(\d+\)$/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const total = Number(/\d+/.exec((await tab.textContent())!)![0]);
    expect(total).toBeGreaterThanOrEqual(5);
    await expect(page.getByText(`${total} of ${total} products`)).toBeVisible();
    await expect(page.locator('[data-store-grid] article')).toHaveCount(total);
    expect(errors).toEqual([]);
  });

  test('searches, filters by price and sorts live', async ({ page }) => {
    await page.goto('/seller/kebun-hijau');
    await page.getByLabel('Search this store').fill('kangkung');
    await expect(page.getByText(/^1 of \d+ products$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kangkung (Water Spinach)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Madu Kelulut/ })).toBeHidden();
    await page.getByLabel('Search this store').fill('');
    await page.getByLabel('Price', { exact: true }).selectOption('50-100');
    await expect(page.getByText(/^1 of \d+ products$/)).toBeVisible();
    await page.getByLabel('Price', { exact: true }).selectOption('');
    await page.getByLabel('Sort by').selectOption('price-high');
    await expect(page.locator('[data-store-grid] li:not([hidden]) h3').first()).toHaveText(
      'Madu Kelulut (Stingless Bee Honey)',
    );
    await page.getByLabel('Search this store').fill('durian');
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('runs a search typed before the scripts arrived', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/seller/kebun-hijau', { waitUntil: 'commit' });
    await page.getByLabel('Search this store').fill('kangkung');
    releaseScripts();
    await expect(page.getByText(/^1 of \d+ products$/)).toBeVisible();
    await expect(page).toHaveURL(/\?q=kangkung$/);
    await expect(page.getByRole('heading', { name: /Madu Kelulut/ })).toBeHidden();
  });

  test('has About and Reviews tabs with sortable reviews', async ({ page }) => {
    await page.goto('/seller/kebun-hijau');
    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page.getByText('Kebun Hijau Farm Enterprise')).toBeVisible();
    await page.getByRole('tab', { name: 'Reviews (7)' }).click();
    const first = page.locator('[data-review-list] li').first();
    await page.getByLabel('Sort reviews').selectOption('lowest');
    await expect(first.getByRole('img')).toHaveAttribute('aria-label', '4 out of 5 stars');
    await page.getByLabel('Sort reviews').selectOption('highest');
    await expect(page.locator('[data-review-list] li').first().getByRole('img')).toHaveAttribute(
      'aria-label',
      '5 out of 5 stars',
    );
  });

  test('shows every tab whole on a 320 px phone, Reviews included', { tag: '@phone' }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/seller/kebun-hijau');
    await expectTabsFit(page, 'Store sections');
  });

  test('sends an unknown seller id to the home page', async ({ page }) => {
    await page.goto('/seller/no-such-seller');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh Local Produce & Products' })).toBeVisible();
  });
});

test.describe('seller store page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('applies the search on the server', async ({ page }) => {
    await page.goto('/seller/kebun-hijau');
    await page.getByLabel('Search this store').fill('honey');
    await page.getByRole('button', { name: 'Apply' }).first().click();
    await expect(page.getByText(/^1 of \d+ products$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /Madu Kelulut/ })).toBeVisible();
  });
});
