/**
 * The payment provider behind one small interface: make a hosted payment for an order, read (or close) it, refund
 * part of it, and verify the signed events it sends. Two providers take it:
 *
 * - Stripe, through its official SDK with the fetch HTTP client and Web Crypto (both run on Workers): a Checkout
 *   Session in MYR for the one method the buyer chose (card, FPX or GrabPay), the buyer sent to Stripe and back.
 * - The local sandbox, the default when no Stripe key is set (`npm start`, the tests): the shop's own stand-in for
 *   the hosted page (src/pages/payments/sandbox/[session].astro). Its events are Stripe's own shapes, signed with
 *   the SDK's webhook signing, so the webhook verifies and applies both through the same code.
 *
 * The configuration (src/pages and src/worker.ts read it from astro:env) chooses: a secret key means Stripe, and
 * then nothing of the sandbox answers.
 */
import Stripe from 'stripe';
import {
  SESSION_LIFE_MINUTES,
  STRIPE_METHOD_TYPES,
  refundState,
  type ProviderMethod,
  type RefundState,
} from '../lib/payments';

export interface PaymentRequest {
  orderId: string;
  amountSen: number;
  currency: string;
  method: ProviderMethod;
  email: string;
  /** What the hosted page lists: one line for the whole order. */
  description: string;
  /** Where the buyer comes back to, paid or not. */
  successUrl: string;
  cancelUrl: string;
  now: Date;
}

/** A provider's payment as the shop reads it. */
export interface ProviderPayment {
  paid: boolean;
  /** Closed without payment (expired), so it can never be paid. */
  closed: boolean;
  amountSen: number | null;
  currency: string | null;
  paymentIntent: string | null;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  createPayment(request: PaymentRequest): Promise<{ sessionId: string; url: string }>;
  readPayment(sessionId: string): Promise<ProviderPayment>;
  /** Closes a payment at its hold's end, unless it was paid first; answers what it then is. */
  closePayment(sessionId: string): Promise<ProviderPayment>;
  /** Refunds part of a paid payment, once per key (the provider keeps the key: a retry is not a second refund). */
  refund(request: { paymentIntent: string; amountSen: number; key: string; orderId: string }): Promise<{
    id: string;
    status: RefundState;
  }>;
  /** The event in a webhook's body, when its signature is this provider's; throws otherwise. */
  verifyEvent(payload: string, signature: string): Promise<Stripe.Event>;
}

/** The provider's settings: Stripe's secret key and its webhook endpoint's signing secret. */
export interface PaymentSettings {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
}

/**
 * Signs the sandbox's events, which stand in for Stripe's. It guards nothing real (a sandbox pays with no money),
 * and the sandbox never answers where a Stripe key is set.
 */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_labuan_market_sandbox';
/** The SDK wants a key to be made; the sandbox never calls Stripe's API with it. */
const SANDBOX_KEY = 'sk_test_labuan_market_sandbox';

const crypto = Stripe.createSubtleCryptoProvider();

function readSession(session: Stripe.Checkout.Session): ProviderPayment {
  const intent = session.payment_intent;
  return {
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    closed: session.status === 'expired',
    amountSen: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/** Where the SDK sends its requests: Stripe's API, or (in the adapter's tests) a local recording server. */
export interface StripeApi {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function stripeProvider(secretKey: string, webhookSecret: string, api: StripeApi = {}): PaymentProvider {
  const stripe = new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...api,
  });
  return {
    name: 'stripe',
    async createPayment(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: request.currency.toLowerCase(),
          allowed_payment_method_types: [STRIPE_METHOD_TYPES[request.method]],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountSen,
                product_data: { name: request.description },
              },
            },
          ],
          customer_email: request.email,
          client_reference_id: request.orderId,
          metadata: { order_id: request.orderId },
          payment_intent_data: { metadata: { order_id: request.orderId } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.now.getTime() / 1000) + SESSION_LIFE_MINUTES * 60,
        },
        // One session per order and moment: a request the SDK retries makes no second session.
        { idempotencyKey: `session-${request.orderId}-${request.now.getTime()}` },
      );
      if (!session.url) throw new Error(`Stripe made session ${session.id} without a page to pay on.`);
      return { sessionId: session.id, url: session.url };
    },
    async readPayment(sessionId) {
      return readSession(await stripe.checkout.sessions.retrieve(sessionId));
    },
    async closePayment(sessionId) {
      try {
        return readSession(await stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // Only an open session can be expired: one paid (or expired) a moment ago is read as it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return readSession(await stripe.checkout.sessions.retrieve(sessionId));
        throw error;
      }
    },
    async refund({ paymentIntent, amountSen, key, orderId }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountSen, metadata: { order_id: orderId, refund_id: key } },
        { idempotencyKey: `refund-${key}` },
      );
      return { id: refund.id, status: refundState(refund.status) };
    },
    verifyEvent: (payload, signature) =>
      stripe.webhooks.constructEventAsync(payload, signature, webhookSecret, undefined, crypto),
  };
}

