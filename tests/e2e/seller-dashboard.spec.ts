import { expect, test } from '@playwright/test';
import { DEMO_MERCHANT, signIn } from './fixtures';
import { expectAccessible, watchForErrors } from './support';


test.describe('the seller dashboard tabs', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
  });

  test('overview, products, orders and analytics work and are accessible', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/seller-dashboard');
    const tabs = page.getByRole('tablist', { name: 'Dashboard' });
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
    await expectAccessible(page);

    // Products: search by name.
    await tabs.getByRole('tab', { name: 'Products' }).click();
    const products = page.getByRole('tabpanel', { name: 'Products' });
    await expect(products).toBeVisible();
    await expect(products.locator('[data-filter-item]:visible').first()).toBeVisible();
    await expectAccessible(page);
    await products.getByPlaceholder('Search products...').fill('kangkung');
    // Other tests may hold a copy ("… (Copy)") for a moment: only what matches may show, and the demo's own once.
    const found = products.locator('[data-filter-item]:visible');
    await expect(found.filter({ has: page.getByRole('heading', { name: 'Kangkung (Water Spinach)', exact: true }) })).toHaveCount(1);
    await expect(found.filter({ hasNotText: /Kangkung/i })).toHaveCount(0);
    await expect(products.getByRole('link', { name: 'Edit Kangkung (Water Spinach)', exact: true })).toHaveAttribute('href', '/seller/products/veg-kangkung/edit');
    await expect(products.getByRole('link', { name: 'View Kangkung (Water Spinach)', exact: true })).toHaveAttribute('href', '/seller/products/veg-kangkung');
    await products.getByPlaceholder('Search products...').fill('no such product at all');
    await expect(products.locator('[data-filter-item]:visible')).toHaveCount(0);
    await expect(products.getByText('No products match your search.')).toBeVisible();

    // Orders: search by customer, and filter by status.
    await tabs.getByRole('tab', { name: 'Orders' }).click();
    const orders = page.getByRole('tabpanel', { name: 'Orders' });
    await expect(orders).toBeVisible();
    await expect(orders.locator('[data-order-id="ORD-005"]')).toBeVisible();
    await expectAccessible(page);
    await orders.getByPlaceholder('Search orders...').fill('Nurul');
    const visible = orders.locator('[data-filter-item]:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveAttribute('data-order-id', 'ORD-001');
    await expect(visible.getByRole('link', { name: /View details of ORD-001/ })).toHaveAttribute('href', '/seller/orders/ORD-001');
    await expect(visible.getByRole('link', { name: /Contact/ })).toHaveAttribute('href', /^mailto:/);
    await orders.getByPlaceholder('Search orders...').fill('');
    await orders.getByLabel('Filter orders by status').selectOption('cancelled');
    await expect(orders.locator('[data-order-id="ORD-005"]')).toBeVisible();
    await expect(orders.locator('[data-order-id="ORD-001"]')).toBeHidden();

    // Analytics: the 30-day period by default, 7 days by link.
    await tabs.getByRole('tab', { name: 'Analytics' }).click();
    const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
    await expect(analytics.getByRole('heading', { name: 'Monthly Revenue' })).toBeVisible();
    await expect(analytics.getByRole('link', { name: '30 days' })).toHaveAttribute('aria-current', 'page');
    await expect(analytics.getByRole('heading', { name: 'Top Performing Products' })).toBeVisible();
    await expect(analytics.locator('[data-top-products] li').first()).toBeVisible();
    await expectAccessible(page);
    await analytics.getByRole('link', { name: '7 days' }).click();
    await expect(page).toHaveURL(/\?period=7d#analytics$/);
    await expect(tabs.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Analytics' }).getByRole('link', { name: '7 days' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: 'Last 7 days' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the overview's View All opens the orders tab", async ({ page }) => {
    await page.goto('/seller-dashboard');
    await page.getByRole('link', { name: 'View All', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Orders' })).toBeVisible();
  });
});
