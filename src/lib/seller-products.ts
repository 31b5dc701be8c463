/**
 * Manage Products: the seller's own catalogue, its counters, filters and sorts. Pure, shared by the page
 * (first render) and the list island (every change after it).
 */
import { categoryLabel } from './catalogue';

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

export const STATUS_FILTERS = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
  { value: 'out_of_stock', label: 'Out of Stock' },
  { value: 'archived', label: 'Archived' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

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
  status: StatusFilter;
  /** A category value, or 'all'. */
  category: string;
  sort: SellerSort;
}

export const DEFAULT_SELLER_QUERY: SellerProductQuery = { search: '', status: 'all', category: 'all', sort: DEFAULT_SELLER_SORT };

export function hasActiveFilters(query: SellerProductQuery): boolean {
  return query.search.trim() !== '' || query.status !== 'all' || query.category !== 'all';
}

/** Search over name, SKU and tags, case-insensitive. */
export function matchesSellerSearch(product: SellerProduct, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('en');
  if (!needle) return true;
  return [product.name, product.sku, ...product.tags].some((field) => field.toLocaleLowerCase('en').includes(needle));
}

export function filterSellerProducts(products: SellerProduct[], query: SellerProductQuery): SellerProduct[] {
  return products.filter(
    (p) =>
      matchesSellerSearch(p, query.search) &&
      (query.status === 'all' || p.status === query.status) &&
      (query.category === 'all' || p.category === query.category),
  );
}

const byName = (a: SellerProduct, b: SellerProduct) => a.name.localeCompare(b.name, 'en');
const newest = (a: SellerProduct, b: SellerProduct) => b.createdAt.localeCompare(a.createdAt) || byName(a, b);

const COMPARATORS: Record<SellerSort, (a: SellerProduct, b: SellerProduct) => number> = {
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  'price-asc': (a, b) => a.unitPriceSen - b.unitPriceSen || byName(a, b),
  'price-desc': (a, b) => b.unitPriceSen - a.unitPriceSen || byName(a, b),
  'stock-asc': (a, b) => a.quantity - b.quantity || byName(a, b),
  'stock-desc': (a, b) => b.quantity - a.quantity || byName(a, b),
  'sales-desc': (a, b) => b.sales - a.sales || byName(a, b),
  'rating-desc': (a, b) => b.rating - a.rating || b.reviews - a.reviews || byName(a, b),
  'created-desc': newest,
  'created-asc': (a, b) => a.createdAt.localeCompare(b.createdAt) || byName(a, b),
};

export function sortSellerProducts(products: SellerProduct[], sort: SellerSort): SellerProduct[] {
  return [...products].sort(COMPARATORS[sort] ?? newest);
}

export function visibleSellerProducts(products: SellerProduct[], query: SellerProductQuery): SellerProduct[] {
  return sortSellerProducts(filterSellerProducts(products, query), query.sort);
}

export interface SellerCounters {
  total: number;
  active: number;
  draft: number;
  outOfStock: number;
  archived: number;
}

export function sellerCounters(products: SellerProduct[]): SellerCounters {
  const count = (status: SellerProductStatus) => products.filter((p) => p.status === status).length;
  return {
    total: products.length,
    active: count('active'),
    draft: count('draft'),
    outOfStock: count('out_of_stock'),
    archived: count('archived'),
  };
}

/** The category filter: All, then the categories the seller's products have, by label. */
export function categoryOptions(products: SellerProduct[]): { value: string; label: string }[] {
  const values = [...new Set(products.map((p) => p.category))];
  const options = values.map((value) => ({ value, label: categoryLabel(value) })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [{ value: 'all', label: 'All Categories' }, ...options];
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

/** The success banners of the spec, section 8. */
export type BulkAction = 'activate' | 'deactivate' | 'archive' | 'delete';
const BULK_VERBS: Record<BulkAction, string> = {
  activate: 'activated',
  deactivate: 'deactivated',
  archive: 'archived',
  delete: 'deleted',
};
export function bulkMessage(action: BulkAction, count: number): string {
  return `${count} products ${BULK_VERBS[action]} successfully`;
}
export const SINGLE_MESSAGES = {
  duplicate: 'Product duplicated successfully',
  archive: 'Product archived successfully',
  delete: 'Product deleted successfully',
} as const;
export const ERROR_MESSAGE = 'An error occurred. Please try again.';

/** CSV of the products shown, for Export (RFC 4180 quoting; cells that start a formula are defused). */
export function productsCsv(products: SellerProduct[]): string {
  const header = ['ID', 'Name', 'SKU', 'Category', 'Status', 'Price', 'Compare At Price', 'Quantity', 'Sales', 'Revenue', 'Views', 'Rating', 'Reviews', 'Tags', 'Created At'];
  const money = (sen: number | null) => (sen === null ? '' : (sen / 100).toFixed(2));
  const cell = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = products.map((p) => [
    p.id,
    p.name,
    p.sku,
    categoryLabel(p.category),
    STATUS_LABELS[p.status],
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
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
