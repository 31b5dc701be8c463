/**
 * The public catalogue: what buyers and visitors may see. Only active and out-of-stock products of active
 * merchants are visible; drafts and archived products are not.
 */
import { pictureUrlOf } from '../lib/pictures';
import {
  COUNT_LIMIT,
  ftsPhrase,
  foldQuotes,
  likeEscape,
  LISTING_PRICE_RANGES,
  MAX_FIRST,
  MIN_INDEXED_SEARCH,
  PAGE_SIZE,
  RATINGS,
  SEARCH_CANDIDATES,
  STORE_PAGE_SIZE,
  STORE_PRICE_RANGES,
  type Category,
  type CatalogueProduct,
  type ListingPage,
  type ListingQuery,
  type ListingSort,
  type StoreQuery,
  type StoreSort,
} from '../lib/catalogue';
import { PRODUCT_ID_PATTERN } from '../lib/product-limits';
import type { MerchantRow } from './merchants';
import { placeholders } from './sql';
import { ratingOf } from '../lib/rating';
import { meaningQuery, searchWords } from '../lib/search-terms';
import { spellingsNear } from './search-spellings';
import { LOW_STOCK_THRESHOLD } from '../lib/stock';

/**
 * A visible product with its figures. Rating, review count and units sold are columns kept current by the
 * database's triggers (migrations/0002), so no page view aggregates reviews or order items. The status test
 * is written exactly as in the partial indexes of the listing sorts, so that SQLite can use them; whether the
 * merchant is active is kept on the product (migrations/0002), and the merchant's name is looked up for the
 * products shown only: a join would let SQLite read every merchant before the first product of the page.
 */
const CATALOGUE_COLUMNS = `p.id, p.name, p.description, p.category, p.image_url, p.price_sen, p.stock, p.track_quantity,
  p.allow_backorders, p.weight_grams,
  p.merchant_id, (SELECT display_name FROM merchants WHERE id = p.merchant_id) AS merchant_name,
  (SELECT logo_key FROM merchants WHERE id = p.merchant_id) AS merchant_logo_key, p.created_at,
  p.rating_x10, p.review_count, p.units_sold`;
const VISIBLE = `p.status IN ('active', 'out_of_stock') AND p.merchant_active = 1`;
const CATALOGUE_FROM = 'FROM products p';
const CATALOGUE_SELECT = `SELECT ${CATALOGUE_COLUMNS} ${CATALOGUE_FROM} WHERE ${VISIBLE}`;

export interface MerchantOption {
  id: string;
  name: string;
}

/**
 * Merchants with a product buyers may see, by name: one row that the database's triggers keep
 * (migrations/0009), so that a listing view reads one row for the filter, not one per merchant.
 */
const MERCHANT_OPTIONS_SELECT = 'SELECT options FROM merchant_filter_options WHERE id = 1';

function merchantOptions(result: D1Result): MerchantOption[] {
  const row = result.results[0] as { options: string } | undefined;
  if (!row) return [];
  return (JSON.parse(row.options) as [string, string][]).map(([id, name]) => ({ id, name }));
}

/** A stored text with curly apostrophes and quotes folded to straight ones, as the search index keeps it (foldQuotes). */
const folded = (column: string) =>
  `replace(replace(replace(replace(${column}, char(8217), ''''), char(8216), ''''), char(8220), '"'), char(8221), '"')`;

interface CatalogueRow {
  id: string;
  name: string;
  description: string;
  category: Category;
  image_url: string;
  price_sen: number;
  stock: number;
  track_quantity: number;
  allow_backorders: number;
  weight_grams: number | null;
  merchant_id: string;
  merchant_name: string;
  merchant_logo_key: string | null;
  created_at: string;
  rating_x10: number;
  review_count: number;
  units_sold: number;
}

