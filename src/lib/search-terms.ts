/**
 * How a search understands what Labuan types: Malay and English names of the same thing (SEARCH_SYNONYMS, kept as
 * data), and one or two typos on a long word (deletion keys, looked up in the database's `search_spellings`, then
 * measured here). Pure: the listing's query (src/data/catalogue.ts) and the suggestions use it.
 */

/**
 * Names of the same thing that a search for one finds the others by, in Malay and English. A search word that is
 * one of them (whole, not a part of a longer word) also finds products naming any other of its group. Lower case;
 * a name of two words is matched as a phrase.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['ikan', 'fish'],
  ['udang', 'prawn', 'prawns'],
  ['sotong', 'squid', 'calamari'],
  ['ketam', 'crab', 'crabs'],
  ['kerang', 'cockle', 'cockles'],
  ['ayam', 'chicken'],
  ['daging', 'meat', 'beef'],
  ['lembu', 'beef'],
  ['kambing', 'mutton', 'goat'],
  ['sayur', 'sayuran', 'vegetable', 'vegetables'],
  ['madu', 'honey'],
  ['telur', 'egg', 'eggs'],
  ['buah', 'fruit', 'fruits'],
  ['beras', 'rice'],
  ['kangkung', 'water spinach'],
  ['sawi', 'choy sum'],
  ['terung', 'brinjal', 'eggplant', 'aubergine'],
  ['cili', 'chilli', 'chili'],
  ['bayam', 'spinach'],
  ['timun', 'cucumber'],
  ['kacang', 'beans', 'nuts'],
  ['kerapu', 'grouper'],
  ['tenggiri', 'mackerel'],
  ['kembung', 'mackerel'],
  ['bilis', 'anchovy', 'anchovies'],
  ['kopi', 'coffee'],
  ['teh', 'tea'],
  ['gula', 'sugar'],
  ['garam', 'salt'],
  ['minyak', 'oil'],
  ['tikar', 'mat'],
  ['baju', 'shirt', 'clothes'],
  ['kain', 'cloth', 'fabric'],
  ['lampu', 'lamp', 'lantern'],
  ['kuih', 'cake', 'cakes'],
];

const GROUPS_BY_WORD: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SEARCH_SYNONYMS)
    for (const name of group) map.set(name, [...new Set([...(map.get(name) ?? []), ...group])]);
  return map;
})();

/** The other names of a word (not itself), or none. */
export function synonymsOf(word: string): string[] {
  return (GROUPS_BY_WORD.get(word) ?? []).filter((name) => name !== word);
}

/** A word shorter than this is never taken for a typo: too many words lie one letter from it. */
const MIN_TYPO_WORD = 5;
/** Words of the catalogue this long or longer are kept with their deletion keys (a typed five may lack a letter). */
const MIN_SPELLING_WORD = 4;
/** Longest word given keys: a longer one is no word a buyer types (and its keys would be hundreds). */
const MAX_SPELLING_WORD = 20;
/** At most this many words of one search are checked for typos, and this many spellings kept for each. */
const MAX_TYPO_WORDS = 3;
const MAX_CORRECTIONS = 3;

/** The edits forgiven on a typed word: none below five letters, one up to seven, two from eight. */
export function typosAllowed(word: string): number {
  const length = [...word].length;
  return length < MIN_TYPO_WORD ? 0 : length < 8 ? 1 : 2;
}

/**
 * The words of a text as the search index splits them (FTS5's unicode61 with diacritics removed): lower case,
 * accents dropped, split at anything but a letter or digit.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The spellings of a word with up to `depth` of its letters left out, the word itself included. */
