/**
 * Bulk Upload Products (English, the spec's): the Upload, Review and Progress tabs, the Edit Product dialog,
 * the CSV template, and the messages of src/lib/bulk-import by the same keys (the reader and the server say them
 * in English; the island shows them in the page's language). Values in braces are filled by src/i18n/fill.ts.
 */
import { ANSWER_REFUSALS, textsOf } from '../../lib/refusals';
import { refusals } from './refusals';
import { BULK_REFUSALS, TEMPLATE_COLUMNS } from '../../lib/bulk-import/limits';
import { categoryName } from '../../lib/product-rules';
import { EXAMPLE_DESCRIPTIONS, TEMPLATE_FILE_NAME } from '../../lib/bulk-import/template';

export const bulkUpload = {
  title: 'Bulk Upload Products',
  description: 'Upload multiple products at once',
  tabs: {
    label: 'Bulk upload steps',
    upload: 'Upload',
    review: 'Review',
    progress: 'Progress',
    uploadProducts: 'Upload {count} Products',
  },
  upload: {
    howItWorks: 'How it works',
    step1Title: 'Download the template',
    step1Text: 'A CSV file with the columns name, category, price, quantity, sku and description.',
    downloadTemplate: 'Download Template',
    step2Title: 'Fill in your products',
    step2Text:
      'One product per row. Prices in ringgit such as 12.50; quantity in whole units. Leave sku empty to have one made from the name.',
    step3Title: 'Upload and review',
    step3Text: 'Check every row before anything is added to your store. Rows with errors are never uploaded.',
    formats: 'Supported formats',
    formatsText: 'CSV (.csv) and Excel (.xlsx). Old Excel files (.xls): save them as .xlsx or CSV first.',
    limitsText: 'Maximum file size 10MB, at most 1000 products per upload.',
    categories: 'Categories you can use',
    dropTitle: 'Drag and drop your file here',
    or: 'or',
    chooseFile: 'Choose File',
    clearFile: 'Clear file',
    reading: 'Reading your file…',
  },
  /** The template the Upload tab offers: its file name, its header row, and the descriptions of its two examples. */
  template: {
    fileName: TEMPLATE_FILE_NAME,
    columns: {
      name: TEMPLATE_COLUMNS[0],
      category: TEMPLATE_COLUMNS[1],
      price: TEMPLATE_COLUMNS[2],
      quantity: TEMPLATE_COLUMNS[3],
      sku: TEMPLATE_COLUMNS[4],
      description: TEMPLATE_COLUMNS[5],
    },
    example1: EXAMPLE_DESCRIPTIONS[0],
    example2: EXAMPLE_DESCRIPTIONS[1],
  },
  review: {
    counts: 'Row counts',
    total: 'Total Products',
    valid: 'Valid',
    warnings: 'Warnings',
    errors: 'Errors',
    region: 'Products in the file',
    status: 'Status',
    productName: 'Product Name',
    category: 'Category',
    price: 'Price',
    quantity: 'Quantity',
    sku: 'SKU',
    issues: 'Issues',
    actions: 'Actions',
    statuses: { valid: 'Valid', warning: 'Warning', error: 'Error' },
    missingName: 'Missing name',
    row: 'Row {line}',
    rowLabel: 'row {line}',
    skuFromName: 'made from the name',
    none: 'None',
    edit: 'Edit Product',
    remove: 'Remove',
    errorRows: "{count} products have errors and won't be uploaded. Please fix them first.",
  },
  edit: {
    title: 'Edit Product (row {line})',
    name: 'Product name',
    category: 'Category',
    price: 'Price (RM)',
    quantity: 'Quantity',
    sku: 'SKU',
    description: 'Description',
    cancel: 'Cancel',
    save: 'Save Changes',
  },
  progress: {
    none: 'No upload in progress',
    uploading: 'Uploading products…',
    finished: 'Upload finished',
    processed: '{processed} of {total}',
    bar: 'Upload progress',
    counts: 'Upload counts',
    successful: 'Successful',
    failed: 'Failed',
    remaining: 'Remaining',
    uploaded: 'Upload completed! {count} products were successfully uploaded to your store.',
    banner: 'Bulk upload completed! {count} products uploaded successfully. Redirecting to dashboard...',
    notUploaded: 'Not uploaded',
    row: 'Row {line}',
    manageProducts: 'Go to Manage Products',
    another: 'Upload another file',
  },
  /** The product categories the shop's filters do not list (messages(lang).catalogue.filters.categories has the rest). */
  moreCategories: {
    toys: categoryName('toys'),
    beauty: categoryName('beauty'),
    automotive: categoryName('automotive'),
    other: categoryName('other'),
  },
  /** What the Upload and Progress tabs say when the shop could not be reached. */
  connection: 'The shop could not be reached. Check your connection and try again.',
  /** The refusals of a file and of its rows, and the server's answers any form may meet, by code. */
  refusals: textsOf(refusals, [...BULK_REFUSALS, ...ANSWER_REFUSALS]),
};
