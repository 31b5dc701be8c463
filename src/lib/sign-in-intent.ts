/**
 * What a visitor was doing when the shop asked them to sign in: adding a product to the cart (with a quantity)
 * or to the wishlist. It travels as one short text (`cart.veg-sawi.2`, `wishlist.veg-sawi`) in the sign-in
 * address and form; after a successful sign-in the server hands it back in a short-lived cookie, and the page
 * the buyer returns to carries it out once, with a toast.
 */

export type SignInIntent =
  | { kind: 'cart'; productId: string; quantity: number }
  | { kind: 'wishlist'; productId: string };

/**
 * The most of one product an intent adds. The intent travels in a sign-in address that anyone can send, and
 * whoever signs in from it has it done for them: so what a link can put in someone's cart stays small (the toast
 * says how many were added; a visitor who chose more sets the rest in the cart).
 */
export const MAX_INTENT_QUANTITY = 10;
/** The most an intent's text may name: a quantity the product page allows, read and then capped as above. */
const MAX_NAMED_QUANTITY = 999;
/** Set by the server after a sign-in that carried an intent; read and deleted by the page returned to. */
export const INTENT_COOKIE = 'market-after-sign-in';
/** Long enough to reach the page after a slow sign-in, short enough not to surprise anyone later. */
export const INTENT_COOKIE_MAX_AGE_S = 10 * 60;

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The intent a text names, or null for anything else (it is never trusted further than this). */
export function parseIntent(text: string | null | undefined): SignInIntent | null {
  if (typeof text !== 'string' || text.length > 80) return null;
  const [kind, productId, quantityText, ...rest] = text.split('.');
  if (rest.length > 0 || !productId || !PRODUCT_ID.test(productId)) return null;
  if (kind === 'wishlist') return quantityText === undefined ? { kind, productId } : null;
  if (kind !== 'cart' || quantityText === undefined || !/^[1-9][0-9]{0,2}$/.test(quantityText)) return null;
  const quantity = Number(quantityText);
  return quantity <= MAX_NAMED_QUANTITY ? { kind, productId, quantity: Math.min(quantity, MAX_INTENT_QUANTITY) } : null;
}

export function formatIntent(intent: SignInIntent): string {
  return intent.kind === 'cart'
    ? `cart.${intent.productId}.${Math.min(intent.quantity, MAX_INTENT_QUANTITY)}`
    : `wishlist.${intent.productId}`;
}
