import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, localPlatform, readMigrations } from '../../scripts/local-db';
import { DEMO_MERCHANT_ID, growToScale } from '../../scripts/scale-data';
import { seedDemo } from '../../src/data/demo/seed';
import { DEMO_ORDERS } from '../../src/data/demo/orders';
import { PRODUCT_CATEGORIES } from '../../src/lib/catalogue';
import { countRows, freshDatabase, SEEDED_AT } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  await growToScale(db, { products: 200, orders: 1000, now: SEEDED_AT });
});
afterAll(() => dispose());

const count = (sql: string, ...params: unknown[]) => countRows(db, sql, ...params);
const column = async (sql: string) => (await db.prepare(sql).all<{ v: string }>()).results.map((r) => r.v);

describe('the data set at scale', () => {
  it('adds the products and orders asked for, beside the demo data', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM products')).toBe(16 + 200);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(DEMO_ORDERS.length + 1000);
    expect(await count("SELECT COUNT(*) AS n FROM products WHERE id = 'veg-kangkung'")).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM reviews')).toBeGreaterThan(200);
    // Every review the generator writes comes from a delivered order of its author that holds the product.
    expect(
      await count(`SELECT COUNT(*) AS n FROM reviews r WHERE r.id LIKE 'sc-review-%' AND NOT EXISTS (
        SELECT 1 FROM orders o JOIN order_items oi ON oi.order_id = o.id AND oi.product_id = r.product_id
        JOIN seller_orders so ON so.order_id = o.id AND so.merchant_id = oi.merchant_id AND so.status = 'completed'
        WHERE o.id = r.order_id AND o.user_id = r.user_id)`),
    ).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'scale_order_lines'")).toBe(0);
  });

  it('has products in every category and every status, with names that search finds', async () => {
    expect((await column('SELECT DISTINCT category AS v FROM products ORDER BY 1')).sort()).toEqual(
      [...PRODUCT_CATEGORIES].sort(),
    );
    expect(await column('SELECT DISTINCT status AS v FROM products ORDER BY 1')).toEqual([
      'active',
      'archived',
      'draft',
      'out_of_stock',
    ]);
    expect(await count("SELECT COUNT(*) AS n FROM products WHERE status = 'active'")).toBeGreaterThan(150);
    expect(await count("SELECT COUNT(*) AS n FROM products WHERE status = 'out_of_stock' AND stock <> 0")).toBe(0);
    for (const word of ['ikan', 'fish', 'udang', 'sayur']) {
      expect(
        await count("SELECT COUNT(*) AS n FROM products WHERE lower(name || ' ' || description) LIKE ?", `%${word}%`),
      ).toBeGreaterThan(1);
    }
  });

  it('has seller orders and orders in every status, and never sells a draft', async () => {
    expect(await column('SELECT DISTINCT status AS v FROM seller_orders ORDER BY 1')).toEqual([
      'cancelled',
      'completed',
      'pending',
      'processing',
      'shipped',
    ]);
    expect(await column('SELECT DISTINCT status AS v FROM orders ORDER BY 1')).toEqual([
      'cancelled',
      'confirmed',
      'delivered',
      'pending',
      'processing',
      'shipped',
    ]);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM order_items i JOIN products p ON p.id = i.product_id WHERE p.status = 'draft'",
      ),
    ).toBe(0);
  });

  it('gives the demo merchant about a fifth of the orders', async () => {
    const orders = await count('SELECT COUNT(*) AS n FROM orders');
    const demo = await count(
      'SELECT COUNT(DISTINCT order_id) AS n FROM seller_orders WHERE merchant_id = ?',
      DEMO_MERCHANT_ID,
    );
    expect(demo / orders).toBeGreaterThan(0.18);
    expect(demo / orders).toBeLessThan(0.23);
  });

  it('keeps every total consistent with its parts', async () => {
    // The CHECK constraints hold by construction (an insert would fail); these are the sums across tables.
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM orders o WHERE subtotal_sen <> (SELECT SUM(total_price_sen) FROM order_items WHERE order_id = o.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM orders o WHERE shipping_sen <> (SELECT SUM(shipping_sen) FROM seller_orders WHERE order_id = o.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM orders WHERE shipping_sen <> CASE WHEN subtotal_sen > 10000 THEN 0 ELSE 1000 END`,
      ),
    ).toBe(0);
    expect(
      await count(`SELECT COUNT(*) AS n FROM seller_orders s WHERE subtotal_sen <>
      (SELECT SUM(total_price_sen) FROM order_items WHERE order_id = s.order_id AND merchant_id = s.merchant_id)`),
    ).toBe(0);
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM order_items i JOIN products p ON p.id = i.product_id WHERE p.merchant_id <> i.merchant_id`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM payments WHERE order_id = o.id AND amount_sen = o.total_sen)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM orders o WHERE (SELECT COUNT(*) FROM order_items WHERE order_id = o.id) NOT BETWEEN 1 AND 4`,
      ),
    ).toBe(0);
  });

  it('gives every order a history that ends in its status, within the last 400 days', async () => {
    const lastStatus = (table: string, key: string) => `SELECT COUNT(*) AS n FROM ${table} t WHERE t.status <>
      (SELECT status FROM order_events e WHERE e.${key} = t.id ${key === 'order_id' ? 'AND e.seller_order_id IS NULL' : ''} ORDER BY e.id DESC LIMIT 1)`;
    expect(await count(lastStatus('orders', 'order_id'))).toBe(0);
    expect(await count(lastStatus('seller_orders', 'seller_order_id'))).toBe(0);
    const days = await db
      .prepare('SELECT MIN(created_at) AS first, MAX(created_at) AS last FROM orders')
      .first<{ first: string; last: string }>();
    expect(Date.parse(days!.first)).toBeGreaterThanOrEqual(SEEDED_AT.getTime() - 400 * 86_400_000);
    expect(Date.parse(days!.last)).toBeLessThanOrEqual(SEEDED_AT.getTime());
    expect(await count('SELECT COUNT(*) AS n FROM order_events WHERE created_at > ?', SEEDED_AT.toISOString())).toBe(0);
  });

  it('refuses to grow the same database twice', async () => {
    await expect(growToScale(db, { products: 200, orders: 1000, now: SEEDED_AT })).rejects.toThrow(
      /already been grown/,
    );
  });
});

describe('the data set at scale, with the triggers that keep derived figures', () => {
  // The generator writes only base tables; the migrations' triggers (0002 catalogue counters, 0003 daily sales)
  // keep the derived figures, which must then equal a recomputation from those tables.
  let grown: D1Database;
  let disposeGrown: () => Promise<void>;
  beforeAll(async () => {
    const platform = await localPlatform(false);
    grown = platform.env.DB;
    disposeGrown = () => platform.dispose();
    await applyMigrations(grown, await readMigrations());
    await seedDemo(grown, { now: SEEDED_AT, historyDays: 10 });
    await growToScale(grown, { products: 120, orders: 300, now: SEEDED_AT });
  });
  afterAll(() => disposeGrown());

  it("leaves the triggers' figures equal to a recomputation", async () => {
    const n = (sql: string) => countRows(grown, sql);
    const kept = `NOT EXISTS (SELECT 1 FROM seller_orders so WHERE so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id AND so.status = 'cancelled')`;
    expect(await n('SELECT COUNT(*) AS n FROM orders')).toBe(DEMO_ORDERS.length + 300);
    expect(
      await n(
        `SELECT COUNT(*) AS n FROM products p WHERE units_sold <> (SELECT COALESCE(SUM(quantity), 0) FROM order_items oi WHERE oi.product_id = p.id AND ${kept})`,
      ),
    ).toBe(0);
    expect(
      await n(
        `SELECT COUNT(*) AS n FROM products p WHERE review_count <> (SELECT COUNT(*) FROM reviews WHERE product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await n(
        `SELECT COUNT(*) AS n FROM merchants m WHERE listed_products <> (SELECT COUNT(*) FROM products p WHERE p.merchant_id = m.id AND p.status IN ('active', 'out_of_stock'))`,
      ),
    ).toBe(0);
    expect(await n(`SELECT COUNT(*) AS n FROM product_search_rows`)).toBe(
      await n('SELECT COUNT(*) AS n FROM products'),
    );
    expect(
      await n(`SELECT COUNT(*) AS n FROM (SELECT merchant_id, date(created_at, '+8 hours') AS day, COUNT(*) AS placed,
      SUM(CASE WHEN status <> 'cancelled' THEN total_sen ELSE 0 END) AS revenue FROM seller_orders GROUP BY 1, 2) s
      LEFT JOIN merchant_sales_daily d USING (merchant_id, day) WHERE d.placed IS NOT s.placed OR d.revenue_sen IS NOT s.revenue`),
    ).toBe(0);
    expect(await n('SELECT COUNT(*) AS n FROM merchant_sales_daily')).toBeGreaterThan(100);
  });
});
