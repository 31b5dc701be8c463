/** Accounts in D1: users, their profiles, and the record of failed sign-ins. */
import { isLang, type Lang } from '../lib/languages';
import type { ProfileInput } from '../lib/profile';

export interface User {
  id: string;
  email: string;
  name: string;
  fullName: string;
  imageUrl: string | null;
  emailVerified: boolean;
  /** An address the user asked to change to, until its link is opened (src/data/account-tokens.ts). */
  pendingEmail: string | null;
  role: 'user' | 'admin';
  /** The language the user chose to read the shop in; null until they choose. */
  lang: Lang | null;
  /** Data saver: the user chose small pictures (migrations/0021_small_pictures.sql). */
  smallPictures: boolean;
  phone: string;
  dateOfBirth: string;
  citizenship: string;
  address: { line1: string; line2: string; city: string; state: string; postalCode: string; country: string };
  createdAt: string;
  updatedAt: string;
  /** The user's merchant account, when it has one. */
  merchantId: string | null;
  /** A second factor is on (migrations/0040_second_factor.sql). */
  secondFactor: boolean;
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  full_name: string | null;
  image_url: string | null;
  email_verified: number;
  pending_email: string | null;
  role: 'user' | 'admin';
  lang: string | null;
  small_pictures: number | null;
  phone: string | null;
  date_of_birth: string | null;
  citizenship: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  created_at: string;
  updated_at: string;
  merchant_id: string | null;
  second_factor: number | null;
}

/** A deleted account (migrations/0041_account_deletion.sql) is found by none of these: no session, no sign-in. */
const USER_SELECT = `SELECT u.*, m.id AS merchant_id,
    (SELECT f.enabled_at IS NOT NULL FROM second_factors f WHERE f.user_id = u.id) AS second_factor
  FROM users u LEFT JOIN merchants m ON m.user_id = u.id`;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    fullName: row.full_name ?? '',
    imageUrl: row.image_url,
    emailVerified: row.email_verified === 1,
    pendingEmail: row.pending_email,
    role: row.role,
    lang: isLang(row.lang) ? row.lang : null,
    smallPictures: row.small_pictures === 1,
    phone: row.phone ?? '',
    dateOfBirth: row.date_of_birth ?? '',
    citizenship: row.citizenship ?? '',
    address: {
      line1: row.address_line1 ?? '',
      line2: row.address_line2 ?? '',
      city: row.city ?? '',
      state: row.state ?? '',
      postalCode: row.postal_code ?? '',
      country: row.country ?? '',
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    merchantId: row.merchant_id,
    secondFactor: row.second_factor === 1,
  };
}

/** Saves a user's data saver choice: small pictures, or the usual ones. */
export async function setSmallPictures(db: Database, userId: string, small: boolean): Promise<void> {
  await db
    .prepare('UPDATE users SET small_pictures = ?, updated_at = ? WHERE id = ? AND small_pictures != ?')
    .bind(small ? 1 : 0, new Date().toISOString(), userId, small ? 1 : 0)
    .run();
}

/** Saves the language a user chose; an unknown language changes nothing. */
export async function setUserLanguage(db: Database, userId: string, lang: Lang): Promise<void> {
  if (!isLang(lang)) return;
  await db
    .prepare(`UPDATE users SET lang = ?, updated_at = ? WHERE id = ? AND lang IS NOT ?`)
    .bind(lang, new Date().toISOString(), userId, lang)
    .run();
}

export async function getUserById(db: Database, id: string): Promise<User | null> {
  const row = await db.prepare(`${USER_SELECT} WHERE u.id = ? AND u.deleted_at IS NULL`).bind(id).first<UserRow>();
  return row ? toUser(row) : null;
}

/** The user and its stored password hash, for signing in. Emails compare without regard to case. */
export async function findCredentials(
  db: Database,
  email: string,
): Promise<{ user: User; passwordHash: string } | null> {
  const row = await db
    .prepare(`${USER_SELECT} WHERE lower(u.email) = lower(?) AND u.deleted_at IS NULL`)
    .bind(email.trim())
    .first<UserRow & { password_hash: string }>();
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists.');
  }
}

