import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { becomeMerchant, DEMO_BUYER, DEMO_MERCHANT, signIn } from './fixtures';
import { expectAccessible, expectTabsFit, waitForIslands, watchForErrors } from './support';
import { orderIdsOf, storeWithOrders } from './seller-lists';

test.describe('the seller dashboard tabs', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
  });

  test('overview, products, orders and analytics work and are accessible', async ({ page }) => {
    // Three accessibility scans, one with charts, on a machine shared with other runs; the overview's own is the sweep's.
    test.setTimeout(60_000);
    const errors = watchForErrors(page);
    await page.goto('/seller-dashboard');
    const tabs = page.getByRole('tablist', { name: 'Dashboard' });
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();

    // Products: search by name.
    await tabs.getByRole('tab', { name: 'Products' }).click();
    const products = page.getByRole('tabpanel', { name: 'Products' });
    await expect(products).toBeVisible();
    await expect(products.locator('[data-filter-item]:visible').first()).toBeVisible();
    await expectAccessible(page);
    await products.getByPlaceholder('Search products...').fill('kangkung');
    // Other tests may hold a copy ("… (Copy)") for a moment: only what matches may show, and the demo's own once.
    const found = products.locator('[data-filter-item]:visible');
    await expect(
      found.filter({ has: page.getByRole('heading', { name: 'Kangkung (Water Spinach)', exact: true }) }),
    ).toHaveCount(1);
    await expect(found.filter({ hasNotText: /Kangkung/i })).toHaveCount(0);
    await expect(products.getByRole('link', { name: 'Edit Kangkung (Water Spinach)', exact: true })).toHaveAttribute(
      'href',
      '/seller/products/veg-kangkung/edit',
    );
    await expect(products.getByRole('link', { name: 'View Kangkung (Water Spinach)', exact: true })).toHaveAttribute(
      'href',
      '/seller/products/veg-kangkung',
    );
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
    await expect(visible.getByRole('link', { name: `View details of ${id}` })).toHaveAttribute(
      'href',
      `/seller/orders/${id}`,
    );
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
    await expect(page).toHaveURL(/\?period=7d&tab=analytics$/);
    await expect(tabs.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel', { name: 'Analytics' }).getByRole('link', { name: '7 days' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Last 7 days' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('shows the same figures as the Analytics screen, and says what each covers', async ({ page }) => {
    // Each reading loads two full pages, on a machine shared with other runs.
    test.setTimeout(90_000);
    const money = (text: string | null) => Number(text!.replace(/[^\d.]/g, ''));
    const textOf = async (path: string, selector: string) => {
      await page.goto(path);
      return page.locator(selector).textContent();
    };
    // Other tests place orders with this merchant meanwhile: read both screens again until they hold still.
    for (const period of ['7d', '30d', '1y']) {
      await expect
        .poll(
          async () => {
            const tab = await textOf(`/seller-dashboard?period=${period}#analytics`, '[data-figure="Revenue"] .value');
            const screen = await textOf(`/seller/analytics?period=${period}`, '[data-kpi="Total Revenue"] .value');
            return tab === screen ? 'same' : `${tab} on the dashboard, ${screen} on the Analytics screen`;
          },
          { timeout: 20_000 },
        )
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
    await expect(analytics.locator('[data-figure="Cancellation Rate"] .note')).toHaveText(
      'Last 30 days, cancelled of orders placed in the shop',
    );
    await expect(analytics.locator('[data-top-split]')).toContainText(
      /products? sold: RM\s[\d,.]+ of RM\s[\d,.]+ item sales in the shop \(without shipping\)/,
    );
  });

  test('every tab and Quick Action stays in sight on a 320 px phone, on the dashboard and the other seller screens', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/seller-dashboard');
    await expectTabsFit(page, 'Dashboard');
    for (const path of ['/seller-dashboard', '/seller/manage-products', '/seller/orders', '/seller/analytics']) {
      await page.goto(path);
      const actions = page.getByRole('navigation', { name: 'Quick Actions' });
      const { scrollWidth, clientWidth } = await actions
        .locator('ul')
        .evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
      for (const action of await actions.locator('.action').all()) {
        const box = (await action.boundingBox())!;
        expect(box.x, path).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, path).toBeLessThanOrEqual(320);
      }
    }
  });

  test('renders only the chosen tab, and every tab and period is a link that works without JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await signIn(context.request, baseURL!, DEMO_MERCHANT);
    // The page carries the overview's tab only: the other tabs' lists are not in its HTML.
    const html = await (await context.request.get('/seller-dashboard')).text();
    expect(html).toContain('Recent Orders');
    expect(html).not.toContain('data-filter-root');
    expect(html).not.toContain('Monthly Revenue');

    const page = await context.newPage();
    await page.goto('/seller-dashboard');
    const tabs = page.getByRole('tablist', { name: 'Dashboard' });
    await tabs.getByRole('tab', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/seller-dashboard\?tab=orders$/);
    await expect(tabs.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    const orders = page.getByRole('tabpanel', { name: 'Orders' });
    await expect(orders.locator('[data-order-id="ORD-001"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Orders' })).toHaveCount(0);
    await orders.getByRole('navigation', { name: 'Orders period' }).getByRole('link', { name: 'This Week' }).click();
    await expect(page).toHaveURL(/\?date=week&tab=orders$/);
    await expect(page.locator('[data-order-id="ORD-004"]')).toHaveCount(0);

    await tabs.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\?date=week&tab=analytics$/);
    const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
    await analytics.getByRole('link', { name: '7 days' }).click();
    await expect(page).toHaveURL(/\?period=7d&date=week&tab=analytics$/);
    await expect(page.getByRole('heading', { name: 'Last 7 days' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Products' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Products' }).locator('[data-product-card]').first()).toBeVisible();
    await context.close();
  });

  test("the overview's View All opens the orders tab", async ({ page }) => {
    await page.goto('/seller-dashboard');
    await page.getByRole('link', { name: 'View All', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Orders' })).toBeVisible();
  });
});

