import { localPlatform, readMigrations } from './local-db';
import { applyMigrations } from '../src/data/migrate';
import { seedDemo } from '../src/data/demo/seed';
import { listingPage } from '../src/data/catalogue';
import { DEFAULT_LISTING_QUERY } from '../src/lib/catalogue';
const p = await localPlatform(false);
const db = p.env.DB;
await applyMigrations(db, await readMigrations()); await seedDemo(db);
const orig = db.prepare.bind(db);
(db as any).prepare = (sql: string) => { try { return orig(sql); } finally { if (sql.includes('hits')) console.log(sql); } };
try { console.log(await listingPage(db, { ...DEFAULT_LISTING_QUERY, q: 'kangkung' })); } catch (e) { console.log(String(e)); }
await p.dispose();
