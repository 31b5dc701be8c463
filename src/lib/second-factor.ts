/**
 * The second factor's pure parts: time-based one-time codes (TOTP, RFC 6238: HMAC-SHA-1, 30-second steps, six
 * digits, as every authenticator app reads them by default) computed with Web Crypto, the secret in base32 (RFC
 * 4648) and its otpauth:// address, and the single-use recovery codes, of which only hashes are stored.
 */

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now accepted, for a phone's clock a little off and a code typed as it changed. */
export const TOTP_WINDOW_STEPS = 1;
/** 160 bits, the length of an HMAC-SHA-1 key (RFC 4226 recommends it). */
const SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;
/** Ten base32 characters: 50 random bits each, typed as two groups of five. */
const RECOVERY_CODE_CHARACTERS = 10;
export const ISSUER = 'Labuan Market';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31];
  return text;
}

/** The bytes of a base32 text (spaces, dashes, padding and case ignored); null when it is not base32. */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  if (!/^[A-Z2-7]*$/.test(clean)) return null;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const character of clean) {
    value = (value << 5) | BASE32.indexOf(character);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

/** A new random secret, in base32 (32 characters). */
export function newTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
}

/** The secret in groups of four, easier to type from the screen. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** HOTP (RFC 4226): the code of one counter value. */
export async function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const message = new Uint8Array(8);
  let rest = counter;
  for (let i = 7; i >= 0; i--) {
    message[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  const hmacKey = await crypto.subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-1' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, message));
  const offset = mac[mac.length - 1]! & 15;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step a moment falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code of a base32 secret for a time step. */
export async function totpCode(secret: string, step: number, digits = TOTP_DIGITS): Promise<string> {
  const key = base32Decode(secret);
  if (!key || key.length === 0) throw new Error('The secret is not base32.');
  return hotp(key, step, digits);
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The step whose code `code` is, within the window around now and after `lastUsedStep` (a code, once accepted,
 * is never accepted again, nor any older one); null when there is none.
 */
export async function matchingStep(
  secret: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(nowMs);
  let found: number | null = null;
  // Every step of the window is computed, so that the time taken does not say which one matched.
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step++) {
    const matches = sameText(await totpCode(secret, step), code);
    if (matches && found === null && (lastUsedStep === null || step > lastUsedStep)) found = step;
  }
  return found;
}

/** The address an authenticator app reads (from a QR code or a link): otpauth://totp/Issuer:account?... */
export function otpauthUri(secret: string, account: string): string {
  const label = `${encodeURIComponent(ISSUER)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer: ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString().replaceAll('+', '%20')}`;
}

/** What was typed in the code field, without spaces: six digits, or a recovery code. */
export type TypedCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | null;

export function readTypedCode(text: string): TypedCode {
  const compact = text.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  if (compact.length === RECOVERY_CODE_CHARACTERS && /^[a-z2-7]+$/.test(compact))
    return { kind: 'recovery', code: compact };
  return null;
}

/** New recovery codes, as shown once: `abcde-fghij`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const text = base32Encode(crypto.getRandomValues(new Uint8Array(7)))
      .slice(0, RECOVERY_CODE_CHARACTERS)
      .toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/**
 * What is stored of a recovery code (or of any random token): its SHA-256 in hex. Each code carries 50 random
 * bits and is tried at most a few times before the account's second step is locked, so a fast hash is enough.
 */
export async function hashOfCode(code: string): Promise<string> {
  const compact = code.replace(/[\s-]/g, '').toLowerCase();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(compact)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
