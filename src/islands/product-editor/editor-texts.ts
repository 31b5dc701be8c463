/**
 * The editor's texts in the page's language (the page passes them: no island carries a catalogue), and the rules'
 * and the server's messages, which are English wherever they are made, said in that language.
 */
import type { Messages } from '../../i18n/index';
import { inLanguage, knownIn } from '../../i18n/catalogue';
import { fill } from '../../i18n/fill';
import { decodeRefusal, refusalText } from '../../lib/refusals';
import { FILE_REFUSALS, LIMIT_MESSAGES, MESSAGES, SERVER_PATTERNS, SERVER_REFUSALS } from '../../lib/product-draft';

export type EditorTexts = Messages['productEditor']['form'];

/** A message of the rules or a refusal of the server in the texts' language; one neither knows stays as it is. */
export function sayIn(t: EditorTexts, message: string): string {
  const coded = decodeRefusal(message);
  if (coded) return refusalText(t.answers, coded);
  const stock = SERVER_PATTERNS.stockChanged.exec(message);
  if (stock) return fill(t.stockChanged, { now: stock[1]!, loaded: stock[2]! });
  return (
    knownIn(message, MESSAGES, t.messages) ??
    knownIn(message, SERVER_REFUSALS, t.refusals) ??
    knownIn(message, LIMIT_MESSAGES, t.limits) ??
    inLanguage(message, FILE_REFUSALS, { fileTooLarge: t.fileTooLarge, fileNotImage: t.fileNotImage })
  );
}
