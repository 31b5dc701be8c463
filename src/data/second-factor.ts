/**
 * The second factor in D1 (migrations/0040_second_factor.sql): setting it up, checking a code or a recovery code
 * with the account's lock, the pending second step of a sign-in bound to its browser, the browsers trusted to skip
 * it, turning it off, and the administrator's audited reset when the recovery codes are lost.
 */
import type { EmailPayload } from '../lib/emails';
import { queueEmail } from './outbox';
import { encodeRefusal, type Refusal } from '../lib/refusals';
import { hashOfCode, matchingStep, newRecoveryCodes, newTotpSecret, readTypedCode } from '../lib/second-factor';

/** Wrong codes in a row before the account's second step is locked, and for how long. */
export const MAX_WRONG_CODES = 5;
export const CODE_LOCK_MINUTES = 15;
/** How long the second step of a sign-in waits for its code, and how many tries it is given. */
export const SECOND_STEP_MINUTES = 5;
export const MAX_SECOND_STEP_TRIES = 5;
/** How long a browser is trusted to skip the second step when asked. */
export const TRUST_BROWSER_DAYS = 30;
export const VERIFIED_BY = ['idDocument', 'orderDetails', 'videoCall'] as const;
export type VerifiedBy = (typeof VERIFIED_BY)[number];

/** A refusal with the kind of answer it is (an ActionError's code). */
export class AccountRefused extends Error {
  constructor(
    readonly status: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS',
    readonly refusal: Refusal,
  ) {
    super(encodeRefusal(refusal));
    this.name = 'AccountRefused';
  }
}

interface FactorRow {
  secret: string;
  enabled_at: string | null;
  last_used_step: number | null;
  failures: number;
  locked_until: string | null;
}

export interface SecondFactorState {
  enabled: boolean;
  /** The secret being set up (shown until a code confirms it); null when none is. */
  pendingSecret: string | null;
  recoveryCodesLeft: number;
}

export async function secondFactorState(db: Database, userId: string): Promise<SecondFactorState> {
  const row = await db
    .prepare(
      `SELECT f.secret, f.enabled_at,
         (SELECT COUNT(*) FROM recovery_codes r WHERE r.user_id = f.user_id AND r.used_at IS NULL) AS left_codes
       FROM second_factors f WHERE f.user_id = ?`,
    )
    .bind(userId)
    .first<{ secret: string; enabled_at: string | null; left_codes: number }>();
  return {
    enabled: Boolean(row?.enabled_at),
    pendingSecret: row && !row.enabled_at ? row.secret : null,
    recoveryCodesLeft: row?.enabled_at ? row.left_codes : 0,
  };
}

/** Starts setting up: a new secret kept until confirmed (a secret already being set up is kept, as it may be scanned). */
export async function beginSecondFactor(db: Database, userId: string, now: Date): Promise<string> {
  await db
    .prepare(
      `INSERT INTO second_factors (user_id, secret, enabled_at, created_at) VALUES (?, ?, NULL, ?)
       ON CONFLICT (user_id) DO NOTHING`,
    )
    .bind(userId, newTotpSecret(), now.toISOString())
    .run();
  const state = await secondFactorState(db, userId);
  if (state.enabled) throw new AccountRefused('CONFLICT', { code: 'secondFactor.alreadyOn' });
  return state.pendingSecret!;
}

/** Gives up a set-up not yet confirmed. */
export async function cancelSecondFactorSetup(db: Database, userId: string): Promise<void> {
  await db.prepare('DELETE FROM second_factors WHERE user_id = ? AND enabled_at IS NULL').bind(userId).run();
}

function recoveryCodeInserts(db: Database, userId: string, hashes: string[]): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM recovery_codes WHERE user_id = ?').bind(userId),
    ...hashes.map((hash) =>
      db.prepare('INSERT INTO recovery_codes (user_id, code_hash, used_at) VALUES (?, ?, NULL)').bind(userId, hash),
    ),
  ];
}

/**
 * Confirms the set-up with a code from the app: the factor is on, and the ten recovery codes are answered, to be
 * shown once (only their hashes are kept).
 */
