/**
 * Each buyer's cart and wishlist as the server keeps them (migrations/0012): the copy every device of the buyer
 * shares and the one the checkout reads. Changes arrive as src/lib/shopping-changes.ts describes them and are
 * applied with today's stock; the rows that differ are written in one batch, additions relative to the line as it
 * stands when the batch runs, so that changes from two tabs or devices arriving at once are both kept.
 */
import { cartLines, cartTotals, type CartItem, type CartProduct } from '../lib/cart';
import { MAX_CART_LINES } from '../lib/checkout';
import {
  applyShoppingChanges,
  MAX_WISHLIST_ITEMS,
  productIdsOf,
  type ShoppingChange,
  type ShoppingLists,
  type ShoppingNotice,
} from '../lib/shopping-changes';
import type { IntentOutcome, SignInIntent } from '../lib/sign-in-intent';
import { buyableQuantity } from '../lib/stock';
import { cartProducts } from './cart-products';
import { chunked, placeholders } from './sql';

/** The two reads of a buyer's lists, to run in a batch (alone, or after the writes of a change). */
function listReads(db: Database, userId: string): D1PreparedStatement[] {
  return [
    db
      .prepare('SELECT product_id, quantity, added_at FROM cart_items WHERE user_id = ? ORDER BY added_at, product_id')
      .bind(userId),
    db
      .prepare('SELECT product_id, added_at FROM wishlist_items WHERE user_id = ? ORDER BY added_at, product_id')
      .bind(userId),
  ];
}

function listsFrom(cart: D1Result, wishlist: D1Result): ShoppingLists {
  return {
    cart: (cart.results as { product_id: string; quantity: number; added_at: string }[]).map((row) => ({
      productId: row.product_id,
      quantity: row.quantity,
      addedAt: row.added_at,
    })),
    wishlist: (wishlist.results as { product_id: string; added_at: string }[]).map((row) => ({
      productId: row.product_id,
      addedAt: row.added_at,
    })),
  };
}

export async function readShoppingLists(db: Database, userId: string): Promise<ShoppingLists> {
  const [cart, wishlist] = await db.batch(listReads(db, userId));
  return listsFrom(cart!, wishlist!);
}

/** Today's facts of the given products that buyers may buy, by id. */
export async function productFacts(db: Database, ids: readonly string[]): Promise<Map<string, CartProduct>> {
  const unique = [...new Set(ids)];
  const answers = await Promise.all(chunked(unique).map((chunk) => cartProducts(db, chunk)));
  return new Map(answers.flat().map((product) => [product.id, product]));
}

/**
 * How a request's changes touch one cart line, which decides how it is written: additions (and a device's copy
 * merged in) are written relative to the line as it stands when the write runs, so that requests arriving at once
 * each count; a quantity set or a line removed is written as it is.
 */
type LineChange = { way: 'add'; units: number } | { way: 'merge'; units: number } | { way: 'set' };

function lineChanges(changes: readonly ShoppingChange[]): Map<string, LineChange> {
  const lines = new Map<string, LineChange>();
  const note = (productId: string, change: LineChange) => {
    const earlier = lines.get(productId);
    if (!earlier) lines.set(productId, change);
    else if (earlier.way === 'add' && change.way === 'add') earlier.units += change.units;
    else if (earlier.way === 'merge' && change.way === 'merge') earlier.units = Math.max(earlier.units, change.units);
    else lines.set(productId, { way: 'set' });
  };
  for (const change of changes) {
    if (change.kind === 'cart.add') note(change.productId, { way: 'add', units: change.quantity });
    else if (change.kind === 'cart.set' || change.kind === 'cart.remove') note(change.productId, { way: 'set' });
    else if (change.kind === 'merge')
      for (const item of change.cart) note(item.productId, { way: 'merge', units: item.quantity });
  }
  return lines;
}

/** Writes one line as it now stands in `after`. */
function setLine(db: Database, userId: string, item: CartItem): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO cart_items (user_id, product_id, quantity, added_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
    )
    .bind(userId, item.productId, item.quantity, item.addedAt);
}

/**
 * Adds `units` to a line as it stands when the statement runs (a merge: raises it to `units`), at most `max`;
 * a new line only while the cart has room for it. One statement, so two requests at once cannot lose either.
 */
function addToLine(db: Database, userId: string, item: CartItem, change: LineChange, max: number): D1PreparedStatement {
  const raised = change.way === 'merge' ? 'max(cart_items.quantity, min(?3, ?4))' : 'min(cart_items.quantity + ?3, ?4)';
  return db
    .prepare(
      `INSERT INTO cart_items (user_id, product_id, quantity, added_at)
       SELECT ?1, ?2, min(?3, ?4), ?5
       WHERE EXISTS (SELECT 1 FROM cart_items WHERE user_id = ?1 AND product_id = ?2)
          OR (SELECT COUNT(*) FROM cart_items WHERE user_id = ?1) < ?6
       ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = ${raised}`,
    )
    .bind(
      userId,
      item.productId,
      change.way === 'set' ? item.quantity : change.units,
      max,
      item.addedAt,
      MAX_CART_LINES,
    );
}

