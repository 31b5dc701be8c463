/**
 * Sends the queued cart and wishlist changes (see ./shopping-sync). Loaded on demand, only when there is
 * something to send, so that the actions client is not part of every page's first load.
 */
import { actions } from 'astro:actions';
import { MAX_CHANGES_PER_REQUEST } from '../lib/cart';
import type { ShoppingNotice, ShoppingChange } from '../lib/shopping-changes';
import { $user } from './session';
import { keptOnThisDevice, readOutbox, syncState, syncTexts, writeOutbox, type ServerLists } from './shopping-sync';
import { fill } from '../i18n/fill';
import { showToast } from './toasts';

/** After a failed send, try again after this long (or as soon as the browser says it is online). */
const RETRY_MS = 15_000;

let sending = false;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function tell(notices: ShoppingNotice[], offlineChanges: boolean): void {
  if (notices.length === 0) {
    if (offlineChanges)
      showToast(syncTexts.upToDate ?? 'Your cart is up to date', {
        kind: 'success',
        description: syncTexts.savedOffline ?? 'The changes you made offline were saved.',
      });
    return;
  }
  showToast(syncTexts.updated ?? 'Your cart was updated', {
    kind: 'warning',
    description: notices
      .map((notice) => {
        const template = syncTexts.changed?.[notice.code];
        return template ? fill(template, notice.values) : notice.text;
      })
      .join(' '),
    duration: 8000,
  });
}

/**
 * Sends what is queued (and, the first time, this browser's copy to merge), then adopts the server's lists
 * unless more changes were made meanwhile (they are sent next, and the answer to those is adopted).
 */
export async function sendChanges(): Promise<void> {
  const { mirror } = syncState;
  if (!mirror || typeof window === 'undefined') return;
  if (sending) {
    again = true;
    return;
  }
  const user = $user.get();
  if (!user) return;
  if (!navigator.onLine) return;
  sending = true;
  clearTimeout(retryTimer);
  try {
    const outbox = readOutbox(user);
    let batch: ShoppingChange[];
    let sent: number;
    if (outbox.uncertain || !outbox.merged) {
      // This browser's copy already holds every queued change, so it is sent in their place, merged (the larger
      // quantity wins) into the server's lists:
      // - the first time (the buyer's copy from before signing in, and anything added since): sending the
      //   additions as well would count them twice;
      // - after a send whose answer was lost (the page was left or the connection dropped mid-request): it may
      //   have reached the server, so resending its additions could count them twice. The server's lists are
      //   emptied first, since this browser's copy is then the buyer's latest view of them.
      const local: ShoppingChange = { kind: 'merge', ...mirror.local() };
      batch = outbox.merged ? [{ kind: 'cart.clear' }, { kind: 'wishlist.clear' }, local] : [local];
      sent = outbox.changes.length;
    } else {
      batch = outbox.changes.slice(0, MAX_CHANGES_PER_REQUEST);
      sent = batch.length;
    }
    writeOutbox(user, { ...outbox, uncertain: true });
    const { data, error } = (await actions.shopping.sync({ changes: batch })) as
      | { data: ServerLists & { notices: ShoppingNotice[] }; error: undefined }
      | { data: undefined; error: { code: string } };
    // Signed out on this browser while the request was out: everything kept for the user is forgotten, and this
    // answer must not write it back.
    if ($user.get()?.id !== user.id) return;
    if (error) {
      // Signed out elsewhere: the changes wait for the next sign-in of this user on this browser.
      if (error.code === 'UNAUTHORIZED') {
        writeOutbox(user, { ...readOutbox(user), uncertain: false });
        return;
      }
      // Refused as malformed: resending would be refused again, so drop them and take the server's copy.
      if (error.code === 'BAD_REQUEST') {
        console.warn('Cart changes were refused', error);
        writeOutbox(user, { merged: true, changes: readOutbox(user).changes.slice(sent) });
        again = true;
        return;
      }
      throw error;
    }
    const now = readOutbox(user);
    const rest = now.changes.slice(sent);
    writeOutbox(user, { merged: true, changes: rest });
    if (rest.length === 0) {
      syncState.answered = true;
      mirror.adopt({ cart: data.cart, wishlist: data.wishlist });
    } else again = true;
    tell(data.notices, sent > 0 && syncState.madeOffline);
    if (rest.length === 0) syncState.madeOffline = false;
  } catch (error) {
    console.warn('Cart changes could not be sent; they are kept and sent later', error);
    // fetch fails with a TypeError when no answer came at all: the connection, not the server.
    if (error instanceof TypeError && readOutbox(user).changes.length > 0) keptOnThisDevice();
    retryTimer = setTimeout(() => void sendChanges(), RETRY_MS);
  } finally {
    sending = false;
    if (again) {
      again = false;
      void sendChanges();
    }
  }
}
