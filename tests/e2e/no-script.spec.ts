/**
 * The shop without JavaScript: the cart, the product page, the listing's cards and the checkout are plain form
 * posts against the server's copy of the cart, so a buyer whose scripts never arrive can still buy.
 */
import { expect, test } from '@playwright/test';
import { postSignUp, uniqueEmail } from './fixtures';
import { payInSandbox } from './support';

test.use({ javaScriptEnabled: false });

test('without JavaScript a buyer signs in, adds from the listing and the product page, changes a quantity and checks out', async ({
  page,
  baseURL,
  playwright,
}) => {
  const email = uniqueEmail('noscript');
  const password = 'kampung-pagi-7';
  // The account is made on the side; signing in is what this test does through the screen.
  const side = await playwright.request.newContext();
  expect((await postSignUp(side, baseURL!, { name: 'Siti Aminah', email, password })).status()).toBe(200);
  await side.dispose();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // From the listing: the card's Add to Cart posts, and the cart shows what was added.
  await page
    .locator('[data-product-id="food-amplang"]')
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('status')).toContainText('Added to cart: Amplang Ikan Tenggiri');

  // From the product page, with a typed quantity.
  await page.goto('/product/fish-sotong');
  await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const squid = page.getByRole('listitem').filter({ hasText: 'Sotong (Fresh Squid)' });
  await expect(squid.getByRole('textbox', { name: 'Quantity of Sotong (Fresh Squid)' })).toHaveValue('2');

  // A quantity changed with the stepper's − button.
  await squid.getByRole('button', { name: /Decrease/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('status')).toContainText('Quantity updated: Sotong (Fresh Squid)');
  await expect(page.getByText('2 items ready for checkout')).toBeVisible();

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // Amplang RM 12.00 + squid RM 32.00 = RM 44.00; shipping RM 10.00; GST RM 2.64; total RM 56.64.
  await expect(page.getByText(/RM\s?56\.64/)).toBeVisible();
  await page.getByLabel('Phone *').fill('+60 12-555 0101');
  await page.getByLabel('Address *').fill('12, Jalan Merdeka');
  await page.getByLabel('City').fill('Labuan');
  await page.getByLabel('Postal Code').fill('8');
  await page.getByRole('radio', { name: 'GrabPay' }).check();
  // A refused form comes back with the reason and what was typed, the method chosen too.
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page.getByRole('alert')).toContainText('Please check the details marked below.');
  await expect(page.getByLabel('Address *')).toHaveValue('12, Jalan Merdeka');
  await expect(page.getByRole('radio', { name: 'GrabPay' })).toBeChecked();
  await page.getByLabel('Postal Code').fill('87000');
  await page.getByRole('button', { name: 'Complete Order' }).click();

  // A plain form post goes on to the provider's page (the sandbox's, a plain form too), and back to the order.
  const orderId = await payInSandbox(page);
  await expect(page.locator('ol.timeline li', { hasText: 'Payment Confirmed' })).toHaveAttribute('data-state', 'done');
  await expect(page.getByText(orderId).first()).toBeVisible();
  await expect(page.getByText('Sotong (Fresh Squid)').first()).toBeVisible();

  // The order emptied the server's cart.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('without JavaScript, the merchant application and the profile form say plainly that they need it', async ({
  page,
  baseURL,
}) => {
  expect(
    (
      await postSignUp(page.request, baseURL!, {
        name: 'Tanpa Skrip Peniaga',
        email: uniqueEmail('apply-no-js'),
        password: 'kampung-pagi-7',
      })
    ).status(),
  ).toBe(200);
  // The new account's address is not verified yet: the header's note says so beside each page's own.
  const note = (text: RegExp) => page.getByRole('note').filter({ hasText: text });
  await page.goto('/merchant-signup');
  await expect(note(/needs JavaScript/)).toHaveText(/The application needs JavaScript, which is off in this browser/);
  await page.goto('/profile');
  await expect(note(/needs JavaScript/)).toHaveText(/Editing your profile needs JavaScript/);
  await page.goto('/ms/profile');
  await expect(note(/memerlukan JavaScript/)).toHaveText(/Mengubah profil anda memerlukan JavaScript/);
});
