/**
 * Payments: an order's attempt to pay on the provider's hosted page, the signed events that say how it went, the
 * schedule that ends the stock hold of an order left unpaid, and the refunds of a merchant's cancelled share.
 *
 * Every write is guarded by the state it moves from, in the same D1 batch (one transaction) as the id of the
 * event that caused it, so an event replayed, or arriving after a later one, changes nothing twice: a late
 * 'expired' after 'paid' finds no order awaiting payment.
 */
import type Stripe from 'stripe';
import type { Notice } from '../lib/notices';
import { noticeColumns } from '../lib/notices';
import { MAX_REFUND_ATTEMPTS, mayPay, paysOrder, refundState, type ProviderMethod } from '../lib/payments';
import type { Refusal } from '../lib/refusals';
import {
  realProviderConfigured,
  sandboxProvider,
  stripeProvider,
  type PaymentProvider,
  type PaymentSettings,
} from './payment-provider';
import { merchantsToldOnPayment } from './order-notices';
import { restockSellerOrder } from './products';

/** The provider the settings choose: Stripe when its key is set, else the local sandbox. */
export function paymentProvider(db: Database, settings: PaymentSettings): PaymentProvider {
  if (realProviderConfigured(settings)) {
    if (!settings.STRIPE_WEBHOOK_SECRET)
      throw new Error('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: the webhook could verify nothing.');
    return stripeProvider(settings.STRIPE_SECRET_KEY!, settings.STRIPE_WEBHOOK_SECRET);
  }
  return sandboxProvider((sessionId) => sandboxSession(db, sessionId));
}

/** A sandbox session: its payment row, with the order's amount and where the buyer goes back to. */
export async function sandboxSession(db: Database, sessionId: string) {
  const row = await db
    .prepare(
      `SELECT p.order_id, p.status, p.amount_sen, p.currency, p.method, o.payment_status, o.payment_expires_at
       FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.external_transaction_id = ? AND p.provider = 'sandbox'`,
    )
    .bind(sessionId)
    .first<{
      order_id: string;
      status: string;
      amount_sen: number;
      currency: string;
      method: string;
      payment_status: string;
      payment_expires_at: string | null;
    }>();
  return row
    ? {
        orderId: row.order_id,
        status: row.status,
        amountSen: row.amount_sen,
        currency: row.currency,
        method: row.method,
        orderPaymentStatus: row.payment_status,
        holdEndsAt: row.payment_expires_at,
      }
    : null;
}

interface OrderPaymentRow {
  id: string;
  user_id: string;
  total_sen: number;
  currency: string;
  payment_method: string;
  payment_status: string;
  payment_expires_at: string | null;
  ship_email: string;
}

const ORDER_PAYMENT_COLUMNS =
  'id, user_id, total_sen, currency, payment_method, payment_status, payment_expires_at, ship_email';

export type StartPaymentResult = { ok: true; url: string } | { ok: false; refusal: Refusal };

/**
 * A new hosted payment for the buyer's order (the first after checkout, or another after one failed or was
 * abandoned), while the order still holds its stock. `returnTo` is the order's tracking page, where the buyer
 * comes back to from the provider.
 */
export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  request: { orderId: string; userId: string; returnTo: string; now?: Date },
): Promise<StartPaymentResult> {
  const now = request.now ?? new Date();
  const order = await db
    .prepare(`SELECT ${ORDER_PAYMENT_COLUMNS} FROM orders WHERE id = ?`)
    .bind(request.orderId)
    .first<OrderPaymentRow>();
  if (!order || order.user_id !== request.userId)
    return { ok: false, refusal: { code: 'payment.notFound', values: { id: request.orderId } } };
  const payable = mayPay(
    {
      paymentMethod: order.payment_method,
      paymentStatus: order.payment_status,
      paymentExpiresAt: order.payment_expires_at,
    },
    now,
  );
  if (!payable) return { ok: false, refusal: { code: 'payment.notPayable' } };

  const separator = request.returnTo.includes('?') ? '&' : '?';
  const session = await provider.createPayment({
    orderId: order.id,
    amountSen: order.total_sen,
    currency: order.currency,
    method: order.payment_method as ProviderMethod,
    email: order.ship_email,
    description: `Labuan Market order ${order.id}`,
    successUrl: `${request.returnTo}${separator}payment=return`,
    cancelUrl: `${request.returnTo}${separator}payment=cancelled`,
    now,
  });
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO payments (id, order_id, user_id, amount_sen, currency, method, status, external_transaction_id,
           processed_at, provider, checkout_url)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
      )
      .bind(
        `pay_${crypto.randomUUID()}`,
        order.id,
        order.user_id,
        order.total_sen,
        order.currency,
        order.payment_method,
        session.sessionId,
        at,
        provider.name,
        session.url,
      ),
    db
      .prepare(
        "UPDATE orders SET payment_status = 'awaiting', updated_at = ? WHERE id = ? AND payment_status IN ('awaiting', 'failed')",
      )
      .bind(at, order.id),
  ]);
  return { ok: true, url: session.url };
}

