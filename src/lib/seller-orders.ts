/**
 * Seller orders: which status changes a merchant may make, what a shipped order must carry, and the order
 * list's search, status and date filters and summary. Pure: used by the pages, the actions and the islands.
 */
import { CARRIERS } from './carriers';
import { csvLine } from './csv';
import { shopDay, shopDayNumber, shopDayStart } from './dates';
import { toDecimalString } from './money';
import { SELLER_STATUS_LABELS, SELLER_STATUSES, type SellerStatus } from './orders';
import type { Refusal, RefusalCode } from './refusals';

export { SELLER_STATUS_LABELS, SELLER_STATUSES, type SellerStatus };

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

/** Why a change is refused, as a code whose statuses are their stored values; null when it is allowed. */
export function transitionError(from: SellerStatus, to: SellerStatus): Refusal | null {
  if (canTransition(from, to)) return null;
  if (from === to) return { code: 'sellerOrder.already', values: { status: to } };
  if (from === 'completed' || from === 'cancelled') return { code: 'sellerOrder.final', values: { status: from } };
  if (to === 'cancelled') return { code: 'sellerOrder.shippedNoCancel' };
  return { code: 'sellerOrder.noMoveBack', values: { from, to } };
}

/** Every refusal of a status change: the status dialog is given their texts. */
export const SELLER_ORDER_REFUSALS = [
  'sellerOrder.chooseStatus',
  'sellerOrder.noteTooLong',
  'sellerOrder.carrier',
  'sellerOrder.trackingNumber',
  'sellerOrder.notFound',
  'sellerOrder.already',
  'sellerOrder.final',
  'sellerOrder.shippedNoCancel',
  'sellerOrder.noMoveBack',
  'sellerOrder.changed',
] as const satisfies readonly RefusalCode[];

/** Only an order that has not left the shop gives its stock back when it is cancelled. */
export function restoresStock(from: SellerStatus, to: SellerStatus): boolean {
  return to === 'cancelled' && (from === 'pending' || from === 'processing');
}

export type Carrier = (typeof CARRIERS)[number];
export { CARRIERS };

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

export const NOTE_MAX_LENGTH = 500;
/** The most a tracking number may be typed with (spaces and dashes included) before it is normalised. */
export const TRACKING_NUMBER_TYPED_MAX = 40;

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

export const ORDER_STATUS_FILTERS = [
  { value: 'all', label: 'All Status' },
  ...SELLER_STATUSES.map((status) => ({ value: status, label: SELLER_STATUS_LABELS[status] })),
] as const;
export type StatusFilter = 'all' | SellerStatus;

export interface OrderFilters {
  search: string;
  status: StatusFilter;
  date: DateFilter;
  /** Orders placed at or after this moment only (an ISO time): an analytics period's start, for an export. */
  placedFrom?: string;
}

export const NO_FILTERS: OrderFilters = { search: '', status: 'all', date: 'all' };

/** Order Management's page size: a page of rows stays well under the seller area's HTML budget. */
export const ORDERS_PER_PAGE = 20;
/** Far beyond any real list; a larger number in the address is read as the first page. */
export const MAX_PAGE = 100_000;
export const SEARCH_MAX_LENGTH = 200;

/** The list's state in the address: the filters and the page. */
export interface OrderListQuery extends OrderFilters {
  page: number;
}

export const FIRST_ORDER_PAGE: OrderListQuery = { ...NO_FILTERS, page: 1 };

/** A page number from the address: a whole number from 1 to MAX_PAGE, anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Filters from a query string; anything unknown reads as no filter. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const date = params.get('date');
  return {
    search: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    status: isSellerStatus(status) ? status : 'all',
    date: DATE_FILTERS.some((d) => d.value === date) ? (date as DateFilter) : 'all',
  };
}

export function parseOrderQuery(params: URLSearchParams): OrderListQuery {
  return { ...parseOrderFilters(params), page: parsePage(params.get('page')) };
}

/** The query string of a list state ('' for the defaults), page 1 left out: the address a plain GET form gives. */
export function filtersToQuery(filters: OrderFilters & { page?: number }): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.date !== 'all') params.set('date', filters.date);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * Whole calendar days in the shop's time zone from the order's date to now: 0 today, 1 yesterday. The spec's
 * measure for the date filter; dateFilterStart is the same rule as a bound that SQL compares, and is tested
 * against this.
 */
export function daysSince(iso: string, now: Date): number {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return Number.POSITIVE_INFINITY;
  return shopDayNumber(now) - shopDayNumber(then);
}

const DATE_FILTER_DAYS: Record<Exclude<DateFilter, 'all'>, number> = { today: 0, week: 7, month: 30 };

/**
 * Spec section 9: Today is 0 days since the order date, This Week 7 or fewer, This Month 30 or fewer. As the
 * earliest creation time that matches (an ISO string, compared in SQL), so that an index serves the filter;
 * an order stamped a moment in the future (clock skew) counts as today's. null for All Time.
 */
