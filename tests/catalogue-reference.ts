/**
 * The listing as it was computed before it moved into D1: every visible product read with its figures
 * aggregated from reviews and order items, then filtered, sorted and paged in JavaScript. Kept as the
 * reference that the SQL listing (src/data/catalogue.ts) must agree with on the demo data.
 */
import { searchWords, synonymsOf } from '../src/lib/search-terms';
import {
  LISTING_PRICE_RANGES,
  PAGE_SIZE,
  RATINGS,
  STORE_PRICE_RANGES,
  type CatalogueProduct,
  type ListingQuery,
  type ListingSort,
  type PriceRange,
  type ReviewSort,
  type StoreQuery as ShopStoreQuery,
} from '../src/lib/catalogue';
import { availabilityOf } from '../src/lib/stock';

/** Every visible product with its rating, review count and units sold aggregated at read time. */
export async function allVisibleProducts(db: D1Database): Promise<CatalogueProduct[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.name, p.description, p.category, p.image_url, p.price_sen, p.stock, p.track_quantity, p.allow_backorders,
              p.weight_grams, p.merchant_id, m.display_name AS merchant_name, m.logo_key AS merchant_logo_key, p.created_at,
              COALESCE(r.rating, 0) AS rating, COALESCE(r.review_count, 0) AS review_count,
              COALESCE(s.units_sold, 0) AS units_sold
       FROM products p
       JOIN merchants m ON m.id = p.merchant_id AND m.status = 'active'
       LEFT JOIN (SELECT product_id, AVG(rating) AS rating, COUNT(*) AS review_count FROM reviews GROUP BY product_id) r
         ON r.product_id = p.id
       LEFT JOIN (
         SELECT oi.product_id, SUM(oi.quantity) AS units_sold
         FROM order_items oi JOIN orders o ON o.id = oi.order_id AND o.status <> 'cancelled'
         GROUP BY oi.product_id
       ) s ON s.product_id = p.id
       WHERE p.status IN ('active', 'out_of_stock')`,
    )
    .all<Record<string, string | number | null>>();
  return results.map((row) => ({
    id: row.id as string,
    name: row.name as string,
    description: row.description as string,
    category: row.category as CatalogueProduct['category'],
    imageUrl: row.image_url as string,
    priceSen: row.price_sen as number,
    stock: row.stock as number,
    trackQuantity: row.track_quantity === 1,
    allowBackorders: row.allow_backorders === 1,
    weightGrams: row.weight_grams as number | null,
    merchantId: row.merchant_id as string,
    merchantName: row.merchant_name as string,
    merchantLogoUrl: row.merchant_logo_key ? `/media/${row.merchant_logo_key as string}` : null,
    createdAt: row.created_at as string,
    rating: Math.round((row.rating as number) * 10) / 10,
    reviewCount: row.review_count as number,
    unitsSold: row.units_sold as number,
  }));
}

export function matchesSearch(product: CatalogueProduct, q: string): boolean {
  if (!q) return true;
  const needle = q.toLocaleLowerCase('en');
  const fields = [product.name, product.description, product.merchantName];
  if (fields.some((field) => field.toLocaleLowerCase('en').includes(needle))) return true;
  return [...needle].length >= 3 && !needle.includes('\u0000') && meansSearch(fields, searchWords(needle));
}

/**
 * A search of three letters or more also finds its words' other names (SEARCH_SYNONYMS) as whole words: one word,
 * any of its other names; several, every word as typed or by another name (typos need the database's words).
 */
function meansSearch(fields: string[], words: string[]): boolean {
  if (!words.some((word) => synonymsOf(word).length > 0)) return false;
  const own = fields.map((field) => ` ${searchWords(field).join(' ')} `);
  const has = (term: string) => own.some((text) => text.includes(` ${searchWords(term).join(' ')} `));
  if (words.length === 1) return synonymsOf(words[0]!).some(has);
  return words.every((word) => [word, ...synonymsOf(word)].some(has));
}

export function inPriceRange(priceSen: number, rangeValue: string, ranges: PriceRange[]): boolean {
  const found = ranges.find((r) => r.value === rangeValue);
  if (!found) return true;
  return priceSen >= found.minSen && (found.maxSen === null || priceSen < found.maxSen);
}

export function filterListing(products: CatalogueProduct[], query: ListingQuery): CatalogueProduct[] {
  const minRating = RATINGS.find((r) => r.value === query.rating)?.min ?? 0;
  return products.filter(
    (p) =>
      matchesSearch(p, query.q) &&
      (!query.category || p.category === query.category) &&
      inPriceRange(p.priceSen, query.price, LISTING_PRICE_RANGES) &&
      (!query.availability || availabilityOf(p.stock) === query.availability) &&
      (!query.merchant || p.merchantId === query.merchant) &&
      p.rating >= minRating,
  );
}

// Products of the same name once kept whatever order the database read them in; now the id settles it.
const byId = (a: CatalogueProduct, b: CatalogueProduct) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byName = (a: CatalogueProduct, b: CatalogueProduct) => a.name.localeCompare(b.name, 'en') || byId(a, b);
const byNewest = (a: CatalogueProduct, b: CatalogueProduct) => b.createdAt.localeCompare(a.createdAt) || byName(a, b);
const byPopular = (a: CatalogueProduct, b: CatalogueProduct) => b.unitsSold - a.unitsSold || byName(a, b);

/** How well a product answers a search: a name that starts with it, then a name that holds it, then the rest. */
function searchRank(product: CatalogueProduct, q: string): number {
  if (!q) return 0;
  const name = product.name.toLocaleLowerCase('en');
  const needle = q.toLocaleLowerCase('en');
  if (name.startsWith(needle)) return 0;
  if (name.includes(needle)) return 1;
  return 2;
}

const COMPARATORS: Record<ListingSort, (q: string) => (a: CatalogueProduct, b: CatalogueProduct) => number> = {
  // Relevance: the best search match first, then what sells, so that a shop's staples lead.
  relevance: (q) => (a, b) => searchRank(a, q) - searchRank(b, q) || byPopular(a, b),
  name: () => byName,
  'name-desc': () => (a, b) => byName(b, a),
  'price-low': () => (a, b) => a.priceSen - b.priceSen || byName(a, b),
  'price-high': () => (a, b) => b.priceSen - a.priceSen || byName(a, b),
  newest: () => byNewest,
  oldest: () => (a, b) => a.createdAt.localeCompare(b.createdAt) || byName(a, b),
  rating: () => (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byName(a, b),
  popular: () => byPopular,
};

export function sortListing(products: CatalogueProduct[], sort: ListingSort, q = ''): CatalogueProduct[] {
  return [...products].sort(COMPARATORS[sort](q));
}

export interface ListingPage {
  products: CatalogueProduct[];
  total: number;
  page: number;
  pageCount: number;
}

/** Filters, sorts and cuts one page out of the catalogue. */
export function listingPage(products: CatalogueProduct[], query: ListingQuery): ListingPage {
  const matching = sortListing(filterListing(products, query), query.sort, query.q);
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return {
    products: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matching.length,
    page,
    pageCount,
  };
}

export type StoreQuery = Omit<ShopStoreQuery, 'page'>;

export function filterStoreProducts(products: CatalogueProduct[], query: StoreQuery): CatalogueProduct[] {
  const needle = query.q.trim().toLocaleLowerCase('en');
  const matching = products.filter(
    (p) =>
      (!needle ||
        p.name.toLocaleLowerCase('en').includes(needle) ||
        p.description.toLocaleLowerCase('en').includes(needle)) &&
      inPriceRange(p.priceSen, query.price, STORE_PRICE_RANGES),
  );
  return sortListing(matching, query.sort);
}

/** The review orders as they were sorted in the browser; the store and product pages now sort them in SQL. */
export interface SortableReview {
  rating: number;
  createdAt: string;
}

export function sortReviews<T extends SortableReview>(reviews: T[], sort: ReviewSort): T[] {
  const newest = (a: T, b: T) => b.createdAt.localeCompare(a.createdAt);
  const comparators: Record<ReviewSort, (a: T, b: T) => number> = {
    newest,
    oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
    highest: (a, b) => b.rating - a.rating || newest(a, b),
    lowest: (a, b) => a.rating - b.rating || newest(a, b),
  };
  return [...reviews].sort(comparators[sort]);
}
