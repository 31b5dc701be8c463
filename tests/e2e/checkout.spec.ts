import { expect, test, type Page } from '@playwright/test';
import { PROCESSING_STEPS } from '../../src/lib/checkout';
import { checkoutBody, placeOrder, shippingTo, signUpThroughScreen } from './fixtures';
import {
  expectAccessible,
  fillCheckoutDetails,
  payInSandbox,
  signUpShopper,
  waitForIslands,
  keepInBrowser,
} from './support';

async function signUp(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await signUpThroughScreen(page, { name, email, password: 'pasar-malam-9' });
  // The page's scripts (cart, menu) must be running before a click can reach them.
  await page.waitForLoadState('load');
  return email;
}

function card(page: Page, name: RegExp) {
  return page.locator('article.product-card', { has: page.getByRole('heading', { name }) });
}

const cartCount = (page: Page) =>
  page.getByRole('navigation', { name: 'Account and cart' }).locator('[data-cart-count]');

test.describe('buying for real', () => {
  test('a new buyer orders two products, pays on the provider’s page, watches the steps, and tracks the order', {
    tag: '@phone',
  }, async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, 'Farah Lim');

    await card(page, /Amplang Ikan Tenggiri/)
      .getByRole('button', { name: /Add to Cart/ })
      .click();
    await expect(page.getByText('Added to cart').first()).toBeVisible();
    await expect(cartCount(page)).toHaveText('1');
    await page.goto('/product/fish-sotong');
    await waitForIslands(page);
    // Other tests buy squid too: read today's stock rather than assume it.
    const stockBefore = Number((await page.getByText(/^\d+ available$/).textContent())!.split(' ')[0]);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartCount(page)).toHaveText('3');

    await page.goto('/cart');
    await waitForIslands(page);
    const squid = page.getByRole('listitem').filter({ hasText: 'Sotong (Fresh Squid)' });
    await squid.getByRole('button', { name: /Decrease/ }).click();
    await expect(cartCount(page)).toHaveText('2');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await waitForIslands(page);
    await expect(page.getByLabel('Full Name *')).toHaveValue('Farah Lim');
    await expect(page.getByLabel('State')).toHaveValue('Labuan');
    await expect(page.getByLabel('Country')).toHaveValue('Malaysia');
    // Amplang RM 12.00 + squid RM 32.00 = RM 44.00; shipping RM 10.00; GST RM 2.64; total RM 56.64.
    await expect(page.getByText(/RM\s?56\.64/)).toBeVisible();
    // No card field on the shop's page: the provider's page asks for what it needs.
    await expect(page.getByRole('textbox', { name: /Card Number|CVV|Expiry/ })).toHaveCount(0);
    await fillCheckoutDetails(page);
    await page.getByRole('button', { name: 'Complete Order' }).click();

    // The steps follow the real work: the order and its payment made, then the provider's page, then its word.
    const orderId = await payInSandbox(page);
    expect(orderId).toMatch(/^ORD-2024-\d{9}$/);
    expect(PROCESSING_STEPS).toEqual([
      'Validating payment information...',
      'Connecting to bank...',
      'Processing payment...',
      'Confirming transaction...',
      'Creating order...',
      'Payment successful!',
    ]);
    const payment = page.getByRole('region', { name: 'Payment Status' });
    for (const step of PROCESSING_STEPS) await expect(payment.getByText(step)).toBeVisible();
    await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText(orderId).first()).toBeVisible();
    await expect(cartCount(page)).toHaveText('0');

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: orderId })).toBeVisible();

    await page.goto('/product/fish-sotong');
    const stockAfter = Number((await page.getByText(/^\d+ available$/).textContent())!.split(' ')[0]);
    expect(stockAfter).toBeLessThanOrEqual(stockBefore - 1);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('a second buyer on the same browser starts with an empty cart', async ({ page }) => {
    await signUp(page, 'First Buyer');
    await card(page, /Kangkung/)
      .getByRole('button', { name: /Add to Cart/ })
      .click();
    await expect(cartCount(page)).toHaveText('1');
    const header = page.getByRole('navigation', { name: 'Account and cart' });
    await header.getByRole('button', { name: 'Account menu' }).click();
    // Log out ends on a fresh load of the home page.
    await Promise.all([page.waitForEvent('load'), header.getByRole('button', { name: 'Log out' }).click()]);
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cart:')))).toEqual([]);
    await signUp(page, 'Second Buyer');
    await expect(cartCount(page)).toHaveText('0');
  });

  test('caps a cart kept above the stock when it reaches the server, and says so', async ({ page, baseURL }) => {
    const { id: userId } = await signUpShopper(page, baseURL!, 'Late Buyer', 'late');
    // This browser kept 9 beef from before it was merged with the server's cart; the shop has 4.
    await keepInBrowser(page, userId, 'cart', [
      { productId: 'meat-lembu', quantity: 9, addedAt: new Date().toISOString() },
    ]);
    await page.goto('/checkout');
    await waitForIslands(page);
    await expect(
      page.getByText('Only 4 units of Daging Lembu (Beef for Rendang) in stock: your cart holds 4.'),
    ).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Order Summary' }).getByText(/4 × RM\s?42\.00/)).toBeVisible();
    await expectAccessible(page);
  });

  test('sends a visitor from checkout to sign in', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fcheckout$/);
  });

  test('refuses a checkout that is not from this site or not signed in', async ({ request, baseURL }) => {
    const body = checkoutBody({
      lines: [{ productId: 'veg-kangkung', quantity: 1 }],
      shipping: shippingTo('X', 'x@example.com'),
      expectedTotalSen: 1371,
    });
    expect((await placeOrder(request, baseURL!, body)).status()).toBe(401);
    expect(
      (
        await request.post('/_actions/checkout.placeOrder', { headers: { Origin: 'https://evil.example' }, data: body })
      ).status(),
    ).toBe(403);
  });
});