test.describe('the dashboard with many orders', () => {
  test('lists only the ten newest orders and products, with View All and a search over all of them', async ({
    browser,
    baseURL,
  }) => {
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
    await expect(products.getByRole('link', { name: 'View All products' })).toHaveAttribute(
      'href',
      '/seller/manage-products',
    );
    await store.context.close();
  });
});

/** A download's text, split into its CSV lines. */
const csvLines = async (download: Download) => (await readFile((await download.path())!, 'utf8')).split('\r\n');
/** The order ids of an order CSV (the first column after its header). */
const orderIdsIn = (lines: string[]) => {
  const header = lines.findIndex((l) => l.startsWith('Order ID,Status,Customer'));
  return lines
    .slice(header + 1)
    .filter(Boolean)
    .map((l) => l.split(',')[0]);
};
const download = async (page: Page, click: () => Promise<void>) =>
  (await Promise.all([page.waitForEvent('download'), click()]))[0];

test.describe('the dashboard header', () => {
  test('Export Data downloads what the dashboard shows for its period, with the orders of the period; Settings opens the store settings', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
    await page.goto('/seller-dashboard?period=90d#analytics');
    const exportData = page.getByRole('link', { name: 'Export Data', exact: true });
    await expect(exportData).toHaveAttribute('href', '/seller-dashboard/export.csv?period=90d');
    const file = await download(page, () => exportData.click());
    expect(file.suggestedFilename()).toMatch(/^dashboard-90d-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvLines(file);
    expect(lines[0]).toBe('Seller dashboard,Kebun Hijau Farm Enterprise');
    expect(lines[1]).toMatch(/^Period,Last 90 days,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);
    // The figures on screen are the figures in the file.
    const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
    const views = (await analytics.locator('[data-figure="Views"] .value').textContent())!.replace(/,/g, '');
    expect(lines.find((l) => l.startsWith('Views,'))!.split(',')[1]).toBe(views);
    const rate = (await analytics.locator('[data-figure="Cancellation Rate"] .value').textContent())!.replace('%', '');
    expect(lines.find((l) => l.startsWith('Cancellation Rate %,'))!.split(',')[1]).toBe(rate);
    expect(lines).toContain('Traffic source,Views,Share %,Growth %');
    // Then the period's orders: the demo's five are all within 90 days.
    expect(orderIdsIn(lines)).toEqual(expect.arrayContaining(['ORD-001', 'ORD-002', 'ORD-003', 'ORD-004', 'ORD-005']));

    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/seller\/store-settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Store Settings' })).toBeVisible();
  });

  test('the export is for its merchant only, and refuses a period it does not know', async ({ browser, baseURL }) => {
    const visitor = await browser.newContext();
    const refused = await visitor.request.get(`${baseURL}/seller-dashboard/export.csv?period=7d`, { maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    expect(refused.headers()['location']).toMatch(/^\/login\?redirect=/);
    await signIn(visitor.request, baseURL!, DEMO_BUYER);
    const buyer = await visitor.request.get(`${baseURL}/seller-dashboard/export.csv`, { maxRedirects: 0 });
    expect(buyer.status()).toBe(303);
    expect(buyer.headers()['location']).toBe('/merchant-signup?reason=seller-required');
    await visitor.close();

    const merchant = await browser.newContext();
    await signIn(merchant.request, baseURL!, DEMO_MERCHANT);
    const bad = await merchant.request.get(`${baseURL}/seller-dashboard/export.csv?period=5y`);
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toBe('Unknown period "5y": choose one of 7d, 30d, 90d, 1y.');
    await merchant.close();
  });
});

test.describe('the dashboard Orders tab', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
  });

  test("the period selector filters the orders on the server, and Export downloads that period's orders", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/seller-dashboard#orders');
    const orders = page.getByRole('tabpanel', { name: 'Orders' });
    const periods = orders.getByRole('navigation', { name: 'Orders period' });
    await expect(periods.getByRole('link')).toHaveText(['All Time', 'Today', 'This Week', 'This Month']);
    await expect(periods.getByRole('link', { name: 'All Time' })).toHaveAttribute('aria-current', 'page');

    await periods.getByRole('link', { name: 'This Week' }).click();
    await expect(page).toHaveURL(/\/seller-dashboard\?date=week&tab=orders$/);
    const tab = page.getByRole('tabpanel', { name: 'Orders' });
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      tab.getByRole('navigation', { name: 'Orders period' }).getByRole('link', { name: 'This Week' }),
    ).toHaveAttribute('aria-current', 'page');
    // ORD-004 was placed ten days ago: not this week. ORD-001 today is.
    await expect(tab.locator('[data-order-id="ORD-004"]')).toHaveCount(0);
    await expect(tab.locator('[data-filter-count]')).toHaveText(/^\d+ orders?$/);
    await expect(tab.locator('p.count:not([data-filter-beyond])')).toHaveText(
      /^\d+ orders?( shown, the newest of (more than )?\d+ orders)? this week$/,
    );
    await expect(tab.getByRole('link', { name: 'View All orders' })).toHaveAttribute(
      'href',
      '/seller/orders?date=week',
    );

    const exportWeek = tab.getByRole('link', { name: 'Export orders, This Week' });
    await expect(exportWeek).toHaveAttribute('href', '/seller/orders/export.csv?date=week');
    const week = orderIdsIn(await csvLines(await download(page, () => exportWeek.click())));
    expect(week).toContain('ORD-001');
    expect(week).not.toContain('ORD-004');

    await tab.getByRole('navigation', { name: 'Orders period' }).getByRole('link', { name: 'This Month' }).click();
    await expect(page).toHaveURL(/\?date=month&tab=orders$/);
    const month = orderIdsIn(
      await csvLines(
        await download(page, () =>
          page
            .getByRole('tabpanel', { name: 'Orders' })
            .getByRole('link', { name: 'Export orders, This Month' })
            .click(),
        ),
      ),
    );
    expect(month).toEqual(expect.arrayContaining(['ORD-001', 'ORD-004']));
    // The Analytics period and the Orders period live side by side in the address.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('tabpanel', { name: 'Analytics' }).getByRole('link', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/\?period=7d&date=month&tab=analytics$/);
  });
});

