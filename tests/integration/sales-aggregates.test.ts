/**
 * The sales aggregates and the one analytics engine, on random data: after random checkouts, status changes
 * and cancellations, the aggregate rows equal a recomputation from the orders, and every screen's figures
 * equal the orders plus the history, counted once.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../src/data/checkout';
import { salesTotals, sellerAnalytics } from '../../src/data/seller-analytics';
import { dashboardOverview } from '../../src/data/seller-dashboard';
import { changeSellerOrderStatus } from '../../src/data/seller-orders';
import { REPORT_PERIODS, periodRange } from '../../src/lib/analytics';
import { checkoutTotals, DEFAULT_TAX_RULE } from '../../src/lib/pricing';
import { seedDemo } from '../../src/data/demo/seed';
import { applyMigrations, localPlatform, readMigrations } from '../../scripts/local-db';
import { freshDatabase, SEEDED_AT } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

const DAY_MS = 86_400_000;
/** Reports are read a day after the seeding; every random order is placed before that. */
const NOW = new Date(SEEDED_AT.getTime() + DAY_MS);
const MERCHANTS = ['kebun-hijau', 'nelayan-labuan', 'halal-meat-corner'];
const BUYERS = [
  { id: 'user-buyer-demo', name: 'Aisyah Rahman' },
  { id: 'user-nurul', name: 'Nurul Huda' },
  { id: 'user-jason', name: 'Jason Lim' },
];
const CITIES = [
  { city: 'Labuan', state: 'Labuan' as const },
  { city: 'Victoria', state: 'Labuan' as const },
  { city: ' victoria ', state: 'Labuan' as const },
  { city: 'Kota Kinabalu', state: 'Sabah' as const },
];
let products: { id: string; merchant_id: string; price_sen: number }[] = [];

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  // Enough stock that random checkouts test the sums, not the stock rules.
  await db.prepare("UPDATE products SET stock = 1000000, status = 'active'").run();
  products = (
    await db
      .prepare(
        `SELECT id, merchant_id, price_sen FROM products WHERE merchant_id IN (${MERCHANTS.map(() => '?').join(', ')}) ORDER BY id`,
      )
      .bind(...MERCHANTS)
      .all<{ id: string; merchant_id: string; price_sen: number }>()
  ).results;
});
afterAll(() => dispose());

type Command =
  | { kind: 'checkout'; buyer: number; city: number; daysAgo: number; lines: { product: number; quantity: number }[] }
  | { kind: 'status'; order: number; status: 'processing' | 'shipped' | 'completed' | 'cancelled' }
  | { kind: 'restore'; order: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      buyer: fc.nat(BUYERS.length - 1),
      city: fc.nat(CITIES.length - 1),
      // Spread over the seeded history, the days of the demo orders, today and the months of a year, and often
      // on a few days only, so that one day's rows hold several orders when one of them changes.
      daysAgo: fc.oneof(fc.constantFrom(0, 1, 2), fc.integer({ min: 0, max: 90 }), fc.integer({ min: 0, max: 800 })),
      lines: fc.array(fc.record({ product: fc.nat(1000), quantity: fc.integer({ min: 1, max: 4 }) }), {
        minLength: 1,
        maxLength: 4,
      }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      order: fc.nat(1000),
      status: fc.constantFrom('processing' as const, 'shipped' as const, 'completed' as const, 'cancelled' as const),
    }),
  },
  // No screen restores a cancelled order; the triggers must still follow any write of the status.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restore' as const), order: fc.nat(1000) }) },
);