function statements(
  db: Database,
  userId: string,
  changes: readonly ShoppingChange[],
  products: ReadonlyMap<string, CartProduct>,
  before: ShoppingLists,
  after: ShoppingLists,
): D1PreparedStatement[] {
  const writes: D1PreparedStatement[] = [];
  const cartBefore = new Map(before.cart.map((item) => [item.productId, item.quantity]));
  const cartAfter = new Map(after.cart.map((item) => [item.productId, item]));
  if (changes.some((change) => change.kind === 'cart.clear')) {
    // Emptying the cart empties it as it stands, lines another request added meanwhile too; what this request
    // put in after that is then written as it is.
    writes.push(db.prepare('DELETE FROM cart_items WHERE user_id = ?').bind(userId));
    for (const item of after.cart) writes.push(setLine(db, userId, item));
  } else {
    for (const [id, change] of lineChanges(changes)) {
      const item = cartAfter.get(id);
      if (!item) {
        if (cartBefore.has(id))
          writes.push(db.prepare('DELETE FROM cart_items WHERE user_id = ? AND product_id = ?').bind(userId, id));
        continue;
      }
      // Nothing added (gone, sold out, the cart full, a device holding no more than the server): nothing written.
      if (cartBefore.get(id) === item.quantity) continue;
      const product = products.get(id);
      if (change.way === 'set' || !product) writes.push(setLine(db, userId, item));
      else writes.push(addToLine(db, userId, item, change, buyableQuantity(product)));
    }
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
        .prepare(
          `INSERT OR IGNORE INTO wishlist_items (user_id, product_id, added_at)
           SELECT ?1, ?2, ?3 WHERE (SELECT COUNT(*) FROM wishlist_items WHERE user_id = ?1) < ?4`,
        )
        .bind(userId, item.productId, item.addedAt, MAX_WISHLIST_ITEMS),
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
  const writes = statements(db, userId, changes, products, before, after);
  if (writes.length === 0) return after;
  // The lists are read back in the same transaction: another request may have changed them since they were read.
  const results = await db.batch([...writes, ...listReads(db, userId)]);
  const stored = listsFrom(results.at(-2)!, results.at(-1)!);
  return sameLists(stored, after) ? after : { ...stored, notices: after.notices };
}

/** Whether two copies of the lists hold the same lines and quantities, in whatever order. */
function sameLists(a: ShoppingLists, b: ShoppingLists): boolean {
  const lines = (lists: ShoppingLists) =>
    [
      ...lists.cart.map((item) => `${item.productId}:${item.quantity}`).sort(),
      '|',
      ...lists.wishlist.map((item) => item.productId).sort(),
    ].join(',');
  return lines(a) === lines(b);
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

/**
 * The statements, in an order's own batch, by which the lines it bought leave the buyer's cart, followed by the
 * two reads of the lists as the order leaves them: a line not bought stays, and if the order fails, every line
 * stays. `orderedLists` reads the lists from the batch's answers.
 */
export function cartAfterOrder(db: Database, userId: string, productIds: readonly string[]): D1PreparedStatement[] {
  return [
    ...chunked([...new Set(productIds)], 1, 1).map((chunk) =>
      db
        .prepare(`DELETE FROM cart_items WHERE user_id = ? AND product_id IN (${placeholders(chunk.length)})`)
        .bind(userId, ...chunk),
    ),
    ...listReads(db, userId),
  ];
}

/** The buyer's lists read by the last two statements of cartAfterOrder, from the batch's answers. */
export function orderedLists(answers: readonly D1Result[]): ShoppingLists {
  return listsFrom(answers.at(-2)!, answers.at(-1)!);
}

/**
 * The header's cart badge, rendered by the server: the units the cart can check out today, the figure the cart
 * page calls "ready for checkout" and the browser's badge counts (src/stores/products.ts), so that the badge is
 * right without scripts too.
 */
export async function cartCheckoutCount(db: Database, userId: string): Promise<number> {
  const { cart } = await readShoppingLists(db, userId);
  if (cart.length === 0) return 0;
  const products = await productFacts(
    db,
    cart.map((item) => item.productId),
  );
  return cartTotals(cartLines(cart, [...products.values()])).totalItems;
}

/**
 * What a visitor pressed before signing in (Add to Cart with its quantity, or the heart), done for the account
 * just signed in to, as the same change from a page would be; answers what was done, for the page to say.
 */
export async function carryOutSignInIntent(
  db: Database,
  userId: string,
  intent: SignInIntent,
  now = new Date(),
): Promise<IntentOutcome> {
  const product = (await productFacts(db, [intent.productId])).get(intent.productId);
  if (!product) return { kind: 'gone', productId: intent.productId };
  const before = await readShoppingLists(db, userId);
  if (intent.kind === 'wishlist') {
    // The heart was pressed to add; a product already in the wishlist stays there.
    const already = before.wishlist.some((item) => item.productId === product.id);
    if (!already) await changeShoppingLists(db, userId, [{ kind: 'wishlist.add', productId: product.id }], now);
    return { kind: 'wishlist', productId: product.id, already };
  }
  if (buyableQuantity(product) <= 0) return { kind: 'soldOut', productId: product.id };
  const had = before.cart.find((item) => item.productId === product.id)?.quantity ?? 0;
  const after = await changeShoppingLists(
    db,
    userId,
    [{ kind: 'cart.add', productId: product.id, quantity: intent.quantity }],
    now,
  );
  const holding = after.cart.find((item) => item.productId === product.id)?.quantity ?? had;
  return { kind: 'cart', productId: product.id, wanted: intent.quantity, added: Math.max(0, holding - had), holding };
}
