/**
 * A buyer's orders as the buyer reads them: the profile's order history, one order as its tracking page shows
 * it, and the tracking lookup with its throttle. Reads only (the lookup's misses aside): orders are written
 * by src/data/checkout.ts and changed by their sellers (src/data/seller-orders.ts).
 */
import { SHOP_CURRENCY } from '../lib/money';
import type { TaxRule } from '../lib/pricing';
import type { ShippingForm } from '../lib/checkout';
import type { RecordedMethod } from '../lib/payments';
import { normaliseStatus, type BuyerStatus } from '../lib/orders';
import { type ShipmentService, storedShipmentService } from '../lib/tracking';
import { readBatch } from './sql';
import {
  LOOKUP_WINDOW_MINUTES,
  MAX_LOOKUP_LENGTH,
  MAX_LOOKUP_MISSES_PER_ADDRESS,
  normaliseLookup,
  type ShopNote,
} from '../lib/tracking';

/** One line of an order, as it was when the order was placed. */
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

/** What every view of a buyer's order shows: its status, amounts, dates and lines. */
interface BuyerOrder {
  id: string;
  status: BuyerStatus;
  currency: typeof SHOP_CURRENCY;
  subtotalSen: number;
  shippingSen: number;
  taxSen: number;
  /** The tax the order was charged under (migrations/0030). */
  tax: TaxRule;
  totalSen: number;
  createdAt: string;
  updatedAt: string;
  items: OrderItem[];
}

