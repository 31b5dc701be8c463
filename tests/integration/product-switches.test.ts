/** A product's switches at checkout: Taxable, Requires shipping, Track quantity and Allow backorders. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PictureBindings } from '../../src/data/pictures';
import { placeOrder } from '../../src/data/checkout';
import { cartProducts } from '../../src/data/cart-products';
import { createProduct } from '../../src/data/products';
import { changeSellerOrderStatus, getSellerOrder } from '../../src/data/seller-orders';
import { draftValues, emptyDraft, type ProductDraft } from '../../src/lib/product-draft';
import { orderTotals, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import { DEMO_BUYER_AT_CHECKOUT, demoBuyerOrder, freshDatabase, pngBytes, stockOf } from './support';

let db: D1Database;
let media: PictureBindings;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, media, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const OWNER = 'kebun-hijau';
let marker = 40;

/** A published product of 10.00 with `stock` units and the switches given. */
async function product(stock: number, switches: Partial<ProductDraft>): Promise<string> {
  const draft: ProductDraft = {
    ...emptyDraft(),
    name: `Switched ${marker}`,
    description: 'A product with its switches set.',
    category: 'food',
    price: '10.00',
    quantity: String(stock),
    ...switches,
  };
  const { id } = await createProduct(
    db,
    media,
    OWNER,
    draftValues(draft),
    [{ contentType: 'image/png', bytes: pngBytes(marker++) }],
    'publish',
  );
  return id;
}

const order = (lines: { productId: string; quantity: number }[], expectedTotalSen: number) =>
  placeOrder(db, { ...demoBuyerOrder(DEMO_BUYER_AT_CHECKOUT, lines, 1000), expectedTotalSen });

const orderRow = (orderId: string) =>
  db.prepare('SELECT subtotal_sen, shipping_sen, tax_sen, total_sen FROM orders WHERE id = ?').bind(orderId).first();

describe('the product switches at checkout', () => {
  it('charges no GST on a Tax-free product', async () => {
    const id = await product(20, { taxable: false });
    const { orderId } = await order([{ productId: id, quantity: 2 }], 2000 + 1000);
    expect(await orderRow(orderId)).toEqual({ subtotal_sen: 2000, shipping_sen: 1000, tax_sen: 0, total_sen: 3000 });
  });

  it('charges GST on the taxable lines only', async () => {
    const free = await product(20, { taxable: false });
    const taxed = await product(20, {});
    const { orderId } = await order(
      [
        { productId: free, quantity: 1 },
        { productId: taxed, quantity: 1 },
      ],
      2000 + 1000 + 60,
    );
    expect(await orderRow(orderId)).toEqual({ subtotal_sen: 2000, shipping_sen: 1000, tax_sen: 60, total_sen: 3060 });
  });

  it('charges no shipping for a cart of products that need none, and gives that merchant no shipping share', async () => {
    const id = await product(20, { requiresShipping: false });
    const { orderId } = await order([{ productId: id, quantity: 1 }], 1000 + 60);
    expect(await orderRow(orderId)).toEqual({ subtotal_sen: 1000, shipping_sen: 0, tax_sen: 60, total_sen: 1060 });
    expect(await db.prepare('SELECT shipping_sen FROM seller_orders WHERE order_id = ?').bind(orderId).first()).toEqual(
      { shipping_sen: 0 },
    );
  });

  it('refuses a total computed as if the switches were not there', async () => {
    const id = await product(20, { taxable: false, requiresShipping: false });
    await expect(order([{ productId: id, quantity: 1 }], 1000 + 1000 + 60)).rejects.toThrow('checkout.priceChanged');
    expect(
      orderTotals([{ unitPriceSen: 1000, quantity: 1, taxable: false, requiresShipping: false }], DEFAULT_TAX_RULE)
        .totalSen,
    ).toBe(1000);
  });

  it('never counts down a product whose quantity is not tracked, and keeps it on sale', async () => {
    const id = await product(0, { trackQuantity: false });
    expect(await db.prepare('SELECT status FROM products WHERE id = ?').bind(id).first()).toEqual({ status: 'active' });
    await order([{ productId: id, quantity: 3 }], 3000 + 1000 + 180);
    expect(await stockOf(db, id)).toBe(0);
    expect(await db.prepare('SELECT backordered FROM order_items WHERE product_id = ?').bind(id).first()).toEqual({
      backordered: 0,
    });
  });

  it('sells a product that takes backorders at 0 stock: the units are backordered and the stock never goes negative', async () => {
    const id = await product(2, { allowBackorders: true });
    const { orderId } = await order([{ productId: id, quantity: 5 }], 5000 + 1000 + 300);
    expect(await stockOf(db, id)).toBe(0);
    expect(await db.prepare('SELECT status FROM products WHERE id = ?').bind(id).first()).toEqual({ status: 'active' });
    expect(
      await db.prepare('SELECT quantity, backordered FROM order_items WHERE order_id = ?').bind(orderId).first(),
    ).toEqual({ quantity: 5, backordered: 3 });

    const sellerOrderId = (await db
      .prepare('SELECT id FROM seller_orders WHERE order_id = ?')
      .bind(orderId)
      .first<{ id: string }>())!.id;
    // The merchant sees what to ship when restocked.
    expect((await getSellerOrder(db, OWNER, sellerOrderId))!.items[0]).toMatchObject({ quantity: 5, backordered: 3 });

    // Cancelled: only the two units taken from stock go back.
    expect((await changeSellerOrderStatus(db, OWNER, sellerOrderId, { status: 'cancelled', note: 'Sorry' })).ok).toBe(
      true,
    );
    expect(await stockOf(db, id)).toBe(2);
  });

  it('still refuses more than the stock of a product that takes no backorders, and lists it out of stock at 0', async () => {
    const id = await product(2, {});
    await expect(order([{ productId: id, quantity: 3 }], 3000 + 1000 + 180)).rejects.toMatchObject({
      refusal: { code: 'checkout.onlyLeft', values: { left: 2, wanted: 3 } },
    });
    await order([{ productId: id, quantity: 2 }], 2000 + 1000 + 120);
    expect(await db.prepare('SELECT stock, status FROM products WHERE id = ?').bind(id).first()).toEqual({
      stock: 0,
      status: 'out_of_stock',
    });
  });

  it('tells the cart and the product page each switch', async () => {
    const id = await product(0, { allowBackorders: true, taxable: false, requiresShipping: false });
    expect(await cartProducts(db, [id])).toEqual([
      expect.objectContaining({
        id,
        stock: 0,
        trackQuantity: true,
        allowBackorders: true,
        taxable: false,
        requiresShipping: false,
      }),
    ]);
  });
});
