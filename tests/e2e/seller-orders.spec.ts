import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatMoney } from '../../src/lib/money';
import { checkoutTotals, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import { said } from '../../src/lib/refusals';
import { checkoutBody, DEMO_MERCHANT, placeOrder, shippingTo, signIn, signUpThroughApi, uniqueEmail } from './fixtures';
import { expectAccessible, waitForIslands, watchForErrors } from './support';
import { orderIdsOf, storeWithOrders } from './seller-lists';

/** What the shipping journey buys: no other test buys choy sum, so its stock only goes down here. */
const SHIPPED_PRODUCT = 'veg-sawi';
/** What each project's cancel test buys and gives back: products no other test buys. */
const CANCELLED_PRODUCT = { desktop: 'food-madu', mobile: 'veg-terung' } as Record<string, string>;
/** A seller order of another merchant (nelayan-labuan) in the demo data. */
const OTHER_MERCHANTS_ORDER = 'SO-2024-0000101';

async function stockOf(request: APIRequestContext, id: string): Promise<{ stock: number; priceSen: number }> {
  const body = (await (await request.get(`/api/products?ids=${id}`)).json()) as {
    products: { id: string; stock: number; priceSen: number }[];
  };
  const product = body.products.find((p) => p.id === id)!;
  return { stock: product.stock, priceSen: product.priceSen };
}

/** A freshly signed-up buyer orders one unit through the checkout action; answers the seller order's id. */
async function freshOrder(browser: Browser, baseURL: string, name: string, productId: string) {
  const buyer = await browser.newContext({ baseURL });
  const email = uniqueEmail('orders');
  await signUpThroughApi(buyer.request, baseURL, { name, email, password: 'terung-ungu-42' });
  const { priceSen } = await stockOf(buyer.request, productId);
  const placed = await placeOrder(
    buyer.request,
    baseURL,
    checkoutBody({
      lines: [{ productId, quantity: 1 }],
      shipping: shippingTo(name, email, {
        phone: '+60 12-555 0101',
        address: '3, Jalan Tun Mustapha',
        notes: 'Ring twice',
      }),
      expectedTotalSen: checkoutTotals(priceSen, DEFAULT_TAX_RULE).totalSen,
    }),
  );
  expect(placed.status()).toBe(200);
  const orderId = /ORD-2024-\d{9}/.exec(await placed.text())![0];
  return { buyer, orderId, sellerOrderId: `${orderId}-1`, email };
}

async function merchantPage(browser: Browser, baseURL: string): Promise<Page> {
  const { viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  await signIn(context.request, baseURL, DEMO_MERCHANT);
  return context.newPage();
}

const row = (page: Page, id: string) => page.locator(`[data-order-id="${id}"]`);

test.describe('seller orders', () => {
  test('a new order is found, shipped with a carrier, and the buyer sees it shipped', async ({ browser, baseURL }) => {
    // Two browsers, an accessibility scan and a change sent twice (once without a connection) on a shared machine.
    test.setTimeout(60_000);
    const visitor = await browser.newContext({ baseURL });
    const before = await stockOf(visitor.request, SHIPPED_PRODUCT);
    await visitor.close();
    const { buyer, orderId, sellerOrderId } = await freshOrder(browser, baseURL!, 'Farah Ship', SHIPPED_PRODUCT);
    expect((await stockOf(buyer.request, SHIPPED_PRODUCT)).stock).toBeLessThanOrEqual(before.stock - 1);

    const page = await merchantPage(browser, baseURL!);
    const errors = watchForErrors(page);
    await page.goto('/seller/orders');
    await waitForIslands(page);
    await page.getByPlaceholder('Search orders by ID, customer name, email, or product...').fill(sellerOrderId);
    await expect(page.getByRole('heading', { name: 'Orders (1)' })).toBeVisible();
    await expect(row(page, sellerOrderId)).toContainText('Farah Ship');
    await expect(row(page, sellerOrderId)).toContainText('Pending');
    await expect(row(page, sellerOrderId)).toContainText('Qty: 1');
    await row(page, sellerOrderId)
      .getByRole('link', { name: `View order ${sellerOrderId}` })
      .click();

    await expect(page).toHaveURL(`/seller/orders/${sellerOrderId}`);
    await expect(page.getByRole('heading', { name: 'Order Details', level: 1 })).toBeVisible();
    await expect(page.getByText('PENDING', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Order placed on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Notes' })).toContainText('Ring twice');
    await expect(page.getByRole('region', { name: 'Shipping Information' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Product Details' })).toContainText(/each/);
    await waitForIslands(page);

    await page.getByRole('button', { name: 'Update Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(dialog.getByPlaceholder('Add a note about this status change...')).toBeVisible();
    await dialog.getByLabel('New status').selectOption('shipped');
    await dialog.getByLabel('Carrier').selectOption('J&T Express');
    await dialog.getByLabel('Tracking number').fill('12');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Enter a tracking number of 8 to 30 letters and digits.');
    const tracking = `JT${Date.now().toString().slice(-10)}`;
    await dialog.getByLabel('Tracking number').fill(tracking);
    await dialog.getByLabel('Note (optional)').fill('Packed with ice');
    await expectAccessible(page);
    // The change does not reach the shop: nothing is reported saved, and everything chosen and typed stays.
    const updateStatus = /\/_actions\/sellerOrders\.updateStatus\/?$/;
    await page.route(updateStatus, (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const notice = dialog.getByTestId('connection-notice');
    await expect(notice).toContainText('Check your connection and try again.');
    await expect(dialog.getByLabel('New status')).toHaveValue('shipped');
    await expect(dialog.getByLabel('Carrier')).toHaveValue('J&T Express');
    await expect(dialog.getByLabel('Tracking number')).toHaveValue(tracking);
    await expect(dialog.getByLabel('Note (optional)')).toHaveValue('Packed with ice');
    await expect(page).toHaveURL(`/seller/orders/${sellerOrderId}`);
    // Back online, Try Again saves it once.
    await page.unroute(updateStatus);
    await notice.getByRole('button', { name: 'Try Again' }).click();

    await expect(page).toHaveURL(`/seller/orders/${sellerOrderId}?updated=1`);
    await expect(page.getByText('SHIPPED', { exact: true })).toBeVisible();
    const shipping = page.getByRole('region', { name: 'Shipping Information' });
    await expect(shipping).toContainText(tracking);
    await expect(shipping).toContainText('J&T Express');
    const history = page.getByRole('region', { name: 'Order History' });
    await expect(history.getByText('Packed with ice', { exact: true })).toHaveCount(1);
    await expect(history.getByText('Shipped', { exact: true })).toHaveCount(1);

    // The rules refuse going back, on the server too, and say why.
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Update Status' }).click();
    await expect(page.getByRole('dialog').getByRole('option', { name: 'Pending' })).toBeDisabled();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    const back = await page.request.post('/_actions/sellerOrders.updateStatus', {
      headers: { Origin: baseURL! },
      data: { id: sellerOrderId, status: 'pending' },
    });
    expect(back.status()).toBe(400);
    expect(JSON.parse(await back.text()).message).toBe(
      said('sellerOrder.noMoveBack', { from: 'shipped', to: 'pending' }),
    );

    const track = await buyer.newPage();
    await track.goto(`/orders/${orderId}/track`);
    await expect(track.locator('.summary .status')).toHaveText('Shipped');
    const carrierLink = track.getByRole('link', { name: /Track with Carrier/ });
    await expect(carrierLink).toHaveAttribute('href', `https://www.jtexpress.my/tracking/${tracking}`);
    // The one failed request is the change sent while the connection was cut.
    expect(errors).toEqual(['Failed to load resource: net::ERR_INTERNET_DISCONNECTED']);
    await buyer.close();
    await page.context().close();
  });

  test('Cancel Order in the list cancels a pending order and puts its stock back', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const product = CANCELLED_PRODUCT[testInfo.project.name]!;
    const { buyer, sellerOrderId } = await freshOrder(browser, baseURL!, 'Farah Cancel', product);
    await buyer.close();
    const page = await merchantPage(browser, baseURL!);
    // Placed a moment ago: it is today's.
    await page.goto(`/seller/orders?q=${sellerOrderId}&date=today`);
    await waitForIslands(page);
    await expect(row(page, sellerOrderId)).toBeVisible();
    const stockBefore = (await stockOf(page.request, product)).stock;
    await row(page, sellerOrderId)
      .getByRole('button', { name: `More actions for order ${sellerOrderId}` })
      .click();
    const menu = page.getByRole('menu', { name: `Actions for order ${sellerOrderId}` });
    await expect(menu.getByRole('menuitem', { name: 'Contact Customer' })).toHaveAttribute(
      'href',
      /^mailto:orders-.*@example\.com\?subject=Your%20order%20/,
    );
    await expect(menu.getByRole('menuitem', { name: 'Generate Invoice' })).toHaveAttribute(
      'href',
      `/seller/orders/${sellerOrderId}/print`,
    );
    await menu.getByRole('menuitem', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
    await dialog.getByLabel('Note (optional)').fill('Out of honey this week');
    // Offline, the cancel is not reported done and the order stays pending; Try Again, back online, cancels it.
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    const notice = dialog.getByTestId('connection-notice');
    await expect(notice).toContainText('Nothing was saved');
    await expect(dialog.getByLabel('Note (optional)')).toHaveValue('Out of honey this week');
    await expect(page.getByRole('status').filter({ hasText: 'is now cancelled' })).toHaveCount(0);
    await expect(row(page, sellerOrderId)).toContainText('Pending');
    await page.context().setOffline(false);
    await notice.getByRole('button', { name: 'Try Again' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Order ${sellerOrderId} is now cancelled. Its items are back in stock.` }),
    ).toBeVisible();
    await expect(row(page, sellerOrderId)).toContainText('Cancelled');
    // No other test buys this product: exactly this order's unit came back.
    expect((await stockOf(page.request, product)).stock).toBe(stockBefore + 1);
    // No second restore: the menu no longer offers Cancel Order, and the server refuses it.
    await row(page, sellerOrderId)
      .getByRole('button', { name: `More actions for order ${sellerOrderId}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Cancel Order' })).toHaveCount(0);
    const again = await page.request.post('/_actions/sellerOrders.updateStatus', {
      headers: { Origin: baseURL! },
      data: { id: sellerOrderId, status: 'cancelled' },
    });
    expect(again.status()).toBe(400);
    await page.context().close();
  });

  test('the list shows the summary, searches and filters, and exports what it lists', async ({ browser, baseURL }) => {
    const page = await merchantPage(browser, baseURL!);
    const errors = watchForErrors(page);
    await page.goto('/seller/orders');
    await expect(page.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible();
    for (const text of [
      'Total Orders',
      '+12% this month',
      'Total Revenue',
      '+8.5% this month',
      'Pending Orders',
      'Requires attention',
      'Shipped Orders',
      'In transit',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await waitForIslands(page);
    const total = Number(
      /\d+/.exec((await page.getByRole('heading', { name: /^Orders \(\d+\)$/ }).textContent())!)![0],
    );
    expect(total).toBeGreaterThanOrEqual(5);
    await expect(page.getByText(`${total} of ${total} orders`)).toBeVisible();

    const search = page.getByPlaceholder('Search orders by ID, customer name, email, or product...');
    await search.fill('nurul');
    await expect(row(page, 'ORD-001')).toBeVisible();
    await expect(row(page, 'ORD-002')).toHaveCount(0);
    await search.fill('Cili Padi');
    await expect(row(page, 'ORD-005')).toBeVisible();
    await expect(row(page, 'ORD-001')).toHaveCount(0);
    await search.fill('ord-004');
    await expect(page.getByRole('heading', { name: 'Orders (1)' })).toBeVisible();
    // Other tests place orders meanwhile: the total is read afresh with each search.
    await expect(page.getByText(/^1 of \d+ orders$/)).toBeVisible();
    await expect(row(page, 'ORD-004')).toContainText('Tracking: JT630012458812');
    await search.fill('');

    await page.getByLabel('Filter by status').selectOption('shipped');
    await expect(row(page, 'ORD-003')).toBeVisible();
    await expect(row(page, 'ORD-004')).toHaveCount(0);
    await page.getByLabel('Filter by status').selectOption('all');
    // ORD-003 was placed four days ago, ORD-004 ten.
    await page.getByLabel('Filter by date').selectOption('today');
    await expect(row(page, 'ORD-003')).toHaveCount(0);
    await expect(row(page, 'ORD-004')).toHaveCount(0);
    await page.getByLabel('Filter by date').selectOption('week');
    await expect(row(page, 'ORD-003')).toBeVisible();
    await expect(row(page, 'ORD-004')).toHaveCount(0);
    await page.getByLabel('Filter by date').selectOption('month');
    await expect(row(page, 'ORD-004')).toBeVisible();
    await page.getByLabel('Filter by status').selectOption('cancelled');
    await expect(page).toHaveURL(/\?status=cancelled&date=month$/);

    const exportLink = page.getByRole('link', { name: 'Export Orders' });
    await expect(exportLink).toHaveAttribute('href', '/seller/orders/export.csv?status=cancelled&date=month');
    const csv = await (await page.request.get((await exportLink.getAttribute('href'))!)).text();
    expect(csv.split('\r\n')[0]).toBe(
      'Order ID,Status,Customer,Email,Products,Quantity,Total (RM),Tracking Number,Date',
    );
    expect(csv).toContain('ORD-005,Cancelled,Mary');
    expect(csv).not.toContain('ORD-001');
    await expect(page.getByRole('button', { name: 'Print Report' })).toBeVisible();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the filters work from the address before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await signIn(context.request, baseURL!, DEMO_MERCHANT);
    const page = await context.newPage();
    await page.goto('/seller/orders?status=cancelled');
    await expect(row(page, 'ORD-005')).toBeVisible();
    await expect(row(page, 'ORD-001')).toHaveCount(0);
    await page.getByPlaceholder('Search orders by ID, customer name, email, or product...').fill('ORD-002');
    await page.getByLabel('Filter by status').selectOption('all');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=ORD-002/);
    await expect(row(page, 'ORD-002')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Orders (1)' })).toBeVisible();
    await context.close();
  });

  test("another merchant's order, or an unknown one, is not found and cannot be changed", async ({
    browser,
    baseURL,
  }) => {
    const page = await merchantPage(browser, baseURL!);
    for (const id of [OTHER_MERCHANTS_ORDER, 'ORD-999']) {
      const response = await page.goto(`/seller/orders/${id}`);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
      await expect(page.getByText(`Order ${id} not found.`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/seller/orders');
      expect((await page.goto(`/seller/orders/${id}/print`))!.status()).toBe(404);
    }
    await expectAccessible(page);
    const change = await page.request.post('/_actions/sellerOrders.updateStatus', {
      headers: { Origin: baseURL! },
      data: { id: OTHER_MERCHANTS_ORDER, status: 'cancelled' },
    });
    expect(change.status()).toBe(404);
    await page.context().close();

    const visitor = await browser.newContext({ baseURL });
    const anonymous = await visitor.newPage();
    await anonymous.goto('/seller/orders/ORD-001');
    await expect(anonymous).not.toHaveURL(/\/seller\/orders\/ORD-001$/);
    const refused = await anonymous.request.post('/_actions/sellerOrders.updateStatus', {
      headers: { Origin: baseURL! },
      data: { id: 'ORD-001', status: 'cancelled' },
    });
    expect(refused.status()).toBe(401);
    await visitor.close();
  });

  test("the order page and the invoice show the order's own money: ringgit, GST, shipping and the total the buyer paid", async ({
    browser,
    baseURL,
  }) => {
    // Sawi, as the other orders here: kangkung's stock is what the listing's own test shows.
    const { buyer, sellerOrderId } = await freshOrder(browser, baseURL!, 'Farah Invoice', SHIPPED_PRODUCT);
    const { priceSen } = await stockOf(buyer.request, SHIPPED_PRODUCT);
    await buyer.close();
    const paid = checkoutTotals(priceSen, DEFAULT_TAX_RULE);
    const page = await merchantPage(browser, baseURL!);
    await page.goto(`/seller/orders/${sellerOrderId}`);
    const payment = page.getByRole('region', { name: 'Payment Details' });
    const figure = (label: string) =>
      payment
        .locator('dl > div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect(figure('Subtotal')).toHaveText(formatMoney(paid.subtotalSen));
    await expect(figure('Shipping')).toHaveText(formatMoney(paid.shippingSen));
    await expect(figure('GST (6%)')).toHaveText(formatMoney(paid.taxSen));
    await expect(figure('Total paid')).toHaveText(formatMoney(paid.totalSen));
    await expect(payment).not.toContainText('$');

    await page.goto(`/seller/orders/${sellerOrderId}/print`);
    const totals = page.getByRole('table').locator('tfoot');
    await expect(totals.getByRole('row', { name: /GST \(6%\)/ })).toContainText(formatMoney(paid.taxSen));
    await expect(totals.getByRole('row', { name: /Total paid/ })).toContainText(formatMoney(paid.totalSen));
    await expect(page.getByRole('table')).not.toContainText('$');
  });

  test('the detail page shows the demo order, prints an invoice and a label, and the dashboard opens its dialog', async ({
    browser,
    baseURL,
  }) => {
    const page = await merchantPage(browser, baseURL!);
    await page.goto('/seller/orders/ORD-003');
    await expect(page.getByText('SHIPPED', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customer Information' })).toContainText('Siti');
    await expect(page.getByRole('region', { name: 'Payment Details' })).toContainText('Card •••• •••• •••• 5100');
    await expect(page.getByRole('region', { name: 'Shipping Information' })).toContainText('EP883344556MY');
    await expect(page.getByRole('region', { name: 'Order Notes' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/seller/orders/ORD-003/print');

    await page.goto('/seller/orders/ORD-003/print');
    await expect(page.getByRole('heading', { name: 'Invoice & Packing Slip' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Sawi Manis');
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.goto('/seller/orders/ORD-003/print?label=1');
    await expect(page.getByText('Ship to')).toBeVisible();
    await expect(page.getByText('EP883344556MY')).toBeVisible();

    // The dashboard lists only the newest orders (other tests add some): its links for whichever comes first.
    await page.goto('/seller-dashboard#orders');
    await waitForIslands(page);
    const newest = await page
      .getByRole('tabpanel', { name: 'Orders' })
      .locator('[data-order-id]')
      .first()
      .getAttribute('data-order-id');
    const update = page.getByRole('link', { name: `Update status of ${newest}` });
    await expect(update).toHaveAttribute('href', `/seller/orders/${newest}?update=1`);
    await expect(page.getByRole('link', { name: `Print Invoice of ${newest}` })).toHaveAttribute(
      'href',
      `/seller/orders/${newest}/print`,
    );
    await page.goto('/seller/orders/ORD-002?update=1');
    const dialog = page.getByRole('dialog', { name: 'Update Order Status' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('option', { name: 'Completed' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.context().close();
  });
});

test.describe('a long order list', () => {
  const SEARCH = 'Search orders by ID, customer name, email, or product...';

  test('is paged on the server: page 2 shows the next orders, and the state lives in the address', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const store = await storeWithOrders(browser, baseURL!, `Kedai Senarai ${test.info().project.name}`, 23);
    const newestFirst = [...store.sellerOrderIds].reverse();
    const { page } = store;
    const errors = watchForErrors(page);
    await page.goto('/seller/orders');
    await waitForIslands(page);
    const rows = page.locator('[data-order-id]');
    await expect(page.getByRole('heading', { name: 'Orders (23)' })).toBeVisible();
    await expect(page.getByText('23 of 23 orders')).toBeVisible();
    await expect(rows).toHaveCount(20);
    expect(await orderIdsOf(rows)).toEqual(newestFirst.slice(0, 20));
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    // A full page stays within the seller area's HTML budget, however many orders there are.
    expect((await (await page.request.get('/seller/orders')).text()).length).toBeLessThan(150_000);

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/seller\/orders\?page=2$/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows).toHaveCount(3);
    expect(await orderIdsOf(rows)).toEqual(newestFirst.slice(20));
    await expect(page.getByRole('heading', { name: 'Orders (23)' })).toBeVisible();

    // Typing searches all the orders, from the first page of what matches.
    const wanted = newestFirst[21]!;
    await page.getByPlaceholder(SEARCH).fill(wanted.toLowerCase());
    await expect(page.getByRole('heading', { name: 'Orders (1)' })).toBeVisible();
    expect(await orderIdsOf(rows)).toEqual([wanted]);
    await expect(page).toHaveURL(new RegExp(`\\?q=${wanted.toLowerCase()}$`));
    await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);

    // The address is shareable: opened afresh it shows the same page.
    await page.goto('/seller/orders?status=pending&page=2');
    await expect(rows).toHaveCount(3);
    await expect(page.getByLabel('Filter by status')).toHaveValue('pending');
    // Nonsense in the address reads as the defaults.
    const odd = await page.goto('/seller/orders?page=-4&status=refunded&date=forever&q=');
    expect(odd!.status()).toBe(200);
    await expect(rows).toHaveCount(20);
    await expect(page.getByLabel('Filter by status')).toHaveValue('all');
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    // The export holds every order, not one page.
    const csv = await (await page.request.get('/seller/orders/export.csv')).text();
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(24);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(newestFirst);
    expect(errors).toEqual([]);
    await store.context.close();
  });

  test('pages and searches without JavaScript, and keeps what was typed before the list started', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const store = await storeWithOrders(browser, baseURL!, `Kedai Tanpa Skrip ${test.info().project.name}`, 21);
    const newestFirst = [...store.sellerOrderIds].reverse();
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await signIn(plain.request, baseURL!, { email: store.email, password: store.password });
    const page = await plain.newPage();
    const rows = page.locator('[data-order-id]');
    await page.goto('/seller/orders');
    await expect(rows).toHaveCount(20);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    // The address changes before the page's rows have arrived: wait for them before reading them.
    await expect(rows).toHaveCount(1);
    expect(await orderIdsOf(rows)).toEqual([newestFirst[20]]);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(rows).toHaveCount(20);
    await page.getByPlaceholder(SEARCH).fill(newestFirst[3]!);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${newestFirst[3]}&status=all&date=all$`));
    await expect(rows).toHaveCount(1);
    expect(await orderIdsOf(rows)).toEqual([newestFirst[3]]);
    await plain.close();

    // With the list's script held back, a search typed before it starts is the one it shows.
    const { page: live } = store;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await live.route(/\/_astro\/SellerOrderList\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await live.goto('/seller/orders', { waitUntil: 'domcontentloaded' });
    await live.getByPlaceholder(SEARCH).fill(newestFirst[5]!);
    release();
    await waitForIslands(live);
    await expect(live.getByRole('heading', { name: 'Orders (1)' })).toBeVisible();
    await expect(live.getByPlaceholder(SEARCH)).toHaveValue(newestFirst[5]!);
    expect(await orderIdsOf(live.locator('[data-order-id]'))).toEqual([newestFirst[5]]);
    await store.context.close();
  });
});
