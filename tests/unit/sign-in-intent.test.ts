import { describe, expect, it } from 'vitest';
import { formatIntent, MAX_INTENT_QUANTITY, parseIntent } from '../../src/lib/sign-in-intent';
import { loginHref } from '../../src/lib/redirect';

describe('what a visitor was doing when sent to sign in', () => {
  it('reads adding to the cart with a quantity, and adding to the wishlist', () => {
    expect(parseIntent('cart.veg-sawi.2')).toEqual({ kind: 'cart', productId: 'veg-sawi', quantity: 2 });
    expect(parseIntent('wishlist.fish-udang')).toEqual({ kind: 'wishlist', productId: 'fish-udang' });
    expect(parseIntent(`cart.veg-sawi.${MAX_INTENT_QUANTITY}`)).toEqual({
      kind: 'cart',
      productId: 'veg-sawi',
      quantity: 999,
    });
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
