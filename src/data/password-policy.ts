/**
 * Passwords refused at sign-up beyond the spec's 6-character minimum: the 3,000 most common ones, compared
 * without regard to case (ASVS 6.2.4). Server-only, so the list never ships to a browser.
 */
import { COMMON_PASSWORDS } from '../generated/common-passwords';

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
