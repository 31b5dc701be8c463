/**
 * The rules of the cart, the wishlist and recently viewed (spec section 4), as pure functions over the ids and
 * quantities the browser keeps. Prices and stock always come fresh from the server (`CartProduct`).
 */

export interface CartItem {
  productId: string;
  quantity: number;
  addedAt: string;
}

export interface WishlistItem {
  productId: string;
  addedAt: string;
}

/** What the server says about a product right now: the only source of names, prices and stock. */
export interface CartProduct {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  priceSen: number;
  stock: number;
  merchantId: string;
  merchantName: string;
  /** The product's switches (src/lib/stock, src/lib/pricing): what the stock binds, what pays GST and shipping. */
  trackQuantity: boolean;
  allowBackorders: boolean;
  requiresShipping: boolean;
  taxable: boolean;
}

import type { PricedLine } from './pricing';
import { backorderedUnits, buyableQuantity, MAX_LINE_QUANTITY } from './stock';

export { MAX_LINE_QUANTITY };
/**
 * At most this many cart and wishlist changes go in one request (the server refuses more; the browser sends a long
 * offline spell in several).
 */
export const MAX_CHANGES_PER_REQUEST = 100;
export const RECENTLY_VIEWED_MAX = 10;
export const STRIP_SIZE = 3;

function capAt(quantity: number, max: number): number {
  return Math.min(Math.trunc(quantity), Math.max(0, max), MAX_LINE_QUANTITY);
}

/**
 * Adds to the cart, merging with the same product; the quantity is capped at `max`, the most of the product a
 * buyer may have (its stock, or more when it takes backorders: see buyableQuantity).
 */
export function addToCart(
  items: CartItem[],
  productId: string,
  quantity: number,
  max: number,
  now: string,
): CartItem[] {
  quantity = Math.trunc(quantity);
  if (!Number.isFinite(quantity) || quantity <= 0 || max <= 0) return items;
  const existing = items.find((item) => item.productId === productId);
  if (existing) {
    return items.map((item) =>
      item.productId === productId ? { ...item, quantity: capAt(item.quantity + quantity, max) } : item,
    );
  }
  return [...items, { productId, quantity: capAt(quantity, max), addedAt: now }];
}

/** Sets a line's quantity: zero or less removes it; more than `max` is capped at `max`. */
export function updateCartQuantity(items: CartItem[], productId: string, quantity: number, max: number): CartItem[] {
  quantity = Math.trunc(quantity);
  if (!Number.isFinite(quantity) || quantity <= 0 || max <= 0) return removeFromCart(items, productId);
  return items.map((item) => (item.productId === productId ? { ...item, quantity: capAt(quantity, max) } : item));
}

/** What a typed quantity means: its leading whole number ("1.5" is 1, "3 kg" is 3); null when it has none. */
export function typedQuantity(text: string): number | null {
  const match = /^\s*(\d{1,7})/.exec(text);
  return match ? Number(match[1]) : null;
}

export interface AddedMessage {
  kind: 'success' | 'warning';
  title: string;
  description: string;
}

/**
 * What Add to Cart tells the buyer: what was really added. `added` is what the cart took of `wanted`, and
 * `holding` what the cart holds now; nothing added means the cart already holds the most there is.
 */
export function addedToCartMessage(name: string, wanted: number, added: number, holding: number): AddedMessage {
  if (added <= 0) {
    return {
      kind: 'warning',
      title: 'Already in your cart',
      description: `You have all ${holding} of ${name} that are in stock.`,
    };
  }
  if (added < wanted) {
    return {
      kind: 'warning',
      title: 'Added to cart',
      description: `${added} × ${name}: your cart now holds all ${holding} that are in stock.`,
    };
  }
  return { kind: 'success', title: 'Added to cart', description: `${added} × ${name}` };
}

export function removeFromCart(items: CartItem[], productId: string): CartItem[] {
  return items.filter((item) => item.productId !== productId);
}

export interface CartLine {
  item: CartItem;
  product: CartProduct | null;
  /** What can be bought of this line now: the wanted quantity capped at what the product allows today. */
  available: number;
  /** Of those, the units beyond the stock of a product that takes backorders. */
  backordered: number;
  lineTotalSen: number;
}

