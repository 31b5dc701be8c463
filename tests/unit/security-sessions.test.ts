/**
 * Sessions (ASVS 3.3.1, 7.2.3, 7.2.4, 7.3.1, 7.4.1) on Astro's real session class, with an in-memory store in
 * place of KV: the store can be made to fail, and the test can see what is kept and what is deleted.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AstroCookies, AstroSession } from 'astro';
// Astro does not export its session class; the real one is used so that regenerate, destroy and the write at
// the end of a request behave exactly as in the worker.
import { AstroSession as RealSession, PERSIST_SYMBOL } from '../../node_modules/astro/dist/core/session/runtime.js';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_KEY_COOKIE,
  sessionUserId,
  signedInUser,
  startSession,
  endSession,
} from '../../src/data/sessions';

const COOKIE = '__Host-market-session';
const DAY = 24 * 60 * 60 * 1000;

interface CookieValue {
  value: string;
  options: Record<string, unknown>;
}

/** The cookies of one request: what the browser sent, and what the response sets or deletes. */
class Jar {
  readonly sent = new Map<string, CookieValue>();
  readonly deleted = new Set<string>();
  constructor(readonly browser: Record<string, string> = {}) {}
  get(name: string) {
    if (this.deleted.has(name)) return undefined;
    const value = this.sent.get(name)?.value ?? this.browser[name];
    return value === undefined ? undefined : { value };
  }
  has(name: string) {
    return this.get(name) !== undefined;
  }
  set(name: string, value: string, options: Record<string, unknown> = {}) {
    this.deleted.delete(name);
    this.sent.set(name, { value, options });
  }
  delete(name: string) {
    this.sent.delete(name);
    this.deleted.add(name);
  }
  /** What the browser holds after the response. */
  after(): Record<string, string> {
    const result = { ...this.browser };
    for (const name of this.deleted) delete result[name];
    for (const [name, { value }] of this.sent) result[name] = value;
    return result;
  }
}

/** The KV namespace, as unstorage sees it. */
class Store {
  readonly items = new Map<string, unknown>();
  failing = false;
  private check() {
    if (this.failing) throw new Error('KV is unavailable');
  }
  async get(key: string) {
    this.check();
    return this.items.get(key) ?? null;
  }
  async setItem(key: string, value: unknown) {
    this.check();
    this.items.set(key, JSON.parse(String(value)));
  }
  async removeItem(key: string) {
    this.check();
    this.items.delete(key);
  }
}

const logger = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

/** One request: its session, run to the end (where Astro writes the session to KV). */
async function request<T>(
  store: Store,
  browser: Record<string, string>,
  work: (session: AstroSession, cookies: AstroCookies, jar: Jar) => Promise<T>,
) {
  const jar = new Jar(browser);
  const session = new RealSession({
    cookies: jar,
    config: {
      cookie: { name: COOKIE, sameSite: 'lax', httpOnly: true, secure: true, path: '/' },
      ttl: 30 * 24 * 60 * 60,
    },
    runtimeMode: 'production',
    driverFactory: null,
    mockStorage: store,
    logger,
  } as never) as unknown as AstroSession & { [PERSIST_SYMBOL]: () => Promise<void> };
  const result = await work(session, jar as unknown as AstroCookies, jar);
  await session[PERSIST_SYMBOL]();
  return { result, jar, browser: jar.after() };
}

async function signIn(store: Store, browser: Record<string, string> = {}, now = Date.now()) {
  return request(store, browser, (session, cookies) => startSession(session, cookies, 'user-buyer-demo', now));
}

const whoIs = (store: Store, browser: Record<string, string>, now = Date.now()) =>
  request(store, browser, (session, cookies) => sessionUserId(session, cookies, now));

describe('session lifetime', () => {
  it('allows 7 days idle and 30 days in all, as chosen for a shop', () => {
    expect(SESSION_IDLE_MS).toBe(7 * DAY);
    expect(SESSION_ABSOLUTE_MS).toBe(30 * DAY);
  });

  it('ends a session left idle for longer than the idle timeout, and deletes it from KV', async () => {
    const store = new Store();
    const start = Date.UTC(2026, 10, 1);
    const { browser } = await signIn(store, {}, start);
    expect((await whoIs(store, browser, start + SESSION_IDLE_MS - 60_000)).result).toBe('user-buyer-demo');
    // That visit refreshed the idle clock: a week after it, the session is still alive.
    expect((await whoIs(store, browser, start + 2 * SESSION_IDLE_MS - 2 * 60_000)).result).toBe('user-buyer-demo');
    const stale = await whoIs(store, browser, start + 3 * SESSION_IDLE_MS);
    expect(stale.result).toBeNull();
    expect(store.items.size).toBe(0);
    expect(stale.browser[COOKIE]).toBeUndefined();
  });

  it('ends a session at the absolute timeout however active it is', async () => {
    const store = new Store();
    const start = Date.UTC(2026, 10, 1);
    const { browser } = await signIn(store, {}, start);
    for (let day = 1; day <= 29; day++) {
      expect((await whoIs(store, browser, start + day * DAY)).result).toBe('user-buyer-demo');
    }
    expect((await whoIs(store, browser, start + SESSION_ABSOLUTE_MS + 1)).result).toBeNull();
    expect(store.items.size).toBe(0);
  });
});

