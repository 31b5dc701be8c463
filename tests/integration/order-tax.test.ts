/** Each seller order carries its share of the GST its buyer paid, so that the merchant's invoice is what was paid. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PictureBindings } from '../../src/data/pictures';
import { placeOrder } from '../../src/data/checkout';
import { createProduct } from '../../src/data/products';
import { getSellerOrder } from '../../src/data/seller-orders';
import { draftValues, emptyDraft } from '../../src/lib/product-draft';
import { orderTotals, splitTax, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import { DEMO_BUYER_AT_CHECKOUT, demoBuyerOrder, freshDatabase, pngBytes } from './support';

let db: D1Database;
let media: PictureBindings;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, media, dispose } = await freshDatabase());
});
afterAll(() => dispose());

async function product(merchantId: string, name: string, price: string, taxable: boolean): Promise<string> {
  const draft = {
    ...emptyDraft(),
    name,
    description: 'For the invoice.',
    category: 'food',
    price,
    quantity: '50',
    taxable,
  };
  return (
    await createProduct(
      db,
      media,
      merchantId,
      draftValues(draft),
      [{ contentType: 'image/png', bytes: pngBytes(name.length) }],
      'publish',
    )
  ).id;
}

const sellerOrdersOf = async (orderId: string) =>
  (
    await db
      .prepare('SELECT id, merchant_id FROM seller_orders WHERE order_id = ? ORDER BY id')
      .bind(orderId)
      .all<{ id: string; merchant_id: string }>()
  ).results;

describe("the merchant's order page shows the order's own money", () => {
  it('a one-merchant order: subtotal, shipping, GST and the total the buyer paid', async () => {
    const id = await product('kebun-hijau', 'Invoice Kuih', '17.00', true);
    const { orderId } = await placeOrder(
      db,
      demoBuyerOrder(DEMO_BUYER_AT_CHECKOUT, [{ productId: id, quantity: 1 }], 1700),
    );
    const paid = (await db
      .prepare('SELECT subtotal_sen, shipping_sen, tax_sen, total_sen FROM orders WHERE id = ?')
      .bind(orderId)
      .first())!;
    const [sellerOrder] = await sellerOrdersOf(orderId);
    const shown = (await getSellerOrder(db, 'kebun-hijau', sellerOrder!.id))!;
    expect({
      subtotal_sen: shown.subtotalSen,
      shipping_sen: shown.shippingSen,
      tax_sen: shown.taxSen,
      total_sen: shown.paidSen,
    }).toEqual(paid);
    expect(shown.taxSen).toBe(102);
    expect(shown.paidSen).toBe(1700 + 1000 + 102);
  });

  it('a two-merchant order: each invoice carries the GST on its own taxable goods, and the shares add up to what was paid', async () => {
    const taxed = await product('kebun-hijau', 'Invoice Taxed', '30.00', true);
    const free = await product('nelayan-labuan', 'Invoice Tax Free', '20.00', false);
    const totals = orderTotals(
      [
        { unitPriceSen: 3000, quantity: 1, taxable: true, requiresShipping: true },
        { unitPriceSen: 2000, quantity: 1, taxable: false, requiresShipping: true },
      ],
      DEFAULT_TAX_RULE,
    );
    const { orderId } = await placeOrder(db, {
      ...demoBuyerOrder(
        DEMO_BUYER_AT_CHECKOUT,
        [
          { productId: taxed, quantity: 1 },
          { productId: free, quantity: 1 },
        ],
        0,
      ),
      expectedTotalSen: totals.totalSen,
    });
    const shown = await Promise.all(
      (await sellerOrdersOf(orderId)).map((so) => getSellerOrder(db, so.merchant_id, so.id)),
    );
    expect(shown.map((so) => [so!.subtotalSen, so!.taxSen])).toEqual([
      [3000, 180],
      [2000, 0],
    ]);
    expect(shown.reduce((sum, so) => sum + so!.paidSen, 0)).toBe(totals.totalSen);
  });

  it('gives every demo seller order its share of its order’s GST, adding up to what each order paid', async () => {
    const mismatched = await db
      .prepare(
        `SELECT o.id FROM orders o JOIN seller_orders so ON so.order_id = o.id
         GROUP BY o.id HAVING SUM(so.tax_sen) <> o.tax_sen OR SUM(so.total_sen + so.tax_sen) <> o.total_sen`,
      )
      .all();
    expect(mismatched.results).toEqual([]);
  });

  it('splits GST in proportion to taxable goods, without losing a sen', () => {
    expect(splitTax(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitTax(180, [3000, 0])).toEqual([180, 0]);
    expect(splitTax(180, [0, 3000])).toEqual([0, 180]);
    expect(splitTax(0, [0, 0])).toEqual([0, 0]);
  });
});
