/**
 * The changes a buyer makes to their cart and wishlist, as the browser sends them to the server (at once, or
 * later when a change was made offline), and the rules by which the server applies them to its copy: every
 * quantity re-checked against today's stock, and every difference from what the buyer asked told back to them.
 * Pure: the server's copy is read and written by src/data/shopping-lists.ts.
 */
import { z } from 'astro/zod';
import {
  addToCart,
  MAX_CHANGES_PER_REQUEST,
  addToWishlist,
  removeFromCart,
  removeFromWishlist,
  updateCartQuantity,
  type CartItem,
  type CartProduct,
  type WishlistItem,
} from './cart';
import { MAX_CART_LINES } from './checkout';
import { PRODUCT_ID_PATTERN } from './product-limits';
import { formatMoney } from './money';
import { buyableQuantity, MAX_LINE_QUANTITY } from './stock';

/** A wishlist keeps at most this many products. */
export const MAX_WISHLIST_ITEMS = 200;

const productId = z.string().regex(PRODUCT_ID_PATTERN, 'That is not a product of this shop.');
const quantity = z
  .number()
  .int('The quantity must be a whole number.')
  .min(1, 'The quantity must be at least 1.')
  .max(MAX_LINE_QUANTITY, `The quantity can be at most ${MAX_LINE_QUANTITY}.`);
const addedAt = z.string().max(40);
/** The price the buyer saw when making the change, so that a price that moved since can be told. */
const seenPriceSen = z.number().int().min(0).optional();

export const shoppingChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cart.add'), productId, quantity, seenPriceSen }).strict(),
  z.object({ kind: z.literal('cart.set'), productId, quantity: quantity.or(z.literal(0)) }).strict(),
  z.object({ kind: z.literal('cart.remove'), productId }).strict(),
  z.object({ kind: z.literal('cart.clear') }).strict(),
  z.object({ kind: z.literal('wishlist.add'), productId }).strict(),
  z.object({ kind: z.literal('wishlist.remove'), productId }).strict(),
  z.object({ kind: z.literal('wishlist.clear') }).strict(),
  // This browser's copy from before it was kept in step with the server (or from a signed-out spell): the two
  // are combined, never one replacing the other.
  z
    .object({
      kind: z.literal('merge'),
      cart: z.array(z.object({ productId, quantity, addedAt }).strict()).max(MAX_CART_LINES * 2),
      wishlist: z.array(z.object({ productId, addedAt }).strict()).max(MAX_WISHLIST_ITEMS),
    })
    .strict(),
]);

export type ShoppingChange = z.infer<typeof shoppingChangeSchema>;

export const shoppingChangesSchema = z.array(shoppingChangeSchema).max(MAX_CHANGES_PER_REQUEST);

export interface ShoppingLists {
  cart: CartItem[];
  wishlist: WishlistItem[];
}

/** What a notice says, as a key of the catalogue's `shopping.changed` (src/i18n): a page says it in its language. */
export type NoticeCode =
  | 'gone'
  | 'soldOut'
  | 'cartFull'
  | 'capped'
  | 'cappedOne'
  | 'priceChanged'
  | 'soldOutRemoved'
  | 'savedGone'
  | 'wishlistFull'
  | 'mergedCart'
  | 'mergedCartOne'
  | 'mergedWishlist'
  | 'mergedWishlistOne';

/**
 * A difference between what the buyer asked for and what their cart now holds: in English words (`text`), and as
 * a code with its values, from which a page in another language says the same.
 */
export interface ShoppingNotice {
  productId: string | null;
  text: string;
  code: NoticeCode;
  values: Record<string, string | number>;
}

/** The ids a list of changes touches, so that their facts can be read in one go. */
export function productIdsOf(changes: readonly ShoppingChange[]): string[] {
  const ids = new Set<string>();
  for (const change of changes) {
    if ('productId' in change) ids.add(change.productId);
    if (change.kind === 'merge') {
      for (const item of change.cart) ids.add(item.productId);
      for (const item of change.wishlist) ids.add(item.productId);
    }
  }
  return [...ids];
}

const units = (n: number) => (n === 1 ? '1 unit' : `${n} units`);

/**
 * Applies the changes in order to the server's lists. `products` holds today's facts of every product the
 * changes name that buyers may buy; one missing from it is gone from the shop. Returns the new lists and what
 * the buyer must be told: a quantity cut to the stock, a product no longer on sale, a price that moved.
 */
