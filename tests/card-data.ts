/**
 * Looks for card data (PCI DSS 3.3.1.2, 3.4.1) in any text: a Luhn-valid number of 13 to 19 digits, written as
 * one run of digits or in the groups cards are printed in (4-4-4-4 with up to three more, 4-6-5, 4-6-4),
 * separated by spaces or dashes; or a given CVV standing on its own.
 *
 * Only numbers whose first digit is 2 to 6 count: those are the payment-card industries of ISO/IEC 7812 (Visa 4,
 * Mastercard 2 and 5, Amex, JCB and Diners 3, Discover and UnionPay 6). A millisecond timestamp (13 digits
 * starting with 1) passes Luhn's test one time in ten, and would otherwise be reported as a card. For the same
 * reason a number must not touch a letter or digit on either side (see cardNumbersIn).
 */
/** Luhn's check digit test, which every real card number passes (its unit tests pin it with known numbers). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  // A run must stand on its own, not inside a longer word: a hex id or hash (a UUID, a password hash, a session
  // key) holds runs of 13 or more decimal digits often enough, and those are not card numbers.
  const pattern =
    /(?<![0-9A-Za-z])(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{4}(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{4,5})(?![0-9A-Za-z])/g;
  for (const match of text.matchAll(pattern)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (/^[2-6]/.test(digits) && luhnValid(digits)) found.push(match[0]);
  }
  return found;
}

/** Places where the CVV stands as a number of its own (not as part of a longer number). */
export function cvvIn(text: string, cvv: string): number {
  return [...text.matchAll(new RegExp(`(?<!\\d)${cvv}(?!\\d)`, 'g'))].length;
}
