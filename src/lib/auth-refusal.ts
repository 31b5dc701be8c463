/**
 * What a refused sign-in or sign-up says, the same for the island and for a plain form post: the refusal of the
 * first field in AUTH_FIELD_ORDER in the red alert, except a password that is one of the most common, which is
 * shown under the password field instead. Each is a refusal as it travels (src/lib/refusals.ts), said by the
 * screen in its reader's language.
 */
import { isInputError } from 'astro:actions';
import { firstAuthMessage } from './accounts';
import { decodeRefusal, encodeRefusal, type Refusal } from './refusals';

export interface AuthRefusal {
  /** The red alert's refusal. */
  alert: string | null;
  /** The server's refusal of the password itself, shown under the field until the password changes. */
  passwordRefusal: string | null;
}

export function authRefusal(error: unknown, fallback: Refusal): AuthRefusal {
  if (isInputError(error)) {
    const message = firstAuthMessage(error.fields as Record<string, string[] | undefined>);
    if (decodeRefusal(message)?.code === 'auth.passwordTooCommon') return { alert: null, passwordRefusal: message! };
    return { alert: message ?? encodeRefusal(fallback), passwordRefusal: null };
  }
  const message = error instanceof Error ? error.message : undefined;
  return { alert: decodeRefusal(message) ? message! : encodeRefusal(fallback), passwordRefusal: null };
}
