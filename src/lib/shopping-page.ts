/**
 * What /cart and /wishlist do with a cart or wishlist change posted as a plain form (shopping.changeForm, no
 * script): a visitor goes on to sign in; a buyer's change is made by the action and the page answers with a
 * redirect to itself (so a reload never posts twice), carrying what to tell the buyer in a short-lived cookie;
 * a refused change renders the page again with the reason and nothing changed.
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import type { CartProduct } from './cart';

export const NOTICE_COOKIE = 'market-shopping-notice';

interface SavedNotice {
  kind: string;
  productId: string | null;
  notices: string[];
}

export function shoppingFormOutcome(
  Astro: AstroGlobal,
  page: '/cart' | '/wishlist',
  /** The refusal that gives no reason of its own, in the page's language. */
  refused = 'That change could not be made.',
): Response | { saved: SavedNotice | null; error: string | null } {
  const result = Astro.getActionResult(actions.shopping.changeForm);
  if (result && !result.error) {
    if ('signIn' in result.data) return Astro.redirect(result.data.signIn ?? '/login', 303);
    const saved: SavedNotice = {
      kind: result.data.change.kind,
      productId: 'productId' in result.data.change ? result.data.change.productId : null,
      notices: result.data.notices.map((notice) => notice.text).slice(0, 5),
    };
    Astro.cookies.set(NOTICE_COOKIE, JSON.stringify(saved), {
      path: page,
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      maxAge: 60,
    });
    return Astro.redirect(page, 303);
  }
  if (result?.error) {
    Astro.response.status = result.error.status;
    return { saved: null, error: result.error.message || refused };
  }
  const text = Astro.cookies.get(NOTICE_COOKIE)?.value;
  if (!text) return { saved: null, error: null };
  Astro.cookies.delete(NOTICE_COOKIE, { path: page });
  try {
    const value = JSON.parse(text) as SavedNotice;
    return {
      saved: {
        kind: String(value.kind),
        productId: value.productId ? String(value.productId) : null,
        notices: (value.notices ?? []).map(String).slice(0, 5),
      },
      error: null,
    };
  } catch {
    return { saved: null, error: null };
  }
}

/** The words for what a change posted without a script did, in the page's language (src/i18n, `shopping.notices`). */
export interface NoticeWords {
  cartAdd: string;
  cartSet: string;
  cartRemove: string;
  cartClear: string;
  wishlistAdd: string;
  wishlistRemove: string;
  wishlistClear: string;
  theProduct: string;
}

const DONE: Record<string, keyof NoticeWords> = {
  'cart.add': 'cartAdd',
  'cart.set': 'cartSet',
  'cart.remove': 'cartRemove',
  'cart.clear': 'cartClear',
  'wishlist.add': 'wishlistAdd',
  'wishlist.remove': 'wishlistRemove',
  'wishlist.clear': 'wishlistClear',
};

/** The words for a saved outcome: what was done, then what the server changed (stock caps, prices). */
export function noticeTexts(
  saved: SavedNotice | null,
  products: readonly Pick<CartProduct, 'id' | 'name'>[],
  words: NoticeWords,
): string[] {
  if (!saved) return [];
  const name = products.find((product) => product.id === saved.productId)?.name ?? words.theProduct;
  const key = DONE[saved.kind];
  const done = key ? words[key].replace('{name}', name) : undefined;
  // A capped or refused add says so itself; "Added" would then be untrue.
  const refused = saved.notices.some((text) => /not added|no longer on sale/.test(text));
  return [...(done && !refused ? [done] : []), ...saved.notices];
}
