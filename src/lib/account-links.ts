/**
 * The rules of the links an account's emails carry (a password reset, an address to verify) and of how often they
 * may be asked for. The same numbers are said in the emails and on the pages.
 */

/** A reset link works once, for this long. */
export const RESET_LINK_MINUTES = 30;
/** A verification link works once, for this long. */
export const VERIFY_LINK_HOURS = 24;

/** The window in which requests for these emails are counted. */
export const LINK_REQUEST_WINDOW_MINUTES = 60;
/** Reset emails asked for one email address in the window (whether or not an account has it). */
export const MAX_RESETS_PER_EMAIL = 3;
/** Reset requests from one network address in the window (many phones share a carrier's address: it is generous). */
export const MAX_RESETS_PER_ADDRESS = 20;
/** Verification emails sent again for one account in the window. */
export const MAX_VERIFICATIONS_PER_ACCOUNT = 3;

/** What a link's token looks like: 43 URL-safe base64 characters (256 bits). Anything else is no token. */
export function isLinkToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
