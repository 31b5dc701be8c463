import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteProducts, duplicateProduct, setProductStatus } from '../../src/data/products';
import {
  recentSellerProducts,
  sellerProductById,
  sellerProductPage,
  sellerProductsMatching,
} from '../../src/data/seller-products';
import { changeSellerOrderStatus } from '../../src/data/seller-orders';
import {
  FIRST_PRODUCT_PAGE,
  SELLER_SORTS,
  type SellerProduct,
  type SellerProductListQuery,
} from '../../src/lib/seller-products';
import { countRows, freshDatabase, SEEDED_AT, snapshot } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

const OWNER = 'kebun-hijau';
const OTHER = 'nelayan-labuan';
const DEMO_IDS = ['veg-kangkung', 'veg-sawi', 'veg-terung', 'veg-cili', 'food-madu'];

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

async function statusOf(id: string): Promise<string | null> {
  return (
    (await db.prepare('SELECT status FROM products WHERE id = ?').bind(id).first<{ status: string }>())?.status ?? null
  );
}

const rowCount = (sql: string, ...params: unknown[]) => countRows(db, sql, ...params);

const query = (patch: Partial<SellerProductListQuery> = {}): SellerProductListQuery => ({
  ...FIRST_PRODUCT_PAGE,
  ...patch,
});
const idsOf = (products: SellerProduct[]) => products.map((p) => p.id);

/** Every product the list shows for a state, page after page. */
async function allPages(merchantId: string, state: SellerProductListQuery, perPage: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const shown = await sellerProductPage(db, merchantId, { ...state, page }, perPage);
    ids.push(...idsOf(shown.products));
    if (page >= shown.pageCount) return ids;
  }
}

/** Units sold and revenue of each product from scratch: items of orders that neither the buyer nor the seller cancelled. */
async function salesFromScratch(): Promise<Record<string, [number, number]>> {
  const { results } = await db
    .prepare(
      `SELECT oi.product_id, SUM(oi.quantity) AS units, SUM(oi.total_price_sen) AS revenue
       FROM order_items oi JOIN orders o ON o.id = oi.order_id AND o.status <> 'cancelled'
       LEFT JOIN seller_orders so ON so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id
       WHERE so.status IS NULL OR so.status <> 'cancelled' GROUP BY oi.product_id`,
    )
    .all<{ product_id: string; units: number; revenue: number }>();
  return Object.fromEntries(results.filter((r) => r.units > 0).map((r) => [r.product_id, [r.units, r.revenue]]));
}

async function salesKept(): Promise<Record<string, [number, number]>> {
  const { results } = await db
    .prepare(
      'SELECT id AS product_id, units_sold AS units, revenue_sen FROM products WHERE units_sold <> 0 OR revenue_sen <> 0',
    )
    .all<{ product_id: string; units: number; revenue_sen: number }>();
  return Object.fromEntries(results.map((r) => [r.product_id, [r.units, r.revenue_sen]]));
}

