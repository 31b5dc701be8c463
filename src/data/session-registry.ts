/**
 * The sessions a person can see and end (migrations/0039_account_security.sql): one row per signed-in session,
 * named by the SHA-256 of its id, with the browser's user agent, where it signed in from and when it was last used.
 * The session itself stays in KV (./sessions.ts), which answers only while its row is here: deleting a row signs
 * that session out at its next request, wherever it is.
 */
import { sha256Hex } from './tokens';

/** What is kept of the browser a session signed in on. */
export interface SessionDevice {
  userAgent: string;
  /** "Labuan, MY", as Cloudflare places the request; empty when it does not. */
  place: string;
}

export interface ListedSession {
  idHash: string;
  userAgent: string;
  place: string;
  createdAt: string;
  lastSeenAt: string;
}

/** Sessions a profile lists at most (a person with more signs out the rest with "everywhere else"). */
const LISTED_SESSIONS = 50;

/** The registry's name for a session id. */
export function sessionIdHash(sessionId: string): Promise<string> {
  return sha256Hex(sessionId);
}

/** The device of a request: its user agent and Cloudflare's city and country, cut to what the table keeps. */
export function requestDevice(request: Request): SessionDevice {
  const cf = (request as Request & { cf?: { city?: unknown; country?: unknown } }).cf;
  const city = typeof cf?.city === 'string' ? cf.city : '';
  const country = typeof cf?.country === 'string' ? cf.country : '';
  return {
    userAgent: (request.headers.get('User-Agent') ?? '').slice(0, 400),
    place: [city, country].filter(Boolean).join(', ').slice(0, 120),
  };
}

/** Files a new session under its user, replacing the row of the session it replaces (a sign-in on top of one). */
export async function registerSession(
  db: Database,
  session: { idHash: string; replaces: string | null; userId: string; device: SessionDevice },
  now: string,
): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM user_sessions WHERE id_hash = ?').bind(session.replaces ?? ''),
    db
      .prepare(
        `INSERT INTO user_sessions (id_hash, user_id, user_agent, place, created_at, last_seen_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?5)`,
      )
      .bind(session.idHash, session.userId, session.device.userAgent, session.device.place, now),
  ]);
}

/** Whether the session is still filed under this user: a signed-out device's row is gone. */
export async function sessionFiled(db: Database, idHash: string, userId: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS filed FROM user_sessions WHERE id_hash = ? AND user_id = ?')
    .bind(idHash, userId)
    .first<{ filed: number }>();
  return row !== null;
}

/** The session was used now (written at most hourly, with the session's own `seenAt`). */
export async function sessionSeen(db: Database, idHash: string, now: string): Promise<void> {
  await db.prepare('UPDATE user_sessions SET last_seen_at = ? WHERE id_hash = ?').bind(now, idHash).run();
}

/** A user's sessions, the most recently used first. */
export async function listSessions(db: Database, userId: string): Promise<ListedSession[]> {
  const rows = await db
    .prepare(
      `SELECT id_hash, user_agent, place, created_at, last_seen_at FROM user_sessions
       WHERE user_id = ? ORDER BY last_seen_at DESC LIMIT ?`,
    )
    .bind(userId, LISTED_SESSIONS)
    .all<{ id_hash: string; user_agent: string; place: string; created_at: string; last_seen_at: string }>();
  return rows.results.map((row) => ({
    idHash: row.id_hash,
    userAgent: row.user_agent,
    place: row.place,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  }));
}

/** Ends one of the user's sessions (another user's is left alone); true when one was ended. */
export async function endSessionOf(db: Database, userId: string, idHash: string): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM user_sessions WHERE id_hash = ? AND user_id = ?')
    .bind(idHash, userId)
    .run();
  return result.meta.changes > 0;
}

/**
 * The statement that ends every session of the user but `except` (the one making the request, when it is kept),
 * for the caller's batch: a password reset or change runs it with the new password.
 */
export function endSessionsStatement(db: Database, userId: string, except: string | null): D1PreparedStatement {
  return db.prepare('DELETE FROM user_sessions WHERE user_id = ? AND id_hash IS NOT ?').bind(userId, except);
}

/** Ends every session of the user but `except`; how many were ended. */
export async function endSessions(db: Database, userId: string, except: string | null): Promise<number> {
  const result = await endSessionsStatement(db, userId, except).run();
  return result.meta.changes;
}
