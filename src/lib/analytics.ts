/**
 * Seller analytics, the pure part: the report periods and their date ranges, growth against the previous
 * period of the same length, and the CSV of a report. No I/O: src/data/seller-analytics.ts fills the report.
 */
import { csvLine } from './csv';
import { DAY_MS, shopDay, shopDayNumber, shopDayStart } from './dates';
import { formatMoney, toDecimalString } from './money';
import { TRAFFIC_SOURCE_LABELS, type TrafficSourceFigure } from './traffic';

export const REPORT_PERIODS = [
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
  { value: '1y', label: 'Last year', days: 365 },
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number]['value'];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = '30d';

export function parseReportPeriod(value: string | null | undefined): ReportPeriod {
  return REPORT_PERIODS.some((p) => p.value === value) ? (value as ReportPeriod) : DEFAULT_REPORT_PERIOD;
}

export function periodLabel(period: ReportPeriod): string {
  return REPORT_PERIODS.find((p) => p.value === period)!.label;
}

/**
 * A run of whole shop days (src/lib/dates.ts: Labuan's calendar): `start` is the first day's midnight, `end`
 * the midnight after the last day (exclusive), both as UTC moments; `firstDay` and `lastDay` the same days as
 * 'YYYY-MM-DD' (inclusive), as the daily rows are keyed.
 */
export interface DayRange {
  start: string;
  end: string;
  firstDay: string;
  lastDay: string;
  days: number;
}

/** The `days` shop days that end the day before day number `endDay`. */
function rangeEndingBefore(endDay: number, days: number): DayRange {
  const startDay = endDay - days;
  return {
    start: shopDayStart(startDay).toISOString(),
    end: shopDayStart(endDay).toISOString(),
    firstDay: shopDay(shopDayStart(startDay)),
    lastDay: shopDay(shopDayStart(endDay - 1)),
    days,
  };
}

/** The period's shop days up to and including today: 7d is today and the six days before. */
export function periodRange(period: ReportPeriod, now: Date = new Date()): DayRange {
  const days = REPORT_PERIODS.find((p) => p.value === period)!.days;
  return rangeEndingBefore(shopDayNumber(now) + 1, days);
}

/** The same number of days just before the range: what growth compares with. */
export function previousRange(range: DayRange): DayRange {
  return rangeEndingBefore(shopDayNumber(range.start), range.days);
}

/** Inclusive bounds, first then last; an empty part has its first after its last, so it matches nothing. */
export type Bounds = readonly [first: string, last: string];

/**
 * A range split into the whole calendar months inside it ('YYYY-MM') and the days before and after them
 * ('YYYY-MM-DD'), so that monthly rows serve the middle and daily rows only the two ends. A range inside one
 * month, or not covering any month whole, is all days.
 */
// Calendar arithmetic on day names: Date.UTC here counts days of the calendar, not moments in any zone.
export function monthsAndDays(range: Pick<DayRange, 'firstDay' | 'lastDay'>): {
  months: Bounds;
  before: Bounds;
  after: Bounds;
} {
  const NONE: Bounds = ['9', '0'];
  const [y1, m1, d1] = range.firstDay.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = range.lastDay.split('-').map(Number) as [number, number, number];
  const firstWholeMonth = d1 === 1 ? Date.UTC(y1, m1 - 1, 1) : Date.UTC(y1, m1, 1);
  const lastDayOfLastMonth = new Date(Date.UTC(y2, m2, 0)).getUTCDate();
  const afterWholeMonths = d2 === lastDayOfLastMonth ? Date.UTC(y2, m2, 1) : Date.UTC(y2, m2 - 1, 1);
  if (firstWholeMonth >= afterWholeMonths)
    return { months: NONE, before: [range.firstDay, range.lastDay], after: NONE };
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const month = (ms: number) => day(ms).slice(0, 7);
  return {
    months: [month(firstWholeMonth), month(afterWholeMonths - DAY_MS)],
    before: firstWholeMonth > Date.UTC(y1, m1 - 1, d1) ? [range.firstDay, day(firstWholeMonth - DAY_MS)] : NONE,
    after: afterWholeMonths <= Date.UTC(y2, m2 - 1, d2) ? [day(afterWholeMonths), range.lastDay] : NONE,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Growth in percent against the previous period, one decimal. Nothing before and nothing now is no
 * change (0); something now after nothing before has no percentage (null, shown as "New").
 */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return round1(((current - previous) / previous) * 100);
}

/** The spec's growth text: a plus sign for positive values, one decimal. */
export function formatGrowth(growth: number | null): string {
  if (growth === null) return 'New';
  const value = Object.is(growth, -0) ? 0 : growth;
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}

/** The arrow: up when zero or more (or new), down otherwise. */
export function growthArrow(growth: number | null): 'up' | 'down' {
  return growth === null || growth >= 0 ? 'up' : 'down';
}

/**
 * The colour: whether the change is good news. For most figures a rise is (green) and a fall is not (red);
 * for a figure where lower is better, such as the cancellation rate, a rise (or cancellations where there were
 * none) is red and a fall green. No change is never bad news.
 */
export function growthTone(growth: number | null, lowerIsBetter = false): 'good' | 'bad' {
  if (growth === 0) return 'good';
  const rose = growth === null || growth > 0;
  return rose !== lowerIsBetter ? 'good' : 'bad';
}

/** Part of a whole in percent, one decimal; 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? round1((part / whole) * 100) : 0;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface KpiFigures {
  revenueSen: number;
  orders: number;
  views: number;
  /** Orders per 100 views, one decimal. */
  conversionRate: number;
  averageOrderValueSen: number;
  /** Cancelled seller orders per 100 seller orders placed, one decimal: lower is better. */
  cancellationRate: number;
}

