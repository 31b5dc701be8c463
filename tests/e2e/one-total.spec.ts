import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '../../src/lib/money';
import { checkoutTotals, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import { fillCheckoutDetails, keepInBrowser, payInSandbox, signUpShopper, waitForIslands } from './support';

/** The figure a summary lists under `label` ("Subtotal", "Total"...). */
const figure = (within: Locator, label: string) =>
  within
    .locator('dl > div')
    .filter({ has: within.page().getByText(label, { exact: true }) })
    .locator('dd');

/** Every figure of a summary, by its label: what the buyer reads there. */
async function figures(within: Locator, labels: readonly string[]): Promise<Record<string, string>> {
  const read: Record<string, string> = {};
  for (const label of labels) read[label] = (await figure(within, label).textContent())!.trim();
  return read;
}

const LABELS = ['Subtotal', 'Shipping', 'GST (6%)', 'Total'] as const;

async function placeTheOrder(page: Page): Promise<string> {
  await fillCheckoutDetails(page);
  await page.getByRole('button', { name: 'Complete Order' }).click();
  return payInSandbox(page);
}

test.describe('one total from the cart to the invoice', () => {
  test('the same cart shows the same RM total on the cart page, at checkout and on the invoice', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const shopper = await signUpShopper(page, baseURL!, 'Nur Satu', 'one-total');
    // Two stores, under RM 100 of goods: shipping and GST are both charged, so every figure is one to check.
    await keepInBrowser(page, shopper.id, 'cart', [
      { productId: 'veg-kangkung', quantity: 2, addedAt: '2025-03-01T08:00:00.000Z' },
      { productId: 'food-amplang', quantity: 1, addedAt: '2025-03-01T08:00:00.000Z' },
    ]);

    await page.goto('/cart');
    await waitForIslands(page);
    const cartSummary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(figure(cartSummary, 'Total')).toHaveText(/^RM\s\d[\d,]*\.\d\d$/);
    const onCart = await figures(cartSummary, LABELS);
    // The figures are checkout's rule applied to the cart's goods: RM 10.00 shipping up to RM 100.00, 6% GST.
    const subtotalSen = Math.round(Number(onCart.Subtotal!.replace(/[^\d.]/g, '')) * 100);
    const expected = checkoutTotals(subtotalSen, DEFAULT_TAX_RULE);
    expect(onCart).toEqual({
      Subtotal: formatMoney(expected.subtotalSen),
      Shipping: formatMoney(expected.shippingSen),
      'GST (6%)': formatMoney(expected.taxSen),
      Total: formatMoney(expected.totalSen),
    });
    await expect(page.locator('main')).not.toContainText('$');

    await cartSummary.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await waitForIslands(page);
    const checkoutSummary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(figure(checkoutSummary, 'Total')).toHaveText(onCart.Total!);
    expect(await figures(checkoutSummary, LABELS)).toEqual(onCart);

    const orderId = await placeTheOrder(page);
    // The tracking page is the buyer's invoice: the order's items and the money it was charged.
    const invoice = page.getByRole('region', { name: 'Order Items', exact: true });
    await expect(figure(invoice, 'Total')).toHaveText(onCart.Total!);
    expect(await figures(invoice, LABELS)).toEqual(onCart);
    await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText(onCart.Total!);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Orders' }).click();
    const order = page.getByRole('article').filter({ has: page.getByRole('heading', { name: orderId }) });
    await expect(order).toContainText(onCart.Total!);
  });
});