/** The page the buyer is paying on now: the order's latest attempt still open, if any. */
export async function openPaymentUrl(db: Database, orderId: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT checkout_url FROM payments WHERE order_id = ? AND status = 'pending' AND checkout_url IS NOT NULL
       ORDER BY rowid DESC LIMIT 1`,
    )
    .bind(orderId)
    .first<{ checkout_url: string }>();
  return row?.checkout_url ?? null;
}

// Events

export type EventOutcome = 'applied' | 'ignored' | 'refused' | 'duplicate';
export type WebhookAnswer = { status: 200; outcome: EventOutcome } | { status: 400; outcome: 'unsigned' };

/** The webhook's whole work (src/pages/api/payments/webhook.ts, and the sandbox's page): verify, then apply once. */
export async function receiveWebhook(
  db: Database,
  provider: PaymentProvider,
  payload: string,
  signature: string | null,
  now = new Date(),
): Promise<WebhookAnswer> {
  let event: Stripe.Event;
  try {
    event = await provider.verifyEvent(payload, signature ?? '');
  } catch {
    return { status: 400, outcome: 'unsigned' };
  }
  return { status: 200, outcome: await applyPaymentEvent(db, event, now) };
}

interface SessionPaymentRow extends OrderPaymentRow {
  payment_id: string;
  attempt_status: string;
  attempt_order: number;
}

async function paymentOfSession(db: Database, sessionId: string): Promise<SessionPaymentRow | null> {
  return db
    .prepare(
      `SELECT o.id, o.user_id, o.total_sen, o.currency, o.payment_method, o.payment_status, o.payment_expires_at,
              o.ship_email, p.id AS payment_id, p.status AS attempt_status, p.rowid AS attempt_order
       FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.external_transaction_id = ?`,
    )
    .bind(sessionId)
    .first<SessionPaymentRow>();
}

const eventRow = (db: Database, event: Stripe.Event, orderId: string | null, outcome: string, at: string) =>
  db
    .prepare('INSERT INTO payment_events (id, type, order_id, outcome, received_at) VALUES (?, ?, ?, ?, ?)')
    .bind(event.id, event.type, orderId, outcome, at);

/** A notice to every administrator (their own bell): a payment the shop refused to take as it came. */
function flagToAdministrators(db: Database, notice: Notice, orderId: string, at: string): D1PreparedStatement {
  const stored = noticeColumns(notice);
  return db
    .prepare(
      `INSERT INTO notifications (user_id, type, link, read, created_at, code, vals, audience)
       SELECT id, 'payment', ?, 0, ?, ?, ?, ? FROM users WHERE role = 'admin'`,
    )
    .bind(`/orders/${orderId}/track`, at, stored.code, stored.vals, stored.audience);
}

/**
 * The statements that take a provider's payment as the order's: only from an order still awaiting it. The
 * merchants hear of the order first (`told`, from merchantsToldOnPayment), guarded by the same state.
 */
function paidStatements(
  db: Database,
  row: SessionPaymentRow,
  paymentIntent: string | null,
  at: string,
  told: D1PreparedStatement[],
) {
  return [
    ...told,
    db
      .prepare(
        `UPDATE payments SET status = 'completed', payment_intent = ?, processed_at = ?
         WHERE id = ? AND status IN ('pending', 'failed', 'expired')`,
      )
      .bind(paymentIntent, at, row.payment_id),
    db
      .prepare(
        `UPDATE orders SET payment_status = 'paid', payment_expires_at = NULL, updated_at = ?
         WHERE id = ? AND payment_status IN ('awaiting', 'failed')`,
      )
      .bind(at, row.id),
  ];
}

const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

/** Applies one verified event, once. */
export async function applyPaymentEvent(db: Database, event: Stripe.Event, now = new Date()): Promise<EventOutcome> {
  const seen = await db.prepare('SELECT 1 AS seen FROM payment_events WHERE id = ?').bind(event.id).first();
  if (seen) return 'duplicate';
  const at = now.toISOString();
  let orderId: string | null = null;
  let outcome: Exclude<EventOutcome, 'duplicate'> = 'ignored';
  const effects: D1PreparedStatement[] = [];

  if (CHECKOUT_EVENTS.has(event.type)) {
    const session = event.data.object as Stripe.Checkout.Session;
    const row = await paymentOfSession(db, session.id);
    if (row && (session.metadata?.order_id ?? row.id) === row.id) {
      orderId = row.id;
      const paid =
        event.type === 'checkout.session.async_payment_succeeded' ||
        (event.type === 'checkout.session.completed' && session.payment_status === 'paid');
      if (paid) {
        const unheld = row.payment_status === 'expired';
        if (
          !paysOrder(
            { amountSen: session.amount_total, currency: session.currency },
            { totalSen: row.total_sen, currency: row.currency },
          ) ||
          unheld
        ) {
          // Not the order's amount, or money for an order whose hold ended and whose stock went back: never taken
          // as paid; an administrator looks into it.
          outcome = 'refused';
          effects.push(
            flagToAdministrators(
              db,
              {
                code: 'paymentFlagged',
                values: {
                  orderId: row.id,
                  problem: unheld ? 'late' : 'amount',
                  amountSen: session.amount_total ?? 0,
                  currency: (session.currency ?? '').toUpperCase(),
                  expectedSen: row.total_sen,
                },
              },
              row.id,
              at,
            ),
          );
        } else if (row.payment_status === 'awaiting' || row.payment_status === 'failed') {
          outcome = 'applied';
          const intent = session.payment_intent;
          const told = await merchantsToldOnPayment(db, row.id, at);
          effects.push(
            ...paidStatements(db, row, typeof intent === 'string' ? intent : (intent?.id ?? null), at, told),
          );
        }
      } else if (event.type === 'checkout.session.async_payment_failed' && row.attempt_status === 'pending') {
        outcome = 'applied';
        effects.push(
          db
            .prepare("UPDATE payments SET status = 'failed', processed_at = ? WHERE id = ? AND status = 'pending'")
            .bind(at, row.payment_id),
          // The order fails with its latest attempt only: an older session failing late says nothing of a newer one.
          db
            .prepare(
              `UPDATE orders SET payment_status = 'failed', updated_at = ? WHERE id = ? AND payment_status = 'awaiting'
               AND NOT EXISTS (SELECT 1 FROM payments later WHERE later.order_id = orders.id AND later.rowid > ?)`,
            )
            .bind(at, row.id, row.attempt_order),
        );
      } else if (event.type === 'checkout.session.expired' && row.attempt_status === 'pending') {
        // Abandoned: this attempt is over; the order keeps its stock (and may be paid again) until its hold ends.
        outcome = 'applied';
        effects.push(
          db
            .prepare("UPDATE payments SET status = 'expired', processed_at = ? WHERE id = ? AND status = 'pending'")
            .bind(at, row.payment_id),
        );
      }
    }
  } else if (REFUND_EVENTS.has(event.type)) {
    const refund = event.data.object as Stripe.Refund;
    const row = await db
      .prepare('SELECT id, order_id, status FROM refunds WHERE provider_refund_id = ? OR id = ?')
      .bind(refund.id, refund.metadata?.refund_id ?? '')
      .first<{ id: string; order_id: string; status: string }>();
    if (row) {
      orderId = row.order_id;
      const state = event.type === 'refund.failed' ? 'failed' : refundState(refund.status);
      if (row.status !== 'succeeded' && state !== 'pending') {
        outcome = 'applied';
        effects.push(...refundSettled(db, row.id, row.order_id, refund.id, state, null, at));
      }
    }
  }

  try {
    await db.batch([eventRow(db, event, orderId, outcome, at), ...effects]);
  } catch (error) {
    if (/UNIQUE constraint failed: payment_events\.id/i.test(String(error))) return 'duplicate';
    throw error;
  }
  return outcome;
}

// Cash on delivery

/** The cash row of an order paid on delivery: no provider, settled when every merchant collected its part. */
export function cashPaymentRow(
  db: Database,
  order: { orderId: string; userId: string; totalSen: number; currency: string; at: string },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payments (id, order_id, user_id, amount_sen, currency, method, status, external_transaction_id,
         processed_at, provider)
       VALUES (?, ?, ?, ?, ?, 'cod', 'pending', ?, ?, 'cash')`,
    )
    .bind(
      `${order.orderId}-payment`,
      order.orderId,
      order.userId,
      order.totalSen,
      order.currency,
      `cash-${order.orderId}`,
      order.at,
    );
}

