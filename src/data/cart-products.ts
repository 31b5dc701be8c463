/**
 * Today's facts about the products in a cart, a wishlist or on a product page's buying box: price, stock and
 * the switches that decide what may be bought and what it costs (Track quantity, Allow backorders, Requires
 * shipping, Taxable). Only products buyers may see (listed, of an active merchant).
 */
import type { CartProduct } from '../lib/cart';
import { PRODUCT_ID_PATTERN } from '../lib/product-limits';
import { MAX_BOUND_PARAMETERS, placeholders } from './sql';

/** As many ids as one statement binds (a cart holds fewer lines). */
const MAX_IDS = MAX_BOUND_PARAMETERS;

/** A product as the cart and the checkout read it. */
export interface BuyableProductRow {
  id: string;
  name: string;
  description: string;
  image_url: string;
  price_sen: number;
  stock: number;
  merchant_id: string;
  merchant_name: string;
  /** The merchant's own account: it may not buy from itself. */
  merchant_user_id: string;
  track_quantity: number;
  allow_backorders: number;
  requires_shipping: number;
  taxable: number;
}

/**
 * The products among `ids` (well-formed, at most MAX_IDS) that buyers may buy today, as they are now: what the
 * cart shows and what the checkout charges are read by this one query.
 */
export async function buyableProducts(db: Database, ids: readonly string[]): Promise<BuyableProductRow[]> {
  const unique = [...new Set(ids)].filter((id) => PRODUCT_ID_PATTERN.test(id)).slice(0, MAX_IDS);
  if (unique.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT p.id, p.name, p.description, p.image_url, p.price_sen, p.stock, p.merchant_id, m.display_name AS merchant_name,
              m.user_id AS merchant_user_id, p.track_quantity, p.allow_backorders, p.requires_shipping, p.taxable
       FROM products p JOIN merchants m ON m.id = p.merchant_id AND m.status = 'active'
       WHERE p.status IN ('active', 'out_of_stock') AND p.id IN (${placeholders(unique.length)})`,
    )
    .bind(...unique)
    .all<BuyableProductRow>();
  return results;
}

export async function cartProducts(db: Database, ids: readonly string[]): Promise<CartProduct[]> {
  const results = await buyableProducts(db, ids);
  return results.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    imageUrl: r.image_url,
    priceSen: r.price_sen,
    stock: r.stock,
    merchantId: r.merchant_id,
    merchantName: r.merchant_name,
    trackQuantity: r.track_quantity === 1,
    allowBackorders: r.allow_backorders === 1,
    requiresShipping: r.requires_shipping === 1,
    taxable: r.taxable === 1,
  }));
}