function toCatalogueProduct(row: CatalogueRow): CatalogueProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    imageUrl: row.image_url,
    priceSen: row.price_sen,
    stock: row.stock,
    trackQuantity: row.track_quantity === 1,
    allowBackorders: row.allow_backorders === 1,
    weightGrams: row.weight_grams,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    merchantLogoUrl: row.merchant_logo_key ? `/media/${row.merchant_logo_key}` : null,
    createdAt: row.created_at,
    rating: row.rating_x10 / 10,
    reviewCount: row.review_count,
    unitsSold: row.units_sold,
  };
}

/** The ORDER BY of each listing sort; each but the search ranking walks an index of migrations/0002. */
const LISTING_ORDER: Record<ListingSort, string> = {
  relevance: 'p.units_sold DESC, p.name COLLATE NOCASE, p.id',
  name: 'p.name COLLATE NOCASE, p.id',
  'name-desc': 'p.name COLLATE NOCASE DESC, p.id DESC',
  'price-low': 'p.price_sen, p.name COLLATE NOCASE, p.id',
  'price-high': 'p.price_sen DESC, p.name COLLATE NOCASE, p.id',
  newest: 'p.created_at DESC, p.name COLLATE NOCASE, p.id',
  oldest: 'p.created_at, p.name COLLATE NOCASE, p.id',
  rating: 'p.rating_x10 DESC, p.review_count DESC, p.name COLLATE NOCASE, p.id',
  popular: 'p.units_sold DESC, p.name COLLATE NOCASE, p.id',
};

type Param = string | number;

/** The index each listing sort walks (migrations/0002): the page is read in its order and stops at its end. */
const SORT_INDEX: Record<ListingSort, string> = {
  relevance: 'products_listed_popular',
  name: 'products_listed_name',
  'name-desc': 'products_listed_name',
  'price-low': 'products_listed_price',
  'price-high': 'products_listed_price_desc',
  newest: 'products_listed_newest',
  oldest: 'products_listed_oldest',
  rating: 'products_listed_rating',
  popular: 'products_listed_popular',
};

/** The sorts whose order has an index within a category too (the commonest filter with them). */
const CATEGORY_SORT_INDEX: Partial<Record<ListingSort, string>> = {
  relevance: 'products_listed_category',
  popular: 'products_listed_category',
  'price-low': 'products_listed_category_price',
  'price-high': 'products_listed_category_price_desc',
};

/** The SQL of one listing query, in parts that each statement of the page puts together. */
interface ListingSql {
  /** A common table expression of the search's candidates, or ''. */
  with: string;
  withParams: Param[];
  /** The products read for the page, for the count, and by id (For You's). */
  pageFrom: string;
  countFrom: string;
  byIdFrom: string;
  where: string;
  whereParams: Param[];
  order: string;
  orderParams: Param[];
  /** Whether the search went through the full-text index, whose candidates stop at SEARCH_CANDIDATES. */
  searched: boolean;
  /** Candidates from which there may be more than were read (half of them for a widened search: either index's). */
  full: number;
}

/**
 * The listing's query, with the index each read goes through named (INDEXED BY), so that the plan does not
 * hang on SQLite's statistics: a page walks the index of its sort, testing the filters row by row, and
 * stops at its last product; a filter that few products pass (a merchant, sold out, a name's start) is read
 * through its own index and its matches sorted instead. The count goes through the index of its most
 * selective filter and stops at COUNT_LIMIT rows.
 *
 * A search of three or more characters goes through the full-text index, which answers with its best
 * SEARCH_CANDIDATES matches by its own ranking; the listing ranks and filters those by the rules below.
 * One or two characters match the words that start with them in the same three (migrations/0027), and a lone
 * sign the start of a product name. Either way the best match is a name that starts with the search, then a name
 * that holds it, then the rest; then what sells.
 */
