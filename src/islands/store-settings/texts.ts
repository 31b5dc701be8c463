/**
 * Store Settings' words in the page's language (the page passes them: no island carries a catalogue), and the
 * schema's and the server's refusals (codes and values) said in it.
 */
import type { Messages } from '../../i18n/index';
import { decodeRefusal, refusalText } from '../../lib/refusals';
import type { SettingsErrors } from '../../lib/store-settings';

export type StoreSettingsTexts = Omit<Messages['storeSettings'], 'title' | 'description'>;

/** A refusal of the schema or of the server (a code and its values, as a message carries it), in the page's language. */
export function sayIn(t: StoreSettingsTexts): (message: string) => string {
  return (message) => refusalText(t.refusals, decodeRefusal(message));
}

/** What the form's alert says: one of its own texts, or a refusal of the server. */
export type SettingsAlert = { own: keyof StoreSettingsTexts['messages'] } | { refusal: string };

export function alertIn(t: StoreSettingsTexts, alert: SettingsAlert): string {
  return 'own' in alert ? t.messages[alert.own] : sayIn(t)(alert.refusal);
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
