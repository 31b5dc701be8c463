/**
 * A refusal of a status change in the dialog's language. The shop answers in English (src/lib/seller-orders.ts,
 * src/data/seller-orders.ts); each known answer is recognised by its English words, its values (an order id, a
 * length, statuses in lower case) taken from it, and said again in the local words. An answer the shop does not
 * know stays as it came.
 */
import { knownIn } from '../../i18n/catalogue';
import { SELLER_STATUSES, type SellerStatus } from '../../lib/orders';
import { type AnswerRefusalTexts, decodeRefusal, refusalText } from '../../lib/refusals';

type Words = Readonly<Record<string, string>>;
type Labels = Readonly<Record<SellerStatus, string>>;

/** The words the server's answer is recognised by, and the statuses' English labels. */
export interface EnglishRefusals {
  refusals: Words;
  statuses: Labels;
}

export function refusalIn(
  message: string,
  english: EnglishRefusals,
  local: Words,
  statuses: Labels,
  answers: Readonly<AnswerRefusalTexts>,
): string {
  // The answers any form may meet (an ended session, a failing server) come as codes.
  const coded = decodeRefusal(message);
  if (coded) return refusalText(answers, coded);
  // A status named in a sentence is in lower case: "This order is already shipped."
  const status = (word: string) => {
    const found = SELLER_STATUSES.find((key) => english.statuses[key].toLowerCase() === word);
    return found ? statuses[found].toLowerCase() : word;
  };
  const say = (name: string, value: string) =>
    name === 'status' || name === 'from' || name === 'to' ? status(value) : value;
  return knownIn(message, english.refusals, local, say) ?? message;
}
