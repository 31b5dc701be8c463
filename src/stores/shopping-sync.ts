/**
 * Keeps the browser's copy of the cart and wishlist in step with the server's (the truth, shared by every
 * device of the buyer). Each change is applied to the stores at once and queued in `shoppingOutbox:<userId>`;
 * the queue is sent when the page is online (at once, or when the connection returns) and the server answers
 * its lists as they now are, re-checked against today's stock and prices. What it changed is told in a toast.
 * The first time a browser syncs for a user, its own copy is merged into the server's rather than dropped.
 *
 * This module is on every page, so it stays small: a page load sends nothing unless changes are queued or this
 * browser's copy was never merged for the user. Only then is the sender (./shopping-send, with the actions
 * client) loaded, on demand.
 */
import type { CartItem, WishlistItem } from '../lib/cart';
import type { NoticeCode, ShoppingChange } from '../lib/shopping-changes';
import type { SessionUser } from '../lib/session-user';
import { $user, userKey } from './session';
import { showToast } from './toasts';

export interface Outbox {
  /** True once this browser's copy for the user has been merged with the server's. */
  merged: boolean;
  changes: ShoppingChange[];
  /** A send is under way or its answer was lost: whether the server applied it is not known. */
  uncertain?: boolean;
}

export interface ServerLists {
  cart: CartItem[];
  wishlist: WishlistItem[];
}

export interface Mirror {
  local: () => ServerLists;
  adopt: (lists: ServerLists) => void;
}

/**
 * The sync's toasts in the page's language, which a page not in English carries as data (src/layouts/Document.astro);
 * on an English page each is said in the stores' own English (the spec's). The stores carry no catalogue: they
 * are on every page.
 */
export interface SyncTexts {
  upToDate?: string;
  savedOffline?: string;
  updated?: string;
  savedHere?: string;
  sentLater?: string;
  /** What the server changed in the lists, by the notice's code (src/lib/shopping-changes). */
  changed?: Record<NoticeCode, string>;
}

export const syncTexts: SyncTexts = pageSyncTexts();

function pageSyncTexts(): SyncTexts {
  if (typeof document === 'undefined') return {};
  try {
    return JSON.parse(document.getElementById('sync-texts')?.textContent || '{}') as SyncTexts;
  } catch {
    return {};
  }
}

/** Shared with the sender. */
export const syncState: {
  mirror: Mirror | null;
  /** Set once this page adopted an answer of the server: newer than the copy the page was rendered with. */
  answered: boolean;
  /** Changes were made while offline: once they are sent, the buyer is told they were saved. */
  madeOffline: boolean;
} = { mirror: null, answered: false, madeOffline: false };

export function readOutbox(user: SessionUser): Outbox {
  try {
    const text = localStorage.getItem(userKey('shoppingOutbox', user.id));
    if (text === null) return { merged: false, changes: [] };
    const value = JSON.parse(text) as Partial<Outbox>;
    return {
      merged: value.merged === true,
      changes: Array.isArray(value.changes) ? value.changes : [],
      uncertain: value.uncertain === true,
    };
  } catch (error) {
    console.warn('Unsent cart changes could not be read and were dropped', error);
    return { merged: false, changes: [] };
  }
}

export function writeOutbox(user: SessionUser, outbox: Outbox): void {
  try {
    localStorage.setItem(userKey('shoppingOutbox', user.id), JSON.stringify(outbox));
  } catch (error) {
    console.warn('Unsent cart changes could not be saved', error);
  }
}

/**
 * True when the copy the page was rendered with may replace this browser's: merged once, nothing waiting, and
 * no newer answer of the server already adopted on this page.
 */
export function serverCopyIsCurrent(): boolean {
  const user = $user.get();
  if (!user || syncState.answered) return false;
  const outbox = readOutbox(user);
  return outbox.merged && outbox.changes.length === 0;
}

/**
 * Adopts lists the server answered outside a sync (an order's answer) when nothing is waiting to be sent and no
 * send's answer is in doubt; says whether it did.
 */
export function adoptIfCurrent(lists: ServerLists): boolean {
  const user = $user.get();
  if (!user || !syncState.mirror) return false;
  const outbox = readOutbox(user);
  if (!outbox.merged || outbox.uncertain || outbox.changes.length > 0) return false;
  syncState.answered = true;
  syncState.mirror.adopt(lists);
  return true;
}

/** Queues a change made to the stores and sends it as soon as the page is online. */
export function queueChange(...changes: ShoppingChange[]): void {
  const user = $user.get();
  if (!user || changes.length === 0) return;
  const outbox = readOutbox(user);
  writeOutbox(user, { ...outbox, changes: [...outbox.changes, ...changes] });
  if (typeof navigator !== 'undefined' && !navigator.onLine) keptOnThisDevice();
  requestSend();
}

/**
 * Tells the buyer, once until it is sent, that a change is kept on this device: when the browser knows it is offline,
 * or when a send fails for want of a connection the browser had not noticed (a phone on a weak signal, or a page
 * opened from the service worker's copy, often still reports itself online).
 */
export function keptOnThisDevice(): void {
  if (syncState.madeOffline) return;
  syncState.madeOffline = true;
  showToast(syncTexts.savedHere ?? 'Saved on this device', {
    kind: 'info',
    description: syncTexts.sentLater ?? 'You are offline. Your cart will be sent when the connection returns.',
  });
}

/**
 * Sends what is queued, or this browser's copy for its first merge, when there is either and the page is
 * online; loads the sender only then. A failure leaves the queue as it is, for the next try.
 */
export function requestSend(): void {
  const user = $user.get();
  if (!syncState.mirror || !user || typeof window === 'undefined' || !navigator.onLine) return;
  const outbox = readOutbox(user);
  if (outbox.merged && outbox.changes.length === 0) return;
  const send = import('./shopping-send')
    .then((sender) => sender.sendChanges())
    .catch((error: unknown) => console.warn('Cart changes could not be sent; they are kept and sent later', error));
  inFlight.add(send);
  void send.finally(() => inFlight.delete(send));
}

const inFlight = new Set<Promise<void>>();

/**
 * Resolves once the sends under way have been answered, or after `timeoutMs`: signing out waits for them, so that a
 * change made just before is not lost, and the server does not meet a send whose session has just ended.
 */
export function sendsSettled(timeoutMs: number): Promise<void> {
  if (inFlight.size === 0) return Promise.resolve();
  return Promise.race([
    Promise.allSettled([...inFlight]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}

/** Starts keeping the stores in step with the server: now, when the connection returns, and on sign-in. */
export function startSync(stores: Mirror): void {
  if (syncState.mirror) return;
  syncState.mirror = stores;
  window.addEventListener('online', requestSend);
  let lastUser: string | null = null;
  $user.subscribe((user) => {
    if (user && user.id !== lastUser) requestSend();
    lastUser = user?.id ?? null;
  });
}
