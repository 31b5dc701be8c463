/**
 * Rating, review count and units sold are columns kept by triggers (migrations/0002), and the Merchant filter's
 * options one row kept by triggers (migrations/0009). After random sequences of the writes that change them
 * (checkouts, status changes and cancellations, reviews written, edited and removed, products published and
 * withdrawn, merchants suspended, reinstated and renamed), every product's and merchant's columns and the
 * filter's options equal a recomputation from the rows themselves.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutError, placeOrder } from '../../src/data/checkout';
import { changeSellerOrderStatus } from '../../src/data/seller-orders';
import { checkoutTotals, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import { ratingX10 } from '../../src/lib/rating';
import { SELLER_STATUSES } from '../../src/lib/orders';
import { DEMO_BUYER_AT_CHECKOUT, demoBuyerOrder, freshDatabase } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const buyer = DEMO_BUYER_AT_CHECKOUT;

const PRODUCTS = [
  'veg-kangkung',
  'veg-sawi',
  'veg-terung',
  'food-madu',
  'fish-udang',
  'fish-sotong',
  'meat-ayam',
  'meat-lembu',
  'home-tikar',
];

type Write =
  | { kind: 'checkout'; lines: { product: number; quantity: number }[] }
  | { kind: 'status'; order: number; status: (typeof SELLER_STATUSES)[number] }
  | { kind: 'review'; product: number; rating: number }
  | { kind: 'edit review'; review: number; rating: number }
  | { kind: 'remove review'; review: number }
  | { kind: 'product status'; product: number; status: 'active' | 'draft' | 'archived' }
  | { kind: 'merchant status'; merchant: number; status: 'active' | 'suspended' }
  | { kind: 'rename merchant'; merchant: number; name: string };

const MERCHANTS = ['kebun-hijau', 'nelayan-labuan', 'dapur-mak-cik', 'tenun-borneo'];

const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('checkout' as const),
    lines: fc.array(fc.record({ product: fc.nat(PRODUCTS.length - 1), quantity: fc.integer({ min: 1, max: 3 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
  fc.record({ kind: fc.constant('status' as const), order: fc.nat(50), status: fc.constantFrom(...SELLER_STATUSES) }),
  fc.record({
    kind: fc.constant('review' as const),
    product: fc.nat(PRODUCTS.length - 1),
    rating: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('edit review' as const), review: fc.nat(50), rating: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('remove review' as const), review: fc.nat(50) }),
  fc.record({
    kind: fc.constant('product status' as const),
    product: fc.nat(PRODUCTS.length - 1),
    status: fc.constantFrom('active' as const, 'draft' as const, 'archived' as const),
  }),
  fc.record({
    kind: fc.constant('merchant status' as const),
    merchant: fc.nat(MERCHANTS.length - 1),
    status: fc.constantFrom('active' as const, 'suspended' as const),
  }),
  fc.record({
    kind: fc.constant('rename merchant' as const),
    merchant: fc.nat(MERCHANTS.length - 1),
    name: fc.constantFrom('Aaron Fresh', 'Zainab Seafood', 'Kedai Ikan', 'Nelayan Labuan'),
  }),
);

async function apply(step: Write, at: Date): Promise<void> {
  if (step.kind === 'checkout') {
    const lines = step.lines.map((line) => ({ productId: PRODUCTS[line.product]!, quantity: line.quantity }));
    const prices = await db
      .prepare(`SELECT id, price_sen FROM products WHERE id IN (${lines.map(() => '?').join(', ')})`)
      .bind(...lines.map((line) => line.productId))
      .all<{ id: string; price_sen: number }>();
    const price = new Map(prices.results.map((p) => [p.id, p.price_sen]));
    const subtotal = lines.reduce((sum, line) => sum + line.quantity * price.get(line.productId)!, 0);
    const input = demoBuyerOrder(buyer, lines, 0, {
      expectedTotalSen: checkoutTotals(subtotal, DEFAULT_TAX_RULE).totalSen,
      now: at,
    });
    await placeOrder(db, input).catch((error) => {
      if (!(error instanceof CheckoutError)) throw error;
    });
  } else if (step.kind === 'status') {
    const orders = await db
      .prepare('SELECT id, merchant_id FROM seller_orders ORDER BY id')
      .all<{ id: string; merchant_id: string }>();
    const target = orders.results[step.order % orders.results.length]!;
    const changed = await changeSellerOrderStatus(
      db,
      target.merchant_id,
      target.id,
      { status: step.status, carrier: 'Pos Laju', trackingNumber: 'EP123456789MY', note: '' },
      at,
    );
    expect(changed.ok || changed.code !== 'NOT_FOUND').toBe(true);
  } else if (step.kind === 'review') {
    await db
      .prepare(
        // A review names its order (migrations/0018): the first order not yet reviewed for this product, if any.
        `INSERT INTO reviews (id, product_id, merchant_id, order_id, author_name, rating, comment, created_at)
         SELECT ?, p.id, p.merchant_id, o.id, 'Buyer', ?, '', ? FROM products p
         JOIN orders o ON NOT EXISTS (SELECT 1 FROM reviews r WHERE r.order_id = o.id AND r.product_id = p.id)
         WHERE p.id = ? ORDER BY o.id LIMIT 1`,
      )
      .bind(crypto.randomUUID(), step.rating, at.toISOString(), PRODUCTS[step.product]!)
      .run();
  } else if (step.kind === 'merchant status') {
    await db.prepare('UPDATE merchants SET status = ? WHERE id = ?').bind(step.status, MERCHANTS[step.merchant]!).run();
  } else if (step.kind === 'rename merchant') {
    await db
      .prepare('UPDATE merchants SET display_name = ? WHERE id = ?')
      .bind(step.name, MERCHANTS[step.merchant]!)
      .run();
  } else if (step.kind === 'product status') {
    await db.prepare('UPDATE products SET status = ? WHERE id = ?').bind(step.status, PRODUCTS[step.product]!).run();
  } else {
    const reviews = await db.prepare('SELECT id FROM reviews ORDER BY id').all<{ id: string }>();
    if (reviews.results.length === 0) return;
    const id = reviews.results[step.review % reviews.results.length]!.id;
    if (step.kind === 'edit review')
      await db.prepare('UPDATE reviews SET rating = ? WHERE id = ?').bind(step.rating, id).run();
    else await db.prepare('DELETE FROM reviews WHERE id = ?').bind(id).run();
  }
}

/** The merchants the random writes suspend, active again, so that checkouts from them can succeed. */
async function reinstateMerchants(): Promise<void> {
  await db
    .prepare(`UPDATE merchants SET status = 'active' WHERE id IN (${MERCHANTS.map(() => '?').join(', ')})`)
    .bind(...MERCHANTS)
    .run();
}

