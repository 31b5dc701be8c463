/**
 * The checkout form's rules: shipping and payment checks shared by the form and the server, the order id
 * format, and what may be kept of a card (its last four digits, never the number or the CVV).
 */
import * as z from 'zod/mini';
import { isEmail } from './email';
import { atMost } from './text-limits';
import { fieldErrors } from './field-errors';

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
export const PAYMENT_METHODS = ['card', 'fpx', 'ewallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PROCESSING_STEPS = [
  'Validating payment information...',
  'Connecting to bank...',
  'Processing payment...',
  'Confirming transaction...',
  'Creating order...',
  'Payment successful!',
] as const;
export const PROCESSING_STEP_MS = 1500;
export const SUCCESS_REDIRECT_MS = 3000;
export const MAX_CART_LINES = 50;

/** Luhn's check digit test, which every real card number passes. */
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

export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The longest expiry date typed: MM/YYYY. */
export const EXPIRY_MAX_LENGTH = 7;

/** MM/YY or MM/YYYY, as printed on cards, not before this month. */
export function expiryValid(expiry: string, today = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 4 ? Number(match[2]) : 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > today.getUTCFullYear() || (year === today.getUTCFullYear() && month >= today.getUTCMonth() + 1);
}

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
 * The payment form: a method, and for a card its number (Luhn), expiry (not before this month), CVV and holder.
 * The card's checks are the whole form's (they apply only when the method is a card), reported on their fields.
 * Without `today`, the expiry is judged against the day it is checked on.
 */
export function paymentSchema(today?: Date) {
  return z
    .object({
      paymentMethod: z.enum(PAYMENT_METHODS, 'Please choose a payment method'),
      cardNumber: z.string().check(atMost(23)),
      expiryDate: z.string().check(atMost(EXPIRY_MAX_LENGTH)),
      cvv: z.string().check(atMost(4)),
      cardholderName: z.string().check(atMost(120)),
    })
    .check(
      z.superRefine((payment, ctx) => {
        if (payment.paymentMethod !== 'card') return;
        const refuse = (field: keyof typeof payment, message: string) =>
          ctx.issues.push({ code: 'custom', input: payment[field], path: [field], message });
        if (!payment.cardholderName.trim()) refuse('cardholderName', 'Cardholder name is required');
        if (!luhnValid(cardDigits(payment.cardNumber))) refuse('cardNumber', 'Please enter a valid card number');
        if (!expiryValid(payment.expiryDate, today ?? new Date()))
          refuse('expiryDate', 'Please enter a valid expiry date (MM/YY or MM/YYYY)');
        if (!/^\d{3,4}$/.test(payment.cvv)) refuse('cvv', 'Please enter the 3 or 4 digit CVV');
      }),
    );
}
export type PaymentForm = z.infer<ReturnType<typeof paymentSchema>>;

export type CheckoutErrors = Partial<Record<keyof ShippingForm | keyof PaymentForm, string>>;

/** The checks of both schemas: each field's first message. */
export function validateCheckout(shipping: ShippingForm, payment: PaymentForm, today = new Date()): CheckoutErrors {
  return { ...fieldErrors(shippingSchema, shipping), ...fieldErrors(paymentSchema(today), payment) };
}

/** The only card data the shop keeps. */
export function cardLast4(payment: PaymentForm): string | null {
  return payment.paymentMethod === 'card' ? cardDigits(payment.cardNumber).slice(-4) : null;
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
