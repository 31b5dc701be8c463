import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  expectAccessible,
  signUpShopper as signUp,
  waitForIslands,
  watchForErrors,
  type Shopper,
  keepInBrowser,
} from './support';

interface KeptLine {
  productId: string;
  quantity: number;
}

const KANGKUNG = 'Kangkung (Water Spinach)';
const UDANG = 'Udang Harimau (Tiger Prawns)';
const LEMBU = 'Daging Lembu (Beef for Rendang)';
const KETAM = 'Ketam Nipah (Mud Crab)';

/** A new account of its own for each test. */
function signUpShopper(page: Page, baseURL: string): Promise<Shopper> {
  return signUp(page, baseURL, 'Cart Shopper', 'cart');
}

/** Puts lines into the shopper's saved cart, as if added on another day. */
async function keepCart(page: Page, shopper: Shopper, lines: KeptLine[]): Promise<void> {
  const items = lines.map((line) => ({ ...line, addedAt: '2025-03-01T08:00:00.000Z' }));
  await keepInBrowser(page, shopper.id, 'cart', items);
}

async function savedCart(page: Page, shopper: Shopper): Promise<KeptLine[]> {
  const text = await page.evaluate((key) => localStorage.getItem(key), `cart:${shopper.id}`);
  return (JSON.parse(text ?? '[]') as KeptLine[]).map(({ productId, quantity }) => ({ productId, quantity }));
}

async function openCart(page: Page): Promise<void> {
  await page.goto('/cart');
  await waitForIslands(page);
}

