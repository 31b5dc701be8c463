/**
 * The account rules from the spec (section 5), checked in the form and again on the server with the same
 * functions, so that both always agree on what is valid and say it in the same words.
 */
import * as z from 'zod/mini';
import { INVALID_EMAIL_MESSAGE, isEmail } from './email';
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

export const AUTH_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordsMatch: 'Passwords match',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooCommon: 'This password is one of the most common and easy to guess. Please choose another one.',
  passwordHintGood: 'Good',
  passwordHintShort: 'Too short (min 6 characters)',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  nameRequired: 'Please enter your name',
  termsRequired: 'Please accept the Terms of Service and Privacy Policy',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  wrongCredentials: 'Invalid email or password',
  credentialsRequired: 'Please enter your email and password',
  tooManyAttempts: `Too many failed sign-in attempts. Please wait ${SIGN_IN_WINDOW_MINUTES} minutes and try again.`,
  waitBeforeRetry: 'Too many failed sign-in attempts from your network. Please wait a few seconds and try again.',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
} as const;

export { isEmail };

export function passwordHint(password: string): { ok: boolean; text: string } {
  return password.length >= PASSWORD_MIN_LENGTH
    ? { ok: true, text: AUTH_MESSAGES.passwordHintGood }
    : { ok: false, text: AUTH_MESSAGES.passwordHintShort };
}

export function confirmHint(password: string, confirm: string): { ok: boolean; text: string } {
  return password === confirm
    ? { ok: true, text: AUTH_MESSAGES.passwordsMatch }
    : { ok: false, text: AUTH_MESSAGES.passwordsDoNotMatch };
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
    .check(z.refine((name) => name.trim().length > 0 && name.trim().length <= 100, AUTH_MESSAGES.nameRequired)),
  email: z.string().check(z.refine(isEmail, AUTH_MESSAGES.invalidEmail), atMost(254)),
  password: z
    .string()
    .check(z.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort), atMost(PASSWORD_MAX_LENGTH)),
  confirmPassword: z.string().check(atMost(PASSWORD_MAX_LENGTH)),
  acceptTerms: z.boolean().check(z.refine((accepted) => accepted, AUTH_MESSAGES.termsRequired)),
});

/** The confirmation repeats the password: a check of the whole form, reported on the confirmation. */
export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (input) => input.password === input.confirmPassword,
  {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  },
);

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

export interface ProfileInput {
  name: string;
  fullName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  citizenship: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const PROFILE_FIELDS: (keyof ProfileInput)[] = [
  'name',
  'fullName',
  'email',
  'phone',
  'dateOfBirth',
  'citizenship',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'country',
];

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,19}$/;
const POSTAL_PATTERN = /^[A-Za-z0-9 -]{3,10}$/;

function isPastDate(value: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    date < today &&
    date.getUTCFullYear() >= 1900
  );
}

/** Profile checks: a display name and a valid email are needed; every other field is optional but well-formed. */
export function validateProfile(input: ProfileInput, today = new Date()): FieldErrors<ProfileInput> {
  const errors: FieldErrors<ProfileInput> = {};
  const tooLong = (value: string, max: number) => value.length > max;
  if (!input.name.trim()) errors.name = 'Display name is required';
  else if (tooLong(input.name, 100)) errors.name = 'Display name must be at most 100 characters';
  if (tooLong(input.fullName, 150)) errors.fullName = 'Full name must be at most 150 characters';
  if (!isEmail(input.email)) errors.email = AUTH_MESSAGES.invalidEmail;
  if (input.phone && !PHONE_PATTERN.test(input.phone))
    errors.phone = 'Please enter a valid phone number, such as +60 12-345 6789';
  if (input.dateOfBirth && !isPastDate(input.dateOfBirth, today))
    errors.dateOfBirth = 'Please enter a real date of birth in the past';
  if (tooLong(input.citizenship, 60)) errors.citizenship = 'Citizenship must be at most 60 characters';
  if (tooLong(input.addressLine1, 200)) errors.addressLine1 = 'Address must be at most 200 characters';
  if (tooLong(input.addressLine2, 200)) errors.addressLine2 = 'Address must be at most 200 characters';
  if (tooLong(input.city, 80)) errors.city = 'City must be at most 80 characters';
  if (tooLong(input.state, 80)) errors.state = 'State must be at most 80 characters';
  if (input.postalCode && !POSTAL_PATTERN.test(input.postalCode))
    errors.postalCode = 'Please enter a valid postal code';
  if (tooLong(input.country, 60)) errors.country = 'Country must be at most 60 characters';
  return errors;
}

/** Trims every field, so that "  Aisyah " and "Aisyah" are the same name. */
export function normaliseProfile(input: ProfileInput): ProfileInput {
  const result = { ...input };
  for (const field of PROFILE_FIELDS) result[field] = String(input[field] ?? '').trim();
  return result;
}
