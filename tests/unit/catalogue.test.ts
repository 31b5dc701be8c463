import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_QUERY,
  hasActiveFilters,
  LISTING_PRICE_RANGES,
  LISTING_SORTS,
  listingSearch,
  PAGE_SIZE,
  parseListingQuery,
  parseReviewSort,
  parseStoreQuery,
  STORE_PRICE_RANGES,
  type CatalogueProduct,
  type ListingQuery,
  foldQuotes,
  ftsPhrase,
  likeEscape,
  parseFirstIds,
} from '../../src/lib/catalogue';
// The listing's rules as they were written in JavaScript: the reference the SQL listing is compared with.
import {
  filterListing,
  filterStoreProducts,
  inPriceRange,
  listingPage,
  sortListing,
  sortReviews,
} from '../catalogue-reference';

function product(overrides: Partial<CatalogueProduct> & { id: string }): CatalogueProduct {
  return {
    name: overrides.id,
    description: '',
    category: 'vegetables',
    imageUrl: `/products/${overrides.id}.svg`,
    priceSen: 1000,
    stock: 20,
    trackQuantity: true,
    allowBackorders: false,
    weightGrams: 500,
    merchantId: 'kebun-hijau',
    merchantLogoUrl: null,
    merchantName: 'Kebun Hijau Farm',
    createdAt: '2026-01-01T00:00:00.000Z',
    rating: 0,
    reviewCount: 0,
    unitsSold: 0,
    ...overrides,
  };
}

const catalogue: CatalogueProduct[] = [
  product({
    id: 'veg-kangkung',
    name: 'Kangkung',
    description: 'Water spinach bunch',
    priceSen: 350,
    stock: 48,
    rating: 4.5,
    reviewCount: 2,
    unitsSold: 3,
    createdAt: '2026-03-01T00:00:00.000Z',
  }),
  product({
    id: 'fish-udang',
    name: 'Tiger Prawns',
    description: 'Fresh from the jetty',
    category: 'seafood',
    priceSen: 4800,
    stock: 9,
    merchantId: 'nelayan',
    merchantName: 'Nelayan Labuan Seafood',
    rating: 4.5,
    reviewCount: 2,
    unitsSold: 10,
    createdAt: '2026-04-01T00:00:00.000Z',
  }),
  product({
    id: 'fish-ketam',
    name: 'Mud Crab',
    description: 'Live crab',
    category: 'seafood',
    priceSen: 7800,
    stock: 0,
    merchantId: 'nelayan',
    merchantName: 'Nelayan Labuan Seafood',
    rating: 5,
    reviewCount: 1,
    createdAt: '2026-02-01T00:00:00.000Z',
  }),
  product({
    id: 'meat-lembu',
    name: 'Beef for Rendang',
    category: 'meat',
    priceSen: 4200,
    stock: 4,
    merchantId: 'halal',
    merchantName: 'Halal Meat Corner',
    rating: 3,
    reviewCount: 1,
    unitsSold: 1,
    createdAt: '2026-01-15T00:00:00.000Z',
  }),
  product({
    id: 'clothing-batik',
    name: 'Batik Sarong',
    description: 'Hand-drawn batik',
    category: 'clothing',
    priceSen: 12000,
    stock: 10,
    merchantId: 'tenun',
    merchantName: 'Tenun Borneo',
    unitsSold: 1,
    createdAt: '2026-05-01T00:00:00.000Z',
  }),
  product({
    id: 'home-tikar',
    name: 'Woven Mat',
    category: 'home',
    priceSen: 50000,
    stock: 6,
    merchantId: 'kedai',
    merchantName: 'Kedai Serbaneka',
    createdAt: '2025-12-01T00:00:00.000Z',
  }),
  product({
    id: 'elec-big',
    name: 'Generator',
    category: 'electronics',
    priceSen: 50001,
    stock: 12,
    merchantId: 'kedai',
    merchantName: 'Kedai Serbaneka',
    createdAt: '2025-11-01T00:00:00.000Z',
  }),
];

const query = (overrides: Partial<ListingQuery> = {}): ListingQuery => ({ ...DEFAULT_LISTING_QUERY, ...overrides });
const ids = (products: CatalogueProduct[]) => products.map((p) => p.id);

describe('parseListingQuery', () => {
  it('reads every filter, the sort and the page from the query string', () => {
    const parsed = parseListingQuery(
      new URLSearchParams(
        'q=fish&category=seafood&price=25-50&availability=low-stock&merchant=nelayan&rating=4&sort=price-low&page=2',
      ),
    );
    expect(parsed).toEqual({
      q: 'fish',
      category: 'seafood',
      price: '25-50',
      availability: 'low-stock',
      merchant: 'nelayan',
      rating: '4',
      sort: 'price-low',
      page: 2,
    });
  });

  it('falls back to the defaults for unknown or hostile values', () => {
    const parsed = parseListingQuery(
      new URLSearchParams(
        'category=weapons&price=1-2&availability=maybe&merchant=<script>&rating=10&sort=random&page=-3',
      ),
    );
    expect(parsed).toEqual(DEFAULT_LISTING_QUERY);
  });

  it('trims the search and caps it at 100 characters', () => {
    expect(parseListingQuery(new URLSearchParams(`q=${'  a'.padEnd(300, 'b')}`)).q).toHaveLength(100);
    expect(parseListingQuery(new URLSearchParams('q=%20%20kangkung%20')).q).toBe('kangkung');
  });

  it('round-trips through listingSearch, leaving defaults out of the link', () => {
    expect(listingSearch(DEFAULT_LISTING_QUERY)).toBe('');
    const full = query({ q: 'fish', category: 'seafood', sort: 'popular', page: 3 });
    expect(parseListingQuery(new URLSearchParams(listingSearch(full)))).toEqual(full);
    expect(listingSearch({ q: 'ikan bilis' })).toBe('?q=ikan+bilis');
  });
});

