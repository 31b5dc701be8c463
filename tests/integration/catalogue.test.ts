import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProductDetail, getStoreProfile, listingPage } from '../../src/data/catalogue';
import { reviewPage } from '../../src/data/reviews';
import {
  COUNT_LIMIT,
  DEFAULT_LISTING_QUERY,
  STORE_PRICE_RANGES,
  STORE_SORTS,
  type ListingQuery,
} from '../../src/lib/catalogue';
import { allVisibleProducts, filterStoreProducts } from '../catalogue-reference';
import { freshDatabase, listedProducts, storeProducts } from './support';

const listCatalogue = listedProducts;
const listMerchantOptions = async (db: D1Database) => (await listingPage(db, DEFAULT_LISTING_QUERY)).merchants;
const query = (overrides: Partial<ListingQuery>): ListingQuery => ({ ...DEFAULT_LISTING_QUERY, ...overrides });

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

describe('the catalogue from D1', () => {
  it('lists the sixteen demo products with their merchants', async () => {
    const products = await listCatalogue(db);
    expect(products).toHaveLength(16);
    const kangkung = products.find((p) => p.id === 'veg-kangkung')!;
    expect(kangkung).toMatchObject({
      name: 'Kangkung (Water Spinach)',
      merchantId: 'kebun-hijau',
      merchantName: 'Kebun Hijau Farm',
      priceSen: 350,
      stock: 48,
      category: 'vegetables',
    });
  });

  it('averages real review ratings and counts units sold, leaving out cancelled orders', async () => {
    const products = await listCatalogue(db);
    const byId = new Map(products.map((p) => [p.id, p]));
    // ORD-001 (3) and the two orders the kangkung reviews were written from (1 each).
    expect(byId.get('veg-kangkung')).toMatchObject({ rating: 4.5, reviewCount: 2, unitsSold: 5 });
    expect(byId.get('meat-ayam')).toMatchObject({ rating: 4, reviewCount: 1, unitsSold: 3 });
    // ORD-005 (3 × Cili Padi) was cancelled; ORD-009 (2, the order Rajesh reviewed it from) counts.
    expect(byId.get('veg-cili')!.unitsSold).toBe(2);
  });

  it('shows an out-of-stock product but hides drafts, archived products and suspended merchants', async () => {
    await db.batch([
      db.prepare("UPDATE products SET status = 'draft' WHERE id = 'veg-sawi'"),
      db.prepare("UPDATE products SET status = 'archived' WHERE id = 'veg-terung'"),
      db.prepare("UPDATE merchants SET status = 'suspended' WHERE id = 'tenun-borneo'"),
    ]);
    try {
      const ids = (await listCatalogue(db)).map((p) => p.id);
      expect(ids).toContain('fish-ketam');
      expect(ids).not.toContain('veg-sawi');
      expect(ids).not.toContain('veg-terung');
      expect(ids).not.toContain('clothing-batik');
      expect(await getProductDetail(db, 'veg-sawi')).toBeNull();
      expect(await getStoreProfile(db, 'tenun-borneo')).toBeNull();
      expect((await listMerchantOptions(db)).map((m) => m.id)).not.toContain('tenun-borneo');
    } finally {
      await db.batch([
        db.prepare("UPDATE products SET status = 'active' WHERE id IN ('veg-sawi', 'veg-terung')"),
        db.prepare("UPDATE merchants SET status = 'active' WHERE id = 'tenun-borneo'"),
      ]);
    }
  });

  it('filters and sorts the D1 catalogue like the listing does', async () => {
    // No seafood says "fish" in its text; Ikan Kerapu is found by its Malay name (SEARCH_SYNONYMS).
    const page = await listingPage(db, query({ q: 'fish', category: 'seafood', sort: 'price-low' }));
    expect(page.products.map((p) => p.id)).toEqual(['fish-kerapu']);
    const seafood = await listingPage(db, query({ category: 'seafood', sort: 'price-low' }));
    expect(seafood.products.map((p) => p.id)).toEqual(['fish-sotong', 'fish-udang', 'fish-kerapu', 'fish-ketam']);
    const popular = await listingPage(db, query({ sort: 'popular' }));
    expect(popular.products[0]!.id).toBe('veg-sawi');
  });

  it('reads a product page with tags, images and its seller; its reviews page by themselves', async () => {
    const detail = await getProductDetail(db, 'fish-udang');
    expect(detail).toMatchObject({
      id: 'fish-udang',
      compareAtSen: 5200,
      lengthMm: 250,
      widthMm: 180,
      heightMm: 60,
      tags: ['fresh catch', 'prawns'],
      images: ['/products/fish-udang.svg'],
      merchant: { id: 'nelayan-labuan', name: 'Nelayan Labuan Seafood' },
    });
    const reviews = await reviewPage(db, { productId: 'fish-udang' }, 'newest', 1);
    expect(reviews.reviews.map((r) => r.authorName)).toEqual(['Nurul Huda', 'Rajesh Kumar']);
    expect(reviews.total).toBe(detail!.reviewCount);
    expect(await getProductDetail(db, 'no-such-product')).toBeNull();
  });

  it('reads a store with its products, sales, rating and reviews', async () => {
    const store = await getStoreProfile(db, 'kebun-hijau');
    expect(store).not.toBeNull();
    expect(store!.displayName).toBe('Kebun Hijau Farm');
    expect(store!.products.items.map((p) => p.id).sort()).toEqual([
      'food-madu',
      'veg-cili',
      'veg-kangkung',
      'veg-sawi',
      'veg-terung',
    ]);
    // ORD-001 to ORD-004: Kangkung 3 + Madu 1 + Sawi 4 + Terung 2; the cancelled Cili Padi order does not count.
    // ORD-006 to ORD-011 (the orders the reviews came from): Kangkung 2 + Madu 2 + Sawi 2 + Terung 2 + Cili 2.
    expect(store!.stats.totalSales).toBe(20);
    expect(store!.stats.reviewCount).toBe(7);
    expect(store!.stats.rating).toBeCloseTo(4.6, 1);
    expect(await getStoreProfile(db, 'nobody')).toBeNull();
    expect((await storeProducts(db, 'halal-meat-corner')).map((p) => p.id).sort()).toEqual(['meat-ayam', 'meat-lembu']);
  });

  it('pages, searches, filters and sorts a store of many products on the server', async () => {
    const added = Array.from({ length: 30 }, (_, i) =>
      db
        .prepare(
          `INSERT INTO products (id, merchant_id, name, description, category, price_sen, stock, status, created_at, updated_at)
           VALUES (?, 'dapur-mak-cik', ?, 'Homemade', 'food', ?, 5, 'active', '2026-01-01', '2026-01-01')`,
        )
        .bind(`kuih-${i}`, `Kuih ${String(i).padStart(2, '0')}`, 1000 + i * 100),
    );
    await db.batch(added);
    try {
      const first = await getStoreProfile(db, 'dapur-mak-cik');
      const listed = first!.stats.totalProducts;
      expect(listed).toBeGreaterThanOrEqual(30);
      expect(first!.products).toMatchObject({ page: 1, pageCount: Math.ceil(listed / 24), total: listed });
      expect(first!.products.items).toHaveLength(24);
      const second = await getStoreProfile(db, 'dapur-mak-cik', { q: '', price: '', sort: 'name', page: 2 });
      expect(second!.products.items).toHaveLength(listed - 24);
      const pages = [...first!.products.items, ...second!.products.items].map((p) => p.id);
      expect(new Set(pages).size).toBe(listed);
      const tens = await getStoreProfile(db, 'dapur-mak-cik', {
        q: 'KUIH 1',
        price: '0-50',
        sort: 'price-high',
        page: 1,
      });
      expect(tens!.products.items.map((p) => p.id)).toEqual(Array.from({ length: 10 }, (_, i) => `kuih-${19 - i}`));
      expect(tens!.products.total).toBe(10);
      const dear = await getStoreProfile(db, 'dapur-mak-cik', { q: 'kuih', price: '50-100', sort: 'name', page: 1 });
      expect(dear!.products.total).toBe(0);
      // A page past the end shows the last one.
      const past = await getStoreProfile(db, 'dapur-mak-cik', { q: '', price: '', sort: 'name', page: 99 });
      expect(past!.products.page).toBe(past!.products.pageCount);
      // Every sort, with and without a price filter, pages through exactly the store's products in the order
      // the browser once sorted them in, each sort through its own index.
      const everything = (await allVisibleProducts(db)).filter((p) => p.merchantId === 'dapur-mak-cik');
      for (const { value: sort } of STORE_SORTS) {
        for (const price of ['', ...STORE_PRICE_RANGES.map((r) => r.value)]) {
          const expected = filterStoreProducts(everything, { q: '', price, sort }).map((p) => p.id);
          const shown: string[] = [];
          for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / 24)); page++) {
            const store = await getStoreProfile(db, 'dapur-mak-cik', { q: '', price, sort, page });
            expect(store!.products.total, `${sort} ${price}`).toBe(expected.length);
            expect(store!.products.more).toBe(false);
            shown.push(...store!.products.items.map((p) => p.id));
          }
          expect(shown, `${sort} ${price}`).toEqual(expected);
        }
      }
    } finally {
      await db.prepare("DELETE FROM products WHERE id LIKE 'kuih-%'").run();
    }
  });

  it("counts a store's filtered products up to COUNT_LIMIT, then says there are more, and still pages past them", async () => {
    const added = Array.from({ length: COUNT_LIMIT + 10 }, (_, i) =>
      db
        .prepare(
          `INSERT INTO products (id, merchant_id, name, description, category, price_sen, stock, status, created_at, updated_at)
           VALUES (?, 'dapur-mak-cik', ?, 'Homemade', 'food', 1000, 5, 'active', '2026-01-01', '2026-01-01')`,
        )
        .bind(`many-${String(i).padStart(3, '0')}`, `Many ${String(i).padStart(3, '0')}`),
    );
    for (let i = 0; i < added.length; i += 100) await db.batch(added.slice(i, i + 100));
    try {
      const cheap = { q: '', price: STORE_PRICE_RANGES[0]!.value, sort: 'name' as const };
      const first = await getStoreProfile(db, 'dapur-mak-cik', { ...cheap, page: 1 });
      expect(first!.products).toMatchObject({
        total: COUNT_LIMIT,
        more: true,
        pageCount: Math.ceil(COUNT_LIMIT / 24) + 1,
      });
      // Unfiltered, the store's own count is exact.
      const all = await getStoreProfile(db, 'dapur-mak-cik');
      expect(all!.products).toMatchObject({ total: all!.stats.totalProducts, more: false });
      expect(all!.stats.totalProducts).toBeGreaterThan(COUNT_LIMIT);
      // Past the count, a page still reads the products there.
      const far = await getStoreProfile(db, 'dapur-mak-cik', { ...cheap, page: 22 });
      expect(far!.products.page).toBe(22);
      expect(far!.products.items.length).toBeGreaterThan(0);
    } finally {
      await db.prepare("DELETE FROM products WHERE id LIKE 'many-%'").run();
    }
  });

  it('folds curly apostrophes and quotes, and accents, in the listing and on a store page, each store its own', async () => {
    const add = (id: string, merchant: string, name: string) =>
      db
        .prepare(
          `INSERT INTO products (id, merchant_id, name, description, category, price_sen, stock, status, created_at, updated_at)
           VALUES (?, ?, ?, 'Made today', 'food', 900, 5, 'active', '2026-01-01', '2026-01-01')`,
        )
        .bind(id, merchant, name);
    await db.batch([
      add('fold-1', 'dapur-mak-cik', 'Bird\u2019s \u201cBest\u201d Crème Caramel'),
      add('fold-2', 'kebun-hijau', 'Bird\u2019s Eye Chilli Crème'),
    ]);
    try {
      const listed = async (q: string) =>
        (await listingPage(db, query({ q }))).products
          .map((p) => p.id)
          .filter((id) => id.startsWith('fold-'))
          .sort();
      expect(await listed("bird's")).toEqual(['fold-1', 'fold-2']);
      expect(await listed('"best"')).toEqual(['fold-1']);
      expect(await listed('creme')).toEqual(['fold-1', 'fold-2']);
      expect(await listed('CRÈME CARAMEL')).toEqual(['fold-1']);
      const inStore = async (store: string, q: string) =>
        (await getStoreProfile(db, store, { q, price: '', sort: 'name', page: 1 }))!.products.items.map((p) => p.id);
      expect(await inStore('dapur-mak-cik', "BIRD'S")).toEqual(['fold-1']);
      expect(await inStore('dapur-mak-cik', 'creme caramel')).toEqual(['fold-1']);
      expect(await inStore('kebun-hijau', 'crème')).toEqual(['fold-2']);
      // The store search matches names and descriptions, not the merchant's own id or name.
      expect(await inStore('kebun-hijau', 'kebun')).toEqual([]);
    } finally {
      await db.prepare("DELETE FROM products WHERE id LIKE 'fold-%'").run();
    }
  });

  it("shows the store's logo on its product cards once it has one, and its initials before", async () => {
    const kebun = async () => (await listingPage(db, query({ merchant: 'kebun-hijau' }))).products;
    expect((await kebun()).every((p) => p.merchantLogoUrl === null)).toBe(true);
    await db.prepare("UPDATE merchants SET logo_key = 'stores/kebun-hijau/logo.png' WHERE id = 'kebun-hijau'").run();
    try {
      expect((await kebun()).map((p) => p.merchantLogoUrl)).toEqual(
        (await kebun()).map(() => '/media/stores/kebun-hijau/logo.png'),
      );
      const store = await getStoreProfile(db, 'kebun-hijau');
      expect(store!.products.items.every((p) => p.merchantLogoUrl === '/media/stores/kebun-hijau/logo.png')).toBe(true);
    } finally {
      await db.prepare("UPDATE merchants SET logo_key = NULL WHERE id = 'kebun-hijau'").run();
    }
  });

  it('offers the six merchants in the Merchant filter, by name', async () => {
    const merchants = await listMerchantOptions(db);
    expect(merchants.map((m) => m.name)).toEqual([
      'Dapur Mak Cik',
      'Halal Meat Corner',
      'Kebun Hijau Farm',
      'Kedai Serbaneka',
      'Nelayan Labuan Seafood',
      'Tenun Borneo',
    ]);
  });
});