async function run(cmd: Command) {
  if (cmd.kind === 'checkout') {
    const buyer = BUYERS[cmd.buyer]!;
    const place = CITIES[cmd.city]!;
    const lines = cmd.lines.map((l) => ({
      productId: products[l.product % products.length]!.id,
      quantity: l.quantity,
    }));
    const subtotal = lines.reduce(
      (sum, l) => sum + products.find((p) => p.id === l.productId)!.price_sen * l.quantity,
      0,
    );
    await placeOrder(db, {
      userId: buyer.id,
      buyerName: buyer.name,
      lines,
      shipping: {
        fullName: buyer.name,
        email: 'buyer@example.com',
        phone: '+60 12-345 6789',
        address: '1 Jalan Merdeka',
        city: place.city,
        state: place.state,
        postalCode: '87000',
        country: 'Malaysia',
        notes: '',
      },
      payment: { paymentMethod: 'cod' },
      idempotencyKey: crypto.randomUUID(),
      expectedTotalSen: checkoutTotals(subtotal, DEFAULT_TAX_RULE).totalSen,
      tax: DEFAULT_TAX_RULE,
      commissionBasisPoints: 500,
      now: new Date(SEEDED_AT.getTime() - cmd.daysAgo * DAY_MS + (cmd.daysAgo === 0 ? 3_600_000 : 0)),
    });
    return;
  }
  // An order that the command can change: a cancelled one to restore, an open one otherwise.
  const { results } = await db
    .prepare(
      `SELECT id, merchant_id FROM seller_orders
       WHERE CASE WHEN ? = 'restore' THEN status = 'cancelled' ELSE status NOT IN ('completed', 'cancelled') END ORDER BY id`,
    )
    .bind(cmd.kind)
    .all<{ id: string; merchant_id: string }>();
  const target = results[cmd.order % Math.max(1, results.length)];
  if (!target) return;
  if (cmd.kind === 'restore') {
    await db.prepare("UPDATE seller_orders SET status = 'pending' WHERE id = ?").bind(target.id).run();
    return;
  }
  await changeSellerOrderStatus(
    db,
    target.merchant_id,
    target.id,
    { status: cmd.status, carrier: 'Pos Laju', trackingNumber: 'PL123456789MY', note: '' },
    NOW,
  );
}

/** The aggregate tables, and the same rows computed from scratch from the orders. */
const AGGREGATES = {
  merchant_sales_daily: {
    stored:
      'SELECT merchant_id, day, placed, orders, cancelled, revenue_sen, item_sales_sen, units FROM merchant_sales_daily',
    recomputed: `SELECT so.merchant_id, date(so.created_at, '+8 hours') AS day, COUNT(*) AS placed,
        SUM(so.status <> 'cancelled') AS orders, SUM(so.status = 'cancelled') AS cancelled,
        SUM(CASE WHEN so.status <> 'cancelled' THEN so.total_sen ELSE 0 END) AS revenue_sen,
        SUM(CASE WHEN so.status <> 'cancelled' THEN (SELECT COALESCE(SUM(oi.total_price_sen), 0) FROM order_items oi
          WHERE oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id) ELSE 0 END) AS item_sales_sen,
        SUM(CASE WHEN so.status <> 'cancelled' THEN (SELECT COALESCE(SUM(oi.quantity), 0) FROM order_items oi
          WHERE oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id) ELSE 0 END) AS units
      FROM seller_orders so GROUP BY so.merchant_id, day`,
  },
  product_sales_daily: {
    stored: 'SELECT merchant_id, day, product_id, orders, units, revenue_sen FROM product_sales_daily',
    recomputed: `SELECT so.merchant_id, date(so.created_at, '+8 hours') AS day, oi.product_id, COUNT(DISTINCT so.id) AS orders,
        SUM(oi.quantity) AS units, SUM(oi.total_price_sen) AS revenue_sen
      FROM seller_orders so JOIN order_items oi ON oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
      WHERE so.status <> 'cancelled' GROUP BY so.merchant_id, day, oi.product_id`,
  },
  product_sales_monthly: {
    stored: 'SELECT merchant_id, month, product_id, orders, units, revenue_sen FROM product_sales_monthly',
    recomputed: `SELECT so.merchant_id, substr(date(so.created_at, '+8 hours'), 1, 7) AS month, oi.product_id, COUNT(DISTINCT so.id) AS orders,
        SUM(oi.quantity) AS units, SUM(oi.total_price_sen) AS revenue_sen
      FROM seller_orders so JOIN order_items oi ON oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
      WHERE so.status <> 'cancelled' GROUP BY so.merchant_id, month, oi.product_id`,
  },
  merchant_location_daily: {
    stored: 'SELECT merchant_id, day, location_key, orders FROM merchant_location_daily',
    recomputed: `SELECT so.merchant_id, date(so.created_at, '+8 hours') AS day, lower(trim(o.ship_city)) || '|' || o.ship_state AS location_key,
        COUNT(*) AS orders
      FROM seller_orders so JOIN orders o ON o.id = so.order_id
      WHERE so.status <> 'cancelled' GROUP BY so.merchant_id, day, location_key`,
  },
  merchant_customers: {
    stored: 'SELECT merchant_id, user_id, first_order_at, last_order_at, orders FROM merchant_customers',
    recomputed: `SELECT so.merchant_id, o.user_id, MIN(so.created_at) AS first_order_at, MAX(so.created_at) AS last_order_at, COUNT(*) AS orders
      FROM seller_orders so JOIN orders o ON o.id = so.order_id
      WHERE so.status <> 'cancelled' GROUP BY so.merchant_id, o.user_id`,
  },
};

