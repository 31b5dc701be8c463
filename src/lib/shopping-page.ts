/**
 * What /cart and /wishlist do with a cart or wishlist change posted as a plain form (shopping.changeForm, no
 * script): a visitor goes on to sign in; a buyer's change is made by the action and the page answers with a
 * redirect to itself (so a reload never posts twice), carrying what to tell the buyer in a short-lived cookie;
 * a refused change renders the page again with the reason and nothing changed.
 */
import type { AstroGlobal } from 'astro';
import { actions } from 'astro:actions';
import { parseSavedNotice, type SavedNotice } from './shopping-notices';

export { noticeTexts } from './shopping-notices';

export const NOTICE_COOKIE = 'market-shopping-notice';

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
      productName: result.data.productName,
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
  return { saved: parseSavedNotice(text), error: null };
}
