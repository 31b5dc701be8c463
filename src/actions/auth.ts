/** Sign-up, sign-in and sign-out: real accounts in D1, sessions in KV. */
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import { z } from 'astro/zod';
import {
  clearFailedSignIns,
  createUser,
  EmailTakenError,
  findCredentials,
  forgetSignInAttempt,
  recordSignInAttempt,
  type User,
} from '../data/accounts';
import { countDeviceAttempt, DEVICE_COOKIE, DEVICE_TOKEN_DAYS, deviceSignedIn, deviceTokens, rememberDevice, withDeviceToken } from '../data/devices';
import { isCommonPassword } from '../data/password-policy';
import { clearSignedInFlag, endSession, flagSignedIn, startSession } from '../data/sessions';
import {
  AUTH_MESSAGES,
  addressDelaySeconds,
  MAX_FAILED_SIGN_INS_PER_DEVICE,
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

/** The right password: the account's failures are forgiven and a new session starts. */
async function signedIn(context: ActionAPIContext, user: User, email: string) {
  await clearFailedSignIns(context.locals.db, email);
  await startSession(context.session!, context.cookies, user.id);
  flagSignedIn(context.cookies);
  return toSessionUser(user);
}

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
      const db = context.locals.db;
      const now = new Date();
      const credentials = await findCredentials(db, email);
      decoyHash ??= hashPassword(crypto.randomUUID());

      // A browser that has signed in to this account before answers only for its own failures.
      const tokens = deviceTokens(context.cookies.get(DEVICE_COOKIE)?.value);
      const device = credentials
        ? await countDeviceAttempt(db, credentials.user.id, tokens, now, MAX_FAILED_SIGN_INS_PER_DEVICE, SIGN_IN_WINDOW_MINUTES)
        : null;
      if (device) {
        if (device.lockedUntil) throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyAttempts });
        if (!(await verifyPassword(password, credentials!.passwordHash))) {
          throw new ActionError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.wrongCredentials });
        }
        await deviceSignedIn(db, device.tokenHash, now);
        return signedIn(context, credentials!.user, email);
      }

      // An unknown browser: the account's failures and the address's, recorded before the password is checked
      // so that guesses sent in parallel count against each other.
      const address = clientAddress(context.request);
      const since = new Date(now.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000).toISOString();
      const attempt = await recordSignInAttempt(db, email, address, now.toISOString(), since);
      if (attempt.forEmail > MAX_FAILED_SIGN_INS_PER_EMAIL) {
        await forgetSignInAttempt(db, attempt.id);
        throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManyAttempts });
      }
      const wait = addressDelaySeconds(attempt.forAddress - 1);
      const waitedMs = attempt.previousFromAddressAt ? now.getTime() - Date.parse(attempt.previousFromAddressAt) : Infinity;
      if (wait > 0 && waitedMs < wait * 1000) {
        await forgetSignInAttempt(db, attempt.id);
        throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.waitBeforeRetry });
      }
      const valid = await verifyPassword(password, credentials?.passwordHash ?? (await decoyHash));
      if (!credentials || !valid) {
        throw new ActionError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.wrongCredentials });
      }
      const token = await rememberDevice(db, credentials.user.id, now);
      context.cookies.set(DEVICE_COOKIE, withDeviceToken(context.cookies.get(DEVICE_COOKIE)?.value, token), {
        path: '/',
        sameSite: 'lax',
        secure: true,
        httpOnly: true,
        maxAge: DEVICE_TOKEN_DAYS * 24 * 60 * 60,
      });
      return signedIn(context, credentials.user, email);
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
