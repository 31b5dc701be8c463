import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { refusalTexts } from '../../src/i18n/refusals';
import { AUTH_REFUSALS } from '../../src/islands/auth/texts';
import { confirmHint, passwordHint, validateSignUp } from '../../src/lib/accounts';
import { decodeRefusal, encodeRefusal, refusalText } from '../../src/lib/refusals';

/** The codes a source file refuses with (`said('code', ...)`). */
const codesSaidIn = (file: string) =>
  [...readFileSync(resolve(__dirname, '../..', file), 'utf8').matchAll(/\bsaid\('([\w.]+)'/g)].map((m) => m[1]!);

describe('the sign-in screen in Bahasa Malaysia', () => {
  const texts = { ...messages('ms').auth, refusals: refusalTexts('ms', AUTH_REFUSALS) };
  const say = (message: string | undefined) => refusalText(texts.refusals, decodeRefusal(message));

  it('is given a text for every refusal its checks and its server can say', () => {
    const codes = [...codesSaidIn('src/lib/accounts.ts'), ...codesSaidIn('src/actions/auth.ts')];
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect(AUTH_REFUSALS as readonly string[], code).toContain(code);
  });

  it('says the server’s refusals and the sign-up checks in Bahasa Malaysia', () => {
    expect(say(encodeRefusal({ code: 'auth.wrongCredentials' }))).toBe('E-mel atau kata laluan tidak sah');
    expect(say(encodeRefusal({ code: 'auth.emailTaken' }))).toBe('Akaun dengan e-mel ini sudah wujud. Sila log masuk.');
    expect(say(encodeRefusal({ code: 'auth.tooManyAttempts', values: { minutes: 15 } }))).toBe(
      'Terlalu banyak cubaan log masuk yang gagal. Sila tunggu 15 minit dan cuba lagi.',
    );
    const typed = {
      name: 'Siti Aminah',
      email: 'bukan-emel',
      password: 'abc',
      confirmPassword: 'lain',
      acceptTerms: true,
    };
    const refused = validateSignUp(typed);
    expect(say(refused.email)).toBe('Sila masukkan alamat e-mel yang sah');
    expect(say(refused.password)).toBe('Kata laluan mesti sekurang-kurangnya 6 aksara');
    expect(say(refused.confirmPassword)).toBe('Kata laluan tidak sepadan');
  });

  it('shows the live password hints in Bahasa Malaysia', () => {
    expect(texts.hints[passwordHint('abc').hint]).toBe('Terlalu pendek (sekurang-kurangnya 6 aksara)');
    expect(texts.hints[passwordHint('abcdef').hint]).toBe('Bagus');
    expect(texts.hints[confirmHint('abc', 'lain').hint]).toBe('Kata laluan tidak sepadan');
    expect(texts.hints[confirmHint('abc', 'abc').hint]).toBe('Kata laluan sepadan');
  });

  it('says a message it cannot read as one it could not accept, never as JSON or English', () => {
    expect(say('Failed to fetch')).toBe(messages('ms').refusals['request.invalid']);
    expect(say(encodeRefusal({ code: 'server.failed' }))).toBe(messages('ms').refusals['server.failed']);
  });
});
