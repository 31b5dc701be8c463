/**
 * What an order tells people in their notifications, written in the order's own batch: the buyer's record that
 * it went through, each merchant's new order, and a merchant's stock running low or out. Every notice an order
 * writes is made here, and only here.
 *
 * A merchant hears of an order when it is theirs to prepare: cash on delivery when it is placed, an order paid
 * through the provider when its payment is confirmed (`merchantsToldOnPayment`, in the batch that marks it paid).
 */
import { noticeColumns } from '../lib/notices';
import { paidThroughProvider } from '../lib/payments';
import { LOW_STOCK_THRESHOLD } from '../lib/stock';
import type { PricedOrder } from './order-writes';
import { newOrderEmail } from './outbox';
import { insertStatements } from './sql';

/**
 * The buyer's notification (the profile's bell) and, for cash on delivery, each merchant's (the seller
 * dashboard's).
 */
export function orderNotifications(
  db: Database,
  order: Pick<PricedOrder, 'orderId' | 'userId' | 'buyerName' | 'lines' | 'totals' | 'merchants' | 'payment' | 'now'>,
): D1PreparedStatement[] {
  const units = (lines: PricedOrder['lines']) => lines.reduce((sum, line) => sum + line.quantity, 0);
  const merchants = paidThroughProvider(order.payment.paymentMethod) ? [] : order.merchants;
  return [
    ...insertStatements(db, 'notifications', [
      {
        user_id: order.userId,
        type: 'order',
        ...noticeColumns({
          code: 'orderPlaced',
          values: { orderId: order.orderId, units: units(order.lines), totalSen: order.totals.totalSen },
        }),
        link: `/orders/${order.orderId}/track`,
        read: 0,
        created_at: order.now,
      },
    ]),
    ...insertStatements(
      db,
      'notifications',
      merchants.map(({ merchantId, sellerOrderId }) => {
        const own = order.lines.filter((line) => line.product.merchant_id === merchantId);
        return {
          user_id: own[0]!.product.merchant_user_id,
          type: 'order',
          ...noticeColumns({
            code: 'newOrder',
            values: { buyer: order.buyerName, units: units(own), sellerOrderId },
          }),
          link: `/seller/orders/${sellerOrderId}`,
          read: 0,
          created_at: order.now,
        };
      }),
    ),
  ];
}

interface PaidPartRow {
  seller_order_id: string;
  merchant_id: string;
  merchant_user_id: string;
  store_name: string;
  buyer_name: string;
  name: string;
  quantity: number;
  total_sen: number;
}

/** While the order still awaits its payment: read before the batch's UPDATE that marks it paid. */
const STILL_UNPAID = "EXISTS (SELECT 1 FROM orders WHERE id = ? AND payment_status IN ('awaiting', 'failed'))";

/**
 * Each merchant's new order, notification and email, as the provider's payment of the order is confirmed: to run
 * in that batch before the order is marked paid. Guarded by the order still awaiting its payment, so an event
 * replayed or racing another tells no one twice; the email's key (`new_order:<sellerOrderId>`) is queued once.
 */
export async function merchantsToldOnPayment(db: Database, orderId: string, at: string) {
  const { results } = await db
    .prepare(
      `SELECT so.id AS seller_order_id, so.merchant_id, m.user_id AS merchant_user_id, m.display_name AS store_name,
              COALESCE(NULLIF(TRIM(u.full_name), ''), u.name) AS buyer_name,
              oi.snapshot_name AS name, oi.quantity, oi.total_price_sen AS total_sen
       FROM seller_orders so
       JOIN orders o ON o.id = so.order_id
       JOIN users u ON u.id = o.user_id
       JOIN merchants m ON m.id = so.merchant_id
       JOIN order_items oi ON oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
       WHERE so.order_id = ? AND so.status <> 'cancelled'
       ORDER BY so.id, oi.rowid`,
    )
    .bind(orderId)
    .all<PaidPartRow>();
  const parts = [...new Set(results.map((row) => row.seller_order_id))];
  return parts.flatMap((sellerOrderId) => {
    const own = results.filter((row) => row.seller_order_id === sellerOrderId);
    const first = own[0]!;
    const stored = noticeColumns({
      code: 'newOrder',
      values: {
        buyer: first.buyer_name,
        units: own.reduce((sum, line) => sum + line.quantity, 0),
        sellerOrderId,
      },
    });
    return [
      db
        .prepare(
          `INSERT INTO notifications (user_id, type, link, read, created_at, code, vals, audience)
           SELECT ?, 'order', ?, 0, ?, ?, ?, ? WHERE ${STILL_UNPAID}`,
        )
        .bind(
          first.merchant_user_id,
          `/seller/orders/${sellerOrderId}`,
          at,
          stored.code,
          stored.vals,
          stored.audience,
          orderId,
        ),
      newOrderEmail(
        db,
        {
          sellerOrderId,
          merchantId: first.merchant_id,
          merchantUserId: first.merchant_user_id,
          storeName: first.store_name,
          buyerName: first.buyer_name,
          lines: own.map(({ name, quantity, total_sen }) => ({
            name,
            quantity,
            totalSen: total_sen,
          })),
          whileUnpaid: orderId,
        },
        at,
      ),
    ];
  });
}

/**
 * The merchant hears when an order line takes a counted product below the low-stock line or to none left; read
 * before the stock is taken. Stored as a code and its values, as every notice is (src/lib/notices.ts).
 */
export function stockNotification(
  db: Database,
  line: { productId: string; quantity: number },
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO notifications (user_id, type, link, read, created_at, code, vals, audience)
       SELECT m.user_id, 'stock', '/seller/products/' || p.id, 0, ?2,
              CASE WHEN p.stock - ?1 <= 0 THEN 'outOfStock' ELSE 'lowStock' END,
              CASE WHEN p.stock - ?1 <= 0 THEN json_object('product', p.name)
                   ELSE json_object('product', p.name, 'left', CAST(p.stock - ?1 AS INTEGER)) END,
              'merchant'
       FROM products p JOIN merchants m ON m.id = p.merchant_id
       WHERE p.id = ?3 AND m.notify_low_stock = 1 AND p.track_quantity = 1
         AND ((p.stock > 0 AND p.stock - ?1 <= 0) OR (p.stock >= ?4 AND p.stock - ?1 > 0 AND p.stock - ?1 < ?4))`,
    )
    .bind(line.quantity, now, line.productId, LOW_STOCK_THRESHOLD);
}
