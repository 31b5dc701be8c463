/**
 * The profile form (spec section 6): one schema for the island and the server, refusing each field with a code
 * (src/lib/refusals.ts) that the form says in the page's language; its type is the form's. A display name and a valid email are needed; every other field is optional but
 * well formed. Values are trimmed before they are judged (`normaliseProfile`), on the screen and on the server.
 */
import * as z from 'zod/mini';
import { isEmail } from './email';
import { fieldErrors } from './field-errors';
import { type RefusalCode, said } from './refusals';

/** Every refusal of the profile form (its checks and the server's): the form is given their texts. */
export const PROFILE_REFUSALS = [
  'profile.nameRequired',
  'profile.nameTooLong',
  'profile.fullNameTooLong',
  'email.invalid',
  'auth.emailTaken',
  'profile.invalidPhone',
  'profile.invalidDateOfBirth',
  'profile.citizenshipTooLong',
  'profile.addressTooLong',
  'profile.cityTooLong',
  'profile.stateTooLong',
  'profile.invalidPostalCode',
  'profile.countryTooLong',
  // A new address is sent a link, a few times an hour at most.
  'account.tooManyLinks',
] as const satisfies readonly RefusalCode[];

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

type TooLong =
  | 'profile.fullNameTooLong'
  | 'profile.citizenshipTooLong'
  | 'profile.addressTooLong'
  | 'profile.cityTooLong'
  | 'profile.stateTooLong'
  | 'profile.countryTooLong';
const upTo = (max: number, code: TooLong) => z.string().check(z.maxLength(max, said(code, { max })));
/** Empty, or matching `test`. */
const emptyOr = (test: (value: string) => boolean, message: string) =>
  z.string().check(z.refine((value) => !value || test(value), message));

/** Without `today`, a date of birth is judged against the day it is checked on. */
export function profileSchema(today?: Date) {
  return z.object({
    name: z
      .string()
      .check(z.minLength(1, said('profile.nameRequired')), z.maxLength(100, said('profile.nameTooLong', { max: 100 }))),
    fullName: upTo(150, 'profile.fullNameTooLong'),
    email: z.string().check(z.refine(isEmail, said('email.invalid'))),
    phone: emptyOr((value) => PHONE_PATTERN.test(value), said('profile.invalidPhone')),
    dateOfBirth: emptyOr((value) => isPastDate(value, today ?? new Date()), said('profile.invalidDateOfBirth')),
    citizenship: upTo(60, 'profile.citizenshipTooLong'),
    addressLine1: upTo(200, 'profile.addressTooLong'),
    addressLine2: upTo(200, 'profile.addressTooLong'),
    city: upTo(80, 'profile.cityTooLong'),
    state: upTo(80, 'profile.stateTooLong'),
    postalCode: emptyOr((value) => POSTAL_PATTERN.test(value), said('profile.invalidPostalCode')),
    country: upTo(60, 'profile.countryTooLong'),
  });
}

export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>;

/** The form's fields, in the order it shows them. */
export const PROFILE_FIELDS = Object.keys(profileSchema().shape) as (keyof ProfileInput)[];

/** Each field's first refusal (encoded), on trimmed values. */
export function validateProfile(input: ProfileInput, today?: Date): Partial<Record<keyof ProfileInput, string>> {
  return fieldErrors(profileSchema(today), input);
}

/** Trims every field, so that "  Aisyah " and "Aisyah" are the same name. */
export function normaliseProfile(input: ProfileInput): ProfileInput {
  const result = { ...input };
  for (const field of PROFILE_FIELDS) result[field] = String(input[field] ?? '').trim();
  return result;
}
