/**
 * Bulk upload rows: a table read from a file becomes rows as typed, and each row is checked into valid,
 * warning or error with its messages. The same checks run in the Review tab (after an edit) and on the server
 * before anything is written, so the browser and the server judge a row alike; the server's word is final.
 */
import type { Category } from '../catalogue';
import { TEXT_LIMITS } from '../product-limits';
import { categoryFrom, categoryReader, sellablePrice, type CategoryNames } from '../product-rules';
import { LOW_STOCK_THRESHOLD } from '../stock';
import { FILE_REFUSALS, MAX_PRODUCTS, ROW_REFUSALS, TEMPLATE_COLUMNS_MS, type TemplateColumn } from './limits';

/** One row as the seller typed it; `line` is its row number in the file (the header is row 1). */
export interface RawRow {
  line: number;
  name: string;
  category: string;
  price: string;
  quantity: string;
  sku: string;
  description: string;
}

export type RowStatus = 'valid' | 'warning' | 'error';

/** The spec's bulk upload row, with the values to store when it has no errors. */
export interface BulkRow extends RawRow {
  id: string;
  status: RowStatus;
  errors: string[];
  warnings: string[];
  /** The SKU the product gets: the one typed, or one made from the name when none was typed. */
  finalSku: string;
  /** Price in sen when it parsed (negative ones too, so that the table can show them in red). */
  priceSen: number | null;
  quantityValue: number | null;
  categoryValue: Category | null;
}

/** What a file turns into: rows, or a refusal that says why. */
export type ReadResult = { ok: true; rows: RawRow[] } | { ok: false; message: string };

/** A table of cells with the row number each row had in the file. */
export interface TableRow {
  line: number;
  cells: string[];
}

export { categoryFrom };

/** Column names as sellers write them, in English or Bahasa Malaysia, mapped to the template's columns. */
const HEADER_ALIASES: Record<string, TemplateColumn> = {
  ...(Object.fromEntries(Object.entries(TEMPLATE_COLUMNS_MS).map(([column, name]) => [name, column])) as Record<
    string,
    TemplateColumn
  >),
  'nama produk': 'name',
  produk: 'name',
  'harga seunit': 'price',
  stok: 'quantity',
  keterangan: 'description',
  name: 'name',
  'product name': 'name',
  product: 'name',
  category: 'category',
  price: 'price',
  'unit price': 'price',
  quantity: 'quantity',
  qty: 'quantity',
  stock: 'quantity',
  sku: 'sku',
  description: 'description',
};

const REQUIRED_COLUMNS: TemplateColumn[] = ['name', 'category', 'price', 'quantity'];

const normaliseHeader = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

const blankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The rows of a table whose first non-blank row names the columns. Blank rows are skipped. */
export function rowsFromTable(table: readonly TableRow[]): ReadResult {
  const headerIndex = table.findIndex((row) => !blankRow(row.cells));
  if (headerIndex < 0) return { ok: false, message: FILE_REFUSALS.empty };
  const header = table[headerIndex]!.cells.map(normaliseHeader);
  const columns = new Map<TemplateColumn, number>();
  header.forEach((cell, index) => {
    const column = HEADER_ALIASES[cell];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  if (REQUIRED_COLUMNS.some((column) => !columns.has(column))) return { ok: false, message: FILE_REFUSALS.noHeader };
  const rows: RawRow[] = [];
  for (const { line, cells } of table.slice(headerIndex + 1)) {
    if (blankRow(cells)) continue;
    if (rows.length === MAX_PRODUCTS) return { ok: false, message: FILE_REFUSALS.tooManyRows };
    const cell = (column: TemplateColumn) => {
      const index = columns.get(column);
      return index === undefined ? '' : (cells[index] ?? '');
    };
    rows.push({
      line,
      name: cell('name'),
      category: cell('category'),
      price: cell('price'),
      quantity: cell('quantity'),
      sku: cell('sku'),
      description: cell('description'),
    });
  }
  if (rows.length === 0) return { ok: false, message: FILE_REFUSALS.empty };
  return { ok: true, rows };
}

/** A price as a seller types it ("12.5", "$12.50", "-3"), in sen; null when it is not a plain amount. */
export function parsePrice(text: string): number | null {
  const match = /^\s*(-)?\s*(?:\$|RM)?\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/i.exec(text);
  if (!match) return null;
  const sen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] && sen !== 0 ? -sen : sen;
}

/** A whole number of units; "12.0" from a spreadsheet counts as 12. */
export function parseQuantity(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:\.0+)?\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}

