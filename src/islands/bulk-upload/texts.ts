/**
 * The bulk upload's words in the page's language (the page passes them: no island carries a catalogue), and the
 * reader's and the server's English messages shown in that language by their keys.
 */
import { inLanguage } from '../../i18n/catalogue';
import { fill } from '../../i18n/fill';
import type { Messages } from '../../i18n/index';
import { CONNECTION_MESSAGE, FILE_MESSAGES, ROW_MESSAGES } from '../../lib/bulk-import/limits';
import type { SellerListTexts } from '../seller/texts';

export type BulkUploadTexts = Omit<Messages['bulkUpload'], 'title' | 'description' | 'moreCategories'> & {
  /** The seller lists' shared words (banner, row menu). */
  shared: SellerListTexts;
  /** Every product category's name, by its value. */
  categories: Record<string, string>;
};

const { skuDuplicate, ...plainRows } = ROW_MESSAGES;
/** "Same SKU as row 4 in this file", with the row number caught. */
const SKU_DUPLICATE = new RegExp(
  `^${skuDuplicate(0)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('0', '(\\d+)')}$`,
);

/** A row's issue as the reader gives it; the server joins a row's issues with "; ". */
export function rowMessage(message: string, t: BulkUploadTexts): string {
  const { skuDuplicate: duplicateText, ...local } = t.rowMessages;
  return message
    .split('; ')
    .map((part) => {
      const duplicate = SKU_DUPLICATE.exec(part);
      if (duplicate) return fill(duplicateText, { line: duplicate[1]! });
      return inLanguage(part, plainRows, local);
    })
    .join('; ');
}

/** A refusal of the whole file, or the connection's message. */
export function fileMessage(message: string, t: BulkUploadTexts): string {
  return inLanguage(
    message,
    { ...FILE_MESSAGES, connection: CONNECTION_MESSAGE },
    { ...t.fileMessages, connection: t.connection },
  );
}