export type CashResult = { ok: true; orderPaid: boolean } | { ok: false; refusal: Refusal };

/**
 * The merchant has the cash of its delivered part of a cash-on-delivery order. Once every part still owed is
 * collected, the order is paid (its cash row completed, the tracking page's Payment Confirmed).
 */
export async function markCashCollected(
  db: Database,
  merchantId: string,
  sellerOrderId: string,
  now = new Date(),
): Promise<CashResult> {
  const row = await db
    .prepare(
      `SELECT so.order_id, so.status, so.cash_collected_at, o.payment_method
       FROM seller_orders so JOIN orders o ON o.id = so.order_id WHERE so.id = ? AND so.merchant_id = ?`,
    )
    .bind(sellerOrderId, merchantId)
    .first<{ order_id: string; status: string; cash_collected_at: string | null; payment_method: string }>();
  if (!row) return { ok: false, refusal: { code: 'sellerOrder.notFound', values: { id: sellerOrderId } } };
  if (row.payment_method !== 'cod') return { ok: false, refusal: { code: 'payment.notCash' } };
  if (row.status !== 'completed') return { ok: false, refusal: { code: 'payment.cashBeforeDelivery' } };
  if (row.cash_collected_at) return { ok: true, orderPaid: false };
  const at = now.toISOString();
  // Every part not cancelled has its cash: the order is paid.
  const allCollected = `NOT EXISTS (SELECT 1 FROM seller_orders so WHERE so.order_id = orders.id
    AND so.status <> 'cancelled' AND so.cash_collected_at IS NULL)`;
  const [, paid] = await db.batch([
    db
      .prepare(
        'UPDATE seller_orders SET cash_collected_at = ?, updated_at = ? WHERE id = ? AND merchant_id = ? AND cash_collected_at IS NULL',
      )
      .bind(at, at, sellerOrderId, merchantId),
    db
      .prepare(
        `UPDATE orders SET payment_status = 'paid', updated_at = ? WHERE id = ? AND payment_status = 'awaiting' AND ${allCollected}`,
      )
      .bind(at, row.order_id),
    db
      .prepare(
        `UPDATE payments SET status = 'completed', processed_at = ? WHERE order_id = ? AND provider = 'cash' AND status = 'pending'
         AND (SELECT payment_status FROM orders WHERE id = ?) = 'paid'`,
      )
      .bind(at, row.order_id, row.order_id),
  ]);
  return { ok: true, orderPaid: (paid?.meta.changes ?? 0) > 0 };
}