describe('search', () => {
  it('matches the name, the description or the merchant name, ignoring case', () => {
    expect(ids(filterListing(catalogue, query({ q: 'PRAWNS' })))).toEqual(['fish-udang']);
    expect(ids(filterListing(catalogue, query({ q: 'spinach' })))).toEqual(['veg-kangkung']);
    expect(ids(filterListing(catalogue, query({ q: 'nelayan' })))).toEqual(['fish-udang', 'fish-ketam']);
  });

  it('finds nothing for a word no product has', () => {
    expect(filterListing(catalogue, query({ q: 'durian' }))).toEqual([]);
  });
});

describe('filters', () => {
  it('keeps the products of the chosen category', () => {
    expect(ids(filterListing(catalogue, query({ category: 'seafood' })))).toEqual(['fish-udang', 'fish-ketam']);
    expect(filterListing(catalogue, query({ category: 'books' }))).toEqual([]);
  });

  it('bounds price ranges below inclusively and above exclusively', () => {
    const range = (value: string) => ids(filterListing(catalogue, query({ price: value })));
    expect(range('0-25')).toEqual(['veg-kangkung']);
    expect(range('25-50')).toEqual(['fish-udang', 'meat-lembu']);
    expect(range('50-100')).toEqual(['fish-ketam']);
    expect(range('100-200')).toEqual(['clothing-batik']);
    expect(range('200-500')).toEqual([]);
    expect(range('500+')).toEqual(['home-tikar', 'elec-big']);
  });

  it('puts a price exactly on a boundary in the higher range only', () => {
    const matches = LISTING_PRICE_RANGES.filter((r) => inPriceRange(2500, r.value, LISTING_PRICE_RANGES));
    expect(matches.map((r) => r.value)).toEqual(['25-50']);
    expect(
      STORE_PRICE_RANGES.filter((r) => inPriceRange(20000, r.value, STORE_PRICE_RANGES)).map((r) => r.value),
    ).toEqual(['200+']);
  });

  it('filters availability by the stock badge: 0 out, 1 to 9 low, 10 or more in stock', () => {
    expect(ids(filterListing(catalogue, query({ availability: 'out-of-stock' })))).toEqual(['fish-ketam']);
    expect(ids(filterListing(catalogue, query({ availability: 'low-stock' })))).toEqual([
      'fish-udang',
      'meat-lembu',
      'home-tikar',
    ]);
    expect(ids(filterListing(catalogue, query({ availability: 'in-stock' })))).toEqual([
      'veg-kangkung',
      'clothing-batik',
      'elec-big',
    ]);
  });

  it('keeps one merchant', () => {
    expect(ids(filterListing(catalogue, query({ merchant: 'kedai' })))).toEqual(['home-tikar', 'elec-big']);
  });

  it('keeps products rated at least the chosen stars, leaving out unreviewed ones', () => {
    expect(ids(filterListing(catalogue, query({ rating: '4.5' })))).toEqual([
      'veg-kangkung',
      'fish-udang',
      'fish-ketam',
    ]);
    expect(ids(filterListing(catalogue, query({ rating: '3' })))).toHaveLength(4);
  });

  it('combines search and filters', () => {
    expect(ids(filterListing(catalogue, query({ q: 'crab', category: 'seafood', availability: 'in-stock' })))).toEqual(
      [],
    );
    expect(
      ids(filterListing(catalogue, query({ q: 'crab', category: 'seafood', availability: 'out-of-stock' }))),
    ).toEqual(['fish-ketam']);
  });

  it('counts only real filters as active, not the search or the sort', () => {
    expect(hasActiveFilters(query({ q: 'fish', sort: 'name' }))).toBe(false);
    expect(hasActiveFilters(query({ rating: '4' }))).toBe(true);
  });
});

