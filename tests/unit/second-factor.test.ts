import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hashOfCode,
  hotp,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  readTypedCode,
  totpCode,
  totpStep,
} from '../../src/lib/second-factor';

// RFC 6238, appendix B: the SHA-1 key is the ASCII of "12345678901234567890", codes of eight digits.
const RFC_KEY = new TextEncoder().encode('12345678901234567890');
const RFC_SECRET = base32Encode(RFC_KEY);
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s gives the RFC test vector %s', async (seconds, code) => {
    expect(await totpCode(RFC_SECRET, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it('gives six digits by default: the last six of the eight', async () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(await totpCode(RFC_SECRET, totpStep(seconds * 1000))).toBe(code.slice(2));
    }
  });

  it('gives the RFC 4226 HOTP values for counters 0 to 9', async () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    for (const [counter, code] of expected.entries()) expect(await hotp(RFC_KEY, counter)).toBe(code);
  });

  it('accepts a code one step either side of now, and no further', async () => {
    const now = 1111111111 * 1000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(await matchingStep(RFC_SECRET, await totpCode(RFC_SECRET, step + offset), now, null)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(await matchingStep(RFC_SECRET, await totpCode(RFC_SECRET, step + offset), now, null)).toBeNull();
    }
  });

  it('never accepts a code of a step already used, nor of an earlier one', async () => {
    const now = 1234567890 * 1000;
    const step = totpStep(now);
    const code = await totpCode(RFC_SECRET, step);
    expect(await matchingStep(RFC_SECRET, code, now, step - 1)).toBe(step);
    expect(await matchingStep(RFC_SECRET, code, now, step)).toBeNull();
    expect(await matchingStep(RFC_SECRET, await totpCode(RFC_SECRET, step - 1), now, step)).toBeNull();
    expect(await matchingStep(RFC_SECRET, await totpCode(RFC_SECRET, step + 1), now, step)).toBe(step + 1);
  });

  it('refuses anything but six digits', async () => {
    const now = 59_000;
    for (const code of ['', '28708', '2870821', 'abcdef', ' 287082']) {
      expect(await matchingStep(RFC_SECRET, code, now, null)).toBeNull();
    }
  });
});

describe('base32 and the otpauth address', () => {
  it('encodes as RFC 4648 does and reads back', () => {
    expect(base32Encode(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv-gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_KEY);
    expect(base32Decode('not base32!')).toBeNull();
  });

  it('makes 160-bit secrets, each new', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('names the shop, the account and the parameters an app reads', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'aisyah@example.com');
    expect(uri).toBe(
      'otpauth://totp/Labuan%20Market:aisyah%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Labuan%20Market&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('recovery codes', () => {
  it('makes ten different codes of two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  });

  it('reads a typed code whatever its spaces, dashes and case', async () => {
    expect(readTypedCode(' 287 082 ')).toEqual({ kind: 'totp', code: '287082' });
    expect(readTypedCode('ABCDE-FGHIJ')).toEqual({ kind: 'recovery', code: 'abcdefghij' });
    expect(readTypedCode('abcde')).toBeNull();
    expect(readTypedCode('12345')).toBeNull();
    expect(await hashOfCode('ABCDE FGHIJ')).toBe(await hashOfCode('abcde-fghij'));
    expect(await hashOfCode('abcde-fghij')).toMatch(/^[0-9a-f]{64}$/);
  });
});
