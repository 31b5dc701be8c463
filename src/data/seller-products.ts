/**
 * A merchant's own catalogue as Manage Products, its export and the dashboard read it: the list with its
 * figures. Reads only: every write to products is in src/data/products.ts. Every statement is scoped with
 * `merchant_id = ?`: another merchant's product id is "not found".
 */
import { likePattern } from '../lib/seller-orders';
import {
  categoryOptions,
  countersFromStatusCounts,
  DEFAULT_SELLER_SORT,
  PRODUCTS_PER_PAGE,
  type SellerProduct,
  type SellerProductListQuery,
  type SellerProductPage,
  type SellerProductQuery,
  type SellerProductStatus,
  type SellerSort,
} from '../lib/seller-products';
import { chunked, placeholders } from './sql';

/**
 * The list's columns. Sales, revenue, rating and reviews are the product's own counters (migrations/0002),
 * kept current by triggers with every order, cancellation and review: items of seller orders not cancelled.
 */
const LIST_COLUMNS = `p.id, p.name, p.image_url, p.category, p.sku, p.stock, p.price_sen, p.compare_at_sen, p.status,
  p.views, p.created_at, p.updated_at, p.units_sold AS sales, p.revenue_sen AS revenue,
  p.rating_x10 / 10.0 AS rating, p.review_count AS reviews`;
const LIST_FROM = 'FROM products p';

/**
 * Each sort as one key and a direction, the product id breaking ties in the same direction: one ORDER BY
 * serves both the page (LIMIT/OFFSET) and the export's keyset (after the last row's key and id).
 */
const SORT_KEYS: Record<SellerSort, { key: string; dir: 'ASC' | 'DESC' }> = {
  'name-asc': { key: 'p.name COLLATE NOCASE', dir: 'ASC' },
  'name-desc': { key: 'p.name COLLATE NOCASE', dir: 'DESC' },
  'price-asc': { key: 'p.price_sen', dir: 'ASC' },
  'price-desc': { key: 'p.price_sen', dir: 'DESC' },
  'stock-asc': { key: 'p.stock', dir: 'ASC' },
  'stock-desc': { key: 'p.stock', dir: 'DESC' },
  'sales-desc': { key: 'p.units_sold', dir: 'DESC' },
  // The rating as shown (one decimal), then more reviews first, folded into one number.
  'rating-desc': { key: 'p.rating_x10 * 1000000 + p.review_count', dir: 'DESC' },
  'created-desc': { key: 'p.created_at', dir: 'DESC' },
  'created-asc': { key: 'p.created_at', dir: 'ASC' },
};

function orderBy(sort: SellerSort): string {
  const { key, dir } = SORT_KEYS[sort] ?? SORT_KEYS[DEFAULT_SELLER_SORT];
  return `ORDER BY ${key} ${dir}, p.id ${dir}`;
}

/** The WHERE clause of the list, always scoped to the merchant; the search covers name, SKU and tags. */
function listWhere(merchantId: string, query: SellerProductQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const bind = (value: unknown) => `?${params.push(value)}`;
  const clauses = [`p.merchant_id = ${bind(merchantId)}`];
  if (query.status !== 'all') clauses.push(`p.status = ${bind(query.status)}`);
  if (query.category !== 'all') clauses.push(`p.category = ${bind(query.category)}`);
  const pattern = likePattern(query.search);
  if (pattern) {
    const like = bind(pattern);
    clauses.push(`(p.name LIKE ${like} ESCAPE '\\' OR p.sku LIKE ${like} ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM product_tags t WHERE t.product_id = p.id AND t.tag LIKE ${like} ESCAPE '\\'))`);
  }
  return { sql: clauses.join(' AND '), params };
}

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

