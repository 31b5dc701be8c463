import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_BUYER, DEMO_MERCHANT, newApplicant, signIn } from './fixtures';
import { expectAccessible } from './support';

/** Seller pages that exist, each guarded by the page itself: add every new seller page here. */
const SELLER_PAGES = [
  '/seller-dashboard',
  '/seller/manage-products',
  '/seller/bulk-upload',
  '/seller/analytics',
  '/seller/products/new',
  '/seller/products/veg-kangkung',
  '/seller/products/veg-kangkung/edit',
  '/seller/orders',
  '/seller/orders/ORD-001',
  '/seller/store-settings',
];

test.describe('the seller area is for approved merchants', () => {
  for (const path of SELLER_PAGES) {
    test(`sends a visitor from ${path} to sign in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`));
    });

    test(`sends a plain buyer from ${path} to the application, saying why`, async ({ page, baseURL }) => {
      await signIn(page.request, baseURL!, DEMO_BUYER);
      await page.goto(path);
      await expect(page).toHaveURL(/\/merchant-signup\?reason=seller-required$/);
    });
  }

  test('lets the demo merchant into its dashboard, with its own figures', async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
    await page.goto('/seller-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Kebun Hijau Farm Enterprise' })).toBeVisible();
    await expect(page.getByText('Seller Dashboard', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('ORD-001', { exact: true })).toBeVisible();
    const quick = page.getByRole('navigation', { name: 'Quick Actions' });
    for (const label of [
      'Add Product',
      'View Orders',
      'Manage Products',
      'Analytics',
      'Bulk Upload',
      'Store Settings',
    ]) {
      await expect(quick.getByText(label)).toBeVisible();
    }
  });
});

test.describe('reviewing applications', () => {
  test('keeps the review page and the documents from everyone but the admin', async ({ page, baseURL, browser }) => {
    const applicant = await newApplicant(browser, baseURL!, `Kuih Tipah ${Date.now()}`);
    const adminContext = await browser.newContext({ baseURL });
    await signIn(adminContext.request, baseURL!, DEMO_ADMIN);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/applications');
    const documentHref = await adminPage.locator('a[href^="/admin/documents/"]').first().getAttribute('href');
    expect(documentHref).toMatch(/^\/admin\/documents\/doc-/);
    const asAdmin = await adminContext.request.get(documentHref!);
    expect(asAdmin.status()).toBe(200);
    expect(asAdmin.headers()['content-disposition']).toMatch(/^attachment; filename=/);
    expect(asAdmin.headers()['x-content-type-options']).toBe('nosniff');

    // A visitor and a signed-in non-admin, even the applicant, get nothing.
    expect((await page.request.get(documentHref!)).status()).toBe(404);
    const toLogin = await page.goto('/admin/applications');
    expect(toLogin?.url()).toMatch(/\/login\?redirect=%2Fadmin%2Fapplications$/);
    expect((await applicant.page.request.get(documentHref!)).status()).toBe(404);
    expect((await applicant.page.request.get('/admin/applications')).status()).toBe(404);
    const approveAsApplicant = await applicant.page.request.post('/_actions/merchant.approve', {
      headers: { Origin: baseURL! },
      form: { applicationId: 'anything' },
    });
    expect(approveAsApplicant.status()).toBe(403);
    await adminContext.close();
    await applicant.context.close();
  });

  test('an approved applicant switches to the seller view and reaches the dashboard', async ({ browser, baseURL }) => {
    const businessName = `Kuih Approved ${Date.now()}`;
    const applicant = await newApplicant(browser, baseURL!, businessName);
    const { page } = applicant;
    await page.goto('/seller-dashboard');
    await expect(page).toHaveURL(/\/merchant-signup\?reason=seller-required$/);

    const adminContext = await browser.newContext({ baseURL });
    await signIn(adminContext.request, baseURL!, DEMO_ADMIN);
    const admin = await adminContext.newPage();
    await admin.goto('/admin/applications');
    const card = admin.locator('li', { has: admin.getByRole('heading', { name: businessName }) });
    await card.getByRole('button', { name: `Reject ${businessName}` }).click();
    // The reason is required: the browser will not send the form without it.
    await expect(card.getByText('Pending')).toBeVisible();
    await card.getByRole('button', { name: `Approve ${businessName}` }).click();
    await expect(admin.getByRole('status')).toContainText('Application approved');
    await expectAccessible(admin);

    await page.goto('/');
    const me = await (await page.request.get('/api/me')).json();
    await page.evaluate((user) => localStorage.setItem('session', JSON.stringify(user)), me.user);
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Account and cart' })
      .getByRole('link', { name: /Seller/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/seller-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await adminContext.close();
    await applicant.context.close();
  });
});