export function dateFilterStart(filter: DateFilter, now: Date): string | null {
  if (filter === 'all') return null;
  return shopDayStart(shopDayNumber(now) - DATE_FILTER_DAYS[filter]).toISOString();
}

/** The pattern of a case-insensitive substring search with SQL LIKE ... ESCAPE '\\'; null for no search. */
export function likePattern(search: string): string | null {
  const needle = search.trim();
  return needle ? `%${needle.replace(/[\\%_]/g, '\\$&')}%` : null;
}

export interface OrderListSummary {
  totalOrders: number;
  /** The sum of the orders' totals, cancelled orders left out (as on the dashboard). */
  totalRevenueSen: number;
  pendingOrders: number;
  shippedOrders: number;
}

/** The summary cards from the per-status counts and totals of all of the merchant's orders. */
export function summaryFromStatusCounts(
  rows: { status: string; orders: number; total_sen: number }[],
): OrderListSummary {
  const summary: OrderListSummary = { totalOrders: 0, totalRevenueSen: 0, pendingOrders: 0, shippedOrders: 0 };
  for (const row of rows) {
    const orders = Number(row.orders);
    summary.totalOrders += orders;
    if (row.status !== 'cancelled') summary.totalRevenueSen += Number(row.total_sen);
    if (row.status === 'pending') summary.pendingOrders += orders;
    if (row.status === 'shipped') summary.shippedOrders += orders;
  }
  return summary;
}

/** One page of the order list, as the page renders it and the list island receives it. */
export interface SellerOrderPage {
  query: OrderListQuery;
  orders: SellerOrderRow[];
  /** Orders that match the filters, on every page; with `more`, the first that many of them. */
  matching: number;
  /** Whether more orders match than were counted (the count stops at COUNT_LIMIT, or just past the page). */
  more: boolean;
  page: number;
  pageCount: number;
  summary: OrderListSummary;
  /**
   * Set when the search was too short for the full-text index: it looked through this many of the newest
   * orders only, and the list says so.
   */
  searchedNewest: number | null;
}

/**
 * Order Management's search goes through a full-text index of trigrams: a search of fewer characters cannot,
 * and looks through the merchant's newest orders only, so that each keystroke costs the same however many
 * orders the merchant has.
 */
export const SHORT_SEARCH_NEWEST = 1000;

/** The export's columns, by key: a language's catalogue names them alike (src/i18n/<lang>/seller-exports.ts). */
export const ORDER_CSV_COLUMNS = {
  id: 'Order ID',
  status: 'Status',
  customer: 'Customer',
  email: 'Email',
  products: 'Products',
  quantity: 'Quantity',
  total: 'Total (RM)',
  trackingNumber: 'Tracking Number',
  date: 'Date',
};

export const ORDER_CSV_HEADER = Object.values(ORDER_CSV_COLUMNS);

/**
 * The words the shop writes into the export: its header and the statuses. Everything else in a row is the
 * order's own (the customer's name and email, the products as their merchant named them) or a number.
 */
export interface OrderCsvTexts {
  columns: Readonly<Record<keyof typeof ORDER_CSV_COLUMNS, string>>;
  statuses: Readonly<Record<SellerStatus, string>>;
}

export const ORDER_CSV_TEXTS: OrderCsvTexts = { columns: ORDER_CSV_COLUMNS, statuses: SELLER_STATUS_LABELS };

/** The CSV's first line, with its CRLF. */
export function orderCsvHeader(texts: OrderCsvTexts = ORDER_CSV_TEXTS): string {
  const keys = Object.keys(ORDER_CSV_COLUMNS) as (keyof typeof ORDER_CSV_COLUMNS)[];
  return csvLine(keys.map((key) => texts.columns[key]));
}

/** One order as a CSV line (RFC 4180, CRLF) in the texts' language, its total as a decimal amount. */
export function orderCsvLineIn(texts: OrderCsvTexts): (order: SellerOrderRow) => string {
  return (order) =>
    csvLine([
      order.id,
      texts.statuses[order.status],
      order.customerName,
      order.customerEmail,
      order.products.join('; '),
      order.quantity,
      toDecimalString(order.totalSen),
      order.trackingNumber ?? '',
      shopDay(order.createdAt),
    ]);
}

/** One order as a CSV line, in English. */
export const orderCsvLine = orderCsvLineIn(ORDER_CSV_TEXTS);

/** The listed orders as CSV. */
export function ordersCsv(orders: SellerOrderRow[], texts: OrderCsvTexts = ORDER_CSV_TEXTS): string {
  return orderCsvHeader(texts) + orders.map(orderCsvLineIn(texts)).join('');
}

/** A mail link to the customer about one order. */
export function contactCustomerHref(order: { id: string; customerEmail: string }): string {
  return `mailto:${encodeURIComponent(order.customerEmail).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Your order ${order.id}`)}`;
}
