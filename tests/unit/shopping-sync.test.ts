/**
 * When the browser sends the cart and wishlist to the server (src/stores/shopping-sync.ts): never on a plain page
 * load once merged with nothing queued; the first merge; queued changes; and, after a send whose answer was lost,
 * the browser's copy in place of the additions, so that nothing is counted twice. Run in Node against an
 * in-memory localStorage, with the actions client replaced by a recorder.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../src/lib/session-user';

const sync = vi.fn();
vi.mock('astro:actions', () => ({ actions: { shopping: { sync } } }));

const values = new Map<string, string>();
const storage = {
  get length() {
    return values.size;
  },
  key: (index: number) => [...values.keys()][index] ?? null,
  getItem: (key: string) => values.get(key) ?? null,
  setItem: (key: string, value: string) => void values.set(key, String(value)),
  removeItem: (key: string) => void values.delete(key),
  clear: () => values.clear(),
};
const browserWindow = new EventTarget();
Object.assign(globalThis, { localStorage: storage, window: browserWindow });
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });

const FARAH: SessionUser = {
  id: 'u-farah',
  name: 'Farah Lim',
  email: 'farah@example.com',
  image: null,
  isMerchant: false,
  isAdmin: false,
};
const SQUID = { id: 'fish-sotong', stock: 20 };

let session: typeof import('../../src/stores/session');
let shopping: typeof import('../../src/stores/shopping');
let syncing: typeof import('../../src/stores/shopping-sync');

/** Lets the on-demand import and the request settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const outbox = () => JSON.parse(storage.getItem(`shoppingOutbox:${FARAH.id}`) ?? 'null');
const answer = (cart: { productId: string; quantity: number }[]) => ({
  data: { cart: cart.map((item) => ({ ...item, addedAt: '2026-11-26T00:00:00.000Z' })), wishlist: [], notices: [] },
  error: undefined,
});

beforeAll(async () => {
  session = await import('../../src/stores/session');
  shopping = await import('../../src/stores/shopping');
  syncing = await import('../../src/stores/shopping-sync');
  shopping.startShopping();
});

beforeEach(() => {
  session.$user.set(null);
  storage.clear();
  sync.mockReset();
});

describe('the cart sync', () => {
  it('writes nothing back for a buyer who signed out on this browser while a send was out', async () => {
    let answerLater: (value: unknown) => void = () => undefined;
    sync.mockReturnValue(new Promise((resolve) => (answerLater = resolve)));
    session.$user.set(FARAH);
    await settle();
    expect(sync).toHaveBeenCalledTimes(1);
    session.signedOut();
    expect(storage.getItem(`shoppingOutbox:${FARAH.id}`)).toBeNull();
    // The server no longer knows the session the request came with.
    answerLater({ data: undefined, error: { code: 'UNAUTHORIZED' } });
    await settle();
    expect([...values.keys()].filter((key) => key.includes(FARAH.id))).toEqual([]);
  });

  it('sends nothing on a page load once this browser is merged and nothing is queued', async () => {
    storage.setItem(`shoppingOutbox:${FARAH.id}`, JSON.stringify({ merged: true, changes: [] }));
    session.$user.set(FARAH);
    syncing.requestSend();
    await settle();
    expect(sync).not.toHaveBeenCalled();
  });

  it("merges this browser's copy the first time, then sends only the changes", async () => {
    sync.mockResolvedValue(answer([]));
    session.$user.set(FARAH);
    await settle();
    expect(sync).toHaveBeenCalledTimes(1);
    expect(sync.mock.calls[0]?.[0].changes).toEqual([{ kind: 'merge', cart: [], wishlist: [] }]);
    expect(outbox()).toMatchObject({ merged: true, changes: [] });
    expect(outbox().uncertain).toBeFalsy();

    sync.mockResolvedValue(answer([{ productId: SQUID.id, quantity: 2 }]));
    shopping.addToCart(SQUID, 2);
    await settle();
    expect(sync).toHaveBeenCalledTimes(2);
    expect(sync.mock.calls[1]?.[0].changes).toEqual([{ kind: 'cart.add', productId: SQUID.id, quantity: 2 }]);
    expect(shopping.$cart.get()).toMatchObject([{ productId: SQUID.id, quantity: 2 }]);
  });

  it('sends an addition made before the first merge only inside the merge, so that it is not counted twice', async () => {
    // What a visitor pressed before signing in is added as they arrive back, before the first merge has left.
    sync.mockResolvedValue(answer([{ productId: SQUID.id, quantity: 2 }]));
    session.$user.set(FARAH);
    shopping.addToCart(SQUID, 2);
    await settle();
    const sent = sync.mock.calls.flatMap((call) => call[0].changes);
    expect(sent.map((change: { kind: string }) => change.kind)).toEqual(['merge']);
    expect(sent[0].cart).toMatchObject([{ productId: SQUID.id, quantity: 2 }]);
    expect(outbox()).toMatchObject({ merged: true, changes: [] });
    expect(shopping.$cart.get()).toMatchObject([{ productId: SQUID.id, quantity: 2 }]);
  });

  it("after a send whose answer was lost, sends this browser's copy instead of adding again", async () => {
    storage.setItem(`shoppingOutbox:${FARAH.id}`, JSON.stringify({ merged: true, changes: [] }));
    session.$user.set(FARAH);
    // The request leaves but its answer never comes back (the page was left mid-request).
    sync.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    shopping.addToCart(SQUID, 2);
    await settle();
    expect(outbox()).toMatchObject({ uncertain: true, changes: [{ kind: 'cart.add', quantity: 2 }] });

    sync.mockResolvedValue(answer([{ productId: SQUID.id, quantity: 2 }]));
    syncing.requestSend();
    await settle();
    const resent = sync.mock.calls.at(-1)?.[0].changes;
    expect(resent.map((change: { kind: string }) => change.kind)).toEqual(['cart.clear', 'wishlist.clear', 'merge']);
    expect(resent[2].cart).toMatchObject([{ productId: SQUID.id, quantity: 2 }]);
    expect(outbox()).toMatchObject({ merged: true, changes: [] });
    expect(outbox().uncertain).toBeFalsy();
  });

  it('says once that a change is kept on this device when a send finds no connection the browser had not noticed', async () => {
    const { $toasts } = await import('../../src/stores/toasts');
    $toasts.set([]);
    syncing.syncState.madeOffline = false;
    storage.setItem(`shoppingOutbox:${FARAH.id}`, JSON.stringify({ merged: true, changes: [] }));
    session.$user.set(FARAH);
    // navigator.onLine stays true, as on a weak signal, but no request gets an answer.
    sync.mockRejectedValue(new TypeError('Failed to fetch'));
    shopping.addToCart(SQUID, 1);
    await settle();
    shopping.addToCart(SQUID, 1);
    await settle();
    expect($toasts.get().map((toast) => toast.title)).toEqual(['Saved on this device']);
    expect(outbox().changes).toHaveLength(2);
  });
});