export function deletionKeys(word: string, depth: number): string[] {
  const keys = new Set([word]);
  let frontier = [word];
  for (let level = 0; level < depth; level++) {
    const next: string[] = [];
    for (const key of frontier) {
      const letters = [...key];
      for (let i = 0; i < letters.length; i++) {
        const shorter = [...letters.slice(0, i), ...letters.slice(i + 1)].join('');
        if (shorter && !keys.has(shorter)) {
          keys.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return [...keys];
}

/** The keys a catalogue word is kept under: any typed word within two edits shares one with it. */
export function spellingKeys(word: string): string[] {
  const length = [...word].length;
  if (length < MIN_SPELLING_WORD || length > MAX_SPELLING_WORD || !/\p{L}/u.test(word)) return [];
  return deletionKeys(word, 2);
}

/**
 * Edits between two words: a letter added, left out, changed, or two neighbours swapped ("durain" for "durian" is
 * one), each counted once (optimal string alignment).
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[x.length]![y.length]!;
}

/**
 * The catalogue words a typed word may have meant, nearest first, from the words that share a deletion key with it;
 * none when the word is itself one of them (it is no typo) or too short to judge.
 */
export function correctionsOf(typed: string, found: readonly string[]): string[] {
  const allowed = typosAllowed(typed);
  if (allowed === 0 || found.includes(typed)) return [];
  return [...new Set(found)]
    .map((word) => ({ word, distance: editDistance(typed, word) }))
    .filter((entry) => entry.distance > 0 && entry.distance <= allowed)
    .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word))
    .slice(0, MAX_CORRECTIONS)
    .map((entry) => entry.word);
}

/** The words of a search worth checking for typos: long enough, not a synonym already, at most MAX_TYPO_WORDS. */
export function typoCandidates(words: readonly string[]): string[] {
  return [...new Set(words)]
    .filter((word) => typosAllowed(word) > 0 && !GROUPS_BY_WORD.has(word) && [...word].length <= MAX_SPELLING_WORD)
    .slice(0, MAX_TYPO_WORDS);
}

/** The deletion keys a typed word is looked up by. */
export function lookupKeys(word: string): string[] {
  return deletionKeys(word, typosAllowed(word));
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The whole-word query (FTS5, unicode61 words) that finds what a search means beyond its letters: each of its
 * words, or any other name of it, or a spelling it may have meant; every word must be met. Null when no word has
 * another name or a correction: the search's own letters are then the whole search.
 */
export function meaningQuery(
  words: readonly string[],
  corrections: ReadonlyMap<string, readonly string[]>,
): string | null {
  const othersOf = (word: string) => [...new Set([...synonymsOf(word), ...(corrections.get(word) ?? [])])];
  const shown = words.slice(0, 8);
  if (!shown.some((word) => othersOf(word).length > 0)) return null;
  // One word: its letters are already searched; the whole words add only its other names. Several: each word, as
  // typed or by another name, must be met.
  if (shown.length === 1) return othersOf(shown[0]!).map(quoted).join(' OR ');
  return shown
    .map((word) => {
      const alternatives = [word, ...othersOf(word)].map(quoted);
      return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`;
    })
    .join(' AND ');
}

/** Suggestions shown as one types: at most this many in all, the categories and stores among them at most two each. */
export const MAX_SUGGESTIONS = 8;
export const MAX_NAMED_SUGGESTIONS = 2;
/** Suggestions start at this many characters typed. */
export const MIN_SUGGEST = 2;

/**
 * The whole-word query of product names that suggestions come from: every typed word as the start of a word of the
 * name, or one of its other names; the last word may be unfinished, so each is a prefix.
 */
export function suggestionQuery(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  const parts = words.slice(0, 8).map((word) => {
    const alternatives = [`${quoted(word)}*`, ...synonymsOf(word).map(quoted)];
    return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' OR ')})`;
  });
  return `{name} : ${parts.join(' AND ')}`;
}

/**
 * Whether a name (of a store, a category) answers a typed search: each typed word starts one of its words, or
 * one of the typed word's other names does.
 */
export function nameAnswers(name: string, words: readonly string[]): boolean {
  const own = searchWords(name);
  return (
    words.length > 0 &&
    words.every((word) => [word, ...synonymsOf(word)].some((term) => own.some((part) => part.startsWith(term))))
  );
}
