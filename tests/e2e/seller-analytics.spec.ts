import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { becomeMerchant, DEMO_BUYER, DEMO_MERCHANT, signIn, signUpThroughApi, uniqueEmail } from './fixtures';
import { expectAccessible, waitForIslands, watchForErrors } from './support';

const GROWTH = /^([+-]?\d+\.\d%|New)$/;

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, baseURL!, DEMO_MERCHANT);
});

const kpi = (page: Page, label: string) => page.locator(`[data-kpi="${label}"] .value`);
const fitsWidth = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

test.describe('seller analytics', () => {
  test('the period really filters, and growth is shown for every figure', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/seller/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const periods = page.getByRole('navigation', { name: 'Analytics period' });
    await expect(periods.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
    for (const label of [
      'Total Revenue',
      'Total Orders',
      'Total Views',
      'Conversion Rate',
      'Avg Order Value',
      'Cancellation Rate',
    ]) {
      await expect(page.locator(`[data-kpi="${label}"] dt`)).toHaveText(label);
      await expect(page.locator(`[data-kpi="${label}"] [data-growth] > span`).first()).toHaveText(GROWTH);
    }
    // Each figure says what it covers: the demo merchant's first seller order in the shop (ORD-011, the order a
    // demo review came from) is 35 days old, so its 30 days are the shop's sales alone; its year (below) holds
    // sales from before it joined.
    await expect(page.locator('[data-kpi="Total Revenue"] .note')).toHaveText('Last 30 days, orders not cancelled');
    await expect(page.locator('[data-kpi="Cancellation Rate"] .note')).toHaveText(
      'Last 30 days, cancelled of orders placed in the shop',
    );
    // Cancellations going up are bad news: red, whatever the arrow; going down good.
    const cancelled = page.locator('[data-kpi="Cancellation Rate"] [data-growth]');
    const change = (await cancelled.locator('> span').first().textContent())!;
    await expect(cancelled).toHaveAttribute('data-tone', change.startsWith('-') || change === '0.0%' ? 'good' : 'bad');
    const monthViews = await kpi(page, 'Total Views').textContent();
    const monthRange = await page.locator('[data-range]').textContent();

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
    await expect(page.locator('[data-kpi="Total Revenue"] .note')).toHaveText(
      /, orders not cancelled, including sales before joining the shop$/,
    );
    const yearViews = Number((await kpi(page, 'Total Views').textContent())!.replace(/,/g, ''));
    expect(yearViews).toBeGreaterThan(Number(monthViews!.replace(/,/g, '')));
    // Traffic Sources split the views recorded with their source: the demo's year is recorded by source.
    const traffic = page.locator('[data-traffic]');
    await expect(traffic.getByRole('heading', { name: 'Traffic Sources' })).toBeVisible();
    await expect(traffic.locator('[data-traffic-empty]')).toHaveCount(0);
    await expect(traffic.locator('[data-source]')).toHaveCount(6);
    const split = await traffic.locator('[data-views]').allTextContents();
    expect(split.reduce((sum, n) => sum + Number(n.replace(/,/g, '')), 0)).toBe(yearViews);
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
    await expect(products.locator('[data-top-products] thead th')).toHaveText([
      'Rank',
      'Product',
      'Orders',
      'Views',
      'Revenue',
      'CVR',
      'Growth',
    ]);
    await expect(rows.first().locator('td').first()).toHaveText('1');
    // The ranking says which revenue it splits; the products shown are a part of it.
    await expect(products.locator('[data-top-split]')).toContainText(
      /^\d+ of \d+ products? sold: RM\s[\d,.]+ of RM\s[\d,.]+ item sales in the shop \(without shipping\)/,
    );
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
    await page
      .getByRole('navigation', { name: 'Analytics period' })
      .getByRole('link', { name: 'Last 90 days' })
      .click();
    await expect(page).toHaveURL(/\?period=90d#customers$/);
    await expect(tabs.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true');

    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the chart library loads on this screen only', async ({ page }) => {
    const chartChunk = /MonthlyRevenueChart\.[\w-]+\.js/;
    const own = await (await page.request.get('/seller/analytics')).text();
    expect(own).toMatch(chartChunk);
    for (const path of [
      '/',
      '/product/veg-kangkung',
      '/seller/kebun-hijau',
      '/cart',
      '/checkout',
      '/track-order',
      '/login',
      '/seller-dashboard',
      '/seller/manage-products',
    ]) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).not.toMatch(chartChunk);
      expect(html, path).not.toContain('recharts');
    }
  });

  test('Export Report downloads the report shown as CSV', async ({ page }) => {
    await page.goto('/seller/analytics?period=90d');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^analytics-90d-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Analytics report,Kebun Hijau Farm Enterprise');
    expect(lines[1]).toMatch(/^Period,Last 90 days,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);
    expect(lines.some((l) => l.startsWith('Total Revenue (RM),'))).toBe(true);
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

test.describe('traffic sources', () => {
  const CHROME =
    'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

  test('count where people came from to the store and product pages, not robots and not the merchant', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // A store of its own, so that its figures are this test's only.
    const storeId = await becomeMerchant(page, baseURL!, 'Kedai Jejak Pelawat');
    const created = await page.request.post('/_actions/productEditor.save', {
      headers: { Origin: baseURL! },
      multipart: {
        intent: 'draft',
        name: 'Kuih Jejak',
        description: 'Counted.',
        category: 'food',
        price: '7.00',
        quantity: '10',
      },
    });
    expect(created.status()).toBe(200);
    const productId = /p-[0-9a-f-]{36}/.exec(await created.text())![0];
    expect(
      (
        await page.request.post('/_actions/sellerProducts.activate', {
          headers: { Origin: baseURL! },
          data: { ids: [productId] },
        })
      ).status(),
    ).toBe(200);

    await page.goto('/seller/analytics?period=7d');
    await expect(page.locator('[data-traffic-empty]')).toBeVisible();

    // A shopper with a browser of their own, signed in: an account is never kept with a view.
    const shopper = await browser.newContext({ baseURL, userAgent: CHROME });
    await signUpThroughApi(shopper.request, baseURL!, {
      name: 'Pelawat',
      email: uniqueEmail('visitor'),
      password: 'terung-ungu-42',
    });
    const visit = await shopper.newPage();
    await visit.goto(`/seller/${storeId}`, { referer: 'https://l.facebook.com/' });
    await visit.goto(`/product/${productId}`, { referer: 'https://www.instagram.com/' });
    await visit.goto(`/product/${productId}`, { referer: `${baseURL}/?q=kuih+jejak` });
    await visit.goto(`/product/${productId}`);
    // The store's search swaps its results in with a fetch: not another view of the store.
    await visit.goto(`/seller/${storeId}`, { referer: 'https://www.google.com.my/' });
    await visit.waitForLoadState('load');
    await shopper.close();
    // A search robot, and the merchant looking at their own product: neither counts.
    const robot = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect((await (await robot.newPage()).goto(`/product/${productId}`))!.status()).toBe(200);
    await robot.close();
    await page.goto(`/product/${productId}`, { referer: 'https://www.facebook.com/' });

    const expected = { social: '2', shop_search: '1', direct: '1', search_engine: '1' };
    // The views are written after each response: read the report until they are all there.
    await expect
      .poll(
        async () => {
          await page.goto('/seller/analytics?period=7d');
          const rows = await page
            .locator('[data-traffic] [data-source]')
            .evaluateAll((items) =>
              Object.fromEntries(
                items.map((li) => [(li as HTMLElement).dataset.source, li.querySelector('[data-views]')!.textContent]),
              ),
            );
          return rows;
        },
        { timeout: 20_000 },
      )
      .toEqual(expected);
    const traffic = page.locator('[data-traffic]');
    await expect(traffic.locator('[data-source="social"]')).toContainText('Social media');
    await expect(traffic.locator('[data-source="social"] [data-share]')).toHaveText('40.0%');
    await expect(traffic.getByRole('progressbar', { name: 'Social media, share of views' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(traffic.locator('[data-traffic-note]')).toContainText('5 views of your store and product pages');
    await expect(page.locator('[data-kpi="Total Views"] .value')).toHaveText('5');

    // The dashboard shows the same split, and its export holds it.
    await page.goto('/seller-dashboard?period=7d#analytics');
    const dash = page.getByRole('tabpanel', { name: 'Analytics' }).locator('[data-traffic]');
    await expect(dash.locator('[data-source="social"] [data-views]')).toHaveText('2');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export Data', exact: true }).click(),
    ]);
    const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n');
    expect(lines).toContain('Social media,2,40.0,new');
    expect(lines).toContain('Search on this shop,1,20.0,new');
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
      multipart: {
        intent: 'draft',
        name: 'Kuih Lapis Sarawak',
        description: 'Layered cake.',
        category: 'food',
        price: '12.00',
        quantity: '10',
      },
    });
    expect(created.status()).toBe(200);
    const sourceId = /p-[0-9a-f-]{36}/.exec(await created.text())![0];
    await page.goto('/seller-dashboard#products');
    const panel = page.getByRole('tabpanel', { name: 'Products' });
    await expect(panel).toBeVisible();
    const cards = panel.locator('[data-product-card]');
    const ids = async () => cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.productCard!));

    const duplicate = async (): Promise<string> => {
      // The tab's cards are loaded after the panel shows: count them once the product's own card is there.
      const original = panel.locator(`[data-product-card="${sourceId}"]`);
      await expect(original).toBeVisible();
      const before = new Set(await ids());
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
    const archiveCall = (url: URL) =>
      url.pathname.startsWith('/_actions/') && /archive/i.test(decodeURIComponent(url.pathname));
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
    await expect(
      page
        .getByRole('tabpanel', { name: 'Products' })
        .locator('[data-product-card="veg-kangkung"] [data-field="status"]'),
    ).toHaveText('Active');
  });
});