export interface AnalyticsReport {
  period: ReportPeriod;
  range: DayRange;
  previous: DayRange;
  /** Views of the merchant's product and store pages by where they came from (src/lib/traffic.ts). */
  traffic: {
    /** Views recorded with their source in the period. */
    total: number;
    sources: TrafficSourceFigure[];
    /** The first day sources were recorded, when that is inside the period (the figures cover only part of it). */
    recordedSince: string | null;
  };
  current: KpiFigures;
  prior: KpiFigures;
  growth: Record<keyof KpiFigures, number | null>;
  /** January to December of the year the period ends in. */
  year: number;
  monthly: { month: string; revenueSen: number; orders: number }[];
  topProducts: {
    id: string;
    name: string;
    orders: number;
    units: number;
    revenueSen: number;
    /** All-time product page views: views are not recorded per day. */
    views: number;
    /** All-time orders per 100 all-time views, one decimal. */
    conversionRate: number;
    growth: number | null;
  }[];
  /** What the period's revenue and orders are made of: the shop's own orders, and any sales before joining. */
  coverage: {
    shopRevenueSen: number;
    shopOrders: number;
    /** Revenue and orders from the merchant's daily history, counted only for days before its first order here. */
    historyRevenueSen: number;
    historyOrders: number;
  };
  /** What the product ranking splits: the period's item sales in the shop (without shipping), and over how many products. */
  productSales: { itemSalesSen: number; products: number };
  customers: {
    newCustomers: number;
    returningCustomers: number;
    /** Returning customers per 100 customers of the period, one decimal. */
    retentionRate: number;
    /** Months from a customer's first order to the period's end, averaged, one decimal. */
    averageLifetimeMonths: number;
    topLocations: { location: string; orders: number; percentage: number }[];
  };
}

export function kpiFigures(
  revenueSen: number,
  orders: number,
  cancelled: number,
  placed: number,
  views: number,
): KpiFigures {
  return {
    revenueSen,
    orders,
    views,
    conversionRate: percentOf(orders, views),
    averageOrderValueSen: orders > 0 ? Math.round(revenueSen / orders) : 0,
    cancellationRate: percentOf(cancelled, placed),
  };
}

export function kpiGrowth(current: KpiFigures, prior: KpiFigures): Record<keyof KpiFigures, number | null> {
  const keys = Object.keys(current) as (keyof KpiFigures)[];
  return Object.fromEntries(keys.map((k) => [k, growthPercent(current[k], prior[k])])) as Record<
    keyof KpiFigures,
    number | null
  >;
}

const decimal = toDecimalString;
/** A growth cell: the percentage with one decimal, or the word given (English 'new') when nothing came before. */
export const growthCell = (g: number | null, fresh = 'new') => (g === null ? fresh : g.toFixed(1));

