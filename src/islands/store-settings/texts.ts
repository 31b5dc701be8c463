/**
 * Store Settings' words in the page's language (the page passes them: no island carries a catalogue), and the
 * schema's and the server's English messages said in it by their keys.
 */
import { inLanguage } from '../../i18n/catalogue';
import type { Messages } from '../../i18n/index';
import { decodeRefusal, refusalText } from '../../lib/refusals';
import type { SettingsErrors } from '../../lib/store-settings';
import { tooLongMessage } from '../../lib/text-limits';

export type StoreSettingsTexts = Omit<Messages['storeSettings'], 'title' | 'description'>;

/** A message of the schema or of the server in the page's language; one the form does not know stays as it is. */
export function sayIn(t: StoreSettingsTexts, english: StoreSettingsTexts['messages']): (message: string) => string {
  const withLimit = { ...english, tooLong: tooLongMessage('{max}') };
  const local = { ...t.messages, tooLong: t.tooLong };
  return (message) => {
    const coded = decodeRefusal(message);
    return coded ? refusalText(t.refusals, coded) : inLanguage(message, withLimit, local);
  };
}

/** Every message of the form's errors, said in the page's language. */
export function errorsIn(errors: SettingsErrors, say: (message: string) => string): SettingsErrors {
  const said: SettingsErrors = {};
  for (const [field, message] of Object.entries(errors) as [keyof SettingsErrors, string | undefined][])
    if (message) said[field] = say(message);
  return said;
}

/** An option list with its labels in the page's language; the values stay as they are stored. */
export const optionsIn = (values: readonly string[], labels: Readonly<Record<string, string>>) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));
