import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { LANGUAGES } from '../../src/lib/languages';
import { decodeRefusal, encodeRefusal, REFUSAL_CODES, refusalText, refusalValueNames } from '../../src/lib/refusals';

const named = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

describe('the refusal codes', () => {
  it('have a text in every language, naming exactly the values the code carries', () => {
    for (const lang of LANGUAGES) {
      const texts = messages(lang).refusals;
      expect(Object.keys(texts).sort(), lang).toEqual([...REFUSAL_CODES].sort());
      for (const code of REFUSAL_CODES) {
        expect(texts[code].trim(), `${lang} ${code}`).not.toBe('');
        expect(named(texts[code]), `${lang} ${code}`).toEqual(refusalValueNames(code).sort());
      }
    }
  });

  it('are said differently in Bahasa Malaysia than in English', () => {
    const [en, ms] = [messages('en').refusals, messages('ms').refusals];
    for (const code of REFUSAL_CODES) expect(ms[code], code).not.toBe(en[code]);
  });

  it('travel as a message and come back the same', () => {
    const refusal = { code: 'auth.tooManyAttempts', values: { minutes: 15 } } as const;
    expect(decodeRefusal(encodeRefusal(refusal))).toEqual(refusal);
    expect(decodeRefusal(encodeRefusal({ code: 'access.signIn' }))).toEqual({ code: 'access.signIn', values: {} });
  });

  it('read no refusal from a message that is not one', () => {
    for (const message of [
      'Please sign in to continue.',
      '{"code":"no.such"}',
      '{"code":"auth.tooManyAttempts","values":{}}',
      '{"code":"auth.tooManyAttempts","values":{"minutes":{}}}',
      '{"code":"access.signIn","values":[]}',
      '{not json',
      null,
    ])
      expect(decodeRefusal(message), String(message)).toBeNull();
  });

  it('are said in each language with their values filled in', () => {
    const refusal = { code: 'auth.tooManyAttempts', values: { minutes: 15 } } as const;
    expect(refusalText(messages('en').refusals, refusal)).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    expect(refusalText(messages('ms').refusals, refusal)).toBe(
      'Terlalu banyak cubaan log masuk yang gagal. Sila tunggu 15 minit dan cuba lagi.',
    );
  });
});