/** The Traffic Sources table of a report, as CSV rows. */
export function trafficRows(
  report: Pick<AnalyticsReport, 'traffic'>,
  texts: AnalyticsCsvTexts = ANALYTICS_CSV_TEXTS,
): (string | number)[][] {
  const { traffic } = report;
  const l = texts.labels;
  const growth = (g: number | null) => growthCell(g, texts.newGrowth);
  return [
    [l.trafficSource, l.views, l.share, l.growth],
    ...traffic.sources.map((s) => [
      texts.trafficSources[s.source] ?? s.label,
      s.views,
      s.percentage.toFixed(1),
      growth(s.growth),
    ]),
    [l.trafficSourcesCover, texts.trafficNote(traffic)],
  ];
}

/** What the Traffic Sources figures cover: the views counted with their source, and since when if not the whole period. */
export function trafficNote(traffic: AnalyticsReport['traffic']): string {
  const views = `${traffic.total.toLocaleString('en-US')} ${traffic.total === 1 ? 'view' : 'views'} of your store and product pages`;
  return traffic.recordedSince ? `${views}, recorded since ${traffic.recordedSince}` : views;
}

/**
 * The words the shop writes into the report file, in one language: the row and column names, the period, the
 * months, the traffic sources, the notes, and the word for a growth with no percentage. The merchant's name, the
 * product names and the buyers' locations are their own; dates stay 'YYYY-MM-DD' and numbers plain, for a
 * spreadsheet to read.
 */
export interface AnalyticsCsvTexts {
  labels: {
    analyticsReport: string;
    period: string;
    comparedWith: string;
    metric: string;
    value: string;
    previousPeriod: string;
    growth: string;
    totalRevenue: string;
    totalOrders: string;
    totalViews: string;
    conversionRate: string;
    avgOrderValue: string;
    cancellationRate: string;
    revenueAndOrdersCover: string;
    trafficSource: string;
    views: string;
    share: string;
    trafficSourcesCover: string;
    month: string;
    revenue: string;
    orders: string;
    rank: string;
    product: string;
    viewsAllTime: string;
    cvrAllTime: string;
    topProductsCover: string;
    newCustomers: string;
    returningCustomers: string;
    retentionRate: string;
    avgLifetime: string;
    location: string;
  };
  periods: Readonly<Record<ReportPeriod, string>>;
  month: (index: number) => string;
  trafficSources: Readonly<Record<string, string>>;
  /** A growth cell when there is no percentage (nothing before): 'new'. */
  newGrowth: string;
  coverageNote: (span: string, historyIncluded: boolean) => string;
  productSplitNote: (shown: { revenueSen: number }[], sales: { itemSalesSen: number; products: number }) => string;
  trafficNote: (traffic: AnalyticsReport['traffic']) => string;
}

/** The report file in English, the spec's words. */
export const ANALYTICS_CSV_TEXTS: AnalyticsCsvTexts = {
  labels: {
    analyticsReport: 'Analytics report',
    period: 'Period',
    comparedWith: 'Compared with',
    metric: 'Metric',
    value: 'Value',
    previousPeriod: 'Previous period',
    growth: 'Growth %',
    totalRevenue: 'Total Revenue (RM)',
    totalOrders: 'Total Orders',
    totalViews: 'Total Views',
    conversionRate: 'Conversion Rate %',
    avgOrderValue: 'Avg Order Value (RM)',
    cancellationRate: 'Cancellation Rate %',
    revenueAndOrdersCover: 'Revenue and orders cover',
    trafficSource: 'Traffic source',
    views: 'Views',
    share: 'Share %',
    trafficSourcesCover: 'Traffic sources cover',
    month: 'Month',
    revenue: 'Revenue (RM)',
    orders: 'Orders',
    rank: 'Rank',
    product: 'Product',
    viewsAllTime: 'Views (all time)',
    cvrAllTime: 'CVR % (all time)',
    topProductsCover: 'Top products cover',
    newCustomers: 'New Customers',
    returningCustomers: 'Returning Customers',
    retentionRate: 'Retention Rate %',
    avgLifetime: 'Avg Lifetime (months)',
    location: 'Location',
  },
  periods: Object.fromEntries(REPORT_PERIODS.map((p) => [p.value, p.label])) as Record<ReportPeriod, string>,
  month: (index) => MONTH_NAMES[index] ?? '',
  trafficSources: TRAFFIC_SOURCE_LABELS,
  newGrowth: growthCell(null),
  coverageNote,
  productSplitNote,
  trafficNote,
};

