import { expect, test, type Page } from '@playwright/test';
import { DEMO_MERCHANT, signIn } from './fixtures';
import { expectAccessible, waitForIslands, watchForErrors } from './support';
import { markedPng } from '../pictures';


/** A tiny file that is a PNG by its bytes: the eight-byte signature, then anything. */
const png = (name: string, marker: number) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(markedPng(marker)),
});

const signInAsMerchant = (page: Page, baseURL: string) => signIn(page.request, baseURL, DEMO_MERCHANT);

test.describe('product editor', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signInAsMerchant(page, baseURL!);
  });

  test('a blank Publish shows the six messages, and editing a field clears its message', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/seller/products/new');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Publish Product' }).click();
    for (const message of [
      'Product name is required',
      'Product description is required',
      'Category is required',
      'Valid price is required',
      'Valid quantity is required',
      'At least one product image is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Product Name').fill('Something');
    await expect(page.getByText('Product name is required')).toHaveCount(0);
    await expect(page.getByText('Product description is required')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('publishes a product with two images, visible on the listing, its page and the store; an edited price shows on the listing', async ({ page }) => {
    test.slow();
    const errors = watchForErrors(page);
    const name = `Test Kuih ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await page.goto('/seller/products/new');
    await waitForIslands(page);

    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Description').fill('Layered kuih lapis, baked this morning.');
    await page.getByLabel('Category').selectOption('food');
    const tag = page.getByRole('textbox', { name: 'Tags' });
    await tag.fill('kuih');
    await tag.press('Enter');
    await tag.fill('kuih');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect(page.getByRole('button', { name: 'Remove tag kuih' })).toHaveCount(1);
    await page.getByRole('spinbutton', { name: 'Price ($)', exact: true }).fill('7.50');
    await page.getByLabel('Compare-at Price ($)').fill('10.00');
    await expect(page.getByText('25% OFF')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('30');
    await page.locator('#images').setInputFiles([png('first.png', 1), png('second.png', 2)]);
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('Primary', { exact: true })).toBeVisible();
    await expect(page.locator('dl').getByText('Active', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Publish Product' }).click();
    await expect(page.getByText('Product published successfully! Redirecting to dashboard...')).toBeVisible();
    await page.waitForURL('**/seller-dashboard', { timeout: 10_000 });

    await page.goto(`/?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('link', { name }).first();
    await expect(card).toBeVisible();
    await expect(page.getByText('$7.50').first()).toBeVisible();

    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const productId = new URL(page.url()).pathname.split('/').pop()!;
    const image = page.locator(`img[src^="/media/products/${productId}/"]`).first();
    await expect(image).toBeVisible();
    const media = await page.request.get((await image.getAttribute('src'))!);
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/png');
    expect(media.headers()['x-content-type-options']).toBe('nosniff');

    await page.goto(`/seller/kebun-hijau?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name }).first()).toBeVisible();

    // The seller's own view, then the edit form filled in.
    await page.goto(`/seller/products/${productId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('30 units in stock')).toBeVisible();
    await page.getByRole('link', { name: 'Edit Product' }).click();
    await waitForIslands(page);
    await expect(page.getByLabel('Product Name')).toHaveValue(name);
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('spinbutton', { name: 'Price ($)', exact: true }).fill('8.25');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Product updated successfully! Redirecting to dashboard...')).toBeVisible();

    await page.goto(`/?q=${encodeURIComponent(name)}`);
    await expect(page.getByText('$8.25').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("another merchant's product is a 404", async ({ page }) => {
    const edit = await page.goto('/seller/products/fish-udang/edit');
    expect(edit?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    const view = await page.goto('/seller/products/fish-udang');
    expect(view?.status()).toBe(404);
  });

  test('the form has no serious accessibility violations', async ({ page }) => {
    await page.goto('/seller/products/new');
    await waitForIslands(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Publish Product' }).click();
    await expect(page.getByText('Product name is required')).toBeVisible();
    await expectAccessible(page);
  });
});

test('a visitor is sent to sign in first', async ({ page }) => {
  await page.goto('/seller/products/new');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fseller%2Fproducts%2Fnew$/);
});

test('application documents are never served as media', async ({ request }) => {
  const response = await request.get('/media/applications/app-x/00000000-0000-0000-0000-000000000000.png');
  expect(response.status()).toBe(404);
});
