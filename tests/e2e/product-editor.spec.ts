import { expect, test, type Page } from '@playwright/test';
import {
  becomeMerchant,
  checkoutBody,
  DEMO_MERCHANT,
  placeOrder,
  shippingTo,
  signIn,
  signUpThroughApi,
  uniqueEmail,
} from './fixtures';
import { holdScripts, expectAccessible, islandsPending, waitForIslands, watchForErrors } from './support';
import { markedPng } from '../pictures';

/** A tiny real PNG, its pixels marked so that each file differs. */
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

  test('publishes a product with two images, visible on the listing, its page and the store; an edited price shows on the listing', async ({
    page,
  }) => {
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
    await page.getByRole('spinbutton', { name: 'Price (RM)', exact: true }).fill('7.50');
    await page.getByLabel('Compare-at Price (RM)').fill('10.00');
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
    await expect(page.getByText('RM 7.50').first()).toBeVisible();

    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const productId = new URL(page.url()).pathname.split('/').pop()!;
    // Buyers get the picture's variants, made on the server, cached for a year; never the upload.
    const image = page.getByRole('img', { name, exact: true });
    await expect(image).toBeVisible();
    expect(await image.getAttribute('src')).toMatch(
      /^\/media\/pictures\/[0-9a-f]{32}\/(\d+)x\d+-[0-9a-f]{6}\/\1\.webp$/,
    );
    const media = await page.request.get((await image.getAttribute('src'))!);
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/webp');
    expect(media.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
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
    await page.getByRole('spinbutton', { name: 'Price (RM)', exact: true }).fill('8.25');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Product updated successfully! Redirecting to dashboard...')).toBeVisible();

    await page.goto(`/?q=${encodeURIComponent(name)}`);
    await expect(page.getByText('RM 8.25').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('saving an edit after a checkout keeps the sale: the units sold are not put back', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    // A store of the test's own: the demo store's newest products are what other tests list.
    await becomeMerchant(page, baseURL!, 'Editing Test Store');
    const name = `Sold While Editing ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const form = new FormData();
    for (const [field, value] of Object.entries({
      intent: 'publish',
      name,
      description: 'Fresh today.',
      category: 'food',
      price: '8.90',
      quantity: '15',
      isActive: 'on',
      trackQuantity: 'on',
      requiresShipping: 'on',
      taxable: 'on',
    }))
      form.append(field, value);
    form.append('images', new Blob([png('a.png', 1).buffer], { type: 'image/png' }), 'a.png');
    const created = await page.request.post('/_actions/productEditor.save', {
      headers: { Origin: baseURL! },
      multipart: form,
    });
    expect(created.status()).toBe(200);

    // The merchant opens Edit: Quantity 15.
    await page.goto(`/?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).first().click();
    const productId = new URL(page.url()).pathname.split('/').pop()!;
    await page.goto(`/seller/products/${productId}/edit`);
    await waitForIslands(page);
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('15');

    // A buyer buys 2 meanwhile.
    // A buyer of the test's own: the demo buyer's orders are what other tests count.
    const buyer = await browser.newContext();
    const email = uniqueEmail('editing-buyer');
    await signUpThroughApi(buyer.request, baseURL!, { name: 'Editing Buyer', email, password: 'Kampung-Buyer-2025' });
    const order = await placeOrder(
      buyer.request,
      baseURL!,
      checkoutBody({
        lines: [{ productId, quantity: 2 }],
        shipping: shippingTo('Editing Buyer', email),
        expectedTotalSen: 1780 + 1000 + 107,
      }),
    );
    expect(order.status()).toBe(200);
    await buyer.close();

    // The merchant changes only the price and saves: 13 stay, not 15.
    await page.getByRole('spinbutton', { name: 'Price (RM)', exact: true }).fill('9.50');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Product updated successfully! Redirecting to dashboard...')).toBeVisible();
    await page.goto(`/seller/products/${productId}`);
    await expect(page.getByText('13 units in stock')).toBeVisible();
  });

  test("a change that would take more than is left is refused with today's stock, and the next save starts from it", async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    // A store of the test's own: the demo store's newest products are what other tests list.
    await becomeMerchant(page, baseURL!, 'Editing Test Store');
    const name = `Nearly Gone ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const form = new FormData();
    for (const [field, value] of Object.entries({
      intent: 'publish',
      name,
      description: 'Fresh today.',
      category: 'food',
      price: '8.90',
      quantity: '15',
      isActive: 'on',
      trackQuantity: 'on',
      requiresShipping: 'on',
      taxable: 'on',
    }))
      form.append(field, value);
    form.append('images', new Blob([png('a.png', 1).buffer], { type: 'image/png' }), 'a.png');
    expect(
      (
        await page.request.post('/_actions/productEditor.save', { headers: { Origin: baseURL! }, multipart: form })
      ).status(),
    ).toBe(200);
    await page.goto(`/?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).first().click();
    const productId = new URL(page.url()).pathname.split('/').pop()!;
    await page.goto(`/seller/products/${productId}/edit`);
    await waitForIslands(page);

    // A buyer of the test's own: the demo buyer's orders are what other tests count.
    const buyer = await browser.newContext();
    const email = uniqueEmail('editing-buyer');
    await signUpThroughApi(buyer.request, baseURL!, { name: 'Editing Buyer', email, password: 'Kampung-Buyer-2025' });
    const order = await placeOrder(
      buyer.request,
      baseURL!,
      checkoutBody({
        lines: [{ productId, quantity: 12 }],
        shipping: shippingTo('Editing Buyer', email),
        expectedTotalSen: 10680 + 0 + 641,
      }),
    );
    expect(order.status()).toBe(200);
    await buyer.close();

    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('The stock changed while you were editing: 3 in stock now, not 15.')).toBeVisible();
    // The form now starts from today's stock: the quantity saved next is measured from it.
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('3');
    await quantity.fill('2');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Product updated successfully! Redirecting to dashboard...')).toBeVisible();
    await page.goto(`/seller/products/${productId}`);
    await expect(page.getByText('2 units in stock')).toBeVisible();
  });

  test('a save that fails for lack of a connection keeps what was typed, and Try Again saves it once online', async ({
    page,
  }) => {
    const name = `Offline Kuih ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await page.goto('/seller/products/new');
    await waitForIslands(page);
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Description').fill('Typed on a patchy connection.');
    await page.route('**/_actions/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    const notice = page.getByTestId('connection-notice');
    await expect(notice).toContainText('Check your connection and try again.');
    await expect(page.getByLabel('Product Name')).toHaveValue(name);
    await expect(page.getByLabel('Description')).toHaveValue('Typed on a patchy connection.');
    await expect(page.getByText('Draft saved successfully!')).toHaveCount(0);
    await page.unroute('**/_actions/**');
    await notice.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('Draft saved successfully! Redirecting to dashboard...')).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('Add Product offers Vegetables, and a vegetable added there shows under the Vegetables filter', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await becomeMerchant(page, baseURL!, 'Sayur Test Store');
    const name = `Sayur Test ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    await page.goto('/seller/products/new');
    await waitForIslands(page);
    const category = page.getByLabel('Category');
    for (const label of ['Vegetables', 'Seafood', 'Meat'])
      await expect(category.getByRole('option', { name: label, exact: true })).toHaveCount(1);
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Description').fill('Water spinach, picked this morning.');
    await category.selectOption({ label: 'Vegetables' });
    // Not the cheapest nor the dearest, and named like no demo product: other tests sort and search the listing.
    await page.getByRole('spinbutton', { name: 'Price (RM)', exact: true }).fill('6.00');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('30');
    await page.locator('#images').setInputFiles([png('sayur.png', 3)]);
    await page.getByRole('button', { name: 'Publish Product' }).click();
    await expect(page.getByText('Product published successfully! Redirecting to dashboard...')).toBeVisible();

    await page.goto(`/?category=vegetables&q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  });

  test('what is typed before the form starts is kept and saved; it cannot be sent before then', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await becomeMerchant(page, baseURL!, 'Kuih Awal Store');
    const name = `Kuih Awal ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const releaseScripts = await holdScripts(page);
    await page.goto('/seller/products/new', { waitUntil: 'commit' });
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Description').fill('Typed on a slow phone, before the form had started.');
    await page.getByLabel('Category').selectOption('food');
    await page.getByRole('spinbutton', { name: 'Price (RM)', exact: true }).fill('6.40');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('12');
    await page.getByRole('switch', { name: 'Allow backorders' }).check();
    await page.locator('#images').setInputFiles([png('early.png', 5)]);
    const publish = page.getByRole('button', { name: 'Publish Product' });
    expect(await islandsPending(page)).toBe(true);
    await expect(publish).toBeDisabled();
    releaseScripts();

    await waitForIslands(page);
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('Price preview').locator('..')).toContainText('RM 6.40');
    await publish.click();
    await expect(page.getByText('Product published successfully! Redirecting to dashboard...')).toBeVisible();

    await page.goto(`/?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('link', { name }).first();
    await expect(card).toBeVisible();
    const productId = (await card.getAttribute('href'))!.split('/').pop()!;
    await page.goto(`/seller/products/${productId}/edit`);
    await waitForIslands(page);
    await expect(page.getByLabel('Description')).toHaveValue('Typed on a slow phone, before the form had started.');
    await expect(page.getByRole('spinbutton', { name: 'Price (RM)', exact: true })).toHaveValue('6.40');
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('12');
    await expect(page.getByRole('switch', { name: 'Allow backorders' })).toBeChecked();
  });

  test('says what it left out of Product Images, and previews no price for one the shop cannot sell at', async ({
    page,
  }) => {
    await page.goto('/seller/products/new');
    await waitForIslands(page);
    await page
      .locator('#images')
      .setInputFiles([
        { name: 'price-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
        png('kept.png', 4),
      ]);
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('price-list.pdf is not a picture.')).toBeVisible();

    const preview = page.getByText('Price preview').locator('..');
    await page.getByLabel('Compare-at Price (RM)').fill('10.00');
    for (const price of ['-3', '0.005', '0']) {
      await page.getByRole('spinbutton', { name: 'Price (RM)', exact: true }).fill(price);
      await expect(preview).not.toContainText('OFF');
      await expect(preview).not.toContainText('RM 0.00');
    }
    await page.getByRole('spinbutton', { name: 'Price (RM)', exact: true }).fill('7.50');
    await expect(preview).toContainText('25% OFF');
  });

  test("another merchant's product is a 404", async ({ page }) => {
    const edit = await page.goto('/seller/products/fish-udang/edit');
    expect(edit?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    const view = await page.goto('/seller/products/fish-udang');
    expect(view?.status()).toBe(404);
  });

  test('the form with its messages shown has no serious accessibility violations', async ({ page }) => {
    await page.goto('/seller/products/new');
    await waitForIslands(page);
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
