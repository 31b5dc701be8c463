/**
 * Manage Products: the seller's own catalogue, its counters, filters and sorts. Pure, shared by the page
 * (first render) and the list island (every change after it).
 */
import { categoryLabel, PRODUCT_CATEGORIES } from './catalogue';
import { csvLine } from './csv';
import { toDecimalString } from './money';

export const SELLER_PRODUCT_STATUSES = ['active', 'draft', 'out_of_stock', 'archived'] as const;
export type SellerProductStatus = (typeof SELLER_PRODUCT_STATUSES)[number];

export interface SellerProduct {
  id: string;
  name: string;
  imageUrl: string;
  category: string;
  sku: string;
  quantity: number;
  unitPriceSen: number;
  compareAtSen: number | null;
  status: SellerProductStatus;
  /** Units sold in orders that were not cancelled. */
  sales: number;
  revenueSen: number;
  views: number;
  /** Average review rating with one decimal, 0 when there are no reviews. */
  rating: number;
  reviews: number;
  createdAt: string;
  updatedAt: string;
  tags: string[];
}

export const STATUS_LABELS: Record<SellerProductStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  out_of_stock: 'Out of Stock',
  archived: 'Archived',
};

/** The badge tone of each status (global .tone-* classes). */
export const STATUS_TONES: Record<SellerProductStatus, string> = {
  active: 'tone-success',
  draft: 'tone-secondary',
  out_of_stock: 'tone-destructive',
  archived: 'tone-default',
};

export const PRODUCT_STATUS_FILTERS = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
  { value: 'out_of_stock', label: 'Out of Stock' },
  { value: 'archived', label: 'Archived' },
] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number]['value'];

export const SELLER_SORTS = [
  { value: 'name-asc', label: 'Name A-Z' },
  { value: 'name-desc', label: 'Name Z-A' },
  { value: 'price-asc', label: 'Price Low-High' },
  { value: 'price-desc', label: 'Price High-Low' },
  { value: 'stock-asc', label: 'Stock Low-High' },
  { value: 'stock-desc', label: 'Stock High-Low' },
  { value: 'sales-desc', label: 'Best Selling' },
  { value: 'rating-desc', label: 'Highest Rated' },
  { value: 'created-desc', label: 'Newest First' },
  { value: 'created-asc', label: 'Oldest First' },
] as const;
export type SellerSort = (typeof SELLER_SORTS)[number]['value'];
export const DEFAULT_SELLER_SORT: SellerSort = 'created-desc';

export interface SellerProductQuery {
  search: string;
  status: ProductStatusFilter;
  /** A category value, or 'all'. */
  category: string;
  sort: SellerSort;
}

export const DEFAULT_SELLER_QUERY: SellerProductQuery = {
  search: '',
  status: 'all',
  category: 'all',
  sort: DEFAULT_SELLER_SORT,
};

export function hasActiveFilters(query: SellerProductQuery): boolean {
  return query.search.trim() !== '' || query.status !== 'all' || query.category !== 'all';
}

/** Manage Products' page size: four rows of the widest grid, well under the seller area's HTML budget. */
export const PRODUCTS_PER_PAGE = 24;
const MAX_PAGE = 100_000;
export const PRODUCT_SEARCH_MAX_LENGTH = 100;

/** The list's state in the address: search, filters, sort and page. */
export interface SellerProductListQuery extends SellerProductQuery {
  page: number;
}

export const FIRST_PRODUCT_PAGE: SellerProductListQuery = { ...DEFAULT_SELLER_QUERY, page: 1 };

const STATUS_VALUES: readonly string[] = PRODUCT_STATUS_FILTERS.map((s) => s.value);
const SORT_VALUES: readonly string[] = SELLER_SORTS.map((s) => s.value);
const CATEGORY_VALUES: readonly string[] = PRODUCT_CATEGORIES;

/** The state from a query string: anything unknown or malformed reads as its default. */
export function parseSellerProductQuery(params: URLSearchParams): SellerProductListQuery {
  const status = params.get('status') ?? '';
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? '';
  const page = params.get('page') ?? '';
  const number = /^\d{1,6}$/.test(page) ? Number(page) : 1;
  return {
    search: (params.get('q') ?? '').trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH),
    status: STATUS_VALUES.includes(status) ? (status as ProductStatusFilter) : 'all',
    category: CATEGORY_VALUES.includes(category) ? category : 'all',
    sort: SORT_VALUES.includes(sort) ? (sort as SellerSort) : DEFAULT_SELLER_SORT,
    page: number >= 1 && number <= MAX_PAGE ? number : 1,
  };
}

/** The query string of a state ('' for the defaults), defaults left out: the address a plain GET form gives. */
export function sellerProductSearch(query: SellerProductQuery & { page?: number }): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('q', query.search.trim());
  if (query.status !== 'all') params.set('status', query.status);
  if (query.category !== 'all') params.set('category', query.category);
  if (query.sort !== DEFAULT_SELLER_SORT) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface SellerCounters {
  total: number;
  active: number;
  draft: number;
  outOfStock: number;
  archived: number;
}

