import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { becomeMerchant, DEMO_BUYER, DEMO_MERCHANT, signIn } from './fixtures';
import { expectAccessible, waitForIslands, watchForErrors } from './support';

const GROWTH = /^([+-]?\d+\.\d%|New)$/;

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO_MERCHANT);
});

const kpi = (page: Page, label: string) => page.locator(`[data-kpi="${label}"] .value`);
const fitsWidth = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test.describe('seller analytics', () => {
  test('the period really filters, and growth is shown for every figure', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/seller/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const periods = page.getByRole('navigation', { name: 'Analytics period' });
    await expect(periods.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
    for (const label of ['Total Revenue', 'Total Orders', 'Total Views', 'Conversion Rate', 'Avg Order Value', 'Return Rate']) {
      await expect(page.locator(`[data-kpi="${label}"] dt`)).toHaveText(label);
      await expect(page.locator(`[data-kpi="${label}"] [data-growth] > span`).first()).toHaveText(GROWTH);
    }
    // Each figure says what it covers: the demo's 30 days hold sales from before the merchant joined.
    await expect(page.locator('[data-kpi="Total Revenue"] .note')).toHaveText(
      'Last 30 days, orders not cancelled, including sales before joining the shop',
    );
    await expect(page.locator('[data-kpi="Return Rate"] .note')).toHaveText('Last 30 days, cancelled of orders placed in the shop');
    const monthViews = await kpi(page, 'Total Views').textContent();
    const monthRange = await page.locator('[data-range]').textContent();
    await expectAccessible(page);

    await periods.getByRole('link', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(/\?period=7d$/);
    await expect(periods.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-range]')).not.toHaveText(monthRange!);
    // The demo history has views every day: seven days are fewer than thirty.
    const weekViews = Number((await kpi(page, 'Total Views').textContent())!.replace(/,/g, ''));
    expect(weekViews).toBeGreaterThan(0);
    expect(weekViews).toBeLessThan(Number(monthViews!.replace(/,/g, '')));

    await periods.getByRole('link', { name: 'Last year' }).click();
    await expect(page).toHaveURL(/\?period=1y$/);
    const yearViews = Number((await kpi(page, 'Total Views').textContent())!.replace(/,/g, ''));
    expect(yearViews).toBeGreaterThan(Number(monthViews!.replace(/,/g, '')));
    await expect(page.locator('[data-traffic-empty]')).toContainText('Traffic sources are not tracked yet');
    expect(errors).toEqual([]);
  });

  test('the four tabs, with the revenue chart drawn and no CSP refusal', async ({ page }) => {
    // Four accessibility scans of a full report on a machine shared with other runs.
    test.setTimeout(60_000);
    const errors = watchForErrors(page);
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    await page.goto('/seller/analytics?period=1y');
    const tabs = page.getByRole('tablist', { name: 'Analytics' });
    await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Sales', 'Products', 'Customers']);

    await tabs.getByRole('tab', { name: 'Sales' }).click();
    const sales = page.getByRole('tabpanel', { name: 'Sales' });
    // The chart's island hydrates when its panel comes into view.
    await waitForIslands(page);
    await expect(sales.getByText(/^Monthly Revenue, January to December \d{4}$/)).toBeVisible();
    const chart = sales.locator('[data-chart][data-chart-ready]');
    await expect(chart).toHaveAttribute('role', 'img');
    await expect(chart).toHaveAttribute('aria-label', /Bar chart of revenue per month/);
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await expect(chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick')).toHaveCount(12);
    expect(await chart.locator('.recharts-bar-rectangle path').count()).toBeGreaterThan(0);
    const box = await chart.locator('svg.recharts-surface').boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.height).toBeGreaterThan(200);
    await fitsWidth(page);
    await sales.getByText('Monthly revenue as a table').click();
    await expect(sales.locator('[data-monthly-table] tbody tr')).toHaveCount(12);
    await expectAccessible(page);

    await tabs.getByRole('tab', { name: 'Products' }).click();
    const products = page.getByRole('tabpanel', { name: 'Products' });
    await expect(products.getByRole('heading', { name: 'Top Performing Products' })).toBeVisible();
    const rows = products.locator('[data-top-products] tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(products.locator('[data-top-products] thead th')).toHaveText(['Rank', 'Product', 'Orders', 'Views', 'Revenue', 'CVR', 'Growth']);
    await expect(rows.first().locator('td').first()).toHaveText('1');
    // The ranking says which revenue it splits; the products shown are a part of it.
    await expect(products.locator('[data-top-split]')).toContainText(/^\d+ of \d+ products? sold: \$[\d,.]+ of \$[\d,.]+ item sales in the shop \(without shipping\)/);
    await fitsWidth(page);
    await expectAccessible(page);

    await tabs.getByRole('tab', { name: 'Customers' }).click();
    const customers = page.getByRole('tabpanel', { name: 'Customers' });
    for (const label of ['New Customers', 'Returning Customers', 'Retention Rate', 'Avg Lifetime']) {
      await expect(customers.locator('[data-customer-figures] dt', { hasText: label })).toBeVisible();
    }
    await expect(customers.getByRole('heading', { name: 'Top Customer Locations' })).toBeVisible();
    await expect(customers.locator('[data-locations] li').first()).toContainText(/\d+ orders? · \d+\.\d%/);
    await fitsWidth(page);
    await expectAccessible(page);

    // Another period keeps the open tab.
    await page.getByRole('navigation', { name: 'Analytics period' }).getByRole('link', { name: 'Last 90 days' }).click();
    await expect(page).toHaveURL(/\?period=90d#customers$/);
    await expect(tabs.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true');

    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the chart library loads on this screen only', async ({ page }) => {
    const chartChunk = /MonthlyRevenueChart\.[\w-]+\.js/;
    const own = await (await page.request.get('/seller/analytics')).text();
    expect(own).toMatch(chartChunk);
    for (const path of ['/', '/product/veg-kangkung', '/seller/kebun-hijau', '/cart', '/checkout', '/track-order', '/login', '/seller-dashboard', '/seller/manage-products']) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).not.toMatch(chartChunk);
      expect(html, path).not.toContain('recharts');
    }
  });

  test('Export Report downloads the report shown as CSV', async ({ page }) => {
    await page.goto('/seller/analytics?period=90d');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^analytics-90d-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Analytics report,Kebun Hijau Farm Enterprise');
    expect(lines[1]).toMatch(/^Period,Last 90 days,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);
    expect(lines.some((l) => l.startsWith('Total Revenue (USD),'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Rank,Product,Orders'))).toBe(true);
    // The views on screen are the views in the file.
    const views = (await kpi(page, 'Total Views').textContent())!.replace(/,/g, '');
    expect(lines.find((l) => l.startsWith('Total Views,'))!.split(',')[1]).toBe(views);
  });

  test('the report file is for the merchant only', async ({ browser, baseURL }) => {
    const visitor = await browser.newContext();
    const refused = await visitor.request.get(`${baseURL}/seller/analytics.csv?period=7d`, { maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    expect(refused.headers()['location']).toMatch(/^\/login\?redirect=/);
    expect(await refused.text()).not.toContain('Total Revenue');
    await signIn(visitor.request, baseURL!, DEMO_BUYER);
    const notSeller = await visitor.request.get(`${baseURL}/seller/analytics.csv`, { maxRedirects: 0 });
    expect(notSeller.status()).toBe(303);
    expect(notSeller.headers()['location']).toBe('/merchant-signup?reason=seller-required');
    await visitor.close();
  });

  test('works without JavaScript: every panel shows, and the period links filter', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page.request, baseURL!, DEMO_MERCHANT);
    await page.goto(`${baseURL}/seller/analytics`);
    for (const name of ['Overview', 'Sales', 'Products', 'Customers']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Last 90 days' }).click();
    await expect(page).toHaveURL(/\?period=90d$/);
    await expect(page.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute('aria-current', 'page');
    await context.close();
  });
});

test.describe('the dashboard products tab', () => {
  test('duplicates a product, archives a copy and deletes a copy after confirming', async ({ page, baseURL }) => {
    // Real writes on a machine shared with other runs.
    test.setTimeout(60_000);
    const errors = watchForErrors(page);
    // In a store of its own, with a product of its own: the demo store's catalogue is counted by other tests.
    await becomeMerchant(page, baseURL!, 'Kedai Papan Pemuka');
    const created = await page.request.post('/_actions/productEditor.save', {
      headers: { Origin: baseURL! },
      multipart: { intent: 'draft', name: 'Kuih Lapis Sarawak', description: 'Layered cake.', category: 'food', price: '12.00', quantity: '10' },
    });
    expect(created.status()).toBe(200);
    const sourceId = /p-[0-9a-f-]{36}/.exec(await created.text())![0];
    await page.goto('/seller-dashboard#products');
    const panel = page.getByRole('tabpanel', { name: 'Products' });
    await expect(panel).toBeVisible();
    const cards = panel.locator('[data-product-card]');
    const ids = async () => cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.productCard!));

    const duplicate = async (): Promise<string> => {
      const before = new Set(await ids());
      const original = panel.locator(`[data-product-card="${sourceId}"]`);
      await original.getByLabel(/^More actions for Kuih Lapis/).click();
      await original.getByRole('button', { name: 'Duplicate' }).click();
      await expect(panel.getByRole('status')).toHaveText('Product duplicated successfully');
      await expect.poll(async () => (await ids()).length).toBe(before.size + 1);
      return (await ids()).find((id) => !before.has(id))!;
    };

    const first = await duplicate();
    const copy = panel.locator(`[data-product-card="${first}"]`);
    await expect(copy.locator('h3')).toContainText(/Kuih Lapis Sarawak \(Copy\)/);
    await expect(copy.getByRole('link', { name: /^Edit / })).toHaveAttribute('href', `/seller/products/${first}/edit`);
    await expectAccessible(page);

    // Delete asks first; Cancel keeps the card.
    await copy.getByLabel(/^More actions for /).click();
    await copy.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Product' });
    await expect(dialog).toContainText('This action cannot be undone.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(copy).toBeVisible();

    await copy.getByLabel(/^More actions for /).click();
    await copy.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByRole('status')).toHaveText('Product deleted successfully');
    await expect(copy).toHaveCount(0);

    const second = await duplicate();
    const other = panel.locator(`[data-product-card="${second}"]`);
    await other.getByLabel(/^More actions for /).click();
    await other.getByRole('button', { name: 'Archive' }).click();
    await expect(panel.getByRole('status')).toHaveText('Product archived successfully');
    await expect(other).toHaveCount(0);

    // The server agrees: the deleted copy is gone and the archived one is archived.
    const listed = await page.request.get(`/seller/products/${first}`);
    expect(listed.status()).toBe(404);
    const archived = await page.request.get(`/seller/products/${second}`);
    expect(await archived.text()).toContain('Archived');
    expect(errors).toEqual([]);
  });

  test('shows the error banner when an action fails, and changes nothing', async ({ page }) => {
    await page.goto('/seller-dashboard#products');
    const panel = page.getByRole('tabpanel', { name: 'Products' });
    const card = panel.locator('[data-product-card="veg-kangkung"]');
    // The server fails: the request never reaches it, so the product must stay as it was.
    const archiveCall = (url: URL) => url.pathname.startsWith('/_actions/') && /archive/i.test(decodeURIComponent(url.pathname));
    let refused = 0;
    await page.route(archiveCall, (route) => {
      refused++;
      return route.fulfill({ status: 500, body: 'Internal Server Error' });
    });
    await card.getByLabel(/^More actions for Kangkung/).click();
    await card.getByRole('button', { name: 'Archive' }).click();
    await expect(panel.getByRole('alert')).toHaveText('An error occurred. Please try again.');
    await expect(panel.getByRole('status')).toHaveText('');
    await expect(card).toBeVisible();
    expect(refused).toBe(1);
    await page.unroute(archiveCall);
    await page.reload();
    await expect(page.getByRole('tabpanel', { name: 'Products' }).locator('[data-product-card="veg-kangkung"] [data-field="status"]')).toHaveText('Active');
  });
});
