/**
 * What a person needs after the first day: a forgotten password, a changed one, the devices signed in, an address
 * verified. Every one is a plain form post (no script needed), read by its page: /forgot-password,
 * /reset-password, /verify-email and the profile (src/components/profile/account-security.ts).
 */
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import { z } from 'astro/zod';
import {
  changePassword,
  countLinkRequest,
  resetPassword,
  sendPasswordReset,
  sendVerification,
  verifyEmail,
} from '../data/account-tokens';
import { findCredentials, forgetSignInAttempt, recordSignInAttempt } from '../data/accounts';
import { endSessionOf, endSessions } from '../data/session-registry';
import { currentSessionHash } from '../data/sessions';
import {
  isLinkToken,
  LINK_REQUEST_WINDOW_MINUTES,
  MAX_RESETS_PER_ADDRESS,
  MAX_RESETS_PER_EMAIL,
  MAX_VERIFICATIONS_PER_ACCOUNT,
} from '../lib/account-links';
import { isEmail, MAX_FAILED_SIGN_INS_PER_EMAIL, passwordsMatch, SIGN_IN_WINDOW_MINUTES } from '../lib/accounts';
import { clientAddress } from '../lib/http';
import { hashPassword, verifyPassword } from '../lib/password';
import { said } from '../lib/refusals';
import { deleteOwnAccount } from './account-deletion';
import { requireUser } from './guards';
import { newPasswordShape, refuseCommonPassword } from './password-rules';

const tooManyLinks = () =>
  new ActionError({
    code: 'TOO_MANY_REQUESTS',
    message: said('account.tooManyLinks', { minutes: LINK_REQUEST_WINDOW_MINUTES }),
  });

const linkNotWorking = () => new ActionError({ code: 'BAD_REQUEST', message: said('account.linkNotWorking') });

const tokenField = z.string().max(100);

/**
 * A reset link for the address, when an account has it. The answer is the same either way; the requests are
 * counted per address typed and per network address whether or not an account has it, so the throttle says
 * nothing of who has an account.
 */
async function requestPasswordReset({ email }: { email: string }, context: ActionAPIContext) {
  const db = context.locals.db;
  const now = new Date();
  const address = clientAddress(context.request);
  const subjects = [`email:${email.trim().toLowerCase()}`, ...(address ? [`address:${address}`] : [])];
  const [forEmail, forAddress = 0] = await countLinkRequest(
    db,
    'password_reset',
    subjects,
    now,
    LINK_REQUEST_WINDOW_MINUTES,
  );
  if (forEmail! > MAX_RESETS_PER_EMAIL || forAddress > MAX_RESETS_PER_ADDRESS) throw tooManyLinks();
  const credentials = await findCredentials(db, email);
  if (credentials) await sendPasswordReset(db, credentials.user, now);
  return { requested: true };
}

/** A new password through a reset link: once, within its 30 minutes; every other session of the account ends. */
async function setPasswordFromLink(
  input: { token: string; password: string },
  context: ActionAPIContext,
): Promise<{ reset: true }> {
  if (!isLinkToken(input.token)) throw linkNotWorking();
  const passwordHash = await hashPassword(input.password);
  const done = await resetPassword(
    context.locals.db,
    input.token,
    passwordHash,
    await currentSessionHash(context.session),
    new Date(),
  );
  if (!done) throw linkNotWorking();
  return { reset: true };
}

/**
 * The signed-in user's new password, with the current one: a wrong current password counts as a failed sign-in
 * of the account (the same throttle), so that a borrowed session cannot guess it.
 */
async function changeOwnPassword(
  input: { currentPassword: string; password: string },
  context: ActionAPIContext,
): Promise<{ changed: true }> {
  const user = requireUser(context);
  const db = context.locals.db;
  const now = new Date();
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000).toISOString();
  const attempt = await recordSignInAttempt(db, user.email, null, now.toISOString(), since);
  if (attempt.forEmail > MAX_FAILED_SIGN_INS_PER_EMAIL) {
    await forgetSignInAttempt(db, attempt.id);
    throw new ActionError({
      code: 'TOO_MANY_REQUESTS',
      message: said('auth.tooManyAttempts', { minutes: SIGN_IN_WINDOW_MINUTES }),
    });
  }
  const credentials = await findCredentials(db, user.email);
  if (!credentials || !(await verifyPassword(input.currentPassword, credentials.passwordHash))) {
    throw new ActionError({ code: 'UNAUTHORIZED', message: said('account.currentPasswordWrong') });
  }
  await changePassword(db, user, await hashPassword(input.password), await currentSessionHash(context.session), now);
  return { changed: true };
}

/** Sends the verification link again (to the pending new address when there is one), a few times an hour. */
async function resendVerification(context: ActionAPIContext): Promise<{ sent: true }> {
  const user = requireUser(context);
  const db = context.locals.db;
  const now = new Date();
  if (user.emailVerified && !user.pendingEmail) return { sent: true };
  const [count] = await countLinkRequest(db, 'verify_email', [`user:${user.id}`], now, LINK_REQUEST_WINDOW_MINUTES);
  if (count! > MAX_VERIFICATIONS_PER_ACCOUNT) throw tooManyLinks();
  await sendVerification(db, user, user.pendingEmail ?? user.email, user.pendingEmail !== null, now);
  return { sent: true };
}

async function openVerificationLink({ token }: { token: string }, context: ActionAPIContext) {
  if (!isLinkToken(token)) throw linkNotWorking();
  const verified = await verifyEmail(context.locals.db, token, new Date());
  if (verified === 'taken') throw new ActionError({ code: 'CONFLICT', message: said('account.emailTakenMeanwhile') });
  if (!verified) throw linkNotWorking();
  return { verified: true };
}

export const account = {
  requestPasswordResetForm: defineAction({
    accept: 'form',
    input: z.object({
      email: z
        .string()
        .max(254)
        .refine((email) => isEmail(email.trim()), { message: said('email.invalid') }),
    }),
    handler: requestPasswordReset,
  }),
  resetPasswordForm: defineAction({
    accept: 'form',
    input: z
      .object({ token: tokenField, ...newPasswordShape })
      .check(passwordsMatch)
      .superRefine(refuseCommonPassword),
    handler: setPasswordFromLink,
  }),
  changePasswordForm: defineAction({
    accept: 'form',
    input: z
      .object({
        currentPassword: z
          .string()
          .min(1, { message: said('auth.credentialsRequired') })
          .max(200),
        ...newPasswordShape,
      })
      .check(passwordsMatch)
      .superRefine(refuseCommonPassword),
    handler: changeOwnPassword,
  }),
  signOutDeviceForm: defineAction({
    accept: 'form',
    input: z.object({ device: z.string().regex(/^[0-9a-f]{64}$/) }),
    handler: async ({ device }, context) => {
      const user = requireUser(context);
      if (!(await endSessionOf(context.locals.db, user.id, device))) {
        throw new ActionError({ code: 'NOT_FOUND', message: said('account.deviceNotFound') });
      }
      return { signedOut: 1 };
    },
  }),
  signOutOthersForm: defineAction({
    accept: 'form',
    handler: async (_input, context) => {
      const user = requireUser(context);
      const kept = await currentSessionHash(context.session);
      return { signedOut: await endSessions(context.locals.db, user.id, kept) };
    },
  }),
  resendVerificationForm: defineAction({ accept: 'form', handler: (_input, context) => resendVerification(context) }),
  verifyEmailForm: defineAction({
    accept: 'form',
    input: z.object({ token: tokenField }),
    handler: openVerificationLink,
  }),
  delete: deleteOwnAccount,
};
