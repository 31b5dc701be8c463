/**
 * Links sent by email (migrations/0039_account_security.sql): a password reset that works once for 30 minutes, an
 * address to verify that works once for 24 hours. The token is random (256 bits) and lives in the link alone: the
 * table keeps its SHA-256, and the outbox drops it from the message once sent (./outbox.ts). Asking for these emails
 * is counted per email address, per network address and per account (`countLinkRequest`).
 */
import { RESET_LINK_MINUTES, VERIFY_LINK_HOURS } from '../lib/account-links';
import type { User } from './accounts';
import { queueEmail } from './outbox';
import { endSessionsStatement } from './session-registry';
import { randomToken, sha256Hex } from './tokens';

type Purpose = 'password_reset' | 'verify_email';

const MINUTE_MS = 60_000;

/**
 * Records a request for a link's email under each of `subjects` (`email:…`, `address:…`, `user:…`) and counts each
 * subject's requests in the window, this one included, in one transaction: requests sent at once count against
 * each other. Rows older than the window are cleared on the way.
 */
export async function countLinkRequest(
  db: Database,
  purpose: Purpose,
  subjects: string[],
  now: Date,
  windowMinutes: number,
): Promise<number[]> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - windowMinutes * MINUTE_MS).toISOString();
  const results = await db.batch([
    ...subjects.flatMap((subject) => [
      db
        .prepare('DELETE FROM account_mail_requests WHERE subject = ? AND purpose = ? AND requested_at < ?')
        .bind(subject, purpose, since),
      db
        .prepare('INSERT INTO account_mail_requests (purpose, subject, requested_at) VALUES (?, ?, ?)')
        .bind(purpose, subject, at),
    ]),
    ...subjects.map((subject) =>
      db
        .prepare(
          'SELECT COUNT(*) AS n FROM account_mail_requests WHERE subject = ? AND purpose = ? AND requested_at >= ?',
        )
        .bind(subject, purpose, since),
    ),
  ]);
  return results.slice(subjects.length * 2).map((result) => (result.results[0] as { n: number }).n);
}