/** SECURITY.md promise 9: text a search cannot hold (a NUL byte) finds nothing; it never fails the page. */
describe('a search with a NUL byte', () => {
  it('matches a search of one or two letters to the words that start with them, in names, descriptions and merchants', async () => {
    const ids = async (q: string) => (await listingPage(db, query({ q }))).products.map((p) => p.id).sort();
    // "Choy Sum", "Chilli", "Chicken": words of names that start with "ch", not only names that do.
    expect(await ids('ch')).toEqual(expect.arrayContaining(['veg-sawi', 'veg-cili', 'meat-ayam']));
    expect(await ids('CH')).toEqual(await ids('ch'));
    // "1 kg" in a description.
    expect(await ids('kg')).toEqual(expect.arrayContaining(['veg-terung', 'fish-kerapu', 'fish-sotong', 'meat-lembu']));
    // A merchant's name: every product of Nelayan Labuan Seafood.
    const nelayan = (await listingPage(db, query({ merchant: 'nelayan-labuan' }))).products.map((p) => p.id);
    expect(await ids('ne')).toEqual(expect.arrayContaining(nelayan));
    // The start of a word only, never the middle: "ng" starts no word of "Kangkung".
    expect(await ids('ng')).not.toContain('veg-kangkung');
    // A lone sign matches the start of a name, as before; nothing here starts with it.
    expect(await ids('-')).toEqual([]);
  });

  it('keeps the short search index in step with products and merchants', async () => {
    const ids = async (q: string) => (await listingPage(db, query({ q }))).products.map((p) => p.id);
    await db.prepare("UPDATE products SET name = 'Xylo Greens' WHERE id = 'veg-kangkung'").run();
    expect(await ids('xy')).toEqual(['veg-kangkung']);
    await db.prepare("UPDATE merchants SET display_name = 'Qwerty Farm' WHERE id = 'kebun-hijau'").run();
    expect(await ids('qw')).toContain('veg-kangkung');
    await db.prepare("UPDATE products SET name = 'Kangkung (Water Spinach)' WHERE id = 'veg-kangkung'").run();
    await db.prepare("UPDATE merchants SET display_name = 'Kebun Hijau Farm' WHERE id = 'kebun-hijau'").run();
    expect(await ids('xy')).toEqual([]);
    expect(await ids('qw')).toEqual([]);
  });

  it('answers the listing and a store page with what matches, not an error', async () => {
    for (const q of ['a\u0000b', 'kangkung\u0000', '\u0000\u0000\u0000']) {
      const listing = await listingPage(db, query({ q }));
      expect(listing.products, q).toEqual([]);
      const store = await getStoreProfile(db, 'kebun-hijau', { q, price: '', sort: 'name', page: 1 });
      expect(store, q).not.toBeNull();
    }
  });
});