function listingSql(query: ListingQuery, meaning: string | null = null): ListingSql {
  const conditions: { sql: string; params: Param[] }[] = [{ sql: VISIBLE, params: [] }];
  if (query.category) conditions.push({ sql: 'p.category = ?', params: [query.category] });
  const price = LISTING_PRICE_RANGES.find((r) => r.value === query.price);
  if (price) conditions.push({ sql: 'p.price_sen >= ?', params: [price.minSen] });
  if (price && price.maxSen !== null) conditions.push({ sql: 'p.price_sen < ?', params: [price.maxSen] });
  if (query.availability === 'out-of-stock') conditions.push({ sql: 'p.stock <= 0', params: [] });
  if (query.availability === 'low-stock')
    conditions.push({ sql: 'p.stock BETWEEN 1 AND ?', params: [LOW_STOCK_THRESHOLD - 1] });
  if (query.availability === 'in-stock') conditions.push({ sql: 'p.stock >= ?', params: [LOW_STOCK_THRESHOLD] });
  if (query.merchant) conditions.push({ sql: 'p.merchant_id = ?', params: [query.merchant] });
  const rating = RATINGS.find((r) => r.value === query.rating);
  if (rating) conditions.push({ sql: 'p.rating_x10 >= ?', params: [Math.round(rating.min * 10)] });

  const needle = foldQuotes(query.q).toLocaleLowerCase('en');
  const trigrams = [...needle].length >= MIN_INDEXED_SEARCH;
  // One or two characters with a letter or digit: the words that start with them (product_words).
  const words = Boolean(needle) && !trigrams && /[\p{L}\p{N}]/u.test(needle);
  const indexed = trigrams || words;
  const index = words ? 'product_words' : 'product_search';
  // What is left (a lone "-" or "&"): the start of a product name.
  const prefix = Boolean(needle) && !indexed;
  if (prefix) conditions.push({ sql: "p.name LIKE ? ESCAPE '\\'", params: [`${likeEscape(needle)}%`] });

  const selective = query.merchant
    ? 'products_merchant'
    : prefix
      ? 'products_listed_name'
      : query.availability === 'out-of-stock'
        ? 'products_listed_stock'
        : null;
  const pageIndex = selective ?? ((query.category && CATEGORY_SORT_INDEX[query.sort]) || SORT_INDEX[query.sort]);
  const countIndex =
    selective ??
    (query.category
      ? 'products_listed_category'
      : price
        ? 'products_listed_price'
        : rating
          ? 'products_listed_rating'
          : 'products_listed_stock');
  const ranked = Boolean(needle) && query.sort === 'relevance';
  const name = `lower(${folded('p.name')})`;
  // The search's candidates lead, and each is found by its id: SQLite must not start from the products.
  const candidates =
    'FROM hits CROSS JOIN product_search_rows s ON s.rowid = hits.search_row CROSS JOIN products p ON p.id = s.product_id';
  const letters = `{name description merchant_name} : ${ftsPhrase(needle)}${words ? '*' : ''}`;
  // A search's letters anywhere, or, when it names something in other words (a synonym, a typo's likely word),
  // those whole words too: the best half of SEARCH_CANDIDATES from either index, each once, so that a widened search
  // reads about as many candidates as a plain one.
  const widened = trigrams && meaning !== null;
  const half = SEARCH_CANDIDATES / 2;
  const hits = widened
    ? `WITH hits AS (SELECT search_row FROM (
         SELECT * FROM (SELECT rowid AS search_row, rank FROM product_search WHERE product_search MATCH ? ORDER BY rank LIMIT ${half})
         UNION ALL
         SELECT * FROM (SELECT rowid AS search_row, rank FROM product_words WHERE product_words MATCH ? ORDER BY rank LIMIT ${half})
       ) GROUP BY search_row)`
    : `WITH hits AS (SELECT rowid AS search_row FROM ${index} WHERE ${index} MATCH ? ORDER BY rank LIMIT ${SEARCH_CANDIDATES})`;
  return {
    with: indexed ? hits : '',
    withParams: !indexed ? [] : widened ? [letters, `{name description merchant_name} : (${meaning})`] : [letters],
    pageFrom: indexed ? candidates : `FROM products p INDEXED BY ${pageIndex}`,
    countFrom: indexed ? candidates : `FROM products p INDEXED BY ${countIndex}`,
    byIdFrom: indexed ? candidates : CATALOGUE_FROM,
    where: conditions.map((c) => c.sql).join(' AND '),
    whereParams: conditions.flatMap((c) => c.params),
    order: ranked
      ? `CASE WHEN instr(${name}, ?) = 1 THEN 0 WHEN instr(${name}, ?) > 0 THEN 1 ELSE 2 END, ${LISTING_ORDER.relevance}`
      : LISTING_ORDER[query.sort],
    orderParams: ranked ? [needle, needle] : [],
    searched: indexed,
    full: widened ? half : SEARCH_CANDIDATES,
  };
}

