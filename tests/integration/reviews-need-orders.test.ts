/**
 * migrations/0018_reviews_need_an_order.sql against a real local D1: the database refuses a review that names
 * no order, changing nothing, and the migration runs on a database seeded before reviews named their order,
 * keeping those reviews and their counters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REVIEWS } from '../../src/data/demo/catalogue';
import { seedDemo } from '../../src/data/demo/seed';
import { applyMigrations, localPlatform, readMigrations } from '../../scripts/local-db';
import { countRows, freshDatabase, SEEDED_AT, snapshot } from './support';

const REFUSED = /A review must name the order it was bought in/;

/** The error of a statement that must fail, or null when it succeeded. */
async function failureOf(statement: D1PreparedStatement): Promise<string | null> {
  return statement.run().then(
    () => null,
    (error: unknown) => String(error),
  );
}

describe('a review without an order', () => {
  let db: D1Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await freshDatabase());
  });
  afterAll(() => dispose());

  it('is refused, written or rewritten, and changes nothing', async () => {
    const before = await snapshot(db);
    expect(
      await failureOf(
        db.prepare(
          `INSERT INTO reviews (id, product_id, merchant_id, user_id, author_name, rating, comment, created_at)
           VALUES ('review-no-order', 'veg-sawi', 'kebun-hijau', 'user-siti', 'Siti Aminah', 5, 'Lovely', '2026-11-20T00:00:00.000Z')`,
        ),
      ),
    ).toMatch(REFUSED);
    expect(
      await failureOf(
        db.prepare(
          `INSERT INTO reviews (id, product_id, merchant_id, user_id, order_id, author_name, rating, comment, created_at)
           VALUES ('review-null-order', 'veg-sawi', 'kebun-hijau', 'user-siti', NULL, 'Siti Aminah', 5, '', '2026-11-20T00:00:00.000Z')`,
        ),
      ),
    ).toMatch(REFUSED);
    expect(await failureOf(db.prepare("UPDATE reviews SET order_id = NULL WHERE id = 'review-1'"))).toMatch(REFUSED);
    expect(await snapshot(db)).toEqual(before);
  });

  it('is still written when it names its order, and a rating is still edited', async () => {
    await db
      .prepare(
        `INSERT INTO reviews (id, product_id, merchant_id, user_id, order_id, author_name, rating, comment, created_at)
         VALUES ('review-with-order', 'fish-udang', 'nelayan-labuan', 'user-buyer-demo', 'ORD-2024-001234567', 'Aisyah Rahman', 4, '', '2026-11-20T00:00:00.000Z')`,
      )
      .run();
    await db.prepare("UPDATE reviews SET rating = 3 WHERE id = 'review-with-order'").run();
    expect(await countRows(db, "SELECT COUNT(*) AS n FROM reviews WHERE id = 'review-with-order' AND rating = 3")).toBe(
      1,
    );
  });
});

describe('migrations/0018 on a database seeded before reviews named their order', () => {
  let old: D1Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const platform = await localPlatform(false);
    old = platform.env.DB;
    dispose = () => platform.dispose();
    const migrations = await readMigrations();
    // The seed of that time: its reviews named no order (the column came with 0013).
    await applyMigrations(
      old,
      migrations.filter((m) => m.name < '0013'),
    );
    await seedDemo(old, { now: SEEDED_AT, historyDays: 10 });
    await applyMigrations(
      old,
      migrations.filter((m) => m.name < '0018'),
    );
  });
  afterAll(() => dispose());

  it('keeps the old reviews and their counters, and refuses new reviews without an order', async () => {
    const counters = () =>
      old
        .prepare('SELECT id, review_count, rating_total, rating_x10 FROM products ORDER BY id')
        .all()
        .then((r) => r.results);
    const storeCounters = () =>
      old
        .prepare('SELECT id, review_count, rating_total FROM merchants ORDER BY id')
        .all()
        .then((r) => r.results);
    const orderless = 'SELECT COUNT(*) AS n FROM reviews WHERE order_id IS NULL';
    expect(await countRows(old, orderless)).toBe(DEMO_REVIEWS.length);
    const [products, stores] = [await counters(), await storeCounters()];

    expect(
      await applyMigrations(
        old,
        (await readMigrations()).filter((m) => m.name < '0019'),
      ),
    ).toEqual(['0018_reviews_need_an_order.sql']);

    expect(await countRows(old, orderless)).toBe(DEMO_REVIEWS.length);
    expect(await counters()).toEqual(products);
    expect(await storeCounters()).toEqual(stores);
    // An old review can still be edited (its rating) without naming an order it never had.
    await old.prepare("UPDATE reviews SET rating = rating WHERE id = 'review-1'").run();

    const before = await snapshot(old);
    expect(
      await failureOf(
        old.prepare(
          `INSERT INTO reviews (id, product_id, merchant_id, author_name, rating, comment, created_at)
           VALUES ('review-new', 'veg-sawi', 'kebun-hijau', 'Someone', 1, '', '2026-11-20T00:00:00.000Z')`,
        ),
      ),
    ).toMatch(REFUSED);
    expect(await snapshot(old)).toEqual(before);
  });
});
