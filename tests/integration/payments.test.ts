/**
 * Payments against a real local D1: an order paid through the sandbox provider, whose events are signed as
 * Stripe signs its own and go through the webhook's code (receiveWebhook); the stock hold's end; refunds of a
 * cancelled share; cash on delivery.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTrackedOrder } from '../../src/data/buyer-orders';
import { placeOrder } from '../../src/data/checkout';
import {
  SANDBOX_WEBHOOK_SECRET,
  realProviderConfigured,
  sandboxEvent,
  signSandboxEvent,
  type PaymentProvider,
} from '../../src/data/payment-provider';
import {
  expireUnpaidOrders,
  markCashCollected,
  paymentProvider,
  receiveWebhook,
  refundsOfOrder,
  requestRefunds,
  startPayment,
} from '../../src/data/payments';
import { changeSellerOrderStatus } from '../../src/data/seller-orders';
import type { PaymentForm } from '../../src/lib/checkout';
import { DEFAULT_TAX_RULE, priceOrder } from '../../src/lib/pricing';
import { trackingTimeline } from '../../src/lib/tracking';
import {
  DEMO_BUYER_AT_CHECKOUT,
  codedNotifications,
  demoBuyerOrder,
  freshDatabase,
  snapshot,
  stockOf as stockIn,
} from './support';

let db: D1Database;
let dispose: () => Promise<void>;
let sandbox: PaymentProvider;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  sandbox = paymentProvider(db, {});
});
afterAll(() => dispose());

const BUYER = 'user-buyer-demo';
const RETURN_TO = 'http://localhost:4321/orders/x/track';
const stockOf = (id: string) => stockIn(db, id);

async function orderOf(id: string) {
  return (await db
    .prepare('SELECT status, payment_method, payment_status, payment_expires_at, total_sen FROM orders WHERE id = ?')
    .bind(id)
    .first<{
      status: string;
      payment_method: string;
      payment_status: string;
      payment_expires_at: string | null;
      total_sen: number;
    }>())!;
}

/** An order of `lines` (product id and quantity) placed by the demo buyer, paid with `method`, at `now`. */
async function placed(method: PaymentForm['paymentMethod'], lines: [string, number][], now = new Date()) {
  const products = await Promise.all(
    lines.map(async ([id, quantity]) => {
      const row = (await db
        .prepare('SELECT merchant_id, price_sen, taxable, requires_shipping FROM products WHERE id = ?')
        .bind(id)
        .first<{ merchant_id: string; price_sen: number; taxable: number; requires_shipping: number }>())!;
      return {
        merchantId: row.merchant_id,
        unitPriceSen: row.price_sen,
        quantity,
        taxable: row.taxable === 1,
        requiresShipping: row.requires_shipping === 1,
      };
    }),
  );
  const input = demoBuyerOrder(
    { ...DEMO_BUYER_AT_CHECKOUT, payment: { paymentMethod: method } },
    lines.map(([productId, quantity]) => ({ productId, quantity })),
    0,
    { now, expectedTotalSen: priceOrder(products, DEFAULT_TAX_RULE).totals.totalSen },
  );
  const { orderId } = await placeOrder(db, input);
  return orderId;
}

/** Starts the order's payment at the sandbox: its session id. */
async function started(orderId: string, now = new Date()): Promise<string> {
  const result = await startPayment(db, sandbox, { orderId, userId: BUYER, returnTo: RETURN_TO, now });
  if (!result.ok) throw new Error(result.refusal.code);
  return result.url.split('/').at(-1)!;
}

/** A sandbox event for `session`, signed as Stripe signs, with what the order costs unless told otherwise. */
async function signedEvent(
  outcome: 'pay' | 'fail' | 'abandon',
  session: string,
  orderId: string,
  paid: { amountSen?: number; currency?: string } = {},
) {
  const order = await orderOf(orderId);
  const payload = sandboxEvent(
    outcome,
    { id: session, orderId, amountSen: paid.amountSen ?? order.total_sen, currency: paid.currency ?? 'MYR' },
    new Date(),
  );
  return { payload, signature: await signSandboxEvent(payload) };
}

