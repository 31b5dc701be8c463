import { fill } from '../cart/shopping-hooks';
import type { CheckoutTexts } from './CheckoutFlow';
import { decodeRefusal, refusalText as sayCoded } from '../../lib/refusals';

/**
 * A refusal of the server in the page's language: a fixed message by the catalogue; one that names a product and
 * its stock as the catalogue's general text (in English, the server's own words).
 */
export function refusalText(message: string, t: Pick<CheckoutTexts, 'refusals' | 'otherRefusal' | 'answers'>): string {
  const coded = decodeRefusal(message);
  if (coded) return sayCoded(t.answers, coded);
  return Object.hasOwn(t.refusals, message) ? (t.refusals[message] ?? message) : fill(t.otherRefusal, { message });
}

/** The server's fixed refusals by their English words (the server's), each with the page's words for it. */
export function refusalsByEnglish<K extends string>(
  english: Readonly<Record<K, string>>,
  local: Readonly<Record<K, string>>,
): Record<string, string> {
  return Object.fromEntries((Object.keys(english) as K[]).map((key) => [english[key], local[key]]));
}
