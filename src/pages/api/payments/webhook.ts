/**
 * The payment provider's webhook (POST /api/payments/webhook): Stripe's events, or the local sandbox's signed the
 * same way. The body is read as it came, for the signature; a bad signature is refused with 400 and changes
 * nothing; each event is applied once (src/data/payments.ts). Any other answer than 2xx makes Stripe send the
 * event again later, which the event's stored id makes harmless.
 */
import type { APIRoute } from 'astro';
import { receiveWebhook } from '../../../data/payments';
import { shopPaymentProvider } from '../../../actions/payment-settings';

export const POST: APIRoute = async ({ request, locals }) => {
  const payload = await request.text();
  const answer = await receiveWebhook(
    locals.db,
    shopPaymentProvider(locals.db),
    payload,
    request.headers.get('Stripe-Signature'),
  );
  return Response.json(
    answer.status === 200 ? { received: true, outcome: answer.outcome } : { error: 'Signature not verified.' },
    { status: answer.status, headers: { 'Cache-Control': 'no-store' } },
  );
};

/** The provider posts its events here; the address opened on its own is no page. */
export const GET: APIRoute = () =>
  new Response('The payment provider posts its signed events here.', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
