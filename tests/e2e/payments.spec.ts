/**
 * Paying for real, on the local sandbox provider (the default where no Stripe key is set): the buyer is sent to
 * the sandbox's hosted page and back, its outcome confirmed through the signed webhook's code. FPX paid and
 * confirmed on tracking; a failed payment leaving the order unpaid, its stock held, with Pay Now; cash on delivery
 * collected by the merchant; a cancellation's refund shown to the buyer.
 */
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'devalue';
import { DEMO_MERCHANT, checkoutBody, shippingTo, signIn } from './fixtures';
import {
  expectAccessible,
  fillCheckoutDetails,
  keepInBrowser,
  payInSandbox,
  signUpShopper,
  waitForIslands,
} from './support';

/** A product of the demo merchant's (Kebun Hijau), with stock to spare, that no other test counts. */
const PRODUCT = 'veg-sawi';

async function available(page: Page): Promise<number> {
  await page.goto(`/product/${PRODUCT}`);
  return Number((await page.getByText(/^\d+ available$/).textContent())!.split(' ')[0]);
}

/** A new buyer with `quantity` of the product in the cart, at checkout. */
async function atCheckout(page: Page, baseURL: string, name: string, quantity = 1): Promise<void> {
  const shopper = await signUpShopper(page, baseURL, name, 'pay');
  await keepInBrowser(page, shopper.id, 'cart', [{ productId: PRODUCT, quantity, addedAt: new Date().toISOString() }]);
  await page.goto('/checkout');
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: 'Complete Order' })).toBeEnabled();
}

const paymentStep = (page: Page) => page.locator('ol.timeline li', { hasText: 'Payment Confirmed' });
const paymentStatus = (page: Page) => page.getByRole('region', { name: 'Payment Status' });

/** The demo merchant, signed in on a request context of its own. */
async function merchant(page: Page, baseURL: string) {
  const context = await page.context().browser()!.newContext({ baseURL });
  await signIn(context.request, baseURL, DEMO_MERCHANT);
  return context;
}