/** The report as shown, as CSV: amounts in ringgit with two decimals, growth in percent (one decimal). */
export function analyticsCsv(
  report: AnalyticsReport,
  merchantName: string,
  texts: AnalyticsCsvTexts = ANALYTICS_CSV_TEXTS,
): string {
  const c = report.current;
  const p = report.prior;
  const g = report.growth;
  const l = texts.labels;
  const growth = (value: number | null) => growthCell(value, texts.newGrowth);
  const period = texts.periods[report.period];
  const rows: (string | number)[][] = [
    [l.analyticsReport, merchantName],
    [l.period, period, report.range.firstDay, report.range.lastDay],
    [l.comparedWith, '', report.previous.firstDay, report.previous.lastDay],
    [],
    [l.metric, l.value, l.previousPeriod, l.growth],
    [l.totalRevenue, decimal(c.revenueSen), decimal(p.revenueSen), growth(g.revenueSen)],
    [l.totalOrders, c.orders, p.orders, growth(g.orders)],
    [l.totalViews, c.views, p.views, growth(g.views)],
    [l.conversionRate, c.conversionRate.toFixed(1), p.conversionRate.toFixed(1), growth(g.conversionRate)],
    [l.avgOrderValue, decimal(c.averageOrderValueSen), decimal(p.averageOrderValueSen), growth(g.averageOrderValueSen)],
    [l.cancellationRate, c.cancellationRate.toFixed(1), p.cancellationRate.toFixed(1), growth(g.cancellationRate)],
    [l.revenueAndOrdersCover, texts.coverageNote(period, countsHistory(report.coverage))],
    [],
    ...trafficRows(report, texts),
    [],
    [l.month, l.revenue, l.orders],
    ...report.monthly.map((m, i) => [`${texts.month(i)} ${report.year}`, decimal(m.revenueSen), m.orders]),
    [],
    [l.rank, l.product, l.orders, l.viewsAllTime, l.revenue, l.cvrAllTime, l.growth],
    ...report.topProducts.map((t, i) => [
      i + 1,
      t.name,
      t.orders,
      t.views,
      decimal(t.revenueSen),
      t.conversionRate.toFixed(1),
      growth(t.growth),
    ]),
    ...(report.topProducts.length
      ? [[l.topProductsCover, texts.productSplitNote(report.topProducts, report.productSales)]]
      : []),
    [],
    [l.newCustomers, report.customers.newCustomers],
    [l.returningCustomers, report.customers.returningCustomers],
    [l.retentionRate, report.customers.retentionRate.toFixed(1)],
    [l.avgLifetime, report.customers.averageLifetimeMonths.toFixed(1)],
    [],
    [l.location, l.orders, l.share],
    ...report.customers.topLocations.map((loc) => [loc.location, loc.orders, loc.percentage.toFixed(1)]),
  ];
  return rows.map(csvLine).join('');
}

/** All-time sales of a merchant: its orders here that were not cancelled, plus its sales before joining. */
export interface SalesTotals {
  revenueSen: number;
  orders: number;
  historyRevenueSen: number;
  historyOrders: number;
}

/** Whether figures hold sales from before the merchant joined the shop. */
export function countsHistory(figures: { historyRevenueSen: number; historyOrders: number }): boolean {
  return figures.historyOrders > 0 || figures.historyRevenueSen > 0;
}

/** The note under a revenue or order figure: the span and what counts. */
export function coverageNote(span: string, historyIncluded: boolean): string {
  return `${span}, orders not cancelled${historyIncluded ? ', including sales before joining the shop' : ''}`;
}

/**
 * The note under a product ranking: how much of the period's item sales the products shown make up, so
 * that the ranking never looks like a split of a revenue figure it is not.
 */
export function productSplitNote(
  shown: { revenueSen: number }[],
  sales: { itemSalesSen: number; products: number },
): string {
  const shownSen = shown.reduce((sum, p) => sum + p.revenueSen, 0);
  const rest = sales.itemSalesSen - shownSen;
  const count = `${shown.length} of ${sales.products} ${sales.products === 1 ? 'product' : 'products'} sold`;
  return `${count}: ${formatMoney(shownSen)} of ${formatMoney(sales.itemSalesSen)} item sales in the shop (without shipping)${
    rest > 0 ? `; ${formatMoney(rest)} from the others` : ''
  }.`;
}

/** The file name of a report's download. */
export function analyticsFileName(period: ReportPeriod, range: DayRange): string {
  return `analytics-${period}-${range.lastDay}.csv`;
}

/** The dashboard's overview cards, as the export repeats them. */
export interface DashboardFigures {
  businessName: string;
  totalRevenueSen: number;
  totalOrders: number;
  /** How much of the totals is from before the merchant sold in the shop. */
  historyRevenueSen: number;
  historyOrders: number;
  activeProducts: number;
  totalProducts: number;
  averageRating: number;
  reviewCount: number;
}

