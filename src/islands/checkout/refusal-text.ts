import { decodeRefusal, refusalText as sayRefusal } from '../../lib/refusals';
import type { CheckoutTexts } from './CheckoutFlow';

/** A refusal of the server (a code and values, src/lib/refusals.ts) in the page's language. */
export function refusalText(message: string, t: Pick<CheckoutTexts, 'refusals'>): string {
  return sayRefusal(t.refusals, decodeRefusal(message));
}
