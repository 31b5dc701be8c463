/**
 * The email outbox: a message is queued in the same D1 batch as the event that causes it (an order placed),
 * under a key that names it, so that it is never queued twice. It is sent by `drainOutbox`: after the response
 * of a request that queued mail (`queuedMail`), and every few minutes by the worker's Cron Trigger
 * (`scheduledDrain`, src/mail/outbox.ts), which also sends again what failed before. A failed send is logged and
 * tried again later, never failing the request. The outbox holds each message's kind and values; src/mail says it
 * in the recipient's language as it is sent.
 */
import type { EmailKind, EmailPayload } from '../lib/emails';
import { isLang, type Lang } from '../lib/languages';

/**
 * The database handles mail was queued through. Each request has a handle of its own (its D1 session,
 * src/middleware.ts), so this says whether the request queued mail, without a read.
 */
const mailQueuedOn = new WeakSet<object>();

/**
 * Whether mail was queued through this handle: a request that did drains the outbox after its response.
 * (A batch that failed after its message was prepared answers true too, which costs one read.)
 */
export function queuedMail(db: Database): boolean {
  return mailQueuedOn.has(db);
}

/** A message to queue: to a user (who may have turned the kind off), at an address or at their store's. */
export interface QueuedEmail {
  key: string;
  /** Null only for the account's last message, queued as it is deleted. */
  userId: string | null;
  to: { address: string } | { storeOf: string } | { contactOfOrder: string };
  payload: EmailPayload;
  /** Queued only while this order still awaits its payment (a batch that then marks it paid). */
  whileUnpaid?: string;
}

/**
 * The statement that queues `email` in the caller's batch: nothing when the user turned the kind off, and
 * nothing when a message of that key is already queued.
 */
export function queueEmail(db: Database, email: QueuedEmail, now: string): D1PreparedStatement {
  mailQueuedOn.add(db);
  return db
    .prepare(
      `INSERT INTO email_outbox (message_key, kind, user_id, to_address, payload, next_attempt_at, created_at)
       SELECT ?1, ?2, ?3, COALESCE(?4, (SELECT email FROM merchants WHERE id = ?7), (SELECT ship_email FROM orders WHERE id = ?8)), ?5, ?6, ?6
       WHERE NOT EXISTS (SELECT 1 FROM email_opt_outs WHERE user_id = ?3 AND kind = ?2)
         AND (?9 IS NULL OR EXISTS (SELECT 1 FROM orders WHERE id = ?9 AND payment_status IN ('awaiting', 'failed')))
       ON CONFLICT (message_key) DO NOTHING`,
    )
    .bind(
      email.key,
      email.payload.kind,
      email.userId,
      'address' in email.to ? email.to.address : null,
      JSON.stringify(email.payload),
      now,
      'storeOf' in email.to ? email.to.storeOf : null,
      'contactOfOrder' in email.to ? email.to.contactOfOrder : null,
      email.whileUnpaid ?? null,
    );
}

/** An order's line, as the order's emails list it. */
export interface OrderEmailLine {
  merchantId: string;
  merchantUserId: string;
  storeName: string;
  name: string;
  quantity: number;
  totalSen: number;
}

/**
 * The statements that queue an order's emails: the buyer's confirmation, and each merchant's new order when
 * `tellMerchants` (cash on delivery; an order paid through the provider tells them as its payment is confirmed).
 */
