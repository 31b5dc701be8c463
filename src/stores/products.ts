/** Fetches today's product facts (price, stock) for ids kept in the browser. */
import type { CartProduct } from '../lib/cart';

export async function fetchCartProducts(ids: string[], signal?: AbortSignal): Promise<CartProduct[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const response = await fetch(`/api/products?ids=${encodeURIComponent(unique.join(','))}`, { signal });
  if (!response.ok) throw new Error(`Products could not be loaded (${response.status})`);
  return ((await response.json()) as { products: CartProduct[] }).products;
}