export async function confirmSecondFactor(db: Database, userId: string, typed: string, now: Date): Promise<string[]> {
  const row = await db
    .prepare(
      `SELECT f.secret, f.enabled_at, u.name, u.email FROM second_factors f JOIN users u ON u.id = f.user_id
       WHERE f.user_id = ?`,
    )
    .bind(userId)
    .first<{ secret: string; enabled_at: string | null; name: string; email: string }>();
  if (!row) throw new AccountRefused('CONFLICT', { code: 'secondFactor.notSetUp' });
  if (row.enabled_at) throw new AccountRefused('CONFLICT', { code: 'secondFactor.alreadyOn' });
  const code = readTypedCode(typed);
  const step = code?.kind === 'totp' ? await matchingStep(row.secret, code.code, now.getTime(), null) : null;
  if (step === null) throw new AccountRefused('BAD_REQUEST', { code: 'secondFactor.wrongCode' });
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map(hashOfCode));
  const [enabled] = await db.batch([
    db
      .prepare(
        `UPDATE second_factors SET enabled_at = ?, last_used_step = ?, failures = 0, locked_until = NULL
         WHERE user_id = ? AND enabled_at IS NULL`,
      )
      .bind(now.toISOString(), step, userId),
    ...recoveryCodeInserts(db, userId, hashes),
    secondFactorEmail(db, { id: userId, ...row }, { kind: 'second_factor_on', name: row.name, at: now.toISOString() }),
  ]);
  if (enabled!.meta.changes !== 1) throw new AccountRefused('CONFLICT', { code: 'secondFactor.alreadyOn' });
  return codes;
}

/**
 * Checks a code (six digits from the app, or a recovery code) for an account whose factor is on. A right code is
 * used up: the app's step and every older one are refused from then on, a recovery code is marked used. Wrong
 * codes count against the account, whatever browser sends them: five in a row lock its second step for 15
 * minutes. Throws the refusal; answers how the code was accepted.
 */
export async function checkSecondFactor(
  db: Database,
  userId: string,
  typed: string,
  now: Date,
): Promise<'totp' | 'recovery'> {
  const row = await db
    .prepare(
      'SELECT secret, enabled_at, last_used_step, failures, locked_until FROM second_factors WHERE user_id = ? AND enabled_at IS NOT NULL',
    )
    .bind(userId)
    .first<FactorRow>();
  if (!row) throw new AccountRefused('CONFLICT', { code: 'secondFactor.notOn' });
  const nowIso = now.toISOString();
  if (row.locked_until && row.locked_until > nowIso) {
    throw new AccountRefused('TOO_MANY_REQUESTS', {
      code: 'secondFactor.locked',
      values: { minutes: CODE_LOCK_MINUTES },
    });
  }
  const code = readTypedCode(typed);
  if (code?.kind === 'totp') {
    const step = await matchingStep(row.secret, code.code, now.getTime(), row.last_used_step);
    if (step !== null) {
      // Only if no request used this step (or a later one) in between: two sign-ins cannot share one code.
      const used = await db
        .prepare(
          `UPDATE second_factors SET last_used_step = ?1, failures = 0, locked_until = NULL
           WHERE user_id = ?2 AND (last_used_step IS NULL OR last_used_step < ?1)`,
        )
        .bind(step, userId)
        .run();
      if (used.meta.changes === 1) return 'totp';
    }
  } else if (code?.kind === 'recovery') {
    const used = await db
      .prepare('UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL')
      .bind(nowIso, userId, await hashOfCode(code.code))
      .run();
    if (used.meta.changes === 1) {
      await db
        .prepare('UPDATE second_factors SET failures = 0, locked_until = NULL WHERE user_id = ?')
        .bind(userId)
        .run();
      return 'recovery';
    }
  }
  const lockUntil = new Date(now.getTime() + CODE_LOCK_MINUTES * 60_000).toISOString();
  await db
    .prepare(
      `UPDATE second_factors SET
         locked_until = CASE WHEN failures + 1 >= ?1 THEN ?2 ELSE NULL END,
         failures = CASE WHEN failures + 1 >= ?1 THEN 0 ELSE failures + 1 END
       WHERE user_id = ?3`,
    )
    .bind(MAX_WRONG_CODES, lockUntil, userId)
    .run();
  throw new AccountRefused('UNAUTHORIZED', { code: 'secondFactor.wrongCode' });
}