/** A new token of `purpose` for the user, replacing their earlier ones of that purpose: only the newest link works. */
async function newTokenStatements(
  db: Database,
  user: { id: string },
  purpose: Purpose,
  email: string,
  now: Date,
  lifetimeMs: number,
): Promise<{ token: string; tokenHash: string; statements: D1PreparedStatement[] }> {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  return {
    token,
    tokenHash,
    statements: [
      db.prepare('DELETE FROM account_tokens WHERE user_id = ? AND purpose = ?').bind(user.id, purpose),
      db
        .prepare(
          `INSERT INTO account_tokens (token_hash, user_id, purpose, email, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          tokenHash,
          user.id,
          purpose,
          email,
          now.toISOString(),
          new Date(now.getTime() + lifetimeMs).toISOString(),
        ),
    ],
  };
}

/** Queues a reset link to the user's address, with its token (30 minutes, once). */
export async function sendPasswordReset(db: Database, user: Pick<User, 'id' | 'email' | 'name'>, now: Date) {
  const at = now.toISOString();
  const { token, tokenHash, statements } = await newTokenStatements(
    db,
    user,
    'password_reset',
    user.email,
    now,
    RESET_LINK_MINUTES * MINUTE_MS,
  );
  await db.batch([
    ...statements,
    queueEmail(
      db,
      {
        key: `password_reset:${tokenHash}`,
        userId: user.id,
        to: { address: user.email },
        payload: { kind: 'password_reset', name: user.name, email: user.email, token, minutes: RESET_LINK_MINUTES },
      },
      at,
    ),
  ]);
}

/**
 * Queues a link that verifies `email` for the user (24 hours, once). For a new address (`change`), the address is
 * kept as pending until the link is opened, and the account's current address is told of the change.
 */
export async function sendVerification(
  db: Database,
  user: Pick<User, 'id' | 'email' | 'name'>,
  email: string,
  change: boolean,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const { token, tokenHash, statements } = await newTokenStatements(
    db,
    user,
    'verify_email',
    email,
    now,
    VERIFY_LINK_HOURS * 60 * MINUTE_MS,
  );
  await db.batch([
    ...statements,
    db
      .prepare('UPDATE users SET pending_email = ?, updated_at = ? WHERE id = ?')
      .bind(change ? email : null, at, user.id),
    queueEmail(
      db,
      {
        key: `verify_email:${tokenHash}`,
        userId: user.id,
        to: { address: email },
        payload: { kind: 'verify_email', name: user.name, email, token, hours: VERIFY_LINK_HOURS, change },
      },
      at,
    ),
    ...(change
      ? [
          queueEmail(
            db,
            {
              key: `email_change_requested:${tokenHash}`,
              userId: user.id,
              to: { address: user.email },
              payload: { kind: 'email_change_requested', name: user.name, newEmail: email },
            },
            at,
          ),
        ]
      : []),
  ]);
}

/** Whether a link's token is one of `purpose` that still works: unused and unexpired. */
export async function linkWorks(db: Database, purpose: Purpose, token: string, now: Date): Promise<boolean> {
  const row = await db
    .prepare(
      'SELECT 1 AS works FROM account_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?',
    )
    .bind(await sha256Hex(token), purpose, now.toISOString())
    .first<{ works: number }>();
  return row !== null;
}

/** Spends a link's token if it still works: once only, whoever sends it at the same time. */
async function spendToken(
  db: Database,
  purpose: Purpose,
  token: string,
  now: Date,
): Promise<{ userId: string; email: string } | null> {
  const at = now.toISOString();
  const row = await db
    .prepare(
      `UPDATE account_tokens SET used_at = ?3
       WHERE token_hash = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?3
       RETURNING user_id, email`,
    )
    .bind(await sha256Hex(token), purpose, at)
    .first<{ user_id: string; email: string }>();
  return row ? { userId: row.user_id, email: row.email } : null;
}

/**
 * The statements of a new password: the hash saved, every session of the user but `keep` ended, the account's
 * failed sign-ins forgiven, and the "password changed" email queued, for one batch.
 */
function newPasswordStatements(
  db: Database,
  user: { id: string; email: string; name: string },
  passwordHash: string,
  keep: string | null,
  now: Date,
  alsoVerifies: boolean,
): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db
      .prepare(
        `UPDATE users SET password_hash = ?, updated_at = ?,
           email_verified = CASE WHEN ? THEN 1 ELSE email_verified END
         WHERE id = ?`,
      )
      .bind(passwordHash, at, alsoVerifies ? 1 : 0, user.id),
    endSessionsStatement(db, user.id, keep),
    db.prepare('DELETE FROM login_attempts WHERE email = lower(?)').bind(user.email),
    queueEmail(
      db,
      {
        key: `password_changed:${user.id}:${at}`,
        userId: user.id,
        to: { address: user.email },
        payload: { kind: 'password_changed', name: user.name, at },
      },
      at,
    ),
  ];
}

/**
 * Sets a new password through a reset link: the token is spent first (a link works once), then the password is
 * saved, every other session ends and the account is told. Null when the link does not work (used, expired,
 * unknown). A link opened from the account's own address also proves that address.
 */
export async function resetPassword(
  db: Database,
  token: string,
  passwordHash: string,
  keep: string | null,
  now: Date,
): Promise<{ userId: string } | null> {
  const spent = await spendToken(db, 'password_reset', token, now);
  if (!spent) return null;
  const user = await db
    .prepare('SELECT id, email, name FROM users WHERE id = ?')
    .bind(spent.userId)
    .first<{ id: string; email: string; name: string }>();
  if (!user) return null;
  const sameAddress = user.email.toLowerCase() === spent.email.toLowerCase();
  await db.batch(newPasswordStatements(db, user, passwordHash, keep, now, sameAddress));
  return { userId: user.id };
}

/** A signed-in user's new password (the current one checked by the caller): every other session ends. */
export async function changePassword(
  db: Database,
  user: Pick<User, 'id' | 'email' | 'name'>,
  passwordHash: string,
  keep: string | null,
  now: Date,
): Promise<void> {
  await db.batch(newPasswordStatements(db, user, passwordHash, keep, now, false));
}

/**
 * Opens a verification link: the address it was sent to becomes the account's, verified (a pending new address
 * replaces the old one). 'taken' when another account has taken that address meanwhile (nothing changes, the link
 * still works); null when the link does not work.
 */
export async function verifyEmail(
  db: Database,
  token: string,
  now: Date,
): Promise<{ userId: string; email: string } | 'taken' | null> {
  const at = now.toISOString();
  const tokenHash = await sha256Hex(token);
  const valid = `t.token_hash = ?1 AND t.purpose = 'verify_email' AND t.used_at IS NULL AND t.expires_at > ?2`;
  try {
    const [changed, spent] = await db.batch([
      db
        .prepare(
          `UPDATE users SET email = t.email, email_verified = 1, updated_at = ?2,
             pending_email = CASE WHEN lower(users.pending_email) = lower(t.email) THEN NULL ELSE users.pending_email END
           FROM account_tokens t
           WHERE ${valid} AND users.id = t.user_id
             AND (lower(users.email) = lower(t.email) OR lower(users.pending_email) = lower(t.email))`,
        )
        .bind(tokenHash, at),
      db
        .prepare(`UPDATE account_tokens AS t SET used_at = ?2 WHERE ${valid} RETURNING user_id, email`)
        .bind(tokenHash, at),
    ]);
    const row = spent!.results[0] as { user_id: string; email: string } | undefined;
    if (!row || changed!.meta.changes !== 1) return null;
    return { userId: row.user_id, email: row.email };
  } catch (error) {
    if (/UNIQUE/i.test(String(error))) return 'taken';
    throw error;
  }
}
