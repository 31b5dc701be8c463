/** A real local D1 in workerd, in memory, with the real migrations and (by default) the demo data. */
import { applyMigrations } from '../../src/data/migrate';
import { seedDemo } from '../../src/data/demo/seed';
import { localPlatform, readMigrations } from '../../scripts/local-db';

export const SEEDED_AT = new Date('2026-11-20T04:00:00.000Z');

export async function freshDatabase({ seed = true } = {}) {
  const platform = await localPlatform(false);
  const db = platform.env.DB;
  await applyMigrations(db, await readMigrations());
  if (seed) await seedDemo(db, { now: SEEDED_AT, historyDays: 60 });
  return { db, platform, dispose: () => platform.dispose() };
}

/** Every row of every table, to compare a database before and after something that must change nothing. */
export async function snapshot(db: D1Database): Promise<Record<string, unknown[]>> {
  const tables = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name")
    .all<{ name: string }>();
  const result: Record<string, unknown[]> = {};
  for (const { name } of tables.results) {
    result[name] = (await db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()).results;
  }
  return result;
}
