import { buyableQuantity } from '../../src/lib/stock';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RULE, orderTotals } from '../../src/lib/pricing';
import {
  addSelectedToCart,
  addToCart,
  addToWishlist,
  cartLines,
  pricedLines,
  cartTotals,
  MAX_LINE_QUANTITY,
  parseCartItems,
  parseIds,
  parseWishlistItems,
  recordView,
  RECENTLY_VIEWED_MAX,
  removeFromCart,
  removeFromWishlist,
  toggleWishlist,
  updateCartQuantity,
  type CartItem,
  type CartProduct,
  type WishlistItem,
} from '../../src/lib/cart';
import {
  isWishlistSort,
  sortWishlist,
  WISHLIST_SORTS,
  wishlistEntries,
  wishlistSummary,
  type WishlistEntry,
  type WishlistSort,
} from '../../src/lib/wishlist-view';

const T0 = '2025-03-01T08:00:00.000Z';
const T1 = '2025-03-02T08:00:00.000Z';

function product(id: string, priceSen: number, stock: number, switches: Partial<CartProduct> = {}): CartProduct {
  return {
    id,
    name: id,
    description: `About ${id}`,
    imageUrl: `/products/${id}.svg`,
    priceSen,
    stock,
    merchantId: 'kebun-hijau',
    merchantName: 'Kebun Hijau Farm',
    trackQuantity: true,
    allowBackorders: false,
    requiresShipping: true,
    taxable: true,
    ...switches,
  };
}

const kangkung = product('veg-kangkung', 350, 48);
const udang = product('fish-udang', 4800, 20);
const lembu = product('meat-lembu', 4200, 4);
const ketam = product('fish-ketam', 7800, 0);