/** New recovery codes in place of the old ones (all of them, used or not), after a right code. */
export async function replaceRecoveryCodes(db: Database, userId: string, typed: string, now: Date): Promise<string[]> {
  await checkSecondFactor(db, userId, typed, now);
  const codes = newRecoveryCodes();
  await db.batch(recoveryCodeInserts(db, userId, await Promise.all(codes.map(hashOfCode))));
  return codes;
}

/** Everything of the second factor goes: the secret, the recovery codes, the trusted browsers, pending steps. */
function forgetSecondFactor(db: Database, userId: string): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM recovery_codes WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM trusted_browsers WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM sign_in_challenges WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM second_factors WHERE user_id = ?').bind(userId),
  ];
}

/**
 * The account's email of its second factor turned on or off, queued in the batch that does it (under a key of its
 * own: the factor may go on and off again within a second).
 */
function secondFactorEmail(
  db: Database,
  user: { id: string; email: string },
  payload: Extract<EmailPayload, { kind: 'second_factor_on' | 'second_factor_off' }>,
): D1PreparedStatement {
  return queueEmail(
    db,
    { key: `${payload.kind}:${user.id}:${crypto.randomUUID()}`, userId: user.id, to: { address: user.email }, payload },
    payload.at,
  );
}

/** Turns the factor off, after the caller checked the password and a code, and tells the account. */
export async function turnOffSecondFactor(db: Database, userId: string, now: Date): Promise<void> {
  const user = await db
    .prepare('SELECT id, name, email FROM users WHERE id = ?')
    .bind(userId)
    .first<{ id: string; name: string; email: string }>();
  if (!user) throw new AccountRefused('NOT_FOUND', { code: 'access.signIn' });
  await db.batch([
    ...forgetSecondFactor(db, userId),
    secondFactorEmail(db, user, {
      kind: 'second_factor_off',
      name: user.name,
      at: now.toISOString(),
      byAdministrator: false,
    }),
  ]);
}