test.describe('the dashboard figures say what they count', () => {
  test('Conversion and Cancellation Rate carry progress bars at ten times the rate, and a rise in cancellations is red', async ({
    page,
    baseURL,
  }) => {
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
    await page.goto('/seller-dashboard?period=30d#analytics');
    const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
    await expect(analytics.locator('[data-figure="Return Rate"]')).toHaveCount(0);
    for (const name of ['Conversion Rate', 'Cancellation Rate']) {
      const rate = Number((await analytics.locator(`[data-figure="${name}"] .value`).textContent())!.replace('%', ''));
      const bar = analytics.getByRole('progressbar', { name });
      await expect(bar).toHaveAttribute('aria-valuenow', String(Math.min(100, Math.round(rate * 100) / 10)));
      await expect(bar).toHaveAttribute('aria-valuetext', `${rate.toFixed(1)}%, the bar full at 10%`);
      const box = await bar.boundingBox();
      expect(box!.width).toBeGreaterThan(50);
    }
    // A rise (or cancellations after none) is bad news for cancellations, a fall good: the colour follows.
    const growth = analytics.locator('[data-figure="Cancellation Rate"] [data-growth]');
    const text = (await growth.locator('> span').first().textContent())!;
    await expect(growth).toHaveAttribute('data-tone', text.startsWith('-') || text === '0.0%' ? 'good' : 'bad');
    const revenue = analytics.locator('[data-figure="Revenue"] [data-growth]');
    const revenueText = (await revenue.locator('> span').first().textContent())!;
    await expect(revenue).toHaveAttribute('data-tone', revenueText.startsWith('-') ? 'bad' : 'good');
  });

  test("Active Products and Manage Products' Total each say what they count", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await becomeMerchant(page, baseURL!, 'Kedai Kira Kira');
    const ids: string[] = [];
    for (const name of ['Kuih Bahulu', 'Kuih Cincin', 'Kuih Kelupis']) {
      const created = await page.request.post('/_actions/productEditor.save', {
        headers: { Origin: baseURL! },
        multipart: {
          intent: 'draft',
          name,
          description: 'From the counting test.',
          category: 'food',
          price: '6.00',
          quantity: '10',
        },
      });
      expect(created.status()).toBe(200);
      ids.push(/p-[0-9a-f-]{36}/.exec(await created.text())![0]);
    }
    const act = (action: string, id: string) =>
      page.request.post(`/_actions/sellerProducts.${action}`, { headers: { Origin: baseURL! }, data: { ids: [id] } });
    expect((await act('activate', ids[0]!)).status()).toBe(200);
    expect((await act('archive', ids[2]!)).status()).toBe(200);

    await page.goto('/seller-dashboard');
    const active = page.locator('[data-stat="Active Products"]');
    await expect(active.locator('.stat-value')).toHaveText('1');
    await expect(active.locator('.stat-note')).toHaveText(
      'active of 2 products in your catalogue, archived not counted',
    );

    await page.goto('/seller/manage-products');
    const counts = page.getByRole('list', { name: 'Product counts' });
    const total = counts.getByRole('listitem').filter({ hasText: 'Total' });
    await expect(total).toContainText('3');
    await expect(total).toContainText('All products, drafts and archived included');
  });
});
