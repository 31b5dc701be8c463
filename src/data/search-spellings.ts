/**
 * The catalogue's words kept with their deletion keys (migrations/0033), so that a search forgives a typo by
 * reading a few rows of an index, never the catalogue: `refreshSpellings` files the words of the products queued
 * since it last ran; `spellingsNear` finds the words a typed word may have meant.
 */
import { chunked, placeholders } from './sql';
import { correctionsOf, lookupKeys, searchWords, spellingKeys, typoCandidates } from '../lib/search-terms';

/** Products read from the queue at a time: their words' keys are a few thousand rows. */
const REFRESH_PRODUCTS = 100;

/**
 * Files the words of up to `limit` queued products (name and description) under their deletion keys, and takes
 * them off the queue, in one transaction per round; returns how many products were read. Safe to run again: a word
 * already kept is left as it is.
 */
export async function refreshSpellings(db: Database, limit = REFRESH_PRODUCTS): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT q.product_id, p.name, p.description FROM search_spelling_queue q
       LEFT JOIN products p ON p.id = q.product_id ORDER BY q.product_id LIMIT ?`,
    )
    .bind(limit)
    .all<{ product_id: string; name: string | null; description: string | null }>();
  if (results.length === 0) return 0;
  const words = new Set(results.flatMap((row) => searchWords(`${row.name ?? ''} ${row.description ?? ''}`)));
  const pairs = [...words].flatMap((word) => spellingKeys(word).map((key) => [key, word] as const));
  const statements = [
    ...chunked(pairs, 2).map((chunk) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO search_spellings (deletion_key, word) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
        )
        .bind(...chunk.flat()),
    ),
    ...chunked(results.map((row) => row.product_id)).map((ids) =>
      db.prepare(`DELETE FROM search_spelling_queue WHERE product_id IN (${placeholders(ids.length)})`).bind(...ids),
    ),
  ];
  await db.batch(statements);
  return results.length;
}

/** Runs `refreshSpellings` until the queue is empty (setting up a database; the schedule does a few rounds). */
export async function refreshAllSpellings(db: Database, maxRounds = Number.POSITIVE_INFINITY): Promise<number> {
  let total = 0;
  for (let round = 0; round < maxRounds; round++) {
    const read = await refreshSpellings(db);
    total += read;
    if (read === 0) break;
  }
  return total;
}

/**
 * For each word of a search that may be a typo (five letters or more, not a known name), the catalogue words it may
 * have meant, nearest first; a word the catalogue holds as typed has none. One statement per 100 keys, in one batch.
 */
export async function spellingsNear(db: Database, words: readonly string[]): Promise<Map<string, string[]>> {
  const typed = typoCandidates(words);
  const corrections = new Map<string, string[]>();
  if (typed.length === 0) return corrections;
  const keys = [...new Set(typed.flatMap(lookupKeys))];
  const answers = await db.batch(
    chunked(keys).map((chunk) =>
      db
        .prepare(`SELECT DISTINCT word FROM search_spellings WHERE deletion_key IN (${placeholders(chunk.length)})`)
        .bind(...chunk),
    ),
  );
  const found = [...new Set(answers.flatMap((answer) => (answer.results as { word: string }[]).map((r) => r.word)))];
  for (const word of typed) {
    const near = correctionsOf(word, found);
    if (near.length) corrections.set(word, near);
  }
  return corrections;
}