async function withTags(db: Database, rows: ListRow[]): Promise<SellerProduct[]> {
  const tagsByProduct = new Map<string, string[]>();
  if (rows.length > 0) {
    const answers = await db.batch(
      chunked(rows.map((row) => row.id)).map((chunk) =>
        db
          .prepare(
            `SELECT product_id, tag FROM product_tags WHERE product_id IN (${placeholders(chunk.length)}) ORDER BY product_id, rowid`,
          )
          .bind(...chunk),
      ),
    );
    for (const row of answers.flatMap((answer) => answer.results as { product_id: string; tag: string }[])) {
      const found = tagsByProduct.get(row.product_id);
      if (found) found.push(row.tag);
      else tagsByProduct.set(row.product_id, [row.tag]);
    }
  }
  return rows.map((row) => ({
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

/**
 * One page of Manage Products: the matching products in the chosen sort, how many match, the five counters
 * (one count per status over the merchant's index) and the categories the merchant uses. A page past the
 * last one shows the last page.
 */
export async function sellerProductPage(
  db: Database,
  merchantId: string,
  query: SellerProductListQuery,
  perPage = PRODUCTS_PER_PAGE,
): Promise<SellerProductPage> {
  const where = listWhere(merchantId, query);
  const pageRows = (page: number) =>
    db
      .prepare(
        `SELECT ${LIST_COLUMNS} ${LIST_FROM} WHERE ${where.sql} ${orderBy(query.sort)} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      )
      .bind(...where.params);
  const [statuses, categories, counted, rows] = await db.batch([
    db.prepare('SELECT status, COUNT(*) AS n FROM products WHERE merchant_id = ? GROUP BY status').bind(merchantId),
    db.prepare('SELECT DISTINCT category FROM products WHERE merchant_id = ?').bind(merchantId),
    db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${where.sql}`).bind(...where.params),
    pageRows(query.page),
  ]);
  const matching = Number((counted!.results[0] as { n: number } | undefined)?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(matching / perPage));
  const page = Math.min(query.page, pageCount);
  const listed = page === query.page ? (rows!.results as ListRow[]) : (await pageRows(page).all<ListRow>()).results;
  return {
    query: { ...query, page },
    products: await withTags(db, listed),
    matching,
    page,
    pageCount,
    counters: countersFromStatusCounts(statuses!.results as { status: string; n: number }[]),
    categories: categoryOptions((categories!.results as { category: string }[]).map((row) => row.category)),
  };
}

/** The merchant's newest products that are not archived, for the dashboard: a bounded read. */
export async function recentSellerProducts(db: Database, merchantId: string, limit: number): Promise<SellerProduct[]> {
  const { results } = await db
    .prepare(
      `SELECT ${LIST_COLUMNS} ${LIST_FROM} WHERE p.merchant_id = ? AND p.status <> 'archived' ORDER BY p.created_at DESC, p.id DESC LIMIT ?`,
    )
    .bind(merchantId, limit)
    .all<ListRow>();
  return withTags(db, results);
}

/** How many of the merchant's products are not archived (one index count). */
export async function unarchivedProductCount(db: Database, merchantId: string): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM products WHERE merchant_id = ? AND status <> 'archived'")
    .bind(merchantId)
    .first<{ n: number }>();
  return Number(row?.n ?? 0);
}

/** One of the merchant's products as the list shows it; null when it is not theirs. */
export async function sellerProductById(db: Database, merchantId: string, id: string): Promise<SellerProduct | null> {
  const row = await db
    .prepare(`SELECT ${LIST_COLUMNS} ${LIST_FROM} WHERE p.merchant_id = ? AND p.id = ?`)
    .bind(merchantId, id)
    .first<ListRow>();
  return row ? (await withTags(db, [row]))[0]! : null;
}

/** Products read per step of an export. */
export const EXPORT_CHUNK = 500;

/**
 * Every product of the merchant that matches the search and filters, in the list's sort, a chunk at a time
 * by keyset (after the last row's sort key and id), so that an export of any size holds one chunk at a time.
 */
export async function* sellerProductsMatching(
  db: Database,
  merchantId: string,
  query: SellerProductQuery,
  chunk = EXPORT_CHUNK,
): AsyncGenerator<SellerProduct[]> {
  const where = listWhere(merchantId, query);
  const { key, dir } = SORT_KEYS[query.sort] ?? SORT_KEYS[DEFAULT_SELLER_SORT];
  let after: { key: unknown; id: string } | null = null;
  for (;;) {
    const n = where.params.length;
    const keyset: string = after ? ` AND (${key}, p.id) ${dir === 'ASC' ? '>' : '<'} (?${n + 1}, ?${n + 2})` : '';
    const params: unknown[] = after ? [...where.params, after.key, after.id] : where.params;
    const { results }: D1Result<ListRow & { sort_key: unknown }> = await db
      .prepare(
        `SELECT ${LIST_COLUMNS}, ${key} AS sort_key ${LIST_FROM} WHERE ${where.sql}${keyset} ${orderBy(query.sort)} LIMIT ${chunk}`,
      )
      .bind(...params)
      .all<ListRow & { sort_key: unknown }>();
    if (results.length > 0) yield await withTags(db, results);
    if (results.length < chunk) return;
    const last: ListRow & { sort_key: unknown } = results[results.length - 1]!;
    after = { key: last.sort_key, id: last.id };
  }
}
