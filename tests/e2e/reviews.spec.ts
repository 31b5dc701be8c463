/**
 * Reviews from people who bought, in the browser: a buyer rates an item of their delivered order from its
 * tracking page, the product page shows the review (as text, whatever it holds) with the new average, and the
 * merchant, told by the bell, replies once under it.
 */
import { expect, test } from '@playwright/test';
import { becomeMerchant, checkoutBody, placeOrder, shippingTo } from './fixtures';
import { expectAccessible, signUpShopper, waitForIslands, watchForErrors } from './support';
import { checkoutTotals, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import { PNG } from '../pictures';

test('a buyer reviews a delivered item, sees it with the new average, and the merchant is told and replies', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  // A store and a product of their own, so that no other test's counts or ratings move.
  const seller = await browser.newContext({ baseURL });
  const sellerPage = await seller.newPage();
  await becomeMerchant(sellerPage, baseURL!, `Review Test Store ${Date.now()}`);
  const name = `Kuih Review ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const form = new FormData();
  const fields = {
    intent: 'publish',
    name,
    description: 'Made this morning.',
    category: 'food',
    isActive: 'on',
    price: '12.00',
    quantity: '30',
    trackQuantity: 'on',
    taxable: 'on',
    requiresShipping: 'on',
  };
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('images', new Blob([Buffer.from(PNG)], { type: 'image/png' }), 'kuih.png');
  expect(
    (
      await seller.request.post('/_actions/productEditor.save', { headers: { Origin: baseURL! }, multipart: form })
    ).status(),
  ).toBe(200);
  await sellerPage.goto(`/?q=${encodeURIComponent(name)}`);
  const productId = (await sellerPage.getByRole('link', { name }).first().getAttribute('href'))!.split('/').pop()!;

  // A buyer orders it, and the merchant delivers it.
  const page = await (await browser.newContext({ baseURL })).newPage();
  const errors = watchForErrors(page);
  const buyer = await signUpShopper(page, baseURL!, 'Review Writer', 'review');
  const placed = await placeOrder(
    page.request,
    baseURL!,
    checkoutBody({
      lines: [{ productId, quantity: 1 }],
      shipping: shippingTo(buyer.name, buyer.email),
      expectedTotalSen: checkoutTotals(1200, DEFAULT_TAX_RULE).totalSen,
    }),
  );
  expect(placed.status()).toBe(200);
  const orderId = /ORD-2024-\d{9}/.exec(await placed.text())![0];

  // Before delivery there is nothing to rate.
  await page.goto(`/orders/${orderId}/track`);
  await expect(page.getByRole('heading', { name: 'Rate your items' })).toHaveCount(0);
  for (const change of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'Pos Laju', trackingNumber: 'EP123450987MY' },
    { status: 'completed' },
  ]) {
    const changed = await seller.request.post('/_actions/sellerOrders.updateStatus', {
      headers: { Origin: baseURL! },
      data: { id: `${orderId}-1`, ...change },
    });
    expect(changed.status(), change.status).toBe(200);
  }

  // The buyer rates it from the tracking page, with text that would be markup if it were not shown as text.
  await page.goto(`/orders/${orderId}/track`);
  const section = page.getByRole('region', { name: 'Rate your items' });
  await expect(section).toBeVisible();
  await section.locator('label', { hasText: '4 stars' }).click();
  await expect(section.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const hostile = '<img src=x onerror="document.title=1"> Fresh & well packed';
  await section.getByLabel('Your review (optional)').fill(hostile);
  await section.getByRole('button', { name: `Post review of ${name}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you! Your review is on the product page.' }),
  ).toBeVisible();
  await expect(section.getByRole('img', { name: 'You rated it 4 out of 5 stars' })).toBeVisible();
  await expect(section.getByRole('button', { name: `Post review of ${name}` })).toHaveCount(0);
  await expectAccessible(page);

  // The product page shows it, as text, with the product's new average and count.
  await page.goto(`/product/${productId}?tab=reviews`);
  await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5 stars, 1 review' }).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reviews (1)' })).toHaveAttribute('aria-selected', 'true');
  const review = page.locator('[data-review]');
  await expect(review.getByText(hostile, { exact: true })).toBeVisible();
  await expect(review.getByText('Review Writer', { exact: true })).toBeVisible();
  await expect(review.locator('img')).toHaveCount(0);

  // The merchant's bell tells of it and leads to the reviews, where they reply once.
  await sellerPage.goto('/seller-dashboard');
  await waitForIslands(sellerPage);
  await sellerPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = sellerPage.getByRole('region', { name: 'Your notifications' });
  await panel.getByText(`Review Writer gave ${name} 4 stars.`).click();
  await expect(sellerPage).toHaveURL(/\/seller\/reviews$/);
  await sellerPage.getByLabel('Reply to Review Writer').fill('Terima kasih! See you at the pasar.');
  await sellerPage.getByRole('button', { name: 'Post reply' }).click();
  await expect(
    sellerPage.getByRole('status').filter({ hasText: 'Your reply is published under the review.' }),
  ).toBeVisible();
  await expect(sellerPage.getByRole('button', { name: 'Post reply' })).toHaveCount(0);

  await page.reload();
  await expect(review.getByText('Reply from the seller')).toBeVisible();
  await expect(review.getByText('Terima kasih! See you at the pasar.')).toBeVisible();

  // The merchant rewords the reply, then takes it down: the review is theirs to answer again.
  await sellerPage.getByText('Edit reply').click();
  await sellerPage.getByLabel('Change your reply').fill('Terima kasih! Fresh prawns every Saturday.');
  await sellerPage.getByRole('button', { name: 'Save reply' }).click();
  await expect(sellerPage.getByRole('status').filter({ hasText: 'Your reply is changed.' })).toBeVisible();
  await page.reload();
  await expect(review.getByText('Terima kasih! Fresh prawns every Saturday.')).toBeVisible();
  await sellerPage.getByRole('button', { name: 'Remove reply' }).click();
  await expect(sellerPage.getByRole('status').filter({ hasText: 'Your reply is removed.' })).toBeVisible();
  await expect(sellerPage.getByRole('button', { name: 'Post reply' })).toHaveCount(1);
  await page.reload();
  await expect(review.getByText('Reply from the seller')).toHaveCount(0);
  expect(await page.title()).not.toBe('1');
  expect(errors).toEqual([]);
  await seller.close();
  await page.context().close();
});
