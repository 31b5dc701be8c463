/**
 * A scratch database at scale, for measuring: the migrations, the demo data, then `--products N` products and
 * `--orders M` orders (see scripts/scale-data.ts).
 *
 *   npm run db:scale -- --products 20000 --orders 200000
 *
 * It lives in its own folder, MARKET_STATE_DIR (default `.wrangler/scale`), which is emptied first; it refuses the
 * folder of your own local data (`.wrangler/state`).
 */
import { existsSync } from 'node:fs';
import { readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { seedDemo } from '../src/data/demo/seed';
import { refreshAllSpellings } from '../src/data/search-spellings';
import { applyMigrations, localPlatform, readMigrations, ROOT } from './local-db';
import { growToScale } from './scale-data';

export const SCALE_MARKER = 'scale-database.json';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '20000' }, orders: { type: 'string', default: '200000' } },
});
const products = Number(values.products);
const orders = Number(values.orders);
if (
  !Number.isInteger(products) ||
  !Number.isInteger(orders) ||
  products < 100 ||
  orders < 100 ||
  products > 1_000_000 ||
  orders > 5_000_000
) {
  console.error('usage: npm run db:scale -- --products N --orders M   (whole numbers, 100 or more)');
  process.exit(2);
}

const statePath = process.env.MARKET_STATE_DIR || '.wrangler/scale';
const stateDir = resolve(ROOT, statePath);
if (
  stateDir === resolve(ROOT, '.wrangler/state') ||
  stateDir === resolve(ROOT, '.wrangler') ||
  stateDir === resolve(ROOT)
) {
  console.error(
    `Refusing to grow ${statePath}: that is your local data. Set MARKET_STATE_DIR to a scratch folder (default .wrangler/scale).`,
  );
  process.exit(2);
}
// The folder is emptied: only when it is new, empty, or an earlier scale database.
if (existsSync(stateDir) && (await readdir(stateDir)).length > 0 && !existsSync(join(stateDir, SCALE_MARKER))) {
  console.error(`Refusing to empty ${statePath}: it holds data that db:scale did not make.`);
  process.exit(2);
}
await rm(stateDir, { recursive: true, force: true });
await mkdir(stateDir, { recursive: true });
// Marks the folder as a scale database at once, so that a run that fails half-way can be started again.
await writeFile(join(stateDir, SCALE_MARKER), JSON.stringify({ products, orders, complete: false }) + '\n');

const started = performance.now();
const platform = await localPlatform(stateDir);
try {
  const db = platform.env.DB;
  const applied = await applyMigrations(db, await readMigrations());
  console.log(`Applied migrations: ${applied.join(', ')}`);
  await seedDemo(db);
  console.log('Seeded the demo data.');
  await growToScale(db, { products, orders, progress: (line) => console.log(`  ${line}`) });
  console.log(`  spellings filed for ${await refreshAllSpellings(db)} products`);
  const counts: Record<string, number> = {};
  for (const table of [
    'users',
    'merchants',
    'products',
    'reviews',
    'orders',
    'order_items',
    'seller_orders',
    'order_events',
    'payments',
  ]) {
    counts[table] = (await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
  }
  const seconds = (performance.now() - started) / 1000;
  await writeFile(
    join(stateDir, SCALE_MARKER),
    JSON.stringify(
      {
        products,
        orders,
        complete: true,
        migrations: (await readMigrations()).map((m) => m.name),
        counts,
        seconds,
        madeAt: new Date().toISOString(),
      },
      null,
      2,
    ) + '\n',
  );
  console.log(
    `Grown to ${products.toLocaleString('en-US')} products and ${orders.toLocaleString('en-US')} orders in ${seconds.toFixed(1)} s (in ${statePath}):`,
  );
  for (const [table, n] of Object.entries(counts))
    console.log(`  ${table.padEnd(14)} ${n.toLocaleString('en-US').padStart(10)}`);
} finally {
  await platform.dispose();
}
