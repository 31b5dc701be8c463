/**
 * A merchant's seller orders: the order list, one order's details and its status changes. Every query is
 * scoped by the merchant's id, so another merchant's order reads as not found.
 */
import type { TaxRule } from '../lib/pricing';
import { trackingUrlFor } from '../lib/carriers';
import { queueEmail } from './outbox';
import { noticeColumns, type Notice } from '../lib/notices';
import type { Refusal } from '../lib/refusals';
import { COUNT_LIMIT, MIN_INDEXED_SEARCH, ftsPhrase } from '../lib/catalogue';
import { buyerStatusFrom, paymentMethodLabel, type SellerStatus } from '../lib/orders';
import {
  NOTE_MAX_LENGTH,
  ORDERS_PER_PAGE,
  SHORT_SEARCH_NEWEST,
  dateFilterStart,
  isCarrier,
  isSellerStatus,
  likePattern,
  normaliseTrackingNumber,
  pageCountOf,
  restoresStock,
  summaryFromStatusCounts,
  transitionError,
  type OrderFilters,
  type OrderListQuery,
  type SellerOrderPage,
  type SellerOrderRow,
} from '../lib/seller-orders';
import type { ShipToRow } from './buyer-orders';
import { restockSellerOrder } from './products';
import { refundOnCancel } from './payments';
import { mustWaitForPayment } from '../lib/payments';
import { chunked, placeholders, readBatch } from './sql';

const DAY_MS = 86_400_000;
/** Island-wide delivery takes 2 to 4 business days: the estimate is the slow end. */
const DELIVERY_DAYS = 4;

interface ListRow {
  id: string;
  order_id: string;
  status: string;
  total_sen: number;
  tracking_number: string | null;
  created_at: string;
  customer: string;
  email: string;
}

interface ItemNameRow {
  seller_order_id: string;
  name: string;
  quantity: number;
}

function asStatus(status: string): SellerStatus {
  return isSellerStatus(status) ? status : 'pending';
}

const LIST_COLUMNS = `so.id, so.order_id, so.status, so.total_sen, so.tracking_number, so.created_at,
  o.ship_full_name AS customer, o.ship_email AS email`;

/**
 * The merchant's orders that match the filters, as SQL parts: `from` and `where` choose them, `order` lists
 * them newest first, and `after` continues after a row's `key` (the keyset of an export).
 */
interface OrderSelection {
  from: string;
  where: string;
  params: unknown[];
  order: string;
  /** The columns of the sort key, selected as key_0, key_1. */
  key: string[];
  /** The WHERE clause of "after the row whose key is ?N, ?N+1" (numbered from `first`). */
  after: (first: number) => string;
  /** Whether the count must be read (no search and no date filter: the status counts kept per merchant say it). */
  counted: boolean;
  /** The same selection, without the buyer's order joined, for counting; null when the count needs it. */
  countFrom: string;
  searchedNewest: number | null;
}

const ORDERS_JOINED = 'JOIN orders o ON o.id = so.order_id';

/**
 * The order list's selection for these filters, always scoped to the merchant.
 *
 * Without a search, the merchant's indexes serve the status and date filters and the newest-first order. A
 * search (a part of the order's reference, the customer's name or email, or any of this merchant's products
 * in the order) of three characters or more is answered by the full-text index of migrations/0005, scoped to
 * the merchant, whose row ids are the order's time: it hands out its matches newest first, so that a page
 * reads its own matches and stops. A shorter search is a substring test over the merchant's
 * SHORT_SEARCH_NEWEST newest orders.
 */
