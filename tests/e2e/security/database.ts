/**
 * Reads the security server's local D1 database straight from its SQLite file (read-only), so that a test can
 * prove a refused request changed nothing: every row of every table, compared before and after.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ROOT } from './surface';

const STATE_DIR = join(ROOT, '.wrangler/e2e-security/v3/d1/miniflare-D1DatabaseObject');
const R2_DIR = join(ROOT, '.wrangler/e2e-security/v3/r2');

function databaseFile(): string {
  const files = readdirSync(STATE_DIR).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  const [file] = files;
  if (files.length !== 1 || !file)
    throw new Error(`Expected one D1 database in the security server's state, found ${files.length}`);
  return join(STATE_DIR, file);
}

export type Snapshot = Record<string, unknown[]>;

export function snapshot(): Snapshot {
  const db = new DatabaseSync(databaseFile(), { readOnly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
      )
      .all() as { name: string }[];
    const result: Snapshot = {};
    for (const { name } of tables) {
      if (name === 'email_outbox') {
        // The messages queued, not how far their sending has got: a request that queued mail drains the outbox
        // after its response, which can land between the snapshots of the next, refused request. Whether a
        // request queued a message is what these snapshots compare.
        result[name] = db
          .prepare(
            // A link's token leaves the payload once sent (src/data/outbox.ts): compared without it.
            "SELECT id, message_key, kind, user_id, to_address, json_remove(payload, '$.token') AS payload, created_at FROM email_outbox ORDER BY id",
          )
          .all();
        continue;
      }
      // The full-text index's own tables are partly WITHOUT ROWID: those read in primary key order.
      try {
        result[name] = db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all();
      } catch {
        result[name] = db.prepare(`SELECT * FROM "${name}"`).all();
      }
    }
    return result;
  } finally {
    db.close();
  }
}

/** The tables whose rows differ between two snapshots, for a message that says where a change happened. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name])).sort();
}

/** One query, for fixtures: e.g. an application id or a notification id to aim at. */
export function query<T>(sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(databaseFile(), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The first row of a query that the test's own setup guarantees. */
export function queryOne<T>(sql: string, ...params: (string | number)[]): T {
  const [row] = query<T>(sql, ...params);
  if (row === undefined) throw new Error(`No row for: ${sql}`);
  return row;
}

/** The object blobs the local R2 keeps on disk (its own SQLite index aside): a new upload adds one. */
export function storedObjects(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return /\.sqlite(-shm|-wal)?$/.test(name) ? [] : [path.slice(R2_DIR.length + 1)];
    });
  return walk(R2_DIR).sort();
}

/**
 * One write straight into the server's database, for a test that must show what a page does with a value that
 * an older version let in (the shop itself no longer writes it). Returns the rows a RETURNING clause gives.
 */
export function execute<T>(sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(databaseFile());
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const KV_DIR = join(ROOT, '.wrangler/e2e-security/v3/kv');

/**
 * Moves a session's clock back, as if it had started `startedAgoMs` ago and been last seen `seenAgoMs` ago: its
 * KV value (Astro's session data, devalue's JSON form) is rewritten on disk, where the server reads it.
 */
export function ageSession(sessionId: string, startedAgoMs: number, seenAgoMs: number): void {
  const objects = join(KV_DIR, 'miniflare-KVNamespaceObject');
  const file = readdirSync(objects).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error('No KV namespace in the security server state');
  const index = new DatabaseSync(join(objects, file), { readOnly: true });
  const row = index.prepare('SELECT blob_id FROM _mf_entries WHERE key = ?').get(sessionId) as
    | { blob_id: string }
    | undefined;
  index.close();
  if (!row) throw new Error(`No session ${sessionId} in KV`);
  const [namespace] = readdirSync(KV_DIR).filter((name) => name !== 'miniflare-KVNamespaceObject');
  const blob = join(KV_DIR, namespace!, 'blobs', row.blob_id);
  const values = JSON.parse(readFileSync(blob, 'utf8')) as unknown[];
  // ["Map", key index, value index, ...]
  const map = values[0] as unknown as number[];
  const now = Date.now();
  for (let i = 1; i < map.length; i += 2) {
    const name = values[map[i]!];
    if (name !== 'startedAt' && name !== 'seenAt') continue;
    const entry = values[map[i + 1]!] as { data: number };
    values.push(now - (name === 'startedAt' ? startedAgoMs : seenAgoMs));
    entry.data = values.length - 1;
  }
  writeFileSync(blob, JSON.stringify(values));
}