describe('sellerProductPage', () => {
  it("lists exactly the seller's own products with their figures, newest first", async () => {
    const { products, matching, counters } = await sellerProductPage(db, OWNER, query());
    expect(idsOf(products).sort()).toEqual([...DEMO_IDS].sort());
    expect(matching).toBe(DEMO_IDS.length);
    expect(counters.total).toBe(DEMO_IDS.length);
    const dates = products.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const kangkung = products.find((p) => p.id === 'veg-kangkung')!;
    expect(kangkung).toMatchObject({
      sku: 'SKU-veg-kangkung',
      unitPriceSen: 350,
      quantity: 48,
      status: 'active',
      category: 'vegetables',
    });
    expect(kangkung.tags).toEqual(['leafy greens', 'pesticide-free']);
    expect(kangkung.sales).toBeGreaterThan(0);
    expect(kangkung.revenueSen).toBe(kangkung.sales * 350);
    const cili = products.find((p) => p.id === 'veg-cili')!;
    expect(cili.compareAtSen).toBe(600);
    expect(cili.rating).toBeGreaterThan(0);
    expect(cili.reviews).toBeGreaterThan(0);
    expect(await sellerProductById(db, OWNER, 'veg-cili')).toEqual(cili);
    expect(await sellerProductById(db, OTHER, 'veg-cili')).toBeNull();
  });

  it("never shows another merchant's products, whatever the search or filter", async () => {
    const others = await sellerProductPage(db, OTHER, query());
    expect(others.products.length).toBeGreaterThan(0);
    expect(idsOf(others.products).some((id) => DEMO_IDS.includes(id))).toBe(false);
    expect((await sellerProductPage(db, OTHER, query({ search: 'kangkung' }))).matching).toBe(0);
  });

  it('searches name, SKU and tags case-insensitively, and filters by status and category', async () => {
    const search = async (text: string) =>
      idsOf((await sellerProductPage(db, OWNER, query({ search: text }))).products).sort();
    expect(await search('KANGKUNG')).toEqual(['veg-kangkung']);
    expect(await search('sku-veg-ter')).toEqual(['veg-terung']);
    const tagged = (await sellerProductPage(db, OWNER, query({ search: 'LEAFY' }))).products;
    expect(idsOf(tagged)).toContain('veg-kangkung');
    expect(tagged.every((p) => p.tags.some((tag) => tag.includes('leafy')))).toBe(true);
    expect(tagged.length).toBeLessThan(DEMO_IDS.length);
    expect(await search('%')).toEqual([]);
    expect(idsOf((await sellerProductPage(db, OWNER, query({ category: 'food' }))).products)).toEqual(['food-madu']);
    const active = await sellerProductPage(db, OWNER, query({ status: 'active' }));
    expect(active.products.every((p) => p.status === 'active')).toBe(true);
    expect(active.matching).toBe(active.counters.active);
    expect(active.categories[0]).toEqual({ value: 'all', label: 'All Categories' });
    expect(active.categories.map((c) => c.value).sort()).toEqual(['all', 'food', 'vegetables']);
  });

  it('sorts in D1 as each sort says, and pages through every product once', async () => {
    const all = (await sellerProductPage(db, OTHER, query(), 1000)).products;
    const check: Record<string, (a: SellerProduct, b: SellerProduct) => boolean> = {
      'name-asc': (a, b) => a.name.toLowerCase() <= b.name.toLowerCase(),
      'name-desc': (a, b) => a.name.toLowerCase() >= b.name.toLowerCase(),
      'price-asc': (a, b) => a.unitPriceSen <= b.unitPriceSen,
      'price-desc': (a, b) => a.unitPriceSen >= b.unitPriceSen,
      'stock-asc': (a, b) => a.quantity <= b.quantity,
      'stock-desc': (a, b) => a.quantity >= b.quantity,
      'sales-desc': (a, b) => a.sales >= b.sales,
      'rating-desc': (a, b) => a.rating >= b.rating,
      'created-desc': (a, b) => a.createdAt >= b.createdAt,
      'created-asc': (a, b) => a.createdAt <= b.createdAt,
    };
    for (const { value: sort } of SELLER_SORTS) {
      const sorted = (await sellerProductPage(db, OTHER, query({ sort }), 1000)).products;
      for (let i = 1; i < sorted.length; i++)
        expect(check[sort]!(sorted[i - 1]!, sorted[i]!), `${sort} at ${i}`).toBe(true);
      const paged = await allPages(OTHER, query({ sort }), 2);
      expect(paged, sort).toEqual(idsOf(sorted));
      expect(new Set(paged).size).toBe(all.length);
    }
  });

  it('shows the last page for a page past the end, and the dashboard a bounded number of products', async () => {
    const last = await sellerProductPage(db, OWNER, query({ page: 50 }), 2);
    expect(last.page).toBe(3);
    expect(last.products).toHaveLength(1);
    const recent = await recentSellerProducts(db, OWNER, 2);
    expect(idsOf(recent)).toEqual(idsOf((await sellerProductPage(db, OWNER, query(), 2)).products));
  });
});

