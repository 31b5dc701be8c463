/**
 * The statements of one order's batch, a function per table. `placeOrder` (./checkout) has checked the lines and
 * priced them; each function here writes its table's rows from that one priced order, and `orderStatements` puts
 * them in the order the batch runs them. Nothing here reads or decides a price.
 */
import type { PaymentForm, ShippingForm } from '../lib/checkout';
import { holdEnd, paidThroughProvider } from '../lib/payments';
import { SHOP_CURRENCY } from '../lib/money';
import type { CheckoutTotals, MerchantCharge, TaxRule } from '../lib/pricing';
import { LOW_STOCK_THRESHOLD } from '../lib/stock';
import type { BuyableProductRow } from './cart-products';
import { orderNotifications, stockNotification } from './order-notices';
import { cashPaymentRow } from './payments';
import { lowStockEmail, orderPlacedEmails } from './outbox';
import { takeStock } from './products';
import { cartAfterOrder } from './shopping-lists';
import { insertStatements } from './sql';

/** A line of the order with today's facts of its product. */
export interface OrderedLine {
  product: BuyableProductRow;
  quantity: number;
}

/** Everything the batch writes about one order, checked and priced. */
export interface PricedOrder {
  orderId: string;
  userId: string;
  buyerName: string;
  shipping: ShippingForm;
  payment: PaymentForm;
  idempotencyKey: string;
  lines: OrderedLine[];
  totals: CheckoutTotals;
  /** The platform's tax the order was priced under, kept with it (migrations/0030). */
  tax: TaxRule;
  /** The market's commission in basis points, kept with each seller order (migrations/0035). */
  commissionBasisPoints: number;
  /** Each merchant's part and its seller order (`ORD-...-1`, `-2`: the merchant's place in the order). */
  merchants: (MerchantCharge & { sellerOrderId: string })[];
  now: string;
}

function orderRow(db: Database, order: PricedOrder): D1PreparedStatement {
  const s = order.shipping;
  const { totals } = order;
  return db
    .prepare(
      `INSERT INTO orders (id, user_id, status, currency, subtotal_sen, shipping_sen, tax_sen, total_sen,
         tax_label, tax_rate_basis_points,
         ship_full_name, ship_email, ship_phone, ship_address, ship_city, ship_state, ship_postal_code, ship_country,
         notes, idempotency_key, created_at, updated_at, payment_method, payment_status, payment_expires_at)
       VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'awaiting', ?)`,
    )
    .bind(
      order.orderId,
      order.userId,
      SHOP_CURRENCY,
      totals.subtotalSen,
      totals.shippingSen,
      totals.taxSen,
      totals.totalSen,
      order.tax.label,
      order.tax.rateBasisPoints,
      s.fullName.trim(),
      s.email.trim(),
      s.phone.trim(),
      s.address.trim(),
      s.city.trim(),
      s.state,
      s.postalCode.trim(),
      s.country.trim(),
      s.notes.trim(),
      order.idempotencyKey,
      order.now,
      order.now,
      order.payment.paymentMethod,
      // A provider's payment holds the stock for a while; cash is paid on delivery, so the order holds it until then.
      paidThroughProvider(order.payment.paymentMethod) ? holdEnd(new Date(order.now)) : null,
    );
}

function orderItemRows(db: Database, order: PricedOrder): D1PreparedStatement[] {
  return insertStatements(
    db,
    'order_items',
    order.lines.map(({ product, quantity }, index) => ({
      id: `${order.orderId}-item-${index + 1}`,
      order_id: order.orderId,
      product_id: product.id,
      merchant_id: product.merchant_id,
      quantity,
      unit_price_sen: product.price_sen,
      total_price_sen: product.price_sen * quantity,
      snapshot_name: product.name,
      snapshot_description: product.description,
      snapshot_image_url: product.image_url,
    })),
  );
}

