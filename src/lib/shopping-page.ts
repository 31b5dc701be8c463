/**
 * What /cart and /wishlist do with a cart or wishlist change posted as a plain form (shopping.changeForm, no
 * script): a visitor goes on to sign in; a buyer's change is made by the action and the page answers with a
 * redirect to itself (so a reload never posts twice), carrying what to tell the buyer in a short-lived cookie;
 * a refused change renders the page again with the reason and nothing changed.
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import type { CartProduct } from './cart';
import type { NoticeCode, ShoppingNotice } from './shopping-changes';
import { fill } from '../i18n/fill';

export const NOTICE_COOKIE = 'market-shopping-notice';

type SavedChange = Pick<ShoppingNotice, 'text' | 'code' | 'values'>;

interface SavedNotice {
  kind: string;
  productId: string | null;
  notices: SavedChange[];
}

/** A notice as the cookie brought it back: only its own fields, as text and numbers. */
function savedChange(value: unknown): SavedChange | null {
  if (!value || typeof value !== 'object') return null;
  const { text, code, values } = value as Record<string, unknown>;
  if (typeof text !== 'string' || typeof code !== 'string') return null;
  const kept: SavedChange['values'] = {};
  if (values && typeof values === 'object') {
    for (const [key, entry] of Object.entries(values)) {
      if (typeof entry === 'string' || typeof entry === 'number') kept[key] = entry;
    }
  }
  return { text, code: code as NoticeCode, values: kept };
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
      notices: result.data.notices.slice(0, 5).map(({ text, code, values }) => ({ text, code, values })),
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
        notices: (Array.isArray(value.notices) ? value.notices : [])
          .slice(0, 5)
          .map(savedChange)
          .filter((notice): notice is SavedChange => notice !== null),
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
  /** What the server changed, by the notice's code. */
  changed: Record<NoticeCode, string>;
}

const DONE: Record<string, Exclude<keyof NoticeWords, 'theProduct' | 'changed'>> = {
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
  const done = key ? fill(words[key], { name }) : undefined;
  // A capped or refused add says so itself; "Added" would then be untrue.
  const refused = saved.notices.some((notice) => /not added|no longer on sale/.test(notice.text));
  const changed = saved.notices.map((notice) => {
    const template = Object.hasOwn(words.changed, notice.code) ? words.changed[notice.code] : undefined;
    return template ? fill(template, notice.values) : notice.text;
  });
  return [...(done && !refused ? [done] : []), ...changed];
}
