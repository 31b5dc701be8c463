/**
 * What the listing's search box suggests as one types: products whose names answer the words typed (through the
 * whole-word index, migrations/0027), stores (from the Merchant filter's one row, migrations/0009) and categories,
 * at most MAX_SUGGESTIONS in all. A few rows read, whatever the size of the shop.
 */
import {
  MAX_NAMED_SUGGESTIONS,
  MAX_SUGGESTIONS,
  MIN_SUGGEST,
  nameAnswers,
  searchWords,
  suggestionQuery,
} from '../lib/search-terms';
import { foldQuotes } from '../lib/catalogue';

export type Suggestion =
  | { kind: 'product'; id: string; name: string }
  | { kind: 'store'; id: string; name: string }
  | { kind: 'category'; id: string };

/** Candidates read from the index, best first, before the visibility test. */
const PRODUCT_CANDIDATES = 24;

/**
 * Suggestions for a search typed so far; `categoryNames` names each category in every language a buyer may type
 * (the page's own first). Nothing under MIN_SUGGEST characters.
 */
export async function suggestionsFor(
  db: Database,
  typed: string,
  categoryNames: readonly { id: string; names: readonly string[] }[],
): Promise<Suggestion[]> {
  const text = foldQuotes(typed).trim().slice(0, 100);
  const words = searchWords(text);
  const query = suggestionQuery(words);
  if ([...text].length < MIN_SUGGEST || !query) return [];
  const [options, products] = await db.batch([
    db.prepare('SELECT options FROM merchant_filter_options WHERE id = 1'),
    db
      .prepare(
        `SELECT p.id, p.name FROM (SELECT rowid AS search_row FROM product_words WHERE product_words MATCH ?
           ORDER BY rank LIMIT ${PRODUCT_CANDIDATES}) hits
         CROSS JOIN product_search_rows s ON s.rowid = hits.search_row CROSS JOIN products p ON p.id = s.product_id
         WHERE p.status IN ('active', 'out_of_stock') AND p.merchant_active = 1
         ORDER BY p.units_sold DESC, p.name COLLATE NOCASE LIMIT ?`,
      )
      .bind(query, MAX_SUGGESTIONS),
  ]);
  const categories: Suggestion[] = categoryNames
    .filter((category) => category.names.some((name) => nameAnswers(name, words)))
    .slice(0, MAX_NAMED_SUGGESTIONS)
    .map((category) => ({ kind: 'category', id: category.id }));
  const row = (options!.results as { options: string }[])[0];
  const stores: Suggestion[] = (row ? (JSON.parse(row.options) as [string, string][]) : [])
    .filter(([, name]) => nameAnswers(name, words))
    .slice(0, MAX_NAMED_SUGGESTIONS)
    .map(([id, name]) => ({ kind: 'store', id, name }));
  const named = [...categories, ...stores];
  const found = (products!.results as { id: string; name: string }[])
    .slice(0, MAX_SUGGESTIONS - named.length)
    .map((p): Suggestion => ({ kind: 'product', id: p.id, name: p.name }));
  return [...found, ...named];
}