/**
 * What a search of three letters or more means beyond its letters, as a whole-word query: the other names of its
 * words (SEARCH_SYNONYMS) and the words its typos may stand for (search_spellings). Null when it means nothing more.
 */
async function searchMeaning(db: Database, q: string): Promise<string | null> {
  const needle = foldQuotes(q).toLocaleLowerCase('en');
  // Text no product holds (a NUL byte) finds nothing, whatever words are around it (SECURITY.md).
  if ([...needle].length < MIN_INDEXED_SEARCH || needle.includes('\u0000')) return null;
  const words = searchWords(needle);
  if (words.length === 0) return null;
  return meaningQuery(words, await spellingsNear(db, words));
}

export interface CatalogueListing extends ListingPage {
  merchants: MerchantOption[];
}

/**
 * One page of the listing, its count and the merchants for the Merchant filter. Filtering, ranking, counting
 * and paging happen in D1, and a page reads about as many rows as it shows: the count stops COUNT_LIMIT rows
 * in (or just past the page asked for) and then says "more". A search reads its candidates once, counting
 * them as it pages. For You puts the given products (the buyer's wishlist, at most MAX_FIRST) first in the
 * whole result, then the rest, in the chosen order.
 */
export async function listingPage(db: Database, query: ListingQuery, first: string[] = []): Promise<CatalogueListing> {
  const sql = listingSql(query, await searchMeaning(db, query.q));
  const wished = [...new Set(first)].filter((id) => PRODUCT_ID_PATTERN.test(id)).slice(0, MAX_FIRST);
  const marks = placeholders(wished.length);
  const select = (from: string, extra = '', extraParams: Param[] = [], columns = CATALOGUE_COLUMNS) => ({
    sql: `${sql.with} SELECT ${columns} ${from} WHERE ${sql.where}${extra} ORDER BY ${sql.order}`,
    params: [...sql.withParams, ...sql.whereParams, ...extraParams, ...sql.orderParams],
  });
  const pageOf = (page: number, skip = 0, take = PAGE_SIZE, counted = false) => {
    const statement = select(
      sql.pageFrom,
      wished.length ? ` AND p.id NOT IN (${marks})` : '',
      wished,
      counted
        ? `${CATALOGUE_COLUMNS}, COUNT(*) OVER () AS matching, (SELECT COUNT(*) FROM hits) AS candidates`
        : CATALOGUE_COLUMNS,
    );
    return db
      .prepare(`${statement.sql} LIMIT ? OFFSET ?`)
      .bind(...statement.params, take, Math.max(0, (page - 1) * PAGE_SIZE - skip));
  };
  const countUpTo = Math.max(COUNT_LIMIT, query.page * PAGE_SIZE) + 1;
  const count = () =>
    db
      .prepare(
        `${sql.with} SELECT (SELECT COUNT(*) FROM (SELECT 1 ${sql.countFrom} WHERE ${sql.where} LIMIT ?)) AS n,
                ${sql.searched ? '(SELECT COUNT(*) FROM hits)' : '0'} AS candidates`,
      )
      .bind(...sql.withParams, ...sql.whereParams, countUpTo);
  const optionsRead = db.prepare(MERCHANT_OPTIONS_SELECT);

  // A search's page carries its own count (its candidates are few): one read of them, not two.
  if (sql.searched && !wished.length) {
    const [options, found] = await db.batch([optionsRead, pageOf(query.page, 0, PAGE_SIZE, true)]);
    const rows = found!.results as (CatalogueRow & { matching: number; candidates: number })[];
    if (rows.length > 0 || query.page === 1) {
      const total = rows[0]?.matching ?? 0;
      return {
        products: rows.map(toCatalogueProduct),
        total,
        more: (rows[0]?.candidates ?? 0) >= sql.full,
        page: query.page,
        pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
        merchants: merchantOptions(options!),
      };
    }
  }

  const firsts = wished.length ? select(sql.byIdFrom, ` AND p.id IN (${marks})`, wished) : null;
  const results = await db.batch([
    count(),
    optionsRead,
    firsts ? db.prepare(firsts.sql).bind(...firsts.params) : pageOf(query.page),
  ]);
  const { n, candidates } = (results[0]!.results as { n: number; candidates: number }[])[0]!;
  const total = Math.min(n, countUpTo - 1);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE) + (n >= countUpTo ? 1 : 0));
  const page = Math.min(query.page, pageCount);
  let products: CatalogueProduct[];
  if (firsts) {
    const wishedRows = (results[2]!.results as CatalogueRow[]).map(toCatalogueProduct);
    const start = (page - 1) * PAGE_SIZE;
    const shownFirst = wishedRows.slice(start, start + PAGE_SIZE);
    const others =
      shownFirst.length < PAGE_SIZE
        ? await pageOf(page, wishedRows.length, PAGE_SIZE - shownFirst.length).all<CatalogueRow>()
        : null;
    products = [...shownFirst, ...(others?.results ?? []).map(toCatalogueProduct)];
  } else {
    const rows = page === query.page ? results[2]! : await pageOf(page).all();
    products = (rows.results as CatalogueRow[]).map(toCatalogueProduct);
  }
  return {
    products,
    total,
    more: n >= countUpTo || candidates >= sql.full,
    page,
    pageCount,
    merchants: merchantOptions(results[1]!),
  };
}

