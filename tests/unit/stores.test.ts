/**
 * The browser's stores (src/stores): the cart, wishlist and recently viewed kept per signed-in user, followed
 * across tabs, and forgotten at sign-out. Run in Node against an in-memory localStorage and a window that
 * delivers `storage` events, as a browser does.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../src/lib/session-user';

/**
 * localStorage as the browser has it: strings by key, read and written through its methods or as properties
 * (`localStorage.session = ...`, as @nanostores/persistent does).
 */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  const methods: Storage = {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
  return new Proxy(methods, {
    get: (target, name) => (typeof name !== 'string' || name in target ? Reflect.get(target, name) : values.get(name)),
    set: (_, name, value) => {
      values.set(String(name), String(value));
      return true;
    },
    deleteProperty: (_, name) => values.delete(String(name)) || true,
    has: (target, name) => name in target || values.has(String(name)),
  });
}

const storage = memoryStorage();
const browserWindow = new EventTarget();
// The stores and @nanostores/persistent look for these when they are first imported.
Object.assign(globalThis, { localStorage: storage, window: browserWindow });

/** What another tab's write looks like to this one. */
function otherTabWrites(key: string, value: string | null): void {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
  browserWindow.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value, storageArea: storage }));
}

const AISYAH: SessionUser = {
  id: 'u-aisyah',
  name: 'Nurul Aisyah',
  email: 'aisyah@example.com',
  image: null,
  isMerchant: false,
  isAdmin: false,
};
const BUDI: SessionUser = {
  id: 'u-budi',
  name: 'Budi Santoso',
  email: 'budi@example.com',
  image: null,
  isMerchant: false,
  isAdmin: false,
};
const KANGKUNG = { id: 'veg-kangkung', stock: 48 };
const AMPLANG = { id: 'food-amplang', stock: 3 };

let session: typeof import('../../src/stores/session');
let shopping: typeof import('../../src/stores/shopping');

beforeAll(async () => {
  session = await import('../../src/stores/session');
  shopping = await import('../../src/stores/shopping');
  shopping.startShopping();
});

beforeEach(() => {
  session.$user.set(null);
  storage.clear();
});

