/**
 * Placing an order: one D1 batch (one transaction) that writes the order, its items with their stock
 * snapshot, a simulated payment, one seller order per merchant, the first order event, the merchants'
 * notifications, and takes the stock. Prices and stock are read here, never taken from the client.
 *
 * Stock cannot be oversold: `products.stock` has CHECK (stock >= 0), and the decrement is unconditional in
 * the same batch, so a batch that would take more than is left fails as a whole and writes nothing.
 */
import { cardLast4, newOrderId, type PaymentForm, type ShippingForm } from '../lib/checkout';
import { orderTotals, splitShipping, splitTax, type CheckoutTotals } from '../lib/pricing';
import { MAX_LINE_QUANTITY } from '../lib/cart';
import { buyableProducts, type BuyableProductRow } from './cart-products';
import { buyableQuantity, LOW_STOCK_THRESHOLD, type StockRules } from '../lib/stock';
import { lowStockEmail, orderPlacedEmails } from './outbox';
import { takeStock } from './products';
import { insertStatements } from './sql';
import { noticeColumns } from '../lib/notices';
import { notices } from '../i18n/en/notices';

export interface OrderLineRequest {
  productId: string;
  quantity: number;
}

export interface PlaceOrderInput {
  userId: string;
  buyerName: string;
  lines: OrderLineRequest[];
  shipping: ShippingForm;
  payment: PaymentForm;
  /** One per checkout form: the same submission sent twice makes one order. */
  idempotencyKey: string;
  /** The total the buyer saw; the order is refused when today's prices make it different. */
  expectedTotalSen: number;
  now?: Date;
}

export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly code:
      | 'OUT_OF_STOCK'
      | 'UNAVAILABLE'
      | 'PRICE_CHANGED'
      | 'EMPTY'
      | 'BAD_QUANTITY'
      | 'OWN_PRODUCT'
      | 'KEY_IN_USE',
    readonly productId?: string,
    readonly available?: number,
  ) {
    super(message);
  }
}

type ProductRow = BuyableProductRow;

const stockRules = (product: ProductRow): StockRules => ({
  stock: product.stock,
  trackQuantity: product.track_quantity === 1,
  allowBackorders: product.allow_backorders === 1,
});

