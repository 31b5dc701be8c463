/**
 * Bulk upload writes: rows checked again here against the merchant's own catalogue, then written as new
 * products of that merchant only. Error rows are never written. A row whose SKU is taken by the time it is
 * written (an earlier batch, a second upload of the same file, another tab) is skipped by the unique index
 * and reported as failed, never duplicated.
 *
 * Imported products have no photos: they go live (out of stock at quantity 0) with their category's
 * illustration, which the seller replaces by editing the product.
 */
import { checkRows, type RawRow } from '../lib/bulk-import/rows';
import { ROW_MESSAGES } from '../lib/bulk-import/limits';
import { MAX_BOUND_PARAMETERS } from './sql';

export interface ImportResult {
  line: number;
  ok: boolean;
  /** The new product's id when written. */
  id?: string;
  sku: string;
  /** Why the row was not written. */
  message?: string;
}

export const placeholderImage = (category: string) => `/products/placeholder-${category}.svg`;

/** Splits values so that each statement binds at most `perRow` × n plus `fixed` parameters, within D1's limit. */
function chunked<T>(values: readonly T[], perRow: number, fixed = 0): T[][] {
  const size = Math.max(1, Math.floor((MAX_BOUND_PARAMETERS - fixed) / perRow));
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
}

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** Which of these SKUs the merchant's catalogue already has. */
export async function existingSkus(db: D1Database, merchantId: string, skus: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(skus.filter((sku) => sku !== ''))];
  if (unique.length === 0) return new Set();
  const results = await db.batch(
    chunked(unique, 1, 1).map((chunk) =>
      db.prepare(`SELECT sku FROM products WHERE merchant_id = ? AND sku IN (${marks(chunk.length)})`).bind(merchantId, ...chunk),
    ),
  );
  return new Set(results.flatMap((result) => (result.results as { sku: string }[]).map((row) => row.sku)));
}

const PRODUCT_COLUMNS = ['id', 'merchant_id', 'name', 'description', 'category', 'sku', 'price_sen', 'stock', 'image_url', 'status', 'created_at', 'updated_at'] as const;

/**
 * Imports rows as typed into the merchant's catalogue. Each row's result says whether it was written and,
 * if not, why. The checks are the Review tab's, made again here with the catalogue as it is now.
 */
export async function importProducts(
  db: D1Database,
  merchantId: string,
  rows: readonly RawRow[],
  now = new Date().toISOString(),
): Promise<ImportResult[]> {
  const firstCheck = checkRows(rows);
  const stored = await existingSkus(db, merchantId, firstCheck.map((row) => row.finalSku));
  const checked = checkRows(rows, stored);

  const toWrite = checked
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.status !== 'error')
    .map(({ row, index }) => ({
      index,
      values: {
        id: `p-${crypto.randomUUID()}`,
        merchant_id: merchantId,
        name: row.name.trim(),
        description: row.description.trim(),
        category: row.categoryValue!,
        sku: row.finalSku,
        price_sen: row.priceSen!,
        stock: row.quantityValue!,
        image_url: placeholderImage(row.categoryValue!),
        // Listed: the database makes it out of stock when it has none (migrations/0007, status follows stock).
        status: 'active',
        created_at: now,
        updated_at: now,
      } satisfies Record<(typeof PRODUCT_COLUMNS)[number], string | number>,
    }));

  if (toWrite.length > 0) {
    // OR IGNORE: a SKU taken since the check skips only its own row; the rows are all valid otherwise.
    const row = `(${marks(PRODUCT_COLUMNS.length)})`;
    await db.batch(
      chunked(toWrite, PRODUCT_COLUMNS.length).map((chunk) =>
        db
          .prepare(`INSERT OR IGNORE INTO products (${PRODUCT_COLUMNS.join(', ')}) VALUES ${chunk.map(() => row).join(', ')}`)
          .bind(...chunk.flatMap(({ values }) => PRODUCT_COLUMNS.map((column) => values[column]))),
      ),
    );
  }
  const ids = toWrite.map(({ values }) => values.id);
  const written = new Set<string>();
  if (ids.length > 0) {
    const results = await db.batch(
      chunked(ids, 1, 1).map((chunk) =>
        db.prepare(`SELECT id FROM products WHERE merchant_id = ? AND id IN (${marks(chunk.length)})`).bind(merchantId, ...chunk),
      ),
    );
    for (const result of results) for (const { id } of result.results as { id: string }[]) written.add(id);
  }
  const writtenByIndex = new Map(toWrite.filter(({ values }) => written.has(values.id)).map(({ index, values }) => [index, values.id]));

  return checked.map((row, index) => {
    const id = writtenByIndex.get(index);
    if (id) return { line: row.line, ok: true, id, sku: row.finalSku };
    const message = row.status === 'error' ? row.errors.join('; ') : ROW_MESSAGES.skuExists;
    return { line: row.line, ok: false, sku: row.finalSku, message };
  });
}
