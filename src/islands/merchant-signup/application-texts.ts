/**
 * The application's texts in the page's language (the page passes them: no island carries a catalogue), and
 * how a refusal of the shared checks or of the server is said in it.
 */
import type { Messages } from '../../i18n';
import { decodeRefusal, refusalText } from '../../lib/refusals';

export type ApplicationTexts = Messages['merchantApplication']['form'];

/** A refusal (a code and its values, as a message carries it) of src/lib or of the server, in the page's language. */
export function sayIn(t: ApplicationTexts): (message: string) => string {
  return (message) => refusalText(t.refusals, decodeRefusal(message));
}

/** Every message of a form's errors, said in the page's language. */
export function errorsIn<F extends string>(
  errors: Partial<Record<F, string>>,
  say: (message: string) => string,
): Partial<Record<F, string>> {
  const said: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(errors) as [F, string | undefined][])
    if (message) said[field] = say(message);
  return said;
}
