/**
 * The bulk upload's words in the page's language (the page passes them: no island carries a catalogue), and the
 * reader's and the server's English messages shown in that language by their keys.
 */
import { inLanguage } from '../../i18n/catalogue';
import type { Messages } from '../../i18n/index';
import { CONNECTION_MESSAGE, FILE_MESSAGES, ROW_MESSAGES } from '../../lib/bulk-import/limits';
import { decodeRefusal, refusalText } from '../../lib/refusals';
import type { SellerListTexts } from '../seller/texts';

export type BulkUploadTexts = Omit<Messages['bulkUpload'], 'title' | 'description' | 'moreCategories'> & {
  /** The seller lists' shared words (banner, row menu). */
  shared: SellerListTexts;
  /** Every product category's name, by its value. */
  categories: Record<string, string>;
};

/** The reader's row messages as texts: the duplicate SKU's with its row as a value to fill. */
const ROW_TEXTS = { ...ROW_MESSAGES, skuDuplicate: ROW_MESSAGES.skuDuplicate('{line}') };

/** A row's issue as the reader gives it; the server joins a row's issues with "; ". */
export function rowMessage(message: string, t: BulkUploadTexts): string {
  return message
    .split('; ')
    .map((part) => inLanguage(part, ROW_TEXTS, t.rowMessages))
    .join('; ');
}

/**
 * A refusal of the whole file or of an upload (a signed-out or no longer seller account, a server failure), or
 * the connection's message.
 */
export function fileMessage(message: string, t: BulkUploadTexts): string {
  const coded = decodeRefusal(message);
  if (coded) return refusalText(t.refusals, coded);
  return inLanguage(
    message,
    { ...FILE_MESSAGES, connection: CONNECTION_MESSAGE },
    { ...t.fileMessages, connection: t.connection },
  );
}
