/**
 * Looks and words: a cart line removed without a script is named.
 */
import { expect, test } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from './fixtures';

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
