import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutError, placeOrder, type PlaceOrderInput } from '../../src/data/checkout';
import { changeShoppingLists, readShoppingLists } from '../../src/data/shopping-lists';
import { checkoutTotals, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import {
  codedNotifications,
  countRows,
  DEMO_BUYER_AT_CHECKOUT,
  demoBuyerOrder,
  freshDatabase,
  failingOn,
  snapshot,
  stockOf as stockIn,
} from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const buyer = DEMO_BUYER_AT_CHECKOUT;

const order = (lines: PlaceOrderInput['lines'], priceSen: number, overrides: Partial<PlaceOrderInput> = {}) =>
  demoBuyerOrder(buyer, lines, priceSen, overrides);

const stockOf = (id: string) => stockIn(db, id);
const count = (sql: string, ...params: unknown[]) => countRows(db, sql, ...params);

describe('placing an order', () => {
  it('writes the order, items, seller orders, payment, events and notifications, and takes the stock', async () => {
    const input = order([{ productId: 'veg-kangkung', quantity: 2 }], 350);
    input.lines.push({ productId: 'fish-udang', quantity: 1 });
    input.expectedTotalSen = checkoutTotals(2 * 350 + 4800, DEFAULT_TAX_RULE).totalSen;
    const { orderId, created } = await placeOrder(db, input);
    expect(created).toBe(true);
    expect(orderId).toMatch(/^ORD-2024-\d{9}$/);
    const row = await db.prepare('SELECT * FROM orders WHERE id = ?').bind(orderId).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      status: 'pending',
      subtotal_sen: 5500,
      shipping_sen: 1000,
      tax_sen: 330,
      total_sen: 6830,
      user_id: 'user-buyer-demo',
    });
    expect(await count('SELECT COUNT(*) AS n FROM order_items WHERE order_id = ?', orderId)).toBe(2);
    const sellerOrders = (
      await db
        .prepare(
          'SELECT merchant_id, status, subtotal_sen, shipping_sen FROM seller_orders WHERE order_id = ? ORDER BY id',
        )
        .bind(orderId)
        .all()
    ).results;
    expect(sellerOrders).toEqual([
      { merchant_id: 'kebun-hijau', status: 'pending', subtotal_sen: 700, shipping_sen: 500 },
      { merchant_id: 'nelayan-labuan', status: 'pending', subtotal_sen: 4800, shipping_sen: 500 },
    ]);
    expect(await stockOf('veg-kangkung')).toBe(46);
    expect(await stockOf('fish-udang')).toBe(19);
    const payment = await db
      .prepare('SELECT method, card_last4, status, amount_sen FROM payments WHERE order_id = ?')
      .bind(orderId)
      .first();
    // Cash on delivery: its cash row waits for the merchants to collect it, and the order holds its stock unpaid.
    expect(payment).toEqual({ method: 'cod', card_last4: null, status: 'pending', amount_sen: 6830 });
    expect(
      await db
        .prepare('SELECT payment_method, payment_status, payment_expires_at FROM orders WHERE id = ?')
        .bind(orderId)
        .first(),
    ).toEqual({ payment_method: 'cod', payment_status: 'awaiting', payment_expires_at: null });
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM notifications WHERE type = 'order' AND link LIKE ?",
        `/seller/orders/${orderId}%`,
      ),
    ).toBe(2);
    expect(await count('SELECT COUNT(*) AS n FROM order_events WHERE order_id = ?', orderId)).toBe(3);
    // Only the last four digits are kept: the number and the CVV are nowhere.
    const everything = JSON.stringify(await snapshot(db));
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toContain('4242 4242 4242 4242');
  });

  it('uses the prices in the database, not the ones the buyer claims', async () => {
    const before = await snapshot(db);
    const tampered = order([{ productId: 'veg-sawi', quantity: 1 }], 1); // claims sawi costs 1 sen
    await expect(placeOrder(db, tampered)).rejects.toMatchObject({ code: 'PRICE_CHANGED' });
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses more than the stock, says how many are left, and writes nothing', async () => {
    const before = await snapshot(db);
    const error = await placeOrder(db, order([{ productId: 'meat-lembu', quantity: 5 }], 4200)).catch((e) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect(error).toMatchObject({ code: 'OUT_OF_STOCK', productId: 'meat-lembu', available: 4 });
    expect(error.refusal).toEqual({
      code: 'checkout.onlyLeft',
      values: { name: 'Daging Lembu (Beef for Rendang)', left: 4, wanted: 5 },
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses a sold-out product and one that is not for sale', async () => {
    await expect(placeOrder(db, order([{ productId: 'fish-ketam', quantity: 1 }], 7800))).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
    });
    await expect(placeOrder(db, order([{ productId: 'no-such-thing', quantity: 1 }], 100))).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });

  it('makes one order when the same checkout is submitted three times at once', async () => {
    const input = order([{ productId: 'food-amplang', quantity: 1 }], 1200);
    const results = await Promise.all([placeOrder(db, input), placeOrder(db, input), placeOrder(db, input)]);
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?', input.idempotencyKey)).toBe(1);
    expect(await stockOf('food-amplang')).toBe(79);
  });

  it('lets twenty buyers race for the last five units: exactly five orders, stock 0', async () => {
    await db.prepare("UPDATE products SET stock = 5 WHERE id = 'veg-sawi'").run();
    const ordersBefore = await count('SELECT COUNT(*) AS n FROM orders');
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () => placeOrder(db, order([{ productId: 'veg-sawi', quantity: 1 }], 400))),
    );
    const placed = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a) => a.status === 'rejected') as PromiseRejectedResult[];
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused)
      expect(r.reason).toMatchObject({ code: 'OUT_OF_STOCK', productId: 'veg-sawi', available: 0 });
    expect(await stockOf('veg-sawi')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(ordersBefore + 5);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM order_items WHERE product_id = 'veg-sawi' AND order_id NOT LIKE 'ORD-2024-0000%'",
      ),
    ).toBe(5);
    const status = await db.prepare("SELECT status FROM products WHERE id = 'veg-sawi'").first<{ status: string }>();
    expect(status!.status).toBe('out_of_stock');
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM notifications WHERE type = 'stock' AND code = 'outOfStock' AND vals = json_object('product', 'Sawi Manis (Choy Sum)')",
      ),
    ).toBe(1);
  });
});

