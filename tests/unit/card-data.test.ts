import { describe, expect, it } from 'vitest';
import { cardNumbersIn, cvvIn, luhnValid } from '../card-data';

describe('the card-data scan used by the PCI test', () => {
  it('finds card numbers written as one run or in printed groups', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(cardNumbersIn('{"cardNumber":"4111111111111111"}')).toEqual(['4111111111111111']);
    expect(cardNumbersIn('card=4111 1111 1111 1111;')).toEqual(['4111 1111 1111 1111']);
    expect(cardNumbersIn('amex 3782-822463-10005 end')).toEqual(['3782-822463-10005']);
  });

  it('passes over what only looks like one: timestamps, failed checks, and digit runs inside hex or words', () => {
    expect(cardNumbersIn('1764115200000')).toEqual([]);
    expect(cardNumbersIn('4111111111111112')).toEqual([]);
    expect(cardNumbersIn('hash a6920768272026f0e1')).toEqual([]);
    expect(cardNumbersIn('id-6920768272026')).toEqual(['6920768272026']);
  });

  it('counts a CVV only where it stands alone', () => {
    expect(cvvIn('cvv 737, total 17370', '737')).toBe(1);
  });
});
