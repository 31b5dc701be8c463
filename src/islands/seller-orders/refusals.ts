/**
 * A refusal of a status change in the dialog's language. The shop answers in English (src/lib/seller-orders.ts,
 * src/data/seller-orders.ts); each known answer is recognised by its English words, its values (an order id, a
 * length, statuses in lower case) taken from it, and said again in the local words. An answer the shop does not
 * know stays as it came.
 */
import { fill } from '../../i18n/fill';
import { SELLER_STATUSES, type SellerStatus } from '../../lib/orders';

type Words = Readonly<Record<string, string>>;
type Labels = Readonly<Record<SellerStatus, string>>;

/** The words the server's answer is recognised by, and the statuses' English labels. */
export interface EnglishRefusals {
  refusals: Words;
  statuses: Labels;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a pattern: each `{name}` takes any text. */
function patternOf(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return literal(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

export function refusalIn(message: string, english: EnglishRefusals, local: Words, statuses: Labels): string {
  // A status named in a sentence is in lower case: "This order is already shipped."
  const status = (word: string) => {
    const found = SELLER_STATUSES.find((key) => english.statuses[key].toLowerCase() === word);
    return found ? statuses[found].toLowerCase() : word;
  };
  for (const [key, template] of Object.entries(english.refusals)) {
    const { pattern, names } = patternOf(template);
    const match = pattern.exec(message);
    const words = local[key];
    if (!match || !words) continue;
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      values[name] = name === 'status' || name === 'from' || name === 'to' ? status(value) : value;
    });
    return fill(words, values);
  }
  return message;
}
