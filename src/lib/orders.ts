/**
 * Buyer order statuses, their badges and progress, from spec section 4. An unknown status reads as Pending.
 */

export const BUYER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type BuyerStatus = (typeof BUYER_STATUSES)[number];

export const SELLER_STATUSES = ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

/** A seller order's status as every seller screen, export and notification names it. */
export const SELLER_STATUS_LABELS: Record<SellerStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The label of a seller order's status as stored, in the labels given (a language's catalogue names each status
 * by the same keys); an unknown one reads as Pending, as the buyer's does.
 */
export const sellerStatusLabel = (
  status: string,
  labels: Readonly<Record<SellerStatus, string>> = SELLER_STATUS_LABELS,
): string => labels[status as SellerStatus] ?? labels.pending;

export function normaliseStatus(status: string): BuyerStatus {
  return (BUYER_STATUSES as readonly string[]).includes(status) ? (status as BuyerStatus) : 'pending';
}

export const BUYER_STATUS_LABELS: Record<BuyerStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The badge's look: cancelled is destructive, pending secondary, the rest a plain status. */
export type BadgeTone = 'destructive' | 'secondary' | 'default' | 'success';

export function buyerStatusTone(status: string): BadgeTone {
  const normal = normaliseStatus(status);
  if (normal === 'cancelled') return 'destructive';
  if (normal === 'pending') return 'secondary';
  if (normal === 'delivered') return 'success';
  return 'default';
}

/** A seller order's badge tone: pending waits, cancelled is refused, completed is done, the rest in progress. */
export function sellerStatusTone(status: string): BadgeTone {
  if (status === 'cancelled') return 'destructive';
  if (status === 'completed') return 'success';
  if (status === 'pending') return 'secondary';
  return 'default';
}

const PROGRESS: Record<BuyerStatus, number> = {
  pending: 10,
  confirmed: 25,
  processing: 40,
  shipped: 70,
  delivered: 100,
  cancelled: 0,
};

export function progressPercent(status: string): number {
  return PROGRESS[normaliseStatus(status)];
}

/**
 * The buyer's order status follows its seller orders (one per merchant in the order):
 * - every seller order cancelled: cancelled;
 * - otherwise, over the seller orders that are not cancelled:
 *   all completed: delivered; all shipped or completed: shipped; all at least processing: processing;
 *   some but not all past pending: confirmed (part of the order has been accepted); all pending: pending.
 */
export function buyerStatusFrom(sellerStatuses: SellerStatus[]): BuyerStatus {
  if (sellerStatuses.length === 0) return 'pending';
  const live = sellerStatuses.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  const all = (allowed: SellerStatus[]) => live.every((status) => allowed.includes(status));
  if (all(['completed'])) return 'delivered';
  if (all(['shipped', 'completed'])) return 'shipped';
  if (all(['processing', 'shipped', 'completed'])) return 'processing';
  if (live.some((status) => status !== 'pending')) return 'confirmed';
  return 'pending';
}

/**
 * How an order was paid, as the buyer and the merchant both see it: a card with masked digits (the seller spec's
 * words; only its last four digits are kept), FPX or an e-wallet.
 */
/** Each payment method's name: the checkout's choices, and what an order says it was paid with. */
export const PAYMENT_METHOD_NAMES = {
  card: 'Credit / Debit Card',
  fpx: 'FPX Online Banking',
  grabpay: 'GrabPay',
  cod: 'Cash on Delivery',
  ewallet: 'E-Wallet',
} as const;

export function paymentMethodLabel(method: string | null | undefined, cardLast4: string | null | undefined): string {
  if (method === 'card') return cardLast4 ? `Card •••• •••• •••• ${cardLast4}` : 'Card';
  if (method === 'fpx' || method === 'grabpay' || method === 'cod' || method === 'ewallet')
    return PAYMENT_METHOD_NAMES[method];
  return 'Not recorded';
}
