/**
 * The account rules from the spec (section 5), checked in the form and again on the server with the same
 * functions, so that both always agree on what is valid and say it in the same words.
 */
import * as z from 'zod/mini';
import { isEmail } from './email';
import { said } from './refusals';
import { atMost } from './text-limits';
import { fieldErrors } from './field-errors';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Brute-force limits, after OWASP's device cookies. A browser that has signed in to the account before (a
 * known device) is held back only by its own failures: 10 in the window lock it for the window. An unknown
 * browser is held back by the account's failures (5 in the window, then it must wait the window out) and by its
 * network address's: the first 10 failures are free, then each attempt waits 1, 2, 4, 8 and at most 10
 * seconds after the address's last failure. Many phones share one carrier address, so the address only slows
 * guessing down (to six tries a minute) and never locks out a person who has the right password.
 */
export const SIGN_IN_WINDOW_MINUTES = 15;
export const MAX_FAILED_SIGN_INS_PER_EMAIL = 5;
export const MAX_FAILED_SIGN_INS_PER_DEVICE = 10;
export const FREE_FAILED_SIGN_INS_PER_ADDRESS = 10;
export const MAX_ADDRESS_DELAY_SECONDS = 10;

/** How long an address must wait after its last failure, given its failures in the window. */
export function addressDelaySeconds(failures: number): number {
  if (failures < FREE_FAILED_SIGN_INS_PER_ADDRESS) return 0;
  return Math.min(2 ** (failures - FREE_FAILED_SIGN_INS_PER_ADDRESS), MAX_ADDRESS_DELAY_SECONDS);
}

export { isEmail };

/** The hints under the sign-up's password fields, by their keys in the auth catalogue's `hints`. */
export type PasswordHint = 'passwordGood' | 'passwordShort' | 'passwordsMatch' | 'passwordsDoNotMatch';

export function passwordHint(password: string): { ok: boolean; hint: PasswordHint } {
  return password.length >= PASSWORD_MIN_LENGTH
    ? { ok: true, hint: 'passwordGood' }
    : { ok: false, hint: 'passwordShort' };
}

export function confirmHint(password: string, confirm: string): { ok: boolean; hint: PasswordHint } {
  return password === confirm ? { ok: true, hint: 'passwordsMatch' } : { ok: false, hint: 'passwordsDoNotMatch' };
}

/**
 * The sign-up form's fields (spec section 5), one schema for the screen and the server: a name (up to 100
 * characters once trimmed), an email that looks like one, a password of at least 6 characters and its
 * confirmation, and the terms accepted. The server adds what only it can judge (a password among the most
 * common, see src/actions/auth.ts).
 */
export const signUpFields = z.object({
  name: z
    .string()
    .check(z.refine((name) => name.trim().length > 0 && name.trim().length <= 100, said('auth.nameRequired'))),
  email: z.string().check(z.refine(isEmail, said('email.invalid')), atMost(254)),
  password: z
    .string()
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, said('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH })),
      atMost(PASSWORD_MAX_LENGTH),
    ),
  confirmPassword: z.string().check(atMost(PASSWORD_MAX_LENGTH)),
  acceptTerms: z.boolean().check(z.refine((accepted) => accepted, said('auth.termsRequired'))),
});

/** The confirmation repeats the password: a check of the whole form, reported on the confirmation. */
export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (input) => input.password === input.confirmPassword,
  {
    message: said('auth.passwordsDoNotMatch'),
    path: ['confirmPassword'],
  },
);

/**
 * The sign-in form's fields: an email and a password, both needed (a form sends an empty field as "": the same
 * refusal as a missing one). Whether they match an account only the server can say.
 */
export const signInFields = z.object({
  email: z.string().check(z.trim(), z.minLength(1, said('auth.credentialsRequired')), atMost(254)),
  password: z.string().check(z.minLength(1, said('auth.credentialsRequired')), atMost(PASSWORD_MAX_LENGTH)),
});
export type SignInInput = z.infer<typeof signInFields>;

export const signUpSchema = signUpFields.check(passwordsMatch);
export type SignUpInput = z.infer<typeof signUpSchema>;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The sign-up checks of the schema: each field's first message. */
export function validateSignUp(input: SignUpInput): FieldErrors<SignUpInput> {
  return fieldErrors(signUpSchema, input);
}

/**
 * The order in which a sign-up's messages are read, on the screen and from the server's refusal: the first
 * field with a message is the one the red alert shows.
 */
export const AUTH_FIELD_ORDER = ['confirmPassword', 'password', 'email', 'name', 'acceptTerms', 'intent'] as const;

/** The message of the first field, in AUTH_FIELD_ORDER, that has one. */
export function firstAuthMessage(
  messages: Partial<Record<string, string | readonly string[] | undefined>>,
): string | undefined {
  for (const field of AUTH_FIELD_ORDER) {
    const message = messages[field];
    const text = typeof message === 'string' ? message : message?.[0];
    if (text) return text;
  }
  return undefined;
}

/** The sign-up button is enabled once every field is filled and the terms are accepted. */
export function canSubmitSignUp(input: SignUpInput): boolean {
  return Boolean(input.name && input.email && input.password && input.confirmPassword && input.acceptTerms);
}