describe('the cart an order leaves', () => {
  const buyerId = 'user-buyer-demo';
  const cartOf = async () =>
    Object.fromEntries((await readShoppingLists(db, buyerId)).cart.map((item) => [item.productId, item.quantity]));

  async function cartHolding(lines: Record<string, number>): Promise<void> {
    await db.prepare('DELETE FROM cart_items WHERE user_id = ?').bind(buyerId).run();
    await changeShoppingLists(
      db,
      buyerId,
      Object.entries(lines).map(([productId, quantity]) => ({ kind: 'cart.add' as const, productId, quantity })),
    );
  }

  it("takes the bought lines out of the cart in the order's own transaction and keeps the others", async () => {
    await cartHolding({ 'veg-kangkung': 2, 'food-amplang': 3, 'fish-udang': 1 });
    await changeShoppingLists(db, buyerId, [{ kind: 'wishlist.add', productId: 'food-madu' }]);
    const before = { kangkung: await stockOf('veg-kangkung'), amplang: await stockOf('food-amplang') };
    // Two of the three lines are ordered (the udang is left for another day).
    const input = order(
      [
        { productId: 'veg-kangkung', quantity: 2 },
        { productId: 'food-amplang', quantity: 3 },
      ],
      0,
      { expectedTotalSen: checkoutTotals(2 * 350 + 3 * 1200, DEFAULT_TAX_RULE).totalSen },
    );
    const placed = await placeOrder(db, input);

    expect(await cartOf()).toEqual({ 'fish-udang': 1 });
    // The answer carries the lists as the order left them: the page adopts them instead of clearing the cart.
    expect(placed.lists).toEqual(await readShoppingLists(db, buyerId));
    expect(placed.lists.wishlist.map((item) => item.productId)).toContain('food-madu');
    expect(await stockOf('veg-kangkung')).toBe(before.kangkung - 2);
    expect(await stockOf('food-amplang')).toBe(before.amplang - 3);
    const row = await db
      .prepare('SELECT subtotal_sen, shipping_sen, tax_sen, total_sen FROM orders WHERE id = ?')
      .bind(placed.orderId)
      .first();
    // RM 43.00 of goods: RM 10.00 shipping (not above RM 100), 6% on the goods: RM 2.58.
    expect(row).toEqual({ subtotal_sen: 4300, shipping_sen: 1000, tax_sen: 258, total_sen: 5558 });
  });

  it('keeps every line when the order fails', async () => {
    await cartHolding({ 'veg-kangkung': 1, 'food-amplang': 1 });
    const input = order([{ productId: 'veg-kangkung', quantity: 1 }], 350);
    await expect(placeOrder(failingOn(db, /INSERT INTO payments/), input)).rejects.toThrow();
    expect(await cartOf()).toEqual({ 'veg-kangkung': 1, 'food-amplang': 1 });
  });

  it('answers the same form sent again with the same order and the lists as they are', async () => {
    await cartHolding({ 'veg-kangkung': 1 });
    const input = order([{ productId: 'veg-kangkung', quantity: 1 }], 350);
    const first = await placeOrder(db, input);
    await cartHolding({ 'veg-kangkung': 4 });
    const again = await placeOrder(db, input);
    expect(again).toMatchObject({ orderId: first.orderId, created: false });
    // Sending the form again buys nothing more and takes nothing more out of the cart.
    expect(again.lists.cart.map((item) => [item.productId, item.quantity])).toEqual([['veg-kangkung', 4]]);
  });
});

describe('the notifications an order writes', () => {
  it('stores each as a code and values that every language can say, one unit or many', async () => {
    // The prawns: 19 left after the first order above; this one leaves a single unit, below the low-stock line.
    await placeOrder(db, order([{ productId: 'fish-udang', quantity: 18 }], 4800));
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM notifications WHERE code = 'lowStock' AND vals = json_object('product', 'Udang Harimau (Tiger Prawns)', 'left', 1)",
      ),
    ).toBe(1);
    const notices = await codedNotifications(db);
    expect(notices.map((notice) => notice.code)).toEqual(
      expect.arrayContaining(['orderPlaced', 'newOrder', 'lowStock', 'outOfStock']),
    );
    for (const notice of notices) expect(notice.said, notice.code).not.toMatch(/undefined|NaN|\[object/);
  });
});
