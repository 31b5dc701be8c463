/**
 * Keeps the browser's copy of the cart and wishlist in step with the server's (the truth, shared by every
 * device of the buyer). Each change is applied to the stores at once and queued in `shoppingOutbox:<userId>`;
 * the queue is sent when the page is online (at once, or when the connection returns) and the server answers
 * its lists as they now are, re-checked against today's stock and prices. What it changed is told in a toast.
 * The first time a browser syncs for a user, its own copy is merged into the server's rather than dropped.
 */
import type { CartItem, WishlistItem } from '../lib/cart';
import type { ShoppingChange, ShoppingNotice } from '../lib/shopping-changes';
import type { SessionUser } from '../lib/session-user';
import { $user, userKey } from './session';
import { showToast } from './toasts';

/** One request carries at most this many changes (the server's MAX_CHANGES_PER_REQUEST). */
const CHANGES_PER_REQUEST = 100;
/** After a failed send, try again after this long (or as soon as the browser says it is online). */
const RETRY_MS = 15_000;

interface Outbox {
  /** True once this browser's copy for the user has been merged with the server's. */
  merged: boolean;
  changes: ShoppingChange[];
}

export interface ServerLists {
  cart: CartItem[];
  wishlist: WishlistItem[];
}

interface Mirror {
  local: () => ServerLists;
  adopt: (lists: ServerLists) => void;
}

let mirror: Mirror | null = null;
let sending = false;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Changes were made while offline: once they are sent, the buyer is told they were saved. */
let madeOffline = false;

function readOutbox(user: SessionUser): Outbox {
  try {
    const text = localStorage.getItem(userKey('shoppingOutbox', user.id));
    if (text === null) return { merged: false, changes: [] };
    const value = JSON.parse(text) as Partial<Outbox>;
    return { merged: value.merged === true, changes: Array.isArray(value.changes) ? value.changes : [] };
  } catch (error) {
    console.warn('Unsent cart changes could not be read and were dropped', error);
    return { merged: false, changes: [] };
  }
}

function writeOutbox(user: SessionUser, outbox: Outbox): void {
  try {
    localStorage.setItem(userKey('shoppingOutbox', user.id), JSON.stringify(outbox));
  } catch (error) {
    console.warn('Unsent cart changes could not be saved', error);
  }
}

/** Set once this page adopted an answer of the server: newer than the copy the page was rendered with. */
let answered = false;

/**
 * True when the copy the page was rendered with may replace this browser's: merged once, nothing waiting, and
 * no newer answer of the server already adopted on this page.
 */
export function serverCopyIsCurrent(): boolean {
  const user = $user.get();
  if (!user || answered) return false;
  const outbox = readOutbox(user);
  return outbox.merged && outbox.changes.length === 0;
}

/** Changes the buyer has made that the server has not confirmed yet. */
export function pendingChanges(): number {
  const user = $user.get();
  return user ? readOutbox(user).changes.length : 0;
}

/** Queues a change made to the stores and sends it as soon as the page is online. */
export function queueChange(...changes: ShoppingChange[]): void {
  const user = $user.get();
  if (!user || changes.length === 0) return;
  const outbox = readOutbox(user);
  writeOutbox(user, { ...outbox, changes: [...outbox.changes, ...changes] });
  if (typeof navigator !== 'undefined' && !navigator.onLine && !madeOffline) {
    madeOffline = true;
    showToast('Saved on this device', {
      kind: 'info',
      description: 'You are offline. Your cart will be sent when the connection returns.',
    });
  }
  void sendChanges();
}

function tell(notices: ShoppingNotice[], offlineChanges: boolean): void {
  if (notices.length === 0) {
    if (offlineChanges)
      showToast('Your cart is up to date', {
        kind: 'success',
        description: 'The changes you made offline were saved.',
      });
    return;
  }
  showToast('Your cart was updated', {
    kind: 'warning',
    description: notices.map((notice) => notice.text).join(' '),
    duration: 8000,
  });
}

/**
 * Sends what is queued (and, the first time, this browser's copy to merge), then adopts the server's lists
 * unless more changes were made meanwhile (they are sent next, and the answer to those is adopted).
 */
export async function sendChanges(): Promise<void> {
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
    const merge: ShoppingChange[] = outbox.merged ? [] : [{ kind: 'merge', ...mirror.local() }];
    const batch = [...merge, ...outbox.changes.slice(0, CHANGES_PER_REQUEST - merge.length)];
    const sent = batch.length - merge.length;
    const { actions } = await import('astro:actions');
    const { data, error } = (await actions.shopping.sync({ changes: batch })) as
      | { data: ServerLists & { notices: ShoppingNotice[] }; error: undefined }
      | { data: undefined; error: { code: string } };
    if (error) {
      // Signed out elsewhere: the changes wait for the next sign-in of this user on this browser.
      if (error.code === 'UNAUTHORIZED') return;
      // Refused as malformed: resending would be refused again, so drop them and take the server's copy.
      if (error.code === 'BAD_REQUEST') {
        console.warn('Cart changes were refused', error);
        writeOutbox(user, { merged: true, changes: readOutbox(user).changes.slice(sent) });
        again = true;
        return;
      }
      throw error;
    }
    if ($user.get()?.id !== user.id) return;
    const now = readOutbox(user);
    const rest = now.changes.slice(sent);
    writeOutbox(user, { merged: true, changes: rest });
    if (rest.length === 0) {
      answered = true;
      mirror.adopt({ cart: data.cart, wishlist: data.wishlist });
    } else again = true;
    tell(data.notices, sent > 0 && madeOffline);
    if (rest.length === 0) madeOffline = false;
  } catch (error) {
    console.warn('Cart changes could not be sent; they are kept and sent later', error);
    retryTimer = setTimeout(() => void sendChanges(), RETRY_MS);
  } finally {
    sending = false;
    if (again) {
      again = false;
      void sendChanges();
    }
  }
}

/** Starts keeping the stores in step with the server: now, when the connection returns, and on sign-in. */
export function startSync(stores: Mirror): void {
  if (mirror) return;
  mirror = stores;
  window.addEventListener('online', () => void sendChanges());
  let lastUser: string | null = null;
  $user.subscribe((user) => {
    if (user && user.id !== lastUser) void sendChanges();
    lastUser = user?.id ?? null;
  });
}
