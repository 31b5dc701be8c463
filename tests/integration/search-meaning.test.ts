/**
 * The listing's search understands what is meant: other names of a thing (SEARCH_SYNONYMS) and one or two typos on
 * a long word, from the words filed under their deletion keys (migrations/0033), kept current as products change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPage } from '../../src/data/catalogue';
import { refreshAllSpellings, spellingsNear } from '../../src/data/search-spellings';
import { DEFAULT_LISTING_QUERY, type ListingQuery } from '../../src/lib/catalogue';
import { freshDatabase } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  await refreshAllSpellings(db);
});
afterAll(() => dispose());

const search = async (q: string) =>
  (await listingPage(db, { ...DEFAULT_LISTING_QUERY, q } as ListingQuery)).products.map((p) => p.id);

describe('a search with other names and typos', () => {
  it('finds a product by its other name in the other language', async () => {
    expect(await search('fish')).toContain('fish-kerapu'); // "Ikan Kerapu": no "fish" in its text
    expect(await search('prawn')).toContain('fish-udang');
    expect(await search('squid')).toContain('fish-sotong');
    expect(await search('sotong')).toContain('fish-sotong');
    expect(await search('ketam')).toContain('fish-ketam');
    expect(await search('honey')).toContain('food-madu');
    expect(await search('madu')).toContain('food-madu');
  });

  it('matches another name as a whole word, not inside a longer one', async () => {
    // "ikan" means fish, not "fishing": the lantern's text speaks of night fishing.
    const found = await search('ikan');
    expect(found).toContain('fish-kerapu');
    expect(found).toContain('food-amplang');
    expect(found).not.toContain('elec-lantern');
  });

  it('forgives one typo on a word of five to seven letters and two from eight', async () => {
    expect(await search('kangkong')).toContain('veg-kangkung');
    expect(await search('kangkng')).toContain('veg-kangkung');
    expect(await search('sotnog')).toContain('fish-sotong'); // a swap of two neighbours is one edit
    expect(await search('sutang')).toEqual([]); // six letters, two edits: too far
    expect(await search('kerpau')).toContain('fish-kerapu'); // a swap is one edit
    expect(await search('terung')).toContain('veg-terung');
  });

  it('does not guess on a word it knows or on a short word', async () => {
    expect(await spellingsNear(db, ['kangkung'])).toEqual(new Map());
    expect(await spellingsNear(db, ['sawo'])).toEqual(new Map());
  });

  it('files the words of a product written after the last refresh', async () => {
    await db.prepare("UPDATE products SET name = 'Durian Musang King' WHERE id = 'food-sambal'").run();
    expect(await search('durain')).toEqual([]);
    expect(await refreshAllSpellings(db)).toBe(1);
    expect(await search('durain')).toContain('food-sambal');
    expect(await refreshAllSpellings(db)).toBe(0);
  });
});
