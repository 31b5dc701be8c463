/**
 * Today's product facts (price, stock, switches) for ids kept in the browser, fetched from the server, and the
 * header's count of what the cart can check out.
 */
import { atom, computed } from 'nanostores';
import { cartLines, cartTotals, type CartProduct } from '../lib/cart';
import { lastSeenAll, rememberProducts } from './last-seen';
import { $cart } from './shopping';

export async function fetchCartProducts(ids: string[], signal?: AbortSignal): Promise<CartProduct[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const response = await fetch(`/api/products?ids=${encodeURIComponent(unique.join(','))}`, { signal });
  if (!response.ok) throw new Error(`Products could not be loaded (${response.status})`);
  return ((await response.json()) as { products: CartProduct[] }).products;
}

/** The /api/products endpoint answers at most this many ids at a time. */
const IDS_PER_REQUEST = 100;

/** Facts fetched on this page, by id; null for an id the server does not sell (gone, hidden, sold by no one). */
export const $cartFacts = atom<ReadonlyMap<string, CartProduct | null>>(new Map());
const asked = new Set<string>();

/** Fetches the facts of the cart's products not asked for yet on this page. */
export async function loadCartFacts(ids: readonly string[]): Promise<void> {
  const missing = [...new Set(ids)].filter((id) => !asked.has(id));
  if (missing.length === 0) return;
  for (const id of missing) asked.add(id);
  try {
    const chunks: string[][] = [];
    for (let i = 0; i < missing.length; i += IDS_PER_REQUEST) chunks.push(missing.slice(i, i + IDS_PER_REQUEST));
    const answers = (await Promise.all(chunks.map((chunk) => fetchCartProducts(chunk)))).flat();
    rememberProducts(answers);
    const next = new Map($cartFacts.get());
    for (const id of missing) next.set(id, null);
    for (const product of answers) next.set(product.id, product);
    $cartFacts.set(next);
  } catch (error) {
    for (const id of missing) asked.delete(id);
    // Offline: the count comes from the facts this device saw last, when it saw them all.
    const seen = lastSeenAll(missing);
    if (seen) {
      $cartFacts.set(new Map([...$cartFacts.get(), ...seen.map((product) => [product.id, product] as const)]));
    }
    console.warn('Product facts could not be loaded', error);
  }
}

/**
 * How many units the cart can check out: a sold-out or withdrawn product counts for nothing, a line above the
 * stock counts what is left (the cart page's "n items ready for checkout"). Null until every product is known.
 */
export const $checkoutCount = computed([$cart, $cartFacts], (items, facts) => {
  if (items.some((item) => !facts.has(item.productId))) return null;
  const products = items
    .map((item) => facts.get(item.productId))
    .filter((product): product is CartProduct => !!product);
  return cartTotals(cartLines(items, products)).totalItems;
});