export function applyShoppingChanges(
  lists: ShoppingLists,
  changes: readonly ShoppingChange[],
  products: ReadonlyMap<string, CartProduct>,
  now: string,
): ShoppingLists & { notices: ShoppingNotice[] } {
  let { cart, wishlist } = lists;
  const notices: ShoppingNotice[] = [];
  const tell = (id: string | null, text: string, code: NoticeCode, values: ShoppingNotice['values'] = {}) => {
    if (!notices.some((notice) => notice.productId === id && notice.text === text))
      notices.push({ productId: id, text, code, values });
  };
  const holding = (id: string) => cart.find((item) => item.productId === id)?.quantity ?? 0;
  const capped = (id: string, max: number, name: string) =>
    tell(
      id,
      `Only ${units(max)} of ${name} in stock: your cart holds ${holding(id)}.`,
      max === 1 ? 'cappedOne' : 'capped',
      {
        max,
        name,
        holding: holding(id),
      },
    );

  const add = (id: string, wanted: number, seenPriceSen?: number): void => {
    const product = products.get(id);
    if (!product) {
      tell(id, 'A product in your cart is no longer on sale and was left out.', 'gone');
      return;
    }
    const max = buyableQuantity(product);
    if (max <= 0) {
      tell(id, `${product.name} is out of stock now and was not added.`, 'soldOut', { name: product.name });
      return;
    }
    if (holding(id) === 0 && cart.length >= MAX_CART_LINES) {
      tell(id, `Your cart holds at most ${MAX_CART_LINES} products: ${product.name} was not added.`, 'cartFull', {
        max: MAX_CART_LINES,
        name: product.name,
      });
      return;
    }
    const before = holding(id);
    cart = addToCart(cart, id, wanted, max, now);
    const added = holding(id) - before;
    if (added < wanted) capped(id, max, product.name);
    if (seenPriceSen !== undefined && seenPriceSen !== product.priceSen) {
      const [price, was] = [formatMoney(product.priceSen), formatMoney(seenPriceSen)];
      tell(id, `${product.name} now costs ${price} (it was ${was}).`, 'priceChanged', {
        name: product.name,
        price,
        was,
      });
    }
  };

  for (const change of changes) {
    switch (change.kind) {
      case 'cart.add':
        add(change.productId, change.quantity, change.seenPriceSen);
        break;
      case 'cart.set': {
        const product = products.get(change.productId);
        if (change.quantity === 0 || !product) {
          cart = removeFromCart(cart, change.productId);
          break;
        }
        if (holding(change.productId) === 0) {
          add(change.productId, change.quantity);
          break;
        }
        const max = buyableQuantity(product);
        cart = updateCartQuantity(cart, change.productId, change.quantity, max);
        if (max <= 0)
          tell(
            change.productId,
            `${product.name} is out of stock now and was taken out of your cart.`,
            'soldOutRemoved',
            {
              name: product.name,
            },
          );
        else if (change.quantity > max) capped(change.productId, max, product.name);
        break;
      }
      case 'cart.remove':
        cart = removeFromCart(cart, change.productId);
        break;
      case 'cart.clear':
        cart = [];
        break;
      case 'wishlist.add':
        if (!products.has(change.productId))
          tell(change.productId, 'A product you saved is no longer on sale and was left out.', 'savedGone');
        else if (wishlist.length >= MAX_WISHLIST_ITEMS)
          tell(change.productId, `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} products.`, 'wishlistFull', {
            max: MAX_WISHLIST_ITEMS,
          });
        else wishlist = addToWishlist(wishlist, change.productId, now);
        break;
      case 'wishlist.remove':
        wishlist = removeFromWishlist(wishlist, change.productId);
        break;
      case 'wishlist.clear':
        wishlist = [];
        break;
      case 'merge': {
        // The larger of the two quantities: this browser's copy was usually a copy of the server's, so adding
        // them up would double what the buyer chose.
        let combined = 0;
        for (const item of change.cart) {
          const onServer = holding(item.productId);
          if (item.quantity <= onServer) continue;
          const before = holding(item.productId);
          add(item.productId, item.quantity - onServer);
          if (holding(item.productId) > before) combined += 1;
        }
        let saved = 0;
        for (const item of change.wishlist) {
          if (wishlist.some((kept) => kept.productId === item.productId)) continue;
          if (!products.has(item.productId)) continue;
          if (wishlist.length >= MAX_WISHLIST_ITEMS) break;
          wishlist = addToWishlist(wishlist, item.productId, item.addedAt);
          saved += 1;
        }
        if (combined > 0)
          tell(
            null,
            `${combined === 1 ? '1 product' : `${combined} products`} from this device ${combined === 1 ? 'was' : 'were'} added to your cart.`,
            combined === 1 ? 'mergedCartOne' : 'mergedCart',
            { count: combined },
          );
        if (saved > 0)
          tell(
            null,
            `${saved === 1 ? '1 product' : `${saved} products`} from this device ${saved === 1 ? 'was' : 'were'} saved to your wishlist.`,
            saved === 1 ? 'mergedWishlistOne' : 'mergedWishlist',
            { count: saved },
          );
        break;
      }
    }
  }
  return { cart, wishlist, notices };
}
