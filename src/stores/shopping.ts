/**
 * The signed-in user's cart, wishlist and recently viewed, saved per user in localStorage
 * (`cart:<userId>`, `wishlist:<userId>`, `recentlyViewed:<userId>`). A visitor has none: the stores are empty
 * and changing them asks for a sign-in. Stores hold product ids and quantities only; see src/lib/cart.
 */
import { atom, type WritableAtom } from 'nanostores';
import {
  addSelectedToCart as addSelected,
  addToCart as add,
  parseCartItems,
  parseIds,
  parseWishlistItems,
  recordView,
  removeFromCart as remove,
  removeFromWishlist as unwish,
  toggleWishlist as toggle,
  updateCartQuantity as update,
  type CartItem,
  type CartProduct,
  type WishlistItem,
} from '../lib/cart';
import { buyableQuantity } from '../lib/stock';
import { $user, userKey, type PER_USER_STORES } from './session';
import { adoptIfCurrent, queueChange, startSync, type ServerLists } from './shopping-sync';

export const $cart = atom<CartItem[]>([]);
export const $wishlist = atom<WishlistItem[]>([]);
export const $recentlyViewed = atom<string[]>([]);
/** True once the stores hold the signed-in user's saved data (never during server rendering). */
export const $shoppingLoaded = atom(false);

type StoreName = (typeof PER_USER_STORES)[number];

function read<T>(name: StoreName, userId: string, parse: (value: unknown) => T, fallback: T): T {
  try {
    const text = localStorage.getItem(userKey(name, userId));
    return text === null ? fallback : parse(JSON.parse(text));
  } catch (error) {
    console.warn(`Saved ${name} could not be read and was dropped`, error);
    return fallback;
  }
}

function bind<T>(store: WritableAtom<T>, name: StoreName, parse: (value: unknown) => T, empty: T): void {
  let loading = false;
  $user.subscribe((user) => {
    loading = true;
    store.set(user ? read(name, user.id, parse, empty) : empty);
    loading = false;
  });
  // Every change is saved, the server's answers too: the saved copy is the one the next page starts from.
  store.listen((value) => {
    const user = $user.get();
    if (loading || !user) return;
    try {
      localStorage.setItem(userKey(name, user.id), JSON.stringify(value));
    } catch (error) {
      console.warn(`The ${name} could not be saved`, error);
    }
  });
}

let started = false;

/** Loads the signed-in user's saved data; call in the browser after the first render (never at import). */
export function startShopping(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  bind($cart, 'cart', parseCartItems, []);
  bind($wishlist, 'wishlist', parseWishlistItems, []);
  bind($recentlyViewed, 'recentlyViewed', parseIds, []);
  // Another tab of the same user changed something: follow it.
  window.addEventListener('storage', (event) => {
    const user = $user.get();
    if (!user || !event.key) return;
    if (event.key === userKey('cart', user.id)) $cart.set(read('cart', user.id, parseCartItems, []));
    if (event.key === userKey('wishlist', user.id)) $wishlist.set(read('wishlist', user.id, parseWishlistItems, []));
    if (event.key === userKey('recentlyViewed', user.id))
      $recentlyViewed.set(read('recentlyViewed', user.id, parseIds, []));
  });
  $shoppingLoaded.set(true);
  startSync({
    local: () => ({ cart: $cart.get(), wishlist: $wishlist.get() }),
    adopt: adoptServerLists,
  });
}

/** The server's lists replace this browser's copy (nothing is waiting to be sent: see shopping-sync). */
export function adoptServerLists(lists: ServerLists): void {
  $cart.set(parseCartItems(lists.cart));
  $wishlist.set(parseWishlistItems(lists.wishlist));
}

/**
 * After an order: the server took the bought lines out of the cart in the order's own transaction and answered the
 * lists as they now are. With nothing waiting to be sent they replace this browser's copy; otherwise only the bought
 * lines leave this copy (nothing is queued: the server has done it), and the waiting changes are sent as usual.
 */
export function adoptListsAfterOrder(lists: ServerLists, boughtIds: readonly string[]): void {
  if (adoptIfCurrent(lists)) return;
  const bought = new Set(boughtIds);
  $cart.set($cart.get().filter((item) => !bought.has(item.productId)));
}

