/**
 * Sign-in sessions, kept by Astro's session API in KV. The session cookie holds only a random id; the user id
 * and the timestamps stay on the server.
 *
 * Astro makes that id with crypto.randomUUID, which carries 122 random bits: short of the 128 that ASVS 7.2.3
 * asks for, and Astro accepts nothing but a UUID in its cookie. So a second HttpOnly cookie carries a 256-bit
 * session key, kept with the session on the server: a session answers only to its id and its key together.
 */
import { SESSION_COOKIE } from '../lib/session-cookie.mjs';
import type { AstroCookies, AstroSession } from 'astro';
import { registerSession, sessionFiled, sessionIdHash, sessionSeen, type SessionDevice } from './session-registry';
import { randomToken } from './tokens';

/**
 * Idle and absolute lifetimes. A shop is not a bank: buyers here shop for produce about weekly, and no card
 * number is ever stored, so a week of inactivity is allowed before signing in again (ASVS's 30 minutes is
 * meant for high-value apps); however active, a session ends after 30 days.
 */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** How stale `seenAt` may get before it is written again, so that a page view does not always write KV. */
const SEEN_REFRESH_MS = 60 * 60 * 1000;

export const SESSION_KEY_COOKIE = `${SESSION_COOKIE}-key`;

function sameKey(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * A new session for a user: a fresh id and key, so that a session known before sign-in is worth nothing after it,
 * filed in the user's list of sessions (./session-registry.ts) with the device it signed in on.
 */
export async function startSession(
  session: AstroSession,
  cookies: AstroCookies,
  db: Database,
  userId: string,
  device: SessionDevice,
  now = Date.now(),
): Promise<void> {
  const replaces = session.sessionID ? await sessionIdHash(session.sessionID) : null;
  await session.regenerate();
  const key = randomToken();
  session.set('userId', userId);
  session.set('key', key);
  session.set('startedAt', now);
  session.set('seenAt', now);
  cookies.set(SESSION_KEY_COOKIE, key, {
    path: '/',
    sameSite: 'lax',
    secure: true,
    httpOnly: true,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  const idHash = await sessionIdHash(session.sessionID!);
  await registerSession(db, { idHash, replaces, userId, device }, new Date(now).toISOString());
}

/** The registry's name for the request's session, when it has one. */
export async function currentSessionHash(session: AstroSession | undefined): Promise<string | null> {
  return session?.sessionID ? sessionIdHash(session.sessionID) : null;
}

/**
 * Signs out: the session is deleted from KV (Astro removes it at the end of the request), its row from the list of
 * the user's sessions, and both cookies go.
 */
export async function endSession(session: AstroSession, cookies: AstroCookies, db: Database): Promise<void> {
  const idHash = await currentSessionHash(session);
  session.destroy();
  cookies.delete(SESSION_KEY_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'lax' });
  if (idHash) await db.prepare('DELETE FROM user_sessions WHERE id_hash = ?').bind(idHash).run();
}

/**
 * The user id of a live session with its key and its row in the user's sessions, or null: an expired session, or
 * one signed out from another device (its row deleted), is destroyed on the way.
 */
export async function sessionUserId(
  session: AstroSession,
  cookies: AstroCookies,
  db: Database,
  now = Date.now(),
): Promise<string | null> {
  const [userId, key, startedAt, seenAt] = await Promise.all([
    session.get('userId'),
    session.get('key'),
    session.get('startedAt'),
    session.get('seenAt'),
  ]);
  if (!userId || typeof key !== 'string' || typeof startedAt !== 'number' || typeof seenAt !== 'number') return null;
  if (!sameKey(cookies.get(SESSION_KEY_COOKIE)?.value ?? '', key)) return null;
  if (now - startedAt > SESSION_ABSOLUTE_MS || now - seenAt > SESSION_IDLE_MS) {
    session.destroy();
    return null;
  }
  const idHash = await sessionIdHash(session.sessionID!);
  if (!(await sessionFiled(db, idHash, userId))) {
    session.destroy();
    return null;
  }
  if (now - seenAt > SEEN_REFRESH_MS) {
    session.set('seenAt', now);
    await sessionSeen(db, idHash, new Date(now).toISOString());
  }
  return userId;
}

/**
 * Who is signed in, failing closed: when the session store (KV) or the user lookup cannot be read, the request
 * is treated as signed out instead of failing the page.
 */
export async function signedInUser<U>(
  session: AstroSession,
  cookies: AstroCookies,
  db: Database,
  findUser: (userId: string) => Promise<U | null>,
  now = Date.now(),
): Promise<U | null> {
  try {
    const userId = await sessionUserId(session, cookies, db, now);
    return userId ? await findUser(userId) : null;
  } catch (error) {
    console.error('Session could not be read; treating the request as signed out', error);
    return null;
  }
}

/**
 * A readable flag (no secret in it) that tells the browser a session exists, so that a page whose saved user
 * was lost still asks the server who is signed in.
 */
export const SIGNED_IN_FLAG = 'market-signed-in';

export function flagSignedIn(cookies: AstroCookies): void {
  cookies.set(SIGNED_IN_FLAG, '1', {
    path: '/',
    sameSite: 'lax',
    secure: true,
    httpOnly: false,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSignedInFlag(cookies: AstroCookies): void {
  cookies.delete(SIGNED_IN_FLAG, { path: '/' });
}
