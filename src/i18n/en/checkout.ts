/**
 * The checkout page (English, the spec's): the form, its messages, the processing steps and the order-placed screen.
 * The island's texts are plain strings; a text that takes values names them in braces (src/i18n/fill.ts).
 */
import { CHECKOUT_REFUSALS, PROCESSING_STEPS } from '../../lib/checkout';
import { PAYMENT_METHOD_NAMES } from '../../lib/orders';
import { ANSWER_REFUSALS, textsOf } from '../../lib/refusals';
import { refusals } from './refusals';

const [validating, connecting, processing, confirming, creating, successful] = PROCESSING_STEPS;

export const checkout = {
  title: 'Checkout',
  shipping: 'Shipping Information',
  payment: 'Payment Method',
  paymentLegend: 'Payment method',
  fields: {
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    city: 'City',
    state: 'State',
    postalCode: 'Postal Code',
    country: 'Country',
    notes: 'Delivery Notes (optional)',
  },
  methods: PAYMENT_METHOD_NAMES,
  /** What happens next with each method, under the choices. */
  methodNotes: {
    fpx: 'You will choose your bank and confirm the payment there when you complete the order.',
    card: "You will enter your card on the payment provider's secure page when you complete the order.",
    grabpay: 'You will confirm the payment in your GrabPay wallet when you complete the order.',
    cod: 'Pay the merchant in cash when your order is delivered.',
  },
  hosted: "Payments are made on the payment provider's secure page: this shop never sees your card or bank details.",
  /**
   * A payment field's message, by the field (src/lib/checkout.ts paymentSchema's, the spec's): the form and the
   * server check the same rules and name the field, and the page shows its message in its language. The shipping
   * fields' refusals are codes, said from `refusals`.
   */
  errors: {
    paymentMethod: 'Please choose a payment method',
  },
  checkDetails: 'Please check the details marked below.',
  offline:
    'Checkout needs an internet connection. You are offline: your details are kept here, so try again when you are back online.',
  cartNotLoaded: 'Your cart could not be loaded. Please check your connection and try again.',
  notPlaced: 'Your order could not be placed. Please try again.',
  /** The order's refusals, and the server's answers any form may meet (codes, src/lib/refusals.ts). */
  refusals: textsOf(refusals, [...CHECKOUT_REFUSALS, ...ANSWER_REFUSALS]),
  summary: 'Order Summary',
  each: '{quantity} × {price}',
  notIncluded: 'Out of stock: not included',
  onlyLeft: 'Only {count} left',
  backordered: '{count} on backorder: ships when restocked',
  goneLine: 'An item is no longer available and is not included.',
  subtotal: 'Subtotal',
  shippingCost: 'Shipping',
  free: 'Free',
  total: 'Total',
  reduced: 'Some quantities were reduced to what is in stock.',
  complete: 'Complete Order',
  backToCart: 'Back to cart',
  processing: 'Processing your order',
  steps: { validating, connecting, processing, confirming, creating, successful },
  stepOf: 'Step {step} of {count}',
  placed: 'Order placed successfully!',
  numberBefore: 'Your order number is ',
  numberAfter: '.',
  redirecting: "Taking you to your order's tracking page...",
  track: 'Track Order',
};