/** A SKU made from the name, so that the same row uploaded twice still meets the SKU already stored. */
export function skuFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  if (slug) return slug;
  // A name with no Latin letters or digits still gets a stable SKU: a hash of its text.
  let hash = 0x811c9dc5;
  for (const char of name.trim()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `ITEM-${hash.toString(16).toUpperCase().padStart(8, '0')}`;
}

const tooLong = (text: string, limit: number) => [...text].length > limit;

/**
 * Checks every row. `catalogueSkus` are the SKUs the seller's catalogue already has; a SKU met twice in the
 * file is an error on the later row. A category may be typed as its value or English label, or by any of
 * `categoryNames` (each language's names, src/i18n/category-names.ts), so that a file filled in in Bahasa
 * Malaysia, or exported from Manage Products in it, reads the same on either language's page. Messages
 * follow the order of the columns.
 */
export function checkRows(
  rows: readonly RawRow[],
  catalogueSkus: Iterable<string> = [],
  categoryNames: readonly CategoryNames[] = [],
): BulkRow[] {
  const stored = new Set(catalogueSkus);
  const categoryOf = categoryReader(categoryNames);
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const errors: string[] = [];
    const warnings: string[] = [];
    const name = row.name.trim();
    if (!name) errors.push(ROW_REFUSALS.nameRequired);
    else if (tooLong(name, TEXT_LIMITS.name)) errors.push(ROW_REFUSALS.nameTooLong);

    const categoryValue = categoryOf(row.category);
    if (!row.category.trim()) errors.push(ROW_REFUSALS.categoryRequired);
    else if (!categoryValue) errors.push(ROW_REFUSALS.categoryUnknown);

    const priceSen = parsePrice(row.price);
    if (!row.price.trim()) errors.push(ROW_REFUSALS.priceRequired);
    else if (priceSen === null) errors.push(ROW_REFUSALS.priceNotNumber);
    else if (priceSen < 0) errors.push(ROW_REFUSALS.priceNegative);
    else if (!sellablePrice(priceSen)) errors.push(ROW_REFUSALS.priceZero);

    const quantityValue = parseQuantity(row.quantity);
    if (quantityValue === null) errors.push(ROW_REFUSALS.quantityInvalid);
    else if (quantityValue < LOW_STOCK_THRESHOLD) warnings.push(ROW_REFUSALS.lowStock);

    const typedSku = row.sku.trim();
    const finalSku = typedSku || (name ? skuFromName(name) : '');
    if (tooLong(typedSku, TEXT_LIMITS.sku)) errors.push(ROW_REFUSALS.skuTooLong);
    else if (finalSku) {
      const earlier = seen.get(finalSku);
      if (earlier !== undefined) errors.push(ROW_REFUSALS.skuDuplicate(earlier));
      else {
        seen.set(finalSku, row.line);
        if (stored.has(finalSku)) errors.push(ROW_REFUSALS.skuExists);
      }
    }

    if (tooLong(row.description.trim(), TEXT_LIMITS.description)) errors.push(ROW_REFUSALS.descriptionTooLong);

    const status: RowStatus = errors.length > 0 ? 'error' : warnings.length > 0 ? 'warning' : 'valid';
    return {
      ...row,
      id: `row-${row.line}`,
      status,
      errors,
      warnings,
      finalSku,
      priceSen,
      quantityValue,
      categoryValue,
    };
  });
}

export interface RowCounts {
  total: number;
  valid: number;
  warnings: number;
  errors: number;
  /** Rows that will be uploaded: valid plus warning. */
  uploadable: number;
}

export function countRows(rows: readonly Pick<BulkRow, 'status'>[]): RowCounts {
  const count = (status: RowStatus) => rows.filter((row) => row.status === status).length;
  const valid = count('valid');
  const warnings = count('warning');
  return { total: rows.length, valid, warnings, errors: count('error'), uploadable: valid + warnings };
}

/** The row as typed, for sending it to the server: never the checked values, which the server works out again. */
export function rawRow(row: RawRow): RawRow {
  const { line, name, category, price, quantity, sku, description } = row;
  return { line, name, category, price, quantity, sku, description };
}