/** An order as the buyer's order history lists it. */
export interface OrderSummary extends BuyerOrder {
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

export interface TrackedPayment {
  method: RecordedMethod;
  cardLast4: string | null;
  status: string;
  amountSen: number;
  currency: string;
  externalTransactionId: string;
  processedAt: string;
}

export interface TrackedShipment {
  status: string;
  /** The service as the shop names it (src/lib/tracking.ts), or null for one named otherwise, kept in `name`. */
  service: ShipmentService | null;
  name: string;
  /** What the service is, as the shop says it, or null for a description written otherwise, kept in `description`. */
  serviceDescription: ShipmentService | null;
  description: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: string | null;
  estimatedDeliveryAt: string | null;
  deliveredAt: string | null;
}

/**
 * Where an order goes: what the buyer typed in the checkout's shipping step, as it was stored (the state as written
 * then, which the form's list may since have lost).
 */
export type ShippingAddress = Omit<ShippingForm, 'state'> & { state: string };

export interface TrackedOrder extends BuyerOrder {
  /** The buyer who placed it: only they see the address and the payment. */
  userId: string;
  payment: TrackedPayment | null;
  /** The latest shipment, when the order has shipped. */
  shipment: TrackedShipment | null;
  shipping: ShippingAddress;
  /** The buyer order's own status history (not its seller orders'), oldest first. */
  events: { status: string; note: string; createdAt: string }[];
  /** What the merchants wrote to the buyer with a status change ("Out of honey jars, sorry"), oldest first. */
  shopNotes: ShopNote[];
}

/** The orders table's delivery columns, as the checkout wrote them. */
export interface ShipToRow {
  ship_full_name: string;
  ship_email: string;
  ship_phone: string;
  ship_address: string;
  ship_city: string;
  ship_state: string;
  ship_postal_code: string;
  ship_country: string;
}

interface TrackedOrderRow extends ShipToRow {
  id: string;
  user_id: string;
  status: string;
  subtotal_sen: number;
  shipping_sen: number;
  tax_sen: number;
  tax_label: string;
  tax_rate_basis_points: number;
  total_sen: number;
  notes: string;
  created_at: string;
  updated_at: string;
}

type OrderSummaryRow = Pick<
  TrackedOrderRow,
  | 'id'
  | 'subtotal_sen'
  | 'shipping_sen'
  | 'tax_sen'
  | 'tax_label'
  | 'tax_rate_basis_points'
  | 'total_sen'
  | 'created_at'
  | 'updated_at'
> & {
  status: BuyerStatus;
};

interface ItemRow {
  id: string;
  order_id: string;
  product_id: string;
  quantity: number;
  unit_price_sen: number;
  total_price_sen: number;
  snapshot_name: string;
  snapshot_description: string;
  snapshot_image_url: string;
}

interface PaymentRow {
  method: TrackedPayment['method'];
  card_last4: string | null;
  status: string;
  amount_sen: number;
  currency: string;
  external_transaction_id: string;
  processed_at: string;
}

interface ShipmentRow {
  status: string;
  name: string;
  name_code: string | null;
  description: string;
  description_code: string | null;
  description_vals: string | null;
  carrier: string;
  tracking_number: string;
  tracking_url: string;
  shipped_at: string | null;
  estimated_delivery_at: string | null;
  delivered_at: string | null;
}

interface ShopNoteRow {
  merchant: string;
  status: string;
  note: string;
  created_at: string;
}

interface EventRow {
  status: string;
  note: string;
  created_at: string;
}

const ITEM_COLUMNS =
  'oi.id, oi.order_id, oi.product_id, oi.quantity, oi.unit_price_sen, oi.total_price_sen, oi.snapshot_name, oi.snapshot_description, oi.snapshot_image_url';

function orderItem(row: ItemRow): OrderItem {
  return {
    id: row.id,
    productId: row.product_id,
    quantity: row.quantity,
    unitPriceSen: row.unit_price_sen,
    totalPriceSen: row.total_price_sen,
    name: row.snapshot_name,
    description: row.snapshot_description,
    imageUrl: row.snapshot_image_url,
  };
}

function buyerOrder(row: OrderSummaryRow | TrackedOrderRow, status: BuyerStatus, items: OrderItem[]): BuyerOrder {
  return {
    id: row.id,
    status,
    currency: SHOP_CURRENCY,
    subtotalSen: row.subtotal_sen,
    shippingSen: row.shipping_sen,
    taxSen: row.tax_sen,
    tax: { label: row.tax_label, rateBasisPoints: row.tax_rate_basis_points },
    totalSen: row.total_sen,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    items,
  };
}

/** Every order of one buyer, newest first, each with its items, payment and latest shipment. */
export async function listOrdersForUser(db: Database, userId: string): Promise<OrderSummary[]> {
  const [orders, items, payments, shipments] = await readBatch<
    [OrderSummaryRow, ItemRow, Record<string, string | null>, Record<string, string | null>]
  >(db, [
    db
      .prepare(
        `SELECT id, status, subtotal_sen, shipping_sen, tax_sen, tax_label, tax_rate_basis_points, total_sen, created_at, updated_at
         FROM orders WHERE user_id = ? ORDER BY created_at DESC`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT ${ITEM_COLUMNS} FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.user_id = ? ORDER BY oi.id`,
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
  for (const row of items) {
    const list = itemsByOrder.get(row.order_id) ?? [];
    list.push(orderItem(row));
    itemsByOrder.set(row.order_id, list);
  }
  const paymentByOrder = new Map(
    payments.map((p) => [
      p.order_id as string,
      {
        method: p.method as string,
        cardLast4: p.card_last4 ?? null,
        status: p.status as string,
        processedAt: p.processed_at as string,
      },
    ]),
  );
  const shipmentByOrder = new Map(
    shipments.map((s) => [
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
  return orders.map((order) => ({
    ...buyerOrder(order, order.status, itemsByOrder.get(order.id) ?? []),
    payment: paymentByOrder.get(order.id) ?? null,
    shipment: shipmentByOrder.get(order.id) ?? null,
  }));
}

/** One order with its items, payment, latest shipment and status history; null when there is no such order. */
export async function getTrackedOrder(db: Database, orderId: string): Promise<TrackedOrder | null> {
  const [orders, items, payments, shipments, events, notes] = await readBatch<
    [TrackedOrderRow, ItemRow, PaymentRow, ShipmentRow, EventRow, ShopNoteRow]
  >(db, [
    db
      .prepare(
        `SELECT id, user_id, status, subtotal_sen, shipping_sen, tax_sen, tax_label, tax_rate_basis_points, total_sen, ship_full_name, ship_email, ship_phone,
                ship_address, ship_city, ship_state, ship_postal_code, ship_country, notes, created_at, updated_at
         FROM orders WHERE id = ?`,
      )
      .bind(orderId),
    db.prepare(`SELECT ${ITEM_COLUMNS} FROM order_items oi WHERE oi.order_id = ? ORDER BY oi.id`).bind(orderId),
    // A refund or a retry adds rows: the latest says where the payment stands.
    db
      .prepare(
        `SELECT method, card_last4, status, amount_sen, currency, external_transaction_id, processed_at
         FROM payments WHERE order_id = ? ORDER BY processed_at DESC, rowid DESC LIMIT 1`,
      )
      .bind(orderId),
    db
      .prepare(
        `SELECT status, name, name_code, description, description_code, description_vals, carrier, tracking_number, tracking_url, shipped_at, estimated_delivery_at, delivered_at
         FROM shipments WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`,
      )
      .bind(orderId),
    db
      .prepare(
        `SELECT status, note, created_at FROM order_events
         WHERE order_id = ? AND seller_order_id IS NULL ORDER BY created_at, id`,
      )
      .bind(orderId),
    db
      .prepare(
        `SELECT m.display_name AS merchant, e.status, e.note, e.created_at
         FROM order_events e JOIN seller_orders so ON so.id = e.seller_order_id JOIN merchants m ON m.id = so.merchant_id
         WHERE e.order_id = ? AND e.seller_order_id IS NOT NULL AND e.note <> '' ORDER BY e.created_at, e.id`,
      )
      .bind(orderId),
  ]);
  const order = orders[0];
  if (!order) return null;
  const payment = payments[0];
  const shipment = shipments[0];
  return {
    ...buyerOrder(order, normaliseStatus(order.status), items.map(orderItem)),
    userId: order.user_id,
    payment: payment
      ? {
          method: payment.method,
          cardLast4: payment.card_last4,
          status: payment.status,
          amountSen: payment.amount_sen,
          currency: payment.currency,
          externalTransactionId: payment.external_transaction_id,
          processedAt: payment.processed_at,
        }
      : null,
    shipment: shipment
      ? {
          status: shipment.status,
          service: storedShipmentService(shipment.name_code, '{}'),
          name: shipment.name,
          serviceDescription: storedShipmentService(shipment.description_code, shipment.description_vals),
          description: shipment.description,
          carrier: shipment.carrier,
          trackingNumber: shipment.tracking_number,
          trackingUrl: shipment.tracking_url,
          shippedAt: shipment.shipped_at,
          estimatedDeliveryAt: shipment.estimated_delivery_at,
          deliveredAt: shipment.delivered_at,
        }
      : null,
    shipping: {
      fullName: order.ship_full_name,
      email: order.ship_email,
      phone: order.ship_phone,
      address: order.ship_address,
      city: order.ship_city,
      state: order.ship_state,
      postalCode: order.ship_postal_code,
      country: order.ship_country,
      notes: order.notes,
    },
    events: events.map((event) => ({
      status: event.status,
      note: event.note,
      createdAt: event.created_at,
    })),
    shopNotes: notes.map((row) => ({
      merchant: row.merchant,
      status: row.status,
      note: row.note,
      createdAt: row.created_at,
    })),
  };
}

/**
 * The tracking lookup: the id of the order whose whole id, or whose latest shipment's whole tracking number, is
 * the input (in any letter case); null for blank input or no match. Never a part of an id: "ORD" or "2" would
 * otherwise open somebody's order.
 */
export async function findOrderByLookup(db: Database, input: string): Promise<string | null> {
  const needle = normaliseLookup(input);
  if (needle === '' || needle.length > MAX_LOOKUP_LENGTH) return null;
  const [byId, byTrackingNumber] = await db.batch<{ id: string }>([
    db.prepare('SELECT id FROM orders WHERE id = ?').bind(needle.toUpperCase()),
    db
      .prepare(
        `SELECT order_id AS id FROM shipments WHERE tracking_number = ? COLLATE NOCASE
         ORDER BY created_at DESC, rowid DESC LIMIT 1`,
      )
      .bind(needle),
  ]);
  return byId!.results[0]?.id ?? byTrackingNumber!.results[0]?.id ?? null;
}

/** Lookups from one address that found nothing, inside the window: what the throttle counts. */
export async function lookupMissesFrom(db: Database, address: string, since: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM lookup_misses WHERE address = ? AND missed_at >= ?')
    .bind(address, since)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Records a lookup that found nothing, and forgets misses older than a day so the table stays small. */
export async function recordLookupMiss(db: Database, address: string, now: string): Promise<void> {
  const dayAgo = new Date(Date.parse(now) - 24 * 60 * 60_000).toISOString();
  await db.batch([
    db.prepare('INSERT INTO lookup_misses (address, missed_at) VALUES (?, ?)').bind(address, now),
    db.prepare('DELETE FROM lookup_misses WHERE address = ? AND missed_at < ?').bind(address, dayAgo),
  ]);
}

/** True when this address has had too many lookups that found nothing, inside the window. */
export async function lookupsThrottled(db: Database, address: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - LOOKUP_WINDOW_MINUTES * 60_000).toISOString();
  return (await lookupMissesFrom(db, address, since)) >= MAX_LOOKUP_MISSES_PER_ADDRESS;
}
