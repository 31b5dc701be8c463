/**
 * The checkout form's rules: shipping and payment checks shared by the form and the server, the order id
 * format, and what may be kept of a card (its last four digits, never the number or the CVV).
 */
import { INVALID_EMAIL_MESSAGE, isEmail } from './email';

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

export interface ShippingForm {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  notes: string;
}

export interface PaymentForm {
  paymentMethod: PaymentMethod;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardholderName: string;
}

export type CheckoutErrors = Partial<Record<keyof ShippingForm | keyof PaymentForm, string>>;

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

export function validateCheckout(shipping: ShippingForm, payment: PaymentForm, today = new Date()): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const required = (value: string, max: number) => value.trim().length > 0 && value.trim().length <= max;
  if (!required(shipping.fullName, 120)) errors.fullName = 'Full name is required';
  if (!isEmail(shipping.email)) errors.email = INVALID_EMAIL_MESSAGE;
  if (!PHONE.test(shipping.phone.trim())) errors.phone = 'Please enter a valid phone number';
  if (!required(shipping.address, 200)) errors.address = 'Address is required';
  if (!required(shipping.city, 80)) errors.city = 'City is required';
  if (!isCheckoutState(shipping.state)) errors.state = 'Please choose a state';
  if (!/^[A-Za-z0-9 -]{3,10}$/.test(shipping.postalCode.trim())) errors.postalCode = 'Please enter a valid postal code';
  if (shipping.country.trim() !== 'Malaysia') errors.country = 'We deliver within Malaysia only';
  if (shipping.notes.length > 500) errors.notes = 'Notes must be at most 500 characters';
  if (!(PAYMENT_METHODS as readonly string[]).includes(payment.paymentMethod))
    errors.paymentMethod = 'Please choose a payment method';
  if (payment.paymentMethod === 'card') {
    if (!required(payment.cardholderName, 120)) errors.cardholderName = 'Cardholder name is required';
    if (!luhnValid(cardDigits(payment.cardNumber))) errors.cardNumber = 'Please enter a valid card number';
    if (!expiryValid(payment.expiryDate, today))
      errors.expiryDate = 'Please enter a valid expiry date (MM/YY or MM/YYYY)';
    if (!/^\d{3,4}$/.test(payment.cvv)) errors.cvv = 'Please enter the 3 or 4 digit CVV';
  }
  return errors;
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