describe('the stores of each signed-in user', () => {
  it('keeps a cart, a wishlist and recently viewed under the user, and brings them back when the user returns', () => {
    session.signedIn(AISYAH);
    expect(shopping.addToCart(KANGKUNG, 2)).toBe(2);
    shopping.toggleWishlist(AMPLANG.id);
    shopping.viewedProduct(KANGKUNG.id);
    expect(JSON.parse(storage.getItem('cart:u-aisyah')!)).toMatchObject([{ productId: 'veg-kangkung', quantity: 2 }]);
    expect(JSON.parse(storage.getItem('wishlist:u-aisyah')!)).toMatchObject([{ productId: 'food-amplang' }]);
    expect(JSON.parse(storage.getItem('recentlyViewed:u-aisyah')!)).toEqual(['veg-kangkung']);

    // Another person signs in on the same browser: nothing of the first one's shows.
    session.signedIn(BUDI);
    expect(shopping.$cart.get()).toEqual([]);
    expect(shopping.$wishlist.get()).toEqual([]);
    shopping.addToCart(AMPLANG, 1);

    session.signedIn(AISYAH);
    expect(shopping.$cart.get()).toMatchObject([{ productId: 'veg-kangkung', quantity: 2 }]);
    expect(shopping.$wishlist.get()).toMatchObject([{ productId: 'food-amplang' }]);
    expect(JSON.parse(storage.getItem('cart:u-budi')!)).toMatchObject([{ productId: 'food-amplang', quantity: 1 }]);
    // The signed-in user is kept too, for the next page's header.
    expect(JSON.parse(storage.getItem('session')!)).toMatchObject({ id: 'u-aisyah', name: 'Nurul Aisyah' });
  });

  it('keeps a cart line within its stock', () => {
    session.signedIn(AISYAH);
    expect(shopping.addToCart(AMPLANG, 5)).toBe(3);
    expect(shopping.addToCart(AMPLANG, 1)).toBe(0);
    expect(shopping.inCart(AMPLANG.id)).toBe(3);
  });

  it('gives a visitor nothing, and asks them to sign in before any change', () => {
    expect(shopping.$cart.get()).toEqual([]);
    expect(() => shopping.addToCart(KANGKUNG, 1)).toThrow(shopping.SignInRequired);
    expect(() => shopping.addToCart(KANGKUNG, 1)).toThrow('addToCart');
    expect(() => shopping.toggleWishlist(KANGKUNG.id)).toThrow('addToWishlist');
    shopping.viewedProduct(KANGKUNG.id);
    expect(shopping.$recentlyViewed.get()).toEqual([]);
    expect(storage.length).toBe(0);
  });

  it('drops saved data it cannot read, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storage.setItem('cart:u-aisyah', '{not json');
    session.signedIn(AISYAH);
    expect(shopping.$cart.get()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Saved cart could not be read and was dropped', expect.any(SyntaxError));
    warn.mockRestore();
  });
});

describe('another tab of the same browser', () => {
  it("follows the same user's cart and wishlist as another tab changes them, and ignores another user's", () => {
    session.signedIn(AISYAH);
    otherTabWrites(
      'cart:u-aisyah',
      JSON.stringify([{ productId: 'veg-kangkung', quantity: 4, addedAt: '2026-11-26T08:00:00.000Z' }]),
    );
    expect(shopping.$cart.get()).toMatchObject([{ productId: 'veg-kangkung', quantity: 4 }]);
    otherTabWrites(
      'wishlist:u-aisyah',
      JSON.stringify([{ productId: 'food-amplang', addedAt: '2026-11-26T08:00:00.000Z' }]),
    );
    expect(shopping.$wishlist.get()).toMatchObject([{ productId: 'food-amplang' }]);

    otherTabWrites(
      'cart:u-budi',
      JSON.stringify([{ productId: 'food-amplang', quantity: 1, addedAt: '2026-11-26T08:00:00.000Z' }]),
    );
    expect(shopping.$cart.get()).toMatchObject([{ productId: 'veg-kangkung', quantity: 4 }]);
  });

  it('signs this tab out when another one signs out', () => {
    session.signedIn(AISYAH);
    shopping.addToCart(KANGKUNG, 1);
    otherTabWrites('session', null);
    expect(session.$user.get()).toBeNull();
    expect(shopping.$cart.get()).toEqual([]);
  });

  it('shows the lists of whoever another tab signs in, and the recently viewed it adds', () => {
    session.signedIn(AISYAH);
    shopping.addToCart(KANGKUNG, 2);
    session.signedIn(BUDI);
    shopping.addToCart(AMPLANG, 1);

    otherTabWrites('session', JSON.stringify(AISYAH));
    expect(session.$user.get()).toMatchObject({ id: 'u-aisyah' });
    expect(shopping.$cart.get()).toMatchObject([{ productId: 'veg-kangkung', quantity: 2 }]);

    otherTabWrites('recentlyViewed:u-aisyah', JSON.stringify(['food-amplang']));
    expect(shopping.$recentlyViewed.get()).toEqual(['food-amplang']);
  });
});

describe('signing out', () => {
  it("forgets the user and everything the browser kept for them, and nobody else's", () => {
    session.signedIn(BUDI);
    shopping.addToCart(AMPLANG, 1);
    session.signedIn(AISYAH);
    shopping.addToCart(KANGKUNG, 2);
    shopping.toggleWishlist(AMPLANG.id);
    shopping.viewedProduct(KANGKUNG.id);
    // Changes not yet sent to the server are the user's too.
    storage.setItem('shoppingOutbox:u-aisyah', JSON.stringify([{ kind: 'cart.add', productId: KANGKUNG.id }]));

    session.signedOut();
    expect(session.$user.get()).toBeNull();
    expect(shopping.$cart.get()).toEqual([]);
    expect(shopping.$wishlist.get()).toEqual([]);
    expect(shopping.$recentlyViewed.get()).toEqual([]);
    for (const key of [
      'session',
      'cart:u-aisyah',
      'wishlist:u-aisyah',
      'recentlyViewed:u-aisyah',
      'shoppingOutbox:u-aisyah',
    ])
      expect(storage.getItem(key), key).toBeNull();
    expect(storage.getItem('cart:u-budi')).not.toBeNull();
  });
});