function orderSelection(merchantId: string, filters: OrderFilters, now: Date): OrderSelection {
  const params: unknown[] = [];
  // Numbered parameters: a value bound once may be used several times.
  const bind = (value: unknown) => `?${params.push(value)}`;
  const needle = filters.search.trim();
  const dateStart = dateFilterStart(filters.date, now);
  // The later of the two bounds; ISO times compare as text.
  const since =
    [dateStart, filters.placedFrom ?? null]
      .filter((t): t is string => Boolean(t))
      .sort()
      .pop() ?? null;
  const merchant = bind(merchantId);
  const clauses = [`so.merchant_id = ${merchant}`];
  if (filters.status !== 'all') clauses.push(`so.status = ${bind(filters.status)}`);

  if ([...needle].length >= MIN_INDEXED_SEARCH) {
    const match = `merchant : ${ftsPhrase(`<${merchantId}>`)} AND {ref customer email items} : ${ftsPhrase(needle)}`;
    clauses.push(`seller_order_search MATCH ${bind(match)}`);
    if (since) clauses.push(`seller_order_search.rowid >= ${SEARCH_ROW_OF(bind(since))}`);
    const searched = `seller_order_search CROSS JOIN seller_order_search_rows r ON r.rowid = seller_order_search.rowid
      CROSS JOIN seller_orders so ON so.id = r.seller_order_id`;
    return {
      from: `${searched} ${ORDERS_JOINED}`,
      where: clauses.join(' AND '),
      params,
      order: 'seller_order_search.rowid DESC',
      key: ['seller_order_search.rowid'],
      after: (n) => `seller_order_search.rowid < ?${n}`,
      counted: true,
      countFrom: searched,
      searchedNewest: null,
    };
  }

  if (since) clauses.push(`so.created_at >= ${bind(since)}`);
  const pattern = likePattern(needle);
  if (pattern) {
    // The newest orders lead: the + signs keep SQLite from walking all of the merchant's orders instead.
    for (const [i, clause] of clauses.entries()) clauses[i] = `+${clause}`;
    const p = bind(pattern);
    clauses.push(`so.id IN (SELECT newest.id FROM seller_orders newest WHERE newest.merchant_id = ${merchant}
      ORDER BY newest.created_at DESC, newest.id DESC LIMIT ${SHORT_SEARCH_NEWEST})`);
    clauses.push(`(so.id LIKE ${p} ESCAPE '\\' OR o.ship_full_name LIKE ${p} ESCAPE '\\' OR o.ship_email LIKE ${p} ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
                 AND oi.snapshot_name LIKE ${p} ESCAPE '\\'))`);
  }
  return {
    from: `seller_orders so ${ORDERS_JOINED}`,
    where: clauses.join(' AND '),
    params,
    order: 'so.created_at DESC, so.id DESC',
    key: ['so.created_at', 'so.id'],
    after: (n) => `(so.created_at, so.id) < (?${n}, ?${n + 1})`,
    counted: Boolean(pattern || since),
    countFrom: pattern ? `seller_orders so ${ORDERS_JOINED}` : 'seller_orders so',
    searchedNewest: pattern ? SHORT_SEARCH_NEWEST : null,
  };
}

/** The search index's row id of the first order placed at or after the time bound at `param`. */
const SEARCH_ROW_OF = (param: string) => `CAST(round((julianday(${param}) - 2440587.5) * 86400000) AS INTEGER) * 1024`;

async function itemsOf(db: Database, merchantId: string, ids: string[]): Promise<Map<string, ItemNameRow[]>> {
  const byOrder = new Map<string, ItemNameRow[]>();
  if (ids.length === 0) return byOrder;
  const answers = await db.batch<ItemNameRow>(
    chunked(ids, 1, 1).map((chunk) =>
      db
        .prepare(
          // +merchant_id: the page's few orders are found by id; SQLite otherwise walks all of the merchant's.
          `SELECT so.id AS seller_order_id, oi.snapshot_name AS name, oi.quantity
           FROM seller_orders so JOIN order_items oi ON oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
           WHERE +so.merchant_id = ? AND so.id IN (${placeholders(chunk.length)}) ORDER BY oi.id`,
        )
        .bind(merchantId, ...chunk),
    ),
  );
  for (const item of answers.flatMap((answer) => answer.results)) {
    const list = byOrder.get(item.seller_order_id) ?? [];
    list.push(item);
    byOrder.set(item.seller_order_id, list);
  }
  return byOrder;
}

async function withItems(db: Database, merchantId: string, rows: ListRow[]): Promise<SellerOrderRow[]> {
  const items = await itemsOf(
    db,
    merchantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toListRow(row, items.get(row.id) ?? []));
}

/**
 * One page of this merchant's order list, newest first, with the number of matching orders and the summary
 * cards (counts and revenue per status over all of the merchant's orders, kept in seller_order_counts). A page
 * past the last one shows the last page.
 */