// The second step of a sign-in.

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Whether signing in to this account needs its second step: the factor is on and the browser is not trusted. */
export async function needsSecondStep(
  db: Database,
  userId: string,
  deviceTokenHash: string | null,
  now: Date,
): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT
         EXISTS (SELECT 1 FROM second_factors WHERE user_id = ?1 AND enabled_at IS NOT NULL) AS factor,
         EXISTS (SELECT 1 FROM trusted_browsers WHERE token_hash = ?2 AND user_id = ?1 AND trusted_until > ?3) AS trusted`,
    )
    .bind(userId, deviceTokenHash ?? '', now.toISOString())
    .first<{ factor: number; trusted: number }>();
  return row?.factor === 1 && row.trusted !== 1;
}

/** A pending second step for the account, answered as the token its browser keeps; old ones are cleared. */
export async function openSecondStep(db: Database, userId: string, now: Date): Promise<string> {
  const token = randomToken();
  const expires = new Date(now.getTime() + SECOND_STEP_MINUTES * 60_000).toISOString();
  await db.batch([
    db.prepare('DELETE FROM sign_in_challenges WHERE expires_at <= ?').bind(now.toISOString()),
    db
      .prepare(
        'INSERT INTO sign_in_challenges (token_hash, user_id, attempts, expires_at, created_at) VALUES (?, ?, 0, ?, ?)',
      )
      .bind(await hashOfCode(token), userId, expires, now.toISOString()),
  ]);
  return token;
}

/**
 * Counts a try at the pending step named by `token`: the account it is for, or a refusal when the step has
 * expired, is unknown (another browser's, or none) or has had its tries (it is then gone: sign in again).
 */
export async function trySecondStep(db: Database, token: string, now: Date): Promise<string> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token))
    throw new AccountRefused('UNAUTHORIZED', { code: 'secondFactor.stepExpired' });
  const hash = await hashOfCode(token);
  const row = await db
    .prepare(
      `UPDATE sign_in_challenges SET attempts = attempts + 1
       WHERE token_hash = ? AND expires_at > ? RETURNING user_id, attempts`,
    )
    .bind(hash, now.toISOString())
    .first<{ user_id: string; attempts: number }>();
  if (!row) throw new AccountRefused('UNAUTHORIZED', { code: 'secondFactor.stepExpired' });
  if (row.attempts > MAX_SECOND_STEP_TRIES) {
    await closeSecondStep(db, token);
    throw new AccountRefused('TOO_MANY_REQUESTS', { code: 'secondFactor.tooManyTries' });
  }
  return row.user_id;
}

/** Whether `token` names a pending step that has not expired (the second step's page asks). */
export async function secondStepPending(db: Database, token: string, now: Date): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const row = await db
    .prepare('SELECT 1 AS yes FROM sign_in_challenges WHERE token_hash = ? AND expires_at > ?')
    .bind(await hashOfCode(token), now.toISOString())
    .first();
  return row !== null;
}

export async function closeSecondStep(db: Database, token: string): Promise<void> {
  await db
    .prepare('DELETE FROM sign_in_challenges WHERE token_hash = ?')
    .bind(await hashOfCode(token))
    .run();
}

/** The known browser (by its device token's hash) is not asked for the second step for 30 days. */
export async function trustBrowser(db: Database, userId: string, deviceTokenHash: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + TRUST_BROWSER_DAYS * 24 * 60 * 60_000).toISOString();
  await db
    .prepare(
      `INSERT INTO trusted_browsers (token_hash, user_id, trusted_until) VALUES (?, ?, ?)
       ON CONFLICT (token_hash) DO UPDATE SET trusted_until = excluded.trusted_until`,
    )
    .bind(deviceTokenHash, userId, until)
    .run();
}

// The administrator's reset.

export interface SecondFactorReset {
  at: string;
  adminEmail: string;
  accountEmail: string;
  verifiedBy: VerifiedBy;
}

/**
 * The administrator turns off the second factor of the account with this email, once they have checked the
 * owner's identity (how, as a code): the reset and the check are written to the audit in the same transaction.
 */
export async function resetSecondFactor(
  db: Database,
  input: { adminId: string; email: string; verifiedBy: VerifiedBy; now: Date },
): Promise<void> {
  const account = await db
    .prepare(
      `SELECT u.id, u.name, u.email, f.enabled_at FROM users u LEFT JOIN second_factors f ON f.user_id = u.id
       WHERE lower(u.email) = lower(?) AND u.deleted_at IS NULL`,
    )
    .bind(input.email.trim())
    .first<{ id: string; name: string; email: string; enabled_at: string | null }>();
  if (!account) throw new AccountRefused('NOT_FOUND', { code: 'secondFactor.noSuchAccount' });
  if (!account.enabled_at) throw new AccountRefused('CONFLICT', { code: 'secondFactor.notOn' });
  await db.batch([
    ...forgetSecondFactor(db, account.id),
    db
      .prepare(
        `INSERT INTO admin_audit (admin_id, action, subject_user_id, verified_by, created_at)
         VALUES (?, 'secondFactorReset', ?, ?, ?)`,
      )
      .bind(input.adminId, account.id, input.verifiedBy, input.now.toISOString()),
    secondFactorEmail(db, account, {
      kind: 'second_factor_off',
      name: account.name,
      at: input.now.toISOString(),
      byAdministrator: true,
    }),
  ]);
}

/** The latest resets, newest first, for the administrator's page. */
export async function recentSecondFactorResets(db: Database, limit = 20): Promise<SecondFactorReset[]> {
  const { results } = await db
    .prepare(
      `SELECT a.created_at, admin.email AS admin_email, subject.email AS account_email, a.verified_by
       FROM admin_audit a JOIN users admin ON admin.id = a.admin_id JOIN users subject ON subject.id = a.subject_user_id
       WHERE a.action = 'secondFactorReset' ORDER BY a.created_at DESC, a.id DESC LIMIT ?`,
    )
    .bind(limit)
    .all<{ created_at: string; admin_email: string; account_email: string; verified_by: VerifiedBy }>();
  return results.map((row) => ({
    at: row.created_at,
    adminEmail: row.admin_email,
    accountEmail: row.account_email,
    verifiedBy: row.verified_by,
  }));
}
