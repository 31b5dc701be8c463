import { describe, expect, it } from 'vitest';
import {
  bulkMessage,
  categoryOptions,
  copyName,
  copySku,
  DEFAULT_SELLER_QUERY,
  filterSellerProducts,
  hasActiveFilters,
  productsCsv,
  SELLER_SORTS,
  sellerCounters,
  sortSellerProducts,
  visibleSellerProducts,
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

const catalogue: SellerProduct[] = [
  product({ id: 'kangkung', name: 'Kangkung', unitPriceSen: 350, quantity: 48, sales: 9, rating: 4.5, reviews: 2, createdAt: '2026-10-20T00:00:00.000Z', tags: ['leafy greens', 'pesticide-free'] }),
  product({ id: 'madu', name: 'Madu Kelulut', category: 'food', unitPriceSen: 6500, quantity: 12, sales: 3, rating: 5, reviews: 1, createdAt: '2026-09-20T00:00:00.000Z', tags: ['honey', 'raw'], status: 'draft' }),
  product({ id: 'terung', name: 'Terung Ungu', unitPriceSen: 650, quantity: 0, sales: 12, rating: 4.5, reviews: 5, createdAt: '2026-10-30T00:00:00.000Z', status: 'out_of_stock' }),
  product({ id: 'cili', name: 'Cili Padi', unitPriceSen: 500, compareAtSen: 600, quantity: 60, sales: 1, sku: 'CHILLI-200G', createdAt: '2026-11-05T00:00:00.000Z', status: 'archived', tags: ['spicy'] }),
];
const ids = (list: SellerProduct[]) => list.map((p) => p.id);

describe('search and filters', () => {
  it('searches name, SKU and tags, ignoring case and spaces around', () => {
    const search = (text: string) => ids(filterSellerProducts(catalogue, { ...DEFAULT_SELLER_QUERY, search: text }));
    expect(search('  TERUNG ')).toEqual(['terung']);
    expect(search('chilli-200')).toEqual(['cili']);
    expect(search('honey')).toEqual(['madu']);
    expect(search('leafy')).toEqual(['kangkung']);
    expect(search('nothing like it')).toEqual([]);
    expect(search('')).toHaveLength(4);
  });

  it('filters by status, including archived, and by category', () => {
    const by = (q: Partial<typeof DEFAULT_SELLER_QUERY>) => ids(filterSellerProducts(catalogue, { ...DEFAULT_SELLER_QUERY, ...q }));
    expect(by({ status: 'active' })).toEqual(['kangkung']);
    expect(by({ status: 'draft' })).toEqual(['madu']);
    expect(by({ status: 'out_of_stock' })).toEqual(['terung']);
    expect(by({ status: 'archived' })).toEqual(['cili']);
    expect(by({ category: 'food' })).toEqual(['madu']);
    expect(by({ category: 'vegetables', status: 'archived', search: 'cili' })).toEqual(['cili']);
  });

  it('knows when filters or search are active (for Clear Filters)', () => {
    expect(hasActiveFilters(DEFAULT_SELLER_QUERY)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_SELLER_QUERY, sort: 'name-asc' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_SELLER_QUERY, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_SELLER_QUERY, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_SELLER_QUERY, status: 'draft' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_SELLER_QUERY, category: 'food' })).toBe(true);
  });

  it('offers All plus the categories the seller has, labelled', () => {
    expect(categoryOptions(catalogue)).toEqual([
      { value: 'all', label: 'All Categories' },
      { value: 'food', label: 'Food & Beverages' },
      { value: 'vegetables', label: 'Vegetables' },
    ]);
  });
});

describe('the ten sorts', () => {
  const sorted = (sort: (typeof SELLER_SORTS)[number]['value']) => ids(sortSellerProducts(catalogue, sort));

  it('has exactly the spec labels, Newest First by default', () => {
    expect(SELLER_SORTS.map((s) => s.label)).toEqual([
      'Name A-Z', 'Name Z-A', 'Price Low-High', 'Price High-Low', 'Stock Low-High', 'Stock High-Low',
      'Best Selling', 'Highest Rated', 'Newest First', 'Oldest First',
    ]);
    expect(ids(visibleSellerProducts(catalogue, DEFAULT_SELLER_QUERY))).toEqual(['cili', 'terung', 'kangkung', 'madu']);
  });

  it('sorts by name, price, stock, sales, rating and date', () => {
    expect(sorted('name-asc')).toEqual(['cili', 'kangkung', 'madu', 'terung']);
    expect(sorted('name-desc')).toEqual(['terung', 'madu', 'kangkung', 'cili']);
    expect(sorted('price-asc')).toEqual(['kangkung', 'cili', 'terung', 'madu']);
    expect(sorted('price-desc')).toEqual(['madu', 'terung', 'cili', 'kangkung']);
    expect(sorted('stock-asc')).toEqual(['terung', 'madu', 'kangkung', 'cili']);
    expect(sorted('stock-desc')).toEqual(['cili', 'kangkung', 'madu', 'terung']);
    expect(sorted('sales-desc')).toEqual(['terung', 'kangkung', 'madu', 'cili']);
    // Equal ratings: more reviews first.
    expect(sorted('rating-desc')).toEqual(['madu', 'terung', 'kangkung', 'cili']);
    expect(sorted('created-desc')).toEqual(['cili', 'terung', 'kangkung', 'madu']);
    expect(sorted('created-asc')).toEqual(['madu', 'kangkung', 'terung', 'cili']);
  });

  it('does not change the list it is given', () => {
    const copy = [...catalogue];
    sortSellerProducts(catalogue, 'name-desc');
    expect(catalogue).toEqual(copy);
  });
});

describe('counters, tags, copies and messages', () => {
  it('counts every status', () => {
    expect(sellerCounters(catalogue)).toEqual({ total: 4, active: 1, draft: 1, outOfStock: 1, archived: 1 });
    expect(sellerCounters([])).toEqual({ total: 0, active: 0, draft: 0, outOfStock: 0, archived: 0 });
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
    expect(bulkMessage('activate', 2)).toBe('2 products activated successfully');
    expect(bulkMessage('deactivate', 3)).toBe('3 products deactivated successfully');
    expect(bulkMessage('archive', 2)).toBe('2 products archived successfully');
    expect(bulkMessage('delete', 1)).toBe('1 products deleted successfully');
  });

  it('exports the shown products as CSV, quoted and safe for spreadsheets', () => {
    const csv = productsCsv([product({ id: 'p1', name: 'Honey, raw "A"', sku: '=SUM(A1)', tags: ['a', 'b'], unitPriceSen: 1250 })]);
    const [head, row] = csv.trim().split('\r\n');
    expect(head!.startsWith('ID,Name,SKU,Category,Status,Price')).toBe(true);
    expect(row).toContain('"Honey, raw ""A"""');
    expect(row).toContain("'=SUM(A1)");
    expect(row).toContain(',12.50,');
    expect(row).toContain('a; b');
  });
});
