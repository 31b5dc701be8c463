/**
 * Looks and words: a product page shows the merchant's own SKU; a cart line removed without a script is named.
 */
import { expect, test } from '@playwright/test';
import { becomeMerchant, signUpThroughApi, uniqueEmail } from './fixtures';
import { PNG } from '../pictures';

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