async function setStatus(request: Page['request'], baseURL: string, id: string, status: string) {
  const response = await request.post('/_actions/sellerOrders.updateStatus', {
    headers: { Origin: baseURL },
    data: { id, status, carrier: 'Pos Laju', trackingNumber: 'EF123456789MY' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('paying through the provider (the sandbox)', () => {
  test('pays by FPX on the provider’s page and sees Payment Confirmed on tracking', { tag: '@phone' }, async ({
    page,
    baseURL,
  }) => {
    await atCheckout(page, baseURL!, 'Fauziah Pay');
    await fillCheckoutDetails(page, 'FPX Online Banking');
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\//, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Payment sandbox' })).toBeVisible();
    await expect(page.getByText('FPX Online Banking')).toBeVisible();
    await expectAccessible(page);
    const orderId = await payInSandbox(page);
    await expect(paymentStep(page)).toHaveAttribute('data-state', 'done');
    await expect(paymentStatus(page).getByText('Paid', { exact: true })).toBeVisible();
    await expect(paymentStatus(page).getByText('Payment successful!')).toBeVisible();
    await expectAccessible(page);
    // The order's page again later: still paid, no Pay Now.
    await page.goto(`/orders/${orderId}/track`);
    await expect(paymentStep(page)).toHaveAttribute('data-state', 'done');
    await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  });

  test('a failed payment leaves the order unpaid with its stock held, and Pay Now pays it', async ({
    page,
    baseURL,
  }) => {
    const before = await available(page);
    await atCheckout(page, baseURL!, 'Gagal Dulu', 2);
    await fillCheckoutDetails(page, 'Credit / Debit Card');
    await page.getByRole('button', { name: 'Complete Order' }).click();
    const orderId = await payInSandbox(page, 'Fail the payment');

    await expect(paymentStatus(page).getByText('Payment failed', { exact: true })).toBeVisible();
    await expect(paymentStatus(page).getByText(/Your items are held for you until/)).toBeVisible();
    await expect(paymentStep(page)).toHaveAttribute('data-state', 'pending');
    // The stock stays taken while the order holds it.
    expect(await available(page)).toBeLessThanOrEqual(before - 2);

    await page.goto(`/orders/${orderId}/track`);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    expect(await payInSandbox(page)).toBe(orderId);
    await expect(paymentStep(page)).toHaveAttribute('data-state', 'done');
    await expect(paymentStatus(page).getByText('Paid', { exact: true })).toBeVisible();
  });

  test('cash on delivery: placed unpaid, then the merchant marks the cash collected and the order is paid', async ({
    page,
    baseURL,
  }) => {
    await atCheckout(page, baseURL!, 'Tunai Sahaja');
    await fillCheckoutDetails(page, 'Cash on Delivery');
    await expect(page.getByText('Pay the merchant in cash when your order is delivered.')).toBeVisible();
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible({ timeout: 15_000 });
    const orderId = (await page.locator('[data-order-id]').textContent())!;
    await page.getByRole('main').getByRole('link', { name: 'Track Order' }).click();
    await expect(paymentStatus(page).getByText('Awaiting payment', { exact: true })).toBeVisible();
    await expect(paymentStatus(page).getByText('Pay in cash when your order is delivered.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

    const seller = await merchant(page, baseURL!);
    const sellerOrderId = `${orderId}-1`;
    for (const status of ['processing', 'shipped', 'completed'])
      await setStatus(seller.request, baseURL!, sellerOrderId, status);
    const shop = await seller.newPage();
    await shop.goto(`/seller/orders/${sellerOrderId}`);
    const details = shop.getByRole('region', { name: 'Payment Details' });
    await expect(details.getByText('Awaiting payment')).toBeVisible();
    await details.getByRole('button', { name: 'Mark Cash Collected' }).click();
    await expect(details.getByText(/^Cash collected on /)).toBeVisible();
    await expect(details.getByText('Paid', { exact: true })).toBeVisible();
    await seller.close();

    await page.reload();
    await expect(paymentStatus(page).getByText('Paid', { exact: true })).toBeVisible();
    await expect(paymentStep(page)).toHaveAttribute('data-state', 'done');
  });

  test('a merchant’s cancellation of a paid order is refunded, and the buyer sees the refund', async ({
    page,
    baseURL,
  }) => {
    await signUpShopper(page, baseURL!, 'Pulang Wang', 'refund');
    const { products } = await (await page.request.get(`/api/products?ids=${PRODUCT}`)).json();
    const subtotal = products[0].priceSen as number;
    const placed = await page.request.post('/_actions/checkout.placeOrder', {
      headers: { Origin: baseURL! },
      data: checkoutBody({
        lines: [{ productId: PRODUCT, quantity: 1 }],
        shipping: shippingTo('Pulang Wang', 'refund@example.com'),
        payment: { paymentMethod: 'grabpay' },
        expectedTotalSen: subtotal + 1000 + Math.round(subtotal * 0.06),
      }),
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const { orderId, paymentUrl } = parse(await placed.text()) as { orderId: string; paymentUrl: string };
    await page.goto(paymentUrl);
    await payInSandbox(page);
    await expect(paymentStatus(page).getByText('Paid', { exact: true })).toBeVisible();

    const seller = await merchant(page, baseURL!);
    await setStatus(seller.request, baseURL!, `${orderId}-1`, 'cancelled');
    await seller.close();

    await page.goto(`/orders/${orderId}/track`);
    const refunds = paymentStatus(page).getByRole('listitem').filter({ hasText: 'Kebun Hijau' });
    await expect(refunds).toHaveCount(1);
    await expect(refunds).toContainText('Refunded');
    await expect(paymentStatus(page).getByText('Refunded', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
  });
});
