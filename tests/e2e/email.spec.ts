/**
 * Email from the built worker: an order placed sends the buyer's confirmation and the merchant's new-order
 * message through the send_email binding, each exactly once, even when the same checkout is sent three times
 * at once. Locally the binding is simulated: workerd writes each message's text to .wrangler/tmp/email, which
 * this test reads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { checkoutBody, placeOrder, shippingTo, signUpThroughApi, uniqueEmail } from './fixtures';
import { formatMoney } from '../../src/lib/money';

const SIMULATED = '.wrangler/tmp/email';

/** The text of every simulated message that mentions `needle`. */
function simulatedTexts(needle: string): string[] {
  let runs: string[] = [];
  try {
    runs = readdirSync(SIMULATED);
  } catch {
    return [];
  }
  return runs.flatMap((run) => {
    const dir = join(SIMULATED, run, 'email-text');
    let files: string[] = [];
    try {
      files = readdirSync(dir);
    } catch {
      return [];
    }
    return files.map((file) => readFileSync(join(dir, file), 'utf8')).filter((text) => text.includes(needle));
  });
}

test('an order sends the buyer’s confirmation and the merchant’s new order once, though the checkout was sent three times at once', async ({ playwright, baseURL }) => {
  const buyer = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('mail');
  await signUpThroughApi(buyer, baseURL!, { name: 'Mail Reader', email, password: 'surat-pagi-22' });
  const body = checkoutBody({ lines: [{ productId: 'veg-cili', quantity: 1 }], shipping: shippingTo('Mail Reader', email), expectedTotalSen: 1530 });
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
  expect(confirmation).toContain(`Total: ${formatMoney(1530, 'MYR')}`);
  expect(confirmation).toContain(`${baseURL}/orders/${orderId}/track`);
  const newOrder = texts.find((t) => t.startsWith('Mail Reader placed an order'))!;
  expect(newOrder).toContain(`(${orderId}-1)`);
  expect(newOrder).toContain(`${baseURL}/seller/orders/${orderId}-1`);
  // A later request drains the outbox again: nothing is sent twice.
  expect((await buyer.get('/api/me')).status()).toBe(200);
  expect((await buyer.post('/_actions/notifications.markAllRead', { headers: { Origin: baseURL! } })).status()).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(simulatedTexts(orderId)).toHaveLength(2);
  await buyer.dispose();
});
