/** Passwords (ASVS 6.2.4, 6.3.1, 11.4.2): the common-password list, the spec's minimum, and the hash's parameters. */
import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORDS } from '../../src/generated/common-passwords';
import { isCommonPassword } from '../../src/data/password-policy';
import { validateSignUp } from '../../src/lib/accounts';
import { messages } from '../../src/i18n';
import { decodeRefusal } from '../../src/lib/refusals';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from '../../src/lib/password';
import { DEMO_USERS } from '../../src/data/demo/people';

describe('the common-password list', () => {
  it('holds exactly the 3,000 most common passwords of the zxcvbn-ts ranking, lowercase and in order', () => {
    const expected: string[] = [];
    for (const entry of dictionary['passwords-common'] as string[]) {
      const password = entry.toLowerCase();
      if (!expected.includes(password)) expected.push(password);
      if (expected.length === 3000) break;
    }
    expect([...COMMON_PASSWORDS]).toEqual(expected);
    expect([...COMMON_PASSWORDS].slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('refuses common passwords whatever their case, and accepts uncommon ones', () => {
    for (const password of ['password', 'PASSWORD', 'Password1', 'iloveyou', 'qwerty123', 'Sunshine', ' 123456 ']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of ['kampung-pagi-7', 'Ikan bakar di Labuan', 'Pasar-Buyer-2025', 'password-kebun-hijau']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it('leaves the demo accounts able to sign in: none of their passwords is on the list', () => {
    const passwords = DEMO_USERS.map((user) => user.password).filter((password): password is string =>
      Boolean(password),
    );
    expect(passwords).toEqual(expect.arrayContaining(['Pasar-Buyer-2025', 'Pasar-Seller-2025', 'Pasar-Admin-2025']));
    for (const password of passwords) expect(isCommonPassword(password)).toBe(false);
  });

  it('keeps the spec minimum of 6 characters, with its own message', () => {
    const input = { name: 'Siti', email: 'siti@example.com', confirmPassword: '', acceptTerms: true };
    expect(decodeRefusal(validateSignUp({ ...input, password: 'abc12', confirmPassword: 'abc12' }).password)).toEqual({
      code: 'auth.passwordTooShort',
      values: { min: 6 },
    });
    expect(validateSignUp({ ...input, password: 'abc12x', confirmPassword: 'abc12x' }).password).toBeUndefined();
    expect(messages('en').refusals['auth.passwordTooCommon']).toBe(
      'This password is one of the most common and easy to guess. Please choose another one.',
    );
  });
});

describe('the password hash', () => {
  it('is PBKDF2-SHA-256 at the 100,000 iterations production Workers allow, with a 16-byte salt and a 32-byte hash', async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const stored = await hashPassword('kampung-pagi-7');
    const [scheme, iterations, salt, hash] = stored.split('$');
    expect(scheme).toBe('pbkdf2-sha256');
    expect(Number(iterations)).toBe(100_000);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    // Recomputed independently with Node's own PBKDF2: the parameters are really the ones the string names.
    const expected = pbkdf2Sync('kampung-pagi-7', Buffer.from(salt!, 'base64'), 100_000, 32, 'sha256').toString(
      'base64',
    );
    expect(hash).toBe(expected);
  });

  it('refuses stored hashes above the Workers cap rather than trying them', async () => {
    const salt = Buffer.alloc(16, 1);
    const over = pbkdf2Sync('kampung-pagi-7', salt, 100_001, 32, 'sha256').toString('base64');
    expect(await verifyPassword('kampung-pagi-7', `pbkdf2-sha256$100001$${salt.toString('base64')}$${over}`)).toBe(
      false,
    );
    const at = pbkdf2Sync('kampung-pagi-7', salt, 100_000, 32, 'sha256').toString('base64');
    expect(await verifyPassword('kampung-pagi-7', `pbkdf2-sha256$100000$${salt.toString('base64')}$${at}`)).toBe(true);
  });
});