describe('sellerProductsMatching (the export)', () => {
  it('reads every matching product once, in chunks, in the sort of the list', async () => {
    for (const { value: sort } of SELLER_SORTS) {
      const chunks: string[][] = [];
      for await (const chunk of sellerProductsMatching(db, OTHER, query({ sort }), 2)) chunks.push(idsOf(chunk));
      expect(chunks.every((chunk) => chunk.length <= 2)).toBe(true);
      expect(chunks.flat(), sort).toEqual(await allPages(OTHER, query({ sort }), 3));
    }
    const own: string[] = [];
    for await (const chunk of sellerProductsMatching(db, OWNER, query({ search: 'veg-' }))) own.push(...idsOf(chunk));
    expect(own.sort()).toEqual(DEMO_IDS.filter((id) => id.startsWith('veg-')).sort());
  });
});

describe('units sold and revenue', () => {
  it('stay equal to a count from scratch through new orders and cancellations by seller and buyer', async () => {
    expect(await salesKept()).toEqual(await salesFromScratch());
    const at = SEEDED_AT.toISOString();
    const statements: D1PreparedStatement[] = [];
    const products = ['veg-kangkung', 'veg-sawi', 'veg-cili'];
    for (let i = 0; i < 6; i++) {
      const id = `SALES-${i}`;
      statements.push(
        db
          .prepare(
            `INSERT INTO orders (id, user_id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, ship_full_name, ship_email, ship_phone,
               ship_address, ship_city, ship_state, ship_postal_code, created_at, updated_at)
             VALUES (?, 'user-buyer-demo', ?, 1000, 0, 0, 1000, 'Buyer', 'b@example.com', '+60 12-345 6789', '1 Jalan', 'Labuan', 'Labuan', '87000', ?, ?)`,
          )
          .bind(id, i === 4 || i === 5 ? 'cancelled' : 'pending', at, at),
      );
      for (const [n, product] of products.slice(0, 1 + (i % 3)).entries()) {
        statements.push(
          db
            .prepare(
              `INSERT INTO order_items (id, order_id, product_id, merchant_id, quantity, unit_price_sen, total_price_sen, snapshot_name,
                 snapshot_description, snapshot_image_url) VALUES (?, ?, ?, ?, ?, 100, ?, 'x', '', '')`,
            )
            .bind(`${id}-${n}`, id, product, OWNER, n + 1 + i, (n + 1 + i) * 100),
        );
      }
      statements.push(
        db
          .prepare(
            `INSERT INTO seller_orders (id, order_id, merchant_id, status, subtotal_sen, shipping_sen, total_sen, created_at, updated_at)
             VALUES (?, ?, ?, ?, 1000, 0, 1000, ?, ?)`,
          )
          .bind(`${id}-1`, id, OWNER, i === 4 || i === 5 ? 'cancelled' : 'pending', at, at),
      );
    }
    await db.batch(statements);
    expect(await salesKept()).toEqual(await salesFromScratch());
    const later = new Date(SEEDED_AT.getTime() + 60_000);
    expect(await changeSellerOrderStatus(db, OWNER, 'SALES-0-1', { status: 'cancelled' }, later)).toMatchObject({
      ok: true,
    });
    expect(await changeSellerOrderStatus(db, OWNER, 'SALES-1-1', { status: 'processing' }, later)).toMatchObject({
      ok: true,
    });
    expect(await changeSellerOrderStatus(db, OWNER, 'SALES-1-1', { status: 'cancelled' }, later)).toMatchObject({
      ok: true,
    });
    expect(
      await changeSellerOrderStatus(
        db,
        OWNER,
        'SALES-2-1',
        { status: 'shipped', carrier: 'Pos Laju', trackingNumber: 'EP123456789MY' },
        later,
      ),
    ).toMatchObject({ ok: true });
    // A buyer's order is cancelled when its seller orders are: the shop writes no other kind of cancellation.
    expect(await changeSellerOrderStatus(db, OWNER, 'SALES-3-1', { status: 'cancelled' }, later)).toMatchObject({
      ok: true,
    });
    expect(await salesKept()).toEqual(await salesFromScratch());
    const kangkung = (await sellerProductById(db, OWNER, 'veg-kangkung'))!;
    expect([kangkung.sales, kangkung.revenueSen]).toEqual((await salesFromScratch())['veg-kangkung']);
  });
});