/** The five counters from the number of the seller's products per status. */
export function countersFromStatusCounts(rows: { status: string; n: number }[]): SellerCounters {
  const count = (status: SellerProductStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return {
    total: rows.reduce((sum, r) => sum + Number(r.n), 0),
    active: count('active'),
    draft: count('draft'),
    outOfStock: count('out_of_stock'),
    archived: count('archived'),
  };
}

/** The category filter: All, then the categories the seller's products have, by label. */
export function categoryOptions(categories: string[]): { value: string; label: string }[] {
  const options = [...new Set(categories)]
    .map((value) => ({ value, label: categoryLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [{ value: 'all', label: 'All Categories' }, ...options];
}

/** One page of Manage Products, as the page renders it and the list island receives it. */
export interface SellerProductPage {
  query: SellerProductListQuery;
  products: SellerProduct[];
  /** Products that match the search and filters, on every page. */
  matching: number;
  page: number;
  pageCount: number;
  counters: SellerCounters;
  categories: { value: string; label: string }[];
}

/** Tags to show and how many are left over: a card shows 3, a list row 4. */
export function visibleTags(tags: string[], limit: number): { shown: string[]; overflow: number } {
  return { shown: tags.slice(0, limit), overflow: Math.max(0, tags.length - limit) };
}
export const CARD_TAG_LIMIT = 3;
export const ROW_TAG_LIMIT = 4;

/** The SKU of a copy: "-COPY", then "-COPY-2", "-COPY-3"... until it is free among the seller's SKUs. */
export function copySku(sku: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((s) => s.toUpperCase()));
  const base = `${sku}-COPY`;
  if (!used.has(base.toUpperCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate.toUpperCase())) return candidate;
  }
}

export const NAME_MAX = 200;
export const COPY_SUFFIX = ' (Copy)';

export function copyName(name: string): string {
  return `${name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/** The product actions a selection can take (spec, section 8). */
export type BulkAction = 'activate' | 'deactivate' | 'archive' | 'delete';
export const SINGLE_MESSAGES = {
  duplicate: 'Product duplicated successfully',
  archive: 'Product archived successfully',
  delete: 'Product deleted successfully',
} as const;
export const ERROR_MESSAGE = 'An error occurred. Please try again.';

const money = (sen: number | null) => (sen === null ? '' : toDecimalString(sen));

/** The export's columns, by key: a language's catalogue names them alike (src/i18n/<lang>/seller-exports.ts). */
export const PRODUCT_CSV_COLUMNS = {
  id: 'ID',
  name: 'Name',
  sku: 'SKU',
  category: 'Category',
  status: 'Status',
  price: 'Price',
  compareAtPrice: 'Compare At Price',
  quantity: 'Quantity',
  sales: 'Sales',
  revenue: 'Revenue',
  views: 'Views',
  rating: 'Rating',
  reviews: 'Reviews',
  tags: 'Tags',
  createdAt: 'Created At',
};
type ProductCsvColumn = keyof typeof PRODUCT_CSV_COLUMNS;
const PRODUCT_CSV_KEYS = Object.keys(PRODUCT_CSV_COLUMNS) as ProductCsvColumn[];

/**
 * The words the shop writes into the export: its header, the categories and the statuses. The name, SKU and
 * tags are the merchant's own; the rest are numbers and the time of creation.
 */
export interface ProductCsvTexts {
  columns: Readonly<Record<ProductCsvColumn, string>>;
  /** Every category's name, by its value. */
  categories: Readonly<Record<string, string>>;
  statuses: Readonly<Record<SellerProductStatus, string>>;
}

export const PRODUCT_CSV_TEXTS: ProductCsvTexts = {
  columns: PRODUCT_CSV_COLUMNS,
  categories: Object.fromEntries(PRODUCT_CATEGORIES.map((value) => [value, categoryLabel(value)])),
  statuses: STATUS_LABELS,
};

/** The export's first line, with its CRLF. */
export function productCsvHeader(texts: ProductCsvTexts = PRODUCT_CSV_TEXTS): string {
  return csvLine(PRODUCT_CSV_KEYS.map((key) => texts.columns[key]));
}

/** One product as a CSV line in the texts' language (RFC 4180 quoting; cells that start a formula are defused). */
export function productCsvLineIn(texts: ProductCsvTexts): (p: SellerProduct) => string {
  return (p) =>
    csvLine([
      p.id,
      p.name,
      p.sku,
      texts.categories[p.category] ?? categoryLabel(p.category),
      texts.statuses[p.status],
      money(p.unitPriceSen),
      money(p.compareAtSen),
      p.quantity,
      p.sales,
      money(p.revenueSen),
      p.views,
      p.rating,
      p.reviews,
      p.tags.join('; '),
      p.createdAt,
    ]);
}

/** One product as a CSV line, in English. */
export const productCsvLine = productCsvLineIn(PRODUCT_CSV_TEXTS);

/** Products as CSV. */
export function productsCsv(products: SellerProduct[], texts: ProductCsvTexts = PRODUCT_CSV_TEXTS): string {
  return productCsvHeader(texts) + products.map(productCsvLineIn(texts)).join('');
}
