import { expect, test, type Page } from '@playwright/test';
import { DEMO_BUYER, DEMO_MERCHANT, signIn, type Account } from './fixtures';
import { expectAccessible, signUpShopper, waitForIslands, watchForErrors } from './support';

const PHONE_MESSAGE = 'Please enter a valid phone number, such as +60 12-345 6789';

/** Signed in through the action: signing in on the screen is tested in auth.spec.ts. */
const signInAs = (page: Page, who: Account) => signIn(page.request, test.info().project.use.baseURL!, who);
const signInAsDemoBuyer = (page: Page) => signInAs(page, DEMO_BUYER);

/**
 * A fresh account of its own, so that edits never touch the demo buyer other tests read; made through the
 * action, as the sign-up screen itself is tested in auth.spec.ts.
 */
async function signUpNewBuyer(page: Page, name: string): Promise<string> {
  return (await signUpShopper(page, test.info().project.use.baseURL!, name, 'p')).email;
}

async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await waitForIslands(page);
}

test.describe('profile', () => {
  test('sends a visitor to sign in, and back to the profile afterwards', async ({ page }) => {
    const response = await page.request.get('/profile', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/login?redirect=%2Fprofile');

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await waitForIslands(page);
    await page.getByLabel('Email').fill(DEMO_BUYER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_BUYER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aisyah');
  });

  test('shows the header card and the Profile tab, read-only, to the demo buyer', async ({ page }) => {
    const errors = watchForErrors(page);
    await signInAsDemoBuyer(page);
    const response = await page.goto('/profile');
    expect(response?.headers()['cache-control']).toBe('no-store');
    await waitForIslands(page);

    const header = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aisyah');
    await expect(header.getByText(DEMO_BUYER.email)).toBeVisible();
    await expect(header.getByText('Verified', { exact: true })).toBeVisible();
    await expect(header.getByText(/^Member since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');

    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Display Name')).toHaveValue('Aisyah');
    await expect(page.getByLabel('Full Name')).toHaveValue('Aisyah Rahman');
    await expect(page.getByLabel('Phone')).toHaveValue('+60 12-345 6789');
    await expect(page.getByLabel('City')).toHaveValue('Labuan');
    for (const label of ['Display Name', 'Email', 'Date of Birth', 'Address Line 1', 'Country']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('readonly', '');
    }
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the seller card stands apart from the header card, as the other cards do', async ({ page }) => {
    await signInAs(page, DEMO_MERCHANT);
    await page.goto('/profile');
    const header = await page.locator('[data-profile-header]').boundingBox();
    const seller = await page.getByRole('region', { name: 'Selling on Labuan Market' }).boundingBox();
    expect(seller!.y - (header!.y + header!.height)).toBeGreaterThanOrEqual(12);
  });

  test('lists the demo buyer orders, newest first, with status, items and tracking links', async ({ page }) => {
    await signInAsDemoBuyer(page);
    await openProfile(page);
    await page.getByRole('tab', { name: 'Orders' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Orders' });
    await expect(panel.getByRole('link', { name: 'Track Order', exact: true })).toHaveAttribute('href', '/track-order');

    const orders = panel.getByRole('article');
    // The three recent orders, then the older one the demo buyer's reviews were written from.
    await expect(orders).toHaveCount(4);
    const expected = [
      { id: 'ORD-2024-001234569', status: 'Processing', carrier: false },
      { id: 'ORD-2024-001234568', status: 'Shipped', carrier: true },
      { id: 'ORD-2024-001234567', status: 'Delivered', carrier: true },
      { id: 'ORD-2024-000000099', status: 'Delivered', carrier: true },
    ];
    for (const [index, order] of expected.entries()) {
      const card = orders.nth(index);
      await expect(card.getByRole('heading', { name: order.id })).toBeVisible();
      await expect(card.getByText(order.status, { exact: true })).toBeVisible();
      await expect(card.getByText(/^Placed on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
      await expect(card.getByText(/^RM\s\d+\.\d{2}$/).last()).toBeVisible();
      await expect(card.getByText(/^\d+ × RM\s\d+\.\d{2}$/).first()).toBeVisible();
      await expect(card.getByRole('link', { name: /^Track Order/ })).toHaveAttribute(
        'href',
        `/orders/${order.id}/track`,
      );
      await expect(card.getByRole('link', { name: /Track with Pos Laju/ })).toHaveCount(order.carrier ? 1 : 0);
    }
    const carrier = orders.nth(1).getByRole('link', { name: /Track with Pos Laju/ });
    await expect(carrier).toHaveAttribute('href', /^https:\/\/tracking\.pos\.com\.my\//);
    await expect(carrier).toHaveAttribute('target', '_blank');
    await expect(carrier).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(orders.nth(1).getByText('Amplang Ikan Tenggiri')).toBeVisible();
    await expect(orders.nth(1).getByText('2 × RM 12.00')).toBeVisible();
  });

  test('moves between tabs with the arrow keys', async ({ page }) => {
    await signInAsDemoBuyer(page);
    await openProfile(page);
    await page.getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Orders' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Orders' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    const settings = page.getByRole('tabpanel', { name: 'Settings' });
    // Email notifications are a working form; two-factor authentication and the person's own data have their pages.
    await expect(settings.getByRole('button', { name: 'Save email settings' })).toBeEnabled();
    await expect(settings.getByRole('link', { name: 'Set up' })).toHaveAttribute('href', '/profile/second-factor');
    await expect(settings.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/profile/data.json',
    );
    await expect(settings.getByRole('link', { name: 'Delete Account' })).toHaveAttribute(
      'href',
      '/profile/delete-account',
    );
    await expect(settings.getByRole('button', { name: /Enable|Manage/ })).toHaveCount(0);
  });

  test("shows the wallet balance, hides it behind dots, and lists the buyer's real payments", async ({ page }) => {
    await signInAsDemoBuyer(page);
    await openProfile(page);
    await page.getByRole('tab', { name: 'Wallet' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Wallet' });
    await expect(panel.getByText('Active', { exact: true })).toBeVisible();
    // The wallet holds no money of its own: nothing can top it up.
    await expect(panel.getByText('RM 0.00')).toBeVisible();

    const hide = panel.getByRole('button', { name: 'Hide balance' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await hide.click();
    await expect(panel.getByText('RM 0.00')).toBeHidden();
    await expect(panel.getByText('RM ••••••')).toBeVisible();
    const show = panel.getByRole('button', { name: 'Show balance' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await show.click();
    await expect(panel.getByText('RM 0.00')).toBeVisible();

    await expect(panel.getByRole('button', { name: 'Top Up' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    // The demo orders, placed before payment states, count as paid by card.
    const transactions = panel.getByRole('listitem');
    await expect(transactions.filter({ hasText: 'Payment for order ORD-2024-001234569' })).toContainText('-RM 189.74');
    await expect(transactions.filter({ hasText: 'Payment for order ORD-2024-001234567' })).toContainText('-RM 110.24');
    await expect(panel.getByText(/Top up via/)).toHaveCount(0);
  });

  test('edits the profile, saves it, and keeps it after a reload', async ({ page }) => {
    const errors = watchForErrors(page);
    await signUpNewBuyer(page, 'Mira Osman');
    await openProfile(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mira Osman');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const name = page.getByLabel('Display Name');
    await expect(name).toBeFocused();
    await expect(name).not.toHaveAttribute('readonly');
    await expect(page.getByLabel('Date of Birth')).toHaveAttribute('type', 'date');
    await name.fill('Mira');
    await page.getByLabel('Phone').fill('+60 13-555 0101');
    await page.getByLabel('City').fill('Victoria');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(name).toHaveAttribute('readonly', '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mira');

    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mira');
    await expect(page.getByLabel('Display Name')).toHaveValue('Mira');
    await expect(page.getByLabel('Phone')).toHaveValue('+60 13-555 0101');
    await expect(page.getByLabel('City')).toHaveValue('Victoria');
    await expect(page.getByLabel('Full Name')).toHaveValue('Mira Osman');
    expect(errors).toEqual([]);
  });

  test('Cancel restores the values from before editing', async ({ page }) => {
    await signUpNewBuyer(page, 'Farid Hamzah');
    await openProfile(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Display Name').fill('Someone Else');
    await page.getByLabel('City').fill('Kota Kinabalu');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByLabel('Display Name')).toHaveValue('Farid Hamzah');
    await expect(page.getByLabel('City')).toHaveValue('');
    await expect(page.getByLabel('Display Name')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
    await page.reload();
    await expect(page.getByLabel('Display Name')).toHaveValue('Farid Hamzah');

    // A new account has no orders and an empty wallet.
    await page.getByRole('tab', { name: 'Orders' }).click();
    const orders = page.getByRole('tabpanel', { name: 'Orders' });
    await expect(orders.getByText('No orders yet')).toBeVisible();
    await expect(orders.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/');
    await page.getByRole('tab', { name: 'Wallet' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Wallet' }).getByText('RM 0.00')).toBeVisible();
  });

  test('refuses an invalid phone with a message under the field and saves nothing', async ({ page }) => {
    await signUpNewBuyer(page, 'Lina Chong');
    await openProfile(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Display Name').fill('Lina C');
    const phone = page.getByLabel('Phone');
    await phone.fill('abc');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(PHONE_MESSAGE);
    await expect(phone).toBeFocused();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

    await page.reload();
    await waitForIslands(page);
    await expect(page.getByLabel('Phone')).toHaveValue('');
    await expect(page.getByLabel('Display Name')).toHaveValue('Lina Chong');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lina Chong');
  });

  test('shows the server refusal of an email that another account uses under the Email field', async ({ page }) => {
    const email = await signUpNewBuyer(page, 'Adi Putra');
    await openProfile(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const field = page.getByLabel('Email', { exact: true });
    await field.fill(DEMO_BUYER.email);
    await page.getByRole('button', { name: 'Save' }).click();

    const message = 'An account with this email already exists. Please sign in instead.';
    await expect(page.getByText(message)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveText('Save');

    await page.reload();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  });

  test('has no serious accessibility violation on any tab', async ({ page }) => {
    test.slow(); // three full axe runs; the Profile tab, open first, is in the accessibility sweep
    await signInAsDemoBuyer(page);
    await openProfile(page);
    for (const tab of ['Orders', 'Wallet', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectAccessible(page);
    }
  });

  test('has no serious accessibility violation while editing with an error shown', async ({ page }) => {
    await signInAsDemoBuyer(page);
    await openProfile(page);
    // Nothing is saved: the invalid phone stops the save before any request.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Phone').fill('abc');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
    await expectAccessible(page);
  });
});
