/**
 * The local database inside workerd (Miniflare): the same D1 that `astro preview` and `astro dev` serve.
 * Used by the setup script and the tests.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { Migration } from '../src/data/migrate';

export const ROOT = new URL('..', import.meta.url).pathname;

export async function readMigrations(): Promise<Migration[]> {
  const dir = join(ROOT, 'migrations');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(join(dir, name), 'utf8') })));
}

/** Local bindings; `statePath` (default `.wrangler/state`) is where workerd keeps the data, or false for memory. */
export async function localPlatform(statePath: string | false = process.env.MARKET_STATE_DIR || '.wrangler/state') {
  return getPlatformProxy<Env>({
    configPath: join(ROOT, 'wrangler.toml'),
    persist: statePath === false ? false : { path: join(statePath.startsWith('/') ? '' : ROOT, statePath, 'v3') },
  });
}
