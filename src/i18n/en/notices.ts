/**
 * The notifications the shop writes (English): each one's title, and its message made from the values stored
 * with it (src/lib/notices.ts), so that every reader sees it in their own language. The keys are the codes stored.
 */
import { formatMoney } from '../../lib/money';
import type { NoticeCatalogue } from '../../lib/notices';
import { SELLER_STATUS_LABELS } from '../../lib/orders';

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
const noted = (note: string) => (note ? ` Note from the seller: ${note}` : '');

export const notices: NoticeCatalogue = {
  orderPlaced: {
    title: 'Order placed',
    message: (v) => `Your order ${v.orderId} of ${items(v.units)} for ${formatMoney(v.totalSen)} was placed.`,
  },
  newOrder: {
    title: 'New order received',
    message: (v) => `${v.buyer} ordered ${items(v.units)} (${v.sellerOrderId}).`,
  },
  lowStock: {
    title: 'Low stock',
    message: (v) => `${v.product} has ${v.left} ${v.left === 1 ? 'unit' : 'units'} left.`,
  },
  outOfStock: {
    title: 'Out of stock',
    message: (v) => `${v.product} is out of stock.`,
  },
  newReview: {
    title: 'New review',
    message: (v) => `${v.author} gave ${v.product} ${v.rating} star${v.rating === 1 ? '' : 's'}.`,
  },
  preparing: {
    title: 'Your order is being prepared',
    message: (v) => `${v.store} is preparing your items of order ${v.orderId}.${noted(v.note)}`,
  },
  shipped: {
    title: 'Your order has shipped',
    message: (v) =>
      `${v.store} shipped your items of order ${v.orderId} with ${v.carrier}, tracking number ${v.trackingNumber}.${noted(v.note)}`,
  },
  delivered: {
    title: 'Your order was delivered',
    message: (v) => `${v.store} marked your items of order ${v.orderId} as delivered.${noted(v.note)}`,
  },
  cancelled: {
    title: 'Items of your order were cancelled',
    message: (v) => `${v.store} cancelled your items of order ${v.orderId}.${noted(v.note)}`,
  },
  update: {
    title: 'Order update',
    message: (v) => `${v.store} updated your order ${v.orderId} to ${SELLER_STATUS_LABELS[v.status]}.${noted(v.note)}`,
  },
  approved: {
    title: 'Application approved',
    message: (v) => `Welcome to Labuan Market! ${v.business} can now start selling.`,
  },
  notApproved: {
    title: 'Application not approved',
    message: (v) => `Your seller application was not approved: ${v.reason}`,
  },
  paymentFlagged: {
    title: 'Payment needs checking',
    message: (v) =>
      v.problem === 'late'
        ? `A payment of ${v.currency} ${(v.amountSen / 100).toFixed(2)} came for order ${v.orderId} after its hold on the stock ended: it was not taken as paid.`
        : `A payment of ${v.currency} ${(v.amountSen / 100).toFixed(2)} came for order ${v.orderId}, which costs ${formatMoney(v.expectedSen)}: it was not taken as paid.`,
  },
  payout: {
    title: 'Payout sent',
    message: (v) =>
      `Labuan Market paid ${formatMoney(v.amountSen)} into your bank account (bank reference ${v.reference}).`,
  },
  // Written before notices had codes: shown as it was written.
  written: { title: 'Notification', message: (v) => v.message },
};
