/**
 * What the profile form can be told, in English as src/lib/accounts' validateProfile and the profile action say
 * it (the spec's words): the form shows each in the page's language by its key (the catalogues' `account.form`).
 */
import { AUTH_MESSAGES } from './accounts';

export const PROFILE_MESSAGES = {
  nameRequired: 'Display name is required',
  nameTooLong: 'Display name must be at most 100 characters',
  fullNameTooLong: 'Full name must be at most 150 characters',
  invalidEmail: AUTH_MESSAGES.invalidEmail,
  emailTaken: AUTH_MESSAGES.emailTaken,
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

export type ProfileMessageKey = keyof typeof PROFILE_MESSAGES;
