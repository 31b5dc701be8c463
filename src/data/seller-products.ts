/**
 * A merchant's own catalogue for Manage Products: the list with its figures, and the status, delete and
 * duplicate changes. Every statement is scoped with `merchant_id = ?`: another merchant's product id is
 * "not found" and changes nothing.
 */
import { copyName, copySku, type SellerProduct, type SellerProductStatus } from '../lib/seller-products';

/** D1 binds at most 100 parameters per statement; the rest of each statement needs a few. */
const IDS_PER_STATEMENT = 90;

function chunks<T>(items: T[], size = IDS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** Sales and revenue count items of orders that neither the buyer nor this seller cancelled. */
const LIST_SQL = `
  SELECT p.id, p.name, p.image_url, p.category, p.sku, p.stock, p.price_sen, p.compare_at_sen, p.status,
         p.views, p.created_at, p.updated_at,
         COALESCE(s.units, 0) AS sales, COALESCE(s.revenue, 0) AS revenue,
         COALESCE(r.rating, 0) AS rating, COALESCE(r.reviews, 0) AS reviews
  FROM products p
  LEFT JOIN (
    SELECT oi.product_id, SUM(oi.quantity) AS units, SUM(oi.total_price_sen) AS revenue
    FROM order_items oi
    JOIN orders o ON o.id = oi.order_id AND o.status <> 'cancelled'
    LEFT JOIN seller_orders so ON so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id
    WHERE oi.merchant_id = ?1 AND (so.status IS NULL OR so.status <> 'cancelled')
    GROUP BY oi.product_id
  ) s ON s.product_id = p.id
  LEFT JOIN (
    SELECT product_id, AVG(rating) AS rating, COUNT(*) AS reviews FROM reviews WHERE merchant_id = ?1 GROUP BY product_id
  ) r ON r.product_id = p.id
  WHERE p.merchant_id = ?1
  ORDER BY p.created_at DESC, p.name`;

const TAGS_SQL = `
  SELECT t.product_id, t.tag FROM product_tags t JOIN products p ON p.id = t.product_id
  WHERE p.merchant_id = ? ORDER BY t.product_id, t.rowid`;

interface ListRow {
  id: string;
  name: string;
  image_url: string;
  category: string;
  sku: string | null;
  stock: number;
  price_sen: number;
  compare_at_sen: number | null;
  status: SellerProductStatus;
  views: number;
  created_at: string;
  updated_at: string;
  sales: number;
  revenue: number;
  rating: number;
  reviews: number;
}

export async function listSellerProducts(db: D1Database, merchantId: string): Promise<SellerProduct[]> {
  const [list, tags] = await db.batch([db.prepare(LIST_SQL).bind(merchantId), db.prepare(TAGS_SQL).bind(merchantId)]);
  const tagsByProduct = new Map<string, string[]>();
  for (const row of tags!.results as { product_id: string; tag: string }[]) {
    const found = tagsByProduct.get(row.product_id);
    if (found) found.push(row.tag);
    else tagsByProduct.set(row.product_id, [row.tag]);
  }
  return (list!.results as ListRow[]).map((row) => ({
    id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    category: row.category,
    sku: row.sku ?? '',
    quantity: row.stock,
    unitPriceSen: row.price_sen,
    compareAtSen: row.compare_at_sen,
    status: row.status,
    sales: row.sales,
    revenueSen: row.revenue,
    views: row.views,
    rating: Math.round(row.rating * 10) / 10,
    reviews: row.reviews,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    tags: tagsByProduct.get(row.id) ?? [],
  }));
}

interface OwnedRow {
  id: string;
  stock: number;
  /** 1 when order items or reviews point at it: it must stay so that they keep their product. */
  referenced: number;
}

/** Which of these ids the merchant owns; the rest are "not found". */
async function ownedProducts(db: D1Database, merchantId: string, ids: string[]): Promise<{ owned: OwnedRow[]; notFound: string[] }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { owned: [], notFound: [] };
  const results = await db.batch(
    chunks(unique).map((chunk) =>
      db
        .prepare(
          `SELECT p.id, p.stock,
                  (EXISTS (SELECT 1 FROM order_items oi WHERE oi.product_id = p.id)
                   OR EXISTS (SELECT 1 FROM reviews rv WHERE rv.product_id = p.id)) AS referenced
           FROM products p WHERE p.merchant_id = ? AND p.id IN (${placeholders(chunk.length)})`,
        )
        .bind(merchantId, ...chunk),
    ),
  );
  const owned = results.flatMap((r) => r.results as OwnedRow[]);
  const ownedIds = new Set(owned.map((o) => o.id));
  return { owned, notFound: unique.filter((id) => !ownedIds.has(id)) };
}

