import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { counted } from '../../src/lib/fill';
import {
  categoryOptions,
  copyName,
  copySku,
  countersFromStatusCounts,
  DEFAULT_SELLER_QUERY,
  FIRST_PRODUCT_PAGE,
  hasActiveFilters,
  parseSellerProductQuery,
  productsCsv,
  SELLER_SORTS,
  sellerProductSearch,
  visibleTags,
  type SellerProduct,
} from '../../src/lib/seller-products';

function product(overrides: Partial<SellerProduct> & { id: string }): SellerProduct {
  return {
    name: overrides.id,
    imageUrl: '',
    category: 'vegetables',
    sku: `SKU-${overrides.id}`,
    quantity: 10,
    unitPriceSen: 100,
    compareAtSen: null,
    status: 'active',
    sales: 0,
    revenueSen: 0,
    views: 0,
    rating: 0,
    reviews: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    tags: [],
    ...overrides,
  };
}

describe('the list state in the address', () => {
  const parse = (text: string) => parseSellerProductQuery(new URLSearchParams(text));

  it('reads search, status, category, sort and page, and writes them back without the defaults', () => {
    const state = parse('q=%20Madu%20&status=out_of_stock&category=food&sort=price-desc&page=3');
    expect(state).toEqual({ search: 'Madu', status: 'out_of_stock', category: 'food', sort: 'price-desc', page: 3 });
    expect(sellerProductSearch(state)).toBe('?q=Madu&status=out_of_stock&category=food&sort=price-desc&page=3');
    expect(sellerProductSearch(FIRST_PRODUCT_PAGE)).toBe('');
    expect(sellerProductSearch({ ...FIRST_PRODUCT_PAGE, sort: 'created-desc', page: 1 })).toBe('');
    expect(parse(sellerProductSearch(state).slice(1))).toEqual(state);
  });

  it('reads anything unknown or malformed as its default, never as an error', () => {
    expect(parse('status=deleted&category=weapons&sort=random&page=-1')).toEqual(FIRST_PRODUCT_PAGE);
    for (const page of ['0', 'abc', '2.5', '1e2', '99999999', '']) expect(parse(`page=${page}`).page, page).toBe(1);
    expect(parse(`q=${'x'.repeat(300)}`).search).toHaveLength(100);
    expect(parse('status=archived').status).toBe('archived');
    expect(parse('category=toys').category).toBe('toys');
  });

  it('knows when filters or search are active (for Clear Filters)', () => {
    expect(hasActiveFilters(DEFAULT_SELLER_QUERY)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_SELLER_QUERY, sort: 'name-asc' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_SELLER_QUERY, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_SELLER_QUERY, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_SELLER_QUERY, status: 'draft' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_SELLER_QUERY, category: 'food' })).toBe(true);
  });

  it('offers All plus the categories the seller has, labelled, once each', () => {
    expect(categoryOptions(['vegetables', 'food', 'vegetables'])).toEqual([
      { value: 'all', label: 'All Categories' },
      { value: 'food', label: 'Food & Beverages' },
      { value: 'vegetables', label: 'Vegetables' },
    ]);
    expect(categoryOptions([])).toEqual([{ value: 'all', label: 'All Categories' }]);
  });

  it('has exactly the spec sort labels, Newest First by default', () => {
    expect(SELLER_SORTS.map((s) => s.label)).toEqual([
      'Name A-Z',
      'Name Z-A',
      'Price Low-High',
      'Price High-Low',
      'Stock Low-High',
      'Stock High-Low',
      'Best Selling',
      'Highest Rated',
      'Newest First',
      'Oldest First',
    ]);
    expect(DEFAULT_SELLER_QUERY.sort).toBe('created-desc');
  });
});

describe('counters, tags, copies and messages', () => {
  it('counts every status', () => {
    const rows = [
      { status: 'active', n: 7 },
      { status: 'draft', n: 2 },
      { status: 'out_of_stock', n: 1 },
      { status: 'archived', n: 3 },
    ];
    expect(countersFromStatusCounts(rows)).toEqual({ total: 13, active: 7, draft: 2, outOfStock: 1, archived: 3 });
    expect(countersFromStatusCounts([])).toEqual({ total: 0, active: 0, draft: 0, outOfStock: 0, archived: 0 });
  });

  it('shows up to 3 tags on a card and 4 in a row, then +N', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(visibleTags(five, 3)).toEqual({ shown: ['a', 'b', 'c'], overflow: 2 });
    expect(visibleTags(five, 4)).toEqual({ shown: ['a', 'b', 'c', 'd'], overflow: 1 });
    expect(visibleTags(['a', 'b', 'c'], 3)).toEqual({ shown: ['a', 'b', 'c'], overflow: 0 });
    expect(visibleTags([], 3)).toEqual({ shown: [], overflow: 0 });
  });

  it('names a copy and numbers its SKU', () => {
    expect(copyName('Kangkung')).toBe('Kangkung (Copy)');
    expect(copyName('x'.repeat(200))).toHaveLength(200);
    expect(copySku('SKU-1', [])).toBe('SKU-1-COPY');
    expect(copySku('SKU-1', ['SKU-1-COPY'])).toBe('SKU-1-COPY-2');
    expect(copySku('SKU-1', ['sku-1-copy', 'SKU-1-COPY-2'])).toBe('SKU-1-COPY-3');
  });

  it('words the banners as the spec does', () => {
    const done = messages('en').sellerProducts.list.bulkDone;
    expect(counted(done.activate, 2)).toBe('2 products activated successfully');
    expect(counted(done.deactivate, 3)).toBe('3 products deactivated successfully');
    expect(counted(done.archive, 2)).toBe('2 products archived successfully');
    expect(counted(done.delete, 1)).toBe('1 product deleted successfully');
  });

  it('exports the shown products as CSV, quoted and safe for spreadsheets', () => {
    const csv = productsCsv([
      product({ id: 'p1', name: 'Honey, raw "A"', sku: '=SUM(A1)', tags: ['a', 'b'], unitPriceSen: 1250 }),
    ]);
    const [head, row] = csv.trim().split('\r\n');
    expect(head!.startsWith('ID,Name,SKU,Category,Status,Price')).toBe(true);
    expect(row).toContain('"Honey, raw ""A"""');
    expect(row).toContain("'=SUM(A1)");
    expect(row).toContain(',12.50,');
    expect(row).toContain('a; b');
  });
});
