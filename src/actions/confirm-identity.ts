/**
 * Confirming a grave change (turning the second factor off, deleting the account) with the account's password
 * and, when it is on, a code of its second factor. Wrong passwords count against the account as failed sign-ins
 * do, so that a session left open is no way to guess the password.
 */
import { ActionError, type ActionAPIContext } from 'astro:actions';
import {
  clearFailedSignIns,
  forgetSignInAttempt,
  passwordHashOf,
  recordSignInAttempt,
  type User,
} from '../data/accounts';
import { AccountRefused, checkSecondFactor } from '../data/second-factor';
import { MAX_FAILED_SIGN_INS_PER_EMAIL, SIGN_IN_WINDOW_MINUTES } from '../lib/accounts';
import { clientAddress } from '../lib/http';
import { verifyPassword } from '../lib/password';
import { said } from '../lib/refusals';

export async function confirmIdentity(
  context: ActionAPIContext,
  user: User,
  password: string,
  code: string | undefined,
): Promise<void> {
  const db = context.locals.db;
  const now = new Date();
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000).toISOString();
  const attempt = await recordSignInAttempt(db, user.email, clientAddress(context.request), now.toISOString(), since);
  if (attempt.forEmail > MAX_FAILED_SIGN_INS_PER_EMAIL) {
    await forgetSignInAttempt(db, attempt.id);
    throw new ActionError({
      code: 'TOO_MANY_REQUESTS',
      message: said('auth.tooManyAttempts', { minutes: SIGN_IN_WINDOW_MINUTES }),
    });
  }
  const hash = await passwordHashOf(db, user.id);
  if (!hash || !(await verifyPassword(password, hash))) {
    throw new ActionError({ code: 'UNAUTHORIZED', message: said('account.wrongPassword') });
  }
  await clearFailedSignIns(db, user.email);
  if (!user.secondFactor) return;
  if (!code) throw new ActionError({ code: 'BAD_REQUEST', message: said('secondFactor.codeRequired') });
  try {
    await checkSecondFactor(db, user.id, code, now);
  } catch (error) {
    if (error instanceof AccountRefused) throw new ActionError({ code: error.status, message: error.message });
    throw error;
  }
}
