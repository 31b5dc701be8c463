/**
 * The one analytics engine of the seller area: the Analytics screen, its CSV, and the dashboard's overview
 * cards and Analytics tab all read their figures here, from the daily aggregates that triggers keep current
 * (migrations/0003_sales_aggregates.sql, and monthly per product in 0005), so a period costs a few rows per day,
 * or per product and month, whatever the number of orders.
 *
 * Two sources, never counted twice: the merchant's own seller orders in the shop, and its daily history
 * (merchant_daily_stats), which stands for the time before it sold here. The history counts orders and
 * revenue only for the days before the merchant's first seller order, and views only for the days before
 * the shop first counted a view of the merchant's pages (merchant_traffic_daily, per source: from then on the
 * views are the shop's own count).
 */
import { TRAFFIC_SOURCE_LABELS, TRAFFIC_SOURCES, isTrafficSource, type TrafficSourceFigure } from '../lib/traffic';
import {
  growthPercent,
  kpiFigures,
  kpiGrowth,
  monthsAndDays,
  percentOf,
  periodRange,
  previousRange,
  type AnalyticsReport,
  type DayRange,
  type ReportPeriod,
  type SalesTotals,
} from '../lib/analytics';

const MONTH_DAYS = 365.25 / 12;
const TOP_PRODUCTS = 10;
const TOP_LOCATIONS = 5;
const FIRST_DAY = '0000-01-01';
const LAST_DAY = '9999-12-31';

type Row = Record<string, string | number | null>;

/** The first day on which the merchant had a seller order in the shop (?1 is the merchant). */
const FIRST_SHOP_DAY = `COALESCE((SELECT MIN(first.day) FROM merchant_sales_daily first WHERE first.merchant_id = ?1), '${LAST_DAY}')`;

/** The first day on which the shop counted a view of the merchant's pages (?1 is the merchant). */
const FIRST_TRAFFIC_DAY = `COALESCE((SELECT MIN(first.day) FROM merchant_traffic_daily first WHERE first.merchant_id = ?1), '${LAST_DAY}')`;

/** History and shop sales of the days ?2 to ?3 (inclusive) of merchant ?1, in one row. */
function salesBetween(db: Database, merchantId: string, firstDay: string, lastDay: string) {
  return db
    .prepare(
      `SELECT h.history_revenue, h.history_orders, h.views + t.views AS views, s.revenue, s.orders, s.cancelled, s.placed, s.item_sales
       FROM (SELECT COALESCE(SUM(CASE WHEN day < ${FIRST_SHOP_DAY} THEN revenue_sen ELSE 0 END), 0) AS history_revenue,
                    COALESCE(SUM(CASE WHEN day < ${FIRST_SHOP_DAY} THEN orders ELSE 0 END), 0) AS history_orders,
                    COALESCE(SUM(CASE WHEN day < ${FIRST_TRAFFIC_DAY} THEN views ELSE 0 END), 0) AS views
             FROM merchant_daily_stats WHERE merchant_id = ?1 AND day >= ?2 AND day <= ?3) h,
            (SELECT COALESCE(SUM(views), 0) AS views
             FROM merchant_traffic_daily WHERE merchant_id = ?1 AND day >= ?2 AND day <= ?3) t,
            (SELECT COALESCE(SUM(revenue_sen), 0) AS revenue, COALESCE(SUM(orders), 0) AS orders,
                    COALESCE(SUM(cancelled), 0) AS cancelled, COALESCE(SUM(placed), 0) AS placed,
                    COALESCE(SUM(item_sales_sen), 0) AS item_sales
             FROM merchant_sales_daily WHERE merchant_id = ?1 AND day >= ?2 AND day <= ?3) s`,
    )
    .bind(merchantId, firstDay, lastDay);
}

interface Sales {
  historyRevenueSen: number;
  historyOrders: number;
  views: number;
  revenueSen: number;
  orders: number;
  cancelled: number;
  placed: number;
  itemSalesSen: number;
}

function toSales(result: D1Result | undefined): Sales {
  const r = (result!.results as Row[])[0]!;
  return {
    historyRevenueSen: Number(r.history_revenue),
    historyOrders: Number(r.history_orders),
    views: Number(r.views),
    revenueSen: Number(r.revenue),
    orders: Number(r.orders),
    cancelled: Number(r.cancelled),
    placed: Number(r.placed),
    itemSalesSen: Number(r.item_sales),
  };
}

const figuresOf = (s: Sales) =>
  kpiFigures(s.historyRevenueSen + s.revenueSen, s.historyOrders + s.orders, s.cancelled, s.placed, s.views);

/** All-time revenue and orders: every seller order not cancelled, plus the sales before joining the shop. */
export async function salesTotals(db: Database, merchantId: string): Promise<SalesTotals> {
  const s = toSales(await salesBetween(db, merchantId, FIRST_DAY, LAST_DAY).all());
  return {
    revenueSen: s.historyRevenueSen + s.revenueSen,
    orders: s.historyOrders + s.orders,
    historyRevenueSen: s.historyRevenueSen,
    historyOrders: s.historyOrders,
  };
}

