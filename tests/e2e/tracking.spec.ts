import { expect, test, type Page } from '@playwright/test';
import { checkoutTotals, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import {
  checkoutBody,
  DEMO_BUYER,
  DEMO_MERCHANT,
  placeOrder,
  shippingTo,
  signIn,
  signInThroughScreen,
  signUpThroughApi,
  uniqueEmail,
} from './fixtures';
import { expectAccessible, payInSandbox, watchForErrors } from './support';

const DELIVERED = 'ORD-2024-001234567';
const SHIPPED = 'ORD-2024-001234568';
const PROCESSING = 'ORD-2024-001234569';
const STEPS = [
  'Order Placed',
  'Payment Confirmed',
  'Order Confirmed',
  'Processing',
  'Shipped',
  'Out for Delivery',
  'Delivered',
];

const lookupField = (page: Page) => page.getByLabel('Order ID or Tracking Number');
const trackButton = (page: Page) => page.getByRole('button', { name: /^(Track Order|Tracking\.\.\.)$/ });
const privateNote = (page: Page) => page.getByRole('region', { name: 'Delivery and payment details', exact: true });
const timeline = (page: Page) => page.getByRole('list', { name: 'Tracking Timeline' });

/** The done flags of the seven timeline steps, in order, as the page marks them. */
async function expectTimeline(page: Page, doneCount: number) {
  const steps = timeline(page).getByRole('listitem');
  await expect(steps).toHaveCount(7);
  for (const [index, label] of STEPS.entries()) {
    const step = steps.nth(index);
    await expect(step).toContainText(label);
    if (index < doneCount) {
      await expect(step).toHaveAttribute('data-state', 'done');
      await expect(step).not.toContainText('Pending');
      // At the time it happened, or "Completed" where nothing recorded the time: never a time made up.
      const time = step.locator('time');
      if ((await time.count()) > 0) {
        await expect(time).toHaveText(/^\d{1,2}\s[A-Z][a-z]{2}\s\d{4},\s\d{1,2}:\d{2}\s(am|pm)$/);
        expect(Date.parse((await time.getAttribute('datetime'))!)).toBeLessThanOrEqual(Date.now());
      } else {
        await expect(step).toContainText('Completed');
      }
    } else {
      await expect(step).toHaveAttribute('data-state', 'pending');
      await expect(step).toContainText('Pending');
    }
  }
}

async function expectProgress(page: Page, percent: number) {
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('value', String(percent));
  await expect(page.getByText(`${percent}%`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${percent}%`, { exact: true })).toHaveCount(1);
}

test.describe('tracking lookup (/track-order)', () => {
  test('offers the form, the demo orders, the profile link, and shows the processing demo order', async ({ page }) => {
    const errors = watchForErrors(page);
    const response = await page.goto('/track-order');
    expect(response!.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeVisible();
    await expect(lookupField(page)).toBeVisible();
    await expect(trackButton(page)).toHaveText('Track Order');
    for (const id of [DELIVERED, SHIPPED, PROCESSING]) {
      await expect(page.getByRole('link', { name: id, exact: true })).toHaveAttribute('href', `/orders/${id}/track`);
    }
    await expect(page.getByRole('link', { name: 'View all orders in your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );

    await expect(page.getByRole('heading', { level: 2, name: PROCESSING })).toBeVisible();
    await expect(page.locator('.summary .status')).toHaveText('Processing');
    await expectProgress(page, 40);
    await expectTimeline(page, 4);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('refuses blank input before sending anything', async ({ page }) => {
    await page.goto('/track-order');
    await lookupField(page).fill('   ');
    await trackButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a tracking number');
    await expect(page).toHaveURL(/\/track-order$/);
    await expect(lookupField(page)).toBeFocused();
    await expect(lookupField(page)).toHaveAttribute('aria-invalid', 'true');
    await lookupField(page).fill('2');
    await expect(page.getByRole('alert')).toBeHidden();
  });

  test('says when no order matches, keeping what was typed', async ({ page }) => {
    await page.goto('/track-order');
    await lookupField(page).fill('EP000000000MY');
    await lookupField(page).press('Enter');
    await expect(page).toHaveURL(/\/track-order\?q=EP000000000MY$/);
    await expect(page.getByRole('alert')).toHaveText('No order found with this tracking number');
    await expect(lookupField(page)).toHaveValue('EP000000000MY');
    await expectAccessible(page);
  });

  test('Enter submits, and the whole order id (in any case) finds the order', async ({ page }) => {
    await page.goto('/track-order');
    await lookupField(page).fill(SHIPPED.toLowerCase());
    await lookupField(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/orders/${SHIPPED}/track$`));
    await expect(page.getByRole('heading', { level: 1, name: SHIPPED })).toBeVisible();
  });

  test('a part of an order id finds nothing', async ({ page }) => {
    await page.goto('/track-order');
    await lookupField(page).fill('234568');
    await lookupField(page).press('Enter');
    await expect(page).toHaveURL(/\/track-order\?q=234568$/);
    await expect(page.getByRole('alert')).toHaveText('No order found with this tracking number');
  });

  test('a whole tracking number finds its order', async ({ page }) => {
    await page.goto('/track-order');
    await lookupField(page).fill('EP564738291MY');
    await trackButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${SHIPPED}/track$`));
    await expect(page.getByRole('heading', { level: 1, name: SHIPPED })).toBeVisible();
  });

  test('the button reads Tracking... while the lookup runs', async ({ page }) => {
    await page.goto('/track-order');
    // Playwright cannot read a page whose navigation is under way: hold the navigation back in the page
    // itself, after the lookup's own submit handler has run.
    await page.evaluate(() => window.addEventListener('submit', (event) => event.preventDefault()));
    await lookupField(page).fill('EP564738291MY');
    await trackButton(page).click();
    await expect(trackButton(page)).toHaveText('Tracking...');
    await expect(trackButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('alert')).toBeHidden();
  });

  test('each demo link opens its order', async ({ page }) => {
    for (const id of [DELIVERED, SHIPPED, PROCESSING]) {
      await page.goto('/track-order');
      await page.getByRole('link', { name: id, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/orders/${id}/track$`));
      await expect(page.getByRole('heading', { level: 1, name: id })).toBeVisible();
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server answers blank input, no match, and a match', async ({ page }) => {
      await page.goto('/track-order?q=');
      await expect(page.getByRole('alert')).toHaveText('Please enter a tracking number');
      await page.goto('/track-order');
      await lookupField(page).fill('ep102938475my');
      await lookupField(page).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/orders/${DELIVERED}/track$`));
      await page.goto('/track-order?q=ORD-2099');
      await expect(page.getByRole('alert')).toHaveText('No order found with this tracking number');
    });
  });
});

test.describe('tracking one order (/orders/{id}/track)', () => {
  test('the delivered order, to its buyer: all seven steps done, 100%, carrier link, items and totals', async ({
    page,
    baseURL,
  }) => {
    const errors = watchForErrors(page);
    await signIn(page.request, baseURL!, DEMO_BUYER);
    const response = await page.goto(`/orders/${DELIVERED}/track`);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: DELIVERED })).toBeVisible();
    await expect(page.getByText(/^Placed on\s\d{1,2}\s[A-Z][a-z]{2}\s\d{4}$/)).toBeVisible();
    await expect(page.locator('.summary .status')).toHaveText('Delivered');
    await expectProgress(page, 100);
    await expect(page.getByText('Estimated Delivery')).toBeVisible();
    await expectTimeline(page, 7);

    const carrier = page.getByRole('link', { name: /Track with Carrier/ });
    await expect(carrier).toHaveAttribute('href', 'https://tracking.pos.com.my/tracking/EP102938475MY');
    await expect(carrier).toHaveAttribute('target', '_blank');
    await expect(carrier).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByText('EP102938475MY')).toBeVisible();
    await expect(page.getByText('Pos Laju', { exact: true })).toBeVisible();

    const items = page.getByRole('region', { name: 'Order Items', exact: true });
    await expect(items.getByRole('listitem')).toHaveCount(2);
    await expect(items.getByRole('listitem').nth(0)).toContainText('Udang Harimau (Tiger Prawns)');
    await expect(items.getByRole('listitem').nth(0)).toContainText('1 × RM 48.00');
    await expect(items.getByRole('listitem').nth(1)).toContainText('2 × RM 28.00');
    await expect(items.getByRole('listitem').nth(1)).toContainText('RM 56.00');
    await expect(items.getByRole('img')).toHaveCount(0); // decorative: named by the text beside them
    await expect(items.locator('img')).toHaveCount(2);
    for (const [term, value] of [
      ['Subtotal', 'RM 104.00'],
      ['Shipping', 'Free'],
      ['GST (6%)', 'RM 6.24'],
      ['Total', 'RM 110.24'],
    ] as const) {
      await expect(items.locator('dl div', { hasText: term }).last()).toContainText(value);
    }

    const help = page.getByRole('region', { name: 'Need Help?', exact: true });
    await expect(help.getByRole('link', { name: 'Call Support' })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(help.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      `mailto:help@labuanmarket.example?subject=Help%20with%20order%20${DELIVERED}`,
    );
    // Its accessibility is checked by the accessibility sweep, which opens this order as its buyer.
    expect(errors).toEqual([]);
  });

  test('the shipped order in transit: five steps done, Out for Delivery pending, 70%', async ({ page }) => {
    await page.goto(`/orders/${SHIPPED}/track`);
    await expect(page.locator('.summary .status')).toHaveText('Shipped');
    await expectProgress(page, 70);
    await expectTimeline(page, 5);
    await expect(page.getByRole('link', { name: /Track with Carrier/ })).toHaveAttribute(
      'href',
      'https://tracking.pos.com.my/tracking/EP564738291MY',
    );
  });

  test('the processing order: four steps done, 40%, not shipped yet', async ({ page }) => {
    await page.goto(`/orders/${PROCESSING}/track`);
    await expectProgress(page, 40);
    await expectTimeline(page, 4);
    await expect(page.getByText(/^Not shipped yet\./)).toBeVisible();
    await expect(page.getByRole('link', { name: /Track with Carrier/ })).toHaveCount(0);
  });

  test('an unknown order id: Order not found, status 404, a way back', async ({ page }) => {
    const response = await page.goto('/orders/ORD-2024-999999999/track');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Track another order' }).click();
    await expect(page).toHaveURL(/\/track-order$/);
    expect((await page.goto('/orders/%3Cscript%3E/track'))!.status()).toBe(404);
  });
});

test.describe('privacy of the delivery and payment details', () => {
  test('a visitor sees the status, timeline and shipment, but not the items, prices, address, contact or payment', async ({
    page,
  }) => {
    await page.goto(`/orders/${DELIVERED}/track`);
    await expectTimeline(page, 7);
    await expect(page.getByRole('link', { name: /Track with Carrier/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Items', exact: true })).toHaveCount(0);
    const body = page.locator('body');
    await expect(body).not.toContainText('Udang Harimau (Tiger Prawns)');
    await expect(body).not.toContainText('RM ');
    await expect(body).not.toContainText('8, Jalan Tanjung Purun');
    await expect(body).not.toContainText('+60 12-345 6789');
    await expect(body).not.toContainText('buyer@labuanmarket.example');
    await expect(body).not.toContainText('4242');
    await expect(body).not.toContainText('TXN-');
    await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toHaveCount(0);
    await expect(
      page.getByText('Sign in as the buyer to see the items, prices, delivery and payment details'),
    ).toBeVisible();
    await expect(privateNote(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/orders/${DELIVERED}/track`)}`,
    );

    await page.goto('/track-order');
    await expect(page.locator('body')).not.toContainText('8, Jalan Tanjung Purun');
    await expect(
      page.getByText('Sign in as the buyer to see the items, prices, delivery and payment details'),
    ).toBeVisible();
  });

  test('the buyer who placed the order, once signed in, sees them', async ({ page }) => {
    await page.goto(`/orders/${DELIVERED}/track`);
    await privateNote(page).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signInThroughScreen(page, DEMO_BUYER);
    await expect(page).toHaveURL(new RegExp(`/orders/${DELIVERED}/track$`));

    const address = page.getByRole('region', { name: 'Delivery Address', exact: true });
    await expect(address).toContainText('Aisyah Rahman');
    await expect(address).toContainText('8, Jalan Tanjung Purun');
    await expect(address).toContainText('+60 12-345 6789');
    await expect(address).toContainText('buyer@labuanmarket.example');
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await expect(payment).toContainText('Card •••• •••• •••• 4242');
    await expect(payment).toContainText('Completed');
    await expect(payment).toContainText('RM 110.24');
    await expect(
      page.getByText('Sign in as the buyer to see the items, prices, delivery and payment details'),
    ).toHaveCount(0);

    // The default order on the lookup screen is theirs too.
    await page.goto('/track-order');
    await expect(page.getByRole('region', { name: 'Delivery Address', exact: true })).toContainText(
      '8, Jalan Tanjung Purun',
    );
    await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText('E-Wallet');
  });

  test("another shopper's order stays private to the demo buyer", async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, DEMO_BUYER);
    await page.goto('/orders/ORD-2024-000000104/track');
    await expectTimeline(page, 7);
    await expect(
      page.getByText('Sign in as the buyer to see the items, prices, delivery and payment details'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery Address', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Payment', exact: true })).toHaveCount(0);
  });
});

test.describe("the merchant's notes", () => {
  test('the buyer reads a note under the step it came with; a visitor with the order id does not', async ({
    browser,
    baseURL,
  }) => {
    // A buyer of their own orders kebun-hijau's choy sum, as the other order tests do.
    const buyer = await browser.newContext({ baseURL });
    const email = uniqueEmail('notes');
    await signUpThroughApi(buyer.request, baseURL!, { name: 'Nora Notes', email, password: 'terung-ungu-42' });
    const prices = (await (await buyer.request.get('/api/products?ids=veg-sawi')).json()) as {
      products: { priceSen: number }[];
    };
    const placed = await placeOrder(
      buyer.request,
      baseURL!,
      checkoutBody({
        lines: [{ productId: 'veg-sawi', quantity: 1 }],
        shipping: shippingTo('Nora Notes', email),
        payment: { paymentMethod: 'fpx' },
        expectedTotalSen: checkoutTotals(prices.products[0]!.priceSen, DEFAULT_TAX_RULE).totalSen,
      }),
    );
    expect(placed.status()).toBe(200);
    const answer = await placed.text();
    const orderId = /ORD-2024-\d{9}/.exec(answer)![0];
    // Paid on the sandbox's page, so that the merchant may prepare it.
    const paying = await buyer.newPage();
    await paying.goto(/\/payments\/sandbox\/cs_sandbox_[a-f0-9]{32}/.exec(answer)![0]);
    await payInSandbox(paying);
    await paying.close();

    const merchant = await browser.newContext({ baseURL });
    await signIn(merchant.request, baseURL!, DEMO_MERCHANT);
    const note = 'Packing it fresh from the farm this afternoon <b>today</b>';
    const changed = await merchant.request.post('/_actions/sellerOrders.updateStatus', {
      headers: { Origin: baseURL! },
      data: { id: `${orderId}-1`, status: 'processing', note },
    });
    expect(changed.status()).toBe(200);
    await merchant.close();

    const page = await buyer.newPage();
    await page.goto(`/orders/${orderId}/track`);
    const processing = timeline(page).getByRole('listitem').filter({ hasText: 'Processing' });
    // Shown as text, as the merchant typed it, with who wrote it and when.
    await expect(processing.getByText(note, { exact: true })).toBeVisible();
    await expect(processing).toContainText('Note from Kebun Hijau');
    await expect(processing.locator('b')).toHaveCount(0);
    await expect(timeline(page).getByRole('listitem').filter({ hasText: 'Order Placed' })).not.toContainText(note);
    await expectAccessible(page);
    await buyer.close();

    const visitor = await browser.newPage({ baseURL });
    await visitor.goto(`/orders/${orderId}/track`);
    await expectTimeline(visitor, 4);
    await expect(visitor.getByText(note)).toHaveCount(0);
    await visitor.close();
  });
});
