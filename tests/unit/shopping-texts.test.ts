import { said } from '../../src/lib/refusals';
import { PLAIN_SERVER_ERROR } from '../../src/lib/server-errors';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { refusalText } from '../../src/islands/checkout/refusal-text';
import { CHECKOUT_REFUSALS, validateCheckout, type PaymentForm, type ShippingForm } from '../../src/lib/checkout';
import { fieldError } from '../../src/islands/checkout/CheckoutFields';
import { decodeRefusal } from '../../src/lib/refusals';
import type { CartProduct } from '../../src/lib/cart';
import { applyShoppingChanges, type ShoppingChange, type ShoppingNotice } from '../../src/lib/shopping-changes';
import { fill } from '../../src/i18n/fill';

const en = messages('en');
const ms = messages('ms');

const BLANK_SHIPPING: ShippingForm = {
  fullName: ' ',
  email: 'not-an-email',
  phone: 'x',
  address: '',
  city: '',
  state: 'Narnia' as ShippingForm['state'],
  postalCode: '!',
  country: 'Brunei',
  notes: 'n'.repeat(501),
};
const SHIPPING_FIELDS = Object.keys(BLANK_SHIPPING) as (keyof ShippingForm)[];
// The payment form is only a method now (the card is typed on the provider's page): one that is none of them.
const BAD_CARD = { paymentMethod: 'cash' } as unknown as PaymentForm;

describe('the checkout form in either language', () => {
  it("shows the spec's message of every field the rules refuse, in English: shipping by its code, payment by the field", () => {
    const found = validateCheckout(BLANK_SHIPPING, BAD_CARD);
    const fields = Object.keys(found) as (keyof typeof found)[];
    // Every rule of the form refused something here, so every message the server can name a field with is checked.
    expect(fields).toHaveLength(10);
    const shown = Object.fromEntries(fields.map((field) => [field, fieldError(field, found[field]!, en.checkout)]));
    expect(shown).toEqual({
      fullName: 'Full name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      address: 'Address is required',
      city: 'City is required',
      state: 'Please choose a state',
      postalCode: 'Please enter a valid postal code',
      country: 'We deliver within Malaysia only',
      notes: 'Notes must be at most 500 characters',
      paymentMethod: 'Please choose a payment method',
    });
    for (const field of SHIPPING_FIELDS) expect(CHECKOUT_REFUSALS).toContain(decodeRefusal(found[field])?.code);
    expect(en.checkout.errors.paymentMethod).toBe(found.paymentMethod);
  });

  it('has a message in Bahasa Malaysia for each of those fields, and a label for each field shown', () => {
    const found = validateCheckout(BLANK_SHIPPING, BAD_CARD);
    for (const field of Object.keys(found) as (keyof typeof found)[])
      expect(fieldError(field, found[field]!, ms.checkout), field).not.toBe(
        fieldError(field, found[field]!, en.checkout),
      );
    expect(fieldError('fullName', found.fullName!, ms.checkout)).toBe('Sila isi nama penuh');
    expect(fieldError('notes', found.notes!, ms.checkout)).toBe('Nota tidak boleh melebihi 500 aksara');
    const long = validateCheckout({ ...BLANK_SHIPPING, fullName: 'A'.repeat(121) }, BAD_CARD);
    expect(fieldError('fullName', long.fullName!, ms.checkout)).toBe('Gunakan tidak lebih daripada 120 aksara');
    expect(Object.keys(ms.checkout.fields)).toEqual(Object.keys(en.checkout.fields));
  });

  it("says the server's refusals of an order in the page's language, the product's name and stock filled in", () => {
    const inMalay = { refusals: ms.checkout.refusals };
    const inEnglish = { refusals: en.checkout.refusals };
    expect(refusalText(said('checkout.ownProduct'), inMalay)).toBe(
      'Anda tidak boleh membeli produk dari kedai anda sendiri.',
    );
    expect(refusalText(said('checkout.keyInUse'), inEnglish)).toBe(
      'This checkout form has expired. Please reload the page and place your order again.',
    );
    const stock = said('checkout.onlyLeft', { name: 'Ketam Nipah (Mud Crab)', left: 2, wanted: 3 });
    expect(refusalText(stock, inEnglish)).toBe('Only 2 of Ketam Nipah (Mud Crab) left (you wanted 3).');
    expect(refusalText(stock, inMalay)).toBe('Hanya tinggal 2 Ketam Nipah (Mud Crab) (anda mahu 3).');
    expect(refusalText(said('checkout.outOfStock', { name: 'Ketam' }), inMalay)).toBe('Ketam telah habis stok.');
    expect(refusalText(said('checkout.badQuantity', { max: 999 }), inEnglish)).toBe(
      'Each quantity must be a whole number from 1 to 999.',
    );
    // A session that ended, or a server failure, is said as such.
    expect(refusalText(said('access.signIn'), inMalay)).toBe('Sila log masuk untuk meneruskan.');
    expect(refusalText(PLAIN_SERVER_ERROR, inMalay)).toBe(ms.refusals['server.failed']);
    // Words that carry no code (Astro's own, a property of every object) are said as a refused request.
    expect(refusalText('constructor', inMalay)).toBe(ms.refusals['request.invalid']);
    expect(refusalText('Your cart is empty.', inEnglish)).toBe(en.refusals['request.invalid']);
  });
});

