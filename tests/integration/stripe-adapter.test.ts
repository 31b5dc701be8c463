/**
 * The Stripe adapter's requests, checked against Stripe's API as the SDK sends them: the SDK is pointed at a local
 * server (its host, port and protocol options) that records each request and answers as Stripe's API would. Its
 * events are signed with the SDK's own test helper and verified by the adapter (constructEventAsync).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeProvider, type PaymentProvider } from '../../src/data/payment-provider';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

const SECRET_KEY = 'sk_test_recorded';
const WEBHOOK_SECRET = 'whsec_recorded_endpoint';
const recorded: Recorded[] = [];
let server: Server;
let provider: PaymentProvider;

/** What Stripe's API answers to each request the adapter makes. */
function answer(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
  if (method === 'POST' && path === '/v1/checkout/sessions')
    return {
      status: 200,
      body: {
        id: 'cs_test_recorded',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_recorded',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('currency'),
        payment_intent: null,
        metadata: { order_id: form.get('metadata[order_id]') },
      },
    };
  if (method === 'POST' && path === '/v1/checkout/sessions/cs_test_open/expire')
    return {
      status: 200,
      body: {
        id: 'cs_test_open',
        object: 'checkout.session',
        status: 'expired',
        payment_status: 'unpaid',
        amount_total: 4500,
        currency: 'myr',
        payment_intent: null,
      },
    };
  if (method === 'POST' && path === '/v1/checkout/sessions/cs_test_paid/expire')
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          message: 'Only Checkout Sessions with a status in open can be expired.',
        },
      },
    };
  if (method === 'GET' && path === '/v1/checkout/sessions/cs_test_paid')
    return {
      status: 200,
      body: {
        id: 'cs_test_paid',
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        amount_total: 4500,
        currency: 'myr',
        payment_intent: 'pi_test_paid',
      },
    };
  if (method === 'POST' && path === '/v1/refunds')
    return {
      status: 200,
      body: {
        id: 're_test_recorded',
        object: 'refund',
        status: 'pending',
        amount: Number(form.get('amount')),
        currency: 'myr',
      },
    };
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `No such route ${method} ${path}` } },
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const form = new URLSearchParams(request.method === 'GET' ? url.search : body);
      recorded.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, form });
      const { status, body: json } = answer(request.method ?? '', url.pathname, form);
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${recorded.length}` });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = stripeProvider(SECRET_KEY, WEBHOOK_SECRET, { host: '127.0.0.1', port, protocol: 'http' });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = () => recorded.at(-1)!;

describe('the Stripe adapter', () => {
  it('makes a Checkout Session in MYR for the chosen method, the order’s amount, and the way back', async () => {
    const now = new Date('2026-11-28T10:00:00.000Z');
    const session = await provider.createPayment({
      orderId: 'ORD-2024-123456789',
      amountSen: 4500,
      currency: 'MYR',
      method: 'fpx',
      email: 'aisyah@example.com',
      description: 'Labuan Market order ORD-2024-123456789',
      successUrl: 'https://labuan.market.example/orders/ORD-2024-123456789/track?payment=return',
      cancelUrl: 'https://labuan.market.example/orders/ORD-2024-123456789/track?payment=cancelled',
      now,
    });
    expect(session).toEqual({
      sessionId: 'cs_test_recorded',
      url: 'https://checkout.stripe.com/c/pay/cs_test_recorded',
    });
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(request.headers['idempotency-key']).toBe(`session-ORD-2024-123456789-${now.getTime()}`);
    expect(Object.fromEntries(request.form)).toEqual({
      mode: 'payment',
      currency: 'myr',
      // Stripe's API since 2026-09-30 names the methods a session may offer here (payment_method_types before).
      'allowed_payment_method_types[0]': 'fpx',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'myr',
      'line_items[0][price_data][unit_amount]': '4500',
      'line_items[0][price_data][product_data][name]': 'Labuan Market order ORD-2024-123456789',
      customer_email: 'aisyah@example.com',
      client_reference_id: 'ORD-2024-123456789',
      'metadata[order_id]': 'ORD-2024-123456789',
      'payment_intent_data[metadata][order_id]': 'ORD-2024-123456789',
      success_url: 'https://labuan.market.example/orders/ORD-2024-123456789/track?payment=return',
      cancel_url: 'https://labuan.market.example/orders/ORD-2024-123456789/track?payment=cancelled',
      expires_at: String(now.getTime() / 1000 + 31 * 60),
    });
  });

  it('offers card and GrabPay by their Stripe names', async () => {
    for (const method of ['card', 'grabpay'] as const) {
      await provider.createPayment({
        orderId: 'ORD-2024-000000002',
        amountSen: 1250,
        currency: 'MYR',
        method,
        email: 'a@example.com',
        description: 'order',
        successUrl: 'https://labuan.market.example/a',
        cancelUrl: 'https://labuan.market.example/b',
        now: new Date(),
      });
      expect(last().form.get('allowed_payment_method_types[0]')).toBe(method);
      expect(last().form.get('currency')).toBe('myr');
    }
  });

  it('closes an open session at the hold’s end, and reads one paid a moment before as paid', async () => {
    expect(await provider.closePayment('cs_test_open')).toMatchObject({ paid: false, closed: true });
    expect(last().path).toBe('/v1/checkout/sessions/cs_test_open/expire');
    expect(await provider.closePayment('cs_test_paid')).toEqual({
      paid: true,
      closed: false,
      amountSen: 4500,
      currency: 'myr',
      paymentIntent: 'pi_test_paid',
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions/cs_test_paid' });
  });

  it('refunds a share of the payment with the refund’s own idempotency key', async () => {
    expect(
      await provider.refund({
        paymentIntent: 'pi_test_paid',
        amountSen: 1200,
        key: 'refund_abc',
        orderId: 'ORD-2024-1',
      }),
    ).toEqual({ id: 're_test_recorded', status: 'pending' });
    const request = last();
    expect(request.path).toBe('/v1/refunds');
    expect(request.headers['idempotency-key']).toBe('refund-refund_abc');
    expect(Object.fromEntries(request.form)).toEqual({
      payment_intent: 'pi_test_paid',
      amount: '1200',
      'metadata[order_id]': 'ORD-2024-1',
      'metadata[refund_id]': 'refund_abc',
    });
  });

  it('verifies events signed with the SDK’s own test helper, and refuses others', async () => {
    const stripe = new Stripe(SECRET_KEY);
    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_recorded', object: 'checkout.session', payment_status: 'paid' } },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(await provider.verifyEvent(payload, signature)).toMatchObject({
      id: 'evt_test_1',
      type: 'checkout.session.completed',
    });
    const other = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_another' });
    await expect(provider.verifyEvent(payload, other)).rejects.toThrow();
    await expect(provider.verifyEvent(payload.replace('paid', 'unpaid'), signature)).rejects.toThrow();
    // An old signature (beyond the SDK's five minutes' tolerance) is a replay from outside: refused.
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    await expect(provider.verifyEvent(payload, stale)).rejects.toThrow();
  });
});
