import { describe, expect, it } from 'vitest';
import { said } from '../../src/lib/refusals';
import { paymentSchema, validateCheckout, type PaymentForm, type ShippingForm } from '../../src/lib/checkout';

const SHIPPING: ShippingForm = {
  fullName: 'Aisyah',
  email: 'a@labuan.my',
  phone: '+60 12-345 6789',
  address: '8, Jalan Tanjung Purun',
  city: 'Labuan',
  state: 'Labuan',
  postalCode: '87000',
  country: 'Malaysia',
  notes: '',
};

describe('the checkout form', () => {
  it('refuses an empty city and postal code', () => {
    const payment: PaymentForm = { paymentMethod: 'card' };
    expect(validateCheckout({ ...SHIPPING, city: ' ', postalCode: '' }, payment)).toEqual({
      city: said('checkout.cityRequired'),
      postalCode: said('checkout.postalCodeInvalid'),
    });
  });

  it('takes FPX, card, GrabPay and cash on delivery, and bounds every field the server stores', () => {
    for (const paymentMethod of ['fpx', 'card', 'grabpay', 'cod'] as const)
      expect(validateCheckout(SHIPPING, { paymentMethod })).toEqual({});
    expect(
      validateCheckout({ ...SHIPPING, fullName: 'A'.repeat(121), city: 'K'.repeat(81) }, { paymentMethod: 'fpx' }),
    ).toEqual({
      fullName: said('text.tooLong', { max: 120 }),
      city: said('text.tooLong', { max: 80 }),
    });
    expect(validateCheckout(SHIPPING, { paymentMethod: 'ewallet' as 'fpx' })).toEqual({
      paymentMethod: 'Please choose a payment method',
    });
  });

  it("never takes a card number, expiry or CVV: they are typed on the provider's page", () => {
    const sent = { paymentMethod: 'card', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' };
    expect(paymentSchema().parse(sent)).toEqual({ paymentMethod: 'card' });
  });
});