// The stock hold's end

/**
 * Orders whose hold ended unpaid: each one's open sessions are closed at the provider (a session paid at the last
 * moment is taken as paid instead), then the order expires, its seller orders are cancelled and their stock goes
 * back, in one batch guarded by the order still being unpaid. A few orders per run: the schedule comes back.
 */
export async function expireUnpaidOrders(
  db: Database,
  provider: PaymentProvider,
  now = new Date(),
  limit = 20,
): Promise<{ expired: number; paid: number }> {
  const at = now.toISOString();
  const { results: due } = await db
    .prepare(
      `SELECT id FROM orders WHERE payment_status IN ('awaiting', 'failed') AND payment_expires_at IS NOT NULL
       AND payment_expires_at <= ? ORDER BY payment_expires_at LIMIT ?`,
    )
    .bind(at, limit)
    .all<{ id: string }>();
  let expired = 0;
  let paid = 0;
  for (const { id } of due) {
    const { results: open } = await db
      .prepare(
        `SELECT external_transaction_id AS session FROM payments
         WHERE order_id = ? AND status = 'pending' AND provider IN ('stripe', 'sandbox') ORDER BY rowid`,
      )
      .bind(id)
      .all<{ session: string }>();
    let tookPayment = false;
    for (const { session } of open) {
      const state = await provider.closePayment(session);
      const row = await paymentOfSession(db, session);
      if (!row) continue;
      if (state.paid && paysOrder(state, { totalSen: row.total_sen, currency: row.currency })) {
        await db.batch(paidStatements(db, row, state.paymentIntent, at, await merchantsToldOnPayment(db, id, at)));
        tookPayment = true;
        break;
      }
    }
    if (tookPayment) {
      paid += 1;
      continue;
    }
    if (await expireOrder(db, id, at)) expired += 1;
  }
  return { expired, paid };
}

