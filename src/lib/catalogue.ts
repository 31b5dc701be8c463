/**
 * The catalogue's filters and sorts, shared by the server (the listing at `/`) and the seller store island.
 * A query string is parsed into a `ListingQuery`; anything unknown falls back to its default, so a shared
 * or hand-edited link never errors.
 */
import { PRODUCT_ID_PATTERN } from './product-limits';
import { STOCK_LABELS, type Availability } from './stock';

export interface CatalogueProduct {
  id: string;
  name: string;
  description: string;
  category: Category;
  imageUrl: string;
  priceSen: number;
  stock: number;
  /** The product's stock switches: a product not counted, or taking backorders, can be bought at 0. */
  trackQuantity: boolean;
  allowBackorders: boolean;
  weightGrams: number | null;
  merchantId: string;
  merchantName: string;
  /** The store's logo, shown beside its name on the card; null for the store's initials. */
  merchantLogoUrl: string | null;
  createdAt: string;
  /** Average review rating, 0 when there are no reviews. */
  rating: number;
  reviewCount: number;
  /** Units sold in orders that were not cancelled. */
  unitsSold: number;
}

export const CATEGORIES = [
  { value: 'vegetables', label: 'Vegetables' },
  { value: 'seafood', label: 'Seafood' },
  { value: 'meat', label: 'Meat' },
  { value: 'food', label: 'Food & Beverages' },
  { value: 'electronics', label: 'Electronics' },
  { value: 'clothing', label: 'Clothing & Fashion' },
  { value: 'home', label: 'Home & Garden' },
  { value: 'sports', label: 'Sports & Outdoors' },
  { value: 'books', label: 'Books & Media' },
] as const;

/** Every category a product may have; the listing filter offers the first nine. */
export const PRODUCT_CATEGORIES = [...CATEGORIES.map((c) => c.value), 'toys', 'beauty', 'automotive', 'other'] as const;
export type Category = (typeof PRODUCT_CATEGORIES)[number];

export interface PriceRange {
  value: string;
  label: string;
  minSen: number;
  /** Exclusive upper bound; null for the open-ended range. */
  maxSen: number | null;
}

function range(min: number, max: number | null): PriceRange {
  return {
    value: max === null ? `${min}+` : `${min}-${max}`,
    label: max === null ? `RM ${min}+` : `RM ${min} - RM ${max}`,
    minSen: min * 100,
    maxSen: max === null ? null : max * 100,
  };
}

export const LISTING_PRICE_RANGES: PriceRange[] = [
  range(0, 25),
  range(25, 50),
  range(50, 100),
  range(100, 200),
  range(200, 500),
  range(500, null),
];

export const STORE_PRICE_RANGES: PriceRange[] = [range(0, 50), range(50, 100), range(100, 200), range(200, null)];

export const AVAILABILITIES: { value: Availability; label: string }[] = (
  ['in-stock', 'low-stock', 'out-of-stock'] as const
).map((value) => ({ value, label: STOCK_LABELS[value] }));

export const RATINGS = [
  { value: '4.5', label: '4.5 stars & up', min: 4.5 },
  { value: '4', label: '4 stars & up', min: 4 },
  { value: '3', label: '3 stars & up', min: 3 },
] as const;

export const LISTING_SORTS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'name', label: 'Name: A to Z' },
  { value: 'name-desc', label: 'Name: Z to A' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'popular', label: 'Most Popular' },
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number]['value'];

export const STORE_SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
] as const;
export type StoreSort = (typeof STORE_SORTS)[number]['value'];

export const PAGE_SIZE = 24;
/** The store page shows its products a page at a time too. */
export const STORE_PAGE_SIZE = 24;
/**
 * The listing counts its matches up to this many (or just past the page asked for) and then says "500+":
 * an exact count of a large catalogue would read every product on every view.
 */
export const COUNT_LIMIT = 500;
/** A search's best matches that the listing ranks, filters and pages; more make the count say so ("100+"). */
export const SEARCH_CANDIDATES = 100;
/** Searches this long use the full-text index (it matches any three letters); shorter ones match a name's start. */
export const MIN_INDEXED_SEARCH = 3;
/** For You puts at most this many wishlisted products first. */
export const MAX_FIRST = 50;

export interface ListingPage {
  products: CatalogueProduct[];
  /** How many products match, counted up to a limit; `more` says there are more than that. */
  total: number;
  more: boolean;
  page: number;
  pageCount: number;
}

