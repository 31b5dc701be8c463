import { expect, test } from '@playwright/test';
import { holdScripts, watchForErrors } from './support';

test.describe('product listing', () => {
  test('shows the shared layout, the hero and every product', { tag: '@phone' }, async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/');
    await expect(page.getByText('Local Farm & Products Market').first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh Local Produce & Products' })).toBeVisible();
    const header = page.getByRole('navigation', { name: 'Account and cart' });
    await expect(header.getByRole('link', { name: /Cart/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByPlaceholder('Search farm produce, local products or sellers...')).toBeVisible();
    // The demo's 16 products, plus any that other tests running alongside have published.
    const heading = page.getByRole('heading', { name: /^\d+ Products? Found$/ });
    const total = Number((await heading.textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(16);
    await expect(page.locator('article.product-card')).toHaveCount(Math.min(total, 24));
    for (const column of ['For Buyers', 'For Merchants', 'Support']) {
      await expect(page.getByRole('heading', { name: column })).toBeVisible();
    }
    await expect(page.getByText('© 2025 Labuan Market')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('shows each card with its badge, merchant, weight, stock and price', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Kangkung (Water Spinach)' }) });
    await expect(card.getByText('In Stock')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Kebun Hijau Farm' })).toHaveAttribute('href', '/seller/kebun-hijau');
    await expect(card.getByText('0.5 kg')).toBeVisible();
    await expect(card.getByText('48 units')).toBeVisible();
    await expect(card.getByText('RM 3.50')).toBeVisible();
    await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/product/veg-kangkung');

    const crab = page.locator('article', { has: page.getByRole('heading', { name: 'Ketam Nipah (Mud Crab)' }) });
    await expect(crab.getByText('Out of Stock')).toBeVisible();
    await expect(crab.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    const beef = page.locator('article', { has: page.getByRole('heading', { name: /Daging Lembu/ }) });
    await expect(beef.getByText('Low Stock')).toBeVisible();
  });

  test('searches as you type and keeps the search in the address', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder('Search farm produce, local products or sellers...').fill('harimau');
    await expect(page.getByRole('heading', { name: '1 Product Found' })).toBeVisible();
    await expect(page).toHaveURL(/\?q=harimau$/);
    await expect(page.getByRole('heading', { name: 'Udang Harimau (Tiger Prawns)' })).toBeVisible();
  });

  test('keeps a search under /ms in Bahasa Malaysia, and runs no search for an address the server corrected', async ({
    page,
  }) => {
    await page.goto('/ms?category=seafood&sort=no-such-sort');
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(/\/ms\?category=seafood&sort=no-such-sort$/);
    await page.getByLabel('Cari produk').fill('udang');
    await expect(page).toHaveURL(/\/ms\?q=udang&category=seafood$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY');
  });

  test('runs a search typed before the scripts arrived', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByPlaceholder('Search farm produce, local products or sellers...').fill('udang');
    releaseScripts();
    await expect(page).toHaveURL(/\?q=udang$/);
    await expect(page.getByRole('heading', { name: 'Udang Harimau (Tiger Prawns)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kangkung (Water Spinach)' })).toBeHidden();
  });

  test('searches merchant names too', async ({ page }) => {
    await page.goto('/?q=nelayan');
    await expect(page.getByRole('heading', { name: '5 Products Found' })).toBeVisible();
  });

  test('filters by category, offers Clear Filters, and clears them', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveCount(0);
    await page.getByLabel('Category').selectOption('seafood');
    await expect(page.getByRole('heading', { name: '4 Products Found' })).toBeVisible();
    await expect(page).toHaveURL(/category=seafood/);
    await page.getByLabel('Availability').selectOption('out-of-stock');
    await expect(page.getByRole('heading', { name: '1 Product Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('heading', { name: /^\d+ Products? Found$/ })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('makes each filter a history entry: Back returns to the filters before, and then to the page before', async ({
    page,
  }) => {
    await page.goto('/cart');
    await page.goto('/');
    await page.getByLabel('Category').selectOption('seafood');
    await expect(page.getByRole('heading', { name: '4 Products Found' })).toBeVisible();
    await page.getByLabel('Availability').selectOption('out-of-stock');
    await expect(page).toHaveURL(/category=seafood&availability=out-of-stock/);
    await page.goBack();
    await expect(page).toHaveURL(/\/\?category=seafood$/);
    await expect(page.getByRole('heading', { name: '4 Products Found' })).toBeVisible();
    await expect(page.getByLabel('Availability')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Category')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("keeps every card's buttons and a long unbroken name inside the card", { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('.product-card');
    await expect(cards.first()).toBeVisible();
    // A name a merchant typed without spaces, as long as the editor allows.
    await cards
      .first()
      .locator('.name a')
      .evaluate((a) => (a.textContent = 'Ikan'.repeat(25)));
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      for (const part of await card.locator('.buttons .btn, .name').all()) {
        const inner = (await part.boundingBox())!;
        expect(inner.x).toBeGreaterThanOrEqual(box.x);
        expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width - 8);
      }
      expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    }
  });

  test('filters by price range, merchant and rating from a shared link', async ({ page }) => {
    await page.goto('/?price=25-50');
    await expect(page.getByRole('heading', { name: '4 Products Found' })).toBeVisible();
    await page.goto('/?merchant=halal-meat-corner');
    await expect(page.getByRole('heading', { name: '2 Products Found' })).toBeVisible();
    await expect(page.getByLabel('Merchant', { exact: true })).toHaveValue('halal-meat-corner');
    await page.goto('/?rating=4.5');
    await expect(page.getByRole('heading', { name: '11 Products Found' })).toBeVisible();
  });

  test('sorts by price, low to high and high to low', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Sort by').selectOption('price-low');
    await expect(page.locator('article h3').first()).toHaveText('Kangkung (Water Spinach)');
    await page.getByLabel('Sort by').selectOption('price-high');
    await expect(page.locator('article h3').first()).toHaveText('Batik Sarong, Hand-Drawn');
  });

  test('shows the empty state when nothing matches', async ({ page }) => {
    await page.goto('/?q=durian');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search terms or filters to find what you're looking for."),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: '0 Products Found' })).toBeVisible();
  });

  test('sends a visitor who adds to the cart to sign in, remembering the page', async ({ page }) => {
    await page.goto('/?category=seafood');
    const prawns = page.locator('article', { has: page.getByRole('heading', { name: /Tiger Prawns/ }) });
    await prawns.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2F%3Fcategory%3Dseafood&intent=cart\.fish-udang\.1$/);
    await page.goto('/');
    const first = page.locator('article').first();
    const firstId = await first.getAttribute('data-product-id');
    await first.getByRole('button', { name: /to wishlist/ }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2F&intent=wishlist\\.${firstId}$`));
  });

  test('remembers the dark theme across reloads', async ({ page }) => {
    await page.goto('/');
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const start = await theme();
    await page.getByRole('button', { name: 'Dark theme' }).click();
    const switched = start === 'dark' ? 'light' : 'dark';
    expect(await theme()).toBe(switched);
    await page.reload();
    expect(await theme()).toBe(switched);
  });
});

test.describe('product listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters and searches through the form, rendered by the server', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Category').selectOption('meat');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/category=meat/);
    await expect(page.getByRole('heading', { name: '2 Products Found' })).toBeVisible();
    await page.getByPlaceholder('Search farm produce, local products or sellers...').fill('ayam');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: '1 Product Found' })).toBeVisible();
    await page.getByRole('link', { name: /View Details\s*: Ayam Kampung/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ayam Kampung (Free-Range Chicken)' })).toBeVisible();
  });
});
