/**
 * Money and stock as a buyer sees them: the product's switches on its page, in the cart and at checkout; the
 * quantity boxes; Add to Cart at the limit; the header's count of what the cart can check out.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { becomeMerchant } from './fixtures';
import { signUpShopper, waitForIslands, type Shopper, keepInBrowser } from './support';
import { PNG } from '../pictures';

const UDANG = 'Udang Harimau (Tiger Prawns)';
const LEMBU = 'Daging Lembu (Beef for Rendang)';

const cartCount = (page: Page) =>
  page.getByRole('navigation', { name: 'Account and cart' }).locator('[data-cart-count]');

async function keepCart(page: Page, shopper: Shopper, lines: { productId: string; quantity: number }[]): Promise<void> {
  const items = lines.map((line) => ({ ...line, addedAt: '2025-03-01T08:00:00.000Z' }));
  await keepInBrowser(page, shopper.id, 'cart', items);
}

async function savedCart(page: Page, shopper: Shopper): Promise<{ productId: string; quantity: number }[]> {
  const text = await page.evaluate((key) => localStorage.getItem(key), `cart:${shopper.id}`);
  return (JSON.parse(text ?? '[]') as { productId: string; quantity: number }[]).map(({ productId, quantity }) => ({
    productId,
    quantity,
  }));
}

/**
 * A product of a store of its own (the demo store's products are what other tests list), published through the
 * editor's action with the switches given ("on" or left out).
 */
async function merchantProduct(
  browser: Browser,
  baseURL: string,
  fields: Record<string, string>,
): Promise<{ id: string; name: string }> {
  const context = await browser.newContext({ baseURL });
  await becomeMerchant(await context.newPage(), baseURL, 'Switch Test Store');
  const name = `Switched ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const form = new FormData();
  for (const [field, value] of Object.entries({
    intent: 'publish',
    name,
    description: 'Made to order.',
    category: 'food',
    isActive: 'on',
    ...fields,
  }))
    form.append(field, value);
  form.append('images', new Blob([Buffer.from(PNG)], { type: 'image/png' }), 'p.png');
  const response = await context.request.post('/_actions/productEditor.save', {
    headers: { Origin: baseURL },
    multipart: form,
  });
  expect(response.status()).toBe(200);
  const page = await context.newPage();
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  await context.close();
  return { id: href!.split('/').pop()!, name };
}

test.describe('money and stock', () => {
  test('a backordered, tax-free product that needs no shipping is sold as such on its page, in the cart and at checkout', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const product = await merchantProduct(browser, baseURL!, {
      price: '10.00',
      quantity: '0',
      trackQuantity: 'on',
      allowBackorders: 'on',
    });
    await signUpShopper(page, baseURL!, 'Backorder Buyer', 'backorder');
    // Its card in the listing says the same, and can be added.
    await page.goto(`/?q=${encodeURIComponent(product.name)}`);
    const card = page.locator(`[data-product-id="${product.id}"]`);
    await expect(card.getByText('Available on backorder')).toBeVisible();
    await expect(card.getByText('On backorder', { exact: true })).toBeVisible();
    await expect(card.getByText('Out of Stock')).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Add to Cart/ })).toBeEnabled();
    await page.goto(`/product/${product.id}`);
    await waitForIslands(page);
    await expect(page.getByText('Available on backorder').first()).toBeVisible();
    await expect(page.getByText('Out of Stock')).toHaveCount(0);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`2 × ${product.name}`)).toBeVisible();
    await expect(cartCount(page)).toHaveText('2');

    await page.goto('/cart');
    await waitForIslands(page);
    await expect(page.getByText('On backorder: ships when restocked')).toBeVisible();
    await expect(page.getByText('2 items ready for checkout')).toBeVisible();

    await page.goto('/checkout');
    await waitForIslands(page);
    const figure = (label: string) =>
      page
        .locator('dl > div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect(figure('Subtotal')).toHaveText(/RM\s?20\.00/);
    await expect(figure('Shipping')).toHaveText('Free');
    await expect(figure('GST (6%)')).toHaveText(/RM\s?0\.00/);
    await expect(figure('Total')).toHaveText(/RM\s?20\.00/);
  });

  test('the product page quantity box: typing replaces, stays within 1 and the stock, and adds what it shows', async ({
    page,
    baseURL,
  }) => {
    const shopper = await signUpShopper(page, baseURL!, 'Quantity Buyer', 'quantity');
    await page.goto('/product/fish-udang');
    await waitForIslands(page);
    const box = page.getByRole('textbox', { name: 'Quantity', exact: true });
    await expect(box).toHaveValue('1');
    await box.click();
    await box.press('Backspace');
    await box.pressSequentially('3');
    await expect(box).toHaveValue('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`3 × ${UDANG}`)).toBeVisible();
    expect(await savedCart(page, shopper)).toEqual([{ productId: 'fish-udang', quantity: 3 }]);

    await box.fill('500');
    const stock = Number((await page.getByText(/^\d+ available$/).textContent())!.split(' ')[0]);
    await expect(box).toHaveValue(String(stock));
    await box.fill('1.5');
    await box.blur();
    await expect(box).toHaveValue('1');
  });

  test('the cart quantity box reads "1.5" as 1, never 15', async ({ page, baseURL }) => {
    const shopper = await signUpShopper(page, baseURL!, 'Cart Box Buyer', 'cartbox');
    await keepCart(page, shopper, [{ productId: 'fish-udang', quantity: 2 }]);
    await page.goto('/cart');
    await waitForIslands(page);
    const box = page.getByRole('textbox', { name: `Quantity of ${UDANG}` });
    await box.click();
    await box.pressSequentially('1.5');
    await box.blur();
    await expect(box).toHaveValue('1');
    expect(await savedCart(page, shopper)).toEqual([{ productId: 'fish-udang', quantity: 1 }]);
  });

  test('Add to Cart with all the stock already in the cart says so instead of "Added to cart"', async ({
    page,
    baseURL,
  }) => {
    const shopper = await signUpShopper(page, baseURL!, 'Limit Buyer', 'limit');
    await page.goto('/product/meat-lembu');
    const stock = Number((await page.getByText(/^\d+ available$/).textContent())!.split(' ')[0]);
    await keepCart(page, shopper, [{ productId: 'meat-lembu', quantity: stock }]);
    await page.goto('/product/meat-lembu');
    await waitForIslands(page);
    await expect(cartCount(page)).toHaveText(String(stock));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Already in your cart')).toBeVisible();
    await expect(page.getByText(`You have all ${stock} of ${LEMBU} that are in stock.`)).toBeVisible();
    await expect(page.getByText('Added to cart')).toHaveCount(0);
    await expect(cartCount(page)).toHaveText(String(stock));
  });

  test('the header counts only what the cart can check out', async ({ page, baseURL }) => {
    const shopper = await signUpShopper(page, baseURL!, 'Badge Buyer', 'badge');
    await keepCart(page, shopper, [
      { productId: 'fish-ketam', quantity: 2 },
      { productId: 'no-such-product', quantity: 1 },
      { productId: 'veg-kangkung', quantity: 1 },
    ]);
    await page.goto('/cart');
    await waitForIslands(page);
    await expect(page.getByText('1 item ready for checkout')).toBeVisible();
    await expect(cartCount(page)).toHaveText('1');
    await page.goto('/');
    await expect(cartCount(page)).toHaveText('1');
  });
});
