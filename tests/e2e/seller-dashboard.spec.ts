import { expect, test } from '@playwright/test';
import { DEMO_MERCHANT, signIn } from './fixtures';
import { expectAccessible, waitForIslands, watchForErrors } from './support';
import { orderIdsOf, storeWithOrders } from './seller-lists';


test.describe('the seller dashboard tabs', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
  });

  test('overview, products, orders and analytics work and are accessible', async ({ page }) => {
    // Four accessibility scans, one with charts, on a machine shared with other runs.
    test.setTimeout(60_000);
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

    // Orders: the newest (other tests add orders meanwhile), searched by id and filtered by status in place.
    await tabs.getByRole('tab', { name: 'Orders' }).click();
    const orders = page.getByRole('tabpanel', { name: 'Orders' });
    await expect(orders).toBeVisible();
    await expect(orders.locator('[data-filter-item]').first()).toBeVisible();
    await expectAccessible(page);
    const newest = orders.locator('[data-filter-item]').first();
    const id = (await newest.getAttribute('data-order-id'))!;
    const status = (await newest.getAttribute('data-status'))!;
    await orders.getByPlaceholder('Search orders...').fill(id.toLowerCase());
    const visible = orders.locator('[data-filter-item]:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveAttribute('data-order-id', id);
    await expect(visible.getByRole('link', { name: `View details of ${id}` })).toHaveAttribute('href', `/seller/orders/${id}`);
    await expect(visible.getByRole('link', { name: /Contact/ })).toHaveAttribute('href', /^mailto:/);
    await orders.getByPlaceholder('Search orders...').fill('');
    await orders.getByLabel('Filter orders by status').selectOption(status === 'cancelled' ? 'pending' : 'cancelled');
    await expect(orders.locator(`[data-order-id="${id}"]`)).toBeHidden();

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

  test('shows the same figures as the Analytics screen, and says what each covers', async ({ page }) => {
    // Each reading loads two full pages, on a machine shared with other runs.
    test.setTimeout(90_000);
    const money = (text: string | null) => Number(text!.replace(/[$,]/g, ''));
    const textOf = async (path: string, selector: string) => {
      await page.goto(path);
      return page.locator(selector).textContent();
    };
    // Other tests place orders with this merchant meanwhile: read both screens again until they hold still.
    for (const period of ['7d', '30d', '1y']) {
      await expect
        .poll(async () => {
          const tab = await textOf(`/seller-dashboard?period=${period}#analytics`, '[data-figure="Revenue"] .value');
          const screen = await textOf(`/seller/analytics?period=${period}`, '[data-kpi="Total Revenue"] .value');
          return tab === screen ? 'same' : `${tab} on the dashboard, ${screen} on the Analytics screen`;
        }, { timeout: 20_000 })
        .toBe('same');
    }
    await page.goto('/seller/analytics?period=1y');
    const year = money(await page.locator('[data-kpi="Total Revenue"] .value').textContent());

    await page.goto('/seller-dashboard');
    const revenue = page.locator('[data-stat="Total Revenue"]');
    await expect(revenue).toContainText('All time, orders not cancelled, including sales before joining the shop');
    await expect(page.locator('[data-stat="Total Orders"]')).toContainText('All time, orders not cancelled');
    // All time holds the last year.
    expect(money(await revenue.locator('.stat-value').textContent())).toBeGreaterThanOrEqual(year);

    await page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab', { name: 'Analytics' }).click();
    const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
    await expect(analytics.locator('[data-figure="Revenue"] .note')).toHaveText(/^Last 30 days, orders not cancelled/);
    await expect(analytics.locator('[data-figure="Return Rate"] .note')).toHaveText('Last 30 days, cancelled of orders placed in the shop');
    await expect(analytics.locator('[data-top-split]')).toContainText(/products? sold: \$[\d,.]+ of \$[\d,.]+ item sales in the shop \(without shipping\)/);
  });

  test("the overview's View All opens the orders tab", async ({ page }) => {
    await page.goto('/seller-dashboard');
    await page.getByRole('link', { name: 'View All', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Orders' })).toBeVisible();
  });
});

test.describe('the dashboard with many orders', () => {
  test('lists only the ten newest orders and products, with View All and a search over all of them', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const store = await storeWithOrders(browser, baseURL!, `Kedai Papan ${test.info().project.name}`, 12);
    const newestFirst = [...store.sellerOrderIds].reverse();
    const { page } = store;
    await page.goto('/seller-dashboard#orders');
    await waitForIslands(page);
    const orders = page.getByRole('tabpanel', { name: 'Orders' });
    await expect(orders).toBeVisible();
    const rows = orders.locator('[data-order-id]');
    await expect(rows).toHaveCount(10);
    expect(await orderIdsOf(rows)).toEqual(newestFirst.slice(0, 10));
    await expect(orders.getByText('10 orders shown, the newest of 12 orders')).toBeVisible();
    await expect(orders.getByRole('link', { name: 'View All orders' })).toHaveAttribute('href', '/seller/orders');
    await expectAccessible(page);

    // The search box goes over every order on Order Management when submitted.
    const oldest = newestFirst[11]!;
    await orders.getByPlaceholder('Search orders...').fill(oldest);
    await expect(orders.locator('[data-filter-item]:visible')).toHaveCount(0);
    await orders.getByRole('button', { name: 'Search All' }).click();
    await expect(page).toHaveURL(new RegExp(`/seller/orders\\?q=${oldest}&status=all$`));
    await expect(page.getByRole('heading', { name: 'Orders (1)' })).toBeVisible();
    await expect(page.locator(`[data-order-id="${oldest}"]`)).toBeVisible();

    await page.goto('/seller-dashboard#products');
    const products = page.getByRole('tabpanel', { name: 'Products' });
    await expect(products.locator('[data-product-card]')).toHaveCount(1);
    await expect(products.getByRole('link', { name: 'View All products' })).toHaveAttribute('href', '/seller/manage-products');
    await store.context.close();
  });
});
