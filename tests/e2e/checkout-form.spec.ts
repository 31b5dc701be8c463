/** The checkout form as a buyer fills it: required marks, errors that move nothing, focus on the first error, no card field. */
import { expect, test, type Page } from '@playwright/test';
import { holdScripts, islandsPending, keepInBrowser, payInSandbox, signUpShopper, waitForIslands } from './support';

/** A checkout of one amplang: the product the suite buys, whose stock no other test counts. */
async function openCheckout(page: Page, baseURL: string): Promise<void> {
  const shopper = await signUpShopper(page, baseURL, 'Form Buyer', 'form');
  await keepInBrowser(page, shopper.id, 'cart', [
    { productId: 'food-amplang', quantity: 1, addedAt: new Date().toISOString() },
  ]);
  await page.goto('/checkout');
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: 'Complete Order' })).toBeEnabled();
}

async function fillAllButCityAndPostalCode(page: Page): Promise<void> {
  await page.getByLabel('Phone *').fill('+60 12-555 0101');
  await page.getByLabel('Address *').fill('12, Jalan Merdeka');
}

test.describe('checkout form', () => {
  test('keeps every field typed before the scripts arrived, Delivery Notes included', async ({ page, baseURL }) => {
    const shopper = await signUpShopper(page, baseURL!, 'Early Buyer', 'early-checkout');
    await keepInBrowser(page, shopper.id, 'cart', [
      { productId: 'food-amplang', quantity: 1, addedAt: new Date().toISOString() },
    ]);
    const releaseScripts = await holdScripts(page);
    await page.goto('/checkout', { waitUntil: 'commit' });
    const typed = {
      'Phone *': '+60 12-555 0101',
      'Address *': '12, Jalan Merdeka',
      'Delivery Notes (optional)': 'Leave it at the jetty office, please.',
    };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
    expect(await islandsPending(page)).toBe(true);
    releaseScripts();
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: 'Complete Order' })).toBeEnabled();
    for (const [label, value] of Object.entries(typed)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    }
  });

  test('marks City and Postal Code required, and an empty one takes the focus without moving the field beside it', {
    tag: '@phone',
  }, async ({ page, baseURL }) => {
    await openCheckout(page, baseURL!);
    const city = page.getByRole('textbox', { name: /^City/ });
    const postalCode = page.getByRole('textbox', { name: /^Postal Code/ });
    await expect(page.locator('label[for="city"]')).toContainText('*');
    await expect(page.locator('label[for="postalCode"]')).toContainText('*');
    await expect(city).toHaveAttribute('required', '');
    await expect(postalCode).toHaveAttribute('required', '');

    await fillAllButCityAndPostalCode(page);
    await city.fill('');
    await postalCode.fill('');
    const state = page.getByRole('combobox', { name: 'State' });
    const country = page.getByRole('textbox', { name: /^Country/ });
    const before = [(await state.boundingBox())!.height, (await country.boundingBox())!.height];

    await page.getByRole('button', { name: 'Complete Order' }).click();
    await expect(page.getByText('City is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid postal code')).toBeVisible();
    await expect(city).toBeFocused();
    expect([(await state.boundingBox())!.height, (await country.boundingBox())!.height]).toEqual(before);
  });

  test('offers FPX, card, GrabPay and cash, and pays by card on the provider’s page: the shop’s page has no card field', async ({
    page,
    baseURL,
  }) => {
    await openCheckout(page, baseURL!);
    const methods = page.getByRole('group', { name: 'Payment method' });
    for (const name of ['FPX Online Banking', 'Credit / Debit Card', 'GrabPay', 'Cash on Delivery'])
      await expect(methods.getByRole('radio', { name })).toBeVisible();
    await expect(methods.getByRole('radio', { name: 'FPX Online Banking' })).toBeChecked();
    await methods.getByRole('radio', { name: 'Credit / Debit Card' }).check();
    await expect(page.getByText("You will enter your card on the payment provider's secure page")).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Card|CVV|Expiry/ })).toHaveCount(0);
    await fillAllButCityAndPostalCode(page);
    await page.getByRole('textbox', { name: /^City/ }).fill('Labuan');
    await page.getByRole('textbox', { name: /^Postal Code/ }).fill('87000');
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await expect(page).toHaveURL(/\/payments\/sandbox\//, { timeout: 15_000 });
    await expect(page.getByText('Card', { exact: true })).toBeVisible();
    await payInSandbox(page);
    await expect(page.getByRole('region', { name: 'Payment Status' }).getByText('Paid', { exact: true })).toBeVisible();
  });
});