export interface ProductDetail extends CatalogueProduct {
  compareAtSen: number | null;
  sku: string | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  tags: string[];
  images: string[];
  merchant: {
    id: string;
    name: string;
    description: string;
    city: string;
    joinedAt: string;
    rating: number;
    reviewCount: number;
    /** The store's own policies, from its settings (values, said in the reader's language by the page). */
    allowReturns: boolean;
    returnWindowDays: string;
    processingTime: string;
  };
}

/** One visible product with everything its page shows, or null; its reviews are paged by src/data/reviews.ts. */
export async function getProductDetail(db: Database, id: string): Promise<ProductDetail | null> {
  const [productResult, extraResult, tagsResult, imagesResult] = await db.batch([
    db.prepare(`${CATALOGUE_SELECT} AND p.id = ?`).bind(id),
    db
      .prepare(
        `SELECT p.compare_at_sen, p.sku, p.length_mm, p.width_mm, p.height_mm,
                m.description AS merchant_description, m.address_city, m.created_at AS merchant_joined,
                m.rating_total AS merchant_rating_total, m.review_count AS merchant_reviews,
                m.allow_returns, m.return_window, m.processing_time
         FROM products p JOIN merchants m ON m.id = p.merchant_id WHERE p.id = ?`,
      )
      .bind(id),
    db.prepare('SELECT tag FROM product_tags WHERE product_id = ? ORDER BY tag').bind(id),
    db.prepare('SELECT storage_key, picture FROM product_images WHERE product_id = ? ORDER BY position').bind(id),
  ]);
  const row = (productResult!.results as CatalogueRow[])[0];
  const extra = (extraResult!.results as Record<string, string | number | null>[])[0];
  if (!row || !extra) return null;
  const product = toCatalogueProduct(row);
  // A picture's card-sized variant, from which the page writes its srcset; one stored before variants were made
  // keeps its old address, which the media route sends on to its variants.
  const uploaded = (imagesResult!.results as { storage_key: string; picture: string | null }[]).map((r) =>
    r.picture ? pictureUrlOf(r.picture) : `/media/${r.storage_key}`,
  );
  return {
    ...product,
    compareAtSen: extra.compare_at_sen as number | null,
    sku: extra.sku as string | null,
    lengthMm: extra.length_mm as number | null,
    widthMm: extra.width_mm as number | null,
    heightMm: extra.height_mm as number | null,
    tags: (tagsResult!.results as { tag: string }[]).map((t) => t.tag),
    images: uploaded.length > 0 ? uploaded : [product.imageUrl],
    merchant: {
      id: product.merchantId,
      name: product.merchantName,
      description: extra.merchant_description as string,
      city: extra.address_city as string,
      joinedAt: extra.merchant_joined as string,
      rating: ratingOf(extra.merchant_rating_total as number, extra.merchant_reviews as number),
      reviewCount: extra.merchant_reviews as number,
      allowReturns: extra.allow_returns === 1,
      returnWindowDays: extra.return_window as string,
      processingTime: extra.processing_time as string,
    },
  };
}

