/** Helpers for writing to D1 within its limits. */

/** D1 binds at most 100 parameters per statement. */
export const MAX_BOUND_PARAMETERS = 100;

export type Row = Record<string, string | number | null>;

/** `?, ?, ?` for n values. */
export const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** `?3, ?4, ?5` for n values bound from position `first` on: a list a statement names twice, bound once. */
export const numberedPlaceholders = (n: number, first: number) =>
  Array.from({ length: n }, (_, i) => `?${first + i}`).join(', ');

/**
 * Splits values so that each statement binds at most `perRow` × n plus `fixed` parameters, within D1's
 * limit: a statement per chunk, all in one `db.batch()`.
 */
export function chunked<T>(values: readonly T[], perRow = 1, fixed = 0): T[][] {
  const size = Math.max(1, Math.floor((MAX_BOUND_PARAMETERS - fixed) / perRow));
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += size) chunks.push(values.slice(start, start + size));
  return chunks;
}

/**
 * Prepared INSERT statements for many rows, as few as D1's parameter limit allows: run them in one
 * `db.batch()` so that they commit together.
 */
export function insertStatements(db: Database, table: string, rows: Row[]): D1PreparedStatement[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const row = `(${placeholders(columns.length)})`;
  return chunked(rows, columns.length).map((chunk) =>
    db
      .prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => row).join(', ')}`)
      .bind(...chunk.flatMap((r) => columns.map((c) => r[c] ?? null))),
  );
}

/** Each statement's rows, in the order the statements were given. */
export type BatchRows<T extends readonly unknown[]> = { -readonly [K in keyof T]: T[K][] };

/**
 * Runs reads in one `db.batch()` (one round trip, one consistent view) and gives each statement's rows, typed as
 * the caller names them: `readBatch<[OrderRow, ItemRow]>(db, [orders, items])`. D1 cannot know what a SELECT
 * returns, so this is the one place that takes the caller's word for it.
 */
export async function readBatch<T extends readonly unknown[]>(
  db: Database,
  statements: { [K in keyof T]: D1PreparedStatement },
): Promise<BatchRows<T>> {
  const answers = await db.batch(statements as readonly D1PreparedStatement[] as D1PreparedStatement[]);
  return answers.map((answer) => answer.results) as BatchRows<T>;
}
