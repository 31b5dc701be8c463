/**
 * The listing in SQL returns what the listing computed in JavaScript returned (tests/catalogue-reference.ts):
 * the same products in the same order, the same counts and pages, for every filter value with every sort,
 * pairs of filters, and random combinations, on the demo data and on a larger catalogue that needs pages.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPage } from '../../src/data/catalogue';
import {
  AVAILABILITIES,
  CATEGORIES,
  DEFAULT_LISTING_QUERY,
  LISTING_PRICE_RANGES,
  LISTING_SORTS,
  PAGE_SIZE,
  RATINGS,
  type CatalogueProduct,
  type ListingQuery,
} from '../../src/lib/catalogue';
import { allVisibleProducts, listingPage as referencePage } from '../catalogue-reference';
import { freshDatabase, SEEDED_AT } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const MERCHANTS = [
  '',
  'kebun-hijau',
  'nelayan-labuan',
  'halal-meat-corner',
  'dapur-mak-cik',
  'kedai-serbaneka',
  'tenun-borneo',
];
/** Searches of three or more characters: shorter ones now match a name's start (see the catalogue test). */
const SEARCHES = ['', 'fish', 'PRAWNS', 'nelayan', 'mat', 'an ', 'kangkung', 'durian', 'ikan', 'Farm'];

const summary = (page: { products: CatalogueProduct[]; total: number; page: number; pageCount: number }) => ({
  ids: page.products.map((p) => p.id),
  figures: page.products.map((p) => [p.rating, p.reviewCount, p.unitsSold, p.stock, p.priceSen]),
  total: page.total,
  page: page.page,
  pageCount: page.pageCount,
});

async function compare(query: ListingQuery, everything: CatalogueProduct[]) {
  const sql = await listingPage(db, query);
  expect(sql.more, JSON.stringify(query)).toBe(false);
  expect(summary(sql), JSON.stringify(query)).toEqual(summary(referencePage(everything, query)));
}

const FILTERS: Record<'category' | 'price' | 'availability' | 'merchant' | 'rating', string[]> = {
  category: CATEGORIES.map((c) => c.value),
  price: LISTING_PRICE_RANGES.map((r) => r.value),
  availability: AVAILABILITIES.map((a) => a.value),
  merchant: MERCHANTS.filter(Boolean),
  rating: RATINGS.map((r) => r.value),
};

/** Every filter value alone with every sort, every search with every sort, and every pair of filter values. */
function combinations(): ListingQuery[] {
  const queries: ListingQuery[] = [];
  const sorts = LISTING_SORTS.map((s) => s.value);
  const names = Object.keys(FILTERS) as (keyof typeof FILTERS)[];
  for (const sort of sorts) {
    for (const q of SEARCHES) queries.push({ ...DEFAULT_LISTING_QUERY, q, sort });
    for (const name of names)
      for (const value of FILTERS[name]) queries.push({ ...DEFAULT_LISTING_QUERY, [name]: value, sort });
  }
  for (const [i, first] of names.entries())
    for (const second of names.slice(i + 1))
      for (const a of FILTERS[first])
        for (const b of FILTERS[second]) queries.push({ ...DEFAULT_LISTING_QUERY, [first]: a, [second]: b });
  return queries;
}

/** Compares a few queries at a time: each is a round trip to the local database. */
async function compareAll(queries: ListingQuery[], everything: CatalogueProduct[]) {
  for (let i = 0; i < queries.length; i += 8)
    await Promise.all(queries.slice(i, i + 8).map((query) => compare(query, everything)));
}

const randomQuery = fc.record({
  q: fc.constantFrom(...SEARCHES),
  category: fc.constantFrom('' as const, ...CATEGORIES.map((c) => c.value)),
  price: fc.constantFrom('', ...LISTING_PRICE_RANGES.map((r) => r.value)),
  availability: fc.constantFrom('' as const, ...AVAILABILITIES.map((a) => a.value)),
  merchant: fc.constantFrom(...MERCHANTS),
  rating: fc.constantFrom('', ...RATINGS.map((r) => r.value)),
  sort: fc.constantFrom(...LISTING_SORTS.map((s) => s.value)),
  page: fc.integer({ min: 1, max: 6 }),
});

describe('the SQL listing against the JavaScript listing', () => {
  it('agrees on the demo data for every filter value and pair of filters with every sort', async () => {
    const everything = await allVisibleProducts(db);
    expect(everything).toHaveLength(16);
    await compareAll(combinations(), everything);
  });

  it('agrees on random combinations of every filter, sort and page', async () => {
    const everything = await allVisibleProducts(db);
    await fc.assert(
      fc.asyncProperty(randomQuery, (query) => compare(query, everything)),
      { numRuns: 150 },
    );
  });

  it('agrees page by page on a catalogue of several pages, with ties, reviews and sales', async () => {
    await growCatalogue(db, 90);
    const everything = await allVisibleProducts(db);
    expect(everything.length).toBeGreaterThan(3 * 24);
    const paged = LISTING_SORTS.flatMap(({ value: sort }) =>
      [1, 2, 3, 4, 5].flatMap((page) => [
        { ...DEFAULT_LISTING_QUERY, sort, page },
        { ...DEFAULT_LISTING_QUERY, sort, page, q: 'ikan' },
        { ...DEFAULT_LISTING_QUERY, sort, page, category: 'seafood' as const },
      ]),
    );
    await compareAll(paged, everything);
    await fc.assert(
      fc.asyncProperty(randomQuery, (query) => compare(query, everything)),
      { numRuns: 150 },
    );
  });

  it('puts For You products first in the whole result, then pages on through the rest', async () => {
    const everything = await allVisibleProducts(db);
    await fc.assert(
      fc.asyncProperty(
        randomQuery,
        fc.uniqueArray(fc.constantFrom(...everything.map((p) => p.id), 'veg-none', 'grown-0'), { maxLength: 30 }),
        async (query, wished) => {
          const matching = referencePage(everything, { ...query, page: 1 }).total;
          const ordered = referenceOrder(everything, query);
          const expected = [
            ...ordered.filter((p) => wished.includes(p.id)),
            ...ordered.filter((p) => !wished.includes(p.id)),
          ];
          const page = await listingPage(db, query, wished);
          expect(page.total).toBe(matching);
          const start = (page.page - 1) * PAGE_SIZE;
          expect(
            page.products.map((p) => p.id),
            JSON.stringify({ query, wished }),
          ).toEqual(expected.slice(start, start + PAGE_SIZE).map((p) => p.id));
        },
      ),
      { numRuns: 120 },
    );
  });
});