export interface StoreProfile {
  id: string;
  displayName: string;
  businessName: string;
  description: string;
  email: string | null;
  phone: string | null;
  website: string;
  logoUrl: string | null;
  city: string;
  state: string;
  /** The full postal address, or null when the seller keeps it private (showAddress off). */
  address: string | null;
  primaryColor: string;
  accentColor: string;
  storefrontTheme: string;
  returnWindowDays: string;
  processingTime: string;
  allowReturns: boolean;
  joinedAt: string;
  stats: { totalProducts: number; totalSales: number; rating: number; reviewCount: number };
  /**
   * One page of the store's products as searched, filtered and sorted; `total` counts the matches, up to
   * COUNT_LIMIT for a search or a price filter, past which `more` is true.
   */
  products: { items: CatalogueProduct[]; total: number; more: boolean; page: number; pageCount: number };
}

const postalAddress = (m: MerchantRow) =>
  [m.address_street, m.address_city, [m.address_zip, m.address_state].filter(Boolean).join(' '), m.address_country]
    .filter(Boolean)
    .join(', ');

/** The store's product sorts, each served by the merchant's index of migrations/0002 or a sort of its few rows. */
/** The index each store sort walks (migrations/0004 and 0011), the store's products in the order shown. */
const STORE_SORT_INDEX: Record<StoreSort, string> = {
  name: 'products_merchant_name',
  'price-low': 'products_store_price',
  'price-high': 'products_store_price_desc',
  newest: 'products_store_newest',
};

const STORE_ORDER: Record<StoreSort, string> = {
  name: 'p.name COLLATE NOCASE, p.id',
  'price-low': 'p.price_sen, p.name COLLATE NOCASE, p.id',
  'price-high': 'p.price_sen DESC, p.name COLLATE NOCASE, p.id',
  newest: 'p.created_at DESC, p.name COLLATE NOCASE, p.id',
};

/**
 * The public store page of an active merchant, or null: the store, its figures (kept by triggers), one page
 * of its products as searched, filtered and sorted (its reviews are paged by src/data/reviews.ts). A store's
 * search reads only that store's products, so it matches any part of a name or description as typed.
 */
