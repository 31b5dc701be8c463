import { describe, expect, it } from 'vitest';
import { said } from '../../src/lib/refusals';
import {
  EXPIRY_MAX_LENGTH,
  expiryValid,
  validateCheckout,
  type PaymentForm,
  type ShippingForm,
} from '../../src/lib/checkout';

const TODAY = new Date('2026-11-26T08:00:00Z');

describe('the checkout form', () => {
  it('accepts an expiry date as MM/YY or MM/YYYY, not before this month', () => {
    expect(expiryValid('12/30', TODAY)).toBe(true);
    expect(expiryValid('12/2030', TODAY)).toBe(true);
    expect(expiryValid('11/2026', TODAY)).toBe(true);
    expect(expiryValid('10/2026', TODAY)).toBe(false);
    expect(expiryValid('13/2030', TODAY)).toBe(false);
    expect(expiryValid('12/203', TODAY)).toBe(false);
    expect(expiryValid('12/20', TODAY)).toBe(false);
    expect('12/2030'.length).toBeLessThanOrEqual(EXPIRY_MAX_LENGTH);
  });

  it('refuses an empty city and postal code', () => {
    const shipping: ShippingForm = {
      fullName: 'Aisyah',
      email: 'a@labuan.my',
      phone: '+60 12-345 6789',
      address: '8, Jalan Tanjung Purun',
      city: ' ',
      state: 'Labuan',
      postalCode: '',
      country: 'Malaysia',
      notes: '',
    };
    const payment: PaymentForm = {
      paymentMethod: 'card',
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/2030',
      cvv: '123',
      cardholderName: 'AISYAH',
    };
    expect(validateCheckout(shipping, payment, TODAY)).toEqual({
      city: said('checkout.cityRequired'),
      postalCode: said('checkout.postalCodeInvalid'),
    });
  });

  it('checks a card only when paying by card, and bounds every field the server stores', () => {
    const shipping: ShippingForm = {
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
    const fpx: PaymentForm = { paymentMethod: 'fpx', cardNumber: '', expiryDate: '', cvv: '', cardholderName: '' };
    expect(validateCheckout(shipping, fpx, TODAY)).toEqual({});
    expect(validateCheckout({ ...shipping, fullName: 'A'.repeat(121), city: 'K'.repeat(81) }, fpx, TODAY)).toEqual({
      fullName: said('text.tooLong', { max: 120 }),
      city: said('text.tooLong', { max: 80 }),
    });
    expect(validateCheckout(shipping, { ...fpx, paymentMethod: 'card' }, TODAY)).toEqual({
      cardholderName: 'Cardholder name is required',
      cardNumber: 'Please enter a valid card number',
      expiryDate: 'Please enter a valid expiry date (MM/YY or MM/YYYY)',
      cvv: 'Please enter the 3 or 4 digit CVV',
    });
  });
});
