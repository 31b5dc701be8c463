/**
 * Seller orders: which status changes a merchant may make, what a shipped order must carry, and the order
 * list's search, status and date filters and summary. Pure: used by the pages, the actions and the islands.
 */
import { CARRIERS } from './carriers';
import { SELLER_STATUSES, type SellerStatus } from './orders';

export { SELLER_STATUSES, type SellerStatus };

export const SELLER_STATUS_LABELS: Record<SellerStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function isSellerStatus(value: unknown): value is SellerStatus {
  return typeof value === 'string' && (SELLER_STATUSES as readonly string[]).includes(value);
}

/**
 * The allowed moves. An order goes forward only: it is accepted (processing), handed to a carrier (shipped)
 * and delivered (completed); it can be cancelled until it has left the shop. Completed and cancelled are final.
 */
const TRANSITIONS: Record<SellerStatus, readonly SellerStatus[]> = {
  pending: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
};

export function nextStatuses(from: SellerStatus): readonly SellerStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: SellerStatus, to: SellerStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Why a change is refused, in words a merchant can act on; null when it is allowed. */
export function transitionError(from: SellerStatus, to: SellerStatus): string | null {
  if (canTransition(from, to)) return null;
  const label = SELLER_STATUS_LABELS;
  if (from === to) return `This order is already ${label[to].toLowerCase()}.`;
  if (from === 'completed' || from === 'cancelled') {
    return `This order is ${label[from].toLowerCase()} and can no longer change status.`;
  }
  if (to === 'cancelled') return 'A shipped order can no longer be cancelled.';
  return `A ${label[from].toLowerCase()} order cannot be moved back to ${label[to].toLowerCase()}.`;
}

/** Only an order that has not left the shop gives its stock back when it is cancelled. */
export function restoresStock(from: SellerStatus, to: SellerStatus): boolean {
  return to === 'cancelled' && (from === 'pending' || from === 'processing');
}

export type Carrier = (typeof CARRIERS)[number];
export { CARRIERS };

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

export const TRACKING_NUMBER_MESSAGE = 'Enter a tracking number of 8 to 30 letters and digits.';
export const CARRIER_MESSAGE = 'Choose the carrier that takes the parcel.';
export const NOTE_MAX_LENGTH = 500;

/** A tracking number as carriers print it: spaces and dashes dropped, upper case; null when it is not one. */
export function normaliseTrackingNumber(input: string | null | undefined): string | null {
  const value = (input ?? '').replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{8,30}$/.test(value) ? value : null;
}

/** One row of the seller's order list. */
export interface SellerOrderRow {
  id: string;
  status: SellerStatus;
  customerName: string;
  customerEmail: string;
  /** The first item's name; `products` holds every item's name for the search. */
  product: string;
  products: string[];
  quantity: number;
  totalSen: number;
  trackingNumber: string | null;
  createdAt: string;
}

export const DATE_FILTERS = [
  { value: 'all', label: 'All Time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
] as const;
export type DateFilter = (typeof DATE_FILTERS)[number]['value'];

export const STATUS_FILTERS = [
  { value: 'all', label: 'All Status' },
  ...SELLER_STATUSES.map((status) => ({ value: status, label: SELLER_STATUS_LABELS[status] })),
] as const;
export type StatusFilter = 'all' | SellerStatus;

export interface OrderFilters {
  search: string;
  status: StatusFilter;
  date: DateFilter;
}

export const NO_FILTERS: OrderFilters = { search: '', status: 'all', date: 'all' };

/** Filters from a query string; anything unknown reads as no filter. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const date = params.get('date');
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    status: isSellerStatus(status) ? status : 'all',
    date: DATE_FILTERS.some((d) => d.value === date) ? (date as DateFilter) : 'all',
  };
}

export function filtersToQuery(filters: OrderFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.date !== 'all') params.set('date', filters.date);
  const query = params.toString();
  return query ? `?${query}` : '';
}

const DAY_MS = 86_400_000;
/** The shop's calendar is Labuan's (UTC+8, no daylight saving). */
const SHOP_OFFSET_MS = 8 * 3_600_000;

/** Whole calendar days in the shop's time zone from the order's date to now: 0 today, 1 yesterday. */
export function daysSince(iso: string, now: Date): number {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return Number.POSITIVE_INFINITY;
  const day = (ms: number) => Math.floor((ms + SHOP_OFFSET_MS) / DAY_MS);
  return day(now.getTime()) - day(then);
}

/** Spec section 9: Today is 0 days since the order date, This Week 7 or fewer, This Month 30 or fewer. */
export function matchesDate(iso: string, filter: DateFilter, now: Date): boolean {
  if (filter === 'all') return true;
  // An order stamped a moment in the future (clock skew) counts as today's.
  const days = Math.max(0, daysSince(iso, now));
  if (filter === 'today') return days === 0;
  if (filter === 'week') return days <= 7;
  return days <= 30;
}

/** Search over the order id, customer name, customer email and every product, case-insensitively. */
export function matchesSearch(order: SellerOrderRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [order.id, order.customerName, order.customerEmail, ...order.products].some((text) => text.toLowerCase().includes(needle));
}

export function filterSellerOrders(orders: SellerOrderRow[], filters: OrderFilters, now: Date): SellerOrderRow[] {
  return orders.filter(
    (order) =>
      (filters.status === 'all' || order.status === filters.status) &&
      matchesDate(order.createdAt, filters.date, now) &&
      matchesSearch(order, filters.search),
  );
}

export interface OrderSummary {
  totalOrders: number;
  /** The sum of the orders' totals, cancelled orders left out (as on the dashboard). */
  totalRevenueSen: number;
  pendingOrders: number;
  shippedOrders: number;
}

export function summariseOrders(orders: SellerOrderRow[]): OrderSummary {
  return {
    totalOrders: orders.length,
    totalRevenueSen: orders.reduce((sum, order) => sum + (order.status === 'cancelled' ? 0 : order.totalSen), 0),
    pendingOrders: orders.filter((order) => order.status === 'pending').length,
    shippedOrders: orders.filter((order) => order.status === 'shipped').length,
  };
}

/** Two letters for the avatar: first and last word of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/** A CSV cell: quoted when needed, and a leading formula character neutralised for spreadsheets. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const ORDER_CSV_HEADER = ['Order ID', 'Status', 'Customer', 'Email', 'Products', 'Quantity', 'Total (USD)', 'Tracking Number', 'Date'];

/** The listed orders as CSV (RFC 4180, CRLF), totals as decimal amounts. */
export function ordersCsv(orders: SellerOrderRow[]): string {
  const lines = [ORDER_CSV_HEADER.map(csvCell).join(',')];
  for (const order of orders) {
    lines.push(
      [
        order.id,
        SELLER_STATUS_LABELS[order.status],
        order.customerName,
        order.customerEmail,
        order.products.join('; '),
        order.quantity,
        (order.totalSen / 100).toFixed(2),
        order.trackingNumber ?? '',
        order.createdAt.slice(0, 10),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A mail link to the customer about one order. */
export function contactCustomerHref(order: { id: string; customerEmail: string }): string {
  return `mailto:${encodeURIComponent(order.customerEmail).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Your order ${order.id}`)}`;
}
