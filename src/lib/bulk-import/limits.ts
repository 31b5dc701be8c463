/** Bulk upload limits and the messages that refuse a whole file (spec "Bulk upload", sections 5, 8 and 9). */

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

export const FILE_MESSAGES = {
  wrongType: 'Please upload a CSV or Excel file',
  oldExcel:
    'Old Excel files (.xls) cannot be read. In Excel choose File > Save As and pick Excel Workbook (.xlsx) or CSV, then upload that file.',
  tooLarge: 'The file is larger than 10MB. Split it into smaller files and upload them one by one.',
  tooManyRows: `The file has more than ${MAX_PRODUCTS} products. Upload at most ${MAX_PRODUCTS} products at a time.`,
  empty: 'The file has no products. Fill in the rows under the header of the template and try again.',
  noHeader:
    'The first row must name the columns: name, category, price, quantity, sku, description. Download the template to see how.',
  notText: 'This CSV file is not plain UTF-8 text. Save it as "CSV UTF-8" and try again.',
  badQuotes: 'A quoted field in this CSV file is never closed. Check the quotes and try again.',
  badExcel: 'This Excel file could not be read. Open it in Excel, save it again as .xlsx or CSV, and try again.',
  excelTooBig:
    'This Excel file unpacks to more than we can read safely. Remove unused sheets or save it as CSV, and try again.',
} as const;

/** What the Upload and Progress tabs say when the shop could not be reached. */
export const CONNECTION_MESSAGE = 'The shop could not be reached. Check your connection and try again.';

/** Issues of one row, in the spec's words where the spec names them. */
export const ROW_MESSAGES = {
  nameRequired: 'Product name is required',
  nameTooLong: 'Product name is too long (at most 200 characters)',
  categoryRequired: 'Category is required',
  categoryUnknown: 'Unknown category: use one from the template guide',
  priceRequired: 'Price is required',
  priceNotNumber: 'Price must be a number such as 12.50',
  priceNegative: 'Price cannot be negative',
  /** The same rule as Add Product's "Valid price is required": nothing is sold for free. */
  priceZero: 'Price must be more than 0',
  quantityInvalid: 'Quantity must be a whole number, 0 or more',
  lowStock: 'Low stock quantity',
  skuTooLong: 'SKU is too long (at most 64 characters)',
  skuDuplicate: (line: number | string) => `Same SKU as row ${line} in this file`,
  skuExists: 'SKU already exists in your catalogue',
  descriptionTooLong: 'Description is too long (at most 5000 characters)',
} as const;