function product(id: string, name: string, priceSen: number, stock: number): CartProduct {
  return {
    id,
    name,
    description: '',
    imageUrl: `/products/${id}.svg`,
    priceSen,
    stock,
    merchantId: 'kebun-hijau',
    merchantName: 'Kebun Hijau Farm',
    trackQuantity: true,
    allowBackorders: false,
    requiresShipping: true,
    taxable: true,
  };
}

describe('what the server changed in a cart, in either language', () => {
  const products = new Map(
    [
      product('veg-kangkung', 'Kangkung (Water Spinach)', 350, 48),
      product('meat-lembu', 'Daging Lembu (Beef for Rendang)', 4200, 4),
      product('fish-tenggiri', 'Ikan Tenggiri', 2500, 1),
      product('fish-ketam', 'Ketam Nipah (Mud Crab)', 7800, 0),
    ].map((p) => [p.id, p]),
  );
  const now = '2026-11-27T00:00:00.000Z';
  const run = (changes: ShoppingChange[], cart = [] as { productId: string; quantity: number }[]) =>
    applyShoppingChanges(
      { cart: cart.map((item) => ({ ...item, addedAt: now })), wishlist: [] },
      changes,
      products,
      now,
    ).notices;
  const notices: ShoppingNotice[] = [
    ...run([
      { kind: 'cart.add', productId: 'no-such', quantity: 1 },
      { kind: 'cart.add', productId: 'fish-ketam', quantity: 1 },
      { kind: 'cart.add', productId: 'meat-lembu', quantity: 9 },
      { kind: 'cart.add', productId: 'fish-tenggiri', quantity: 2 },
      { kind: 'cart.add', productId: 'veg-kangkung', quantity: 1, seenPriceSen: 300 },
      { kind: 'wishlist.add', productId: 'no-such' },
    ]),
    ...run([{ kind: 'cart.set', productId: 'fish-ketam', quantity: 2 }], [{ productId: 'fish-ketam', quantity: 1 }]),
    ...run([
      {
        kind: 'merge',
        cart: [
          { productId: 'veg-kangkung', quantity: 1, addedAt: now },
          { productId: 'meat-lembu', quantity: 1, addedAt: now },
        ],
        wishlist: [{ productId: 'veg-kangkung', addedAt: now }],
      },
    ]),
  ];

  it('says each notice in English in the words the server wrote, from the catalogue and the values', () => {
    expect(new Set(notices.map((notice) => notice.code)).size).toBeGreaterThanOrEqual(9);
    for (const notice of notices)
      expect(fill(en.shopping.notices.changed[notice.code], notice.values)).toBe(notice.text);
  });

  it('says each in Bahasa Malaysia with every value put in, the product as its merchant named it', () => {
    for (const notice of notices) {
      const said = fill(ms.shopping.notices.changed[notice.code], notice.values);
      expect(said, notice.code).not.toMatch(/[{}]/);
      if (typeof notice.values.name === 'string') expect(said).toContain(notice.values.name);
    }
    expect(fill(ms.shopping.notices.changed.priceChanged, { name: 'Kangkung', price: '$3.50', was: '$3.00' })).toBe(
      'Harga Kangkung kini $3.50 (sebelum ini $3.00).',
    );
  });
});
