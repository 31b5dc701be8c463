/** The stock badge and availability, from the spec: 0 Out of Stock, 1 to 9 Low Stock, 10 or more In Stock. */

export const LOW_STOCK_THRESHOLD = 10;

export type Availability = 'in-stock' | 'low-stock' | 'out-of-stock';

export function availabilityOf(quantity: number): Availability {
  if (quantity <= 0) return 'out-of-stock';
  if (quantity < LOW_STOCK_THRESHOLD) return 'low-stock';
  return 'in-stock';
}

const LABELS: Record<Availability, string> = {
  'in-stock': 'In Stock',
  'low-stock': 'Low Stock',
  'out-of-stock': 'Out of Stock',
};

export interface StockBadge {
  availability: Availability;
  label: string;
}

export function stockBadge(quantity: number): StockBadge {
  const availability = availabilityOf(quantity);
  return { availability, label: LABELS[availability] };
}

/** A wanted quantity clamped to what can be bought: at least 1, at most the stock. */
export function clampQuantity(wanted: number, stock: number): number {
  if (stock <= 0) return 0;
  if (!Number.isFinite(wanted)) return 1;
  return Math.min(Math.max(Math.trunc(wanted), 1), stock);
}
