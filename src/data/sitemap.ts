/**
 * What the sitemap lists, read from D1: the products buyers may see, in id order with when each last changed,
 * through their own covering index (migrations/0034), a page of at most SITEMAP_PAGE_SIZE at a time; and the
 * stores with something on sale, from the Merchant filter's one row (migrations/0009).
 */
import { SITEMAP_PAGE_SIZE } from '../lib/sitemap';

const LISTED = `status IN ('active', 'out_of_stock') AND merchant_active = 1`;

export async function sitemapProductCount(db: Database): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM products INDEXED BY products_sitemap WHERE ${LISTED}`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The products of one sitemap file (from 1), each with its last change. */
export async function sitemapProducts(db: Database, page: number): Promise<{ id: string; updatedAt: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, updated_at FROM products INDEXED BY products_sitemap WHERE ${LISTED} ORDER BY id LIMIT ? OFFSET ?`,
    )
    .bind(SITEMAP_PAGE_SIZE, (page - 1) * SITEMAP_PAGE_SIZE)
    .all<{ id: string; updated_at: string }>();
  return results.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
}

/** The stores buyers may visit: those with a product on sale. */
export async function sitemapStores(db: Database): Promise<string[]> {
  const row = await db.prepare('SELECT options FROM merchant_filter_options WHERE id = 1').first<{ options: string }>();
  return row ? (JSON.parse(row.options) as [string, string][]).map(([id]) => id) : [];
}
