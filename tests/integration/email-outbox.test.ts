/**
 * The email outbox (src/data/outbox.ts) against a real local D1: an order queues the buyer's confirmation and
 * each merchant's new-order message in its own batch, exactly once however often the checkout is sent; what
 * a user turned off is not queued; the drain sends each message once, and a failed send is logged, kept and
 * tried again later without failing anything.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { placeOrder } from '../../src/data/checkout';
import { drainOutbox, type EmailSender, queuedMail, queueEmail } from '../../src/data/outbox';
import { renderedSender, scheduledDrain } from '../../src/mail/outbox';
import { changeSellerOrderStatus } from '../../src/data/seller-orders';
import type { EmailPayload, RenderedEmail } from '../../src/lib/emails';
import { renderEmail } from '../../src/mail/render';
import { formatMoney } from '../../src/lib/money';
import { checkoutTotals, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import { approveApplication, rejectApplication, submitApplication } from '../../src/data/applications';
import { applicationFiles, applicationText, DEMO_BUYER_AT_CHECKOUT, demoBuyerOrder, freshDatabase } from './support';

let db: D1Database;
let bucket: R2Bucket;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, bucket, dispose } = await freshDatabase());
});
const NOW = '2026-11-21T08:00:00.000Z';
afterAll(() => dispose());

const ORIGIN = 'https://labuan.market.example';
const LINES = [
  { productId: 'veg-kangkung', quantity: 2 },
  { productId: 'fish-kerapu', quantity: 1 },
];
const SUBTOTAL = 2 * 350 + 5500;
const rm = (sen: number) => formatMoney(sen);

interface OutboxRow {
  id: number;
  message_key: string;
  kind: string;
  user_id: string;
  to_address: string;
  payload: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
}
const outboxOf = async (orderId: string) =>
  (
    await db
      .prepare('SELECT * FROM email_outbox WHERE message_key LIKE ? ORDER BY id')
      .bind(`%:${orderId}%`)
      .all<OutboxRow>()
  ).results;

function recorder(): { sent: (RenderedEmail & { to: string })[]; send: EmailSender } {
  const sent: (RenderedEmail & { to: string })[] = [];
  return { sent, send: renderedSender(async (message) => void sent.push(message), ORIGIN) };
}

describe('the email outbox', () => {
  let orderId = '';

  it('queues one confirmation and one new-order message per merchant when the same checkout is sent three times at once', async () => {
    const input = demoBuyerOrder({ ...DEMO_BUYER_AT_CHECKOUT, buyerName: 'Aisyah <b>Rahman</b>' }, LINES, 0, {
      expectedTotalSen: checkoutTotals(SUBTOTAL, DEFAULT_TAX_RULE).totalSen,
    });
    const placed = await Promise.all([placeOrder(db, input), placeOrder(db, input), placeOrder(db, input)]);
    orderId = placed[0]!.orderId;
    expect(new Set(placed.map((p) => p.orderId)).size).toBe(1);
    expect(placed.filter((p) => p.created)).toHaveLength(1);

    const rows = await outboxOf(orderId);
    expect(rows.map((r) => [r.kind, r.to_address, r.user_id, r.status])).toEqual([
      ['order_confirmation', 'buyer@labuanmarket.example', 'user-buyer-demo', 'pending'],
      ['new_order', 'hello@kebunhijau.example', 'user-merchant-demo', 'pending'],
      ['new_order', 'order@nelayanlabuan.example', 'user-seller-nelayan', 'pending'],
    ]);
  });

  it('says what was ordered: items, the total in RM and the tracking link, with every value escaped in the HTML', async () => {
    const [confirmation, kebun] = await outboxOf(orderId);
    const buyerMail = renderEmail(JSON.parse(confirmation!.payload) as EmailPayload, ORIGIN);
    expect(buyerMail.subject).toBe(`Your Labuan Market order ${orderId}`);
    expect(buyerMail.text).toContain(`- Kangkung (Water Spinach) x 2: ${rm(700)}`);
    expect(buyerMail.text).toContain(`- Ikan Kerapu (Red Grouper) x 1: ${rm(5500)}`);
    expect(buyerMail.text).toContain(`Total: ${rm(checkoutTotals(SUBTOTAL, DEFAULT_TAX_RULE).totalSen)}`);
    expect(rm(700)).toMatch(/^RM\s7\.00$/);
    expect(buyerMail.text).toContain(`Track your order: ${ORIGIN}/orders/${orderId}/track`);
    expect(buyerMail.html).toContain(`href="${ORIGIN}/orders/${orderId}/track"`);
    expect(buyerMail.html).toContain('Aisyah &lt;b&gt;Rahman&lt;/b&gt;');
    expect(buyerMail.html).not.toContain('<b>Rahman');

    const merchantMail = renderEmail(JSON.parse(kebun!.payload) as EmailPayload, ORIGIN);
    expect(merchantMail.subject).toBe(`New order ${orderId}-1 from Aisyah <b>Rahman</b>`);
    expect(merchantMail.text).toContain(`- Kangkung (Water Spinach) x 2: ${rm(700)}`);
    expect(merchantMail.text).not.toContain('Kerapu');
    expect(merchantMail.text).toContain(`Subtotal: ${rm(700)}`);
    expect(merchantMail.text).toContain(`${ORIGIN}/seller/orders/${orderId}-1`);
  });

  it('queues nothing of a kind the user turned off', async () => {
    await db
      .prepare("INSERT INTO email_opt_outs (user_id, kind) VALUES ('user-buyer-demo', 'order_confirmation')")
      .run();
    const { orderId: quiet } = await placeOrder(
      db,
      demoBuyerOrder(DEMO_BUYER_AT_CHECKOUT, [{ productId: 'veg-kangkung', quantity: 1 }], 350),
    );
    expect((await outboxOf(quiet)).map((r) => r.kind)).toEqual(['new_order']);
    await db.prepare("DELETE FROM email_opt_outs WHERE user_id = 'user-buyer-demo'").run();
  });

  it('sends each due message once, even with two drains at once', async () => {
    const a = recorder();
    const b = recorder();
    const now = new Date(Date.now() + 1000);
    await Promise.all([drainOutbox(db, a.send, { now, limit: 50 }), drainOutbox(db, b.send, { now, limit: 50 })]);
    const sent = [...a.sent, ...b.sent];
    const queued = (await db.prepare('SELECT COUNT(*) AS n FROM email_outbox').first<{ n: number }>())!.n;
    expect(sent).toHaveLength(queued);
    expect(new Set(sent.map((m) => `${m.to} ${m.subject}`)).size).toBe(queued);
    expect(sent.find((m) => m.to === 'buyer@labuanmarket.example')?.subject).toBe(
      `Your Labuan Market order ${orderId}`,
    );
    expect((await outboxOf(orderId)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const again = recorder();
    expect(await drainOutbox(db, again.send, { now, limit: 50 })).toEqual({ sent: 0, failed: 0 });
  });

  it('logs a failed send, keeps the message and sends it on a later drain once its wait is over', async () => {
    const { orderId: later } = await placeOrder(
      db,
      demoBuyerOrder(DEMO_BUYER_AT_CHECKOUT, [{ productId: 'fish-kerapu', quantity: 1 }], 5500),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const now = new Date(Date.now() + 1000);
    const failing: EmailSender = async () => {
      throw new Error('Email Service unavailable');
    };
    expect(await drainOutbox(db, failing, { now, limit: 50 })).toEqual({ sent: 0, failed: 2 });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Email Service unavailable'));
    logged.mockRestore();
    const rows = await outboxOf(later);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    // Not yet due: nothing is sent a second time straight away.
    const early = recorder();
    expect((await drainOutbox(db, early.send, { now, limit: 50 })).sent).toBe(0);
    const retry = recorder();
    expect((await drainOutbox(db, retry.send, { now: new Date(now.getTime() + 2 * 60_000), limit: 50 })).sent).toBe(2);
    expect(retry.sent.map((m) => m.to).sort()).toEqual(['buyer@labuanmarket.example', 'order@nelayanlabuan.example']);
    expect((await outboxOf(later)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('the Cron Trigger’s drain sends a failed message once its wait is over, with the site’s links, and never twice', async () => {
    const { orderId: retried } = await placeOrder(
      db,
      demoBuyerOrder(DEMO_BUYER_AT_CHECKOUT, [{ productId: 'fish-kerapu', quantity: 1 }], 5500),
    );
    const now = new Date(Date.now() + 1000);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await drainOutbox(
      db,
      async () => {
        throw new Error('Email Service unavailable');
      },
      { now, limit: 50 },
    );
    logged.mockRestore();
    const sent: { to: string; subject: string; text: string }[] = [];
    const binding = { send: async (message: { to: string; subject: string; text: string }) => void sent.push(message) };
    const env = { DB: db, EMAIL: binding as unknown as SendEmail, EMAIL_FROM: 'orders@x.example', SITE_ORIGIN: ORIGIN };
    // Within the wait nothing is sent; after it, each message once, however many runs overlap.
    expect(await scheduledDrain(env, now)).toEqual({ sent: 0, failed: 0 });
    const later = new Date(now.getTime() + 2 * 60_000);
    const runs = await Promise.all([scheduledDrain(env, later), scheduledDrain(env, later)]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual(['buyer@labuanmarket.example', 'order@nelayanlabuan.example']);
    expect(sent.find((m) => m.to === 'buyer@labuanmarket.example')!.text).toContain(
      `${ORIGIN}/orders/${retried}/track`,
    );
    expect(await scheduledDrain(env, new Date(later.getTime() + 60 * 60_000))).toEqual({ sent: 0, failed: 0 });
    expect((await outboxOf(retried)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('a request’s database handle says whether mail was queued through it, so only those requests drain', () => {
    const handle = db.withSession('first-primary') as unknown as D1Database;
    const other = db.withSession('first-primary') as unknown as D1Database;
    expect(queuedMail(handle)).toBe(false);
    queueEmail(
      handle,
      {
        key: 'test:queued-mail',
        userId: 'user-buyer-demo',
        to: { address: 'buyer@labuanmarket.example' },
        payload: { kind: 'order_confirmation', orderId: 'x', buyerName: 'x', lines: [], totalSen: 0 },
      },
      NOW,
    );
    expect(queuedMail(handle)).toBe(true);
    expect(queuedMail(other)).toBe(false);
  });

  it('tells the buyer of each status change, once, and of a cancellation with the merchant’s note', async () => {
    expect(await changeSellerOrderStatus(db, 'nelayan-labuan', `${orderId}-2`, { status: 'processing' })).toMatchObject(
      { ok: true },
    );
    expect(
      await changeSellerOrderStatus(db, 'nelayan-labuan', `${orderId}-2`, {
        status: 'shipped',
        carrier: 'Pos Laju',
        trackingNumber: 'EP123450987MY',
      }),
    ).toMatchObject({ ok: true });
    expect(
      await changeSellerOrderStatus(db, 'kebun-hijau', `${orderId}-1`, {
        status: 'cancelled',
        note: 'Out of <kangkung> today, sorry',
      }),
    ).toMatchObject({ ok: true });
    // The same change sent again is refused and queues nothing more.
    expect(
      await changeSellerOrderStatus(db, 'nelayan-labuan', `${orderId}-2`, {
        status: 'shipped',
        carrier: 'Pos Laju',
        trackingNumber: 'EP123450987MY',
      }),
    ).toMatchObject({ ok: false });

    const rows = (await outboxOf(orderId)).filter((r) => r.kind === 'shipping_update' || r.kind === 'order_cancelled');
    expect(rows.map((r) => [r.message_key, r.to_address, r.user_id])).toEqual([
      [`shipping_update:${orderId}-2:processing`, 'buyer@labuanmarket.example', 'user-buyer-demo'],
      [`shipping_update:${orderId}-2:shipped`, 'buyer@labuanmarket.example', 'user-buyer-demo'],
      [`order_cancelled:${orderId}-1:cancelled`, 'buyer@labuanmarket.example', 'user-buyer-demo'],
    ]);
    const [, shipped, cancelled] = rows.map((r) => renderEmail(JSON.parse(r.payload) as EmailPayload, ORIGIN));
    expect(shipped!.subject).toBe(`Your order ${orderId} has shipped`);
    expect(shipped!.text).toContain('Nelayan Labuan');
    expect(shipped!.text).toContain('with Pos Laju');
    expect(shipped!.text).toContain('Tracking number: EP123450987MY');
    expect(cancelled!.subject).toMatch(new RegExp(`^Your order ${orderId} was cancelled by `));
    expect(cancelled!.text).toContain('Note from the seller: Out of <kangkung> today, sorry');
    expect(cancelled!.html).toContain('Out of &lt;kangkung&gt; today, sorry');
  });

  it('tells the merchant once when orders take a product below its low-stock line, and again when none is left, unless they turned it off', async () => {
    await db
      .prepare("UPDATE products SET stock = 11, track_quantity = 1, allow_backorders = 0 WHERE id = 'veg-kangkung'")
      .run();
    const order = async (quantity: number) =>
      (await placeOrder(db, demoBuyerOrder(DEMO_BUYER_AT_CHECKOUT, [{ productId: 'veg-kangkung', quantity }], 350)))
        .orderId;
    const lowStock = async () =>
      (
        await db
          .prepare(
            "SELECT * FROM email_outbox WHERE kind = 'low_stock' AND message_key LIKE 'low_stock:veg-kangkung:%' ORDER BY id",
          )
          .all<OutboxRow>()
      ).results;
    const first = await order(1); // 11 -> 10: still in stock, no message
    expect(first).toBeTruthy();
    expect(await lowStock()).toHaveLength(0);
    const crossing = await order(2); // 10 -> 8: below the line
    await order(1); // 8 -> 7: already low, no second message
    let rows = await lowStock();
    expect(rows.map((r) => [r.message_key, r.to_address, r.user_id])).toEqual([
      [`low_stock:veg-kangkung:${crossing}`, 'hello@kebunhijau.example', 'user-merchant-demo'],
    ]);
    const low = renderEmail(JSON.parse(rows[0]!.payload) as EmailPayload, ORIGIN);
    expect(low.subject).toBe('Kangkung (Water Spinach) is running low: 8 left');
    expect(low.text).toContain(`${ORIGIN}/seller/products/veg-kangkung/edit`);
    const last = await order(7); // 7 -> 0: none left
    rows = await lowStock();
    expect(rows.map((r) => r.message_key)).toEqual([
      `low_stock:veg-kangkung:${crossing}`,
      `low_stock:veg-kangkung:${last}`,
    ]);
    expect(renderEmail(JSON.parse(rows[1]!.payload) as EmailPayload, ORIGIN).subject).toBe(
      'Kangkung (Water Spinach) is out of stock',
    );

    await db.prepare("INSERT INTO email_opt_outs (user_id, kind) VALUES ('user-merchant-demo', 'low_stock')").run();
    await db.prepare("UPDATE products SET stock = 10 WHERE id = 'veg-kangkung'").run();
    await order(5); // 10 -> 5: crossed, but the merchant turned the kind off
    expect(await lowStock()).toHaveLength(2);
    await db.prepare("DELETE FROM email_opt_outs WHERE user_id = 'user-merchant-demo'").run();
  });

  it('tells an applicant of approval, and another of rejection with the reason', async () => {
    const approvedId = await submitApplication(db, bucket, {
      userId: 'user-jason',
      text: applicationText({ businessName: 'Madu Jason', contactEmail: 'madu@jason.example' }),
      files: applicationFiles(),
      now: NOW,
    });
    const rejectedId = await submitApplication(db, bucket, {
      userId: 'user-mary',
      text: applicationText({ businessName: 'Kuih Mary', contactEmail: 'kuih@mary.example' }),
      files: applicationFiles(),
      now: NOW,
    });
    const storeId = await approveApplication(db, approvedId, 'user-admin', NOW);
    await rejectApplication(db, rejectedId, 'user-admin', 'The <b>SSM</b> certificate is unreadable.', NOW);
    const rows = (
      await db.prepare("SELECT * FROM email_outbox WHERE kind = 'application_decision' ORDER BY id").all<OutboxRow>()
    ).results;
    expect(rows.map((r) => [r.message_key, r.to_address, r.user_id])).toEqual([
      [`application_decision:${approvedId}`, 'madu@jason.example', 'user-jason'],
      [`application_decision:${rejectedId}`, 'kuih@mary.example', 'user-mary'],
    ]);
    const [yes, no] = rows.map((r) => renderEmail(JSON.parse(r.payload) as EmailPayload, ORIGIN));
    expect(yes!.subject).toBe('Madu Jason is open on Labuan Market');
    expect(yes!.text).toContain(`${ORIGIN}/seller/${storeId}`);
    expect(no!.subject).toBe('Your seller application for Kuih Mary was not approved');
    expect(no!.text).toContain('Reason: The <b>SSM</b> certificate is unreadable.');
    expect(no!.html).toContain('The &lt;b&gt;SSM&lt;/b&gt; certificate is unreadable.');
  });

  it("writes in the recipient's saved language, with links to the pages in it; English until they choose", async () => {
    await db.prepare("UPDATE users SET lang = 'ms' WHERE id = 'user-buyer-demo'").run();
    const { orderId: malay } = await placeOrder(
      db,
      demoBuyerOrder(DEMO_BUYER_AT_CHECKOUT, [{ productId: 'veg-kangkung', quantity: 1 }], 350),
    );
    const { sent, send } = recorder();
    await drainOutbox(db, send, { now: new Date(Date.now() + 1000), limit: 50 });
    await db.prepare("UPDATE users SET lang = NULL WHERE id = 'user-buyer-demo'").run();

    const buyerMail = sent.find((m) => m.subject.includes(malay) && m.to === 'buyer@labuanmarket.example');
    expect(buyerMail?.subject).toBe(`Pesanan Labuan Market anda ${malay}`);
    expect(buyerMail?.text).toContain(`Jumlah: ${rm(checkoutTotals(350, DEFAULT_TAX_RULE).totalSen)}`);
    expect(buyerMail?.text).toContain(`Jejak pesanan anda: ${ORIGIN}/ms/orders/${malay}/track`);
    expect(buyerMail?.html).toContain('<html lang="ms-MY">');
    expect(buyerMail?.html).toContain('<th style="text-align:left">Barang</th>');
    // The merchant chose no language: their message about the same order is in English, its links too.
    const merchantMail = sent.find((m) => m.subject.startsWith(`New order ${malay}`));
    expect(merchantMail?.text).toContain(`Open the order: ${ORIGIN}/seller/orders/${malay}-1`);
    // Every message in Bahasa Malaysia has every key the English has (the type check), and says something else.
    const payload: EmailPayload = {
      kind: 'shipping_update',
      orderId: malay,
      storeName: 'Kebun Hijau',
      status: 'shipped',
      carrier: 'Pos Laju',
      trackingNumber: 'EP1MY',
      note: '',
    };
    expect(renderEmail(payload, ORIGIN, 'ms').text).toContain(
      'Kebun Hijau telah menghantar barang anda melalui Pos Laju.',
    );
    expect(renderEmail(payload, ORIGIN).text).toContain('Kebun Hijau shipped your items with Pos Laju.');
  });

  it('refuses a second message of the same key in the database itself', async () => {
    await expect(
      db
        .prepare(
          "INSERT INTO email_outbox (message_key, kind, to_address, payload, next_attempt_at, created_at) VALUES (?, 'order_confirmation', 'a@b.c', '{}', 'x', 'x')",
        )
        .bind(`order_confirmation:${orderId}`)
        .run(),
    ).rejects.toThrow(/UNIQUE constraint failed/);
  });
});
