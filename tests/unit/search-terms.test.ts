import { describe, expect, it } from 'vitest';
import {
  correctionsOf,
  deletionKeys,
  editDistance,
  lookupKeys,
  meaningQuery,
  nameAnswers,
  SEARCH_SYNONYMS,
  searchWords,
  spellingKeys,
  suggestionQuery,
  synonymsOf,
  typoCandidates,
  typosAllowed,
} from '../../src/lib/search-terms';

describe('synonyms', () => {
  it('names each thing in Malay and English, both ways', () => {
    for (const [malay, english] of [
      ['ikan', 'fish'],
      ['udang', 'prawn'],
      ['sotong', 'squid'],
      ['ketam', 'crab'],
      ['ayam', 'chicken'],
      ['sayur', 'vegetables'],
      ['madu', 'honey'],
    ] as const) {
      expect(synonymsOf(malay)).toContain(english);
      expect(synonymsOf(english)).toContain(malay);
    }
    expect(synonymsOf('beef')).toEqual(expect.arrayContaining(['daging', 'lembu', 'meat']));
    expect(synonymsOf('durian')).toEqual([]);
  });

  it('is kept in lower case, without repeats in a group', () => {
    for (const group of SEARCH_SYNONYMS) {
      expect(group.every((name) => name === name.toLowerCase())).toBe(true);
      expect(new Set(group).size).toBe(group.length);
    }
  });
});

describe('typos', () => {
  it('forgives none below five letters, one up to seven, two from eight', () => {
    expect(['ikan', 'durian', 'tenggiri'].map(typosAllowed)).toEqual([0, 1, 2]);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('durain', 'durian')).toBe(1);
    expect(editDistance('kangkong', 'kangkung')).toBe(1);
    expect(editDistance('sutang', 'sotong')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('makes the deletion keys a typed word and a catalogue word share', () => {
    expect(deletionKeys('abc', 1).sort()).toEqual(['ab', 'abc', 'ac', 'bc']);
    expect(spellingKeys('ikan')).toContain('ik');
    expect(spellingKeys('teh')).toEqual([]);
    const shared = (typed: string, word: string) => lookupKeys(typed).some((key) => spellingKeys(word).includes(key));
    expect(shared('durain', 'durian')).toBe(true);
    expect(shared('kangkong', 'kangkung')).toBe(true);
    expect(shared('kangkng', 'kangkung')).toBe(true);
  });

  it('chooses the nearest words, none for a known word or a short one', () => {
    expect(correctionsOf('durain', ['durian', 'during', 'dura'])).toEqual(['durian']);
    expect(correctionsOf('kangkung', ['kangkung', 'kangkong'])).toEqual([]);
    expect(correctionsOf('ikna', ['ikan'])).toEqual([]);
    expect(typoCandidates(['ikan', 'durain', 'prawns', 'kangkong', 'sotnog', 'kerpau'])).toEqual([
      'durain',
      'kangkong',
      'sotnog',
    ]);
  });
});

describe('the queries', () => {
  it('splits words as the index does: lower case, accents dropped', () => {
    expect(searchWords('Crème BRÛLÉE, ikan-bilis')).toEqual(['creme', 'brulee', 'ikan', 'bilis']);
  });

  it('widens a search only when a word has another name or a likely spelling', () => {
    expect(meaningQuery(['durian'], new Map())).toBeNull();
    expect(meaningQuery(['ikan'], new Map())).toBe('"fish"');
    expect(meaningQuery(['ikan', 'segar'], new Map())).toBe('("ikan" OR "fish") AND "segar"');
    expect(meaningQuery(['durain'], new Map([['durain', ['durian']]]))).toBe('"durian"');
    expect(meaningQuery(['say"ur'], new Map())).toBeNull();
  });

  it('suggests from the start of words of a name', () => {
    expect(suggestionQuery(['ud'])).toBe('{name} : "ud"*');
    expect(suggestionQuery([])).toBeNull();
    expect(nameAnswers('Kebun Hijau Farm', ['hij'])).toBe(true);
    expect(nameAnswers('Sayur-sayuran', ['vegetables'])).toBe(true);
    expect(nameAnswers('Seafood', ['ikan'])).toBe(false);
  });
});
