/**
 * The facts (name, price, stock) of the products this user's cart and wishlist showed last, and of a product
 * added from a card, kept in the browser per user (`lastSeen:<id>`, cleared at sign-out with the cart). Without
 * a connection the cart shows its lines with these, and says they are checked when the connection returns;
 * online, today's facts from the server always replace them.
 */
import type { CartProduct } from '../lib/cart';
import { $user, userKey } from './session';

/** Enough for any cart and wishlist; the oldest seen go first. */
export const LAST_SEEN_LIMIT = 200;

type Seen = CartProduct & { seenAt: string };

function key(): string | null {
  const user = $user.get();
  return user ? userKey('lastSeen', user.id) : null;
}

function read(name: string): Record<string, Seen> {
  try {
    const kept = JSON.parse(localStorage.getItem(name) ?? '{}') as unknown;
    return kept && typeof kept === 'object' ? (kept as Record<string, Seen>) : {};
  } catch {
    return {};
  }
}

/** Keeps these facts as the last seen of their products. */
export function rememberProducts(products: readonly CartProduct[], now = new Date().toISOString()): void {
  const name = key();
  if (!name || products.length === 0) return;
  const kept = read(name);
  for (const product of products) kept[product.id] = { ...product, seenAt: now };
  const newest = Object.values(kept)
    .sort((a, b) => b.seenAt.localeCompare(a.seenAt))
    .slice(0, LAST_SEEN_LIMIT);
  try {
    localStorage.setItem(name, JSON.stringify(Object.fromEntries(newest.map((product) => [product.id, product]))));
  } catch (error) {
    console.warn('The products last seen could not be saved', error);
  }
}

/** The last seen facts of those of `ids` that were ever seen. */
export function lastSeenProducts(ids: readonly string[]): CartProduct[] {
  const name = key();
  if (!name) return [];
  const kept = read(name);
  return ids.flatMap((id) => {
    const seen = kept[id];
    if (!seen) return [];
    const { seenAt: _seenAt, ...product } = seen;
    return [product];
  });
}

/** The last seen facts of every one of `ids`, or null when one of them was never seen (then they cannot stand in). */
export function lastSeenAll(ids: readonly string[]): CartProduct[] | null {
  const seen = lastSeenProducts(ids);
  return seen.length === ids.length ? seen : null;
}

/** What a product card shows of its product: enough to list it in the cart until the server's facts arrive. */
export function productFromCard(card: {
  id: string;
  name: string;
  priceSen: number;
  stock: number;
  imageUrl: string;
}): CartProduct {
  return {
    ...card,
    description: '',
    merchantId: '',
    merchantName: '',
    trackQuantity: true,
    allowBackorders: false,
    requiresShipping: true,
    taxable: true,
  };
}
