/**
 * The Analytics screen's report for one merchant: its real seller orders plus the seeded daily history
 * (merchant_daily_stats), which stands for the time before the shop kept orders.
 */
import {
  growthPercent,
  kpiFigures,
  kpiGrowth,
  percentOf,
  periodRange,
  previousRange,
  type AnalyticsReport,
  type DayRange,
  type ReportPeriod,
} from '../lib/analytics';

/**
 * One source per day: a merchant's daily history counts orders and revenue only for the days before its
 * first real seller order; from that day on, the seller orders are the truth. Used inside a query on
 * merchant_daily_stats (a correlated subquery, so it needs no bound parameter).
 */
export const HISTORY_BEFORE_FIRST_ORDER = `merchant_daily_stats.day < (
  SELECT COALESCE(substr(MIN(so_first.created_at), 1, 10), '9999-12-31')
  FROM seller_orders so_first WHERE so_first.merchant_id = merchant_daily_stats.merchant_id)`;

const MONTH_MS = (365.25 / 12) * 86_400_000;
const TOP_PRODUCTS = 10;
const TOP_LOCATIONS = 5;

type Row = Record<string, string | number | null>;

function historyTotals(db: D1Database, merchantId: string, range: DayRange) {
  // Views have no other source than the daily history (the shop does not count views per day yet),
  // so they are taken for every day; orders and revenue only for the days before the first real order.
  return db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN ${HISTORY_BEFORE_FIRST_ORDER} THEN revenue_sen ELSE 0 END), 0) AS revenue,
              COALESCE(SUM(CASE WHEN ${HISTORY_BEFORE_FIRST_ORDER} THEN orders ELSE 0 END), 0) AS orders,
              COALESCE(SUM(views), 0) AS views
       FROM merchant_daily_stats WHERE merchant_id = ? AND day >= ? AND day <= ?`,
    )
    .bind(merchantId, range.firstDay, range.lastDay);
}

function orderTotals(db: D1Database, merchantId: string, range: DayRange) {
  return db
    .prepare(
      `SELECT COUNT(*) AS placed,
              COALESCE(SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END), 0) AS cancelled,
              COALESCE(SUM(CASE WHEN status <> 'cancelled' THEN total_sen ELSE 0 END), 0) AS revenue
       FROM seller_orders WHERE merchant_id = ? AND created_at >= ? AND created_at < ?`,
    )
    .bind(merchantId, range.start, range.end);
}

function productTotals(db: D1Database, merchantId: string, range: DayRange) {
  return db
    .prepare(
      `SELECT oi.product_id AS id, MAX(oi.snapshot_name) AS name, COUNT(DISTINCT so.id) AS orders,
              SUM(oi.quantity) AS units, SUM(oi.total_price_sen) AS revenue
       FROM order_items oi
       JOIN seller_orders so ON so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id
       WHERE oi.merchant_id = ? AND so.status <> 'cancelled' AND so.created_at >= ? AND so.created_at < ?
       GROUP BY oi.product_id`,
    )
    .bind(merchantId, range.start, range.end);
}

export async function sellerAnalytics(
  db: D1Database,
  merchantId: string,
  period: ReportPeriod,
  now: Date = new Date(),
): Promise<AnalyticsReport> {
  const range = periodRange(period, now);
  const previous = previousRange(range);
  const year = Number(range.lastDay.slice(0, 4));
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;

  const [history, historyBefore, orders, ordersBefore, monthlyHistory, monthlyOrders, products, productsBefore, productFacts, buyers, locations] =
    await db.batch([
      historyTotals(db, merchantId, range),
      historyTotals(db, merchantId, previous),
      orderTotals(db, merchantId, range),
      orderTotals(db, merchantId, previous),
      db
        .prepare(
          `SELECT substr(day, 1, 7) AS month, SUM(revenue_sen) AS revenue, SUM(orders) AS orders FROM merchant_daily_stats
           WHERE merchant_id = ? AND day >= ? AND day <= ? AND ${HISTORY_BEFORE_FIRST_ORDER} GROUP BY month`,
        )
        .bind(merchantId, yearStart, yearEnd),
      db
        .prepare(
          `SELECT substr(created_at, 1, 7) AS month, SUM(total_sen) AS revenue, COUNT(*) AS orders FROM seller_orders
           WHERE merchant_id = ? AND status <> 'cancelled' AND created_at >= ? AND created_at < ? GROUP BY month`,
        )
        .bind(merchantId, `${yearStart}T00:00:00.000Z`, `${year + 1}-01-01T00:00:00.000Z`),
      productTotals(db, merchantId, range),
      productTotals(db, merchantId, previous),
      // All-time orders per product, for a conversion rate over the same span as the product's views.
      db
        .prepare(
          `SELECT p.id, p.views, (
             SELECT COUNT(DISTINCT so.id) FROM order_items oi
             JOIN seller_orders so ON so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id
             WHERE oi.product_id = p.id AND so.status <> 'cancelled') AS orders
           FROM products p WHERE p.merchant_id = ?`,
        )
        .bind(merchantId),
      // Each buyer of the period with the first order they ever placed with this merchant.
      db
        .prepare(
          `SELECT o.user_id, (
             SELECT MIN(so2.created_at) FROM seller_orders so2 JOIN orders o2 ON o2.id = so2.order_id
             WHERE so2.merchant_id = so.merchant_id AND o2.user_id = o.user_id AND so2.status <> 'cancelled') AS first_order
           FROM seller_orders so JOIN orders o ON o.id = so.order_id
           WHERE so.merchant_id = ? AND so.status <> 'cancelled' AND so.created_at >= ? AND so.created_at < ?
           GROUP BY o.user_id`,
        )
        .bind(merchantId, range.start, range.end),
      db
        .prepare(
          `SELECT MIN(trim(o.ship_city)) AS city, o.ship_state AS state, COUNT(*) AS orders
           FROM seller_orders so JOIN orders o ON o.id = so.order_id
           WHERE so.merchant_id = ? AND so.status <> 'cancelled' AND so.created_at >= ? AND so.created_at < ?
           GROUP BY lower(trim(o.ship_city)), o.ship_state ORDER BY orders DESC, city LIMIT ?`,
        )
        .bind(merchantId, range.start, range.end, TOP_LOCATIONS),
    ]);

  const figures = (h: D1Result, o: D1Result) => {
    const hr = (h.results as Row[])[0]!;
    const or = (o.results as Row[])[0]!;
    const placed = Number(or.placed);
    const cancelled = Number(or.cancelled);
    return kpiFigures(Number(hr.revenue) + Number(or.revenue), Number(hr.orders) + placed - cancelled, cancelled, placed, Number(hr.views));
  };
  const current = figures(history!, orders!);
  const prior = figures(historyBefore!, ordersBefore!);

  const byMonth = new Map<string, { revenueSen: number; orders: number }>();
  for (const row of [...monthlyHistory!.results, ...monthlyOrders!.results] as Row[]) {
    const month = row.month as string;
    const sum = byMonth.get(month) ?? { revenueSen: 0, orders: 0 };
    byMonth.set(month, { revenueSen: sum.revenueSen + Number(row.revenue ?? 0), orders: sum.orders + Number(row.orders ?? 0) });
  }
  const monthly = Array.from({ length: 12 }, (_, i) => {
    const month = `${year}-${String(i + 1).padStart(2, '0')}`;
    return { month, ...(byMonth.get(month) ?? { revenueSen: 0, orders: 0 }) };
  });

  const before = new Map((productsBefore!.results as Row[]).map((r) => [r.id as string, Number(r.revenue)]));
  const facts = new Map((productFacts!.results as Row[]).map((r) => [r.id as string, { views: Number(r.views), orders: Number(r.orders) }]));
  const topProducts = (products!.results as Row[])
    .map((r) => {
      const fact = facts.get(r.id as string) ?? { views: 0, orders: 0 };
      const revenueSen = Number(r.revenue);
      return {
        id: r.id as string,
        name: r.name as string,
        orders: Number(r.orders),
        units: Number(r.units),
        revenueSen,
        views: fact.views,
        conversionRate: percentOf(fact.orders, fact.views),
        growth: growthPercent(revenueSen, before.get(r.id as string) ?? 0),
      };
    })
    .sort((a, b) => b.revenueSen - a.revenueSen || b.orders - a.orders || a.name.localeCompare(b.name))
    .slice(0, TOP_PRODUCTS);

  const customerRows = buyers!.results as Row[];
  const newCustomers = customerRows.filter((r) => String(r.first_order) >= range.start).length;
  const returningCustomers = customerRows.length - newCustomers;
  const lifetimeEnd = Math.min(now.getTime(), Date.parse(range.end));
  const lifetimes = customerRows.map((r) => Math.max(0, lifetimeEnd - Date.parse(String(r.first_order))) / MONTH_MS);
  const averageLifetimeMonths = lifetimes.length ? Math.round((lifetimes.reduce((a, b) => a + b, 0) / lifetimes.length) * 10) / 10 : 0;
  const periodOrders = current.orders - Number((history!.results as Row[])[0]!.orders);
  const topLocations = (locations!.results as Row[]).map((r) => {
    const city = String(r.city).trim();
    const state = String(r.state);
    return {
      location: city.toLowerCase() === state.toLowerCase() ? state : `${city}, ${state}`,
      orders: Number(r.orders),
      percentage: percentOf(Number(r.orders), periodOrders),
    };
  });

  return {
    period,
    range,
    previous,
    current,
    prior,
    growth: kpiGrowth(current, prior),
    year,
    monthly,
    topProducts,
    customers: {
      newCustomers,
      returningCustomers,
      retentionRate: percentOf(returningCustomers, customerRows.length),
      averageLifetimeMonths,
      topLocations,
    },
  };
}

/** The merchant's business name, for the report's heading. */
export async function merchantBusinessName(db: D1Database, merchantId: string): Promise<string | null> {
  const row = await db.prepare('SELECT business_name FROM merchants WHERE id = ?').bind(merchantId).first<{ business_name: string }>();
  return row?.business_name ?? null;
}