export function orderPlacedEmails(
  db: Database,
  order: {
    orderId: string;
    buyerId: string;
    buyerEmail: string;
    buyerName: string;
    totalSen: number;
    lines: OrderEmailLine[];
    sellerOrderId: (merchantId: string) => string;
    tellMerchants: boolean;
  },
  now: string,
): D1PreparedStatement[] {
  const listed = (lines: OrderEmailLine[]) =>
    lines.map(({ name, quantity, totalSen }) => ({ name, quantity, totalSen }));
  const merchants = order.tellMerchants ? [...new Set(order.lines.map((line) => line.merchantId))] : [];
  return [
    queueEmail(
      db,
      {
        key: `order_confirmation:${order.orderId}`,
        userId: order.buyerId,
        to: { address: order.buyerEmail },
        payload: {
          kind: 'order_confirmation',
          orderId: order.orderId,
          buyerName: order.buyerName,
          lines: listed(order.lines),
          totalSen: order.totalSen,
        },
      },
      now,
    ),
    ...merchants.map((merchantId) => {
      const own = order.lines.filter((line) => line.merchantId === merchantId);
      return newOrderEmail(
        db,
        {
          sellerOrderId: order.sellerOrderId(merchantId),
          merchantId,
          merchantUserId: own[0]!.merchantUserId,
          storeName: own[0]!.storeName,
          buyerName: order.buyerName,
          lines: listed(own),
        },
        now,
      );
    }),
  ];
}

/** The statement that queues a merchant's new-order email, once per seller order (its key). */
export function newOrderEmail(
  db: Database,
  part: {
    sellerOrderId: string;
    merchantId: string;
    merchantUserId: string;
    storeName: string;
    buyerName: string;
    lines: { name: string; quantity: number; totalSen: number }[];
    whileUnpaid?: string;
  },
  now: string,
): D1PreparedStatement {
  return queueEmail(
    db,
    {
      key: `new_order:${part.sellerOrderId}`,
      userId: part.merchantUserId,
      to: { storeOf: part.merchantId },
      payload: {
        kind: 'new_order',
        sellerOrderId: part.sellerOrderId,
        storeName: part.storeName,
        buyerName: part.buyerName,
        lines: part.lines,
        subtotalSen: part.lines.reduce((sum, line) => sum + line.totalSen, 0),
      },
      ...(part.whileUnpaid ? { whileUnpaid: part.whileUnpaid } : {}),
    },
    now,
  );
}

/**
 * The statement that queues the merchant's low-stock email when this order line takes a counted product from
 * the low-stock line (`threshold`) or above to below it, or from some to none: one message per crossing, in
 * the order's batch, read before the stock is taken (as the dashboard's stock notification is). Nothing when
 * the merchant turned the kind off.
 */
export function lowStockEmail(
  db: Database,
  line: { orderId: string; productId: string; quantity: number },
  threshold: number,
  now: string,
): D1PreparedStatement {
  mailQueuedOn.add(db);
  return db
    .prepare(
      `INSERT INTO email_outbox (message_key, kind, user_id, to_address, payload, next_attempt_at, created_at)
       SELECT 'low_stock:' || p.id || ':' || ?1, 'low_stock', m.user_id, m.email,
              json_object('kind', 'low_stock', 'productId', p.id, 'productName', p.name, 'storeName', m.display_name,
                          'left', MAX(p.stock - ?3, 0)),
              ?5, ?5
       FROM products p JOIN merchants m ON m.id = p.merchant_id
       WHERE p.id = ?2 AND p.track_quantity = 1
         AND ((p.stock > 0 AND p.stock - ?3 <= 0) OR (p.stock >= ?4 AND p.stock - ?3 > 0 AND p.stock - ?3 < ?4))
         AND NOT EXISTS (SELECT 1 FROM email_opt_outs WHERE user_id = m.user_id AND kind = 'low_stock')
       ON CONFLICT (message_key) DO NOTHING`,
    )
    .bind(line.orderId, line.productId, line.quantity, threshold, now);
}

/** A due message as queued: its recipient, kind and values, and the recipient's language as it is now. */
export interface DueEmail {
  to: string;
  payload: EmailPayload;
  lang: Lang;
}

/** Sends one due message; throws when it was not accepted. */
export type EmailSender = (message: DueEmail) => Promise<void>;

