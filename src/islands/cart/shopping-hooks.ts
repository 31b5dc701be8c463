/**
 * What the cart and wishlist islands share: starting the per-user stores after the first render, fetching
 * today's product facts for the kept ids, and running a store change that may ask for a sign-in.
 */
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CartProduct } from '../../lib/cart';
import type { SessionUser } from '../../lib/session-user';
import { lastSeenAll, rememberProducts } from '../../stores/last-seen';
import { fetchCartProducts } from '../../stores/products';
import { $user, signedIn } from '../../stores/session';
import {
  $shoppingLoaded,
  adoptServerLists,
  SignInRequired,
  type SignInReason,
  startShopping,
} from '../../stores/shopping';
import { fill } from '../../i18n/fill';
import { serverCopyIsCurrent, type ServerLists } from '../../stores/shopping-sync';
import { showToast } from '../../stores/toasts';

/** What the stores say, in the page's language: the sign-in messages they raise. */
export interface StoreTexts {
  signIn: Record<SignInReason, string>;
}

/**
 * True once the signed-in user's saved cart and wishlist are in the stores. Until then the island renders what
 * the server rendered (its copy of the lists, `initial`), so hydration always matches. The server's session is
 * the truth: a browser that lost its saved user (or holds another one) is told who is signed in before the
 * stores load; and the server's lists, just rendered, replace the browser's copy unless it holds changes the
 * server has not had yet.
 */
export function useShoppingReady(user: SessionUser, initial?: ServerLists): boolean {
  const [mounted, setMounted] = useState(false);
  const loaded = useStore($shoppingLoaded);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's copy is adopted once, when the page starts
  useEffect(() => {
    const saved = $user.get();
    if (!saved || saved.id !== user.id) signedIn(user);
    startShopping();
    if (initial && serverCopyIsCurrent()) adoptServerLists(initial);
    setMounted(true);
  }, [user]);
  return mounted && loaded;
}

/** The /api/products endpoint answers at most this many ids at a time. */
const IDS_PER_REQUEST = 100;

export interface ProductFacts {
  /** Today's facts by id; an id the server did not return maps to null (gone or hidden). */
  byId: ReadonlyMap<string, CartProduct | null>;
  /** True when every id asked for has an answer. */
  ready: boolean;
  failed: boolean;
  /** True while some facts shown are the last seen on this device (the server could not be reached). */
  lastSeen: boolean;
  retry: () => void;
}

/**
 * Today's name, price and stock of the given products. Ids already answered are not asked again, so changing
 * a quantity or removing a line makes no request. Without a connection, the facts this device saw last stand
 * in (`lastSeen`), and today's are asked for again when the connection returns.
 */
export function useProductFacts(
  ids: readonly string[],
  enabled: boolean,
  initial?: {
    cart: readonly { productId: string }[];
    wishlist: readonly { productId: string }[];
    products: readonly CartProduct[];
  },
): ProductFacts {
  // The page rendered with today's facts of the server's lists: those are known (null for one no longer sold).
  const [known, setKnown] = useState<ReadonlyMap<string, CartProduct | null>>(() => {
    const start = new Map<string, CartProduct | null>();
    for (const item of [...(initial?.cart ?? []), ...(initial?.wishlist ?? [])]) start.set(item.productId, null);
    for (const product of initial?.products ?? []) start.set(product.id, product);
    return start;
  });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** The ids whose facts shown are the last seen here, not today's. */
  const [stale, setStale] = useState<ReadonlySet<string>>(() => new Set());
  const missing = enabled ? [...new Set(ids.filter((id) => !known.has(id)))].sort() : [];
  const missingKey = missing.join(',');

  // The facts the page was rendered with are the newest this device has seen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: kept once, when the page starts
  useEffect(() => {
    if (enabled && initial?.products.length) rememberProducts(initial.products);
  }, [enabled]);

  // Back online: the facts last seen are asked for again.
  useEffect(() => {
    if (stale.size === 0) return;
    const refresh = () => {
      setKnown((previous) => new Map([...previous].filter(([id]) => !stale.has(id))));
      setStale(new Set());
    };
    addEventListener('online', refresh);
    return () => removeEventListener('online', refresh);
  }, [stale]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry bumps `attempt` to fetch the same missing ids again
  useEffect(() => {
    if (!missingKey) return;
    const wanted = missingKey.split(',');
    const controller = new AbortController();
    setFailed(false);
    const chunks: string[][] = [];
    for (let i = 0; i < wanted.length; i += IDS_PER_REQUEST) chunks.push(wanted.slice(i, i + IDS_PER_REQUEST));
    Promise.all(chunks.map((chunk) => fetchCartProducts(chunk, controller.signal)))
      .then((answers) => {
        rememberProducts(answers.flat());
        setKnown((previous) => {
          const next = new Map(previous);
          for (const id of wanted) next.set(id, null);
          for (const product of answers.flat()) next.set(product.id, product);
          return next;
        });
      })
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        // Offline (or the server unreachable): what this device saw last stands in, when it saw them all.
        const seen = lastSeenAll(wanted);
        if (seen) {
          setKnown((previous) => new Map([...previous, ...seen.map((product) => [product.id, product] as const)]));
          setStale((previous) => new Set([...previous, ...wanted]));
          return;
        }
        console.error('Product facts could not be loaded', error);
        setFailed(true);
      });
    return () => controller.abort();
  }, [missingKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { byId: known, ready: enabled && missing.length === 0, failed, retry, lastSeen: stale.size > 0 };
}

/** Runs a store change; a sign-in that is needed (the session ended) says so in a toast, in the page's language. */
export function attempt(change: () => void, texts: StoreTexts): boolean {
  try {
    change();
    return true;
  } catch (error) {
    if (error instanceof SignInRequired) {
      showToast(texts.signIn[error.reason], { kind: 'error' });
      return false;
    }
    throw error;
  }
}

export { fill };

/** "1 item", "3 items", in the page's language. */
export function itemCount(n: number, texts: { oneItem: string; items: string }): string {
  return n === 1 ? texts.oneItem : fill(texts.items, { count: n });
}