const deliver = (event: { payload: string; signature: string }) =>
  receiveWebhook(db, sandbox, event.payload, event.signature);

describe('the webhook', () => {
  it('refuses an event whose signature is not the endpoint secret, and changes nothing', async () => {
    const orderId = await placed('fpx', [['veg-kangkung', 1]]);
    const session = await started(orderId);
    const event = await signedEvent('pay', session, orderId);
    const before = await snapshot(db);
    const stripe = new Stripe('sk_test_other');
    const forged = await stripe.webhooks.generateTestHeaderStringAsync({
      payload: event.payload,
      secret: 'whsec_someone_else',
    });
    expect(await receiveWebhook(db, sandbox, event.payload, forged)).toEqual({ status: 400, outcome: 'unsigned' });
    expect(await receiveWebhook(db, sandbox, event.payload, null)).toEqual({ status: 400, outcome: 'unsigned' });
    // The body changed after signing (a higher amount written in): refused too.
    const tampered = event.payload.replace('"payment_status":"paid"', '"payment_status":"paid" ');
    expect(await receiveWebhook(db, sandbox, tampered, event.signature)).toEqual({ status: 400, outcome: 'unsigned' });
    expect(await snapshot(db)).toEqual(before);
    expect((await orderOf(orderId)).payment_status).toBe('awaiting');
  });

  it('takes a paid event once: the order is paid and its tracking shows Payment Confirmed; a replay changes nothing', async () => {
    const orderId = await placed('fpx', [['veg-kangkung', 1]]);
    const session = await started(orderId);
    const before = trackingTimeline((await getTrackedOrder(db, orderId))!);
    expect(before.find((step) => step.key === 'payment')).toMatchObject({ label: 'Payment Confirmed', done: false });

    const event = await signedEvent('pay', session, orderId);
    expect(await deliver(event)).toEqual({ status: 200, outcome: 'applied' });
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'paid', payment_expires_at: null });
    const after = trackingTimeline((await getTrackedOrder(db, orderId))!);
    expect(after.find((step) => step.key === 'payment')).toMatchObject({ label: 'Payment Confirmed', done: true });

    const snap = await snapshot(db);
    expect(await deliver(event)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await Promise.all([deliver(event), deliver(event)])).toEqual([
      { status: 200, outcome: 'duplicate' },
      { status: 200, outcome: 'duplicate' },
    ]);
    expect(await snapshot(db)).toEqual(snap);
  });

  it('changes nothing twice when events come out of order: a late expiry or failure after the payment', async () => {
    const orderId = await placed('card', [['veg-kangkung', 1]]);
    const session = await started(orderId);
    expect(await deliver(await signedEvent('pay', session, orderId))).toMatchObject({ outcome: 'applied' });
    const paid = await snapshot(db);
    // Each late event is recorded as seen, and changes nothing else.
    expect(await deliver(await signedEvent('abandon', session, orderId))).toMatchObject({ outcome: 'ignored' });
    expect(await deliver(await signedEvent('fail', session, orderId))).toMatchObject({ outcome: 'ignored' });
    const after = await snapshot(db);
    expect({ ...after, payment_events: [] }).toEqual({ ...paid, payment_events: [] });
    expect(after.payment_events).toHaveLength(paid.payment_events!.length + 2);
    expect((await orderOf(orderId)).payment_status).toBe('paid');
  });

  it('refuses an amount or currency that is not the order’s, and flags it to the administrators', async () => {
    const orderId = await placed('fpx', [['veg-kangkung', 2]]);
    const session = await started(orderId);
    const { total_sen } = await orderOf(orderId);
    const flaggedBefore = (await codedNotifications(db)).filter((n) => n.code === 'paymentFlagged').length;
    expect(await deliver(await signedEvent('pay', session, orderId, { amountSen: total_sen - 1 }))).toMatchObject({
      outcome: 'refused',
    });
    expect(await deliver(await signedEvent('pay', session, orderId, { currency: 'SGD' }))).toMatchObject({
      outcome: 'refused',
    });
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'awaiting' });
    const flagged = (await codedNotifications(db)).filter((n) => n.code === 'paymentFlagged');
    // One notice per administrator and event (the demo has one administrator).
    expect(flagged).toHaveLength(flaggedBefore + 2);
    expect(flagged.at(-2)!.said).toContain(orderId);
    const admins = await db
      .prepare(
        "SELECT DISTINCT u.role FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.code = 'paymentFlagged'",
      )
      .all<{ role: string }>();
    expect(admins.results).toEqual([{ role: 'admin' }]);
    // The right amount still pays it.
    expect(await deliver(await signedEvent('pay', session, orderId))).toMatchObject({ outcome: 'applied' });
  });

  it('answers nothing of the sandbox where Stripe is configured: its events are refused', async () => {
    const settings = { STRIPE_SECRET_KEY: 'sk_test_configured', STRIPE_WEBHOOK_SECRET: 'whsec_configured' };
    expect(realProviderConfigured(settings)).toBe(true);
    const stripe = paymentProvider(db, settings);
    expect(stripe.name).toBe('stripe');
    const orderId = await placed('fpx', [['veg-kangkung', 1]]);
    const session = await started(orderId);
    const event = await signedEvent('pay', session, orderId);
    const before = await snapshot(db);
    expect(await receiveWebhook(db, stripe, event.payload, event.signature)).toEqual({
      status: 400,
      outcome: 'unsigned',
    });
    expect(await snapshot(db)).toEqual(before);
    expect(SANDBOX_WEBHOOK_SECRET).not.toBe(settings.STRIPE_WEBHOOK_SECRET);
    expect(() => paymentProvider(db, { STRIPE_SECRET_KEY: 'sk_test_no_secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});

/** What the merchants were told of the order: their new-order notifications and emails. */
async function merchantsTold(orderId: string) {
  const parts = (
    await db.prepare('SELECT id FROM seller_orders WHERE order_id = ? ORDER BY id').bind(orderId).all<{ id: string }>()
  ).results.map((row) => row.id);
  const notices = (
    await db
      .prepare("SELECT json_extract(vals, '$.sellerOrderId') AS part FROM notifications WHERE code = 'newOrder'")
      .all<{ part: string }>()
  ).results.filter((row) => parts.includes(row.part));
  const emails = (
    await db
      .prepare(
        "SELECT message_key FROM email_outbox WHERE kind = 'new_order' AND message_key IN (SELECT 'new_order:' || id FROM seller_orders WHERE order_id = ?)",
      )
      .bind(orderId)
      .all<{ message_key: string }>()
  ).results;
  return {
    parts,
    notices: notices.map((row) => row.part).sort(),
    emails: emails.map((row) => row.message_key).sort(),
  };
}

describe('the merchants hear of an order when it is theirs to prepare', () => {
  it('tells no merchant of a provider order when it is placed, and each once when its payment is confirmed, even replayed', async () => {
    const orderId = await placed('fpx', [
      ['veg-kangkung', 1],
      ['fish-udang', 1],
    ]);
    const session = await started(orderId);
    const before = await merchantsTold(orderId);
    expect(before.parts).toHaveLength(2);
    expect(before).toMatchObject({ notices: [], emails: [] });
    // The buyer's own notice is there from the start.
    expect(
      await db
        .prepare(
          "SELECT COUNT(*) AS n FROM notifications WHERE code = 'orderPlaced' AND json_extract(vals, '$.orderId') = ?",
        )
        .bind(orderId)
        .first('n'),
    ).toBe(1);

    const event = await signedEvent('pay', session, orderId);
    const [first, second] = await Promise.all([deliver(event), deliver(event)]);
    expect([first!.outcome, second!.outcome].sort()).toEqual(['applied', 'duplicate']);
    expect(await deliver(event)).toMatchObject({ outcome: 'duplicate' });
    // A second paid event of the same session (completed, then async succeeded) finds the order paid already.
    const again = await signedEvent('pay', session, orderId);
    expect(await deliver(again)).toMatchObject({ outcome: 'ignored' });

    const after = await merchantsTold(orderId);
    expect(after.notices).toEqual(after.parts);
    expect(after.emails).toEqual(after.parts.map((part) => `new_order:${part}`));
    expect((await codedNotifications(db)).filter((n) => n.code === 'newOrder').at(-1)!.said).toContain(
      after.parts.at(-1)!,
    );
  });

  it('never tells the merchants of a provider order that expired unpaid, even if its payment comes late', async () => {
    const placedAt = new Date('2026-11-28T12:00:00.000Z');
    const orderId = await placed('card', [['veg-kangkung', 1]], placedAt);
    const session = await started(orderId, placedAt);
    expect((await expireUnpaidOrders(db, sandbox, new Date('2026-11-28T12:31:00.000Z'))).expired).toBe(1);
    expect(await deliver(await signedEvent('pay', session, orderId))).toMatchObject({ outcome: 'refused' });
    expect(await merchantsTold(orderId)).toMatchObject({
      notices: [],
      emails: [],
    });
  });

  it('never tells the merchants of a provider order whose payment failed', async () => {
    const orderId = await placed('grabpay', [['veg-kangkung', 1]]);
    const session = await started(orderId);
    expect(await deliver(await signedEvent('fail', session, orderId))).toMatchObject({ outcome: 'applied' });
    expect((await orderOf(orderId)).payment_status).toBe('failed');
    expect(await merchantsTold(orderId)).toMatchObject({
      notices: [],
      emails: [],
    });
  });

  it('tells each merchant of a cash-on-delivery order when it is placed', async () => {
    const orderId = await placed('cod', [['veg-kangkung', 1]]);
    const told = await merchantsTold(orderId);
    expect(told.notices).toEqual(told.parts);
    expect(told.emails).toEqual(told.parts.map((part) => `new_order:${part}`));
  });
});

describe('the stock hold', () => {
  it('holds the stock of an unpaid order for 30 minutes, then the schedule gives it back once', async () => {
    const placedAt = new Date('2026-11-28T10:00:00.000Z');
    const stock = await stockOf('fish-udang');
    const orderId = await placed('fpx', [['fish-udang', 2]], placedAt);
    expect(await orderOf(orderId)).toMatchObject({
      payment_status: 'awaiting',
      payment_expires_at: '2026-11-28T10:30:00.000Z',
    });
    expect(await stockOf('fish-udang')).toBe(stock - 2);
    await started(orderId, placedAt);

    // Still held a minute before the end.
    expect(await expireUnpaidOrders(db, sandbox, new Date('2026-11-28T10:29:00.000Z'))).toEqual({
      expired: 0,
      paid: 0,
    });
    expect(await stockOf('fish-udang')).toBe(stock - 2);

    const end = new Date('2026-11-28T10:31:00.000Z');
    const [first, second] = await Promise.all([
      expireUnpaidOrders(db, sandbox, end),
      expireUnpaidOrders(db, sandbox, end),
    ]);
    expect(first!.expired + second!.expired).toBe(1);
    expect(await stockOf('fish-udang')).toBe(stock);
    expect(await orderOf(orderId)).toMatchObject({
      status: 'cancelled',
      payment_status: 'expired',
      payment_expires_at: null,
    });
    expect(
      (await db.prepare('SELECT status FROM seller_orders WHERE order_id = ?').bind(orderId).all()).results,
    ).toEqual([{ status: 'cancelled' }]);
    expect((await db.prepare('SELECT status FROM payments WHERE order_id = ?').bind(orderId).all()).results).toEqual([
      { status: 'expired' },
    ]);

    // Again later: nothing more comes back, and the order can no longer be paid.
    expect(await expireUnpaidOrders(db, sandbox, new Date('2026-11-28T11:00:00.000Z'))).toEqual({
      expired: 0,
      paid: 0,
    });
    expect(await stockOf('fish-udang')).toBe(stock);
    expect(await startPayment(db, sandbox, { orderId, userId: BUYER, returnTo: RETURN_TO })).toEqual({
      ok: false,
      refusal: { code: 'payment.notPayable' },
    });
  });

  it('keeps a failed order unpaid and its stock held, and lets the buyer pay it again with a new session', async () => {
    const stock = await stockOf('veg-kangkung');
    const orderId = await placed('grabpay', [['veg-kangkung', 1]]);
    const first = await started(orderId);
    expect(await deliver(await signedEvent('fail', first, orderId))).toMatchObject({ outcome: 'applied' });
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'failed', status: 'pending' });
    expect(await stockOf('veg-kangkung')).toBe(stock - 1);
    // The merchant is not asked to prepare it.
    const part = `${orderId}-1`;
    expect(await changeSellerOrderStatus(db, 'kebun-hijau', part, { status: 'processing' })).toMatchObject({
      ok: false,
      refusal: { code: 'sellerOrder.unpaid' },
    });

    const second = await started(orderId);
    expect(second).not.toBe(first);
    expect((await orderOf(orderId)).payment_status).toBe('awaiting');
    expect(await deliver(await signedEvent('pay', second, orderId))).toMatchObject({ outcome: 'applied' });
    expect((await orderOf(orderId)).payment_status).toBe('paid');
    expect(await changeSellerOrderStatus(db, 'kebun-hijau', part, { status: 'processing' })).toMatchObject({
      ok: true,
    });
  });
});

describe('refunds', () => {
  it('refunds a cancelled share once when the cancellation is sent twice at once, then the rest', async () => {
    const orderId = await placed('fpx', [
      ['veg-kangkung', 1],
      ['fish-udang', 1],
    ]);
    const session = await started(orderId);
    await deliver(await signedEvent('pay', session, orderId));
    const refunded: string[] = [];
    const counting: PaymentProvider = {
      ...sandbox,
      refund: async (request) => {
        refunded.push(request.key);
        return sandbox.refund(request);
      },
    };
    const parts = (
      await db
        .prepare(
          'SELECT id, merchant_id, total_sen + tax_sen AS share FROM seller_orders WHERE order_id = ? ORDER BY id',
        )
        .bind(orderId)
        .all<{ id: string; merchant_id: string; share: number }>()
    ).results;
    const [veg, fish] = parts;

    const cancel = () => changeSellerOrderStatus(db, veg!.merchant_id, veg!.id, { status: 'cancelled' });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    await Promise.all([requestRefunds(db, counting, { orderId }), requestRefunds(db, counting, { orderId })]);
    expect(refunded).toHaveLength(1);
    const rows = (
      await db.prepare('SELECT seller_order_id, amount_sen, status FROM refunds WHERE order_id = ?').bind(orderId).all()
    ).results;
    expect(rows).toEqual([{ seller_order_id: veg!.id, amount_sen: veg!.share, status: 'succeeded' }]);
    expect((await orderOf(orderId)).payment_status).toBe('partly_refunded');
    expect(await refundsOfOrder(db, orderId)).toMatchObject([{ amountSen: veg!.share, status: 'succeeded' }]);

    // A cancellation sent again later writes no second refund.
    expect(await cancel()).toMatchObject({ ok: false });
    expect(await requestRefunds(db, counting, { orderId })).toEqual({ succeeded: 0, pending: 0, failed: 0 });

    expect(await changeSellerOrderStatus(db, fish!.merchant_id, fish!.id, { status: 'cancelled' })).toMatchObject({
      ok: true,
    });
    await requestRefunds(db, counting, { orderId });
    expect(refunded).toHaveLength(2);
    expect((await orderOf(orderId)).payment_status).toBe('refunded');
  });

  it('keeps a refund the provider refused as failed, and the schedule asks again until it succeeds', async () => {
    const orderId = await placed('card', [['veg-kangkung', 1]]);
    await deliver(await signedEvent('pay', await started(orderId), orderId));
    let down = true;
    const flaky: PaymentProvider = {
      ...sandbox,
      refund: async (request) => {
        if (down) throw new Error('Stripe is unreachable');
        return sandbox.refund(request);
      },
    };
    const part = `${orderId}-1`;
    expect(await changeSellerOrderStatus(db, 'kebun-hijau', part, { status: 'cancelled' })).toMatchObject({ ok: true });
    expect(await requestRefunds(db, flaky, { orderId })).toEqual({ succeeded: 0, pending: 0, failed: 1 });
    expect(await refundsOfOrder(db, orderId)).toMatchObject([{ status: 'failed' }]);
    expect((await orderOf(orderId)).payment_status).toBe('paid');
    down = false;
    expect(await requestRefunds(db, flaky)).toMatchObject({ succeeded: 1 });
    expect(await refundsOfOrder(db, orderId)).toMatchObject([{ status: 'succeeded' }]);
    expect((await orderOf(orderId)).payment_status).toBe('refunded');
  });

  it('needs none for cash on delivery', async () => {
    const orderId = await placed('cod', [['veg-kangkung', 1]]);
    expect(await changeSellerOrderStatus(db, 'kebun-hijau', `${orderId}-1`, { status: 'cancelled' })).toMatchObject({
      ok: true,
    });
    expect(await refundsOfOrder(db, orderId)).toEqual([]);
  });
});

describe('cash on delivery', () => {
  it('is paid once every merchant has marked the cash of its delivered part collected', async () => {
    const orderId = await placed('cod', [
      ['veg-kangkung', 1],
      ['fish-udang', 1],
    ]);
    expect(await orderOf(orderId)).toMatchObject({ payment_status: 'awaiting', payment_expires_at: null });
    // Nothing expires a cash order.
    await expireUnpaidOrders(db, sandbox, new Date(Date.now() + 86_400_000));
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending', payment_status: 'awaiting' });
    const parts = (
      await db.prepare('SELECT id, merchant_id FROM seller_orders WHERE order_id = ? ORDER BY id').bind(orderId).all<{
        id: string;
        merchant_id: string;
      }>()
    ).results;
    const [first, second] = parts;
    expect(await markCashCollected(db, first!.merchant_id, first!.id)).toEqual({
      ok: false,
      refusal: { code: 'payment.cashBeforeDelivery' },
    });
    expect(await markCashCollected(db, second!.merchant_id, first!.id)).toMatchObject({ ok: false });
    for (const part of parts) {
      for (const status of ['processing', 'shipped', 'completed'])
        await changeSellerOrderStatus(db, part.merchant_id, part.id, {
          status,
          carrier: 'Pos Laju',
          trackingNumber: 'EF123456789MY',
        });
    }
    expect(await markCashCollected(db, first!.merchant_id, first!.id)).toEqual({ ok: true, orderPaid: false });
    expect((await orderOf(orderId)).payment_status).toBe('awaiting');
    expect(await markCashCollected(db, second!.merchant_id, second!.id)).toEqual({ ok: true, orderPaid: true });
    expect((await orderOf(orderId)).payment_status).toBe('paid');
    const steps = trackingTimeline((await getTrackedOrder(db, orderId))!);
    expect(steps.find((step) => step.key === 'payment')).toMatchObject({ done: true });
    expect(
      (
        await db
          .prepare('SELECT cash_collected_at IS NOT NULL AS collected FROM seller_orders WHERE order_id = ?')
          .bind(orderId)
          .all()
      ).results,
    ).toEqual([{ collected: 1 }, { collected: 1 }]);
  });
});
