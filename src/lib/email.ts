/**
 * The shop's one rule for an email address, used by every form that takes one (sign-up, profile, checkout,
 * the merchant application, Store Settings): text, @, text, dot, text (the spec's "simple address pattern"),
 * no spaces, at most 254 characters, judged after trimming.
 */

export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
