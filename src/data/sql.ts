/** Helpers for writing to D1 within its limits. */

/** D1 binds at most 100 parameters per statement. */
export const MAX_BOUND_PARAMETERS = 100;

export type Row = Record<string, string | number | null>;

/**
 * Prepared INSERT statements for many rows, as few as D1's parameter limit allows: run them in one
 * `db.batch()` so that they commit together.
 */
export function insertStatements(db: D1Database, table: string, rows: Row[]): D1PreparedStatement[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const rowsPerStatement = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / columns.length));
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => placeholders).join(', ')}`;
    statements.push(db.prepare(sql).bind(...chunk.flatMap((row) => columns.map((c) => row[c] ?? null))));
  }
  return statements;
}