/**
 * What a deleted account's last message says instead of its address once it is sent or given up on (a reserved
 * name that reaches no one): the address was the account's last personal detail.
 */
export const ADDRESS_REMOVED = 'removed.invalid';

/** Messages one drain sends at most. */
export const DRAIN_LIMIT = 10;

export const MAX_ATTEMPTS = 5;
/** A claimed message whose send never reported back (the worker stopped) is due again after this. */
const CLAIM_TIMEOUT_MS = 10 * 60_000;
/** Minutes to wait before attempt n + 1: 1, 5, 30, 120. */
const BACKOFF_MINUTES = [1, 5, 30, 120];

export interface DrainResult {
  sent: number;
  failed: number;
}

/**
 * Sends the messages that are due, oldest first, at most `limit`. Each is claimed first (only one drain sends
 * it, however many run at once); a failure is logged and the message is due again later, up to MAX_ATTEMPTS.
 */
export async function drainOutbox(
  db: Database,
  send: EmailSender,
  options: { now?: Date; limit?: number } = {},
): Promise<DrainResult> {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const due = await db
    .prepare(
      // The recipient's language as it is when the message is sent (their saved choice; English until they make one).
      // A deleted account's last message carries its language.
      `SELECT o.id, o.kind, o.to_address, o.payload, o.attempts, COALESCE(u.lang, json_extract(o.payload, '$.lang')) AS lang
       FROM email_outbox o
       LEFT JOIN users u ON u.id = o.user_id
       WHERE (o.status = 'pending' AND o.next_attempt_at <= ?1) OR (o.status = 'sending' AND o.next_attempt_at <= ?2)
       ORDER BY o.next_attempt_at, o.id LIMIT ?3`,
    )
    .bind(at, stale, options.limit ?? DRAIN_LIMIT)
    .all<{ id: number; kind: EmailKind; to_address: string; payload: string; attempts: number; lang: string | null }>();
  const result: DrainResult = { sent: 0, failed: 0 };
  for (const row of due.results) {
    const claimed = await db
      .prepare(
        `UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, next_attempt_at = ?2
         WHERE id = ?1 AND attempts = ?3 AND status IN ('pending', 'sending')`,
      )
      .bind(row.id, at, row.attempts)
      .run();
    if (claimed.meta.changes !== 1) continue;
    try {
      const lang = isLang(row.lang) ? row.lang : 'en';
      await send({ to: row.to_address, payload: JSON.parse(row.payload) as EmailPayload, lang });
      await db
        // A link's token is worth nothing to keep once it is sent: the database holds its hash alone (account_tokens).
        .prepare(
          `UPDATE email_outbox SET status = 'sent', sent_at = ?2, last_error = NULL,
             payload = json_remove(payload, '$.token'),
             -- A deleted account's address is kept only until its last message is sent.
             to_address = CASE kind WHEN 'account_deleted' THEN ?3 ELSE to_address END
           WHERE id = ?1`,
        )
        .bind(row.id, at, ADDRESS_REMOVED)
        .run();
      result.sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = String((error as Error)?.message ?? error).slice(0, 500);
      console.error(`Email ${row.id} (${row.kind}) to ${row.to_address} failed, attempt ${attempts}: ${message}`);
      const retryAt = new Date(now.getTime() + (BACKOFF_MINUTES[attempts - 1] ?? 120) * 60_000).toISOString();
      await db
        .prepare(
          `UPDATE email_outbox SET status = ?2, last_error = ?3, next_attempt_at = ?4,
             payload = CASE ?2 WHEN 'failed' THEN json_remove(payload, '$.token') ELSE payload END,
             to_address = CASE WHEN ?2 = 'failed' AND kind = 'account_deleted' THEN ?5 ELSE to_address END
           WHERE id = ?1`,
        )
        .bind(row.id, attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', message, retryAt, ADDRESS_REMOVED)
        .run();
      result.failed++;
    }
  }
  return result;
}
