/**
 * The checkout form's rules: shipping and payment checks shared by the form and the server, and the order id
 * format.
 */
import * as z from 'zod/mini';
import { isEmail } from './email';
import { atMost } from './text-limits';
import { fieldErrors } from './field-errors';
import { PAYMENT_METHODS } from './payments';

import { type RefusalCode, said } from './refusals';

/**
 * Every refusal of an order (src/data/checkout.ts, src/actions/checkout.ts) and of the shipping form: checkout is
 * given their texts.
 */
export const CHECKOUT_REFUSALS = [
  'checkout.fullNameRequired',
  'email.invalid',
  'checkout.phoneInvalid',
  'checkout.addressRequired',
  'checkout.cityRequired',
  'checkout.stateRequired',
  'checkout.postalCodeInvalid',
  'checkout.malaysiaOnly',
  'checkout.notesTooLong',
  'text.tooLong',
  'checkout.empty',
  'checkout.unavailable',
  'checkout.priceChanged',
  'checkout.ownProduct',
  'checkout.keyInUse',
  'checkout.badQuantity',
  'checkout.outOfStock',
  'checkout.onlyLeft',
] as const satisfies readonly RefusalCode[];

export const CHECKOUT_STATES = ['Labuan', 'Sabah', 'Sarawak', 'Kuala Lumpur', 'Selangor'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];
export const isCheckoutState = (value: string): value is CheckoutState =>
  (CHECKOUT_STATES as readonly string[]).includes(value);
export { PAYMENT_METHODS } from './payments';

export const PROCESSING_STEPS = [
  'Validating payment information...',
  'Connecting to bank...',
  'Processing payment...',
  'Confirming transaction...',
  'Creating order...',
  'Payment successful!',
] as const;
export const SUCCESS_REDIRECT_MS = 3000;
export const MAX_CART_LINES = 50;

const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;
const POSTAL_CODE = /^[A-Za-z0-9 -]{3,10}$/;

/** A text that must be filled, at most `max` characters. */
const filled = (max: number, message: string) =>
  z.string().check(
    z.refine((value) => value.trim().length > 0, message),
    atMost(max),
  );
/** A text that must match `pattern` once trimmed. */
const matching = (pattern: RegExp, max: number, message: string) =>
  z.string().check(
    z.refine((value) => pattern.test(value.trim()), message),
    atMost(max),
  );

/**
 * The shipping form (spec section 8), one schema for the form, the island and the server, refusing each field with
 * a code (src/lib/refusals.ts) that the form says in the page's language. Its type is the form's.
 */
export const shippingSchema = z.object({
  fullName: filled(120, said('checkout.fullNameRequired')),
  email: z.string().check(z.refine(isEmail, said('email.invalid')), atMost(254)),
  phone: matching(PHONE, 30, said('checkout.phoneInvalid')),
  address: filled(200, said('checkout.addressRequired')),
  city: filled(80, said('checkout.cityRequired')),
  state: z.enum(CHECKOUT_STATES, said('checkout.stateRequired')),
  postalCode: matching(POSTAL_CODE, 10, said('checkout.postalCodeInvalid')),
  country: z.string().check(
    z.refine((value) => value.trim() === 'Malaysia', said('checkout.malaysiaOnly')),
    atMost(60),
  ),
  notes: z.string().check(z.maxLength(500, said('checkout.notesTooLong', { max: 500 }))),
});
export type ShippingForm = z.infer<typeof shippingSchema>;

/**
 * The payment form: only the method. The card's number, expiry and CVV are typed on the provider's hosted page,
 * never on the shop's (PCI DSS SAQ A): the shop never sees them.
 */
export function paymentSchema() {
  return z.object({ paymentMethod: z.enum(PAYMENT_METHODS, 'Please choose a payment method') });
}
export type PaymentForm = z.infer<ReturnType<typeof paymentSchema>>;

export type CheckoutErrors = Partial<Record<keyof ShippingForm | keyof PaymentForm, string>>;

/** The checks of both schemas: each field's first message. */
export function validateCheckout(shipping: ShippingForm, payment: PaymentForm): CheckoutErrors {
  return { ...fieldErrors(shippingSchema, shipping), ...fieldErrors(paymentSchema(), payment) };
}

/** A whole number from 0 to `bound - 1`, uniform, from the platform's cryptographic random source. */
export function cryptoRandomBelow(bound: number): number {
  // Rejection sampling: values above the last whole multiple of `bound` would favour the low numbers.
  const limit = Math.floor(2 ** 32 / bound) * bound;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % bound;
  }
}

/**
 * 'ORD-2024-' then nine digits (the spec's format). The spec makes them from the clock and three random digits,
 * which are easy to guess; an order id is what opens its tracking page, so all nine are cryptographically random.
 */
export function newOrderId(randomBelow: (bound: number) => number = cryptoRandomBelow): string {
  return `ORD-2024-${String(randomBelow(1_000_000_000)).padStart(9, '0')}`;
}
