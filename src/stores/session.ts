/**
 * The signed-in user as the browser knows it, saved under `session`, so that every island and every cached
 * page can show the right header at once. The server's session is the truth: src/scripts/account-menu.ts
 * checks this copy against /api/me on each page and corrects it.
 */
import { persistentAtom } from '@nanostores/persistent';
import { SESSION_STORAGE_KEY } from '../scripts/boot.mjs';
import { parseSessionUser, type SessionUser } from '../lib/session-user';

function decodeUser(text: string): SessionUser | null {
  try {
    return parseSessionUser(JSON.parse(text));
  } catch (error) {
    console.warn('The saved session user could not be read and was dropped', error);
    return null;
  }
}

export const $user = persistentAtom<SessionUser | null>(SESSION_STORAGE_KEY, null, {
  encode: (user) => (user ? JSON.stringify(user) : undefined),
  decode: decodeUser,
});

/** The per-user keys kept in the browser; a visitor has none. */
/** `shoppingOutbox` holds the cart and wishlist changes not yet sent to the server (src/stores/shopping-sync.ts);
 * `lastSeen` the facts of the products the cart and wishlist showed last (src/stores/last-seen.ts). */
export const PER_USER_STORES = ['cart', 'wishlist', 'recentlyViewed', 'shoppingOutbox', 'lastSeen'] as const;

export function userKey(store: (typeof PER_USER_STORES)[number], userId: string): string {
  return `${store}:${userId}`;
}

/** Where to go after signing in, remembered across the sign-in screen. */
export const REDIRECT_KEY = 'redirectAfterLogin';

export function signedIn(user: SessionUser): void {
  $user.set(user);
}

/** Forgets the user and everything the browser kept for them: cart, wishlist, recently viewed, unsent changes. */
export function signedOut(): void {
  const user = $user.get();
  if (user) {
    for (const store of PER_USER_STORES) {
      try {
        localStorage.removeItem(userKey(store, user.id));
      } catch (error) {
        console.warn('Saved data could not be removed', error);
      }
    }
  }
  $user.set(null);
}
