/** Sign-in throttling per account and per address (ASVS 6.3.1, 2.3.4), on a real local D1. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearFailedSignIns, forgetSignInAttempt, recordSignInAttempt } from '../../src/data/accounts';
import {
  addressDelaySeconds,
  FREE_FAILED_SIGN_INS_PER_ADDRESS,
  MAX_ADDRESS_DELAY_SECONDS,
  MAX_FAILED_SIGN_INS_PER_DEVICE,
  MAX_FAILED_SIGN_INS_PER_EMAIL,
  SIGN_IN_WINDOW_MINUTES,
} from '../../src/lib/accounts';
import {
  countDeviceAttempt,
  deviceSignedIn,
  deviceTokens,
  rememberDevice,
  withDeviceToken,
} from '../../src/data/devices';
import { insertUser } from './support';
import { freshDatabase } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase({ seed: false }));
});
afterAll(() => dispose());

const NOW = '2026-11-25T10:00:00.000Z';
const SINCE = new Date(Date.parse(NOW) - SIGN_IN_WINDOW_MINUTES * 60_000).toISOString();

describe('sign-in attempts', () => {
  it('keeps the limits: 5 per account, 10 per known device, 10 free per address then waits of at most 10 s, in 15 minutes', () => {
    expect([
      MAX_FAILED_SIGN_INS_PER_EMAIL,
      MAX_FAILED_SIGN_INS_PER_DEVICE,
      FREE_FAILED_SIGN_INS_PER_ADDRESS,
      MAX_ADDRESS_DELAY_SECONDS,
      SIGN_IN_WINDOW_MINUTES,
    ]).toEqual([5, 10, 10, 10, 15]);
  });

  it('makes an address wait longer after each failure past the free ones, never more than 10 seconds: a delay, not a wall', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 30, 1000].map(addressDelaySeconds)).toEqual([0, 0, 1, 2, 4, 8, 10, 10, 10]);
    // At 10 seconds between tries a guesser gets at most six a minute from one address.
    expect(60 / addressDelaySeconds(1000)).toBe(6);
  });

  it("tells each attempt when its address's previous attempt was", async () => {
    const first = await recordSignInAttempt(db, 'a@example.com', '2001:db8::20', '2026-11-25T10:00:00.000Z', SINCE);
    const second = await recordSignInAttempt(db, 'b@example.com', '2001:db8::20', '2026-11-25T10:00:05.000Z', SINCE);
    expect(first.previousFromAddressAt).toBeNull();
    expect(second.previousFromAddressAt).toBe('2026-11-25T10:00:00.000Z');
  });

  it('gives each of twenty parallel attempts its own count, so only five can be under the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => recordSignInAttempt(db, 'parallel@example.com', null, NOW, SINCE)),
    );
    expect(results.map((r) => r.forEmail).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(results.filter((r) => r.forEmail <= MAX_FAILED_SIGN_INS_PER_EMAIL)).toHaveLength(5);
  });

  it('counts an account without regard to case, and an address across accounts', async () => {
    await recordSignInAttempt(db, 'Case@Example.com', '2001:db8::9', NOW, SINCE);
    const second = await recordSignInAttempt(db, 'case@example.COM', '2001:db8::9', NOW, SINCE);
    expect(second.forEmail).toBe(2);
    const other = await recordSignInAttempt(db, 'someone-else@example.com', '2001:db8::9', NOW, SINCE);
    expect(other).toMatchObject({ forEmail: 1, forAddress: 3 });
    expect((await recordSignInAttempt(db, 'no-address@example.com', null, NOW, SINCE)).forAddress).toBe(0);
  });

  it('counts only the attempts inside the window', async () => {
    const old = new Date(Date.parse(SINCE) - 1000).toISOString();
    for (let i = 0; i < 4; i++) await recordSignInAttempt(db, 'window@example.com', null, old, SINCE);
    expect((await recordSignInAttempt(db, 'window@example.com', null, NOW, SINCE)).forEmail).toBe(1);
  });

  it('forgets a refused attempt, and a successful sign-in forgives the account its failures', async () => {
    const first = await recordSignInAttempt(db, 'forgive@example.com', '2001:db8::10', NOW, SINCE);
    const refused = await recordSignInAttempt(db, 'forgive@example.com', '2001:db8::10', NOW, SINCE);
    await forgetSignInAttempt(db, refused.id);
    expect((await recordSignInAttempt(db, 'forgive@example.com', '2001:db8::10', NOW, SINCE)).forEmail).toBe(2);
    expect(first.id).not.toBe(refused.id);
    await clearFailedSignIns(db, 'FORGIVE@example.com');
    expect((await recordSignInAttempt(db, 'forgive@example.com', '2001:db8::10', NOW, SINCE)).forEmail).toBe(1);
  });
});

describe('known devices', () => {
  const NOW_DATE = new Date(NOW);

  it("counts a known device's failures before the password is checked, locks it after ten, and forgives it on success", async () => {
    await insertUser(db, 'user-device', 'device@example.com', 'Device');
    const token = await rememberDevice(db, 'user-device', NOW_DATE);
    const tokens = deviceTokens(withDeviceToken(undefined, token));
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () =>
        countDeviceAttempt(db, 'user-device', tokens, NOW_DATE, MAX_FAILED_SIGN_INS_PER_DEVICE, SIGN_IN_WINDOW_MINUTES),
      ),
    );
    expect(attempts.filter((a) => a && !a.lockedUntil)).toHaveLength(10);
    expect(attempts.filter((a) => a?.lockedUntil)).toHaveLength(2);
    const later = new Date(NOW_DATE.getTime() + SIGN_IN_WINDOW_MINUTES * 60_000 + 1000);
    const after = await countDeviceAttempt(
      db,
      'user-device',
      tokens,
      later,
      MAX_FAILED_SIGN_INS_PER_DEVICE,
      SIGN_IN_WINDOW_MINUTES,
    );
    expect(after).toMatchObject({ failures: 1, lockedUntil: null });
    await deviceSignedIn(db, after!.tokenHash, later);
    expect((await countDeviceAttempt(db, 'user-device', tokens, later, 10, 15))!.failures).toBe(1);
  });

  it('knows a device only for the account it signed in to, and keeps no token in the clear', async () => {
    await insertUser(db, 'user-device-2', 'device2@example.com', 'Other');
    const token = await rememberDevice(db, 'user-device-2', NOW_DATE);
    expect(await countDeviceAttempt(db, 'user-device', [token], NOW_DATE, 10, 15)).toBeNull();
    expect(await countDeviceAttempt(db, 'user-device-2', ['x'.repeat(43)], NOW_DATE, 10, 15)).toBeNull();
    const stored = await db
      .prepare('SELECT token_hash FROM known_devices WHERE user_id = ?')
      .bind('user-device-2')
      .all<{ token_hash: string }>();
    expect(stored.results.map((r) => r.token_hash)).not.toContain(token);
    expect(stored.results[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the five latest accounts of a browser in its cookie, and ignores malformed tokens', () => {
    const tokens = Array.from({ length: 7 }, (_, i) => String(i).repeat(43));
    let cookie: string | undefined;
    for (const token of tokens) cookie = withDeviceToken(cookie, token);
    expect(deviceTokens(cookie)).toEqual(tokens.slice(2).reverse());
    expect(deviceTokens('short.<script>.' + 'a'.repeat(43))).toEqual(['a'.repeat(43)]);
  });
});
