import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteProducts, duplicateProduct, listSellerProducts, setProductStatus } from '../../src/data/seller-products';
import { visibleSellerProducts, DEFAULT_SELLER_QUERY } from '../../src/lib/seller-products';
import { countRows, freshDatabase, snapshot } from './support';

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
  return (await db.prepare('SELECT status FROM products WHERE id = ?').bind(id).first<{ status: string }>())?.status ?? null;
}

const rowCount = (sql: string, ...params: unknown[]) => countRows(db, sql, ...params);

describe('listSellerProducts', () => {
  it("lists exactly the seller's own products with their figures, newest first", async () => {
    const products = await listSellerProducts(db, OWNER);
    expect(products.map((p) => p.id).sort()).toEqual([...DEMO_IDS].sort());
    expect(products.map((p) => p.id)).toEqual(visibleSellerProducts(products, DEFAULT_SELLER_QUERY).map((p) => p.id));
    const kangkung = products.find((p) => p.id === 'veg-kangkung')!;
    expect(kangkung).toMatchObject({ sku: 'SKU-veg-kangkung', unitPriceSen: 350, quantity: 48, status: 'active', category: 'vegetables' });
    expect(kangkung.tags).toEqual(['leafy greens', 'pesticide-free']);
    expect(kangkung.sales).toBeGreaterThan(0);
    expect(kangkung.revenueSen).toBe(kangkung.sales * 350);
    const cili = products.find((p) => p.id === 'veg-cili')!;
    expect(cili.compareAtSen).toBe(600);
    expect(cili.rating).toBeGreaterThan(0);
    expect(cili.reviews).toBeGreaterThan(0);
  });

  it("never shows another merchant's products", async () => {
    const others = await listSellerProducts(db, OTHER);
    expect(others.length).toBeGreaterThan(0);
    expect(others.some((p) => DEMO_IDS.includes(p.id))).toBe(false);
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
    expect(await setProductStatus(db, OWNER, ['no-such-product'], 'archived')).toEqual({ changed: 0, notFound: ['no-such-product'] });
    expect(await snapshot(db)).toEqual(before);
  });

  it('and a list mixing own and foreign ids changes nothing at all', async () => {
    const before = await snapshot(db);
    expect(await setProductStatus(db, OTHER, ['veg-sawi', 'fish-kerapu'], 'draft')).toEqual({ changed: 0, notFound: ['veg-sawi'] });
    expect(await deleteProducts(db, OTHER, ['fish-kerapu', 'veg-sawi'])).toEqual({ deleted: [], archived: [], notFound: ['veg-sawi'], imageKeys: [] });
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('status changes by the owner', () => {
  it('deactivates to draft, archives, and activates again', async () => {
    expect(await setProductStatus(db, OWNER, ['veg-sawi', 'veg-terung'], 'draft')).toEqual({ changed: 2, notFound: [] });
    expect(await statusOf('veg-sawi')).toBe('draft');
    expect(await setProductStatus(db, OWNER, ['veg-sawi'], 'archived')).toEqual({ changed: 1, notFound: [] });
    expect(await statusOf('veg-sawi')).toBe('archived');
    expect(await setProductStatus(db, OWNER, ['veg-sawi', 'veg-terung', 'veg-sawi'], 'active')).toEqual({ changed: 2, notFound: [] });
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
    expect(await setProductStatus(db, OWNER, [...copies, ...DEMO_IDS], 'active')).toEqual({ changed: 155, notFound: [] });
    const missing = Array.from({ length: 345 }, (_, i) => `missing-${i}`);
    const refused = await setProductStatus(db, OWNER, [...copies, ...missing], 'archived');
    expect(refused).toEqual({ changed: 0, notFound: missing });
    expect(await statusOf(copies[149])).toBe('active');
    const removed = await deleteProducts(db, OWNER, copies);
    expect(removed.deleted).toHaveLength(150);
    expect(await rowCount('SELECT COUNT(*) AS n FROM products WHERE merchant_id = ?', OWNER)).toBe(DEMO_IDS.length);
  });
});

describe('duplicate', () => {
  it('makes a draft copy with (Copy), -COPY, the tags, no image rows, dated now and listed first', async () => {
    await db
      .prepare("INSERT INTO product_images (id, product_id, storage_key, content_type, size_bytes, position, created_at) VALUES ('img-1', 'veg-cili', 'products/veg-cili/a.webp', 'image/webp', 10, 0, '2026-11-01')")
      .run();
    const now = '2026-11-26T08:00:00.000Z';
    const copy = await duplicateProduct(db, OWNER, 'veg-cili', now);
    expect(copy).toMatchObject({ ok: true, sku: 'SKU-veg-cili-COPY' });
    if (!copy.ok) throw new Error('no copy');
    const products = await listSellerProducts(db, OWNER);
    const listed = visibleSellerProducts(products, DEFAULT_SELLER_QUERY);
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
      .prepare("INSERT INTO product_images (id, product_id, storage_key, content_type, size_bytes, position, created_at) VALUES ('img-2', ?, 'products/copy/b.webp', 'image/webp', 10, 0, '2026-11-01')")
      .bind(copy.id)
      .run();
    const orderItemsBefore = await rowCount('SELECT COUNT(*) AS n FROM order_items');
    const result = await deleteProducts(db, OWNER, [copy.id, 'veg-kangkung']);
    expect(result).toEqual({ deleted: [copy.id], archived: ['veg-kangkung'], notFound: [], imageKeys: ['products/copy/b.webp'] });
    expect(await statusOf(copy.id)).toBeNull();
    expect(await rowCount('SELECT COUNT(*) AS n FROM product_tags WHERE product_id = ?', copy.id)).toBe(0);
    expect(await rowCount('SELECT COUNT(*) AS n FROM product_images WHERE product_id = ?', copy.id)).toBe(0);
    expect(await statusOf('veg-kangkung')).toBe('archived');
    expect(await statusOf('fish-kerapu')).toBe('active');
    expect(await rowCount('SELECT COUNT(*) AS n FROM order_items')).toBe(orderItemsBefore);
    expect(await rowCount("SELECT COUNT(*) AS n FROM product_tags WHERE product_id = 'veg-kangkung'")).toBe(2);
  });
});
