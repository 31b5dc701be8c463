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
import { clearSignedInFlag, endSession } from '../data/sessions';
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
import type { SessionUser } from '../lib/session-user';
import { INTENT_DONE_COOKIE } from '../lib/sign-in-intent';
import { needsSecondStep, openSecondStep, SECOND_STEP_MINUTES } from '../data/second-factor';
import { SECOND_STEP_COOKIE } from '../lib/second-step';
import { intentField, startSignedIn } from './signing-in';
import { secondStep, secondStepInput } from './second-step';

/** Compared against when the email is unknown, so that a wrong email takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;

/**
 * The right password: the account's failures are forgiven and a new session starts; or, when the account has a
 * second factor and this browser is not trusted to skip it, no session yet: a pending second step bound to this
 * browser by a cookie, which the second step's page completes with a code (SECURITY.md, "Second factor").
 */
async function signedIn(
  context: ActionAPIContext,
  user: User,
  email: string,
  intent: string | undefined,
  deviceTokenHash: string | null,
): Promise<SessionUser | { secondStep: true }> {
  const db = context.locals.db;
  await clearFailedSignIns(db, email);
  const now = new Date();
  if (await needsSecondStep(db, user.id, deviceTokenHash, now)) {
    context.cookies.set(SECOND_STEP_COOKIE, await openSecondStep(db, user.id, now), {
      path: '/',
      sameSite: 'lax',
      secure: true,
      httpOnly: true,
      maxAge: SECOND_STEP_MINUTES * 60,
    });
    return { secondStep: true };
  }
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
    return signedIn(context, credentials!.user, email, intent, device.tokenHash);
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
  return signedIn(context, credentials.user, email, intent, null);
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
  secondStep: defineAction({ input: secondStepInput, handler: secondStep }),

  // The same, posted by the forms themselves (no script needed).
  signUpForm: defineAction({ accept: 'form', input: signUpInput, handler: signUp }),
  signInForm: defineAction({ accept: 'form', input: signInInput, handler: signIn }),
  signOutForm: defineAction({ accept: 'form', handler: (_input, context) => signOut(context) }),
  secondStepForm: defineAction({ accept: 'form', input: secondStepInput, handler: secondStep }),
};
