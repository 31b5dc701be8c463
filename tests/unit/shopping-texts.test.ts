import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n';
import { refusalsByEnglish, refusalText } from '../../src/islands/checkout/refusal-text';
import { KEY_IN_USE_MESSAGE, OWN_PRODUCT_MESSAGE } from '../../src/data/checkout';
import { validateCheckout, type PaymentForm, type ShippingForm } from '../../src/lib/checkout';

const en = messages('en');
const ms = messages('ms');

const BLANK_SHIPPING: ShippingForm = {
  fullName: ' ',
  email: 'not-an-email',
  phone: 'x',
  address: '',
  city: '',
  state: 'Narnia',
  postalCode: '!',
  country: 'Brunei',
  notes: 'n'.repeat(501),
};
const BAD_CARD: PaymentForm = {
  paymentMethod: 'card',
  cardNumber: '1234',
  expiryDate: '13/20',
  cvv: '1',
  cardholderName: '',
};

describe('the checkout form in either language', () => {
  it("shows the spec's message of every field the rules refuse, in English by the catalogue", () => {
    const found = validateCheckout(BLANK_SHIPPING, BAD_CARD);
    const fields = Object.keys(found) as (keyof typeof found)[];
    // Every rule of the form refused something here, so every message the server can name a field with is checked.
    expect(fields).toHaveLength(13);
    for (const field of fields) expect(en.checkout.errors[field], field).toBe(found[field]);
    const method = validateCheckout(BLANK_SHIPPING, { ...BAD_CARD, paymentMethod: 'cash' as 'card' });
    expect(en.checkout.errors.paymentMethod).toBe(method.paymentMethod);
  });

  it('has a message in Bahasa Malaysia for each of those fields, and a label for each field shown', () => {
    for (const field of Object.keys(en.checkout.errors) as (keyof typeof en.checkout.errors)[]) {
      expect(ms.checkout.errors[field]).not.toBe(en.checkout.errors[field]);
    }
    expect(Object.keys(ms.checkout.fields)).toEqual(Object.keys(en.checkout.fields));
  });

  it("says the server's fixed refusals in the page's language, and any other in its own general words", () => {
    const english = en.checkout.refusals;
    const inMalay = {
      refusals: refusalsByEnglish(english, ms.checkout.refusals),
      otherRefusal: ms.checkout.otherRefusal,
    };
    const inEnglish = { refusals: refusalsByEnglish(english, english), otherRefusal: en.checkout.otherRefusal };
    expect(refusalText(OWN_PRODUCT_MESSAGE, inMalay)).toBe('Anda tidak boleh membeli produk dari kedai anda sendiri.');
    expect(refusalText(KEY_IN_USE_MESSAGE, inEnglish)).toBe(KEY_IN_USE_MESSAGE);
    const stock = 'Only 2 of Ketam Nipah (Mud Crab) left (you wanted 3).';
    expect(refusalText(stock, inEnglish)).toBe(stock);
    expect(refusalText(stock, inMalay)).toBe(ms.checkout.otherRefusal);
    // A word that is a property of every object is not a known refusal.
    expect(refusalText('constructor', inMalay)).toBe(ms.checkout.otherRefusal);
  });
});
