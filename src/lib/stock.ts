/**
 * The stock badge and availability, from the spec: 0 Out of Stock, 1 to 9 Low Stock, 10 or more In Stock;
 * and what a product's Track quantity and Allow backorders switches mean for what a buyer may take.
 */

export const LOW_STOCK_THRESHOLD = 10;
/** A cart line may not ask for more than this, whatever the stock says (a typo guard). */
export const MAX_LINE_QUANTITY = 999;

export type Availability = 'in-stock' | 'low-stock' | 'out-of-stock';

export function availabilityOf(quantity: number): Availability {
  if (quantity <= 0) return 'out-of-stock';
  if (quantity < LOW_STOCK_THRESHOLD) return 'low-stock';
  return 'in-stock';
}

export const STOCK_LABELS: Record<Availability, string> = {
  'in-stock': 'In Stock',
  'low-stock': 'Low Stock',
  'out-of-stock': 'Out of Stock',
};

export const BACKORDER_LABEL = 'Available on backorder';

export interface StockBadge {
  availability: Availability;
  label: string;
  /** Sold beyond its stock: the label says it can be ordered. */
  backorder?: boolean;
}

/** Which of the catalogue's stock texts a badge shows: its availability, or that it can be ordered on backorder. */
export function stockTextKey(badge: StockBadge): Availability | 'backorder' {
  return badge.backorder ? 'backorder' : badge.availability;
}

export function stockBadge(quantity: number): StockBadge {
  const availability = availabilityOf(quantity);
  return { availability, label: STOCK_LABELS[availability] };
}

/** A product's stock with the two switches that say how far it binds. */
export interface StockRules {
  stock: number;
  /** Off: the shop does not count this product's units; any quantity can be sold and nothing is taken. */
  trackQuantity: boolean;
  /** On: units beyond the stock can be ordered; they are backordered, and the stock never goes below 0. */
  allowBackorders: boolean;
}

/** True when the stock does not limit what a buyer may order. */
export function sellsBeyondStock(product: Pick<StockRules, 'trackQuantity' | 'allowBackorders'>): boolean {
  return !product.trackQuantity || product.allowBackorders;
}

/** The most a buyer may put in the cart of this product now. */
export function buyableQuantity(product: StockRules): number {
  return sellsBeyondStock(product) ? MAX_LINE_QUANTITY : Math.max(0, Math.min(product.stock, MAX_LINE_QUANTITY));
}

/** Of `quantity` units bought, how many are backordered (not in stock); 0 for a product that is not counted. */
export function backorderedUnits(product: StockRules, quantity: number): number {
  if (!product.trackQuantity || !product.allowBackorders) return 0;
  return Math.max(0, quantity - Math.max(0, product.stock));
}

/** The badge a buyer sees: a product sold beyond its stock says so instead of "Out of Stock". */
export function buyerStockBadge(product: StockRules): StockBadge {
  if (!product.trackQuantity) return { availability: 'in-stock', label: STOCK_LABELS['in-stock'] };
  if (product.allowBackorders && product.stock <= 0)
    return { availability: 'low-stock', label: BACKORDER_LABEL, backorder: true };
  return stockBadge(product.stock);
}

/** A wanted quantity clamped to what can be bought: at least 1, at most `max` (0 when nothing can be). */
export function clampQuantity(wanted: number, max: number): number {
  if (max <= 0) return 0;
  if (!Number.isFinite(wanted)) return 1;
  return Math.min(Math.max(Math.trunc(wanted), 1), max);
}
