/** A buyer's orders with their items, payment and shipment. */
import type { BuyerStatus } from '../lib/orders';

export interface OrderItem {
  id: string;
  productId: string;
  quantity: number;
  unitPriceSen: number;
  totalPriceSen: number;
  name: string;
  description: string;
  imageUrl: string;
}

export interface OrderSummary {
  id: string;
  status: BuyerStatus;
  currency: 'MYR';
  subtotalSen: number;
  shippingSen: number;
  taxSen: number;
  totalSen: number;
  createdAt: string;
  updatedAt: string;
  items: OrderItem[];
  payment: { method: string; cardLast4: string | null; status: string; processedAt: string } | null;
  shipment: {
    status: string;
    carrier: string;
    trackingNumber: string;
    trackingUrl: string;
    shippedAt: string | null;
    estimatedDeliveryAt: string | null;
  } | null;
}

interface OrderRow {
  id: string;
  status: BuyerStatus;
  subtotal_sen: number;
  shipping_sen: number;
  tax_sen: number;
  total_sen: number;
  created_at: string;
  updated_at: string;
}

/** Every order of one buyer, newest first, each with its items, payment and latest shipment. */
export async function listOrdersForUser(db: D1Database, userId: string): Promise<OrderSummary[]> {
  const [orders, items, payments, shipments] = await db.batch([
    db
      .prepare(
        'SELECT id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, created_at, updated_at FROM orders WHERE user_id = ? ORDER BY created_at DESC',
      )
      .bind(userId),
    db
      .prepare(
        `SELECT oi.id, oi.order_id, oi.product_id, oi.quantity, oi.unit_price_sen, oi.total_price_sen,
                oi.snapshot_name, oi.snapshot_description, oi.snapshot_image_url
         FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.user_id = ? ORDER BY oi.id`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT p.order_id, p.method, p.card_last4, p.status, p.processed_at
         FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = ?`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT s.order_id, s.status, s.carrier, s.tracking_number, s.tracking_url, s.shipped_at, s.estimated_delivery_at
         FROM shipments s JOIN orders o ON o.id = s.order_id WHERE o.user_id = ? ORDER BY s.created_at`,
      )
      .bind(userId),
  ]);
  const itemsByOrder = new Map<string, OrderItem[]>();
  for (const row of items!.results as Record<string, string | number>[]) {
    const list = itemsByOrder.get(row.order_id as string) ?? [];
    list.push({
      id: row.id as string,
      productId: row.product_id as string,
      quantity: row.quantity as number,
      unitPriceSen: row.unit_price_sen as number,
      totalPriceSen: row.total_price_sen as number,
      name: row.snapshot_name as string,
      description: row.snapshot_description as string,
      imageUrl: row.snapshot_image_url as string,
    });
    itemsByOrder.set(row.order_id as string, list);
  }
  const paymentByOrder = new Map(
    (payments!.results as Record<string, string | null>[]).map((p) => [
      p.order_id as string,
      { method: p.method as string, cardLast4: p.card_last4 ?? null, status: p.status as string, processedAt: p.processed_at as string },
    ]),
  );
  const shipmentByOrder = new Map(
    (shipments!.results as Record<string, string | null>[]).map((s) => [
      s.order_id as string,
      {
        status: s.status as string,
        carrier: s.carrier as string,
        trackingNumber: s.tracking_number as string,
        trackingUrl: s.tracking_url as string,
        shippedAt: s.shipped_at ?? null,
        estimatedDeliveryAt: s.estimated_delivery_at ?? null,
      },
    ]),
  );
  return (orders!.results as OrderRow[]).map((order) => ({
    id: order.id,
    status: order.status,
    currency: 'MYR',
    subtotalSen: order.subtotal_sen,
    shippingSen: order.shipping_sen,
    taxSen: order.tax_sen,
    totalSen: order.total_sen,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    items: itemsByOrder.get(order.id) ?? [],
    payment: paymentByOrder.get(order.id) ?? null,
    shipment: shipmentByOrder.get(order.id) ?? null,
  }));
}
