/** Migrates the local database and seeds the demo data when it is empty. `--reset` starts from nothing. */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { seedDemo } from '../src/data/demo/seed';
import { refreshAllSpellings } from '../src/data/search-spellings';
import { applyMigrations, localPlatform, readMigrations, ROOT } from './local-db';

const statePath = process.env.MARKET_STATE_DIR || '.wrangler/state';
if (process.argv.includes('--reset')) {
  await rm(join(statePath.startsWith('/') ? '' : ROOT, statePath), { recursive: true, force: true });
  console.log('Local data removed.');
}
const platform = await localPlatform(statePath);
try {
  const applied = await applyMigrations(platform.env.DB, await readMigrations());
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Migrations up to date.');
  console.log((await seedDemo(platform.env.DB)) ? 'Seeded the demo data.' : 'Demo data already present.');
  // The words of products written since (or before this migration) filed for searches with typos.
  await refreshAllSpellings(platform.env.DB);
} finally {
  await platform.dispose();
}
