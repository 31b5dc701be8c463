/**
 * The catalogue's filters and sorts, shared by the server (the listing at `/`) and the seller store island.
 * A query string is parsed into a `ListingQuery`; anything unknown falls back to its default, so a shared
 * or hand-edited link never errors.
 */
import { availabilityOf, type Availability } from './stock';

export interface CatalogueProduct {
  id: string;
  name: string;
  description: string;
  category: Category;
  imageUrl: string;
  priceSen: number;
  stock: number;
  weightGrams: number | null;
  merchantId: string;
  merchantName: string;
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
export const PRODUCT_CATEGORIES = [
  ...CATEGORIES.map((c) => c.value),
  'toys',
  'beauty',
  'automotive',
  'other',
] as const;
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
    label: max === null ? `$${min}+` : `$${min} - $${max}`,
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

export const AVAILABILITIES: { value: Availability; label: string }[] = [
  { value: 'in-stock', label: 'In Stock' },
  { value: 'low-stock', label: 'Low Stock' },
  { value: 'out-of-stock', label: 'Out of Stock' },
];

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

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const merchant = (params.get('merchant') ?? '').trim();
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    category: oneOf(params.get('category'), CATEGORIES.map((c) => c.value)),
    price: oneOf(params.get('price'), LISTING_PRICE_RANGES.map((r) => r.value)),
    availability: oneOf(params.get('availability'), AVAILABILITIES.map((a) => a.value)),
    merchant: /^[a-z0-9-]{1,64}$/.test(merchant) ? merchant : '',
    rating: oneOf(params.get('rating'), RATINGS.map((r) => r.value)),
    sort: oneOf(params.get('sort'), LISTING_SORTS.map((s) => s.value)) || 'relevance',
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
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

export function matchesSearch(product: CatalogueProduct, q: string): boolean {
  if (!q) return true;
  const needle = q.toLocaleLowerCase('en');
  return [product.name, product.description, product.merchantName].some((field) =>
    field.toLocaleLowerCase('en').includes(needle),
  );
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

const byName = (a: CatalogueProduct, b: CatalogueProduct) => a.name.localeCompare(b.name, 'en');
const byNewest = (a: CatalogueProduct, b: CatalogueProduct) =>
  b.createdAt.localeCompare(a.createdAt) || byName(a, b);
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

export interface StoreQuery {
  q: string;
  price: string;
  sort: StoreSort;
}

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

export function parseStoreQuery(params: URLSearchParams): StoreQuery {
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    price: oneOf(params.get('price'), STORE_PRICE_RANGES.map((r) => r.value)),
    sort: oneOf(params.get('sort'), STORE_SORTS.map((s) => s.value)) || 'name',
  };
}

export function categoryLabel(category: string): string {
  return CATEGORIES.find((c) => c.value === category)?.label ?? category.charAt(0).toUpperCase() + category.slice(1);
}

/** Weight for display: grams to kilograms, "0.5 kg". */
export function formatWeight(grams: number | null): string {
  if (grams === null) return '—';
  return `${Number((grams / 1000).toFixed(3))} kg`;
}

export const REVIEW_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];

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

export function parseReviewSort(value: string | null): ReviewSort {
  return oneOf(value, REVIEW_SORTS.map((s) => s.value)) || 'newest';
}
