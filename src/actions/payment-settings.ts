/**
 * The shop's payment provider, from its settings: Stripe when STRIPE_SECRET_KEY is set (a secret: `wrangler secret
 * put`, or .dev.vars locally), else the local sandbox (src/data/payment-provider.ts).
 */
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from 'astro:env/server';
import { paymentProvider } from '../data/payments';
import type { PaymentProvider } from '../data/payment-provider';

export const PAYMENT_SETTINGS = { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET };

export function shopPaymentProvider(db: Database): PaymentProvider {
  return paymentProvider(db, PAYMENT_SETTINGS);
}
