/**
 * A store of its own with many orders, for the tests of the paged seller lists: the demo store's orders and
 * products are shared with other tests, which add to them while a test runs.
 */
import { expect, type Browser, type Locator } from '@playwright/test';
import { checkoutTotals, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import { checkoutBody, newApprovedMerchant, placeOrder, shippingTo, signUpThroughApi, uniqueEmail } from './fixtures';

const PRICE = '12.00';

/** A new approved merchant with one active product, and a buyer who has placed `orders` orders of it, one at a time. */
export async function storeWithOrders(browser: Browser, baseURL: string, businessName: string, orders: number) {
  const merchant = await newApprovedMerchant(browser, baseURL, businessName);
  const created = await merchant.page.request.post('/_actions/productEditor.save', {
    headers: { Origin: baseURL },
    // The form's switches as it sends them by default: a switch left out is off (no tax, no shipping, not counted).
    multipart: {
      intent: 'draft',
      name: `${businessName} Kuih`,
      description: 'Layered cake.',
      category: 'food',
      price: PRICE,
      quantity: String(orders + 5),
      trackQuantity: 'on',
      requiresShipping: 'on',
      taxable: 'on',
    },
  });
  expect(created.status()).toBe(200);
  const productId = /p-[0-9a-f-]{36}/.exec(await created.text())![0];
  const activated = await merchant.page.request.post('/_actions/sellerProducts.activate', {
    headers: { Origin: baseURL },
    data: { ids: [productId] },
  });
  expect(activated.status()).toBe(200);

  const buyer = await browser.newContext({ baseURL });
  const email = uniqueEmail('lists');
  await signUpThroughApi(buyer.request, baseURL, { name: 'Lina Senarai', email, password: 'terung-ungu-42' });
  const sellerOrderIds: string[] = [];
  for (let i = 0; i < orders; i++) {
    const placed = await placeOrder(
      buyer.request,
      baseURL,
      checkoutBody({
        lines: [{ productId, quantity: 1 }],
        shipping: shippingTo('Lina Senarai', email),
        expectedTotalSen: checkoutTotals(Math.round(Number(PRICE) * 100), DEFAULT_TAX_RULE).totalSen,
      }),
    );
    expect(placed.status()).toBe(200);
    sellerOrderIds.push(`${/ORD-2024-\d{9}/.exec(await placed.text())![0]}-1`);
  }
  await buyer.close();
  return { ...merchant, productId, sellerOrderIds };
}

/** The ids of the listed order rows, top to bottom. */
export function orderIdsOf(rows: Locator): Promise<string[]> {
  return rows.evaluateAll((elements) => elements.map((e) => (e as HTMLElement).dataset.orderId!));
}

/** A new approved merchant with `count` products from one bulk upload: "Barang 01" at RM 1.00, "Barang 02" at RM 2.00... */
export async function storeWithProducts(browser: Browser, baseURL: string, businessName: string, count: number) {
  const merchant = await newApprovedMerchant(browser, baseURL, businessName);
  const rows = Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      line: i + 2,
      name: `Barang ${n}`,
      category: i % 2 ? 'food' : 'vegetables',
      price: `${i + 1}.00`,
      quantity: String(10 + i),
      sku: `BRG-${n}`,
      description: 'From the list tests.',
    };
  });
  const uploaded = await merchant.page.request.post('/_actions/bulkImport.upload', {
    headers: { Origin: baseURL },
    data: { rows },
  });
  expect(uploaded.status()).toBe(200);
  // Kept as drafts: in the seller's own list, but off the public listing that other tests read at the same time.
  const ids = [...new Set((await uploaded.text()).match(/p-[0-9a-f-]{36}/g) ?? [])];
  expect(ids).toHaveLength(count);
  const drafted = await merchant.page.request.post('/_actions/sellerProducts.deactivate', {
    headers: { Origin: baseURL },
    data: { ids },
  });
  expect(drafted.status()).toBe(200);
  return merchant;
}
