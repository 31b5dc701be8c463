/**
 * The wishlist screen's sorts and summary, over the kept items joined with today's products. Pure: the island
 * (src/islands/wishlist/WishlistView.tsx) only renders what these return.
 */
import type { CartProduct, WishlistItem } from './cart';

export interface WishlistEntry {
  item: WishlistItem;
  /** Today's product, or null when it is no longer sold. */
  product: CartProduct | null;
}

/** The spec's wishlist sorts, in its order. */
export const WISHLIST_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name-asc', label: 'Name: A to Z' },
  { value: 'name-desc', label: 'Name: Z to A' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
] as const;

export type WishlistSort = (typeof WISHLIST_SORTS)[number]['value'];

export function isWishlistSort(value: string): value is WishlistSort {
  return WISHLIST_SORTS.some((sort) => sort.value === value);
}

export function wishlistEntries(items: WishlistItem[], byId: ReadonlyMap<string, CartProduct | null>): WishlistEntry[] {
  return items.map((item) => ({ item, product: byId.get(item.productId) ?? null }));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const time = (entry: WishlistEntry) => Date.parse(entry.item.addedAt) || 0;
const byName = (a: WishlistEntry, b: WishlistEntry) => collator.compare(a.product?.name ?? '', b.product?.name ?? '');

/** Sorts a copy. Entries whose product is gone go last in the name and price sorts, which need the product. */
export function sortWishlist(entries: WishlistEntry[], sort: WishlistSort): WishlistEntry[] {
  const known = entries.filter((entry) => entry.product);
  const gone = entries.filter((entry) => !entry.product);
  switch (sort) {
    case 'newest':
      return [...entries].sort((a, b) => time(b) - time(a));
    case 'oldest':
      return [...entries].sort((a, b) => time(a) - time(b));
    case 'name-asc':
      return [...known.sort(byName), ...gone];
    case 'name-desc':
      return [...known.sort((a, b) => byName(b, a)), ...gone];
    case 'price-low':
      return [...known.sort((a, b) => a.product!.priceSen - b.product!.priceSen || byName(a, b)), ...gone];
    case 'price-high':
      return [...known.sort((a, b) => b.product!.priceSen - a.product!.priceSen || byName(a, b)), ...gone];
  }
}

export interface WishlistSummary {
  totalItems: number;
  /** In stock today. */
  available: number;
  /** Out of stock today, or no longer sold. */
  outOfStock: number;
  /** One of each product at today's price. */
  totalValueSen: number;
  availableValueSen: number;
}

export function wishlistSummary(entries: WishlistEntry[]): WishlistSummary {
  let available = 0;
  let totalValueSen = 0;
  let availableValueSen = 0;
  for (const { product } of entries) {
    if (!product) continue;
    totalValueSen += product.priceSen;
    if (product.stock > 0) {
      available += 1;
      availableValueSen += product.priceSen;
    }
  }
  return {
    totalItems: entries.length,
    available,
    outOfStock: entries.length - available,
    totalValueSen,
    availableValueSen,
  };
}