export type StatusChange = 'active' | 'draft' | 'archived';

export interface StatusResult {
  /** Rows changed. */
  changed: number;
  /** Ids that are not this merchant's products (or do not exist). */
  notFound: string[];
}

/**
 * Activate ('active', but 'out_of_stock' for a product with no stock), deactivate ('draft') or archive
 * ('archived') the merchant's products in one batch. All or nothing: a list with any id that is not this
 * merchant's product changes nothing and names those ids.
 */
export async function setProductStatus(
  db: D1Database,
  merchantId: string,
  ids: string[],
  status: StatusChange,
  now = new Date().toISOString(),
): Promise<StatusResult> {
  const { owned, notFound } = await ownedProducts(db, merchantId, ids);
  if (owned.length === 0 || notFound.length > 0) return { changed: 0, notFound };
  const results = await db.batch(
    chunks(owned.map((o) => o.id)).map((chunk) =>
      db
        .prepare(
          `UPDATE products SET status = CASE WHEN ?1 = 'active' AND stock = 0 THEN 'out_of_stock' ELSE ?1 END, updated_at = ?2
           WHERE merchant_id = ?3 AND id IN (${chunk.map((_, i) => `?${i + 4}`).join(', ')})`,
        )
        .bind(status, now, merchantId, ...chunk),
    ),
  );
  return { changed: results.reduce((sum, r) => sum + (r.meta.changes ?? 0), 0), notFound };
}

export interface DeleteResult {
  /** Products erased, with their tags and image rows. */
  deleted: string[];
  /** Products that orders or reviews refer to: archived instead, so that the history keeps them. */
  archived: string[];
  notFound: string[];
  /** R2 keys of the erased products' images, for the caller to remove from the bucket. */
  imageKeys: string[];
}

export async function deleteProducts(
  db: D1Database,
  merchantId: string,
  ids: string[],
  now = new Date().toISOString(),
): Promise<DeleteResult> {
  const { owned, notFound } = await ownedProducts(db, merchantId, ids);
  // All or nothing, as for status changes.
  if (owned.length === 0 || notFound.length > 0) return { deleted: [], archived: [], notFound, imageKeys: [] };
  const archived = owned.filter((o) => o.referenced).map((o) => o.id);
  const deleted = owned.filter((o) => !o.referenced).map((o) => o.id);

  let imageKeys: string[] = [];
  if (deleted.length > 0) {
    const keys = await db.batch(
      chunks(deleted).map((chunk) =>
        db
          .prepare(
            `SELECT i.storage_key FROM product_images i JOIN products p ON p.id = i.product_id
             WHERE p.merchant_id = ? AND i.product_id IN (${placeholders(chunk.length)})`,
          )
          .bind(merchantId, ...chunk),
      ),
    );
    imageKeys = keys.flatMap((r) => (r.results as { storage_key: string }[]).map((k) => k.storage_key));
  }

  const owns = (column: string, n: number) =>
    `${column} IN (SELECT id FROM products WHERE merchant_id = ? AND id IN (${placeholders(n)}))`;
  const statements: D1PreparedStatement[] = [];
  for (const chunk of chunks(archived)) {
    statements.push(
      db
        .prepare(`UPDATE products SET status = 'archived', updated_at = ? WHERE merchant_id = ? AND id IN (${placeholders(chunk.length)})`)
        .bind(now, merchantId, ...chunk),
    );
  }
  for (const chunk of chunks(deleted)) {
    statements.push(
      db.prepare(`DELETE FROM product_tags WHERE ${owns('product_id', chunk.length)}`).bind(merchantId, ...chunk),
      db.prepare(`DELETE FROM product_images WHERE ${owns('product_id', chunk.length)}`).bind(merchantId, ...chunk),
      // A product that gained an order or review since the check above is left alone rather than failing.
      db
        .prepare(
          `DELETE FROM products WHERE merchant_id = ? AND id IN (${placeholders(chunk.length)})
           AND NOT EXISTS (SELECT 1 FROM order_items oi WHERE oi.product_id = products.id)
           AND NOT EXISTS (SELECT 1 FROM reviews rv WHERE rv.product_id = products.id)`,
        )
        .bind(merchantId, ...chunk),
    );
  }
  await db.batch(statements);
  return { deleted, archived, notFound, imageKeys };
}