/** Every match of a query in the reference's order: its pages put together. */
function referenceOrder(everything: CatalogueProduct[], query: ListingQuery): CatalogueProduct[] {
  const first = referencePage(everything, { ...query, page: 1 });
  return Array.from(
    { length: first.pageCount },
    (_, i) => referencePage(everything, { ...query, page: i + 1 }).products,
  ).flat();
}

/** Adds `count` products across the demo merchants with shared prices, names that tie, reviews and orders. */
async function growCatalogue(database: D1Database, count: number) {
  const words = [
    'Ikan Bilis',
    'Sayur Manis',
    'Udang Galah',
    'Daging Salai',
    'Kuih Lapis',
    'Ikan Masin',
    'Tikar Mengkuang',
  ];
  const categories = ['seafood', 'vegetables', 'seafood', 'meat', 'food', 'seafood', 'home'];
  const merchants = MERCHANTS.filter(Boolean);
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(SEEDED_AT.getTime() - (i % 17) * 86_400_000).toISOString();
    statements.push(
      database
        .prepare(
          `INSERT INTO products (id, merchant_id, name, description, category, price_sen, stock, status, image_url, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, '/products/veg-sawi.svg', ?, ?)`,
        )
        .bind(
          `grown-${i}`,
          merchants[i % merchants.length]!,
          `${words[i % words.length]} ${['Segar', 'Kering', 'Premium'][i % 3]}`,
          `Batch ${i % 5} from the island`,
          categories[i % words.length]!,
          [500, 1250, 2500, 4999, 12000, 60000][i % 6]!,
          [0, 3, 9, 10, 40][i % 5]!,
          i % 11 === 0 ? 'draft' : i % 5 === 0 ? 'out_of_stock' : 'active',
          at,
          at,
        ),
    );
    for (let r = 0; r < i % 4; r++) {
      statements.push(
        database
          .prepare(
            // A review names its order (migrations/0018): the r-th demo order, so each of a product's differs.
            `INSERT INTO reviews (id, product_id, merchant_id, order_id, author_name, rating, comment, created_at)
             VALUES (?, ?, ?, (SELECT id FROM orders ORDER BY id LIMIT 1 OFFSET ${r}), 'Buyer', ?, '', ?)`,
          )
          .bind(`grown-review-${i}-${r}`, `grown-${i}`, merchants[i % merchants.length]!, 1 + ((i + r * 2) % 5), at),
      );
    }
  }
  await database.batch(statements);
  // Sales: one order per third product, of 1 to 3 units; every seventh order cancelled.
  const order = await database.prepare('SELECT * FROM orders LIMIT 1').first<Record<string, unknown>>();
  const more: D1PreparedStatement[] = [];
  for (let i = 0; i < count; i += 3) {
    const id = `ORD-GROWN-${i}`;
    const merchant = merchants[i % merchants.length]!;
    const quantity = 1 + (i % 3);
    more.push(
      database
        .prepare(
          `INSERT INTO orders (id, user_id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, ship_full_name, ship_email,
             ship_phone, ship_address, ship_city, ship_state, ship_postal_code, created_at, updated_at)
           VALUES (?, ?, ?, 100, 0, 0, 100, 'A', 'a@example.com', '1', 'x', 'Labuan', 'Labuan', '87000', ?, ?)`,
        )
        .bind(
          id,
          order!.user_id as string,
          i % 7 === 0 ? 'cancelled' : 'pending',
          SEEDED_AT.toISOString(),
          SEEDED_AT.toISOString(),
        ),
      database
        .prepare(
          `INSERT INTO order_items (id, order_id, product_id, merchant_id, quantity, unit_price_sen, total_price_sen,
             snapshot_name, snapshot_description, snapshot_image_url) VALUES (?, ?, ?, ?, ?, 100, ?, 'x', '', '')`,
        )
        .bind(`${id}-item`, id, `grown-${i}`, merchant, quantity, quantity * 100),
      database
        .prepare(
          `INSERT INTO seller_orders (id, order_id, merchant_id, status, subtotal_sen, shipping_sen, total_sen, created_at, updated_at)
           VALUES (?, ?, ?, ?, 100, 0, 100, ?, ?)`,
        )
        .bind(
          `${id}-1`,
          id,
          merchant,
          i % 7 === 0 ? 'cancelled' : 'pending',
          SEEDED_AT.toISOString(),
          SEEDED_AT.toISOString(),
        ),
    );
  }
  await database.batch(more);
}
