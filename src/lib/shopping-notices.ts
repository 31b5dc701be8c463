/**
 * What a cart or wishlist change posted without a script did, as the page that the post redirects to says it: the
 * outcome kept for that one page view (src/lib/shopping-page.ts), read back and put into the page's language.
 */
import type { CartProduct } from './cart';
import type { NoticeCode, ShoppingNotice } from './shopping-changes';
import { fill } from './fill';

type SavedChange = Pick<ShoppingNotice, 'text' | 'code' | 'values'>;

export interface SavedNotice {
  kind: string;
  productId: string | null;
  /** The product's name as it was when changed: a removed line is no longer in the list that the page shows. */
  productName: string | null;
  notices: SavedChange[];
}

/** The longest product name kept (the product rules' own limit), so the cookie stays small. */
const NAME_KEPT = 200;

/** The saved outcome as the cookie brought it back: only its own fields, anything else dropped; null if unreadable. */
export function parseSavedNotice(text: string): SavedNotice | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (!value || typeof value !== 'object') return null;
    return {
      kind: String(value.kind),
      productId: typeof value.productId === 'string' ? value.productId : null,
      productName: typeof value.productName === 'string' ? value.productName.slice(0, NAME_KEPT) : null,
      notices: (Array.isArray(value.notices) ? value.notices : [])
        .slice(0, 5)
        .map(savedChange)
        .filter((notice): notice is SavedChange => notice !== null),
    };
  } catch {
    return null;
  }
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
  const name =
    products.find((product) => product.id === saved.productId)?.name ?? saved.productName ?? words.theProduct;
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
