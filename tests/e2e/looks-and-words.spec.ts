/**
 * Looks and words: an amount of money never breaks over two lines on a 320 px phone; a product page shows the
 * merchant's own SKU; a cart line removed without a script is named.
 */
import { expect, test, type Page } from '@playwright/test';
import { becomeMerchant, DEMO_MERCHANT, signIn, signUpThroughApi, uniqueEmail } from './fixtures';
import { waitForIslands } from './support';
import { PNG } from '../pictures';

/** Every amount of money on the page ("RM 73,052.45", "RM 12.00") that the browser laid out over more than one line. */
function brokenAmounts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const money = /(?:RM|US\$|\$)\s?[\d,]+(?:\.\d{1,2})?/g;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(money)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test('the dashboard and Order Management, in both languages, each fits a 320 px phone: no amount breaks, nothing is wider', {
  tag: '@phone',
}, async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO_MERCHANT);
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of [
    '/seller-dashboard',
    '/seller-dashboard?tab=products',
    '/seller-dashboard?tab=orders',
    '/seller/orders',
    '/ms/seller-dashboard',
    '/ms/seller-dashboard?tab=orders',
    '/ms/seller/orders',
  ]) {
    await page.goto(path);
    await waitForIslands(page);
    await expect(page.getByText(/RM\s[\d,]+\.\d{2}/).first(), path).toBeVisible();
    expect(await brokenAmounts(page), path).toEqual([]);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});

test("a product page shows the merchant's own SKU", async ({ page, baseURL }) => {
  await becomeMerchant(page, baseURL!, `Kuih Audit ${Date.now()}`);
  const name = `Kuih Audit ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const form = new FormData();
  for (const [field, value] of Object.entries({
    intent: 'publish',
    name,
    description: 'Made this morning.',
    category: 'food',
    isActive: 'on',
    price: '6.00',
    quantity: '12',
    sku: 'KUIH-AUD-1',
    trackQuantity: 'on',
    taxable: 'on',
    requiresShipping: 'on',
  }))
    form.append(field, value);
  form.append('images', new Blob([Buffer.from(PNG)], { type: 'image/png' }), 'kuih.png');
  expect(
    (
      await page.request.post('/_actions/productEditor.save', { headers: { Origin: baseURL! }, multipart: form })
    ).status(),
  ).toBe(200);
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).first().click();
  const details = page.locator('dl.specs');
  await expect(details.getByText('KUIH-AUD-1', { exact: true })).toBeVisible();
  await expect(details.getByText(/^SKU-/)).toHaveCount(0);
  // A demo product has no SKU of its merchant's but the spec's own.
  await page.goto('/product/food-amplang');
  await expect(page.locator('dl.specs').getByText('SKU-food-amplang', { exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('removing a cart line names the product removed', async ({ page, baseURL }) => {
    await signUpThroughApi(page.request, baseURL!, {
      name: 'Siti Buang',
      email: uniqueEmail('noscript-remove'),
      password: 'kampung-pagi-7',
    });
    await page.goto('/product/food-amplang');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: 'Remove Amplang Ikan Tenggiri' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('status')).toContainText('Removed from cart: Amplang Ikan Tenggiri');
    await expect(page.getByText('the product')).toHaveCount(0);
  });
});