/** The sandbox's session ids: never a Stripe id. */
export const SANDBOX_SESSION_PREFIX = 'cs_sandbox_';

/**
 * The local sandbox. A session is the payment row the shop writes for it (src/data/payments.ts): the sandbox's
 * page reads it there, and says how it ended by an event signed as Stripe signs them. `lookup` reads the row.
 */
export function sandboxProvider(
  lookup: (sessionId: string) => Promise<{ status: string; amountSen: number; currency: string } | null>,
): PaymentProvider {
  const stripe = new Stripe(SANDBOX_KEY, { httpClient: Stripe.createFetchHttpClient() });
  const read = async (sessionId: string): Promise<ProviderPayment> => {
    const row = await lookup(sessionId);
    return {
      paid: row?.status === 'completed' || row?.status === 'refunded',
      closed: row?.status === 'expired' || row?.status === 'failed',
      amountSen: row?.amountSen ?? null,
      currency: row?.currency ?? null,
      paymentIntent: row ? `pi_sandbox_${sessionId.slice(SANDBOX_SESSION_PREFIX.length)}` : null,
    };
  };
  return {
    name: 'sandbox',
    async createPayment(request) {
      const sessionId = `${SANDBOX_SESSION_PREFIX}${globalThis.crypto.randomUUID().replaceAll('-', '')}`;
      const origin = new URL(request.successUrl).origin;
      return { sessionId, url: `${origin}/payments/sandbox/${sessionId}` };
    },
    readPayment: read,
    closePayment: read,
    async refund({ key }) {
      return { id: `re_sandbox_${key}`, status: 'succeeded' };
    },
    verifyEvent: (payload, signature) =>
      stripe.webhooks.constructEventAsync(payload, signature, SANDBOX_WEBHOOK_SECRET, undefined, crypto),
  };
}

/** Signs an event of the sandbox exactly as Stripe signs its own (the SDK's signing, with the sandbox's secret). */
export async function signSandboxEvent(payload: string): Promise<string> {
  const stripe = new Stripe(SANDBOX_KEY, { httpClient: Stripe.createFetchHttpClient() });
  return stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: SANDBOX_WEBHOOK_SECRET,
    cryptoProvider: crypto,
  });
}

/** Is a real provider configured? Then the sandbox answers nothing. */
export const realProviderConfigured = (settings: PaymentSettings): boolean => Boolean(settings.STRIPE_SECRET_KEY);

export type SandboxOutcome = 'pay' | 'fail' | 'abandon';

/**
 * The event the sandbox's page sends for a buyer's choice, in the shape Stripe sends for its Checkout Session:
 * paid (checkout.session.completed, paid), failed (checkout.session.async_payment_failed) or abandoned
 * (checkout.session.expired).
 */
export function sandboxEvent(
  outcome: SandboxOutcome,
  session: { id: string; orderId: string; amountSen: number; currency: string },
  now: Date,
): string {
  const type =
    outcome === 'pay'
      ? 'checkout.session.completed'
      : outcome === 'fail'
        ? 'checkout.session.async_payment_failed'
        : 'checkout.session.expired';
  const created = Math.floor(now.getTime() / 1000);
  return JSON.stringify({
    id: `evt_sandbox_${globalThis.crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        amount_total: session.amountSen,
        currency: session.currency.toLowerCase(),
        client_reference_id: session.orderId,
        metadata: { order_id: session.orderId },
        payment_intent: outcome === 'pay' ? `pi_sandbox_${session.id.slice(SANDBOX_SESSION_PREFIX.length)}` : null,
        payment_status: outcome === 'pay' ? 'paid' : 'unpaid',
        status: outcome === 'abandon' ? 'expired' : 'complete',
      },
    },
  });
}
