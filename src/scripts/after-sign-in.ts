/**
 * What a visitor was doing when sent to sign in (Add to Cart or the wishlist heart, see
 * src/lib/sign-in-intent.ts), carried out once on the page they come back to, with a toast. The server hands it
 * over in a short-lived cookie, set only by a successful sign-in or sign-up, so that no link alone can add anything
 * to anyone's cart (and what a sign-in link carries is capped, src/lib/sign-in-intent.ts). It waits until the browser knows the signed-in user: after a sign-in without scripts that
 * is when src/scripts/account-menu.ts has asked the server.
 */
import type { CartProduct } from '../lib/cart';
import { pageTexts } from '../i18n/browser';
import { INTENT_COOKIE, parseIntent, type SignInIntent } from '../lib/sign-in-intent';
import { $user } from '../stores/session';
import { $wishlist, addToCart, cartLimit, inCart, startShopping, toggleWishlist } from '../stores/shopping';
import { showToast } from '../stores/toasts';

/** How long to wait for the browser to learn who signed in before leaving the intent to expire. */
const WAIT_FOR_USER_MS = 15_000;

function readIntentCookie(): SignInIntent | null {
  const prefix = `${INTENT_COOKIE}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  if (!entry) return null;
  try {
    return parseIntent(decodeURIComponent(entry.slice(prefix.length)));
  } catch {
    return null;
  }
}

function forgetIntentCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports
  document.cookie = `${INTENT_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
}

function signedInUser(): Promise<boolean> {
  if ($user.get()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, WAIT_FOR_USER_MS);
    const stop = $user.listen((user) => {
      if (!user) return;
      clearTimeout(timer);
      stop();
      resolve(true);
    });
  });
}

async function todaysProduct(productId: string): Promise<CartProduct | null> {
  const response = await fetch(`/api/products?ids=${encodeURIComponent(productId)}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The product could not be loaded (${response.status})`);
  const { products } = (await response.json()) as { products: CartProduct[] };
  return products.find((product) => product.id === productId) ?? null;
}

async function carryOut(intent: SignInIntent): Promise<void> {
  const t = pageTexts();
  if (!(await signedInUser())) return;
  // Taken before anything else, so that a second tab or a reload never does it twice.
  forgetIntentCookie();
  startShopping();
  const product = await todaysProduct(intent.productId);
  if (!product) {
    showToast(t.notAdded, { kind: 'error', description: t.noLongerOnSale });
    return;
  }
  if (intent.kind === 'wishlist') {
    // The heart was pressed to add; a product already in the wishlist stays there.
    const already = $wishlist.get().some((item) => item.productId === product.id);
    if (!already) toggleWishlist(product.id);
    showToast(already ? t.alreadyInWishlist : t.addedToWishlist, {
      kind: already ? 'info' : 'success',
      description: product.name,
    });
    return;
  }
  if (cartLimit(product) <= 0) {
    showToast(t.outOfStock, { kind: 'error', description: t.outOfStockNow(product.name) });
    return;
  }
  const added = addToCart(product, intent.quantity);
  const message = t.cartMessage(product.name, intent.quantity, added, inCart(product.id));
  showToast(message.title, { kind: message.kind, description: message.description });
}

const intent = readIntentCookie();
if (intent) {
  carryOut(intent).catch((error) => {
    console.warn('What you chose before signing in could not be done', error);
    showToast(pageTexts().notAdded, { kind: 'error', description: pageTexts().tryAgainFromProduct });
  });
}
