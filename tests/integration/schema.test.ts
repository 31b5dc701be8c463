import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/data/demo/seed';
import { insertStatements, MAX_BOUND_PARAMETERS } from '../../src/data/sql';
import { DEMO_ORDERS } from '../../src/data/demo/orders';
import { DEMO_REVIEWS } from '../../src/data/demo/catalogue';
import { DEMO_BUYER_EMAIL, DEMO_BUYER_PASSWORD } from '../../src/data/demo/people';
import { verifyPassword } from '../../src/lib/password';
import { readFile } from 'node:fs/promises';
import { applyMigrations, readMigrations, SCHEMA_FILE, schemaOf } from '../../scripts/local-db';
import { countRows, freshDatabase, insertUser, snapshot } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const count = (sql: string, ...params: unknown[]) => countRows(db, sql, ...params);

describe('migrations and seed', () => {
  it('has every table of the data model', async () => {
    const tables = (
      await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>()
    ).results.map((t) => t.name);
    for (const table of [
      'users',
      'merchants',
      'merchant_applications',
      'application_documents',
      'products',
      'product_images',
      'product_tags',
      'orders',
      'order_items',
      'seller_orders',
      'order_events',
      'shipments',
      'payments',
      'notifications',
      'reviews',
      'merchant_daily_stats',
      'login_attempts',
      'd1_migrations',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('makes the database schema.sql shows', async () => {
    const made = await schemaOf(db);
    const shown = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
    // A new migration changes the schema: schema.sql is written again from the migrations.
    expect(shown === made, 'schema.sql is not the schema the migrations make: run npm run schema').toBe(true);
  });

  it('applies nothing twice and seeds only an empty database', async () => {
    const before = await snapshot(db);
    expect(await applyMigrations(db, await readMigrations())).toEqual([]);
    expect(await seedDemo(db)).toBe(false);
    expect(await snapshot(db)).toEqual(before);
  });

  it('seeds the demo figures the spec names', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM products')).toBe(16);
    expect(await count('SELECT COUNT(*) AS n FROM merchants')).toBe(6);
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = ?',
        DEMO_BUYER_EMAIL,
      ),
    ).toBe(4);
    // ORD-001 to ORD-005, and ORD-006 to ORD-011 from the older orders the demo reviews were written from.
    expect(await count("SELECT COUNT(*) AS n FROM seller_orders WHERE merchant_id = 'kebun-hijau'")).toBe(11);
    expect(await count('SELECT COUNT(*) AS n FROM orders')).toBe(DEMO_ORDERS.length);
    expect(await count('SELECT COUNT(*) AS n FROM shipments')).toBe(13);
    const statuses = (
      await db
        .prepare("SELECT status FROM orders WHERE user_id = 'user-buyer-demo' ORDER BY created_at")
        .all<{ status: string }>()
    ).results.map((r) => r.status);
    // The three recent orders, after the older one the demo buyer's reviews were written from.
    expect(statuses).toEqual(['delivered', 'delivered', 'shipped', 'processing']);
  });

  it('ties every demo review to a delivered order of its author that holds the product, delivered before it', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM reviews')).toBe(DEMO_REVIEWS.length);
    const unbought = await db
      .prepare(
        `SELECT r.id FROM reviews r WHERE NOT EXISTS (
           SELECT 1 FROM orders o
           JOIN order_items oi ON oi.order_id = o.id AND oi.product_id = r.product_id
           JOIN seller_orders so ON so.order_id = o.id AND so.merchant_id = oi.merchant_id
           JOIN users u ON u.id = o.user_id
           WHERE o.id = r.order_id AND o.user_id = r.user_id AND u.full_name = r.author_name AND o.status = 'delivered'
             AND so.status = 'completed' AND so.merchant_id = r.merchant_id AND so.delivered_at < r.created_at)`,
      )
      .all();
    expect(unbought.results).toEqual([]);
    // Every order a review comes from is whole: events up to delivery, a payment, a delivered shipment.
    const incomplete = await db
      .prepare(
        `SELECT o.id FROM orders o WHERE o.id IN (SELECT order_id FROM reviews) AND (
           NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.seller_order_id IS NULL AND e.status = 'delivered')
           OR NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'completed' AND p.amount_sen = o.total_sen)
           OR NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.status = 'delivered'))`,
      )
      .all();
    expect(incomplete.results).toEqual([]);
  });

  it('keeps order totals consistent: items add up to the subtotal, seller orders to the order', async () => {
    const mismatches = await db
      .prepare(
        `SELECT o.id FROM orders o
         WHERE o.subtotal_sen <> (SELECT SUM(total_price_sen) FROM order_items WHERE order_id = o.id)
            OR o.subtotal_sen + o.shipping_sen <> (SELECT SUM(total_sen) FROM seller_orders WHERE order_id = o.id)`,
      )
      .all();
    expect(mismatches.results).toEqual([]);
  });

  it('stores the demo passwords only as hashes that verify', async () => {
    const user = await db
      .prepare('SELECT password_hash FROM users WHERE email = ?')
      .bind(DEMO_BUYER_EMAIL)
      .first<{ password_hash: string }>();
    expect(user!.password_hash).not.toContain(DEMO_BUYER_PASSWORD);
    expect(await verifyPassword(DEMO_BUYER_PASSWORD, user!.password_hash)).toBe(true);
    const plain = await db
      .prepare("SELECT COUNT(*) AS n FROM users WHERE password_hash LIKE '%Pasar-%'")
      .first<{ n: number }>();
    expect(plain!.n).toBe(0);
  });

  it('never stores a card number: at most the last four digits', async () => {
    const cards = (
      await db.prepare('SELECT card_last4 FROM payments WHERE card_last4 IS NOT NULL').all<{ card_last4: string }>()
    ).results;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.card_last4).toMatch(/^\d{4}$/);
    await expect(
      db.prepare("UPDATE payments SET card_last4 = '4242424242424242' WHERE card_last4 IS NOT NULL").run(),
    ).rejects.toThrow(/CHECK/);
  });
});

