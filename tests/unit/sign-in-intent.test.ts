import { describe, expect, it } from 'vitest';
import { browser } from '../../src/i18n/en/browser';
import {
  formatIntent,
  formatOutcome,
  type IntentOutcome,
  MAX_INTENT_QUANTITY,
  outcomeNotice,
  parseIntent,
  parseOutcome,
} from '../../src/lib/sign-in-intent';
import { loginHref } from '../../src/lib/redirect';

describe('what a visitor was doing when sent to sign in', () => {
  it('reads adding to the cart with a quantity, and adding to the wishlist', () => {
    expect(parseIntent('cart.veg-sawi.2')).toEqual({ kind: 'cart', productId: 'veg-sawi', quantity: 2 });
    expect(parseIntent('wishlist.fish-udang')).toEqual({ kind: 'wishlist', productId: 'fish-udang' });
    expect(parseIntent(`cart.veg-sawi.${MAX_INTENT_QUANTITY}`)).toEqual({
      kind: 'cart',
      productId: 'veg-sawi',
      quantity: MAX_INTENT_QUANTITY,
    });
  });

  // SECURITY.md promise 15: anyone can send a sign-in link with an intent, so what signing in from one adds is small.
  it('adds at most ten units of a product after signing in, whatever the link asks (promise 15)', () => {
    expect(MAX_INTENT_QUANTITY).toBe(10);
    for (const asked of [11, 50, 999])
      expect(parseIntent(`cart.veg-sawi.${asked}`)).toEqual({ kind: 'cart', productId: 'veg-sawi', quantity: 10 });
    expect(loginHref('/product/veg-sawi', { kind: 'cart', productId: 'veg-sawi', quantity: 999 })).toBe(
      '/login?redirect=%2Fproduct%2Fveg-sawi&intent=cart.veg-sawi.10',
    );
  });

  it.each([
    null,
    undefined,
    '',
    'cart',
    'cart.veg-sawi',
    'cart.veg-sawi.0',
    'cart.veg-sawi.-1',
    'cart.veg-sawi.1.5',
    'cart.veg-sawi.01',
    'cart.veg-sawi.1000',
    'cart.veg-sawi.1e3',
    'cart.veg sawi.1',
    'cart.../etc.1',
    'wishlist.veg-sawi.1',
    'wishlist.',
    'checkout.veg-sawi.1',
    `wishlist.${'a'.repeat(65)}`,
    'wishlist.<script>',
  ])('refuses %s', (text) => {
    expect(parseIntent(text)).toBeNull();
  });

  it('writes what it reads', () => {
    for (const text of ['cart.veg-sawi.3', 'wishlist.meat-lembu']) expect(formatIntent(parseIntent(text)!)).toBe(text);
  });

  it('puts the intent in the sign-in link, beside a safe way back', () => {
    expect(loginHref('/product/veg-sawi', { kind: 'cart', productId: 'veg-sawi', quantity: 2 })).toBe(
      '/login?redirect=%2Fproduct%2Fveg-sawi&intent=cart.veg-sawi.2',
    );
    expect(loginHref('//evil.example', { kind: 'wishlist', productId: 'veg-sawi' })).toBe(
      '/login?intent=wishlist.veg-sawi',
    );
  });
});

describe('what a sign-in did of an intent', () => {
  const outcomes: IntentOutcome[] = [
    { kind: 'cart', productId: 'veg-sawi', wanted: 2, added: 1, holding: 7 },
    { kind: 'wishlist', productId: 'veg-sawi', already: true },
    { kind: 'wishlist', productId: 'veg-sawi', already: false },
    { kind: 'gone', productId: 'veg-sawi' },
    { kind: 'soldOut', productId: 'veg-sawi' },
  ];

  it('travels as a short text and back', () => {
    for (const outcome of outcomes) expect(parseOutcome(formatOutcome(outcome))).toEqual(outcome);
  });

  it('reads nothing else', () => {
    for (const text of [
      '',
      'cart.veg-sawi.2.1',
      'cart.veg sawi.1.1.1',
      'wishlist.veg-sawi.2',
      'gone.x.1',
      'cart.a.1.1.1000',
      null,
    ])
      expect(parseOutcome(text)).toBeNull();
  });

  it('is said as the change on the page would say it', () => {
    expect(outcomeNotice(outcomes[0]!, 'Sawi', browser)).toEqual(browser.cartMessage('Sawi', 2, 1, 7));
    expect(outcomeNotice(outcomes[1]!, 'Sawi', browser).title).toBe('Already in your wishlist');
    expect(outcomeNotice(outcomes[2]!, 'Sawi', browser).title).toBe('Added to wishlist');
    expect(outcomeNotice(outcomes[3]!, '', browser).description).toBe('That product is no longer on sale.');
    expect(outcomeNotice(outcomes[4]!, 'Sawi', browser).description).toBe('Sawi is out of stock now.');
  });
});