async function expireOrder(db: Database, orderId: string, at: string): Promise<boolean> {
  const { results: parts } = await db
    .prepare("SELECT merchant_id FROM seller_orders WHERE order_id = ? AND status IN ('pending', 'processing')")
    .bind(orderId)
    .all<{ merchant_id: string }>();
  try {
    await db.batch([
      db
        .prepare(
          `UPDATE orders SET payment_status = 'expired', payment_expires_at = NULL, status = 'cancelled', updated_at = ?
           WHERE id = ? AND payment_status IN ('awaiting', 'failed')`,
        )
        .bind(at, orderId),
      // The guard: when another run (or a payment) settled the order first, this fails and the batch rolls back.
      db
        .prepare(
          `INSERT INTO order_events (order_id, seller_order_id, status, note, created_at)
           VALUES (?, NULL, CASE WHEN changes() = 1 THEN 'cancelled' END, '', ?)`,
        )
        .bind(orderId, at),
      db
        .prepare("UPDATE payments SET status = 'expired', processed_at = ? WHERE order_id = ? AND status = 'pending'")
        .bind(at, orderId),
      ...parts.map(({ merchant_id }) => restockSellerOrder(db, orderId, merchant_id, at)),
      db
        .prepare(
          "UPDATE seller_orders SET status = 'cancelled', updated_at = ? WHERE order_id = ? AND status IN ('pending', 'processing')",
        )
        .bind(at, orderId),
    ]);
    return true;
  } catch (error) {
    if (/NOT NULL constraint failed: order_events\.status/i.test(String(error))) return false;
    throw error;
  }
}

// Refunds

/**
 * The refund of a merchant's share when it cancels its part of a paid order: goods, shipping and tax of that
 * seller order. At most one per seller order (refunds.seller_order_id is UNIQUE): a cancellation sent twice
 * writes one. Runs in the cancellation's own batch; `requestRefunds` then asks the provider.
 */
export function refundOnCancel(db: Database, sellerOrderId: string, at: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO refunds (id, order_id, seller_order_id, amount_sen, currency, status, attempts, created_at, updated_at)
       SELECT ?, so.order_id, so.id, so.total_sen + so.tax_sen, o.currency, 'pending', 0, ?, ?
       FROM seller_orders so JOIN orders o ON o.id = so.order_id
       WHERE so.id = ? AND o.payment_method <> 'cod' AND o.payment_status IN ('paid', 'partly_refunded')
         AND so.total_sen + so.tax_sen > 0
       ON CONFLICT (seller_order_id) DO NOTHING`,
    )
    .bind(`refund_${crypto.randomUUID()}`, at, at, sellerOrderId);
}

/** A refund's end, and the order's payment state from the refunds that succeeded. */
function refundSettled(
  db: Database,
  refundId: string,
  orderId: string,
  providerRefundId: string | null,
  state: 'succeeded' | 'failed' | 'pending',
  error: string | null,
  at: string,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE refunds SET status = ?, provider_refund_id = COALESCE(?, provider_refund_id), last_error = ?, updated_at = ?
         WHERE id = ? AND status <> 'succeeded'`,
      )
      .bind(state, providerRefundId, error, at, refundId),
    db
      .prepare(
        `UPDATE orders SET updated_at = ?, payment_status = CASE
           WHEN (SELECT COALESCE(SUM(amount_sen), 0) FROM refunds WHERE order_id = orders.id AND status = 'succeeded') >= total_sen THEN 'refunded'
           WHEN (SELECT COALESCE(SUM(amount_sen), 0) FROM refunds WHERE order_id = orders.id AND status = 'succeeded') > 0 THEN 'partly_refunded'
           ELSE payment_status END
         WHERE id = ? AND payment_status IN ('paid', 'partly_refunded', 'refunded')`,
      )
      .bind(at, orderId),
  ];
}