/**
 * What a change that needs a sign-in was: the island that made it says so in the page's language (the spec's
 * messages are the catalogue's, src/i18n `shopping.cart.signIn`). The stores are on every page: no words here.
 */
export type SignInReason = 'addToCart' | 'modifyCart' | 'clearCart' | 'addToWishlist' | 'modifyWishlist';

export class SignInRequired extends Error {
  constructor(readonly reason: SignInReason) {
    super(reason);
  }
}

function requireUser(reason: SignInReason): void {
  if (!$user.get()) throw new SignInRequired(reason);
}

const now = () => new Date().toISOString();

/** A product as far as the cart needs it: its stock, and its switches when known (a card knows only the stock). */
export type CartLimitSource = Pick<CartProduct, 'id' | 'stock'> &
  Partial<Pick<CartProduct, 'trackQuantity' | 'allowBackorders' | 'priceSen'>>;

/** The most of `product` the cart may hold. */
export function cartLimit(product: CartLimitSource): number {
  return buyableQuantity({
    stock: product.stock,
    trackQuantity: product.trackQuantity ?? true,
    allowBackorders: product.allowBackorders ?? false,
  });
}

/** How many of a product the cart holds now. */
export function inCart(productId: string): number {
  return $cart.get().find((item) => item.productId === productId)?.quantity ?? 0;
}

/** Adds up to `quantity`, within the product's limit; returns how many were really added (0 at the limit). */
export function addToCart(product: CartLimitSource, quantity = 1): number {
  requireUser('addToCart');
  const before = inCart(product.id);
  $cart.set(add($cart.get(), product.id, quantity, cartLimit(product), now()));
  const added = inCart(product.id) - before;
  if (added > 0)
    queueChange({
      kind: 'cart.add',
      productId: product.id,
      quantity: added,
      ...(product.priceSen === undefined ? {} : { seenPriceSen: product.priceSen }),
    });
  return added;
}

export function setCartQuantity(product: CartLimitSource, quantity: number): void {
  requireUser('modifyCart');
  $cart.set(update($cart.get(), product.id, quantity, cartLimit(product)));
  queueChange({ kind: 'cart.set', productId: product.id, quantity: inCart(product.id) });
}

export function removeFromCart(productId: string): void {
  requireUser('modifyCart');
  $cart.set(remove($cart.get(), productId));
  queueChange({ kind: 'cart.remove', productId });
}

export function clearCart(): void {
  requireUser('clearCart');
  $cart.set([]);
  queueChange({ kind: 'cart.clear' });
}

export function toggleWishlist(productId: string): boolean {
  requireUser('addToWishlist');
  $wishlist.set(toggle($wishlist.get(), productId, now()));
  const wished = $wishlist.get().some((item) => item.productId === productId);
  queueChange({ kind: wished ? 'wishlist.add' : 'wishlist.remove', productId });
  return wished;
}

export function removeFromWishlist(productIds: string[]): void {
  requireUser('modifyWishlist');
  $wishlist.set(productIds.reduce(unwish, $wishlist.get()));
  queueChange(...productIds.map((productId) => ({ kind: 'wishlist.remove' as const, productId })));
}

export function clearWishlist(): void {
  requireUser('modifyWishlist');
  $wishlist.set([]);
  queueChange({ kind: 'wishlist.clear' });
}

export function addWishlistSelectionToCart(selected: string[], products: CartProduct[]): void {
  requireUser('addToCart');
  const before = new Map($cart.get().map((item) => [item.productId, item.quantity]));
  $cart.set(addSelected($cart.get(), selected, products, now()));
  queueChange(
    ...$cart
      .get()
      .filter((item) => item.quantity > (before.get(item.productId) ?? 0))
      .map((item) => ({
        kind: 'cart.add' as const,
        productId: item.productId,
        quantity: item.quantity - (before.get(item.productId) ?? 0),
      })),
  );
}

export function viewedProduct(productId: string): void {
  if (!$user.get()) return;
  $recentlyViewed.set(recordView($recentlyViewed.get(), productId));
}

export function clearRecentlyViewed(): void {
  $recentlyViewed.set([]);
}
