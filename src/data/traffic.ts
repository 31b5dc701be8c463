/**
 * Traffic sources of a merchant's pages, kept as counters per merchant, shop day (src/lib/dates.ts) and source
 * (migrations/0010_traffic_sources.sql): a view adds one to its row, and a report reads a few rows per day.
 */
import { countProductView } from './products';
import { shopDay } from '../lib/dates';
import { countsAsView, isTrafficSource, trafficSource, type TrafficSource } from '../lib/traffic';

/**
 * Adds one view of a merchant's page from `source` to the counter of the day of `at`; a product page's view
 * also adds one to the product's own all-time count (what Top Products' conversion divides by), in the same
 * batch. No product column that a trigger watches changes, so a view rewrites nothing else.
 */
export function countView(
  db: Database,
  merchantId: string,
  source: TrafficSource,
  at: Date = new Date(),
  productId?: string,
): Promise<unknown> {
  if (!isTrafficSource(source)) return Promise.reject(new Error(`Unknown traffic source: ${String(source)}`));
  const traffic = db
    .prepare(
      `INSERT INTO merchant_traffic_daily (merchant_id, day, source, views) VALUES (?, ?, ?, 1)
       ON CONFLICT (merchant_id, day, source) DO UPDATE SET views = views + 1`,
    )
    .bind(merchantId, shopDay(at), source);
  if (productId === undefined) return traffic.run();
  return db.batch([traffic, countProductView(db, productId, merchantId)]);
}

/**
 * Counts a view after the response has gone out: the page never waits for the write, and a failed write is
 * logged and lost (a view is not worth an error page). `waitUntil` is the Workers execution context's, which
 * keeps the worker alive until the write is done.
 */
export function countViewLater(
  waitUntil: ((promise: Promise<unknown>) => void) | undefined,
  db: Database,
  merchantId: string,
  source: TrafficSource,
  productId?: string,
): void {
  const write = countView(db, merchantId, source, new Date(), productId).catch((error: unknown) => {
    console.error('A page view was not counted', error);
  });
  waitUntil?.(write);
}

export interface PageView {
  db: Database;
  /** The execution context's waitUntil (`Astro.locals.cfContext`), when the page runs in a worker. */
  waitUntil: ((promise: Promise<unknown>) => void) | undefined;
  request: Request;
  url: URL;
  merchantId: string;
  /** The product, when the page is a product's: its own view count goes up too. */
  productId?: string;
  viewerMerchantId: string | null | undefined;
}

/** The page view of a page's request (`Astro`), of a merchant's store page or of one of its products. */
export function pageViewOf(
  page: { locals: App.Locals; request: Request; url: URL },
  merchantId: string,
  productId?: string,
): PageView {
  const context = page.locals.cfContext;
  return {
    db: page.locals.db,
    waitUntil: context ? (promise) => context.waitUntil(promise) : undefined,
    request: page.request,
    url: page.url,
    merchantId,
    productId,
    viewerMerchantId: page.locals.user?.merchantId,
  };
}

/**
 * A product or store page's view, counted after the response when it is a person's view (src/lib/traffic.ts):
 * only the class of its Referer is kept. Answers the class counted, or null when the request is not counted.
 */
export function recordPageView(view: PageView): TrafficSource | null {
  const { request } = view;
  if (
    !countsAsView({
      method: request.method,
      headers: request.headers,
      merchantId: view.merchantId,
      viewerMerchantId: view.viewerMerchantId,
    })
  ) {
    return null;
  }
  const source = trafficSource(request.headers.get('Referer'), view.url.host);
  countViewLater(view.waitUntil, view.db, view.merchantId, source, view.productId);
  return source;
}