/** The counters as stored, and as recomputed from reviews, order items and seller orders. */
async function countersAndTruth() {
  const notCancelled = `NOT EXISTS (SELECT 1 FROM seller_orders so WHERE so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id AND so.status = 'cancelled')`;
  const [products, merchants, options, trueOptions] = await db.batch([
    db.prepare(
      `SELECT p.id, p.review_count, p.rating_total, p.rating_x10, p.units_sold, p.revenue_sen,
              (SELECT COALESCE(SUM(total_price_sen), 0) FROM order_items oi WHERE oi.product_id = p.id AND ${notCancelled}) AS true_revenue,
              (SELECT COUNT(*) FROM reviews r WHERE r.product_id = p.id) AS true_count,
              (SELECT COALESCE(SUM(rating), 0) FROM reviews r WHERE r.product_id = p.id) AS true_total,
              (SELECT COALESCE(SUM(quantity), 0) FROM order_items oi WHERE oi.product_id = p.id AND ${notCancelled}) AS true_units
       FROM products p ORDER BY p.id`,
    ),
    db.prepare(
      `SELECT m.id, m.review_count, m.rating_total, m.units_sold, m.listed_products,
              (SELECT COUNT(*) FROM products p WHERE p.merchant_id = m.id AND p.status IN ('active', 'out_of_stock')) AS true_listed,
              (SELECT COUNT(*) FROM reviews r WHERE r.merchant_id = m.id) AS true_count,
              (SELECT COALESCE(SUM(rating), 0) FROM reviews r WHERE r.merchant_id = m.id) AS true_total,
              (SELECT COALESCE(SUM(quantity), 0) FROM order_items oi WHERE oi.merchant_id = m.id AND ${notCancelled}) AS true_units
       FROM merchants m ORDER BY m.id`,
    ),
    db.prepare('SELECT options FROM merchant_filter_options'),
    db.prepare(
      `SELECT m.id, m.display_name FROM merchants m
       WHERE m.status = 'active' AND EXISTS (SELECT 1 FROM products p WHERE p.merchant_id = m.id AND p.status IN ('active', 'out_of_stock'))
       ORDER BY m.display_name, m.rowid`,
    ),
  ]);
  type Row = Record<string, number | string>;
  return {
    stored: {
      products: (products!.results as Row[]).map((p) => [
        p.id,
        p.review_count,
        p.rating_total,
        p.rating_x10,
        p.units_sold,
        p.revenue_sen,
      ]),
      merchants: (merchants!.results as Row[]).map((m) => [
        m.id,
        m.review_count,
        m.rating_total,
        m.units_sold,
        m.listed_products,
      ]),
      options: (options!.results as { options: string }[]).map((row) => JSON.parse(row.options)),
    },
    truth: {
      products: (products!.results as Row[]).map((p) => [
        p.id,
        p.true_count,
        p.true_total,
        ratingX10(p.true_total as number, p.true_count as number),
        p.true_units,
        p.true_revenue,
      ]),
      merchants: (merchants!.results as Row[]).map((m) => [
        m.id,
        m.true_count,
        m.true_total,
        m.true_units,
        m.true_listed,
      ]),
      options: [(trueOptions!.results as Row[]).map((m) => [m.id, m.display_name])],
    },
  };
}