function line(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

function summary(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Order Summary' });
}

/** The value the Order Summary shows beside a label. */
function figure(page: Page, label: string): Locator {
  return summary(page)
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

test.describe('cart', () => {
  test('asks a visitor to sign in, with links to sign in, sign up and the shop', async ({ page }) => {
    const response = await page.goto('/cart');
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to view your cart' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcart',
    );
    await expect(page.locator('main').getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    await expect(page.locator('main').getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await page.locator('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
  });

  test('shows an empty cart with Continue Shopping', async ({ page, baseURL }) => {
    const errors = watchForErrors(page);
    await signUpShopper(page, baseURL!);
    await openCart(page);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Clear Cart' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("shows each line with today's prices and the Order Summary in ringgit, as checkout will charge it", {
    tag: '@phone',
  }, async ({ page, baseURL }) => {
    const errors = watchForErrors(page);
    const shopper = await signUpShopper(page, baseURL!);
    await keepCart(page, shopper, [
      { productId: 'veg-kangkung', quantity: 2 },
      { productId: 'fish-udang', quantity: 1 },
    ]);
    await openCart(page);

    const kangkung = line(page, KANGKUNG);
    await expect(kangkung.getByRole('link', { name: KANGKUNG })).toHaveAttribute('href', '/product/veg-kangkung');
    await expect(kangkung.getByText('Tender water spinach picked this morning.', { exact: false })).toBeVisible();
    await expect(kangkung.getByRole('link', { name: 'Kebun Hijau Farm' })).toHaveAttribute(
      'href',
      '/seller/kebun-hijau',
    );
    await expect(kangkung.getByLabel(`Quantity of ${KANGKUNG}`, { exact: true }).last()).toHaveValue('2');
    await expect(kangkung.getByText('RM 7.00', { exact: true })).toBeVisible();
    await expect(kangkung.getByText('RM 3.50 each')).toBeVisible();
    await expect(kangkung.getByRole('button', { name: `Remove ${KANGKUNG}` })).toBeVisible();
    await expect(kangkung.locator('img')).toHaveAttribute('src', /veg-kangkung/);

    const udang = line(page, UDANG);
    await expect(udang.getByText('RM 48.00 each')).toBeVisible();
    await expect(udang.getByRole('link', { name: 'Nelayan Labuan Seafood' })).toHaveAttribute(
      'href',
      '/seller/nelayan-labuan',
    );

    await expect(summary(page).getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(figure(page, 'Items')).toHaveText('3');
    await expect(figure(page, 'Subtotal')).toHaveText('RM 55.00');
    // Checkout's rules: RM 10.00 shipping up to RM 100.00 of goods, 6% GST on the taxable goods.
    await expect(figure(page, 'Shipping')).toHaveText('RM 10.00');
    await expect(figure(page, 'GST (6%)')).toHaveText('RM 3.30');
    await expect(figure(page, 'Total')).toHaveText('RM 68.30');
    await expect(summary(page).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    await expect(page.getByRole('button', { name: 'Clear Cart' })).toBeVisible();

    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('steps the quantity between 1 and the stock, and caps a typed quantity', { tag: '@phone' }, async ({
    page,
    baseURL,
  }) => {
    const shopper = await signUpShopper(page, baseURL!);
    await keepCart(page, shopper, [{ productId: 'meat-lembu', quantity: 3 }]);
    await openCart(page);

    const beef = line(page, LEMBU);
    const quantity = beef.getByRole('textbox', { name: `Quantity of ${LEMBU}` });
    const increase = beef.getByRole('button', { name: `Increase quantity of ${LEMBU}` });
    const decrease = beef.getByRole('button', { name: `Decrease quantity of ${LEMBU}` });
    await expect(quantity).toHaveValue('3');
    await increase.click();
    await expect(quantity).toHaveValue('4');
    await expect(increase).toBeDisabled();
    await expect(figure(page, 'Subtotal')).toHaveText('RM 168.00');
    await expect(figure(page, 'Total')).toHaveText('RM 178.08');
    expect(await savedCart(page, shopper)).toEqual([{ productId: 'meat-lembu', quantity: 4 }]);

    for (const expected of ['3', '2', '1']) {
      await decrease.click();
      await expect(quantity).toHaveValue(expected);
    }
    await expect(decrease).toBeDisabled();
    await expect(increase).toBeEnabled();
    await expect(figure(page, 'Subtotal')).toHaveText('RM 42.00');

    await quantity.fill('9');
    await expect(quantity).toHaveValue('4');
    await expect(figure(page, 'Items')).toHaveText('4');
    await quantity.fill('');
    await quantity.blur();
    await expect(quantity).toHaveValue('4');
    expect(await savedCart(page, shopper)).toEqual([{ productId: 'meat-lembu', quantity: 4 }]);

    // The cart survives a reload: it is kept per user in the browser.
    await openCart(page);
    await expect(line(page, LEMBU).getByRole('textbox', { name: `Quantity of ${LEMBU}` })).toHaveValue('4');
  });

  test('removes one line, then clears the cart', async ({ page, baseURL }) => {
    const shopper = await signUpShopper(page, baseURL!);
    await keepCart(page, shopper, [
      { productId: 'veg-kangkung', quantity: 2 },
      { productId: 'fish-udang', quantity: 1 },
      { productId: 'veg-sawi', quantity: 3 },
    ]);
    await openCart(page);

    await line(page, KANGKUNG)
      .getByRole('button', { name: `Remove ${KANGKUNG}` })
      .click();
    await expect(line(page, KANGKUNG)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Removed from cart')).toBeVisible();
    await expect(figure(page, 'Items')).toHaveText('4');
    await expect(figure(page, 'Subtotal')).toHaveText('RM 60.00');
    expect(await savedCart(page, shopper)).toEqual([
      { productId: 'fish-udang', quantity: 1 },
      { productId: 'veg-sawi', quantity: 3 },
    ]);

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(await savedCart(page, shopper)).toEqual([]);
  });

  test("merges a cart this device kept into the server's: capped at today's stock, what cannot be bought left out and told", async ({
    page,
    baseURL,
  }) => {
    const errors = watchForErrors(page);
    const shopper = await signUpShopper(page, baseURL!);
    await keepCart(page, shopper, [
      { productId: 'meat-lembu', quantity: 10 },
      { productId: 'fish-ketam', quantity: 2 },
      { productId: 'gone-product', quantity: 1 },
    ]);
    await openCart(page);

    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts.getByText('Your cart was updated')).toBeVisible();
    await expect(
      toasts.getByText(`Only 4 units of ${LEMBU} in stock: your cart holds 4.`, { exact: false }),
    ).toBeVisible();
    await expect(toasts.getByText(`${KETAM} is out of stock now and was not added.`, { exact: false })).toBeVisible();
    await expect(
      toasts.getByText('A product in your cart is no longer on sale and was left out.', { exact: false }),
    ).toBeVisible();

    const beef = line(page, LEMBU);
    await expect(beef.getByRole('textbox', { name: `Quantity of ${LEMBU}` })).toHaveValue('4');
    await expect(beef.getByRole('button', { name: `Increase quantity of ${LEMBU}` })).toBeDisabled();
    await expect(line(page, KETAM)).toHaveCount(0);
    await expect(line(page, 'No longer available')).toHaveCount(0);
    await expect(figure(page, 'Items')).toHaveText('4');
    await expect(figure(page, 'Subtotal')).toHaveText('RM 168.00');
    await expect(figure(page, 'Shipping')).toHaveText('Free');
    await expect(figure(page, 'GST (6%)')).toHaveText('RM 10.08');
    await expect(figure(page, 'Total')).toHaveText('RM 178.08');
    await expect.poll(() => savedCart(page, shopper)).toEqual([{ productId: 'meat-lembu', quantity: 4 }]);
    // The server holds the same cart: the page rendered from it shows it.
    await page.goto('/cart');
    await expect(line(page, LEMBU).getByRole('textbox', { name: `Quantity of ${LEMBU}` })).toHaveValue('4');
    expect(errors).toEqual([]);
  });
});