describe('constraints', () => {
  it('refuses negative stock, so that stock cannot be oversold', async () => {
    await expect(db.prepare("UPDATE products SET stock = stock - 49 WHERE id = 'veg-kangkung'").run()).rejects.toThrow(
      /CHECK/,
    );
    expect(await count("SELECT stock AS n FROM products WHERE id = 'veg-kangkung'")).toBe(48);
  });

  it('refuses a negative price, an unknown status and an unknown category', async () => {
    await expect(db.prepare("UPDATE products SET price_sen = -1 WHERE id = 'veg-sawi'").run()).rejects.toThrow(/CHECK/);
    await expect(db.prepare("UPDATE products SET status = 'deleted' WHERE id = 'veg-sawi'").run()).rejects.toThrow(
      /CHECK/,
    );
    await expect(db.prepare("UPDATE products SET category = 'weapons' WHERE id = 'veg-sawi'").run()).rejects.toThrow(
      /CHECK/,
    );
    await expect(db.prepare("UPDATE orders SET status = 'lost' WHERE id = 'ORD-2024-001234567'").run()).rejects.toThrow(
      /CHECK/,
    );
    await expect(
      db.prepare("UPDATE seller_orders SET status = 'delivered' WHERE id = 'ORD-001'").run(),
    ).rejects.toThrow(/CHECK/);
  });

  it('refuses an order whose total is not its parts, and a colour that is not a hex colour', async () => {
    await expect(
      db.prepare("UPDATE orders SET total_sen = total_sen + 1 WHERE id = 'ORD-2024-001234567'").run(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      db.prepare("UPDATE merchants SET primary_color = 'red;}' WHERE id = 'kebun-hijau'").run(),
    ).rejects.toThrow(/CHECK/);
  });

  it('refuses a second account with the same email in another case', async () => {
    await expect(insertUser(db, 'u-x', DEMO_BUYER_EMAIL.toUpperCase(), 'X')).rejects.toThrow(/UNIQUE/);
  });

  it('writes many rows in statements of at most 100 bound parameters', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ product_id: 'veg-kangkung', tag: `bulk-${i}` }));
    const statements = insertStatements(db, 'product_tags', rows);
    expect(statements).toHaveLength(Math.ceil(250 / (MAX_BOUND_PARAMETERS / 2)));
    await db.batch(statements);
    expect(await count("SELECT COUNT(*) AS n FROM product_tags WHERE tag LIKE 'bulk-%'")).toBe(250);
    await db.prepare("DELETE FROM product_tags WHERE tag LIKE 'bulk-%'").run();
  });
});
