/**
 * Placing an order: the lines are checked against today's products (prices and stock are read here, never taken
 * from the client), priced by src/lib/pricing, and written by ./order-writes in one D1 batch (one transaction):
 * the order, its items, seller orders, events, payment, notifications and emails, the stock taken, and the bought
 * lines out of the buyer's cart.
 *
 * Stock cannot be oversold: `products.stock` has CHECK (stock >= 0), and the decrement is unconditional in
 * the same batch, so a batch that would take more than is left fails as a whole and writes nothing.
 */
import { newOrderId, type PaymentForm, type ShippingForm } from '../lib/checkout';
import { priceOrder, type TaxRule } from '../lib/pricing';
import { MAX_LINE_QUANTITY } from '../lib/cart';
import type { Refusal } from '../lib/refusals';
import type { ShoppingLists } from '../lib/shopping-changes';
import { buyableProducts, type BuyableProductRow } from './cart-products';
import { buyableQuantity, type StockRules } from '../lib/stock';
import { orderStatements, type OrderedLine, type PricedOrder } from './order-writes';
import { orderedLists, readShoppingLists } from './shopping-lists';

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
  /** The platform's tax (src/data/platform-tax.ts), the same the buyer's cart and checkout were priced with. */
  tax: TaxRule;
  /** The market's commission (src/data/platform-commission.ts), kept with each seller order. */
  commissionBasisPoints: number;
  now?: Date;
}

/** A refusal of an order, as a code and values (src/lib/refusals.ts), with what the buyer must change. */
export class CheckoutError extends Error {
  constructor(
    readonly refusal: Refusal,
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
    super(refusal.code);
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
  const refusal: Refusal =
    product.stock <= 0
      ? { code: 'checkout.outOfStock', values: { name: product.name } }
      : { code: 'checkout.onlyLeft', values: { name: product.name, left: product.stock, wanted } };
  return new CheckoutError(refusal, 'OUT_OF_STOCK', product.id, Math.max(0, product.stock));
}

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
  if (row.user_id !== userId) throw new CheckoutError({ code: 'checkout.keyInUse' }, 'KEY_IN_USE');
  return row.id;
}

/** A placed order, and the buyer's cart and wishlist as it left them (the bought lines gone, the others kept). */
export interface PlacedOrder {
  orderId: string;
  /** False when this form had already placed it: the same order, not a second one. */
  created: boolean;
  lists: ShoppingLists;
}

/** The order as the batch writes it: its lines with their products, priced, each merchant with its seller order. */
function pricedOrder(
  orderId: string,
  input: PlaceOrderInput,
  lines: OrderedLine[],
  priced: ReturnType<typeof priceOrder>,
  now: string,
): PricedOrder {
  return {
    orderId,
    userId: input.userId,
    buyerName: input.buyerName,
    shipping: input.shipping,
    payment: input.payment,
    idempotencyKey: input.idempotencyKey,
    lines,
    totals: priced.totals,
    tax: input.tax,
    commissionBasisPoints: input.commissionBasisPoints,
    merchants: priced.merchants.map((charge, index) => ({ ...charge, sellerOrderId: `${orderId}-${index + 1}` })),
    now,
  };
}

/** Places the order, or throws a CheckoutError a buyer can act on. */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlacedOrder> {
  const earlier = await existingOrderFor(db, input.userId, input.idempotencyKey);
  if (earlier) return { orderId: earlier, created: false, lists: await readShoppingLists(db, input.userId) };

  // The action's schema checks this too; checked again here because a negative quantity would add stock.
  if (
    input.lines.some(
      (line) => !Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY,
    )
  ) {
    throw new CheckoutError({ code: 'checkout.badQuantity', values: { max: MAX_LINE_QUANTITY } }, 'BAD_QUANTITY');
  }
  const lines = mergeLines(input.lines);
  if (lines.length === 0) throw new CheckoutError({ code: 'checkout.empty' }, 'EMPTY');
  const products = await readProducts(
    db,
    lines.map((line) => line.productId),
  );
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) throw new CheckoutError({ code: 'checkout.unavailable' }, 'UNAVAILABLE', line.productId, 0);
    // A merchant's own purchases would inflate its ratings, units sold, "popular" and analytics.
    if (product.merchant_user_id === input.userId)
      throw new CheckoutError({ code: 'checkout.ownProduct' }, 'OWN_PRODUCT', product.id);
    if (buyableQuantity(stockRules(product)) < line.quantity) throw outOfStock(product, line.quantity);
  }

  const ordered = lines.map((line) => ({ product: products.get(line.productId)!, quantity: line.quantity }));
  const priced = priceOrder(
    ordered.map(({ product, quantity }) => ({
      merchantId: product.merchant_id,
      unitPriceSen: product.price_sen,
      quantity,
      taxable: product.taxable === 1,
      requiresShipping: product.requires_shipping === 1,
    })),
    input.tax,
  );
  if (priced.totals.totalSen !== input.expectedTotalSen) {
    throw new CheckoutError({ code: 'checkout.priceChanged' }, 'PRICE_CHANGED');
  }

  const now = (input.now ?? new Date()).toISOString();
  for (let attempt = 0; attempt < 3; attempt++) {
    const orderId = newOrderId();
    try {
      const answers = await db.batch(orderStatements(db, pricedOrder(orderId, input, ordered, priced, now)));
      return { orderId, created: true, lists: orderedLists(answers) };
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
          if (!product) throw new CheckoutError({ code: 'checkout.unavailable' }, 'UNAVAILABLE', line.productId, 0);
          if (buyableQuantity(stockRules(product)) < line.quantity) throw outOfStock(product, line.quantity);
        }
        continue;
      }
      if (/UNIQUE constraint failed: orders\.idempotency_key/i.test(text)) {
        // Sent at the same moment by this buyer (the earlier order wins) or by someone else (refused).
        const existing = await existingOrderFor(db, input.userId, input.idempotencyKey);
        if (existing) return { orderId: existing, created: false, lists: await readShoppingLists(db, input.userId) };
        throw new CheckoutError({ code: 'checkout.keyInUse' }, 'KEY_IN_USE');
      }
      // An order id that happened to exist already: try another.
      if (/UNIQUE constraint failed: orders\.id/i.test(text)) continue;
      throw error;
    }
  }
  throw new Error('The order could not be placed. Please try again.');
}