/** Joins the kept items with today's products; a product that is gone has a null product and no total. */
export function cartLines(items: CartItem[], products: CartProduct[]): CartLine[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return items.map((item) => {
    const product = byId.get(item.productId) ?? null;
    const available = product ? Math.min(item.quantity, buyableQuantity(product)) : 0;
    const backordered = product ? backorderedUnits(product, available) : 0;
    return { item, product, available, backordered, lineTotalSen: product ? product.priceSen * available : 0 };
  });
}

export interface CartTotals {
  totalItems: number;
  subtotalSen: number;
  /** The part of the subtotal that pays tax (products switched Taxable). */
  taxableSen: number;
}

/** totalItems is the sum of quantities; the subtotal is unit price times quantity, at today's prices. */
export function cartTotals(lines: CartLine[]): CartTotals {
  return {
    totalItems: lines.reduce((sum, line) => sum + line.available, 0),
    subtotalSen: lines.reduce((sum, line) => sum + line.lineTotalSen, 0),
    taxableSen: lines.reduce((sum, line) => sum + (line.product?.taxable ? line.lineTotalSen : 0), 0),
  };
}

/** The lines that can be bought, as the order's totals price them (src/lib/pricing orderTotals). */
export function pricedLines(lines: CartLine[]): PricedLine[] {
  return lines
    .filter((line): line is CartLine & { product: CartProduct } => line.product !== null && line.available > 0)
    .map((line) => ({
      unitPriceSen: line.product.priceSen,
      quantity: line.available,
      taxable: line.product.taxable,
      requiresShipping: line.product.requiresShipping,
    }));
}

export function addToWishlist(items: WishlistItem[], productId: string, now: string): WishlistItem[] {
  return items.some((item) => item.productId === productId) ? items : [...items, { productId, addedAt: now }];
}

export function removeFromWishlist(items: WishlistItem[], productId: string): WishlistItem[] {
  return items.filter((item) => item.productId !== productId);
}

export function toggleWishlist(items: WishlistItem[], productId: string, now: string): WishlistItem[] {
  return items.some((item) => item.productId === productId)
    ? removeFromWishlist(items, productId)
    : addToWishlist(items, productId, now);
}

/** Bulk add to cart: one of each selected product that is in stock. */
export function addSelectedToCart(
  cart: CartItem[],
  selected: string[],
  products: CartProduct[],
  now: string,
): CartItem[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return selected.reduce((items, id) => {
    const product = byId.get(id);
    const max = product ? buyableQuantity(product) : 0;
    return max > 0 ? addToCart(items, id, 1, max, now) : items;
  }, cart);
}

/** Most recent first, no duplicates, at most ten. */
export function recordView(ids: string[], productId: string): string[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
}

/** Parses saved items, keeping the well-formed ones (two lines of one product become one): saved data never breaks a page. */
export function parseCartItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const valid = value.filter(
    (item): item is CartItem =>
      Boolean(item) &&
      typeof item.productId === 'string' &&
      Number.isInteger(item.quantity) &&
      item.quantity > 0 &&
      item.quantity <= MAX_LINE_QUANTITY &&
      typeof item.addedAt === 'string',
  );
  const merged = new Map<string, CartItem>();
  for (const item of valid) {
    const earlier = merged.get(item.productId);
    merged.set(
      item.productId,
      earlier
        ? { ...earlier, quantity: Math.min(earlier.quantity + item.quantity, MAX_LINE_QUANTITY) }
        : { productId: item.productId, quantity: item.quantity, addedAt: item.addedAt },
    );
  }
  return [...merged.values()];
}

export function parseWishlistItems(value: unknown): WishlistItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.filter((item): item is WishlistItem => {
    const valid =
      Boolean(item) &&
      typeof item.productId === 'string' &&
      typeof item.addedAt === 'string' &&
      !seen.has(item.productId);
    if (valid) seen.add(item.productId);
    return valid;
  });
}

export function parseIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((id): id is string => typeof id === 'string'))].slice(0, RECENTLY_VIEWED_MAX);
}
