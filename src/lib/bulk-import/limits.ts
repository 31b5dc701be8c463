/** Bulk upload limits and the refusals of a whole file and of a row (spec "Bulk upload", sections 5, 8 and 9). */
import { REFUSAL_CODES, type RefusalCode, said } from '../refusals';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_PRODUCTS = 1000;
/** Rows sent per upload call: small enough for a slow connection, and written in a few statements each. */
export const UPLOAD_BATCH_SIZE = 25;
/** What the xlsx reader inflates at most, in all: a 1000-row sheet is far below it. */
export const MAX_INFLATED_BYTES = 24 * 1024 * 1024;
export const REDIRECT_AFTER_MS = 3000;

export const TEMPLATE_COLUMNS = ['name', 'category', 'price', 'quantity', 'sku', 'description'] as const;
export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number];

/**
 * The template's columns as the Bahasa Malaysia template names them. A file is read alike with either header
 * (or a mix), so a merchant's file keeps working whichever language its template was downloaded in.
 */
export const TEMPLATE_COLUMNS_MS: Readonly<Record<TemplateColumn, string>> = {
  name: 'nama',
  category: 'kategori',
  price: 'harga',
  quantity: 'kuantiti',
  sku: 'sku',
  description: 'penerangan',
};

/** What refuses a whole file, as codes and values (src/lib/refusals.ts): the page says them in its language. */
export const FILE_REFUSALS = {
  wrongType: said('bulkFile.wrongType'),
  oldExcel: said('bulkFile.oldExcel'),
  tooLarge: said('bulkFile.tooLarge'),
  tooManyRows: said('bulkFile.tooManyRows'),
  empty: said('bulkFile.empty'),
  noHeader: said('bulkFile.noHeader'),
  notText: said('bulkFile.notText'),
  badQuotes: said('bulkFile.badQuotes'),
  badExcel: said('bulkFile.badExcel'),
  excelTooBig: said('bulkFile.excelTooBig'),
} as const;

/** Issues of one row, as codes and values (their texts: the spec's words where the spec names them). */
export const ROW_REFUSALS = {
  nameRequired: said('bulkRow.nameRequired'),
  nameTooLong: said('bulkRow.nameTooLong'),
  categoryRequired: said('bulkRow.categoryRequired'),
  categoryUnknown: said('bulkRow.categoryUnknown'),
  priceRequired: said('bulkRow.priceRequired'),
  priceNotNumber: said('bulkRow.priceNotNumber'),
  priceNegative: said('bulkRow.priceNegative'),
  /** The same rule as Add Product's "Valid price is required": nothing is sold for free. */
  priceZero: said('bulkRow.priceZero'),
  quantityInvalid: said('bulkRow.quantityInvalid'),
  lowStock: said('bulkRow.lowStock'),
  skuTooLong: said('bulkRow.skuTooLong'),
  skuDuplicate: (line: number) => said('bulkRow.skuDuplicate', { line }),
  skuExists: said('bulkRow.skuExists'),
  descriptionTooLong: said('bulkRow.descriptionTooLong'),
} as const;

/** Every refusal of a file or a row: the page is given their texts. */
export const BULK_REFUSALS = REFUSAL_CODES.filter((code) => /^bulk(File|Row)\./.test(code)) as BulkRefusal[];
type BulkRefusal = Extract<RefusalCode, `bulkFile.${string}` | `bulkRow.${string}`>;
