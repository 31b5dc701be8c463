/**
 * Each buyer's cart and wishlist as the server keeps them (migrations/0012): the copy every device of the buyer
 * shares and the one the checkout reads. Changes arrive as src/lib/shopping-changes.ts describes them and are
 * applied with today's stock; the rows that differ are written in one batch.
 */
import type { CartProduct } from '../lib/cart';
import {
  applyShoppingChanges,
  productIdsOf,
  type ShoppingChange,
  type ShoppingLists,
  type ShoppingNotice,
} from '../lib/shopping-changes';
import { cartProducts } from './cart-products';

/** cartProducts answers at most this many ids at a time. */
const IDS_PER_QUERY = 100;

export async function readShoppingLists(db: Database, userId: string): Promise<ShoppingLists> {
  const [cart, wishlist] = await db.batch([
    db
      .prepare('SELECT product_id, quantity, added_at FROM cart_items WHERE user_id = ? ORDER BY added_at, product_id')
      .bind(userId),
    db
      .prepare('SELECT product_id, added_at FROM wishlist_items WHERE user_id = ? ORDER BY added_at, product_id')
      .bind(userId),
  ]);
  return {
    cart: (cart!.results as { product_id: string; quantity: number; added_at: string }[]).map((row) => ({
      productId: row.product_id,
      quantity: row.quantity,
      addedAt: row.added_at,
    })),
    wishlist: (wishlist!.results as { product_id: string; added_at: string }[]).map((row) => ({
      productId: row.product_id,
      addedAt: row.added_at,
    })),
  };
}

/** Today's facts of the given products that buyers may buy, by id. */
export async function productFacts(db: Database, ids: readonly string[]): Promise<Map<string, CartProduct>> {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += IDS_PER_QUERY) chunks.push(unique.slice(i, i + IDS_PER_QUERY));
  const answers = await Promise.all(chunks.map((chunk) => cartProducts(db, chunk)));
  return new Map(answers.flat().map((product) => [product.id, product]));
}

function statements(db: Database, userId: string, before: ShoppingLists, after: ShoppingLists): D1PreparedStatement[] {
  const writes: D1PreparedStatement[] = [];
  const cartBefore = new Map(before.cart.map((item) => [item.productId, item]));
  const cartAfter = new Map(after.cart.map((item) => [item.productId, item]));
  for (const [id] of cartBefore) {
    if (!cartAfter.has(id))
      writes.push(db.prepare('DELETE FROM cart_items WHERE user_id = ? AND product_id = ?').bind(userId, id));
  }
  for (const [id, item] of cartAfter) {
    if (cartBefore.get(id)?.quantity === item.quantity) continue;
    writes.push(
      db
        .prepare(
          `INSERT INTO cart_items (user_id, product_id, quantity, added_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
        )
        .bind(userId, id, item.quantity, item.addedAt),
    );
  }
  const wishBefore = new Set(before.wishlist.map((item) => item.productId));
  const wishAfter = new Set(after.wishlist.map((item) => item.productId));
  for (const id of wishBefore) {
    if (!wishAfter.has(id))
      writes.push(db.prepare('DELETE FROM wishlist_items WHERE user_id = ? AND product_id = ?').bind(userId, id));
  }
  for (const item of after.wishlist) {
    if (wishBefore.has(item.productId)) continue;
    writes.push(
      db
        .prepare('INSERT OR IGNORE INTO wishlist_items (user_id, product_id, added_at) VALUES (?, ?, ?)')
        .bind(userId, item.productId, item.addedAt),
    );
  }
  return writes;
}

export interface AppliedChanges extends ShoppingLists {
  notices: ShoppingNotice[];
}

/**
 * Applies the buyer's changes to their lists with today's stock and writes what differs in one transaction.
 * A quantity is never above what the product allows; a product that is gone is never added.
 */
export async function changeShoppingLists(
  db: Database,
  userId: string,
  changes: readonly ShoppingChange[],
  now = new Date(),
): Promise<AppliedChanges> {
  const before = await readShoppingLists(db, userId);
  if (changes.length === 0) return { ...before, notices: [] };
  const products = await productFacts(db, productIdsOf(changes));
  const after = applyShoppingChanges(before, changes, products, now.toISOString());
  const writes = statements(db, userId, before, after);
  if (writes.length > 0) await db.batch(writes);
  return after;
}

/** The cart's lines joined with today's products, for the pages that show it without a script. */
export interface ShoppingListsWithProducts extends ShoppingLists {
  products: CartProduct[];
}

export async function cartWithProducts(db: Database, userId: string): Promise<ShoppingListsWithProducts> {
  const lists = await readShoppingLists(db, userId);
  const facts = await productFacts(db, [
    ...lists.cart.map((item) => item.productId),
    ...lists.wishlist.map((item) => item.productId),
  ]);
  return { ...lists, products: [...facts.values()] };
}

/** After an order: the lines it bought leave the cart. */
export async function removeOrderedLines(db: Database, userId: string, productIds: readonly string[]): Promise<void> {
  const ids = [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90);
    await db
      .prepare(`DELETE FROM cart_items WHERE user_id = ? AND product_id IN (${chunk.map(() => '?').join(', ')})`)
      .bind(userId, ...chunk)
      .run();
  }
}
