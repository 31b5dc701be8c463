/**
 * A merchant's own figures for the dashboard. Revenue and orders come from the analytics engine's
 * aggregates (src/data/seller-analytics.ts), the same figures the Analytics screen shows for all time.
 */
import {
  DASHBOARD_CSV_TEXTS,
  dashboardCsvLines,
  type DashboardCsvTexts,
  type DashboardFigures,
  type ReportPeriod,
} from '../lib/analytics';
import { ratingOf } from '../lib/rating';
import { NO_FILTERS, ORDER_CSV_TEXTS, orderCsvHeader, orderCsvLineIn, type OrderCsvTexts } from '../lib/seller-orders';
import { sellerAnalytics, salesTotals } from './seller-analytics';
import { sellerOrdersMatching } from './seller-orders';

/** The dashboard's figures (src/lib/analytics.ts, which the export writes too) and what only the screen shows. */
export interface DashboardOverview extends DashboardFigures {
  displayName: string;
  logoUrl: string | null;
  /** Reviews of the merchant's products that await a reply (the Customer Reviews shortcut's count). */
  reviewsAwaitingReply: number;
  recentOrders: {
    id: string;
    customerName: string;
    product: string;
    amountSen: number;
    status: string;
    date: string;
    quantity: number;
  }[];
}

/** All time: every seller order not cancelled (the spec: the sum of the orders' totals), plus the sales before joining. */
export async function dashboardOverview(db: Database, merchantId: string): Promise<DashboardOverview | null> {
  const [totals, [merchant, products, reviews, recent]] = await Promise.all([
    salesTotals(db, merchantId),
    db.batch([
      db.prepare('SELECT business_name, display_name, logo_key FROM merchants WHERE id = ?').bind(merchantId),
      db
        .prepare(
          `SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN status = 'active' THEN 1 ELSE 0 END), 0) AS active
           FROM products WHERE merchant_id = ? AND status <> 'archived'`,
        )
        .bind(merchantId),
      // The merchant's review counters (migrations/0002), not its reviews.
      db
        .prepare(
          'SELECT review_count AS count, rating_total AS total, reviews_awaiting_reply AS awaiting FROM merchants WHERE id = ?',
        )
        .bind(merchantId),
      db
        .prepare(
          `SELECT so.id, so.status, so.total_sen, so.created_at, o.ship_full_name AS customer,
                  (SELECT snapshot_name FROM order_items WHERE order_id = so.order_id AND merchant_id = so.merchant_id ORDER BY id LIMIT 1) AS product,
                  (SELECT SUM(quantity) FROM order_items WHERE order_id = so.order_id AND merchant_id = so.merchant_id) AS quantity
           FROM seller_orders so JOIN orders o ON o.id = so.order_id
           WHERE so.merchant_id = ? ORDER BY so.created_at DESC LIMIT 5`,
        )
        .bind(merchantId),
    ]),
  ]);
  const m = (merchant!.results as { business_name: string; display_name: string; logo_key: string | null }[])[0];
  if (!m) return null;
  const p = (products!.results as { total: number; active: number }[])[0]!;
  const r = (reviews!.results as { count: number; total: number; awaiting: number }[])[0]!;
  return {
    businessName: m.business_name,
    displayName: m.display_name,
    logoUrl: m.logo_key ? `/media/${m.logo_key}` : null,
    totalRevenueSen: totals.revenueSen,
    totalOrders: totals.orders,
    historyRevenueSen: totals.historyRevenueSen,
    historyOrders: totals.historyOrders,
    activeProducts: p.active,
    totalProducts: p.total,
    averageRating: ratingOf(r.total, r.count),
    reviewCount: r.count,
    reviewsAwaitingReply: r.awaiting,
    recentOrders: (recent!.results as Record<string, string | number>[]).map((row) => ({
      id: row.id as string,
      customerName: row.customer as string,
      product: row.product as string,
      amountSen: row.total_sen as number,
      status: row.status as string,
      date: row.created_at as string,
      quantity: row.quantity as number,
    })),
  };
}

/**
 * Export Data: the dashboard's figures for the period (src/lib/analytics.ts, dashboardCsvLines), then every
 * order placed in the period, newest first, read a chunk at a time by the order list's own keyset reader, so
 * that a long period costs one query per chunk and never holds all its orders. Yields CSV lines; nothing when
 * the merchant does not exist.
 */
export async function* dashboardExport(
  db: Database,
  merchantId: string,
  period: ReportPeriod,
  now: Date = new Date(),
  texts: { dashboard: DashboardCsvTexts; orders: OrderCsvTexts } = {
    dashboard: DASHBOARD_CSV_TEXTS,
    orders: ORDER_CSV_TEXTS,
  },
): AsyncGenerator<string[]> {
  const [overview, report] = await Promise.all([
    dashboardOverview(db, merchantId),
    sellerAnalytics(db, merchantId, period, now),
  ]);
  if (!overview) return;
  yield [...dashboardCsvLines(overview, report, texts.dashboard), orderCsvHeader(texts.orders)];
  const line = orderCsvLineIn(texts.orders);
  for await (const chunk of sellerOrdersMatching(
    db,
    merchantId,
    { ...NO_FILTERS, placedFrom: report.range.start },
    now,
  )) {
    yield chunk.map(line);
  }
}