describe('addToCart', () => {
  it('adds a new line with the time it was added', () => {
    expect(addToCart([], 'veg-kangkung', 2, 48, T0)).toEqual([{ productId: 'veg-kangkung', quantity: 2, addedAt: T0 }]);
  });

  it('merges with the same product and keeps the first time it was added', () => {
    const once = addToCart([], 'veg-kangkung', 2, 48, T0);
    const twice = addToCart(once, 'veg-kangkung', 3, 48, T1);
    expect(twice).toEqual([{ productId: 'veg-kangkung', quantity: 5, addedAt: T0 }]);
  });

  it('keeps other lines and their order', () => {
    const items = addToCart(addToCart([], 'a', 1, 10, T0), 'b', 1, 10, T0);
    expect(addToCart(items, 'a', 1, 10, T1).map((i) => [i.productId, i.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('caps a new line at the stock', () => {
    expect(addToCart([], 'meat-lembu', 9, 4, T0)[0]!.quantity).toBe(4);
  });

  it('caps a merged line at the stock', () => {
    const items = addToCart([], 'meat-lembu', 3, 4, T0);
    expect(addToCart(items, 'meat-lembu', 3, 4, T1)[0]!.quantity).toBe(4);
  });

  it('caps a line at the typo guard whatever the stock', () => {
    expect(addToCart([], 'x', 5000, 100_000, T0)[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('drops the fraction of a quantity', () => {
    expect(addToCart([], 'x', 2.9, 10, T0)[0]!.quantity).toBe(2);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('ignores a quantity of %s', (quantity) => {
    const items: CartItem[] = [{ productId: 'a', quantity: 1, addedAt: T0 }];
    expect(addToCart(items, 'b', quantity, 10, T1)).toBe(items);
  });

  it('adds nothing of a product that is out of stock', () => {
    expect(addToCart([], 'fish-ketam', 1, 0, T0)).toEqual([]);
  });

  it('never changes the list it was given', () => {
    const items: CartItem[] = [{ productId: 'a', quantity: 1, addedAt: T0 }];
    addToCart(items, 'a', 2, 10, T1);
    expect(items).toEqual([{ productId: 'a', quantity: 1, addedAt: T0 }]);
  });
});

describe('updateCartQuantity', () => {
  const items: CartItem[] = [
    { productId: 'a', quantity: 2, addedAt: T0 },
    { productId: 'b', quantity: 1, addedAt: T0 },
  ];

  it('sets the quantity of one line', () => {
    expect(updateCartQuantity(items, 'a', 3, 10)).toEqual([
      { productId: 'a', quantity: 3, addedAt: T0 },
      { productId: 'b', quantity: 1, addedAt: T0 },
    ]);
  });

  it('caps the quantity at the stock', () => {
    expect(updateCartQuantity(items, 'a', 7, 4)[0]!.quantity).toBe(4);
  });

  it.each([0, -1, Number.NaN])('removes the line at quantity %s', (quantity) => {
    expect(updateCartQuantity(items, 'a', quantity, 10)).toEqual([{ productId: 'b', quantity: 1, addedAt: T0 }]);
  });

  it('removes the line when the product is out of stock now', () => {
    expect(updateCartQuantity(items, 'a', 1, 0).map((i) => i.productId)).toEqual(['b']);
  });

  it('changes nothing for a product that is not in the cart', () => {
    expect(updateCartQuantity(items, 'c', 3, 10)).toEqual(items);
  });
});

describe('removeFromCart', () => {
  const items: CartItem[] = [
    { productId: 'a', quantity: 2, addedAt: T0 },
    { productId: 'b', quantity: 3, addedAt: T0 },
  ];

  it('removes the line of one product', () => {
    expect(removeFromCart(items, 'a')).toEqual([{ productId: 'b', quantity: 3, addedAt: T0 }]);
    expect(removeFromCart(items, 'zzz')).toEqual(items);
  });
});

describe('cartLines and cartTotals', () => {
  it("prices each line at today's price", () => {
    const lines = cartLines(
      [
        { productId: 'veg-kangkung', quantity: 2, addedAt: T0 },
        { productId: 'fish-udang', quantity: 1, addedAt: T0 },
      ],
      [udang, kangkung],
    );
    expect(lines.map((l) => [l.product?.id, l.available, l.lineTotalSen])).toEqual([
      ['veg-kangkung', 2, 700],
      ['fish-udang', 1, 4800],
    ]);
    expect(cartTotals(lines)).toEqual({ totalItems: 3, subtotalSen: 5500, taxableSen: 5500 });
  });

  it("caps a kept quantity at today's stock", () => {
    const line = cartLines([{ productId: 'meat-lembu', quantity: 10, addedAt: T0 }], [lembu])[0]!;
    expect(line.item.quantity).toBe(10);
    expect(line.available).toBe(4);
    expect(line.lineTotalSen).toBe(4 * 4200);
  });

  it('counts nothing for a product that is out of stock', () => {
    const lines = cartLines(
      [
        { productId: 'fish-ketam', quantity: 2, addedAt: T0 },
        { productId: 'veg-kangkung', quantity: 1, addedAt: T0 },
      ],
      [ketam, kangkung],
    );
    expect(lines[0]).toMatchObject({ available: 0, lineTotalSen: 0 });
    expect(cartTotals(lines)).toEqual({ totalItems: 1, subtotalSen: 350, taxableSen: 350 });
  });

  it('keeps a line whose product is gone, with no product and no total', () => {
    const lines = cartLines([{ productId: 'gone', quantity: 3, addedAt: T0 }], [kangkung]);
    expect(lines).toEqual([
      {
        item: { productId: 'gone', quantity: 3, addedAt: T0 },
        product: null,
        available: 0,
        backordered: 0,
        lineTotalSen: 0,
      },
    ]);
    expect(cartTotals(lines)).toEqual({ totalItems: 0, subtotalSen: 0, taxableSen: 0 });
  });

  it('totals an empty cart as zero', () => {
    expect(cartTotals(cartLines([], []))).toEqual({ totalItems: 0, subtotalSen: 0, taxableSen: 0 });
  });
});

describe('the product switches in the cart', () => {
  const item = (productId: string, quantity: number) => ({ productId, quantity, addedAt: T0 });

  it('lets a product that takes backorders be bought beyond its stock, the extra units shown as backordered', () => {
    const pisang = product('pisang', 500, 2, { allowBackorders: true });
    const [line] = cartLines([item('pisang', 5)], [pisang]);
    expect(line).toMatchObject({ available: 5, backordered: 3, lineTotalSen: 2500 });
    const soldOut = product('sold-out', 500, 0, { allowBackorders: true });
    expect(cartLines([item('sold-out', 2)], [soldOut])[0]).toMatchObject({ available: 2, backordered: 2 });
    expect(addToCart([], 'sold-out', 3, buyableQuantity(soldOut), T0)[0]!.quantity).toBe(3);
  });

  it('does not limit a product whose quantity is not tracked, and backorders nothing of it', () => {
    const untracked = product('untracked', 500, 0, { trackQuantity: false });
    expect(cartLines([item('untracked', 7)], [untracked])[0]).toMatchObject({ available: 7, backordered: 0 });
  });

  it('shows on the cart page the totals checkout charges: tax on the taxable lines, and shipping', () => {
    const lines = cartLines(
      [item('a', 1), item('b', 2)],
      [product('a', 1000, 5), product('b', 500, 5, { taxable: false })],
    );
    const totals = cartTotals(lines);
    expect(totals).toEqual({ totalItems: 3, subtotalSen: 2000, taxableSen: 1000 });
    expect(orderTotals(pricedLines(lines), DEFAULT_TAX_RULE)).toEqual({
      subtotalSen: 2000,
      shippingSen: 1000,
      taxSen: 60,
      totalSen: 3060,
    });
  });

  it('prices the buyable lines with their switches, for the checkout totals', () => {
    const lines = cartLines(
      [item('a', 1), item('gone', 1), item('c', 1)],
      [product('a', 1000, 5, { requiresShipping: false }), product('c', 700, 0)],
    );
    expect(pricedLines(lines)).toEqual([{ unitPriceSen: 1000, quantity: 1, taxable: true, requiresShipping: false }]);
  });
});

describe('wishlist', () => {
  it('adds a product once, ignoring it when present', () => {
    const once = addToWishlist([], 'a', T0);
    expect(once).toEqual([{ productId: 'a', addedAt: T0 }]);
    expect(addToWishlist(once, 'a', T1)).toBe(once);
  });

  it('removes by product id', () => {
    const items: WishlistItem[] = [
      { productId: 'a', addedAt: T0 },
      { productId: 'b', addedAt: T1 },
    ];
    expect(removeFromWishlist(items, 'a')).toEqual([{ productId: 'b', addedAt: T1 }]);
    expect(removeFromWishlist(items, 'zzz')).toEqual(items);
  });

  it('toggles a product in and out', () => {
    const added = toggleWishlist([], 'a', T0);
    expect(added).toEqual([{ productId: 'a', addedAt: T0 }]);
    expect(toggleWishlist(added, 'a', T1)).toEqual([]);
  });
});

describe('addSelectedToCart', () => {
  it('adds one of each selected product that is in stock, skipping the out-of-stock ones', () => {
    const cart = addSelectedToCart([], ['veg-kangkung', 'fish-ketam', 'fish-udang'], [kangkung, ketam, udang], T0);
    expect(cart).toEqual([
      { productId: 'veg-kangkung', quantity: 1, addedAt: T0 },
      { productId: 'fish-udang', quantity: 1, addedAt: T0 },
    ]);
  });

  it('merges with lines already in the cart, capped at the stock', () => {
    const start: CartItem[] = [
      { productId: 'veg-kangkung', quantity: 2, addedAt: T0 },
      { productId: 'meat-lembu', quantity: 4, addedAt: T0 },
    ];
    const cart = addSelectedToCart(start, ['veg-kangkung', 'meat-lembu'], [kangkung, lembu], T1);
    expect(cart.map((i) => [i.productId, i.quantity, i.addedAt])).toEqual([
      ['veg-kangkung', 3, T0],
      ['meat-lembu', 4, T0],
    ]);
  });

  it('skips a selected product the server no longer knows', () => {
    expect(addSelectedToCart([], ['gone', 'veg-kangkung'], [kangkung], T0).map((i) => i.productId)).toEqual([
      'veg-kangkung',
    ]);
  });

  it('adds nothing when nothing is selected', () => {
    const start: CartItem[] = [{ productId: 'a', quantity: 1, addedAt: T0 }];
    expect(addSelectedToCart(start, [], [kangkung], T1)).toEqual(start);
  });
});

describe('recordView (recently viewed)', () => {
  it('puts the most recent first', () => {
    expect(recordView(recordView([], 'a'), 'b')).toEqual(['b', 'a']);
  });

  it('moves a product viewed again to the front without a duplicate', () => {
    expect(recordView(['c', 'b', 'a'], 'a')).toEqual(['a', 'c', 'b']);
    expect(recordView(['a', 'b'], 'a')).toEqual(['a', 'b']);
  });

  it('keeps at most ten: the eleventh view drops the oldest', () => {
    let ids: string[] = [];
    for (let n = 1; n <= RECENTLY_VIEWED_MAX; n += 1) ids = recordView(ids, `p${n}`);
    expect(RECENTLY_VIEWED_MAX).toBe(10);
    expect(ids).toHaveLength(10);
    expect(ids[9]).toBe('p1');
    ids = recordView(ids, 'p11');
    expect(ids).toHaveLength(10);
    expect(ids[0]).toBe('p11');
    expect(ids).not.toContain('p1');
    expect(ids[9]).toBe('p2');
  });

  it('keeps all ten when one of them is viewed again', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `p${10 - i}`);
    const again = recordView(ten, 'p1');
    expect(again).toHaveLength(10);
    expect(again[0]).toBe('p1');
    expect(again).toContain('p2');
  });
});

describe('parsing saved data', () => {
  it('keeps well-formed cart lines and drops malformed ones', () => {
    const good = { productId: 'a', quantity: 2, addedAt: T0 };
    expect(
      parseCartItems([
        good,
        null,
        42,
        'a',
        [],
        { productId: 7, quantity: 1, addedAt: T0 },
        { productId: 'b', quantity: '2', addedAt: T0 },
        { productId: 'c', quantity: 0, addedAt: T0 },
        { productId: 'd', quantity: -1, addedAt: T0 },
        { productId: 'e', quantity: 1.5, addedAt: T0 },
        { productId: 'f', quantity: MAX_LINE_QUANTITY + 1, addedAt: T0 },
        { productId: 'g', quantity: 1 },
        { productId: 'h', quantity: MAX_LINE_QUANTITY, addedAt: T0 },
      ]),
    ).toEqual([good, { productId: 'h', quantity: MAX_LINE_QUANTITY, addedAt: T0 }]);
  });

  it.each([null, undefined, 'cart', 3, { productId: 'a' }])('reads %s as an empty cart', (value) => {
    expect(parseCartItems(value)).toEqual([]);
  });

  it('keeps well-formed wishlist items and drops malformed ones', () => {
    const good = { productId: 'a', addedAt: T0 };
    expect(
      parseWishlistItems([good, null, 'b', { productId: 'c' }, { productId: 1, addedAt: T0 }, { addedAt: T0 }]),
    ).toEqual([good]);
    expect(parseWishlistItems({})).toEqual([]);
    expect(parseWishlistItems(undefined)).toEqual([]);
  });

  it('keeps string ids of recently viewed, at most ten', () => {
    expect(parseIds(['a', 1, null, 'b', {}])).toEqual(['a', 'b']);
    expect(parseIds(Array.from({ length: 15 }, (_, i) => `p${i}`))).toHaveLength(10);
    expect(parseIds('a,b')).toEqual([]);
  });
});

describe('fractions and duplicates', () => {
  it('never keeps a line of quantity zero when asked for a fraction below one', () => {
    expect(addToCart([], 'a', 0.5, 10, T0)).toEqual([]);
    expect(updateCartQuantity([{ productId: 'a', quantity: 2, addedAt: T0 }], 'a', 0.5, 10)).toEqual([]);
  });

  it('reads two saved lines of the same product as one line, keeping the first time it was added', () => {
    const saved = [
      { productId: 'meat-lembu', quantity: 3, addedAt: T0 },
      { productId: 'veg-kangkung', quantity: 1, addedAt: T0 },
      { productId: 'meat-lembu', quantity: 3, addedAt: T1 },
    ];
    expect(parseCartItems(saved)).toEqual([
      { productId: 'meat-lembu', quantity: 6, addedAt: T0 },
      { productId: 'veg-kangkung', quantity: 1, addedAt: T0 },
    ]);
    expect(cartTotals(cartLines(parseCartItems(saved), [lembu, kangkung])).totalItems).toBe(lembu.stock + 1);
  });

  it('keeps merged duplicates within the typo guard', () => {
    const saved = [
      { productId: 'a', quantity: MAX_LINE_QUANTITY, addedAt: T0 },
      { productId: 'a', quantity: 5, addedAt: T0 },
    ];
    expect(parseCartItems(saved)).toEqual([{ productId: 'a', quantity: MAX_LINE_QUANTITY, addedAt: T0 }]);
  });
});

// The wishlist screen's sorts and summary, kept beside the island until they can move to src/lib/cart.ts.
describe('wishlist sorts and summary', () => {
  const entries: WishlistEntry[] = [
    {
      item: { productId: 'veg-kangkung', addedAt: '2025-03-01T00:00:00.000Z' },
      product: { ...kangkung, name: 'Kangkung' },
    },
    { item: { productId: 'fish-udang', addedAt: '2025-03-03T00:00:00.000Z' }, product: { ...udang, name: 'Udang' } },
    { item: { productId: 'gone', addedAt: '2025-03-04T00:00:00.000Z' }, product: null },
    { item: { productId: 'fish-ketam', addedAt: '2025-03-02T00:00:00.000Z' }, product: { ...ketam, name: 'ketam' } },
  ];
  const order = (sort: WishlistSort) => sortWishlist(entries, sort).map((entry) => entry.item.productId);

  it("offers exactly the spec's six sorts", () => {
    expect(WISHLIST_SORTS.map((sort) => sort.value)).toEqual([
      'newest',
      'oldest',
      'name-asc',
      'name-desc',
      'price-low',
      'price-high',
    ]);
  });

  it('sorts by the time each was added', () => {
    expect(order('newest')).toEqual(['gone', 'fish-udang', 'fish-ketam', 'veg-kangkung']);
    expect(order('oldest')).toEqual(['veg-kangkung', 'fish-ketam', 'fish-udang', 'gone']);
  });

  it('sorts by name ignoring case, and by price, with a product that is gone last', () => {
    expect(order('name-asc')).toEqual(['veg-kangkung', 'fish-ketam', 'fish-udang', 'gone']);
    expect(order('name-desc')).toEqual(['fish-udang', 'fish-ketam', 'veg-kangkung', 'gone']);
    expect(order('price-low')).toEqual(['veg-kangkung', 'fish-udang', 'fish-ketam', 'gone']);
    expect(order('price-high')).toEqual(['fish-ketam', 'fish-udang', 'veg-kangkung', 'gone']);
  });

  it('does not change the list it was given', () => {
    const before = entries.map((entry) => entry.item.productId);
    order('price-high');
    expect(entries.map((entry) => entry.item.productId)).toEqual(before);
  });

  it('counts what is available and what it is worth, one of each', () => {
    expect(wishlistSummary(entries)).toEqual({
      totalItems: 4,
      available: 2,
      outOfStock: 2,
      totalValueSen: 350 + 4800 + 7800,
      availableValueSen: 350 + 4800,
    });
    expect(wishlistSummary([])).toEqual({
      totalItems: 0,
      available: 0,
      outOfStock: 0,
      totalValueSen: 0,
      availableValueSen: 0,
    });
  });

  it("joins kept items with today's products, null for one that is gone", () => {
    const joined = wishlistEntries(
      [
        { productId: 'veg-kangkung', addedAt: T0 },
        { productId: 'gone', addedAt: T0 },
      ],
      new Map([['veg-kangkung', kangkung]]),
    );
    expect(joined.map((entry) => entry.product?.id ?? null)).toEqual(['veg-kangkung', null]);
    expect(isWishlistSort('price-low')).toBe(true);
    expect(isWishlistSort('rating')).toBe(false);
  });
});
