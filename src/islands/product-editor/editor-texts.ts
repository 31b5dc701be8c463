/**
 * The editor's texts in the page's language (the page passes them: no island carries a catalogue), and how a
 * refusal of the rules or of the server (a code and its values) is said in that language.
 */
import type { Messages } from '../../i18n/index';
import { decodeRefusal, refusalText } from '../../lib/refusals';

export type EditorTexts = Messages['productEditor']['form'];

/** A refusal of the rules or of the server, as a message carries it, in the texts' language. */
export function sayIn(t: EditorTexts, message: string): string {
  return refusalText(t.refusals, decodeRefusal(message));
}
