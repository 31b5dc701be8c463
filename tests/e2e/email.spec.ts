/**
 * Email from the built worker: an order placed sends the buyer's confirmation and the merchant's new-order
 * message through the send_email binding, each exactly once, even when the same checkout is sent three times
 * at once. Locally the binding is simulated: workerd writes each message's text to .wrangler/tmp/email, which
 * this test reads.
 */
import { expect, test } from '@playwright/test';
import { checkoutBody, placeOrder, shippingTo, signUpThroughApi, simulatedTexts, uniqueEmail } from './fixtures';
import { formatMoney } from '../../src/lib/money';

test('an order sends the buyer’s confirmation and the merchant’s new order once, though the checkout was sent three times at once', async ({
  playwright,
  baseURL,
}) => {
  const buyer = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('mail');
  await signUpThroughApi(buyer, baseURL!, { name: 'Mail Reader', email, password: 'surat-pagi-22' });
  const body = checkoutBody({
    lines: [{ productId: 'veg-cili', quantity: 1 }],
    shipping: shippingTo('Mail Reader', email),
    expectedTotalSen: 1530,
  });
  const answers = await Promise.all([1, 2, 3].map(() => placeOrder(buyer, baseURL!, body)));
  for (const answer of answers) expect(answer.status()).toBe(200);
  const ids = await Promise.all(answers.map(async (a) => /ORD-2024-\d{9}/.exec(await a.text())![0]));
  expect(new Set(ids).size).toBe(1);
  const orderId = ids[0]!;

  // Sent after the responses: wait for both, then make sure no third arrives.
  await expect.poll(() => simulatedTexts(orderId).length, { timeout: 15_000 }).toBe(2);
  const texts = simulatedTexts(orderId);
  const confirmation = texts.find((t) => t.startsWith('Hi Mail Reader'))!;
  expect(confirmation).toContain(`thank you for your order ${orderId}`);
  expect(confirmation).toContain(`Total: ${formatMoney(1530)}`);
  expect(confirmation).toContain(`${baseURL}/orders/${orderId}/track`);
  const newOrder = texts.find((t) => t.startsWith('Mail Reader placed an order'))!;
  expect(newOrder).toContain(`(${orderId}-1)`);
  expect(newOrder).toContain(`${baseURL}/seller/orders/${orderId}-1`);
  // The Cron Trigger's drain runs (the local server runs the worker's scheduled handler on this request): it
  // finds nothing due, so nothing is sent twice.
  const scheduled = await buyer.get('/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*');
  expect([scheduled.status(), await scheduled.text()]).toEqual([200, 'ok']);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(simulatedTexts(orderId)).toHaveLength(2);
  await buyer.dispose();
});

test('a buyer who turns order confirmations off in the profile gets none; the merchant still hears of the order', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('quiet');
  await signUpThroughApi(page.request, baseURL!, { name: 'Quiet Reader', email, password: 'surat-senyap-22' });
  await page.goto('/profile?tab=settings');
  const confirmations = page.getByRole('checkbox', { name: 'Order confirmations' });
  await expect(confirmations).toBeChecked();
  // A buyer without a store is not offered a merchant's emails.
  await expect(page.getByRole('checkbox', { name: 'New orders in my store' })).toHaveCount(0);
  await confirmations.uncheck();
  await page.getByRole('button', { name: 'Save email settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your email settings are saved.' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Order confirmations' })).not.toBeChecked();

  const body = checkoutBody({
    lines: [{ productId: 'veg-cili', quantity: 1 }],
    shipping: shippingTo('Quiet Reader', email),
    expectedTotalSen: 1530,
  });
  const placed = await placeOrder(page.request, baseURL!, body);
  expect(placed.status()).toBe(200);
  const orderId = /ORD-2024-\d{9}/.exec(await placed.text())![0];
  await expect.poll(() => simulatedTexts(orderId).length, { timeout: 15_000 }).toBe(1);
  expect(simulatedTexts(orderId)[0]).toMatch(/^Quiet Reader placed an order/);
});
