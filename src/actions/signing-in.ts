/** What every way of signing in ends with: a new session, and what the visitor was doing before it, done. */
import type { ActionAPIContext } from 'astro:actions';
import { z } from 'astro/zod';
import type { User } from '../data/accounts';
import { flagSignedIn, startSession } from '../data/sessions';
import { requestDevice } from '../data/session-registry';
import { carryOutSignInIntent } from '../data/shopping-lists';
import { said } from '../lib/refusals';
import { toSessionUser } from '../lib/session-user';
import { INTENT_COOKIE_MAX_AGE_S, INTENT_DONE_COOKIE, formatOutcome, parseIntent } from '../lib/sign-in-intent';

/**
 * What the visitor was doing when sent to sign in (see src/lib/sign-in-intent.ts). Absent or empty is none; a
 * text that names no intent is refused, so that a tampered form signs no one in.
 */
export const intentField = z
  .string()
  .max(80)
  .optional()
  .refine((text) => !text || parseIntent(text) !== null, { message: said('auth.intentUnreadable') });

/**
 * After a sign-in, does what the visitor pressed before it (see src/lib/sign-in-intent.ts) for this account, and
 * leaves what was done for the page they return to to say, once.
 */
async function carryOutIntent(context: ActionAPIContext, userId: string, text: string | undefined): Promise<void> {
  const intent = parseIntent(text);
  if (!intent) {
    // One left over from an earlier sign-in in this browser is not this person's.
    if (context.cookies.has(INTENT_DONE_COOKIE)) context.cookies.delete(INTENT_DONE_COOKIE, { path: '/' });
    return;
  }
  const outcome = await carryOutSignInIntent(context.locals.db, userId, intent);
  context.cookies.set(INTENT_DONE_COOKIE, formatOutcome(outcome), {
    path: '/',
    sameSite: 'lax',
    secure: true,
    httpOnly: true,
    maxAge: INTENT_COOKIE_MAX_AGE_S,
  });
}

/** A new session for `user`, after a sign-up or a sign-in, with what they were doing handed over. */
export async function startSignedIn(context: ActionAPIContext, user: User, intent: string | undefined) {
  await startSession(context.session!, context.cookies, context.locals.db, user.id, requestDevice(context.request));
  flagSignedIn(context.cookies);
  await carryOutIntent(context, user.id, intent);
  return toSessionUser(user);
}
