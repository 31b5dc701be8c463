/** Writes schema.sql: the schema of a new database with every migration applied (`npm run schema`). */
import { writeFile } from 'node:fs/promises';
import { applyMigrations, localPlatform, readMigrations, SCHEMA_FILE, schemaOf } from './local-db';

const platform = await localPlatform(false);
try {
  await applyMigrations(platform.env.DB, await readMigrations());
  await writeFile(SCHEMA_FILE, await schemaOf(platform.env.DB));
  console.log('Wrote schema.sql.');
} finally {
  await platform.dispose();
}
