/**
 * The profile form (spec section 6): one schema for the island and the server, with the spec's message for each
 * field; its type is the form's. A display name and a valid email are needed; every other field is optional but
 * well formed. Values are trimmed before they are judged (`normaliseProfile`), on the screen and on the server.
 */
import * as z from 'zod/mini';
import { INVALID_EMAIL_MESSAGE, isEmail } from './email';
import { fieldErrors } from './field-errors';

/** What the profile form can be told (the form shows each in the page's language by its key, `account.form`). */
export const PROFILE_MESSAGES = {
  nameRequired: 'Display name is required',
  nameTooLong: 'Display name must be at most 100 characters',
  fullNameTooLong: 'Full name must be at most 150 characters',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  invalidPhone: 'Please enter a valid phone number, such as +60 12-345 6789',
  invalidDateOfBirth: 'Please enter a real date of birth in the past',
  citizenshipTooLong: 'Citizenship must be at most 60 characters',
  addressTooLong: 'Address must be at most 200 characters',
  cityTooLong: 'City must be at most 80 characters',
  stateTooLong: 'State must be at most 80 characters',
  invalidPostalCode: 'Please enter a valid postal code',
  countryTooLong: 'Country must be at most 60 characters',
  saveFailed: 'Your profile could not be saved. Please try again.',
} as const;

const M = PROFILE_MESSAGES;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,19}$/;
const POSTAL_PATTERN = /^[A-Za-z0-9 -]{3,10}$/;

/** A real calendar date, YYYY-MM-DD, from 1900 and before `today`. */
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

const upTo = (max: number, message: string) => z.string().check(z.maxLength(max, message));
/** Empty, or matching `test`. */
const emptyOr = (test: (value: string) => boolean, message: string) =>
  z.string().check(z.refine((value) => !value || test(value), message));

/** Without `today`, a date of birth is judged against the day it is checked on. */
export function profileSchema(today?: Date) {
  return z.object({
    name: z.string().check(z.minLength(1, M.nameRequired), z.maxLength(100, M.nameTooLong)),
    fullName: upTo(150, M.fullNameTooLong),
    email: z.string().check(z.refine(isEmail, M.invalidEmail)),
    phone: emptyOr((value) => PHONE_PATTERN.test(value), M.invalidPhone),
    dateOfBirth: emptyOr((value) => isPastDate(value, today ?? new Date()), M.invalidDateOfBirth),
    citizenship: upTo(60, M.citizenshipTooLong),
    addressLine1: upTo(200, M.addressTooLong),
    addressLine2: upTo(200, M.addressTooLong),
    city: upTo(80, M.cityTooLong),
    state: upTo(80, M.stateTooLong),
    postalCode: emptyOr((value) => POSTAL_PATTERN.test(value), M.invalidPostalCode),
    country: upTo(60, M.countryTooLong),
  });
}

export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>;

/** The form's fields, in the order it shows them. */
export const PROFILE_FIELDS = Object.keys(profileSchema().shape) as (keyof ProfileInput)[];

/** Each field's first message, on trimmed values. */
export function validateProfile(input: ProfileInput, today?: Date): Partial<Record<keyof ProfileInput, string>> {
  return fieldErrors(profileSchema(today), input);
}

/** Trims every field, so that "  Aisyah " and "Aisyah" are the same name. */
export function normaliseProfile(input: ProfileInput): ProfileInput {
  const result = { ...input };
  for (const field of PROFILE_FIELDS) result[field] = String(input[field] ?? '').trim();
  return result;
}