export async function sellerOrderPage(
  db: Database,
  merchantId: string,
  query: OrderListQuery,
  now: Date = new Date(),
  perPage = ORDERS_PER_PAGE,
): Promise<SellerOrderPage> {
  const selection = orderSelection(merchantId, query, now);
  const pageRows = (page: number) =>
    db
      .prepare(
        `SELECT ${LIST_COLUMNS} FROM ${selection.from} WHERE ${selection.where}
         ORDER BY ${selection.order} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      )
      .bind(...selection.params);
  // A count stops COUNT_LIMIT orders in (or just past the page asked for) and then says "more".
  const countUpTo = Math.max(COUNT_LIMIT, query.page * perPage) + 1;
  const [counts, counted, rows] = await readBatch<
    [{ status: string; orders: number; total_sen: number }, { n: number }, ListRow]
  >(db, [
    db.prepare('SELECT status, orders, total_sen FROM seller_order_counts WHERE merchant_id = ?').bind(merchantId),
    selection.counted
      ? db
          .prepare(
            `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${selection.countFrom} WHERE ${selection.where} LIMIT ${countUpTo})`,
          )
          .bind(...selection.params)
      : db.prepare('SELECT 0 AS n'),
    pageRows(query.page),
  ]);
  const n = Number(counted[0]?.n ?? 0);
  const more = selection.counted && n >= countUpTo;
  const matching = selection.counted
    ? Math.min(n, countUpTo - 1)
    : counts
        .filter((row) => query.status === 'all' || row.status === query.status)
        .reduce((sum, row) => sum + Number(row.orders), 0);
  const pageCount = pageCountOf(matching, perPage) + (more ? 1 : 0);
  const page = Math.min(query.page, pageCount);
  const listed = page === query.page ? rows : (await pageRows(page).all<ListRow>()).results;
  return {
    query: { ...query, page },
    orders: await withItems(db, merchantId, listed),
    matching,
    more,
    page,
    pageCount,
    summary: summaryFromStatusCounts(counts),
    searchedNewest: selection.searchedNewest,
  };
}

/** Orders read per step of an export: small enough for a Worker's memory, large enough to be few queries. */
export const EXPORT_CHUNK = 500;

/**
 * Every order of this merchant that matches the filters, newest first, read a chunk at a time by keyset
 * (after the last row's date and id over the merchant's index, or its row in the search index): each step costs the same however deep
 * into the list it is, so that a large export neither holds every row nor slows down towards its end.
 */
export async function* sellerOrdersMatching(
  db: Database,
  merchantId: string,
  filters: OrderFilters,
  now: Date = new Date(),
  chunk = EXPORT_CHUNK,
): AsyncGenerator<SellerOrderRow[]> {
  const selection = orderSelection(merchantId, filters, now);
  const keys = selection.key.map((column, i) => `${column} AS key_${i}`).join(', ');
  let after: unknown[] | null = null;
  for (;;) {
    const keyset: string = after ? ` AND ${selection.after(selection.params.length + 1)}` : '';
    const { results }: D1Result<ListRow & Record<string, unknown>> = await db
      .prepare(
        `SELECT ${LIST_COLUMNS}, ${keys} FROM ${selection.from}
         WHERE ${selection.where}${keyset} ORDER BY ${selection.order} LIMIT ${chunk}`,
      )
      .bind(...selection.params, ...(after ?? []))
      .all<ListRow & Record<string, unknown>>();
    if (results.length > 0) yield await withItems(db, merchantId, results);
    if (results.length < chunk) return;
    const last: Record<string, unknown> = results[results.length - 1]!;
    after = selection.key.map((_, i): unknown => last[`key_${i}`]);
  }
}

function toListRow(row: ListRow, items: ItemNameRow[]): SellerOrderRow {
  return {
    id: row.id,
    status: asStatus(row.status),
    customerName: row.customer ?? '',
    customerEmail: row.email ?? '',
    product: items[0]?.name ?? '',
    products: items.map((item) => item.name),
    quantity: items.reduce((sum, item) => sum + Number(item.quantity), 0),
    totalSen: Number(row.total_sen),
    trackingNumber: row.tracking_number,
    createdAt: row.created_at,
  };
}

/** One row of the list, for an island to replace after a change; null when it is not this merchant's. */
export async function sellerOrderRow(db: Database, merchantId: string, id: string): Promise<SellerOrderRow | null> {
  const [orders, items] = await readBatch<[ListRow, ItemNameRow]>(db, [
    db
      .prepare(
        `SELECT so.id, so.order_id, so.status, so.total_sen, so.tracking_number, so.created_at,
                o.ship_full_name AS customer, o.ship_email AS email
         FROM seller_orders so JOIN orders o ON o.id = so.order_id
         WHERE so.merchant_id = ? AND so.id = ?`,
      )
      .bind(merchantId, id),
    db
      .prepare(
        `SELECT so.id AS seller_order_id, oi.snapshot_name AS name, oi.quantity
         FROM seller_orders so JOIN order_items oi ON oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
         WHERE so.merchant_id = ? AND so.id = ? ORDER BY oi.id`,
      )
      .bind(merchantId, id),
  ]);
  const row = orders[0];
  return row ? toListRow(row, items) : null;
}

export interface SellerOrderDetail {
  id: string;
  orderId: string;
  status: SellerStatus;
  createdAt: string;
  customer: { name: string; email: string; phone: string };
  shippingAddress: { street: string; city: string; state: string; zipCode: string; country: string };
  /** `backordered`: units that were not in stock when bought (the product takes backorders). */
  items: {
    id: string;
    productId: string;
    name: string;
    imageUrl: string;
    quantity: number;
    backordered: number;
    unitPriceSen: number;
    totalPriceSen: number;
  }[];
  /** How the buyer paid, as the shop shows it: a masked card or the method's name. */
  paymentMethod: string;
  /** The same, as stored, for a screen that names it in its own language. */
  /** How the order is paid and where its payment stands; a cash order's part collected by this merchant, or not. */
  payment: {
    method: string | null;
    cardLast4: string | null;
    status: string;
    cash: boolean;
    cashCollectedAt: string | null;
  };
  subtotalSen: number;
  shippingSen: number;
  /** This seller order's share of the order's tax, as the buyer paid it. */
  taxSen: number;
  /** The tax the order was charged under (migrations/0030). */
  tax: TaxRule;
  /** Items and shipping: what the merchant's sales figures count. */
  totalSen: number;
  /** What the buyer paid for this seller order: items, shipping and tax. */
  paidSen: number;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  estimatedDeliveryAt: string | null;
  deliveredAt: string | null;
  notes: string;
  /** This seller order's status history, oldest first. */
  events: { status: string; note: string; createdAt: string }[];
  store: { name: string; email: string; phone: string; street: string; city: string; zip: string; country: string };
}

interface DetailItemRow {
  id: string;
  product_id: string;
  snapshot_name: string;
  snapshot_image_url: string;
  quantity: number;
  backordered: number;
  unit_price_sen: number;
  total_price_sen: number;
}

interface DetailRow extends ShipToRow {
  id: string;
  payment_method: string;
  payment_status: string;
  cash_collected_at: string | null;
  order_id: string;
  status: string;
  subtotal_sen: number;
  shipping_sen: number;
  tax_sen: number;
  tax_label: string;
  tax_rate_basis_points: number;
  total_sen: number;
  carrier: string | null;
  tracking_number: string | null;
  notes: string;
  estimated_delivery_at: string | null;
  delivered_at: string | null;
  created_at: string;
  business_name: string;
  m_email: string;
  m_phone: string;
  m_street: string;
  m_city: string;
  m_zip: string;
  m_country: string;
}

/** One of this merchant's seller orders with everything its detail page shows; null when not theirs. */
export async function getSellerOrder(db: Database, merchantId: string, id: string): Promise<SellerOrderDetail | null> {
  const [orders, items, payments, events] = await readBatch<
    [
      DetailRow,
      DetailItemRow,
      { method: string; card_last4: string | null },
      { status: string; note: string; created_at: string },
    ]
  >(db, [
    db
      .prepare(
        `SELECT so.id, so.order_id, so.status, so.subtotal_sen, so.shipping_sen, COALESCE(so.tax_sen, 0) AS tax_sen, o.tax_label, o.tax_rate_basis_points, so.total_sen, so.carrier, so.tracking_number,
                so.notes, so.estimated_delivery_at, so.delivered_at, so.created_at, so.cash_collected_at,
                o.payment_method, o.payment_status, o.ship_full_name, o.ship_email, o.ship_phone, o.ship_address, o.ship_city, o.ship_state, o.ship_postal_code, o.ship_country,
                m.business_name, m.email AS m_email, m.phone AS m_phone, m.address_street AS m_street, m.address_city AS m_city,
                m.address_zip AS m_zip, m.address_country AS m_country
         FROM seller_orders so JOIN orders o ON o.id = so.order_id JOIN merchants m ON m.id = so.merchant_id
         WHERE so.merchant_id = ? AND so.id = ?`,
      )
      .bind(merchantId, id),
    db
      .prepare(
        `SELECT oi.id, oi.product_id, oi.snapshot_name, oi.snapshot_image_url, oi.quantity, oi.backordered, oi.unit_price_sen, oi.total_price_sen
         FROM seller_orders so JOIN order_items oi ON oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
         WHERE so.merchant_id = ? AND so.id = ? ORDER BY oi.id`,
      )
      .bind(merchantId, id),
    db
      .prepare(
        `SELECT p.method, p.card_last4 FROM seller_orders so JOIN payments p ON p.order_id = so.order_id
         WHERE so.merchant_id = ? AND so.id = ? ORDER BY p.processed_at DESC, p.rowid DESC LIMIT 1`,
      )
      .bind(merchantId, id),
    db
      .prepare(
        `SELECT e.status, e.note, e.created_at FROM seller_orders so JOIN order_events e ON e.seller_order_id = so.id
         WHERE so.merchant_id = ? AND so.id = ? ORDER BY e.created_at, e.id`,
      )
      .bind(merchantId, id),
  ]);
  const row = orders[0];
  if (!row) return null;
  const payment = payments[0];
  return {
    id: row.id,
    orderId: row.order_id,
    status: asStatus(row.status),
    createdAt: row.created_at,
    customer: { name: row.ship_full_name, email: row.ship_email, phone: row.ship_phone },
    shippingAddress: {
      street: row.ship_address,
      city: row.ship_city,
      state: row.ship_state,
      zipCode: row.ship_postal_code,
      country: row.ship_country,
    },
    items: items.map((item) => ({
      id: item.id,
      productId: item.product_id,
      name: item.snapshot_name,
      imageUrl: item.snapshot_image_url,
      quantity: item.quantity,
      backordered: item.backordered,
      unitPriceSen: item.unit_price_sen,
      totalPriceSen: item.total_price_sen,
    })),
    // The attempt's method (an old e-wallet payment says so); an order not yet at the provider, the order's.
    paymentMethod: paymentMethodLabel(payment?.method ?? row.payment_method, payment?.card_last4),
    payment: {
      method: payment?.method ?? row.payment_method,
      cardLast4: payment?.card_last4 ?? null,
      status: row.payment_status,
      cash: row.payment_method === 'cod',
      cashCollectedAt: row.cash_collected_at,
    },
    subtotalSen: row.subtotal_sen,
    shippingSen: row.shipping_sen,
    taxSen: row.tax_sen,
    tax: { label: row.tax_label, rateBasisPoints: row.tax_rate_basis_points },
    totalSen: row.total_sen,
    paidSen: row.total_sen + row.tax_sen,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    trackingUrl: row.carrier && row.tracking_number ? trackingUrlFor(row.carrier, row.tracking_number) : null,
    estimatedDeliveryAt: row.estimated_delivery_at,
    deliveredAt: row.delivered_at,
    notes: row.notes,
    events: events.map((event) => ({
      status: event.status,
      note: event.note,
      createdAt: event.created_at,
    })),
    store: {
      name: row.business_name,
      email: row.m_email,
      phone: row.m_phone,
      street: row.m_street,
      city: row.m_city,
      zip: row.m_zip,
      country: row.m_country,
    },
  };
}

export interface StatusChange {
  status: string;
  note?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
}

export type StatusChangeResult =
  | { ok: true; from: SellerStatus; to: SellerStatus; stockRestored: boolean }
  | {
      ok: false;
      code: 'NOT_FOUND' | 'BAD_REQUEST' | 'CONFLICT';
      refusal: Refusal;
      field?: 'status' | 'carrier' | 'trackingNumber' | 'note';
    };

/**
 * Moves one of this merchant's seller orders to a new status, in one D1 batch (one transaction): the seller
 * order, its history, the buyer order's status, a shipment when it ships, the stock when it is cancelled,
 * and a notification to the buyer. The seller order is only updated while it still has the status read
 * here; when another request changed it first, a guard statement fails and the whole batch rolls back, so
 * that racing cancellations put the stock back exactly once.
 */
export async function changeSellerOrderStatus(
  db: Database,
  merchantId: string,
  id: string,
  change: StatusChange,
  now: Date = new Date(),
): Promise<StatusChangeResult> {
  if (!isSellerStatus(change.status)) {
    return { ok: false, code: 'BAD_REQUEST', field: 'status', refusal: { code: 'sellerOrder.chooseStatus' } };
  }
  const to = change.status;
  const note = (change.note ?? '').trim();
  if (note.length > NOTE_MAX_LENGTH) {
    return {
      ok: false,
      code: 'BAD_REQUEST',
      field: 'note',
      refusal: { code: 'sellerOrder.noteTooLong', values: { max: NOTE_MAX_LENGTH } },
    };
  }
  let carrier: string | null = null;
  let trackingNumber: string | null = null;
  if (to === 'shipped') {
    if (!isCarrier(change.carrier))
      return { ok: false, code: 'BAD_REQUEST', field: 'carrier', refusal: { code: 'sellerOrder.carrier' } };
    trackingNumber = normaliseTrackingNumber(change.trackingNumber);
    if (!trackingNumber)
      return {
        ok: false,
        code: 'BAD_REQUEST',
        field: 'trackingNumber',
        refusal: { code: 'sellerOrder.trackingNumber' },
      };
    carrier = change.carrier;
  }

  const current = await db
    .prepare(
      `SELECT so.status, so.order_id, so.tracking_number, o.status AS buyer_status, o.user_id AS buyer_id, m.business_name,
              o.payment_method, o.payment_status,
              (SELECT json_group_array(other.status) FROM seller_orders other WHERE other.order_id = so.order_id AND other.id <> so.id) AS others
       FROM seller_orders so JOIN orders o ON o.id = so.order_id JOIN merchants m ON m.id = so.merchant_id
       WHERE so.merchant_id = ? AND so.id = ?`,
    )
    .bind(merchantId, id)
    .first<{
      status: string;
      order_id: string;
      tracking_number: string | null;
      buyer_status: string;
      buyer_id: string;
      business_name: string;
      payment_method: string;
      payment_status: string;
      others: string;
    }>();
  if (!current) return { ok: false, code: 'NOT_FOUND', refusal: { code: 'sellerOrder.notFound', values: { id } } };
  const from = asStatus(current.status);
  const refused = transitionError(from, to);
  if (refused) return { ok: false, code: 'BAD_REQUEST', field: 'status', refusal: refused };
  // A provider's order is prepared and shipped once paid; until then it may only be cancelled (cash is paid on
  // delivery, so its order goes ahead unpaid).
  if (to !== 'cancelled' && mustWaitForPayment(current.payment_method, current.payment_status))
    return { ok: false, code: 'CONFLICT', field: 'status', refusal: { code: 'sellerOrder.unpaid' } };

  const at = now.toISOString();
  const orderId = current.order_id;
  const others = (JSON.parse(current.others) as string[]).map(asStatus);
  const buyerStatus = buyerStatusFrom([...others, to]);
  const restock = restoresStock(from, to);
  const estimatedDelivery = new Date(now.getTime() + DELIVERY_DAYS * DAY_MS).toISOString();

  const sellerOrderUpdate =
    to === 'shipped'
      ? db
          .prepare(
            `UPDATE seller_orders SET status = ?, carrier = ?, tracking_number = ?, estimated_delivery_at = ?, updated_at = ?
             WHERE id = ? AND merchant_id = ? AND status = ?`,
          )
          .bind(to, carrier, trackingNumber, estimatedDelivery, at, id, merchantId, from)
      : to === 'completed'
        ? db
            .prepare(
              'UPDATE seller_orders SET status = ?, delivered_at = ?, updated_at = ? WHERE id = ? AND merchant_id = ? AND status = ?',
            )
            .bind(to, at, at, id, merchantId, from)
        : db
            .prepare(
              'UPDATE seller_orders SET status = ?, updated_at = ? WHERE id = ? AND merchant_id = ? AND status = ?',
            )
            .bind(to, at, id, merchantId, from);

  const statements: D1PreparedStatement[] = [
    sellerOrderUpdate,
    // The guard: right after the conditional update, changes() says whether it matched. A NULL status
    // breaks the NOT NULL constraint, which fails the statement and rolls the whole batch back.
    db
      .prepare(
        `INSERT INTO order_events (order_id, seller_order_id, status, note, created_at)
         VALUES (?, ?, CASE WHEN changes() = 1 THEN ? END, ?, ?)`,
      )
      .bind(orderId, id, to, note, at),
  ];

  // Back in stock, a product is on sale again by trigger (migrations/0007_product_rules_and_order_tax.sql).
  if (restock) statements.push(restockSellerOrder(db, orderId, merchantId, at));
  // A paid share cancelled is refunded: one refund row per seller order, asked of the provider after this batch.
  if (to === 'cancelled') statements.push(refundOnCancel(db, id, at));

  if (to === 'shipped') {
    statements.push(
      db
        .prepare(
          `INSERT INTO shipments (id, order_id, seller_order_id, status, name, name_code, description, description_code,
             description_vals, price_sen, carrier, tracking_number, tracking_url, shipped_at, estimated_delivery_at, created_at)
           SELECT ?, ?, ?, 'in_transit', '', 'standard', '', 'shippedBy', ?, shipping_sen, ?, ?, ?, ?, ?, ?
           FROM seller_orders WHERE id = ?`,
        )
        .bind(
          `${id}-shipment`,
          orderId,
          id,
          JSON.stringify({ store: current.business_name }),
          carrier,
          trackingNumber,
          trackingUrlFor(carrier!, trackingNumber!),
          at,
          estimatedDelivery,
          at,
          id,
        ),
    );
  }
  if (to === 'completed') {
    statements.push(
      db
        .prepare(
          `UPDATE shipments SET status = 'delivered', delivered_at = ?
           WHERE order_id = ? AND delivered_at IS NULL AND (seller_order_id = ? OR (seller_order_id IS NULL AND tracking_number = ?))`,
        )
        .bind(at, orderId, id, current.tracking_number ?? ''),
    );
  }

  if (buyerStatus !== current.buyer_status) {
    statements.push(
      db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE id = ?').bind(buyerStatus, at, orderId),
      db
        .prepare(
          "INSERT INTO order_events (order_id, seller_order_id, status, note, created_at) VALUES (?, NULL, ?, '', ?)",
        )
        .bind(orderId, buyerStatus, at),
    );
  }

  const { type, notice } = buyerNotice(to, { store: current.business_name, orderId, note, carrier, trackingNumber });
  const stored = noticeColumns(notice);
  statements.push(
    db
      .prepare(
        `INSERT INTO notifications (user_id, type, link, read, created_at, code, vals, audience)
         SELECT user_id, ?, ?, 0, ?, ?, ?, ? FROM orders WHERE id = ?`,
      )
      .bind(type, `/orders/${orderId}/track`, at, stored.code, stored.vals, stored.audience, orderId),
  );

  // The buyer's email of the change, queued with it (src/data/outbox.ts): one per seller order and status.
  if (to !== 'pending') {
    const kind = to === 'cancelled' ? 'order_cancelled' : 'shipping_update';
    statements.push(
      queueEmail(
        db,
        {
          key: `${kind}:${id}:${to}`,
          userId: current.buyer_id,
          to: { contactOfOrder: orderId },
          payload: { kind, orderId, storeName: current.business_name, status: to, carrier, trackingNumber, note },
        },
        at,
      ),
    );
  }

  try {
    await db.batch(statements);
  } catch (error) {
    if (/NOT NULL constraint failed: order_events\.status/i.test(String((error as Error)?.message ?? error))) {
      return { ok: false, code: 'CONFLICT', refusal: { code: 'sellerOrder.changed' } };
    }
    throw error;
  }
  return { ok: true, from, to, stockRestored: restock };
}

/** The buyer's notice of a seller order's new status, with the seller's note. */
function buyerNotice(
  to: SellerStatus,
  values: { store: string; orderId: string; note: string; carrier: string | null; trackingNumber: string | null },
): { type: 'order' | 'shipping'; notice: Notice } {
  const { store, orderId, note } = values;
  switch (to) {
    case 'processing':
      return { type: 'order', notice: { code: 'preparing', values: { store, orderId, note } } };
    case 'shipped':
      return {
        type: 'shipping',
        notice: {
          code: 'shipped',
          values: { store, orderId, note, carrier: values.carrier ?? '', trackingNumber: values.trackingNumber ?? '' },
        },
      };
    case 'completed':
      return { type: 'shipping', notice: { code: 'delivered', values: { store, orderId, note } } };
    case 'cancelled':
      return { type: 'order', notice: { code: 'cancelled', values: { store, orderId, note } } };
    default:
      return { type: 'order', notice: { code: 'update', values: { store, orderId, note, status: to } } };
  }
}