/** The dashboard's note under Active Products: what both numbers count. */
export function activeProductsNote(total: number): string {
  return `active of ${total.toLocaleString('en-US')} ${total === 1 ? 'product' : 'products'} in your catalogue, archived not counted`;
}

/** Export Data's own words; the rest (periods, months, traffic, figures' names) are the Analytics report's. */
export interface DashboardCsvTexts {
  labels: {
    sellerDashboard: string;
    overview: string;
    covers: string;
    activeProducts: string;
    averageRating: string;
    unitsSold: string;
    ordersInPeriod: string;
  };
  allTime: string;
  reviews: (count: number) => string;
  activeProductsNote: (total: number) => string;
  /** The Analytics report's texts, whose rows Export Data shares. */
  analytics: AnalyticsCsvTexts;
}

export const DASHBOARD_CSV_TEXTS: DashboardCsvTexts = {
  labels: {
    sellerDashboard: 'Seller dashboard',
    overview: 'Overview',
    covers: 'Covers',
    activeProducts: 'Active Products',
    averageRating: 'Average Rating',
    unitsSold: 'Units sold',
    ordersInPeriod: 'Orders placed in the period, newest first',
  },
  allTime: 'All time',
  reviews: (count) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  activeProductsNote,
  analytics: ANALYTICS_CSV_TEXTS,
};

/**
 * Export Data: what the dashboard shows for a period, as the lines of a CSV (CRLF), before the period's orders
 * (src/data/seller-dashboard.ts writes those after, a chunk at a time): the overview cards, the period's
 * figures with their growth, Traffic Sources, Monthly Revenue and the top five products, in the words given.
 */
export function dashboardCsvLines(
  figures: DashboardFigures,
  report: AnalyticsReport,
  texts: DashboardCsvTexts = DASHBOARD_CSV_TEXTS,
): string[] {
  const c = report.current;
  const p = report.prior;
  const g = report.growth;
  const d = texts.labels;
  const a = texts.analytics;
  const l = a.labels;
  const growth = (value: number | null) => growthCell(value, a.newGrowth);
  const label = a.periods[report.period];
  const allTime = a.coverageNote(texts.allTime, countsHistory(figures));
  const rows: (string | number)[][] = [
    [d.sellerDashboard, figures.businessName],
    [l.period, label, report.range.firstDay, report.range.lastDay],
    [l.comparedWith, '', report.previous.firstDay, report.previous.lastDay],
    [],
    [d.overview, l.value, d.covers],
    [l.totalRevenue, decimal(figures.totalRevenueSen), allTime],
    [l.totalOrders, figures.totalOrders, allTime],
    [d.activeProducts, figures.activeProducts, texts.activeProductsNote(figures.totalProducts)],
    [d.averageRating, figures.reviewCount ? figures.averageRating.toFixed(1) : '', texts.reviews(figures.reviewCount)],
    [],
    [l.metric, l.value, l.previousPeriod, l.growth],
    [l.revenue, decimal(c.revenueSen), decimal(p.revenueSen), growth(g.revenueSen)],
    [l.orders, c.orders, p.orders, growth(g.orders)],
    [l.views, c.views, p.views, growth(g.views)],
    [l.conversionRate, c.conversionRate.toFixed(1), p.conversionRate.toFixed(1), growth(g.conversionRate)],
    [l.cancellationRate, c.cancellationRate.toFixed(1), p.cancellationRate.toFixed(1), growth(g.cancellationRate)],
    [l.revenueAndOrdersCover, a.coverageNote(label, countsHistory(report.coverage))],
    [],
    ...trafficRows(report, a),
    [],
    [l.month, l.revenue, l.orders],
    ...report.monthly.map((m, i) => [`${a.month(i)} ${report.year}`, decimal(m.revenueSen), m.orders]),
    [],
    [l.rank, l.product, d.unitsSold, l.revenue],
    ...report.topProducts.slice(0, 5).map((t, i) => [i + 1, t.name, t.units, decimal(t.revenueSen)]),
    [],
    [d.ordersInPeriod],
  ];
  return rows.map(csvLine);
}

/** The file name of Export Data. */
export function dashboardFileName(period: ReportPeriod, range: DayRange): string {
  return `dashboard-${period}-${range.lastDay}.csv`;
}