async function rows(sql: string) {
  const { results } = await db.prepare(`SELECT * FROM (${sql}) ORDER BY 1, 2, 3`).all();
  return results;
}

/** One merchant's figures from the raw tables: its seller orders, and its history before the first of them. */
async function fromOrders(merchantId: string, firstDay: string, lastDay: string) {
  return (await db
    .prepare(
      `WITH cutover AS (SELECT COALESCE(MIN(date(created_at, '+8 hours')), '9999-12-31') AS day FROM seller_orders WHERE merchant_id = ?1)
       SELECT
         (SELECT COALESCE(SUM(revenue_sen), 0) FROM merchant_daily_stats, cutover
          WHERE merchant_id = ?1 AND merchant_daily_stats.day BETWEEN ?2 AND ?3 AND merchant_daily_stats.day < cutover.day)
         + (SELECT COALESCE(SUM(total_sen), 0) FROM seller_orders
            WHERE merchant_id = ?1 AND status <> 'cancelled' AND date(created_at, '+8 hours') BETWEEN ?2 AND ?3) AS revenue,
         (SELECT COALESCE(SUM(orders), 0) FROM merchant_daily_stats, cutover
          WHERE merchant_id = ?1 AND merchant_daily_stats.day BETWEEN ?2 AND ?3 AND merchant_daily_stats.day < cutover.day)
         + (SELECT COUNT(*) FROM seller_orders
            WHERE merchant_id = ?1 AND status <> 'cancelled' AND date(created_at, '+8 hours') BETWEEN ?2 AND ?3) AS orders,
         (SELECT COALESCE(SUM(oi.total_price_sen), 0) FROM seller_orders so
            JOIN order_items oi ON oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
          WHERE so.merchant_id = ?1 AND so.status <> 'cancelled' AND date(so.created_at, '+8 hours') BETWEEN ?2 AND ?3) AS item_sales`,
    )
    .bind(merchantId, firstDay, lastDay)
    .first<{ revenue: number; orders: number; item_sales: number }>())!;
}

/** Each product's sales in the days from the orders themselves. */
async function productSales(merchantId: string, firstDay: string, lastDay: string) {
  const { results } = await db
    .prepare(
      `SELECT oi.product_id, COUNT(DISTINCT so.id) AS orders, SUM(oi.quantity) AS units, SUM(oi.total_price_sen) AS revenue
       FROM seller_orders so JOIN order_items oi ON oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
       WHERE so.merchant_id = ?1 AND so.status <> 'cancelled' AND date(so.created_at, '+8 hours') BETWEEN ?2 AND ?3
       GROUP BY oi.product_id`,
    )
    .bind(merchantId, firstDay, lastDay)
    .all<{ product_id: string; orders: number; units: number; revenue: number }>();
  return new Map(results.map((r) => [r.product_id, { orders: r.orders, units: r.units, revenueSen: r.revenue }]));
}