export async function sellerAnalytics(
  db: Database,
  merchantId: string,
  period: ReportPeriod,
  now: Date = new Date(),
): Promise<AnalyticsReport> {
  const range = periodRange(period, now);
  const previous = previousRange(range);
  const year = Number(range.lastDay.slice(0, 4));

  const [current, prior, monthlyHistory, monthlyShop, products, customers, locations, traffic] = await db.batch([
    salesBetween(db, merchantId, range.firstDay, range.lastDay),
    salesBetween(db, merchantId, previous.firstDay, previous.lastDay),
    db
      .prepare(
        `SELECT substr(day, 1, 7) AS month, SUM(revenue_sen) AS revenue, SUM(orders) AS orders FROM merchant_daily_stats
         WHERE merchant_id = ?1 AND day >= ?2 AND day <= ?3 AND day < ${FIRST_SHOP_DAY} GROUP BY month`,
      )
      .bind(merchantId, `${year}-01-01`, `${year}-12-31`),
    db
      .prepare(
        `SELECT substr(day, 1, 7) AS month, SUM(revenue_sen) AS revenue, SUM(orders) AS orders FROM merchant_sales_daily
         WHERE merchant_id = ? AND day >= ? AND day <= ? GROUP BY month`,
      )
      .bind(merchantId, `${year}-01-01`, `${year}-12-31`),
    topProductsStatement(db, merchantId, range, previous),
    // The period ends today, so a customer whose last order is in it is a customer of the period.
    db
      .prepare(
        `SELECT COUNT(*) AS customers, COALESCE(SUM(first_order_at >= ?2), 0) AS new_customers,
                COALESCE(AVG(max(0, julianday(?3) - julianday(first_order_at))), 0) AS lifetime_days
         FROM merchant_customers WHERE merchant_id = ?1 AND last_order_at >= ?2`,
      )
      .bind(merchantId, range.start, new Date(Math.min(now.getTime(), Date.parse(range.end))).toISOString()),
    db
      .prepare(
        `SELECT MIN(city) AS city, MIN(state) AS state, SUM(orders) AS orders FROM merchant_location_daily
         WHERE merchant_id = ? AND day >= ? AND day <= ?
         GROUP BY location_key ORDER BY orders DESC, city LIMIT ?`,
      )
      .bind(merchantId, range.firstDay, range.lastDay, TOP_LOCATIONS),
    trafficStatement(db, merchantId, range, previous),
  ]);

  const now_ = toSales(current);
  const before = toSales(prior);
  const figures = figuresOf(now_);
  const priorFigures = figuresOf(before);

  const byMonth = new Map<string, { revenueSen: number; orders: number }>();
  for (const row of [...monthlyHistory!.results, ...monthlyShop!.results] as Row[]) {
    const month = row.month as string;
    const sum = byMonth.get(month) ?? { revenueSen: 0, orders: 0 };
    byMonth.set(month, {
      revenueSen: sum.revenueSen + Number(row.revenue ?? 0),
      orders: sum.orders + Number(row.orders ?? 0),
    });
  }
  const monthly = Array.from({ length: 12 }, (_, i) => {
    const month = `${year}-${String(i + 1).padStart(2, '0')}`;
    return { month, ...(byMonth.get(month) ?? { revenueSen: 0, orders: 0 }) };
  });

  const topProducts = (products!.results as Row[]).map((r) => {
    const revenueSen = Number(r.revenue);
    return {
      id: r.id as string,
      name: (r.name as string | null) ?? 'A removed product',
      orders: Number(r.orders),
      units: Number(r.units),
      revenueSen,
      views: Number(r.views ?? 0),
      conversionRate: percentOf(Number(r.all_orders), Number(r.views ?? 0)),
      growth: growthPercent(revenueSen, Number(r.before)),
    };
  });

  const c = (customers!.results as Row[])[0]!;
  const customerCount = Number(c.customers);
  const newCustomers = Number(c.new_customers);
  const returningCustomers = customerCount - newCustomers;
  const topLocations = (locations!.results as Row[]).map((r) => {
    const city = String(r.city).trim();
    const state = String(r.state);
    return {
      location: city.toLowerCase() === state.toLowerCase() ? state : `${city}, ${state}`,
      orders: Number(r.orders),
      percentage: percentOf(Number(r.orders), now_.orders),
    };
  });

  return {
    period,
    range,
    traffic: trafficOf(traffic!.results as Row[], range),
    previous,
    current: figures,
    prior: priorFigures,
    growth: kpiGrowth(figures, priorFigures),
    year,
    monthly,
    topProducts,
    coverage: {
      shopRevenueSen: now_.revenueSen,
      shopOrders: now_.orders,
      historyRevenueSen: now_.historyRevenueSen,
      historyOrders: now_.historyOrders,
    },
    productSales: {
      itemSalesSen: now_.itemSalesSen,
      products: Number((products!.results as Row[])[0]?.products_sold ?? 0),
    },
    customers: {
      newCustomers,
      returningCustomers,
      retentionRate: percentOf(returningCustomers, customerCount),
      averageLifetimeMonths: Math.round((Number(c.lifetime_days) / MONTH_DAYS) * 10) / 10,
      topLocations,
    },
  };
}

