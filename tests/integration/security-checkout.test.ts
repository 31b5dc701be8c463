/**
 * Checkout under attack and under failure, on a real local D1: tampered input (ASVS 15.3.3, 2.2.1), races
 * (2.3.3, 2.3.4), a database failing half way (16.5.2, 16.5.3), and card data (PCI DSS 3.3.1.2, 3.4.1).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutError, placeOrder, type PlaceOrderInput } from '../../src/data/checkout';
import { checkoutTotals, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import { cardNumbersIn, cvvIn, luhnValid } from '../card-data';
import {
  countRows,
  demoBuyerOrder,
  failingBatch,
  failingOn,
  freshDatabase,
  insertUser,
  priceOf,
  shippingTo,
  snapshot,
  stockOf as stockIn,
} from './support';

let db: D1Database;
let kv: KVNamespace;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, kv, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const CARD = '4000 0566 5566 5556';
const card = {
  paymentMethod: 'card' as const,
  cardNumber: CARD,
  expiryDate: '11/29',
  cvv: '7391',
  cardholderName: 'NURUL HUDA',
};
const buyer = {
  buyerName: 'Nurul Huda',
  shipping: shippingTo('Nurul Huda', 'nurul@example.com', '+60 13-555 0101', '12, Jalan Merdeka'),
  payment: card,
};

const order = (productId: string, quantity: number, priceSen: number, overrides: Partial<PlaceOrderInput> = {}) =>
  demoBuyerOrder(buyer, [{ productId, quantity }], priceSen, overrides);

const price = (id: string) => priceOf(db, id);
const stockOf = (id: string) => stockIn(db, id);
const count = (sql: string, ...params: unknown[]) => countRows(db, sql, ...params);

describe('tampered checkout input', () => {
  it('refuses negative, zero, fractional, huge and non-numeric quantities and changes nothing', async () => {
    const unit = await price('veg-kangkung');
    const before = await snapshot(db);
    for (const quantity of [
      -1,
      -1000,
      0,
      0.5,
      1.5,
      1000,
      1e9,
      Number.MAX_SAFE_INTEGER + 2,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      // The attacker also sends the total that would match: the quantity itself must be refused.
      const error = await placeOrder(db, order('veg-kangkung', quantity, unit)).catch((e) => e);
      expect(error, String(quantity)).toBeInstanceOf(CheckoutError);
      expect(error.code).toBe('BAD_QUANTITY');
      expect(error.refusal).toEqual({ code: 'checkout.badQuantity', values: { max: 999 } });
    }
    expect(await snapshot(db)).toEqual(before);
  });

  it('ignores a merchant, status, price and total sent with the order: the server decides all four', async () => {
    const unit = await price('veg-kangkung');
    const stock = await stockOf('veg-kangkung');
    const input = {
      ...order('veg-kangkung', 2, unit),
      merchantId: 'nelayan-labuan',
      status: 'delivered',
      total: 1,
      totalSen: 1,
      lines: [{ productId: 'veg-kangkung', quantity: 2, price: 1, priceSen: 1, merchantId: 'nelayan-labuan' }],
    } as unknown as PlaceOrderInput;
    const { orderId } = await placeOrder(db, input);
    const saved = await db
      .prepare('SELECT status, subtotal_sen, total_sen FROM orders WHERE id = ?')
      .bind(orderId)
      .first();
    expect(saved).toEqual({
      status: 'pending',
      subtotal_sen: 2 * unit,
      total_sen: checkoutTotals(2 * unit, DEFAULT_TAX_RULE).totalSen,
    });
    const item = await db
      .prepare('SELECT merchant_id, unit_price_sen, total_price_sen FROM order_items WHERE order_id = ?')
      .bind(orderId)
      .first();
    expect(item).toEqual({ merchant_id: 'kebun-hijau', unit_price_sen: unit, total_price_sen: 2 * unit });
    expect(
      await db.prepare('SELECT merchant_id, status FROM seller_orders WHERE order_id = ?').bind(orderId).first(),
    ).toEqual({
      merchant_id: 'kebun-hijau',
      status: 'pending',
    });
    expect(await stockOf('veg-kangkung')).toBe(stock - 2);
  });

  it('refuses a total the server did not compute, whether lower or higher', async () => {
    const unit = await price('veg-kangkung');
    const before = await snapshot(db);
    const right = checkoutTotals(unit, DEFAULT_TAX_RULE).totalSen;
    for (const claimed of [0, 1, right - 1, right + 1]) {
      await expect(placeOrder(db, order('veg-kangkung', 1, unit, { expectedTotalSen: claimed }))).rejects.toMatchObject(
        { code: 'PRICE_CHANGED' },
      );
    }
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('races', () => {
  it('lets fifty checkouts race for the last five units: exactly five orders, stock 0', async () => {
    await db.prepare("UPDATE products SET stock = 5, status = 'active' WHERE id = 'food-amplang'").run();
    const unit = await price('food-amplang');
    const ordersBefore = await count('SELECT COUNT(*) AS n FROM orders');
    const itemsBefore = await count("SELECT COUNT(*) AS n FROM order_items WHERE product_id = 'food-amplang'");
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () => placeOrder(db, order('food-amplang', 1, unit))),
    );
    const placed = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused)
      expect(r.reason).toMatchObject({ code: 'OUT_OF_STOCK', productId: 'food-amplang', available: 0 });
    expect(await stockOf('food-amplang')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(ordersBefore + 5);
    expect(await count("SELECT COUNT(*) AS n FROM order_items WHERE product_id = 'food-amplang'")).toBe(
      itemsBefore + 5,
    );
  });

  it('makes one order when the same checkout form is submitted three times at once', async () => {
    const unit = await price('veg-kangkung');
    const stock = await stockOf('veg-kangkung');
    const input = order('veg-kangkung', 3, unit);
    const results = await Promise.all([placeOrder(db, input), placeOrder(db, input), placeOrder(db, input)]);
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?', input.idempotencyKey)).toBe(1);
    // A card's payment is made at the provider once the order is placed (src/data/payments.ts): none yet.
    expect(await count('SELECT COUNT(*) AS n FROM payments WHERE order_id = ?', results[0]!.orderId)).toBe(0);
    expect(await stockOf('veg-kangkung')).toBe(stock - 3);
  });
});

describe('a database failing half way through a checkout', () => {
  it('leaves no order, item, payment, event, notification or stock change when a statement in the middle fails', async () => {
    const unit = await price('veg-kangkung');
    const before = await snapshot(db);
    const broken = failingOn(db, /INSERT INTO seller_orders/);
    await expect(placeOrder(broken, order('veg-kangkung', 1, unit))).rejects.toThrow(/no such table/);
    expect(await snapshot(db)).toEqual(before);
  });

  it('rolls back everything written before the last statement of the batch failed', async () => {
    await db.prepare("UPDATE products SET stock = 1, status = 'active' WHERE id = 'veg-sawi'").run();
    const unit = await price('veg-sawi');
    const before = await snapshot(db);
    // The last statement takes the stock (the status then follows it by trigger).
    const broken = failingOn(db, /UPDATE products SET updated_at = \?2, stock = CASE/);
    await expect(placeOrder(broken, order('veg-sawi', 1, unit))).rejects.toThrow(/no such table/);
    expect(await snapshot(db)).toEqual(before);
    // The same checkout with the database healthy again goes through: nothing was left half done.
    await placeOrder(db, order('veg-sawi', 1, unit));
    expect(await stockOf('veg-sawi')).toBe(0);
  });

  it('leaves the database unchanged when the whole batch is refused', async () => {
    const unit = await price('veg-kangkung');
    const before = await snapshot(db);
    const broken = failingBatch(db);
    await expect(placeOrder(broken, order('veg-kangkung', 1, unit))).rejects.toThrow('Network connection lost');
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('card data', () => {
  it('keeps no card number and no CVV in any table, in KV or in the logs after a card checkout', async () => {
    expect(luhnValid(CARD.replace(/ /g, ''))).toBe(true);
    const unit = await price('veg-kangkung');
    const cvvBefore = cvvIn(JSON.stringify(await snapshot(db)), card.cvv);
    const logged: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))),
    );
    try {
      const { orderId } = await placeOrder(db, order('veg-kangkung', 1, unit));
      // A refused checkout and a failing one carry the card too.
      await placeOrder(db, order('veg-kangkung', 1, unit, { expectedTotalSen: 1 })).catch(() => undefined);
      await placeOrder(failingOn(db, /INSERT INTO seller_orders/), order('veg-kangkung', 1, unit)).catch((e) =>
        logged.push(String(e)),
      );
      // Not even the last four digits: the card is typed on the provider's page, never here.
      expect(await db.prepare('SELECT card_last4 FROM payments WHERE order_id = ?').bind(orderId).first()).toBeNull();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }

    const tables = JSON.stringify(await snapshot(db));
    expect(cardNumbersIn(tables)).toEqual([]);
    expect(tables).not.toContain('4000056655665556');
    expect(cvvIn(tables, card.cvv)).toBe(cvvBefore);
    expect(
      await db
        .prepare(
          "SELECT COUNT(*) AS n FROM pragma_table_info('payments') WHERE name LIKE '%cvv%' OR name LIKE '%card_number%'",
        )
        .first(),
    ).toEqual({ n: 0 });

    const values: string[] = [];
    for (const { name } of (await kv.list()).keys) values.push(name, String(await kv.get(name)));
    expect(cardNumbersIn(values.join('\n'))).toEqual([]);
    expect(cvvIn(values.join('\n'), card.cvv)).toBe(0);

    const logs = logged.join('\n');
    expect(cardNumbersIn(logs)).toEqual([]);
    expect(cvvIn(logs, card.cvv)).toBe(0);
  });

  it('finds a card number and a CVV where one is stored, so that the search itself works', async () => {
    expect(cardNumbersIn(`{"notes":"pay with ${CARD} cvv ${card.cvv}"}`)).toEqual([CARD]);
    expect(cardNumbersIn('4000-0566-5566-5556')).toEqual(['4000-0566-5566-5556']);
    expect(cardNumbersIn('378282246310005')).toEqual(['378282246310005']);
    expect(cardNumbersIn('3782 822463 10005')).toEqual(['3782 822463 10005']);
    expect(cardNumbersIn('ORD-2024-854608822-1')).toEqual([]);
    expect(cardNumbersIn('4000056655665557')).toEqual([]);
    expect(cvvIn('cvv=7391;', '7391')).toBe(1);
    expect(cvvIn('17391', '7391')).toBe(0);
  });
});

describe('orders that must not exist', () => {
  it("refuses a merchant buying its own store's products, even among other products, and writes nothing", async () => {
    const own = await db.prepare("SELECT user_id FROM merchants WHERE id = 'kebun-hijau'").first<{ user_id: string }>();
    const unit = await price('veg-cili');
    const before = await snapshot(db);
    const error = await placeOrder(db, order('veg-cili', 1, unit, { userId: own!.user_id })).catch((e) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect(error.code).toBe('OWN_PRODUCT');
    expect(error.refusal).toEqual({ code: 'checkout.ownProduct' });
    const other = await db
      .prepare(
        "SELECT id, price_sen FROM products WHERE merchant_id <> 'kebun-hijau' AND status = 'active' AND stock > 2 LIMIT 1",
      )
      .first<{ id: string; price_sen: number }>();
    const mixed = demoBuyerOrder(
      buyer,
      [
        { productId: other!.id, quantity: 1 },
        { productId: 'veg-cili', quantity: 1 },
      ],
      0,
      {
        userId: own!.user_id,
        expectedTotalSen: checkoutTotals(other!.price_sen + unit, DEFAULT_TAX_RULE).totalSen,
      },
    );
    expect((await placeOrder(db, mixed).catch((e) => e)).code).toBe('OWN_PRODUCT');
    expect(await snapshot(db)).toEqual(before);
  });

  it("refuses a second user who sends someone else's idempotency key, with a message, writing nothing", async () => {
    const unit = await price('veg-cili');
    const first = await placeOrder(db, order('veg-cili', 1, unit));
    expect(first.created).toBe(true);
    const key = (await db
      .prepare('SELECT idempotency_key FROM orders WHERE id = ?')
      .bind(first.orderId)
      .first<{ idempotency_key: string }>())!.idempotency_key;
    await insertUser(db, 'user-key-thief', 'thief@example.com', 'Key Thief');
    const before = await snapshot(db);
    const error = await placeOrder(
      db,
      order('veg-cili', 1, unit, { userId: 'user-key-thief', idempotencyKey: key }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect(error.code).toBe('KEY_IN_USE');
    expect(error.refusal).toEqual({ code: 'checkout.keyInUse' });
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses the other user also when both send one key at the same moment: one order, one clear refusal', async () => {
    await insertUser(db, 'user-key-racer', 'racer@example.com', 'Key Racer');
    const unit = await price('veg-cili');
    const key = crypto.randomUUID();
    const results = await Promise.allSettled([
      placeOrder(db, order('veg-cili', 1, unit, { idempotencyKey: key })),
      placeOrder(db, order('veg-cili', 1, unit, { userId: 'user-key-racer', idempotencyKey: key })),
    ]);
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeInstanceOf(CheckoutError);
    expect(refused[0]!.reason.code).toBe('KEY_IN_USE');
    expect(await count('SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?', key)).toBe(1);
  });
});