async function checkEverything() {
  for (const [table, { stored, recomputed }] of Object.entries(AGGREGATES)) {
    expect(await rows(stored), table).toEqual(await rows(recomputed));
  }
  for (const merchantId of MERCHANTS) {
    // All time: the dashboard's overview cards, the engine's totals and the orders plus the history agree.
    const all = await fromOrders(merchantId, '0000-01-01', '9999-12-31');
    const totals = await salesTotals(db, merchantId);
    const overview = (await dashboardOverview(db, merchantId))!;
    expect(totals.revenueSen).toBe(all.revenue);
    expect(totals.orders).toBe(all.orders);
    expect(overview.totalRevenueSen).toBe(all.revenue);
    expect(overview.totalOrders).toBe(all.orders);

    for (const { value: period } of REPORT_PERIODS) {
      const range = periodRange(period, NOW);
      // The dashboard's Analytics tab and the Analytics screen (and its CSV) read this one report.
      const report = await sellerAnalytics(db, merchantId, period, NOW);
      const expected = await fromOrders(merchantId, range.firstDay, range.lastDay);
      expect(report.current.revenueSen, `${merchantId} ${period}`).toBe(expected.revenue);
      expect(report.current.orders, `${merchantId} ${period}`).toBe(expected.orders);
      expect(report.coverage.historyRevenueSen + report.coverage.shopRevenueSen).toBe(report.current.revenueSen);
      expect(report.current.revenueSen).toBeLessThanOrEqual(totals.revenueSen);

      // The ranking splits the period's item sales: the products shown plus the others make them up.
      expect(report.productSales.itemSalesSen).toBe(expected.item_sales);
      const shown = report.topProducts.reduce((sum, p) => sum + p.revenueSen, 0);
      expect(shown).toBeLessThanOrEqual(report.productSales.itemSalesSen);
      if (report.productSales.products <= report.topProducts.length)
        expect(shown).toBe(report.productSales.itemSalesSen);
      const revenues = report.topProducts.map((p) => p.revenueSen);
      expect([...revenues].sort((a, b) => b - a)).toEqual(revenues);

      // Each product's figures, whole months and partial ones alike, are its orders of the period.
      const sold = await productSales(merchantId, range.firstDay, range.lastDay);
      expect(report.productSales.products, `${merchantId} ${period}`).toBe(sold.size);
      for (const p of report.topProducts)
        expect({ id: p.id, ...sold.get(p.id) }).toEqual({
          id: p.id,
          orders: p.orders,
          units: p.units,
          revenueSen: p.revenueSen,
        });

      const year = await fromOrders(merchantId, `${report.year}-01-01`, `${report.year}-12-31`);
      expect(report.monthly.reduce((sum, m) => sum + m.revenueSen, 0)).toBe(year.revenue);
    }
  }
}

describe('sales aggregates', () => {
  it('are backfilled from the orders placed before the migration', async () => {
    const platform = await localPlatform(false);
    const older = platform.env.DB;
    try {
      const migrations = await readMigrations();
      const aggregates = migrations.findIndex((m) => m.name.startsWith('0003_'));
      await applyMigrations(older, migrations.slice(0, aggregates));
      await seedDemo(older, { now: SEEDED_AT, historyDays: 10 });
      await applyMigrations(older, migrations);
      for (const [table, { stored, recomputed }] of Object.entries(AGGREGATES)) {
        const rowsOf = async (sql: string) =>
          (await older.prepare(`SELECT * FROM (${sql}) ORDER BY 1, 2, 3`).all()).results;
        const expected = await rowsOf(recomputed);
        expect(expected.length, table).toBeGreaterThan(0);
        expect(await rowsOf(stored), table).toEqual(expected);
      }
    } finally {
      await platform.dispose();
    }
  });

  it('start equal to the orders and the history in the demo data', async () => {
    await checkEverything();
  });

  it('stay equal to a recomputation after random checkouts, status changes and cancellations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
        for (const cmd of commands) await run(cmd);
        await checkEverything();
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