/**
 * Views per source in the period (?2..?3) and the period before (?4..?5), and the first day the shop counted
 * a view of the merchant's pages: at most the days of two periods times the six sources.
 */
function trafficStatement(db: Database, merchantId: string, range: DayRange, previous: DayRange) {
  return db
    .prepare(
      `SELECT source, COALESCE(SUM(CASE WHEN day >= ?2 THEN views ELSE 0 END), 0) AS views,
              COALESCE(SUM(CASE WHEN day <= ?5 THEN views ELSE 0 END), 0) AS before,
              (SELECT MIN(first.day) FROM merchant_traffic_daily first WHERE first.merchant_id = ?1) AS first_day
       FROM merchant_traffic_daily WHERE merchant_id = ?1 AND day >= ?4 AND day <= ?3
       GROUP BY source`,
    )
    .bind(merchantId, range.firstDay, range.lastDay, previous.firstDay, previous.lastDay);
}

function trafficOf(rows: Row[], range: DayRange): AnalyticsReport['traffic'] {
  const bySource = new Map(rows.filter((r) => isTrafficSource(r.source)).map((r) => [r.source as string, r]));
  const total = rows.reduce((sum, r) => sum + Number(r.views), 0);
  // A source with views now or in the period before (then at -100%), most views first.
  const sources: TrafficSourceFigure[] = TRAFFIC_SOURCES.filter((source) => bySource.has(source))
    .map((source) => {
      const row = bySource.get(source)!;
      const views = Number(row.views);
      return {
        source,
        label: TRAFFIC_SOURCE_LABELS[source],
        views,
        percentage: percentOf(views, total),
        growth: growthPercent(views, Number(row.before)),
      };
    })
    .filter((s) => s.views > 0 || s.growth !== 0)
    .sort((a, b) => b.views - a.views);
  const firstDay = (rows[0]?.first_day as string | null | undefined) ?? null;
  return { total, sources, recordedSince: firstDay && firstDay > range.firstDay ? firstDay : null };
}

/** Rows of a product-sales table whose key column lies in one of the split's parts (?n..?n+5, see `splitParams`). */
function soldIn(n: number, where: string) {
  return `SELECT product_id, orders, units, revenue_sen FROM product_sales_monthly x WHERE ${where} AND x.month BETWEEN ?${n} AND ?${n + 1}
          UNION ALL SELECT product_id, orders, units, revenue_sen FROM product_sales_daily x WHERE ${where} AND x.day BETWEEN ?${n + 2} AND ?${n + 3}
          UNION ALL SELECT product_id, orders, units, revenue_sen FROM product_sales_daily x WHERE ${where} AND x.day BETWEEN ?${n + 4} AND ?${n + 5}`;
}

const splitParams = (range: DayRange) => {
  const { months, before, after } = monthsAndDays(range);
  return [...months, ...before, ...after];
};

/**
 * The period's best-selling products by revenue, with their revenue in the previous period (for growth) and
 * their all-time orders (for a conversion rate over the same span as the product's all-time views), and the
 * number of products sold in the period. Whole months are read from the monthly rows, the rest day by day.
 */
function topProductsStatement(db: Database, merchantId: string, range: DayRange, previous: DayRange) {
  return db
    .prepare(
      `WITH period AS MATERIALIZED (
         SELECT product_id, SUM(orders) AS orders, SUM(units) AS units, SUM(revenue_sen) AS revenue
         FROM (${soldIn(2, 'x.merchant_id = ?1')}) GROUP BY product_id
       ), ranked AS (
         SELECT period.*, p.name, p.views FROM period LEFT JOIN products p ON p.id = period.product_id
         ORDER BY period.revenue DESC, period.orders DESC, p.name LIMIT ?14
       )
       SELECT ranked.product_id AS id, ranked.name, ranked.views, ranked.orders, ranked.units, ranked.revenue,
              (SELECT COALESCE(SUM(revenue_sen), 0) FROM (${soldIn(8, 'x.product_id = ranked.product_id')})) AS before,
              (SELECT COALESCE(SUM(x.orders), 0) FROM product_sales_monthly x WHERE x.product_id = ranked.product_id) AS all_orders,
              (SELECT COUNT(*) FROM period) AS products_sold
       FROM ranked ORDER BY ranked.revenue DESC, ranked.orders DESC, ranked.name`,
    )
    .bind(merchantId, ...splitParams(range), ...splitParams(previous), TOP_PRODUCTS);
}

/** The merchant's business name, for the report's heading. */
export async function merchantBusinessName(db: Database, merchantId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT business_name FROM merchants WHERE id = ?')
    .bind(merchantId)
    .first<{ business_name: string }>();
  return row?.business_name ?? null;
}
