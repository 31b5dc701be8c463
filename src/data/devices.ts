/**
 * Known browsers (OWASP's "device cookies"): after a successful sign-in the browser gets a random token for that
 * account, and D1 keeps only its SHA-256. A sign-in that shows a token of the account is not held back by its
 * network address's failures, so a guesser on the same carrier address does not lock out people who have signed
 * in before; its own failures lock that token for a while instead. Tokens name no account and carry no secret
 * of the shop: without the row they are worth nothing.
 */

import { randomToken as newToken, sha256Hex as hashToken } from './tokens';

export const DEVICE_COOKIE = '__Host-market-device';
/** Tokens of the accounts last signed in on this browser; an older one falls off. */
export const MAX_DEVICE_TOKENS = 5;
export const DEVICE_TOKEN_DAYS = 365;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The well-formed tokens of a device cookie's value, newest first. */
export function deviceTokens(cookie: string | undefined): string[] {
  return (cookie ?? '')
    .split('.')
    .filter((token) => TOKEN_PATTERN.test(token))
    .slice(0, MAX_DEVICE_TOKENS);
}

/** The cookie value with `token` first and at most MAX_DEVICE_TOKENS in all. */
export function withDeviceToken(cookie: string | undefined, token: string): string {
  return [token, ...deviceTokens(cookie).filter((t) => t !== token)].slice(0, MAX_DEVICE_TOKENS).join('.');
}

export interface DeviceAttempt {
  tokenHash: string;
  /** Failures counted on this token, including this attempt. */
  failures: number;
  /** Set while the token is locked: this attempt is refused without its password being checked. */
  lockedUntil: string | null;
}

/**
 * Counts an attempt on the account's known device among `tokens`, before the password is checked (so that
 * guesses sent at once count against each other), and locks the token for `lockMinutes` once it reaches
 * `maxFailures`. Null when no token belongs to the account: the attempt is then an unknown browser's.
 */
export async function countDeviceAttempt(
  db: Database,
  userId: string,
  tokens: string[],
  now: Date,
  maxFailures: number,
  lockMinutes: number,
): Promise<DeviceAttempt | null> {
  if (tokens.length === 0) return null;
  const hashes = await Promise.all(tokens.map(hashToken));
  const nowIso = now.toISOString();
  const lockUntil = new Date(now.getTime() + lockMinutes * 60_000).toISOString();
  // A lock that has run out starts a fresh count.
  const row = await db
    .prepare(
      `UPDATE known_devices
         SET failures = CASE WHEN locked_until IS NOT NULL AND locked_until <= ?1 THEN 1 ELSE failures + 1 END,
             locked_until = CASE
               WHEN locked_until IS NOT NULL AND locked_until > ?1 THEN locked_until
               WHEN locked_until IS NOT NULL THEN NULL
               WHEN failures + 1 > ?2 THEN ?3
               ELSE NULL END
       WHERE token_hash = (SELECT token_hash FROM known_devices WHERE user_id = ?4 AND token_hash IN (${hashes.map((_, i) => `?${i + 5}`).join(', ')}) LIMIT 1)
       RETURNING token_hash, failures, locked_until`,
    )
    .bind(nowIso, maxFailures, lockUntil, userId, ...hashes)
    .first<{ token_hash: string; failures: number; locked_until: string | null }>();
  if (!row) return null;
  return {
    tokenHash: row.token_hash,
    failures: row.failures,
    lockedUntil: row.locked_until && row.locked_until > nowIso ? row.locked_until : null,
  };
}

/** The right password on a known device: its count starts again. */
export async function deviceSignedIn(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .prepare('UPDATE known_devices SET failures = 0, locked_until = NULL, last_used_at = ? WHERE token_hash = ?')
    .bind(now.toISOString(), tokenHash)
    .run();
}

/** A browser that has just signed in to the account: a new token, kept (hashed) until it has gone unused a year. */
export async function rememberDevice(db: Database, userId: string, now: Date): Promise<string> {
  const token = newToken();
  const nowIso = now.toISOString();
  const stale = new Date(now.getTime() - DEVICE_TOKEN_DAYS * 24 * 60 * 60_000).toISOString();
  await db.batch([
    db
      .prepare(
        'INSERT INTO known_devices (token_hash, user_id, failures, locked_until, created_at, last_used_at) VALUES (?, ?, 0, NULL, ?, ?)',
      )
      .bind(await hashToken(token), userId, nowIso, nowIso),
    db.prepare('DELETE FROM known_devices WHERE user_id = ? AND last_used_at < ?').bind(userId, stale),
  ]);
  return token;
}

/** The hash of this browser's token for the account (among the cookie's `tokens`), or null when it has none. */
export async function accountDeviceHash(db: Database, userId: string, tokens: string[]): Promise<string | null> {
  if (tokens.length === 0) return null;
  const hashes = await Promise.all(tokens.map(hashToken));
  const row = await db
    .prepare(
      `SELECT token_hash FROM known_devices WHERE user_id = ?1 AND token_hash IN (${hashes.map((_, i) => `?${i + 2}`).join(', ')}) LIMIT 1`,
    )
    .bind(userId, ...hashes)
    .first<{ token_hash: string }>();
  return row?.token_hash ?? null;
}