export async function getStoreProfile(
  db: Database,
  merchantId: string,
  query: StoreQuery = { q: '', price: '', sort: 'name', page: 1 },
): Promise<StoreProfile | null> {
  const conditions: { sql: string; params: Param[] }[] = [
    { sql: VISIBLE, params: [] },
    { sql: 'p.merchant_id = ?', params: [merchantId] },
  ];
  // A search of three characters or more goes through the search index, scoped to this merchant; a shorter
  // one tests the store's own products.
  const needle = foldQuotes(query.q).toLocaleLowerCase('en');
  if ([...needle].length >= MIN_INDEXED_SEARCH) {
    conditions.push({
      sql: `p.id IN (SELECT s.product_id FROM product_search_rows s WHERE s.rowid IN
              (SELECT rowid FROM product_search WHERE product_search MATCH ?))`,
      params: [`merchant : ${ftsPhrase(`<${merchantId}>`)} AND {name description} : ${ftsPhrase(needle)}`],
    });
  } else if (needle) {
    conditions.push({
      sql: `(instr(lower(${folded('p.name')}), ?) > 0 OR instr(lower(${folded('p.description')}), ?) > 0)`,
      params: [needle, needle],
    });
  }
  const price = STORE_PRICE_RANGES.find((r) => r.value === query.price);
  if (price) conditions.push({ sql: 'p.price_sen >= ?', params: [price.minSen] });
  if (price && price.maxSen !== null) conditions.push({ sql: 'p.price_sen < ?', params: [price.maxSen] });
  const where = conditions.map((c) => c.sql).join(' AND ');
  const params = conditions.flatMap((c) => c.params);
  // Without a search the page walks the index of its sort and stops at its last product; a search's few
  // matches are found through the search index and sorted.
  const from = needle ? CATALOGUE_FROM : `FROM products p INDEXED BY ${STORE_SORT_INDEX[query.sort]}`;
  const productsOf = (page: number) =>
    db
      .prepare(
        `SELECT ${CATALOGUE_COLUMNS} ${from} WHERE ${where} ORDER BY ${STORE_ORDER[query.sort]} LIMIT ? OFFSET ?`,
      )
      .bind(...params, STORE_PAGE_SIZE, (page - 1) * STORE_PAGE_SIZE);
  // Unfiltered, the store's own count (kept by triggers) is the total; filtered, the count stops COUNT_LIMIT
  // rows in (or just past the page asked for), as the listing's does.
  const filtered = Boolean(needle) || Boolean(price);
  const countUpTo = Math.max(COUNT_LIMIT, query.page * STORE_PAGE_SIZE) + 1;

  const [merchantResult, countResult, productsResult] = await db.batch([
    db.prepare("SELECT * FROM merchants WHERE id = ? AND status = 'active'").bind(merchantId),
    filtered
      ? db
          .prepare(
            `SELECT COUNT(*) AS matching FROM (SELECT 1 ${needle ? CATALOGUE_FROM : 'FROM products p INDEXED BY products_store_price'} WHERE ${where} LIMIT ?)`,
          )
          .bind(...params, countUpTo)
      : db.prepare('SELECT listed_products AS matching FROM merchants WHERE id = ?').bind(merchantId),
    productsOf(query.page),
  ]);
  const merchant = (merchantResult!.results as MerchantRow[])[0];
  if (!merchant) return null;
  const counted = (countResult!.results as { matching: number }[])[0]?.matching ?? 0;
  const more = filtered && counted >= countUpTo;
  const matching = filtered ? Math.min(counted, countUpTo - 1) : counted;
  const pageCount = Math.max(1, Math.ceil(matching / STORE_PAGE_SIZE) + (more ? 1 : 0));
  const page = Math.min(query.page, pageCount);
  const rows = page === query.page ? productsResult! : await productsOf(page).all();
  return {
    id: merchant.id,
    displayName: merchant.display_name,
    businessName: merchant.business_name,
    description: merchant.description,
    email: merchant.show_email ? merchant.email : null,
    phone: merchant.show_phone ? merchant.phone : null,
    website: merchant.website,
    logoUrl: merchant.logo_key ? `/media/${merchant.logo_key}` : null,
    city: merchant.address_city,
    state: merchant.address_state,
    address: merchant.show_address ? postalAddress(merchant) : null,
    primaryColor: merchant.primary_color,
    accentColor: merchant.accent_color,
    storefrontTheme: merchant.storefront_theme,
    returnWindowDays: merchant.return_window,
    processingTime: merchant.processing_time,
    allowReturns: merchant.allow_returns === 1,
    joinedAt: merchant.created_at,
    stats: {
      totalProducts: merchant.listed_products,
      totalSales: merchant.units_sold,
      rating: ratingOf(merchant.rating_total, merchant.review_count),
      reviewCount: merchant.review_count,
    },
    products: {
      items: (rows.results as CatalogueRow[]).map(toCatalogueProduct),
      total: matching,
      more,
      page,
      pageCount,
    },
  };
}