describe("another merchant's ids change nothing", () => {
  it('for activate, deactivate, archive, delete and duplicate', async () => {
    const before = await snapshot(db);
    for (const status of ['active', 'draft', 'archived'] as const) {
      expect(await setProductStatus(db, OTHER, DEMO_IDS, status)).toEqual({ changed: 0, notFound: DEMO_IDS });
    }
    const deleted = await deleteProducts(db, OTHER, DEMO_IDS);
    expect(deleted).toEqual({ deleted: [], archived: [], notFound: DEMO_IDS, imageKeys: [] });
    expect(await duplicateProduct(db, OTHER, 'veg-kangkung')).toEqual({ ok: false, notFound: true });
    expect(await setProductStatus(db, OWNER, ['no-such-product'], 'archived')).toEqual({
      changed: 0,
      notFound: ['no-such-product'],
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it('and a list mixing own and foreign ids changes nothing at all', async () => {
    const before = await snapshot(db);
    expect(await setProductStatus(db, OTHER, ['veg-sawi', 'fish-kerapu'], 'draft')).toEqual({
      changed: 0,
      notFound: ['veg-sawi'],
    });
    expect(await deleteProducts(db, OTHER, ['fish-kerapu', 'veg-sawi'])).toEqual({
      deleted: [],
      archived: [],
      notFound: ['veg-sawi'],
      imageKeys: [],
    });
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('status changes by the owner', () => {
  it('deactivates to draft, archives, and activates again', async () => {
    expect(await setProductStatus(db, OWNER, ['veg-sawi', 'veg-terung'], 'draft')).toEqual({
      changed: 2,
      notFound: [],
    });
    expect(await statusOf('veg-sawi')).toBe('draft');
    expect(await setProductStatus(db, OWNER, ['veg-sawi'], 'archived')).toEqual({ changed: 1, notFound: [] });
    expect(await statusOf('veg-sawi')).toBe('archived');
    expect(await setProductStatus(db, OWNER, ['veg-sawi', 'veg-terung', 'veg-sawi'], 'active')).toEqual({
      changed: 2,
      notFound: [],
    });
    expect(await statusOf('veg-sawi')).toBe('active');
    expect(await statusOf('veg-terung')).toBe('active');
  });

  it('activates a product with no stock as out of stock', async () => {
    await db.prepare("UPDATE products SET stock = 0, status = 'draft' WHERE id = 'veg-terung'").run();
    await setProductStatus(db, OWNER, ['veg-terung', 'veg-cili'], 'active');
    expect(await statusOf('veg-terung')).toBe('out_of_stock');
    expect(await statusOf('veg-cili')).toBe('active');
    await db.prepare("UPDATE products SET stock = 7, status = 'active' WHERE id = 'veg-terung'").run();
  });

  it('handles hundreds of ids in one call (chunked under the parameter limit)', async () => {
    const copies: string[] = [];
    for (let i = 0; i < 150; i++) {
      const copy = await duplicateProduct(db, OWNER, 'food-madu');
      if (!copy.ok) throw new Error('no copy');
      copies.push(copy.id);
    }
    expect(await setProductStatus(db, OWNER, [...copies, ...DEMO_IDS], 'active')).toEqual({
      changed: 155,
      notFound: [],
    });
    const missing = Array.from({ length: 345 }, (_, i) => `missing-${i}`);
    const refused = await setProductStatus(db, OWNER, [...copies, ...missing], 'archived');
    expect(refused).toEqual({ changed: 0, notFound: missing });
    expect(await statusOf(copies[149]!)).toBe('active');
    const removed = await deleteProducts(db, OWNER, copies);
    expect(removed.deleted).toHaveLength(150);
    expect(await rowCount('SELECT COUNT(*) AS n FROM products WHERE merchant_id = ?', OWNER)).toBe(DEMO_IDS.length);
  });
});

describe('duplicate', () => {
  it('makes a draft copy with (Copy), -COPY, the tags, no image rows, dated now and listed first', async () => {
    await db
      .prepare(
        "INSERT INTO product_images (id, product_id, storage_key, content_type, size_bytes, position, created_at) VALUES ('img-1', 'veg-cili', 'products/veg-cili/a.webp', 'image/webp', 10, 0, '2026-11-01')",
      )
      .run();
    const now = '2026-11-26T08:00:00.000Z';
    const copy = await duplicateProduct(db, OWNER, 'veg-cili', now);
    expect(copy).toMatchObject({ ok: true, sku: 'SKU-veg-cili-COPY' });
    if (!copy.ok) throw new Error('no copy');
    const listed = (await sellerProductPage(db, OWNER, query())).products;
    expect(listed[0]!.id).toBe(copy.id);
    expect(listed[0]).toMatchObject({
      name: 'Cili Padi (Bird\u2019s Eye Chilli) (Copy)',
      sku: 'SKU-veg-cili-COPY',
      status: 'draft',
      unitPriceSen: 500,
      compareAtSen: 600,
      quantity: 60,
      imageUrl: '/products/veg-cili.svg',
      sales: 0,
      revenueSen: 0,
      views: 0,
      rating: 0,
      reviews: 0,
      createdAt: now,
      updatedAt: now,
      tags: ['spicy', 'pesticide-free'],
    });
    expect(await rowCount('SELECT COUNT(*) AS n FROM product_images WHERE product_id = ?', copy.id)).toBe(0);
    expect(await rowCount('SELECT COUNT(*) AS n FROM product_images WHERE product_id = ?', 'veg-cili')).toBe(1);
  });

  it('numbers the SKU when -COPY is taken: -COPY-2, -COPY-3', async () => {
    const second = await duplicateProduct(db, OWNER, 'veg-cili');
    const third = await duplicateProduct(db, OWNER, 'veg-cili');
    expect(second).toMatchObject({ ok: true, sku: 'SKU-veg-cili-COPY-2' });
    expect(third).toMatchObject({ ok: true, sku: 'SKU-veg-cili-COPY-3' });
  });
});

describe('delete', () => {
  it('erases a product without orders (with its tags and images) and archives one with orders', async () => {
    const copy = await duplicateProduct(db, OWNER, 'veg-kangkung');
    if (!copy.ok) throw new Error('no copy');
    await db
      .prepare(
        "INSERT INTO product_images (id, product_id, storage_key, content_type, size_bytes, position, created_at) VALUES ('img-2', ?, 'products/copy/b.webp', 'image/webp', 10, 0, '2026-11-01')",
      )
      .bind(copy.id)
      .run();
    const orderItemsBefore = await rowCount('SELECT COUNT(*) AS n FROM order_items');
    const result = await deleteProducts(db, OWNER, [copy.id, 'veg-kangkung']);
    expect(result).toEqual({
      deleted: [copy.id],
      archived: ['veg-kangkung'],
      notFound: [],
      imageKeys: ['products/copy/b.webp'],
    });
    expect(await statusOf(copy.id)).toBeNull();
    expect(await rowCount('SELECT COUNT(*) AS n FROM product_tags WHERE product_id = ?', copy.id)).toBe(0);
    expect(await rowCount('SELECT COUNT(*) AS n FROM product_images WHERE product_id = ?', copy.id)).toBe(0);
    expect(await statusOf('veg-kangkung')).toBe('archived');
    expect(await statusOf('fish-kerapu')).toBe('active');
    expect(await rowCount('SELECT COUNT(*) AS n FROM order_items')).toBe(orderItemsBefore);
    expect(await rowCount("SELECT COUNT(*) AS n FROM product_tags WHERE product_id = 'veg-kangkung'")).toBe(2);
  });
});