/** The units of each line that were not in stock (a product taking backorders), read before the stock is taken. */
function backorderedUnits(db: Database, order: PricedOrder): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE order_items SET backordered = (
         SELECT CASE WHEN p.track_quantity = 1 AND p.allow_backorders = 1 THEN MAX(0, order_items.quantity - p.stock) ELSE 0 END
         FROM products p WHERE p.id = order_items.product_id)
       WHERE order_id = ?`,
    )
    .bind(order.orderId);
}

/** One seller order per merchant; its total is its goods and shipping, its tax kept beside it (0001, 0007). */
function sellerOrderRows(db: Database, order: PricedOrder): D1PreparedStatement[] {
  return insertStatements(
    db,
    'seller_orders',
    order.merchants.map((charge) => ({
      id: charge.sellerOrderId,
      order_id: order.orderId,
      merchant_id: charge.merchantId,
      status: 'pending',
      subtotal_sen: charge.subtotalSen,
      shipping_sen: charge.shippingSen,
      tax_sen: charge.taxSen,
      total_sen: charge.subtotalSen + charge.shippingSen,
      commission_basis_points: order.commissionBasisPoints,
      notes: order.shipping.notes.trim(),
      created_at: order.now,
      updated_at: order.now,
    })),
  );
}

/** The first event of the order and of each seller order: what the tracking timeline starts from. */
function orderEventRows(db: Database, order: PricedOrder): D1PreparedStatement[] {
  return insertStatements(db, 'order_events', [
    { order_id: order.orderId, seller_order_id: null, status: 'pending', note: 'Order placed', created_at: order.now },
    ...order.merchants.map((charge) => ({
      order_id: order.orderId,
      seller_order_id: charge.sellerOrderId,
      status: 'pending',
      note: '',
      created_at: order.now,
    })),
  ]);
}

/**
 * Cash on delivery has its payment row from the start; a provider's payment gets one when its hosted page is made
 * (src/data/payments.ts startPayment), right after this batch.
 */
function paymentRows(db: Database, order: PricedOrder): D1PreparedStatement[] {
  if (paidThroughProvider(order.payment.paymentMethod)) return [];
  return [
    cashPaymentRow(db, {
      orderId: order.orderId,
      userId: order.userId,
      totalSen: order.totals.totalSen,
      currency: SHOP_CURRENCY,
      at: order.now,
    }),
  ];
}

/** The buyer's confirmation and, for cash on delivery, each merchant's new-order email, queued with the order. */
function orderEmails(db: Database, order: PricedOrder): D1PreparedStatement[] {
  return orderPlacedEmails(
    db,
    {
      orderId: order.orderId,
      buyerId: order.userId,
      buyerEmail: order.shipping.email,
      buyerName: order.buyerName,
      totalSen: order.totals.totalSen,
      lines: order.lines.map(({ product, quantity }) => ({
        merchantId: product.merchant_id,
        merchantUserId: product.merchant_user_id,
        storeName: product.merchant_name,
        name: product.name,
        quantity,
        totalSen: product.price_sen * quantity,
      })),
      sellerOrderId: (merchantId) => order.merchants.find((m) => m.merchantId === merchantId)!.sellerOrderId,
      tellMerchants: !paidThroughProvider(order.payment.paymentMethod),
    },
    order.now,
  );
}

/**
 * Per line, in this order: the merchant's stock notice and low-stock email (both read the stock before it is
 * taken, so a product already at 0 on backorder is not reported again), then the stock taken. The status
 * follows the stock by trigger (migrations/0007_product_rules_and_order_tax.sql).
 */
function stockStatements(db: Database, order: PricedOrder): D1PreparedStatement[] {
  return order.lines.flatMap(({ product, quantity }) => [
    stockNotification(db, { productId: product.id, quantity }, order.now),
    lowStockEmail(db, { orderId: order.orderId, productId: product.id, quantity }, LOW_STOCK_THRESHOLD, order.now),
    takeStock(db, product.id, quantity, order.now),
  ]);
}

/**
 * The whole order as one batch (one transaction): if any statement fails (the stock's CHECK, a key already
 * used), nothing is written, and the cart keeps every line. It ends with the bought lines leaving the cart and the
 * buyer's lists read as the order leaves them (see cartAfterOrder).
 */
export function orderStatements(db: Database, order: PricedOrder): D1PreparedStatement[] {
  return [
    orderRow(db, order),
    ...orderItemRows(db, order),
    ...sellerOrderRows(db, order),
    ...orderEventRows(db, order),
    ...paymentRows(db, order),
    ...orderNotifications(db, order),
    ...orderEmails(db, order),
    backorderedUnits(db, order),
    ...stockStatements(db, order),
    ...cartAfterOrder(
      db,
      order.userId,
      order.lines.map(({ product }) => product.id),
    ),
  ];
}
