import { expect, test } from '@playwright/test';
import { expectTabsFit, waitForIslands, watchForErrors } from './support';

test.describe('product page', () => {
  test('shows the product, its price, its seller and the four info items', { tag: '@phone' }, async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/product/fish-udang');
    await expect(page.getByRole('heading', { level: 1, name: 'Udang Harimau (Tiger Prawns)' })).toBeVisible();
    await expect(page.getByText('In Stock').first()).toBeVisible();
    await expect(page.getByText('RM 48.00')).toBeVisible();
    await expect(page.getByText('8% off')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5 stars, 2 reviews' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visit Store' })).toHaveAttribute('href', '/seller/nelayan-labuan');
    for (const item of ['Free Shipping', 'Secure Payment', 'Easy Returns', 'Delivery']) {
      await expect(page.getByText(item, { exact: true })).toBeVisible();
    }
    // The shop's real rule and the store's own return window (the demo stores keep the default 30 days).
    await expect(page.getByText('On orders over RM 100.00', { exact: true })).toBeVisible();
    await expect(page.getByText('30-day return policy', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('switches between the details, shipping and reviews tabs', async ({ page }) => {
    await page.goto('/product/fish-udang');
    await expect(page.getByRole('tab', { name: 'Product Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('SKU-fish-udang')).toBeVisible();
    await expect(page.getByText('25 x 18 x 6 cm')).toBeVisible();
    await expect(page.getByText('In Stock (20 units)')).toBeVisible();
    await page.getByRole('tab', { name: 'Shipping & Returns' }).click();
    const shipping = page.getByRole('tabpanel', { name: 'Shipping & Returns' });
    await expect(
      shipping.getByText(
        'One shipping fee per order, whichever stores it buys from: RM 10.00, or free when the goods come to more than RM 100.00.',
      ),
    ).toBeVisible();
    await expect(shipping.getByText(/^Nelayan Labuan Seafood sends orders within \d/)).toBeVisible();
    await expect(
      shipping.getByText(
        'Return within 30 days of delivery. The buyer pays return shipping unless the item is defective.',
      ),
    ).toBeVisible();
    await expect(shipping).not.toContainText('Express');
    await expect(page.getByText('SKU-fish-udang')).toBeHidden();
    await page.getByRole('tab', { name: 'Shipping & Returns' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: /Reviews/ })).toBeFocused();
    await expect(page.getByText('Big prawns, arrived cold on ice. Excellent.')).toBeVisible();
  });

  test('shows every tab whole on a 320 px phone, Reviews included', { tag: '@phone' }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/product/fish-udang');
    await waitForIslands(page);
    await expectTabsFit(page, 'Product information');
  });

  test('names every script it runs in the page, so that a slow phone fetches them at once', async ({ page }) => {
    await page.goto('/product/fish-udang');
    await waitForIslands(page);
    const { loaded, named } = await page.evaluate(() => ({
      loaded: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
      named: [...document.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
        (element) => new URL((element as HTMLScriptElement).src || (element as HTMLLinkElement).href).pathname,
      ),
    }));
    // The buying box and the layout's scripts import shared chunks three levels deep.
    expect(loaded.length).toBeGreaterThan(10);
    expect(loaded.filter((path) => !named.includes(path))).toEqual([]);
  });

  test('runs its islands on React DOM, with React loaded as one chunk', async ({ page }) => {
    await page.goto('/product/fish-udang');
    await waitForIslands(page);
    // React DOM's hydrateRoot marks the container it hydrates with `__reactContainer$<random>`; no other runtime does.
    const containerKeys = await page
      .locator('astro-island[component-url*="ProductPurchase"]')
      .evaluate((island) => Object.keys(island).filter((key) => key.startsWith('__reactContainer$')));
    expect(containerKeys).toHaveLength(1);
    // React, React DOM and the scheduler come as one long-cached file (astro.config.mjs), not one per island.
    const reactChunks = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/_astro\/react-runtime\.[\w-]+\.js$/.test(path)),
    );
    expect(reactChunks).toHaveLength(1);
  });

  test('keeps the quantity between 1 and the stock', async ({ page }) => {
    await page.goto('/product/meat-lembu');
    await waitForIslands(page);
    const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(decrease).toBeDisabled();
    for (let i = 0; i < 3; i++) await increase.click();
    await expect(quantity).toHaveValue('4');
    await expect(increase).toBeDisabled();
    await quantity.fill('40');
    await expect(quantity).toHaveValue('4');
    await decrease.click();
    await expect(quantity).toHaveValue('3');
  });

  test('cannot be bought when sold out', async ({ page }) => {
    await page.goto('/product/fish-ketam');
    await expect(page.getByText('Out of Stock').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  test('sends a visitor to sign in from Add to Cart and the wishlist', async ({ page }) => {
    await page.goto('/product/veg-sawi');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2Fveg-sawi&intent=cart\.veg-sawi\.1$/);
    await page.goBack();
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2Fveg-sawi&intent=wishlist\.veg-sawi$/);
  });

  test('copies its link to share it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/product/veg-sawi');
    await waitForIslands(page);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/product\/veg-sawi$/);
  });

  test('says the product does not exist for an unknown id', async ({ page }) => {
    const response = await page.goto('/product/no-such-thing');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every section and its texts', async ({ page }) => {
    await page.goto('/product/veg-kangkung');
    await expect(page.getByRole('heading', { level: 1, name: 'Kangkung (Water Spinach)' })).toBeVisible();
    await expect(page.getByText('SKU-veg-kangkung')).toBeVisible();
    await expect(page.getByText('Returns', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visit Store' })).toBeVisible();
  });
});
