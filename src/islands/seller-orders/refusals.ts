/**
 * A refusal of a status change in the dialog's language: the server answers a code (src/lib/refusals.ts) whose
 * statuses are their stored values; each is said as the dialog's status label, in lower case within a sentence.
 */
import { type SellerStatus, isSellerStatus } from '../../lib/seller-orders';
import { type Refusal, type RefusalTexts, decodeRefusal, refusalText } from '../../lib/refusals';

type Labels = Readonly<Record<SellerStatus, string>>;

export function refusalIn(message: string, texts: Readonly<Partial<RefusalTexts>>, statuses: Labels): string {
  const refused = decodeRefusal(message);
  if (!refused) return refusalText(texts, null);
  // A status named in a sentence is in lower case: "This order is already shipped."
  const values = Object.fromEntries(
    Object.entries(refused.values ?? {}).map(([name, value]) => [
      name,
      isSellerStatus(value) ? statuses[value].toLowerCase() : value,
    ]),
  );
  return refusalText(texts, { ...refused, values } as Refusal);
}
