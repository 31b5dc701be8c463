/**
 * Sessions (ASVS 3.3.1, 7.2.3, 7.2.4, 7.3.1, 7.4.1): the rules of src/data/sessions.ts (the key beside the id,
 * the idle and absolute timeouts, failing closed), on a session kept in memory that behaves as Astro's does for
 * what these rules use: values by name, a new id on regenerate, everything gone on destroy.
 *
 * What Astro itself does with the session (its cookie, writing it to KV at the end of the request, deleting the
 * old one at regenerate and destroy) is tested on the real worker: tests/e2e/sessions.spec.ts (cookie
 * attributes, a new id and key at sign-in, log-out deleting the session) and the attack-surface suite's
 * session timeouts.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AstroCookies, AstroSession } from 'astro';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_KEY_COOKIE,
  sessionUserId,
  signedInUser,
  startSession,
  endSession,
} from '../../src/data/sessions';

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

/**
 * The user's sessions (D1 in the worker, src/data/session-registry.ts): rows by id hash, for the few statements the
 * session's rules run on it.
 */
class Registry {
  readonly rows = new Map<string, { userId: string; lastSeenAt: string }>();
  prepare(sql: string) {
    return {
      bind: (...args: unknown[]) => ({
        run: async () => this.run(sql, args),
        first: async () => this.run(sql, args).first,
      }),
    };
  }
  async batch(statements: { run: () => Promise<unknown> }[]) {
    return Promise.all(statements.map((statement) => statement.run()));
  }
  private run(sql: string, args: unknown[]) {
    const [first, second, , , fifth] = args as string[];
    let changes = 0;
    let found: unknown = null;
    if (sql.startsWith('DELETE FROM user_sessions WHERE id_hash = ?')) changes = Number(this.rows.delete(first!));
    else if (sql.trim().startsWith('INSERT INTO user_sessions')) {
      this.rows.set(first!, { userId: second!, lastSeenAt: fifth! });
      changes = 1;
    } else if (sql.startsWith('SELECT 1 AS filed')) {
      found = this.rows.get(first!)?.userId === second ? { filed: 1 } : null;
    } else if (sql.startsWith('UPDATE user_sessions SET last_seen_at')) {
      const row = this.rows.get(second!);
      if (row) row.lastSeenAt = first!;
      changes = row ? 1 : 0;
    } else throw new Error(`Not a statement of the session rules: ${sql}`);
    return { first: found, meta: { changes } };
  }
}

/** The session store (KV in the worker): sessions by id, which can be made to fail; and the user's sessions. */
class Store {
  readonly items = new Map<string, Map<string, unknown>>();
  readonly registry = new Registry();
  failing = false;
  read(id: string): Map<string, unknown> | undefined {
    if (this.failing) throw new Error('KV is unavailable');
    return this.items.get(id);
  }
}

const COOKIE = 'session';

/** One request's session: read from the store by the id cookie, written back by `persist` at the end. */
class MemorySession {
  private id: string | undefined;
  private values: Map<string, unknown> | undefined;
  private destroyed = false;
  constructor(
    private readonly store: Store,
    private readonly jar: Jar,
  ) {
    this.id = jar.get(COOKIE)?.value;
  }
  get sessionID() {
    return this.id;
  }
  private load(): Map<string, unknown> {
    if (!this.values) this.values = new Map(this.id ? (this.store.read(this.id) ?? []) : []);
    return this.values;
  }
  async get(key: string) {
    return this.load().get(key);
  }
  set(key: string, value: unknown) {
    this.load().set(key, value);
  }
  async regenerate() {
    const values = this.load();
    if (this.id) this.store.items.delete(this.id);
    this.id = crypto.randomUUID();
    this.values = new Map(values);
  }
  destroy() {
    this.destroyed = true;
  }
  persist() {
    if (this.destroyed) {
      if (this.id) this.store.items.delete(this.id);
      this.jar.delete(COOKIE);
    } else if (this.values) {
      this.id ??= crypto.randomUUID();
      this.store.items.set(this.id, this.values);
      this.jar.set(COOKIE, this.id);
    }
  }
}

/** One request: its session, run to the end (where the session is written to the store). */
async function request<T>(
  store: Store,
  browser: Record<string, string>,
  work: (session: AstroSession, cookies: AstroCookies, db: Database) => Promise<T>,
) {
  const jar = new Jar(browser);
  const session = new MemorySession(store, jar);
  const db = store.registry as unknown as Database;
  const result = await work(session as unknown as AstroSession, jar as unknown as AstroCookies, db);
  session.persist();
  return { result, jar, browser: jar.after() };
}

async function signIn(store: Store, browser: Record<string, string> = {}, now = Date.now()) {
  return request(store, browser, (session, cookies, db) =>
    startSession(session, cookies, db, 'user-buyer-demo', { userAgent: 'Test', place: '' }, now),
  );
}

const whoIs = (store: Store, browser: Record<string, string>, now = Date.now()) =>
  request(store, browser, (session, cookies, db) => sessionUserId(session, cookies, db, now));

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
    const out = await request(store, browser, (session, cookies, db) => endSession(session, cookies, db));
    expect(store.items.size).toBe(0);
    expect(out.browser[COOKIE]).toBeUndefined();
    expect(out.browser[SESSION_KEY_COOKIE]).toBeUndefined();
    expect(store.registry.rows.size).toBe(0);
    expect((await whoIs(store, browser)).result).toBeNull();
  });
});

describe('the list of a user’s sessions', () => {
  it('files a session at sign-in, and a sign-in on top of one replaces its row', async () => {
    const store = new Store();
    const first = await signIn(store);
    expect([...store.registry.rows.values()]).toEqual([{ userId: 'user-buyer-demo', lastSeenAt: expect.any(String) }]);
    await signIn(store, first.browser);
    expect(store.registry.rows.size).toBe(1);
  });

  it('refuses a session whose row is gone (signed out from another device), and deletes it from KV', async () => {
    const store = new Store();
    const { browser } = await signIn(store);
    expect((await whoIs(store, browser)).result).toBe('user-buyer-demo');
    store.registry.rows.clear();
    const after = await whoIs(store, browser);
    expect(after.result).toBeNull();
    expect(store.items.size).toBe(0);
    expect(after.browser[COOKIE]).toBeUndefined();
  });

  it('writes when the session was last used at most hourly, with its seenAt', async () => {
    const store = new Store();
    const start = Date.UTC(2026, 10, 1);
    const { browser } = await signIn(store, {}, start);
    const row = () => [...store.registry.rows.values()][0]!.lastSeenAt;
    await whoIs(store, browser, start + 30 * 60_000);
    expect(row()).toBe(new Date(start).toISOString());
    await whoIs(store, browser, start + 61 * 60_000);
    expect(row()).toBe(new Date(start + 61 * 60_000).toISOString());
  });
});

describe('a session store that cannot be read', () => {
  it('signs the request out instead of failing it', async () => {
    const store = new Store();
    const { browser } = await signIn(store);
    const findUser = vi.fn(async (id: string) => ({ id }));
    expect((await request(store, browser, (s, c, db) => signedInUser(s, c, db, findUser))).result).toEqual({
      id: 'user-buyer-demo',
    });

    store.failing = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    findUser.mockClear();
    await expect(whoIs(store, browser)).rejects.toThrow('KV is unavailable');
    expect((await request(store, browser, (s, c, db) => signedInUser(s, c, db, findUser))).result).toBeNull();
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
    expect((await request(store, browser, (s, c, db) => signedInUser(s, c, db, failingLookup))).result).toBeNull();
    errors.mockRestore();
  });
});
