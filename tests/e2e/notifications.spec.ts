import { expect, test } from '@playwright/test';
import {
  checkoutBody,
  DEMO_MERCHANT,
  newApprovedMerchant,
  placeOrder,
  shippingTo,
  signIn,
  signUpThroughApi,
  uniqueEmail,
} from './fixtures';
import { formatMoney } from '../../src/lib/money';
import { expectAccessible, waitForIslands } from './support';
import { englishLeft } from './untranslated';

test.describe('the notification bell', () => {
  test('a buyer’s order appears on the merchant’s bell', async ({ browser, baseURL }) => {
    // A new buyer orders chillies from the demo merchant, through the checkout action (no other test counts them).
    const buyer = await browser.newContext({ baseURL });
    const email = uniqueEmail('bell');
    await signUpThroughApi(buyer.request, baseURL!, { name: 'Bell Buyer', email, password: 'loceng-bunyi-1' });
    const placed = await placeOrder(
      buyer.request,
      baseURL!,
      checkoutBody({
        lines: [{ productId: 'veg-cili', quantity: 1 }],
        shipping: shippingTo('Bell Buyer', email),
        expectedTotalSen: 1530,
      }),
    );
    expect(placed.status()).toBe(200);
    const body = await placed.text();
    const orderId = /ORD-2024-\d{9}/.exec(body)![0];
    await buyer.close();

    const merchant = await browser.newContext({ baseURL });
    await signIn(merchant.request, baseURL!, DEMO_MERCHANT);
    const page = await merchant.newPage();
    await page.goto('/seller-dashboard');
    await waitForIslands(page);
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = page.getByRole('region', { name: 'Your notifications' });
    await expect(panel.getByText(`Bell Buyer ordered 1 item (${orderId}-1).`)).toBeVisible();
    await merchant.close();
  });

  test('marks read and clears, and keeps it so after a reload', async ({ browser, baseURL }) => {
    // A merchant of its own, so that clearing touches no one else: approve an application as the admin.
    const { context, page } = await newApprovedMerchant(browser, baseURL!, `Bell Shop ${Date.now()}`, {
      name: 'Bell Seller',
      emailPrefix: 'bell-seller',
    });
    await page.goto('/seller-dashboard');
    await waitForIslands(page);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const panel = page.getByRole('region', { name: 'Your notifications' });
    await expect(panel.getByText('Application approved', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByText('All notifications marked as read')).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).click();
    await page.getByRole('region', { name: 'Your notifications' }).getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByText('All notifications cleared')).toBeVisible();
    await expect(page.getByText("You're all caught up.")).toBeVisible();
    await context.close();
  });

  test('a buyer hears of their order on the profile’s bell: placed, then each status change with the merchant’s note', async ({
    browser,
    baseURL,
  }) => {
    const buyer = await browser.newContext({ baseURL });
    const email = uniqueEmail('buyer-bell');
    await signUpThroughApi(buyer.request, baseURL!, { name: 'Bell Reader', email, password: 'loceng-bunyi-1' });
    const placed = await placeOrder(
      buyer.request,
      baseURL!,
      checkoutBody({
        lines: [{ productId: 'veg-cili', quantity: 1 }],
        shipping: shippingTo('Bell Reader', email),
        expectedTotalSen: 1530,
      }),
    );
    expect(placed.status()).toBe(200);
    const orderId = /ORD-2024-\d{9}/.exec(await placed.text())![0];

    const merchant = await browser.newContext({ baseURL });
    await signIn(merchant.request, baseURL!, DEMO_MERCHANT);
    const changed = await merchant.request.post('/_actions/sellerOrders.updateStatus', {
      headers: { Origin: baseURL! },
      data: { id: `${orderId}-1`, status: 'processing', note: 'Picking the reddest ones for you' },
    });
    expect(changed.status()).toBe(200);
    await merchant.close();

    const page = await buyer.newPage();
    await page.goto('/profile');
    await waitForIslands(page);
    const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Your notifications' });
    await expect(panel.getByText('Order placed', { exact: true })).toBeVisible();
    await expect(panel.getByText(`Your order ${orderId} of 1 item for ${formatMoney(1530)} was placed.`)).toBeVisible();
    await expect(panel.getByText('Your order is being prepared', { exact: true })).toBeVisible();
    await expect(panel.getByText(/Note from the seller: Picking the reddest ones for you/)).toBeVisible();
    await expectAccessible(page);
    // A notification opens its order's tracking page, where the note stands under its step.
    await panel.getByText('Your order is being prepared', { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/track$`));
    await expect(
      page.getByRole('list', { name: 'Tracking Timeline' }).getByRole('listitem').filter({ hasText: 'Processing' }),
    ).toContainText('Picking the reddest ones for you');

    // The same notifications in Bahasa Malaysia: made anew from what they stored, the seller's note as written.
    await page.goto('/ms/profile');
    await waitForIslands(page);
    await page.getByRole('button', { name: /^Pemberitahuan, \d+ belum dibaca$/ }).click();
    const senarai = page.getByRole('region', { name: 'Pemberitahuan anda' });
    await expect(
      senarai.getByText(`Pesanan anda ${orderId} sebanyak 1 barang berjumlah ${formatMoney(1530)} telah dibuat.`),
    ).toBeVisible();
    await expect(senarai.getByText('Pesanan anda sedang disediakan', { exact: true })).toBeVisible();
    await expect(senarai.getByText(/Nota daripada penjual: Picking the reddest ones for you/)).toBeVisible();
    await expect(senarai.locator('[translate="no"]', { hasText: 'Picking the reddest ones for you' })).toBeVisible();
    expect(await englishLeft(page), 'the profile’s notifications in Bahasa Malaysia').toEqual([]);
    await buyer.close();
  });
});
