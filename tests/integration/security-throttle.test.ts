/** Sign-in throttling per account and per address (ASVS 6.3.1, 2.3.4), on a real local D1. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearFailedSignIns, forgetSignInAttempt, recordSignInAttempt } from '../../src/data/accounts';
import { MAX_FAILED_SIGN_INS_PER_ADDRESS, MAX_FAILED_SIGN_INS_PER_EMAIL, SIGN_IN_WINDOW_MINUTES } from '../../src/lib/accounts';
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
  it('keeps the limits at 5 per account and 30 per address in 15 minutes', () => {
    expect([MAX_FAILED_SIGN_INS_PER_EMAIL, MAX_FAILED_SIGN_INS_PER_ADDRESS, SIGN_IN_WINDOW_MINUTES]).toEqual([5, 30, 15]);
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
