/**
 * Sign-in sessions, kept by Astro's session API in KV. The cookie holds only a random id (Astro makes it with
 * crypto.randomUUID: 122 random bits); the user id and the timestamps stay on the server.
 */
import type { AstroSession } from 'astro';

export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** How stale `seenAt` may get before it is written again, so that a page view does not always write KV. */
const SEEN_REFRESH_MS = 60 * 60 * 1000;

/** A new session for a user: a fresh id, so that a session id known before sign-in is worth nothing after it. */
export async function startSession(session: AstroSession, userId: string, now = Date.now()): Promise<void> {
  await session.regenerate();
  session.set('userId', userId);
  session.set('startedAt', now);
  session.set('seenAt', now);
}

export function endSession(session: AstroSession): void {
  session.destroy();
}

/** The user id of a live session, or null: expired sessions are destroyed on the way. */
export async function sessionUserId(session: AstroSession, now = Date.now()): Promise<string | null> {
  const [userId, startedAt, seenAt] = await Promise.all([
    session.get('userId'),
    session.get('startedAt'),
    session.get('seenAt'),
  ]);
  if (!userId || typeof startedAt !== 'number' || typeof seenAt !== 'number') return null;
  if (now - startedAt > SESSION_ABSOLUTE_MS || now - seenAt > SESSION_IDLE_MS) {
    session.destroy();
    return null;
  }
  if (now - seenAt > SEEN_REFRESH_MS) session.set('seenAt', now);
  return userId;
}

/**
 * A readable flag (no secret in it) that tells the browser a session exists, so that a page whose saved user
 * was lost still asks the server who is signed in.
 */
export const SIGNED_IN_FLAG = 'market-signed-in';

export function flagSignedIn(cookies: import('astro').AstroCookies): void {
  cookies.set(SIGNED_IN_FLAG, '1', { path: '/', sameSite: 'lax', secure: true, httpOnly: false, maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

export function clearSignedInFlag(cookies: import('astro').AstroCookies): void {
  cookies.delete(SIGNED_IN_FLAG, { path: '/' });
}
