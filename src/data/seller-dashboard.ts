/** A merchant's own figures for the dashboard, from its seller orders, products and reviews. */
import { HISTORY_BEFORE_FIRST_ORDER } from './seller-analytics';

export interface DashboardOverview {
  businessName: string;
  displayName: string;
  logoUrl: string | null;
  totalRevenueSen: number;
  totalOrders: number;
  activeProducts: number;
  totalProducts: number;
  averageRating: number;
  reviewCount: number;
  recentOrders: { id: string; customerName: string; product: string; amountSen: number; status: string; date: string; quantity: number }[];
}

/** Revenue counts every seller order that was not cancelled (the spec: the sum of the orders' totals). */
export async function dashboardOverview(db: D1Database, merchantId: string): Promise<DashboardOverview | null> {
  const [merchant, orders, products, reviews, recent] = await db.batch([
    db.prepare('SELECT business_name, display_name, logo_key FROM merchants WHERE id = ?').bind(merchantId),
    db
      .prepare(
        `SELECT COUNT(*) AS orders, COALESCE(SUM(CASE WHEN status <> 'cancelled' THEN total_sen ELSE 0 END), 0) AS revenue
         FROM seller_orders WHERE merchant_id = ?`,
      )
      .bind(merchantId),
    db
      .prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN status = 'active' THEN 1 ELSE 0 END), 0) AS active
         FROM products WHERE merchant_id = ? AND status <> 'archived'`,
      )
      .bind(merchantId),
    db.prepare('SELECT COUNT(*) AS count, COALESCE(AVG(rating), 0) AS rating FROM reviews WHERE merchant_id = ?').bind(merchantId),
    db
      .prepare(
        `SELECT so.id, so.status, so.total_sen, so.created_at, o.ship_full_name AS customer,
                (SELECT snapshot_name FROM order_items WHERE order_id = so.order_id AND merchant_id = so.merchant_id ORDER BY id LIMIT 1) AS product,
                (SELECT SUM(quantity) FROM order_items WHERE order_id = so.order_id AND merchant_id = so.merchant_id) AS quantity
         FROM seller_orders so JOIN orders o ON o.id = so.order_id
         WHERE so.merchant_id = ? ORDER BY so.created_at DESC LIMIT 5`,
      )
      .bind(merchantId),
  ]);
  const m = (merchant!.results as { business_name: string; display_name: string; logo_key: string | null }[])[0];
  if (!m) return null;
  const o = (orders!.results as { orders: number; revenue: number }[])[0]!;
  const p = (products!.results as { total: number; active: number }[])[0]!;
  const r = (reviews!.results as { count: number; rating: number }[])[0]!;
  return {
    businessName: m.business_name,
    displayName: m.display_name,
    logoUrl: m.logo_key ? `/media/${m.logo_key}` : null,
    totalRevenueSen: o.revenue,
    totalOrders: o.orders,
    activeProducts: p.active,
    totalProducts: p.total,
    averageRating: Math.round(r.rating * 10) / 10,
    reviewCount: r.count,
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

export const ANALYTICS_PERIODS = [
  { value: '7d', label: '7 days', days: 7 },
  { value: '30d', label: '30 days', days: 30 },
  { value: '90d', label: '90 days', days: 90 },
  { value: '1y', label: '1 year', days: 365 },
] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]['value'];
export const DEFAULT_PERIOD: AnalyticsPeriod = '30d';

export function parsePeriod(value: string | null | undefined): AnalyticsPeriod {
  return ANALYTICS_PERIODS.some((p) => p.value === value) ? (value as AnalyticsPeriod) : DEFAULT_PERIOD;
}

export interface DashboardAnalytics {
  period: AnalyticsPeriod;
  revenueSen: number;
  orders: number;
  views: number;
  /** Orders per 100 views, one decimal. */
  conversionRate: number;
  /** Cancelled seller orders per 100 seller orders in the period, one decimal. */
  returnRate: number;
  /** The last 12 months, oldest first: month is 'YYYY-MM'. */
  monthly: { month: string; revenueSen: number }[];
  topProducts: { productId: string; name: string; units: number; revenueSen: number }[];
}

const DAY_MS = 86_400_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The Analytics tab's figures for the period ending now: the merchant's daily history
 * (merchant_daily_stats) plus its real seller orders (cancelled ones count towards the return rate only).
 * The history counts orders and revenue only before the first real seller order, so no day counts twice.
 */
export async function dashboardAnalytics(
  db: D1Database,
  merchantId: string,
  period: AnalyticsPeriod = DEFAULT_PERIOD,
  now: Date = new Date(),
): Promise<DashboardAnalytics> {
  const days = ANALYTICS_PERIODS.find((p) => p.value === period)!.days;
  const since = new Date(now.getTime() - days * DAY_MS);
  const sinceDay = since.toISOString().slice(0, 10);
  const sinceIso = since.toISOString();
  const nowIso = now.toISOString();
  const nowDay = nowIso.slice(0, 10);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const firstDay = first.toISOString().slice(0, 10);
  const firstIso = first.toISOString();

  const [stats, orders, monthlyStats, monthlyOrders, top] = await db.batch([
    db
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN ${HISTORY_BEFORE_FIRST_ORDER} THEN revenue_sen ELSE 0 END), 0) AS revenue,
                COALESCE(SUM(CASE WHEN ${HISTORY_BEFORE_FIRST_ORDER} THEN orders ELSE 0 END), 0) AS orders,
                COALESCE(SUM(views), 0) AS views
         FROM merchant_daily_stats WHERE merchant_id = ? AND day >= ? AND day <= ?`,
      )
      .bind(merchantId, sinceDay, nowDay),
    db
      .prepare(
        `SELECT COUNT(*) AS total,
                COALESCE(SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END), 0) AS cancelled,
                COALESCE(SUM(CASE WHEN status <> 'cancelled' THEN total_sen ELSE 0 END), 0) AS revenue
         FROM seller_orders WHERE merchant_id = ? AND created_at >= ? AND created_at <= ?`,
      )
      .bind(merchantId, sinceIso, nowIso),
    db
      .prepare(
        `SELECT substr(day, 1, 7) AS month, SUM(revenue_sen) AS revenue FROM merchant_daily_stats
         WHERE merchant_id = ? AND day >= ? AND day <= ? AND ${HISTORY_BEFORE_FIRST_ORDER} GROUP BY month`,
      )
      .bind(merchantId, firstDay, nowDay),
    db
      .prepare(
        `SELECT substr(created_at, 1, 7) AS month, SUM(total_sen) AS revenue FROM seller_orders
         WHERE merchant_id = ? AND status <> 'cancelled' AND created_at >= ? AND created_at <= ? GROUP BY month`,
      )
      .bind(merchantId, firstIso, nowIso),
    db
      .prepare(
        `SELECT oi.product_id, MAX(oi.snapshot_name) AS name, SUM(oi.quantity) AS units, SUM(oi.total_price_sen) AS revenue
         FROM order_items oi
         JOIN orders o ON o.id = oi.order_id AND o.status <> 'cancelled'
         LEFT JOIN seller_orders so ON so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id
         WHERE oi.merchant_id = ? AND (so.status IS NULL OR so.status <> 'cancelled')
         GROUP BY oi.product_id ORDER BY revenue DESC, name LIMIT 5`,
      )
      .bind(merchantId),
  ]);
  const s = (stats!.results as { revenue: number; orders: number; views: number }[])[0]!;
  const o = (orders!.results as { total: number; cancelled: number; revenue: number }[])[0]!;
  const byMonth = new Map<string, number>();
  for (const row of [...monthlyStats!.results, ...monthlyOrders!.results] as { month: string; revenue: number }[]) {
    byMonth.set(row.month, (byMonth.get(row.month) ?? 0) + Number(row.revenue ?? 0));
  }
  const monthly = Array.from({ length: 12 }, (_, i) => {
    const month = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1)).toISOString().slice(0, 7);
    return { month, revenueSen: byMonth.get(month) ?? 0 };
  });
  const totalOrders = Number(s.orders) + Number(o.total) - Number(o.cancelled);
  const views = Number(s.views);
  return {
    period,
    revenueSen: Number(s.revenue) + Number(o.revenue),
    orders: totalOrders,
    views,
    conversionRate: views > 0 ? round1((totalOrders / views) * 100) : 0,
    returnRate: o.total > 0 ? round1((Number(o.cancelled) / Number(o.total)) * 100) : 0,
    monthly,
    topProducts: (top!.results as { product_id: string; name: string; units: number; revenue: number }[]).map((row) => ({
      productId: row.product_id,
      name: row.name,
      units: Number(row.units),
      revenueSen: Number(row.revenue),
    })),
  };
}
