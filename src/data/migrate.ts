/**
 * Applies `migrations/*.sql` in name order, recording each in wrangler's own `d1_migrations` table, so that
 * a database set up here and one migrated by `wrangler d1 migrations apply` agree on what has been applied.
 */

export interface Migration {
  name: string;
  sql: string;
}

/** Splits a SQL file into statements: on semicolons outside quotes, dropping `--` comments. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i]!;
    if (quote) {
      current += char;
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
      current += char;
    } else if (char === '-' && sql[i + 1] === '-') {
      while (i < sql.length && sql[i] !== '\n') i++;
      current += '\n';
    } else if (char === ';' && insideTriggerBody(current)) {
      // A trigger's body holds statements of its own: the CREATE TRIGGER ends at its END.
      current += char;
    } else if (char === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

function insideTriggerBody(statement: string): boolean {
  const text = statement.trim();
  return /^CREATE\s+(TEMP\s+|TEMPORARY\s+)?TRIGGER\b/i.test(text) && !/\bEND$/i.test(text);
}

export async function applyMigrations(db: Database, migrations: Migration[]): Promise<string[]> {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS d1_migrations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT UNIQUE,
        applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
      )`,
    )
    .run();
  const applied = new Set(
    (await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()).results.map((r) => r.name),
  );
  const done: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    if (applied.has(migration.name)) continue;
    await db.batch([
      ...splitStatements(migration.sql).map((statement) => db.prepare(statement)),
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(migration.name),
    ]);
    done.push(migration.name);
  }
  return done;
}