export async function createUser(
  db: Database,
  input: { id: string; name: string; email: string; passwordHash: string; now: string },
): Promise<User> {
  try {
    await db
      .prepare(
        `INSERT INTO users (id, email, name, full_name, password_hash, country, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'Malaysia', ?, ?)`,
      )
      .bind(
        input.id,
        input.email.trim(),
        input.name.trim(),
        input.name.trim(),
        input.passwordHash,
        input.now,
        input.now,
      )
      .run();
  } catch (error) {
    if (/UNIQUE/i.test(String(error))) throw new EmailTakenError();
    throw error;
  }
  return (await getUserById(db, input.id))!;
}

/**
 * Saves every profile field but the email: a new address is verified before it replaces the old one
 * (src/data/account-tokens.ts sendVerification), so the profile's answer says whether one was asked for.
 */
export async function updateProfile(db: Database, userId: string, profile: ProfileInput, now: string): Promise<User> {
  await db
    .prepare(
      `UPDATE users SET name = ?, full_name = ?, phone = ?, date_of_birth = ?, citizenship = ?,
         address_line1 = ?, address_line2 = ?, city = ?, state = ?, postal_code = ?, country = ?, updated_at = ?,
         pending_email = CASE WHEN lower(email) = lower(?) THEN NULL ELSE pending_email END
       WHERE id = ?`,
    )
    .bind(
      profile.name,
      profile.fullName,
      profile.phone,
      profile.dateOfBirth,
      profile.citizenship,
      profile.addressLine1,
      profile.addressLine2,
      profile.city,
      profile.state,
      profile.postalCode,
      profile.country,
      now,
      // Typing the current address again gives up a change that was waiting for its link.
      profile.email,
      userId,
    )
    .run();
  return (await getUserById(db, userId))!;
}

/** Whether another account has this address already (compared without regard to case). */
export async function emailTakenByAnother(db: Database, userId: string, email: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS taken FROM users WHERE lower(email) = lower(?) AND id != ?')
    .bind(email.trim(), userId)
    .first<{ taken: number }>();
  return row !== null;
}

/**
 * Records a sign-in attempt before its password is checked, and counts the attempts in the window including it,
 * in one transaction. Guesses sent in parallel each see the ones recorded before them, so they cannot all pass a
 * check that each made before any was recorded. Returns the counts and the attempt's id, to forgive it later.
 */
export async function recordSignInAttempt(
  db: Database,
  email: string,
  address: string | null,
  now: string,
  sinceIso: string,
): Promise<{ id: number; forEmail: number; forAddress: number; previousFromAddressAt: string | null }> {
  const [inserted, counted] = await db.batch([
    db
      .prepare('INSERT INTO login_attempts (email, address, attempted_at) VALUES (lower(?), ?, ?) RETURNING id')
      .bind(email.trim(), address, now),
    // In the same transaction, so that last_insert_rowid() is this attempt: the address's attempt before it.
    db
      .prepare(
        `SELECT
           (SELECT COUNT(*) FROM login_attempts WHERE email = lower(?1) AND attempted_at >= ?2) AS for_email,
           (SELECT COUNT(*) FROM login_attempts WHERE address = ?3 AND attempted_at >= ?2) AS for_address,
           (SELECT max(attempted_at) FROM login_attempts WHERE address = ?3 AND attempted_at >= ?2 AND id < last_insert_rowid()) AS previous_at`,
      )
      .bind(email.trim(), sinceIso, address),
  ]);
  const id = (inserted!.results[0] as { id: number }).id;
  const row = counted!.results[0] as { for_email: number; for_address: number; previous_at: string | null };
  return {
    id,
    forEmail: row.for_email,
    forAddress: address ? row.for_address : 0,
    previousFromAddressAt: address ? row.previous_at : null,
  };
}

/** An attempt refused before its password was checked is no guess: it is not counted against later ones. */
export async function forgetSignInAttempt(db: Database, id: number): Promise<void> {
  await db.prepare('DELETE FROM login_attempts WHERE id = ?').bind(id).run();
}

/** A successful sign-in forgives the email's earlier failures. */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await db.prepare('DELETE FROM login_attempts WHERE email = lower(?)').bind(email.trim()).run();
}

/** The stored password hash of a live account, to confirm a grave change (turning a factor off, deleting). */
export async function passwordHashOf(db: Database, userId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT password_hash FROM users WHERE id = ? AND deleted_at IS NULL')
    .bind(userId)
    .first<{ password_hash: string }>();
  return row?.password_hash ?? null;
}
