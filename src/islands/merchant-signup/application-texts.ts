/**
 * The application's texts in the page's language (the page passes them: no island carries a catalogue), and
 * how a message of the shared checks or of the server is said in it.
 */
import type { Messages } from '../../i18n';
import { fill } from '../../i18n/fill';
import { inLanguage } from '../../i18n/catalogue';
import { APPLICATION_MESSAGES } from '../../lib/merchant-application-messages';
import { decodeRefusal, refusalText } from '../../lib/refusals';

export type ApplicationTexts = Messages['merchantApplication']['form'];

/** A message of src/lib or of the server in the page's language; one the form does not know stays as it is. */
export function sayIn(t: ApplicationTexts): (message: string) => string {
  return (message) => {
    const coded = decodeRefusal(message);
    if (coded) return refusalText(t.answers, coded);
    const tooLong = /^Use at most (\d+) characters$/.exec(message);
    if (tooLong) return fill(t.tooLong, { max: tooLong[1] ?? '' });
    return inLanguage(message, APPLICATION_MESSAGES, t.messages);
  };
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
