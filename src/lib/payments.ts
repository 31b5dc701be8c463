/**
 * Money for real, the rules in no language and with no I/O: how a buyer may pay, where an order's payment stands
 * (orders.payment_status, migrations/0035), how long an unpaid order holds its stock, and what a provider's event
 * must carry to pay an order. The provider itself, the webhook and the schedule are src/data/payments.ts.
 */

/** The checkout's choices, in the order it offers them: the three a provider takes, then cash on delivery. */
export const PAYMENT_METHODS = ['fpx', 'card', 'grabpay', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A method paid on a provider's hosted page (every one but cash). */
export type ProviderMethod = Exclude<PaymentMethod, 'cod'>;
export const paidThroughProvider = (method: string): method is ProviderMethod => method !== 'cod';

/**
 * How long an order awaiting a provider's payment holds its stock: the Checkout Session's shortest life, so that
 * an open session and its hold end together (the schedule closes the session at the hold's end).
 */
export const PAYMENT_HOLD_MINUTES = 30;
/** Stripe refuses a session that expires less than 30 minutes after it is made: a retry's session asks for this. */
export const SESSION_LIFE_MINUTES = 31;

export function holdEnd(placedAt: Date): string {
  return new Date(placedAt.getTime() + PAYMENT_HOLD_MINUTES * 60_000).toISOString();
}

/** May the buyer (try to) pay this order now: a provider's method, unpaid, and its stock still held. */
export function mayPay(
  order: { paymentMethod: string; paymentStatus: string; paymentExpiresAt: string | null },
  now: Date,
): boolean {
  return (
    paidThroughProvider(order.paymentMethod) &&
    (order.paymentStatus === 'awaiting' || order.paymentStatus === 'failed') &&
    order.paymentExpiresAt !== null &&
    Date.parse(order.paymentExpiresAt) > now.getTime()
  );
}

/** Stripe's name of each method in a Checkout Session's payment_method_types. */
export const STRIPE_METHOD_TYPES: Record<ProviderMethod, 'fpx' | 'card' | 'grabpay'> = {
  fpx: 'fpx',
  card: 'card',
  grabpay: 'grabpay',
};

/** Does a provider's amount (in sen) and currency (ISO, any case) pay exactly this order? */
export function paysOrder(
  paid: { amountSen: number | null | undefined; currency: string | null | undefined },
  order: { totalSen: number; currency: string },
): boolean {
  return paid.amountSen === order.totalSen && (paid.currency ?? '').toUpperCase() === order.currency.toUpperCase();
}

/** A refund's states (migrations/0035 refunds.status). */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Attempts at a refund before the schedule stops asking the provider (an administrator then settles it by hand). */
export const MAX_REFUND_ATTEMPTS = 8;

/** A provider's refund status, as the shop keeps it: Stripe's 'requires_action' and 'canceled' count as not done. */
export function refundState(status: string | null | undefined): RefundState {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** A payment row's method: the checkout's, or the unnamed e-wallet of payments made before GrabPay was offered. */
export type RecordedMethod = PaymentMethod | 'ewallet';

/** A seller order that must not be prepared or shipped yet: its order awaits a provider's payment that never came. */
export function mustWaitForPayment(method: string, state: string): boolean {
  return paidThroughProvider(method) && !['paid', 'partly_refunded', 'refunded'].includes(state);
}