describe('session ids and keys', () => {
  it('sets a __Host- cookie with a UUID id and an HttpOnly, Secure, SameSite=Lax key of 256 random bits', async () => {
    const store = new Store();
    const { jar, browser } = await signIn(store);
    expect(browser[COOKIE]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(SESSION_KEY_COOKIE.startsWith('__Host-')).toBe(true);
    const key = jar.sent.get(SESSION_KEY_COOKIE)!;
    expect(key.options).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'lax' });
    expect(key.options.domain).toBeUndefined();
    expect(key.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 43 base64url characters = 258 bits, of which 256 are the key
    // The UUID's 122 random bits and the key's 256 together: far beyond ASVS's 128.
    const keys = new Set<string>();
    for (let i = 0; i < 200; i++) keys.add((await signIn(new Store())).jar.sent.get(SESSION_KEY_COOKIE)!.value);
    expect(keys.size).toBe(200);
  });

  it('gives a new id and key at sign-in, and the id known before it is worth nothing after', async () => {
    const store = new Store();
    // A session planted before sign-in (fixation): the visitor already holds an id.
    const planted = await request(store, {}, async (session) => session.set('cart', 'x'));
    const plantedId = planted.browser[COOKIE]!;
    expect(store.items.has(plantedId)).toBe(true);
    const { browser } = await signIn(store, planted.browser);
    expect(browser[COOKIE]).not.toBe(plantedId);
    expect(store.items.has(plantedId)).toBe(false);
    expect(
      (await whoIs(store, { [COOKIE]: plantedId, [SESSION_KEY_COOKIE]: browser[SESSION_KEY_COOKIE]! })).result,
    ).toBeNull();
    expect((await whoIs(store, browser)).result).toBe('user-buyer-demo');
  });

  it('treats a stolen id without its key, a wrong key, or a forged id as signed out', async () => {
    const store = new Store();
    const { browser } = await signIn(store);
    expect((await whoIs(store, { [COOKIE]: browser[COOKIE]! })).result).toBeNull();
    expect((await whoIs(store, { ...browser, [SESSION_KEY_COOKIE]: 'A'.repeat(43) })).result).toBeNull();
    expect((await whoIs(store, { ...browser, [COOKIE]: crypto.randomUUID() })).result).toBeNull();
    expect((await whoIs(store, { ...browser, [COOKIE]: '../../etc/passwd' })).result).toBeNull();
    expect((await whoIs(store, browser)).result).toBe('user-buyer-demo');
  });

  it('deletes the session from KV at sign-out, so the old cookies no longer sign anyone in', async () => {
    const store = new Store();
    const { browser } = await signIn(store);
    expect(store.items.size).toBe(1);
    const out = await request(store, browser, async (session, cookies) => endSession(session, cookies));
    expect(store.items.size).toBe(0);
    expect(out.browser[COOKIE]).toBeUndefined();
    expect(out.browser[SESSION_KEY_COOKIE]).toBeUndefined();
    expect((await whoIs(store, browser)).result).toBeNull();
  });
});

describe('a session store that cannot be read', () => {
  it('signs the request out instead of failing it', async () => {
    const store = new Store();
    const { browser } = await signIn(store);
    const findUser = vi.fn(async (id: string) => ({ id }));
    expect((await request(store, browser, (s, c) => signedInUser(s, c, findUser))).result).toEqual({
      id: 'user-buyer-demo',
    });

    store.failing = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    findUser.mockClear();
    const jar = new Jar(browser);
    const session = new RealSession({
      cookies: jar,
      config: { cookie: { name: COOKIE }, ttl: 60 },
      runtimeMode: 'production',
      driverFactory: null,
      mockStorage: store,
      logger,
    } as never) as unknown as AstroSession;
    await expect(sessionUserId(session, jar as unknown as AstroCookies)).rejects.toThrow('KV is unavailable');
    expect(await signedInUser(session, jar as unknown as AstroCookies, findUser)).toBeNull();
    expect(findUser).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('signs the request out when the user cannot be looked up', async () => {
    const store = new Store();
    const { browser } = await signIn(store);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failingLookup = async () => {
      throw new Error('D1 is unavailable');
    };
    expect((await request(store, browser, (s, c) => signedInUser(s, c, failingLookup))).result).toBeNull();
    errors.mockRestore();
  });
});
