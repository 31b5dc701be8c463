/**
 * Sign-up, sign-in and sign-out: real accounts in D1, sessions in KV. Each is offered twice with one handler:
 * as JSON for the sign-in screen's island and the header's script, and as a plain form post (the `...Form`
 * actions) for a page whose scripts have not arrived, or never will. The sign-in pages read a form action's
 * result and send the person on (see src/lib/auth-page.ts).
 */
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
import {
  countDeviceAttempt,
  DEVICE_COOKIE,
  DEVICE_TOKEN_DAYS,
  deviceSignedIn,
  deviceTokens,
  rememberDevice,
  withDeviceToken,
} from '../data/devices';
import { refuseCommonPassword } from './password-rules';
import { sendVerification } from '../data/account-tokens';
import { clearSignedInFlag, endSession, flagSignedIn, startSession } from '../data/sessions';
import { requestDevice } from '../data/session-registry';
import {
  addressDelaySeconds,
  MAX_FAILED_SIGN_INS_PER_DEVICE,
  MAX_FAILED_SIGN_INS_PER_EMAIL,
  passwordsMatch,
  SIGN_IN_WINDOW_MINUTES,
  signInFields,
  signUpFields,
} from '../lib/accounts';
import { clientAddress } from '../lib/http';
import { said } from '../lib/refusals';
import { hashPassword, verifyPassword } from '../lib/password';
import { toSessionUser } from '../lib/session-user';
import { INTENT_COOKIE_MAX_AGE_S, INTENT_DONE_COOKIE, formatOutcome, parseIntent } from '../lib/sign-in-intent';
import { carryOutSignInIntent } from '../data/shopping-lists';

/** Compared against when the email is unknown, so that a wrong email takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;

/**
 * What the visitor was doing when sent to sign in (see src/lib/sign-in-intent.ts). Absent or empty is none; a
 * text that names no intent is refused, so that a tampered form signs no one in.
 */
const intentField = z
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
async function startSignedIn(context: ActionAPIContext, user: User, intent: string | undefined) {
  await startSession(context.session!, context.cookies, context.locals.db, user.id, requestDevice(context.request));
  flagSignedIn(context.cookies);
  await carryOutIntent(context, user.id, intent);
  return toSessionUser(user);
}

/** The right password: the account's failures are forgiven and a new session starts. */
async function signedIn(context: ActionAPIContext, user: User, email: string, intent: string | undefined) {
  await clearFailedSignIns(context.locals.db, email);
  return startSignedIn(context, user, intent);
}

// The screen's schema (src/lib/accounts.ts) with the intent, and the one rule only the server can judge.
const signUpInput = z
  .object({ ...signUpFields.shape, intent: intentField })
  .check(passwordsMatch)
  .superRefine(refuseCommonPassword);

async function signUp(input: z.infer<typeof signUpInput>, context: ActionAPIContext) {
  const now = new Date().toISOString();
  try {
    const user = await createUser(context.locals.db, {
      id: `user-${crypto.randomUUID()}`,
      name: input.name.trim(),
      email: input.email.trim(),
      passwordHash: await hashPassword(input.password),
      now,
    });
    // The address is verified by a link sent to it (src/data/account-tokens.ts); shopping does not wait for it.
    await sendVerification(context.locals.db, user, user.email, false, new Date(now));
    return await startSignedIn(context, user, input.intent);
  } catch (error) {
    if (error instanceof EmailTakenError) throw new ActionError({ code: 'CONFLICT', message: said('auth.emailTaken') });
    throw error;
  }
}

const signInInput = z.object({ ...signInFields.shape, intent: intentField });

async function signIn({ email, password, intent }: z.infer<typeof signInInput>, context: ActionAPIContext) {
  const db = context.locals.db;
  const now = new Date();
  const credentials = await findCredentials(db, email);
  decoyHash ??= hashPassword(crypto.randomUUID());

  // A browser that has signed in to this account before answers only for its own failures.
  const tokens = deviceTokens(context.cookies.get(DEVICE_COOKIE)?.value);
  const device = credentials
    ? await countDeviceAttempt(
        db,
        credentials.user.id,
        tokens,
        now,
        MAX_FAILED_SIGN_INS_PER_DEVICE,
        SIGN_IN_WINDOW_MINUTES,
      )
    : null;
  if (device) {
    if (device.lockedUntil)
      throw new ActionError({
        code: 'TOO_MANY_REQUESTS',
        message: said('auth.tooManyAttempts', { minutes: SIGN_IN_WINDOW_MINUTES }),
      });
    if (!(await verifyPassword(password, credentials!.passwordHash))) {
      throw new ActionError({ code: 'UNAUTHORIZED', message: said('auth.wrongCredentials') });
    }
    await deviceSignedIn(db, device.tokenHash, now);
    return signedIn(context, credentials!.user, email, intent);
  }

  // An unknown browser: the account's failures and the address's, recorded before the password is checked
  // so that guesses sent in parallel count against each other.
  const address = clientAddress(context.request);
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000).toISOString();
  const attempt = await recordSignInAttempt(db, email, address, now.toISOString(), since);
  if (attempt.forEmail > MAX_FAILED_SIGN_INS_PER_EMAIL) {
    await forgetSignInAttempt(db, attempt.id);
    throw new ActionError({
      code: 'TOO_MANY_REQUESTS',
      message: said('auth.tooManyAttempts', { minutes: SIGN_IN_WINDOW_MINUTES }),
    });
  }
  const wait = addressDelaySeconds(attempt.forAddress - 1);
  const waitedMs = attempt.previousFromAddressAt ? now.getTime() - Date.parse(attempt.previousFromAddressAt) : Infinity;
  if (wait > 0 && waitedMs < wait * 1000) {
    await forgetSignInAttempt(db, attempt.id);
    throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: said('auth.waitBeforeRetry') });
  }
  const valid = await verifyPassword(password, credentials?.passwordHash ?? (await decoyHash));
  if (!credentials || !valid) {
    throw new ActionError({ code: 'UNAUTHORIZED', message: said('auth.wrongCredentials') });
  }
  const token = await rememberDevice(db, credentials.user.id, now);
  context.cookies.set(DEVICE_COOKIE, withDeviceToken(context.cookies.get(DEVICE_COOKIE)?.value, token), {
    path: '/',
    sameSite: 'lax',
    secure: true,
    httpOnly: true,
    maxAge: DEVICE_TOKEN_DAYS * 24 * 60 * 60,
  });
  return signedIn(context, credentials.user, email, intent);
}

async function signOut(context: ActionAPIContext) {
  if (context.session) await endSession(context.session, context.cookies, context.locals.db);
  clearSignedInFlag(context.cookies);
  context.cookies.delete(INTENT_DONE_COOKIE, { path: '/' });
  return { signedOut: true };
}

export const auth = {
  signUp: defineAction({ input: signUpInput, handler: signUp }),
  signIn: defineAction({ input: signInInput, handler: signIn }),
  signOut: defineAction({ handler: (_input, context) => signOut(context) }),

  // The same, posted by the forms themselves (no script needed).
  signUpForm: defineAction({ accept: 'form', input: signUpInput, handler: signUp }),
  signInForm: defineAction({ accept: 'form', input: signInInput, handler: signIn }),
  signOutForm: defineAction({ accept: 'form', handler: (_input, context) => signOut(context) }),
};