/**
 * Curly apostrophes and quotes as straight ones: a typed ' finds a stored ’ and the other way round, and " a
 * stored “ or ”. (Accents are folded by the search index itself: "creme" finds "Crème".)
 */
export function foldQuotes(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');
}

/**
 * A search as one full-text phrase: every character literal, matched anywhere in a word. FTS5 reads its query
 * as C text, which ends at a NUL byte (a string left open, an error): a NUL is searched as U+FFFD, which no
 * product or order holds, so such a search finds nothing instead of failing.
 */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""').replaceAll('\u0000', '\uFFFD')}"`;
}

/** A search as the start of a LIKE pattern, its wildcards taken literally (a backslash escapes them). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface ListingQuery {
  q: string;
  category: Category | '';
  price: string;
  availability: Availability | '';
  merchant: string;
  rating: string;
  sort: ListingSort;
  page: number;
}

export const DEFAULT_LISTING_QUERY: ListingQuery = {
  q: '',
  category: '',
  price: '',
  availability: '',
  merchant: '',
  rating: '',
  sort: 'relevance',
  page: 1,
};

const MAX_QUERY_LENGTH = 100;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

function parsePage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const merchant = (params.get('merchant') ?? '').trim();
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    category: oneOf(
      params.get('category'),
      CATEGORIES.map((c) => c.value),
    ),
    price: oneOf(
      params.get('price'),
      LISTING_PRICE_RANGES.map((r) => r.value),
    ),
    availability: oneOf(
      params.get('availability'),
      AVAILABILITIES.map((a) => a.value),
    ),
    merchant: /^[a-z0-9-]{1,64}$/.test(merchant) ? merchant : '',
    rating: oneOf(
      params.get('rating'),
      RATINGS.map((r) => r.value),
    ),
    sort:
      oneOf(
        params.get('sort'),
        LISTING_SORTS.map((s) => s.value),
      ) || 'relevance',
    page: parsePage(params.get('page')),
  };
}

/** The query string for a listing query, leaving out every default so that links stay short. */
export function listingSearch(query: Partial<ListingQuery>): string {
  const params = new URLSearchParams();
  const full = { ...DEFAULT_LISTING_QUERY, ...query };
  for (const key of ['q', 'category', 'price', 'availability', 'merchant', 'rating', 'sort', 'page'] as const) {
    const value = String(full[key]);
    if (value !== String(DEFAULT_LISTING_QUERY[key])) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasActiveFilters(query: ListingQuery): boolean {
  return Boolean(query.category || query.price || query.availability || query.merchant || query.rating);
}

export interface StoreQuery {
  q: string;
  price: string;
  sort: StoreSort;
  page: number;
}

export function parseStoreQuery(params: URLSearchParams): StoreQuery {
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    price: oneOf(
      params.get('price'),
      STORE_PRICE_RANGES.map((r) => r.value),
    ),
    sort:
      oneOf(
        params.get('sort'),
        STORE_SORTS.map((s) => s.value),
      ) || 'name',
    page: parsePage(params.get('page')),
  };
}

/** The query string of a store page's products, leaving out every default. */
export function storeSearch(query: StoreQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.price) params.set('price', query.price);
  if (query.sort !== 'name') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The wishlisted product ids For You puts first (`fy=a,b,c`): well-formed ids only, at most MAX_FIRST. */
export function parseFirstIds(value: string | null): string[] {
  const ids = (value ?? '').split(',').filter((id) => PRODUCT_ID_PATTERN.test(id));
  return [...new Set(ids)].slice(0, MAX_FIRST);
}

export function categoryLabel(category: string): string {
  return CATEGORIES.find((c) => c.value === category)?.label ?? category.charAt(0).toUpperCase() + category.slice(1);
}

/** Weight for display: grams to kilograms, "0.5 kg". */
export function formatWeight(grams: number | null): string {
  if (grams === null) return '—';
  return `${Number((grams / 1000).toFixed(3))} kg`;
}

/** The SKU a product page shows: the merchant's own when they gave one, the spec's 'SKU-' and the id otherwise. */
export function shownSku(product: { id: string; sku: string | null }): string {
  const own = product.sku?.trim();
  return own ? own : `SKU-${product.id}`;
}

export const REVIEW_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];

export function parseReviewSort(value: string | null): ReviewSort {
  return (
    oneOf(
      value,
      REVIEW_SORTS.map((s) => s.value),
    ) || 'newest'
  );
}