export type DuplicateResult = { ok: true; id: string; name: string; sku: string } | { ok: false; notFound: true };

/**
 * A new draft copy: "(Copy)" on the name, "-COPY" (then "-COPY-2"...) on the SKU, the tags copied, no image
 * rows (R2 keys are never shared; the copy keeps the image URL), dated now so that it leads the default sort.
 * Sales, revenue, rating and reviews are computed, so a new id starts them at 0; views start at 0.
 */
export async function duplicateProduct(
  db: D1Database,
  merchantId: string,
  id: string,
  now = new Date().toISOString(),
): Promise<DuplicateResult> {
  const source = await db
    .prepare('SELECT name, sku FROM products WHERE merchant_id = ? AND id = ?')
    .bind(merchantId, id)
    .first<{ name: string; sku: string | null }>();
  if (!source) return { ok: false, notFound: true };

  const newId = `prod-${crypto.randomUUID()}`;
  const name = copyName(source.name);
  for (let attempt = 0; ; attempt++) {
    let sku = '';
    if (source.sku) {
      const taken = await db
        .prepare("SELECT sku FROM products WHERE merchant_id = ? AND sku LIKE ? ESCAPE '\\'")
        .bind(merchantId, `${source.sku.replace(/[\\%_]/g, '\\$&')}-COPY%`)
        .all<{ sku: string }>();
      sku = copySku(source.sku, taken.results.map((r) => r.sku));
    }
    try {
      await db.batch([
        db
          .prepare(
            `INSERT INTO products (id, merchant_id, name, description, category, condition, sku, price_sen, compare_at_sen, stock,
               track_quantity, allow_backorders, requires_shipping, taxable, weight_grams, length_mm, width_mm, height_mm,
               image_url, status, views, created_at, updated_at)
             SELECT ?, merchant_id, ?, description, category, condition, ?, price_sen, compare_at_sen, stock,
               track_quantity, allow_backorders, requires_shipping, taxable, weight_grams, length_mm, width_mm, height_mm,
               image_url, 'draft', 0, ?, ?
             FROM products WHERE merchant_id = ? AND id = ?`,
          )
          .bind(newId, name, sku || source.sku, now, now, merchantId, id),
        db
          .prepare(
            `INSERT INTO product_tags (product_id, tag)
             SELECT ?, t.tag FROM product_tags t JOIN products p ON p.id = t.product_id
             WHERE p.merchant_id = ? AND t.product_id = ? ORDER BY t.rowid`,
          )
          .bind(newId, merchantId, id),
      ]);
      return { ok: true, id: newId, name, sku };
    } catch (error) {
      // Another copy took the same SKU between the look-up and the insert: look again, a few times.
      if (attempt < 3 && /UNIQUE/i.test(String(error))) continue;
      throw error;
    }
  }
}