/** Same product twice in a request counts once, with the quantities added. */
function mergeLines(lines: OrderLineRequest[]): OrderLineRequest[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

async function readProducts(db: Database, ids: string[]): Promise<Map<string, ProductRow>> {
  return new Map((await buyableProducts(db, ids)).map((row) => [row.id, row]));
}

function outOfStock(product: ProductRow, wanted: number): CheckoutError {
  const message =
    product.stock <= 0
      ? `${product.name} is out of stock.`
      : `Only ${product.stock} of ${product.name} left (you wanted ${wanted}).`;
  return new CheckoutError(message, 'OUT_OF_STOCK', product.id, Math.max(0, product.stock));
}

export const OWN_PRODUCT_MESSAGE = 'You cannot buy products from your own store.';
export const KEY_IN_USE_MESSAGE = 'This checkout form has expired. Please reload the page and place your order again.';

/**
 * The order this buyer already placed with this key, or null. A key that another account used is refused: the
 * keys are unique across the shop, and a second user sending one must get a clear answer, not a failed insert.
 */
async function existingOrderFor(db: Database, userId: string, key: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT id, user_id FROM orders WHERE idempotency_key = ?')
    .bind(key)
    .first<{ id: string; user_id: string }>();
  if (!row) return null;
  if (row.user_id !== userId) throw new CheckoutError(KEY_IN_USE_MESSAGE, 'KEY_IN_USE');
  return row.id;
}

/** Places the order and returns its id, or throws a CheckoutError a buyer can act on. */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<{ orderId: string; created: boolean }> {
  const earlier = await existingOrderFor(db, input.userId, input.idempotencyKey);
  if (earlier) return { orderId: earlier, created: false };

  // The action's schema checks this too; checked again here because a negative quantity would add stock.
  if (
    input.lines.some(
      (line) => !Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY,
    )
  ) {
    throw new CheckoutError(`Each quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`, 'BAD_QUANTITY');
  }
  const lines = mergeLines(input.lines);
  if (lines.length === 0) throw new CheckoutError('Your cart is empty.', 'EMPTY');
  const products = await readProducts(
    db,
    lines.map((line) => line.productId),
  );
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product)
      throw new CheckoutError(
        'An item in your cart is no longer available. Please remove it.',
        'UNAVAILABLE',
        line.productId,
        0,
      );
    // A merchant's own purchases would inflate its ratings, units sold, "popular" and analytics.
    if (product.merchant_user_id === input.userId)
      throw new CheckoutError(OWN_PRODUCT_MESSAGE, 'OWN_PRODUCT', product.id);
    if (buyableQuantity(stockRules(product)) < line.quantity) throw outOfStock(product, line.quantity);
  }

  const totals = orderTotals(
    lines.map((line) => {
      const product = products.get(line.productId)!;
      return {
        unitPriceSen: product.price_sen,
        quantity: line.quantity,
        taxable: product.taxable === 1,
        requiresShipping: product.requires_shipping === 1,
      };
    }),
  );
  if (totals.totalSen !== input.expectedTotalSen) {
    throw new CheckoutError(
      'Prices have changed since you opened checkout. Please review your order.',
      'PRICE_CHANGED',
    );
  }

  const now = (input.now ?? new Date()).toISOString();
  for (let attempt = 0; attempt < 3; attempt++) {
    const orderId = newOrderId();
    try {
      await db.batch(orderStatements(db, orderId, input, lines, products, totals, now));
      return { orderId, created: true };
    } catch (error) {
      const text = String(error);
      if (/CHECK constraint failed/i.test(text)) {
        // Someone bought the last units between the read above and this write: say which, with today's stock.
        const fresh = await readProducts(
          db,
          lines.map((line) => line.productId),
        );
        for (const line of lines) {
          const product = fresh.get(line.productId);
          if (!product)
            throw new CheckoutError(
              'An item in your cart is no longer available. Please remove it.',
              'UNAVAILABLE',
              line.productId,
              0,
            );
          if (buyableQuantity(stockRules(product)) < line.quantity) throw outOfStock(product, line.quantity);
        }
        continue;
      }
      if (/UNIQUE constraint failed: orders\.idempotency_key/i.test(text)) {
        // Sent at the same moment by this buyer (the earlier order wins) or by someone else (refused).
        const existing = await existingOrderFor(db, input.userId, input.idempotencyKey);
        if (existing) return { orderId: existing, created: false };
        throw new CheckoutError(KEY_IN_USE_MESSAGE, 'KEY_IN_USE');
      }
      // An order id that happened to exist already: try another.
      if (/UNIQUE constraint failed: orders\.id/i.test(text)) continue;
      throw error;
    }
  }
  throw new Error('The order could not be placed. Please try again.');
}