describe('sorts', () => {
  const sorted = (sort: ListingQuery['sort'], q = '') => ids(sortListing(catalogue, sort, q));

  it('offers the nine sorts of the spec', () => {
    expect(LISTING_SORTS.map((s) => s.value)).toEqual([
      'relevance',
      'name',
      'name-desc',
      'price-low',
      'price-high',
      'newest',
      'oldest',
      'rating',
      'popular',
    ]);
  });

  it('sorts by name both ways', () => {
    expect(sorted('name')[0]).toBe('clothing-batik');
    expect(sorted('name-desc')[0]).toBe('home-tikar');
    expect(sorted('name-desc')).toEqual([...sorted('name')].reverse());
  });

  it('sorts by price both ways', () => {
    expect(sorted('price-low')).toEqual([
      'veg-kangkung',
      'meat-lembu',
      'fish-udang',
      'fish-ketam',
      'clothing-batik',
      'home-tikar',
      'elec-big',
    ]);
    expect(sorted('price-high')[0]).toBe('elec-big');
  });

  it('sorts by date both ways', () => {
    expect(sorted('newest')[0]).toBe('clothing-batik');
    expect(sorted('oldest')[0]).toBe('elec-big');
  });

  it('sorts by average rating, then by how many reviews, then by name', () => {
    expect(sorted('rating').slice(0, 3)).toEqual(['fish-ketam', 'veg-kangkung', 'fish-udang']);
  });

  it('sorts by units sold for popular', () => {
    expect(sorted('popular').slice(0, 2)).toEqual(['fish-udang', 'veg-kangkung']);
  });

  it('puts name matches first for relevance when searching', () => {
    const results = sortListing(filterListing(catalogue, query({ q: 'batik' })), 'relevance', 'batik');
    expect(ids(results)).toEqual(['clothing-batik']);
    const nelayan = sortListing(catalogue, 'relevance', 'mud');
    expect(nelayan[0]!.id).toBe('fish-ketam');
  });

  it('does not change the list it was given', () => {
    const before = ids(catalogue);
    sortListing(catalogue, 'price-high');
    expect(ids(catalogue)).toEqual(before);
  });
});

describe('listingPage', () => {
  const many = Array.from({ length: PAGE_SIZE * 2 + 5 }, (_, i) =>
    product({ id: `p-${String(i).padStart(3, '0')}`, name: `Item ${String(i).padStart(3, '0')}` }),
  );

  it('cuts pages of 24 and counts every match', () => {
    const first = listingPage(many, query({ sort: 'name' }));
    expect(first.total).toBe(53);
    expect(first.pageCount).toBe(3);
    expect(first.products).toHaveLength(24);
    const last = listingPage(many, query({ sort: 'name', page: 3 }));
    expect(last.products).toHaveLength(5);
  });

  it('shows the last page for a page number past the end', () => {
    expect(listingPage(many, query({ page: 99 })).page).toBe(3);
  });

  it('has one empty page when nothing matches', () => {
    expect(listingPage(many, query({ q: 'nothing' }))).toEqual({ products: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe('store page filters', () => {
  it('searches, filters by the store price ranges and sorts', () => {
    const result = filterStoreProducts(catalogue, { q: '', price: '50-100', sort: 'name' });
    expect(ids(result)).toEqual(['fish-ketam']);
    expect(ids(filterStoreProducts(catalogue, { q: 'mat', price: '200+', sort: 'price-low' }))).toEqual(['home-tikar']);
    expect(ids(filterStoreProducts(catalogue, { q: '', price: '', sort: 'price-high' }))[0]).toBe('elec-big');
  });

  it('parses its query with defaults for the unknown', () => {
    expect(parseStoreQuery(new URLSearchParams('price=0-25&sort=rating'))).toEqual({
      q: '',
      price: '',
      sort: 'name',
      page: 1,
    });
    expect(parseStoreQuery(new URLSearchParams('q=crab&price=200%2B&sort=newest'))).toEqual({
      q: 'crab',
      price: '200+',
      sort: 'newest',
      page: 1,
    });
  });

  it('sorts reviews four ways', () => {
    const reviews = [
      { id: 'a', rating: 3, createdAt: '2026-01-02' },
      { id: 'b', rating: 5, createdAt: '2026-01-01' },
      { id: 'c', rating: 1, createdAt: '2026-01-03' },
    ];
    expect(sortReviews(reviews, 'newest').map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(sortReviews(reviews, 'oldest').map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(sortReviews(reviews, 'highest').map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(sortReviews(reviews, 'lowest').map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(parseReviewSort('sideways')).toBe('newest');
  });
});

describe('search text', () => {
  it('folds curly apostrophes so that either kind finds the other', () => {
    expect(foldQuotes('Bird\u2019s Eye')).toBe("Bird's Eye");
    expect(foldQuotes('\u2018quoted\u2019')).toBe("'quoted'");
    expect(foldQuotes('\u201cBest\u201d kuih')).toBe('"Best" kuih');
  });

  it('makes a search one literal full-text phrase', () => {
    expect(ftsPhrase('ikan bilis')).toBe('"ikan bilis"');
    expect(ftsPhrase('say "hi" OR x')).toBe('"say ""hi"" OR x"');
  });

  it('takes LIKE wildcards literally', () => {
    expect(likeEscape('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('keeps at most fifty well-formed For You ids', () => {
    expect(parseFirstIds('veg-kangkung,../x,veg-kangkung,fish-udang')).toEqual(['veg-kangkung', 'fish-udang']);
    expect(parseFirstIds(Array.from({ length: 80 }, (_, i) => `p${i}`).join(','))).toHaveLength(50);
    expect(parseFirstIds(null)).toEqual([]);
  });
});
