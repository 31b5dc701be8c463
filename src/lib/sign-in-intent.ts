/**
 * What a visitor was doing when the shop asked them to sign in: adding a product to the cart (with a quantity)
 * or to the wishlist. It travels as one short text (`cart.veg-sawi.2`, `wishlist.veg-sawi`) in the sign-in
 * address and form; a successful sign-in or sign-up carries it out on the server (src/data/shopping-lists.ts),
 * with or without scripts, and the page the buyer returns to says what was done, once (a short-lived cookie of the
 * outcome, below).
 */
import { PRODUCT_ID_PATTERN } from './product-limits';

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
/** What a sign-in did of an intent (below); set by the server, said and deleted by the page returned to. */
export const INTENT_DONE_COOKIE = 'market-intent-done';
/** Long enough to reach the page after a slow sign-in, short enough not to surprise anyone later. */
export const INTENT_COOKIE_MAX_AGE_S = 10 * 60;

/** The intent a text names, or null for anything else (it is never trusted further than this). */
export function parseIntent(text: string | null | undefined): SignInIntent | null {
  if (typeof text !== 'string' || text.length > 80) return null;
  const [kind, productId, quantityText, ...rest] = text.split('.');
  if (rest.length > 0 || !productId || !PRODUCT_ID_PATTERN.test(productId)) return null;
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

/** What was done of an intent at sign-in, for the page returned to to say in its language. */
export type IntentOutcome =
  | { kind: 'cart'; productId: string; wanted: number; added: number; holding: number }
  | { kind: 'wishlist'; productId: string; already: boolean }
  | { kind: 'gone'; productId: string }
  | { kind: 'soldOut'; productId: string };

export function formatOutcome(outcome: IntentOutcome): string {
  switch (outcome.kind) {
    case 'cart':
      return `cart.${outcome.productId}.${outcome.wanted}.${outcome.added}.${outcome.holding}`;
    case 'wishlist':
      return `wishlist.${outcome.productId}.${outcome.already ? 1 : 0}`;
    default:
      return `${outcome.kind}.${outcome.productId}`;
  }
}

/** The outcome a cookie names, or null for anything else. */
export function parseOutcome(text: string | null | undefined): IntentOutcome | null {
  if (typeof text !== 'string' || text.length > 120) return null;
  const [kind, productId, ...numbers] = text.split('.');
  if (!productId || !PRODUCT_ID_PATTERN.test(productId) || !numbers.every((n) => /^[0-9]{1,3}$/.test(n))) return null;
  const [a, b, c] = numbers.map(Number);
  if (kind === 'cart' && numbers.length === 3) return { kind, productId, wanted: a!, added: b!, holding: c! };
  if (kind === 'wishlist' && numbers.length === 1 && a! <= 1) return { kind, productId, already: a === 1 };
  if ((kind === 'gone' || kind === 'soldOut') && numbers.length === 0) return { kind, productId };
  return null;
}

/** The words an outcome is said in: the page's language's (src/i18n/<lang>/browser.ts). */
export interface OutcomeTexts {
  cartMessage: (
    name: string,
    wanted: number,
    added: number,
    holding: number,
  ) => {
    kind: 'success' | 'warning';
    title: string;
    description: string;
  };
  addedToWishlist: string;
  alreadyInWishlist: string;
  notAdded: string;
  noLongerOnSale: string;
  outOfStock: string;
  outOfStockNow: (name: string) => string;
}

/** The notice that says what was done, as the toast of a change made on the page would. */
export function outcomeNotice(
  outcome: IntentOutcome,
  name: string,
  t: OutcomeTexts,
): { kind: 'success' | 'warning' | 'error' | 'info'; title: string; description: string } {
  switch (outcome.kind) {
    case 'cart':
      return t.cartMessage(name, outcome.wanted, outcome.added, outcome.holding);
    case 'wishlist':
      return outcome.already
        ? { kind: 'info', title: t.alreadyInWishlist, description: name }
        : { kind: 'success', title: t.addedToWishlist, description: name };
    case 'soldOut':
      return { kind: 'error', title: t.outOfStock, description: t.outOfStockNow(name) };
    default:
      return { kind: 'error', title: t.notAdded, description: t.noLongerOnSale };
  }
}