function orderStatements(
  db: Database,
  orderId: string,
  input: PlaceOrderInput,
  lines: OrderLineRequest[],
  products: Map<string, ProductRow>,
  totals: CheckoutTotals,
  now: string,
): D1PreparedStatement[] {
  const merchants = [...new Set(lines.map((line) => products.get(line.productId)!.merchant_id))];
  const orderUnits = lines.reduce((sum, line) => sum + line.quantity, 0);
  // The shipping fee is shared by the merchants who ship something; one who sells only what needs no
  // shipping gets none of it.
  const shipping = merchants.filter((merchantId) =>
    lines.some(
      (line) =>
        products.get(line.productId)!.merchant_id === merchantId &&
        products.get(line.productId)!.requires_shipping === 1,
    ),
  );
  const shares = splitShipping(totals.shippingSen, shipping.length);
  const shippingShares = merchants.map((merchantId) =>
    shipping.includes(merchantId) ? shares[shipping.indexOf(merchantId)]! : 0,
  );
  // Each merchant's invoice shows the GST paid on its own taxable goods.
  const taxShares = splitTax(
    totals.taxSen,
    merchants.map((merchantId) =>
      lines
        .filter(
          (line) =>
            products.get(line.productId)!.merchant_id === merchantId && products.get(line.productId)!.taxable === 1,
        )
        .reduce((sum, line) => sum + products.get(line.productId)!.price_sen * line.quantity, 0),
    ),
  );
  const sellerOrderId = (merchantId: string) => `${orderId}-${merchants.indexOf(merchantId) + 1}`;
  const s = input.shipping;

  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO orders (id, user_id, status, currency, subtotal_sen, shipping_sen, tax_sen, total_sen,
           ship_full_name, ship_email, ship_phone, ship_address, ship_city, ship_state, ship_postal_code, ship_country,
           notes, idempotency_key, created_at, updated_at)
         VALUES (?, ?, 'pending', 'MYR', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        orderId,
        input.userId,
        totals.subtotalSen,
        totals.shippingSen,
        totals.taxSen,
        totals.totalSen,
        s.fullName.trim(),
        s.email.trim(),
        s.phone.trim(),
        s.address.trim(),
        s.city.trim(),
        s.state,
        s.postalCode.trim(),
        s.country.trim(),
        s.notes.trim(),
        input.idempotencyKey,
        now,
        now,
      ),
    ...insertStatements(
      db,
      'order_items',
      lines.map((line, index) => {
        const product = products.get(line.productId)!;
        return {
          id: `${orderId}-item-${index + 1}`,
          order_id: orderId,
          product_id: product.id,
          merchant_id: product.merchant_id,
          quantity: line.quantity,
          unit_price_sen: product.price_sen,
          total_price_sen: product.price_sen * line.quantity,
          snapshot_name: product.name,
          snapshot_description: product.description,
          snapshot_image_url: product.image_url,
        };
      }),
    ),
    ...insertStatements(
      db,
      'seller_orders',
      merchants.map((merchantId, index) => {
        const subtotal = lines
          .filter((line) => products.get(line.productId)!.merchant_id === merchantId)
          .reduce((sum, line) => sum + products.get(line.productId)!.price_sen * line.quantity, 0);
        return {
          id: sellerOrderId(merchantId),
          order_id: orderId,
          merchant_id: merchantId,
          status: 'pending',
          subtotal_sen: subtotal,
          shipping_sen: shippingShares[index]!,
          tax_sen: taxShares[index]!,
          total_sen: subtotal + shippingShares[index]!,
          notes: s.notes.trim(),
          created_at: now,
          updated_at: now,
        };
      }),
    ),
    ...insertStatements(db, 'order_events', [
      { order_id: orderId, seller_order_id: null, status: 'pending', note: 'Order placed', created_at: now },
      ...merchants.map((merchantId) => ({
        order_id: orderId,
        seller_order_id: sellerOrderId(merchantId),
        status: 'pending',
        note: '',
        created_at: now,
      })),
    ]),
    db
      .prepare(
        `INSERT INTO payments (id, order_id, user_id, amount_sen, currency, method, card_last4, status, external_transaction_id, processed_at)
         VALUES (?, ?, ?, ?, 'MYR', ?, ?, 'completed', ?, ?)`,
      )
      .bind(
        `${orderId}-payment`,
        orderId,
        input.userId,
        totals.totalSen,
        input.payment.paymentMethod,
        cardLast4(input.payment),
        `TXN-${crypto.randomUUID()}`,
        now,
      ),
    ...insertStatements(db, 'notifications', [
      // The buyer's own record that the order went through, in their notifications (the profile's bell).
      {
        user_id: input.userId,
        type: 'order',
        ...noticeColumns({ code: 'orderPlaced', values: { orderId, units: orderUnits, totalSen: totals.totalSen } }),
        link: `/orders/${orderId}/track`,
        read: 0,
        created_at: now,
      },
    ]),
    ...insertStatements(
      db,
      'notifications',
      merchants.map((merchantId) => {
        const merchantLines = lines.filter((line) => products.get(line.productId)!.merchant_id === merchantId);
        const units = merchantLines.reduce((sum, line) => sum + line.quantity, 0);
        const first = products.get(merchantLines[0]!.productId)!;
        return {
          user_id: first.merchant_user_id,
          type: 'order',
          ...noticeColumns({
            code: 'newOrder',
            values: { buyer: input.buyerName, units, sellerOrderId: sellerOrderId(merchantId) },
          }),
          link: `/seller/orders/${sellerOrderId(merchantId)}`,
          read: 0,
          created_at: now,
        };
      }),
    ),
    // The buyer's confirmation and each merchant's new-order email, queued with the order itself.
    ...orderPlacedEmails(
      db,
      {
        orderId,
        buyerId: input.userId,
        buyerEmail: input.shipping.email,
        buyerName: input.buyerName,
        totalSen: totals.totalSen,
        lines: lines.map((line) => {
          const p = products.get(line.productId)!;
          return {
            merchantId: p.merchant_id,
            merchantUserId: p.merchant_user_id,
            storeName: p.merchant_name,
            name: p.name,
            quantity: line.quantity,
            totalSen: p.price_sen * line.quantity,
          };
        }),
        sellerOrderId,
      },
      now,
    ),
  ];
  // The units of each line that were not in stock (a product taking backorders), read before the stock is
  // taken, inside this transaction.
  statements.push(
    db
      .prepare(
        `UPDATE order_items SET backordered = (
           SELECT CASE WHEN p.track_quantity = 1 AND p.allow_backorders = 1 THEN MAX(0, order_items.quantity - p.stock) ELSE 0 END
           FROM products p WHERE p.id = order_items.product_id)
         WHERE order_id = ?`,
      )
      .bind(orderId),
  );
  for (const line of lines) {
    statements.push(
      // The merchant hears when this order takes a counted product below the low-stock line or to none
      // left; read before the stock is taken, so a product already at 0 on backorder is not reported again.
      // Its English message is the catalogue's (src/i18n/en/notices.ts) made here in SQL from the same values;
      // tests/integration/notices.test.ts holds the two equal.
      db
        .prepare(
          `INSERT INTO notifications (user_id, type, title, message, link, read, created_at, code, vals, audience)
           SELECT m.user_id, 'stock', CASE WHEN p.stock - ?1 <= 0 THEN ?5 ELSE ?6 END,
                  p.name || CASE WHEN p.stock - ?1 <= 0 THEN ' is out of stock.'
                                 ELSE ' has ' || CAST(p.stock - ?1 AS INTEGER) || CASE WHEN p.stock - ?1 = 1 THEN ' unit left.' ELSE ' units left.' END END,
                  '/seller/products/' || p.id, 0, ?2,
                  CASE WHEN p.stock - ?1 <= 0 THEN 'outOfStock' ELSE 'lowStock' END,
                  CASE WHEN p.stock - ?1 <= 0 THEN json_object('product', p.name)
                       ELSE json_object('product', p.name, 'left', CAST(p.stock - ?1 AS INTEGER)) END,
                  'merchant'
           FROM products p JOIN merchants m ON m.id = p.merchant_id
           WHERE p.id = ?3 AND m.notify_low_stock = 1 AND p.track_quantity = 1
             AND ((p.stock > 0 AND p.stock - ?1 <= 0) OR (p.stock >= ?4 AND p.stock - ?1 > 0 AND p.stock - ?1 < ?4))`,
        )
        .bind(
          line.quantity,
          now,
          line.productId,
          LOW_STOCK_THRESHOLD,
          notices.outOfStock.title,
          notices.lowStock.title,
        ),
      lowStockEmail(db, { orderId, productId: line.productId, quantity: line.quantity }, LOW_STOCK_THRESHOLD, now),
      // The status follows the stock by trigger (migrations/0007_product_rules_and_order_tax.sql).
      takeStock(db, line.productId, line.quantity, now),
    );
  }
  return statements;
}
