/**
 * What a refused sign-in or sign-up says, the same for the island and for a plain form post: the message of the
 * first field in AUTH_FIELD_ORDER in the red alert, except a password that is one of the most common, which is
 * shown under the password field instead.
 */
import { isInputError } from 'astro:actions';
import { AUTH_MESSAGES, firstAuthMessage } from './accounts';

export interface AuthRefusal {
  /** The red alert's message. */
  alert: string | null;
  /** The server's refusal of the password itself, shown under the field until the password changes. */
  passwordRefusal: string | null;
}

export function authRefusal(error: unknown, fallback: string): AuthRefusal {
  if (isInputError(error)) {
    const message = firstAuthMessage(error.fields as Record<string, string[] | undefined>);
    if (message === AUTH_MESSAGES.passwordTooCommon) return { alert: null, passwordRefusal: message };
    return { alert: message ?? fallback, passwordRefusal: null };
  }
  const message = error instanceof Error && error.message ? error.message : fallback;
  return { alert: message, passwordRefusal: null };
}
