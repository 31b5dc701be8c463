/**
 * What an order tells people in their notifications, written in the order's own batch: the buyer's record that
 * it went through, each merchant's new order, and a merchant's stock running low or out. Every notice an order
 * writes is made here, and only here.
 */
import { noticeColumns } from '../lib/notices';
import { LOW_STOCK_THRESHOLD } from '../lib/stock';
import type { PricedOrder } from './order-writes';
import { insertStatements } from './sql';

/** The buyer's notification (the profile's bell) and each merchant's (the seller dashboard's). */
export function orderNotifications(
  db: Database,
  order: Pick<PricedOrder, 'orderId' | 'userId' | 'buyerName' | 'lines' | 'totals' | 'merchants' | 'now'>,
): D1PreparedStatement[] {
  const units = (lines: PricedOrder['lines']) => lines.reduce((sum, line) => sum + line.quantity, 0);
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
      order.merchants.map(({ merchantId, sellerOrderId }) => {
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
