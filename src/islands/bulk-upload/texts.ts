/**
 * The bulk upload's words in the page's language (the page passes them: no island carries a catalogue), and how
 * what the reader and the server refuse (codes and values) is said in that language.
 */
import type { Messages } from '../../i18n/index';
import { decodeRefusal, refusalText } from '../../lib/refusals';
import type { SellerListTexts } from '../seller/texts';

export type BulkUploadTexts = Omit<Messages['bulkUpload'], 'title' | 'description' | 'moreCategories'> & {
  /** The seller lists' shared words (banner, row menu). */
  shared: SellerListTexts;
  /** Every product category's name, by its value. */
  categories: Record<string, string>;
};

/** What the upload has to tell: refusals (as messages carry them), or that the shop could not be reached. */
export type Told = { refusals: readonly string[] } | { unreachable: true };

/** A refusal of a row, of the whole file or of an upload, in the page's language. */
export function refusalIn(message: string, t: BulkUploadTexts): string {
  return refusalText(t.refusals, decodeRefusal(message));
}

/** What the upload tells, in the page's language: a row's refusals joined with "; ". */
export function toldIn(told: Told, t: BulkUploadTexts): string {
  if ('unreachable' in told) return t.connection;
  return told.refusals.map((message) => refusalIn(message, t)).join('; ');
}