describe('the catalogue counters', () => {
  it('start equal to a recomputation on the demo data', async () => {
    const { stored, truth } = await countersAndTruth();
    expect(stored).toEqual(truth);
  });

  it('stay equal to a recomputation after random checkouts, status changes, cancellations and reviews', async () => {
    let clock = Date.parse('2026-11-21T08:00:00.000Z');
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (steps) => {
        // Enough stock that checkouts mostly succeed; the out-of-stock refusals still happen now and then.
        await db
          .prepare("UPDATE products SET stock = stock + 6, status = 'active' WHERE status = 'out_of_stock'")
          .run();
        await reinstateMerchants();
        for (const step of steps) await apply(step, new Date((clock += 60_000)));
        const { stored, truth } = await countersAndTruth();
        expect(stored).toEqual(truth);
      }),
      { numRuns: 15 },
    );
    await reinstateMerchants();
  });

  it('leave the counters untouched when a checkout fails in its batch', async () => {
    const before = await countersAndTruth();
    await db.prepare("UPDATE products SET stock = 1, status = 'active' WHERE id = 'veg-kangkung'").run();
    const price = (await db
      .prepare("SELECT price_sen FROM products WHERE id = 'veg-kangkung'")
      .first<{ price_sen: number }>())!.price_sen;
    // Two buyers race for the last unit: one batch fails on the stock CHECK and must count nothing.
    const orders = [1, 2].map(() =>
      placeOrder(db, demoBuyerOrder(buyer, [{ productId: 'veg-kangkung', quantity: 1 }], price)),
    );
    const outcomes = await Promise.allSettled(orders);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const after = await countersAndTruth();
    expect(after.stored).toEqual(after.truth);
    const units = (state: typeof before) => state.stored.products.find((p) => p[0] === 'veg-kangkung')![4];
    expect(units(after)).toBe((units(before) as number) + 1);
  });
});
