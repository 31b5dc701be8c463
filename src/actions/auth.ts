/** Sign-up, sign-in and sign-out: real accounts in D1, sessions in KV. */
import { ActionError, defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import {
  clearFailedSignIns,
  createUser,
  EmailTakenError,
  findCredentials,
  forgetSignInAttempt,
  recordSignInAttempt,
} from '../data/accounts';
import { isCommonPassword } from '../data/password-policy';
import { clearSignedInFlag, endSession, flagSignedIn, startSession } from '../data/sessions';
import {
  AUTH_MESSAGES,
  MAX_FAILED_SIGN_INS_PER_ADDRESS,
  MAX_FAILED_SIGN_INS_PER_EMAIL,
  PASSWORD_MAX_LENGTH,
  SIGN_IN_WINDOW_MINUTES,
  validateSignUp,
} from '../lib/accounts';
import { clientAddress } from '../lib/http';
import { hashPassword, verifyPassword } from '../lib/password';
import { toSessionUser } from '../lib/session-user';

/** Compared against when the email is unknown, so that a wrong email takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;

export const auth = {
  signUp: defineAction({
    input: z
      .object({
        name: z.string().max(200),
        email: z.string().max(254),
        password: z.string().max(PASSWORD_MAX_LENGTH),
        confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
        acceptTerms: z.boolean(),
      })
      .superRefine((input, ctx) => {
        const errors = validateSignUp(input);
        if (!errors.password && isCommonPassword(input.password)) errors.password = AUTH_MESSAGES.passwordTooCommon;
        for (const [field, message] of Object.entries(errors)) {
          ctx.addIssue({ code: 'custom', path: [field], message });
        }
      }),
    handler: async (input, context) => {
      const now = new Date().toISOString();
      try {
        const user = await createUser(context.locals.db, {
          id: `user-${crypto.randomUUID()}`,
          name: input.name.trim(),
          email: input.email.trim(),
          passwordHash: await hashPassword(input.password),
          now,
        });
        await startSession(context.session!, context.cookies, user.id);
        flagSignedIn(context.cookies);
        return toSessionUser(user);
      } catch (error) {
        if (error instanceof EmailTakenError) throw new ActionError({ code: 'CONFLICT', message: AUTH_MESSAGES.emailTaken });
        throw error;
      }
    },
  }),

  signIn: defineAction({
    input: z.object({
      email: z.string().trim().min(1).max(254),
      password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    }),
    handler: async ({ email, password }, context) => {
      const address = clientAddress(context.request);
      const since = new Date(Date.now() - SIGN_IN_WINDOW_MINUTES * 60_000).toISOString();
      // Recorded before the password is checked, so that guesses sent in parallel count against each other.
      const attempt = await recordSignInAttempt(context.locals.db, email, address, new Date().toISOString(), since);
      if (attempt.forEmail > MAX_FAILED_SIGN_INS_PER_EMAIL || attempt.forAddress > MAX_FAILED_SIGN_INS_PER_ADDRESS) {
        await forgetSignInAttempt(context.locals.db, attempt.id);
        throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyAttempts });
      }
      const credentials = await findCredentials(context.locals.db, email);
      decoyHash ??= hashPassword(crypto.randomUUID());
      const valid = await verifyPassword(password, credentials?.passwordHash ?? (await decoyHash));
      if (!credentials || !valid) {
        throw new ActionError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.wrongCredentials });
      }
      await clearFailedSignIns(context.locals.db, email);
      await startSession(context.session!, context.cookies, credentials.user.id);
      flagSignedIn(context.cookies);
      return toSessionUser(credentials.user);
    },
  }),

  signOut: defineAction({
    handler: async (_input, context) => {
      if (context.session) endSession(context.session, context.cookies);
      clearSignedInFlag(context.cookies);
      return { signedOut: true };
    },
  }),
};