/**
 * Asks the provider for the refunds not yet done: one order's (right after its cancellation) or, on schedule, the
 * oldest pending or failed ones. A refund is claimed first (its attempts counted, guarded by the count read), so
 * two runs never ask for it at once; the provider's key is the refund's id, so even a retry after a lost answer
 * refunds once.
 */
export async function requestRefunds(
  db: Database,
  provider: PaymentProvider,
  options: { orderId?: string; now?: Date; limit?: number } = {},
): Promise<{ succeeded: number; pending: number; failed: number }> {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  const { results } = await db
    .prepare(
      `SELECT r.id, r.order_id, r.amount_sen, r.attempts, p.payment_intent, p.provider
       FROM refunds r LEFT JOIN payments p ON p.id = (SELECT id FROM payments WHERE order_id = r.order_id
         AND status = 'completed' ORDER BY rowid DESC LIMIT 1)
       WHERE r.status <> 'succeeded' AND r.attempts < ? ${options.orderId ? 'AND r.order_id = ?' : ''}
       ORDER BY r.updated_at LIMIT ?`,
    )
    .bind(...[MAX_REFUND_ATTEMPTS, ...(options.orderId ? [options.orderId] : []), options.limit ?? 20])
    .all<{
      id: string;
      order_id: string;
      amount_sen: number;
      attempts: number;
      payment_intent: string | null;
      provider: string | null;
    }>();
  const counts = { succeeded: 0, pending: 0, failed: 0 };
  for (const refund of results) {
    const claimed = await db
      .prepare(
        "UPDATE refunds SET attempts = attempts + 1, updated_at = ? WHERE id = ? AND attempts = ? AND status <> 'succeeded'",
      )
      .bind(at, refund.id, refund.attempts)
      .run();
    if (claimed.meta.changes !== 1) continue;
    let state: 'succeeded' | 'failed' | 'pending';
    let providerId: string | null = null;
    let error: string | null = null;
    if (refund.provider === 'simulated') {
      // Paid through the simulated card form of before (the demo's orders): refunded as it was paid, in simulation.
      state = 'succeeded';
      providerId = `re_simulated_${refund.id}`;
    } else if (!refund.payment_intent) {
      // No provider payment to name: an administrator settles it by hand.
      state = 'failed';
      error = 'No provider payment to refund.';
    } else {
      try {
        const answer = await provider.refund({
          paymentIntent: refund.payment_intent,
          amountSen: refund.amount_sen,
          key: refund.id,
          orderId: refund.order_id,
        });
        state = answer.status;
        providerId = answer.id;
      } catch (caught) {
        state = 'failed';
        error = String((caught as Error)?.message ?? caught).slice(0, 500);
      }
    }
    await db.batch(refundSettled(db, refund.id, refund.order_id, providerId, state, error, at));
    counts[state] += 1;
  }
  return counts;
}

/** A buyer's refunds of one order, for the tracking and order pages. */
export async function refundsOfOrder(db: Database, orderId: string) {
  const { results } = await db
    .prepare(
      `SELECT r.amount_sen, r.status, r.created_at, r.updated_at, m.display_name AS store
       FROM refunds r JOIN seller_orders so ON so.id = r.seller_order_id JOIN merchants m ON m.id = so.merchant_id
       WHERE r.order_id = ? ORDER BY r.created_at, r.id`,
    )
    .bind(orderId)
    .all<{ amount_sen: number; status: string; created_at: string; updated_at: string; store: string }>();
  return results.map((row) => ({
    amountSen: row.amount_sen,
    status: row.status as 'pending' | 'succeeded' | 'failed',
    store: row.store,
    at: row.updated_at,
  }));
}

/** An order's payment as its buyer reads it: method, state and until when its stock is held. */
export async function orderPayment(db: Database, orderId: string) {
  const row = await db
    .prepare('SELECT payment_method, payment_status, payment_expires_at FROM orders WHERE id = ?')
    .bind(orderId)
    .first<{ payment_method: string; payment_status: string; payment_expires_at: string | null }>();
  return row ? { method: row.payment_method, status: row.payment_status, holdEndsAt: row.payment_expires_at } : null;
}
