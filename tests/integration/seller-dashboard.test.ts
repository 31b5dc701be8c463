import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_PERIODS,
  dashboardAnalytics,
  parsePeriod,
  sellerOrdersForDashboard,
} from '../../src/data/seller-dashboard';
import { freshDatabase, SEEDED_AT } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

const OWNER = 'kebun-hijau';
const OTHER = 'nelayan-labuan';

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

describe('sellerOrdersForDashboard', () => {
  it("lists exactly the merchant's five seller orders with buyer and product", async () => {
    const orders = await sellerOrdersForDashboard(db, OWNER);
    expect(orders.map((o) => o.id).sort()).toEqual(['ORD-001', 'ORD-002', 'ORD-003', 'ORD-004', 'ORD-005']);
    for (const order of orders) {
      expect(order.customerName).not.toBe('');
      expect(order.customerEmail).toContain('@');
      expect(order.product).not.toBe('');
      expect(order.quantity).toBeGreaterThan(0);
      expect(order.totalSen).toBeGreaterThan(0);
    }
    expect(orders.find((o) => o.id === 'ORD-005')!.status).toBe('cancelled');
    const first = orders.find((o) => o.id === 'ORD-001')!;
    expect(first.customerName).toContain('Nurul');
    // Newest first.
    const dates = orders.map((o) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("shows none of another merchant's orders", async () => {
    const own = new Set((await sellerOrdersForDashboard(db, OWNER)).map((o) => o.id));
    const other = await sellerOrdersForDashboard(db, OTHER);
    for (const order of other) expect(own.has(order.id)).toBe(false);
    const { results } = await db
      .prepare('SELECT id FROM seller_orders WHERE merchant_id = ?')
      .bind(OTHER)
      .all<{ id: string }>();
    expect(other.map((o) => o.id).sort()).toEqual(results.map((r) => r.id).sort());
    expect(await sellerOrdersForDashboard(db, 'no-such-merchant')).toEqual([]);
  });
});

describe('dashboardAnalytics', () => {
  it('parses the period, defaulting to 30 days', () => {
    expect(parsePeriod('7d')).toBe('7d');
    expect(parsePeriod('1y')).toBe('1y');
    expect(parsePeriod('forever')).toBe('30d');
    expect(parsePeriod(null)).toBe('30d');
  });

  it('gives non-negative figures that grow with the period', async () => {
    const now = new Date(SEEDED_AT.getTime() + 60_000);
    const all = [];
    for (const p of ANALYTICS_PERIODS) {
      const a = await dashboardAnalytics(db, OWNER, p.value, now);
      expect(a.period).toBe(p.value);
      for (const n of [a.revenueSen, a.orders, a.views, a.conversionRate, a.returnRate]) {
        expect(typeof n).toBe('number');
        expect(Number.isFinite(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(0);
      }
      expect(a.returnRate).toBeLessThanOrEqual(100);
      expect(Math.round(a.conversionRate * 10) / 10).toBe(a.conversionRate);
      expect(a.monthly).toHaveLength(12);
      all.push(a);
    }
    for (let i = 1; i < all.length; i++) {
      expect(all[i]!.revenueSen).toBeGreaterThanOrEqual(all[i - 1]!.revenueSen);
      expect(all[i]!.orders).toBeGreaterThanOrEqual(all[i - 1]!.orders);
      expect(all[i]!.views).toBeGreaterThanOrEqual(all[i - 1]!.views);
    }
    // The demo history has sales in the last 30 days.
    expect(all[1]!.revenueSen).toBeGreaterThan(0);
    expect(all[1]!.views).toBeGreaterThan(0);
    // ORD-005 is cancelled: one of five seller orders within the year.
    expect(all[3]!.returnRate).toBe(20);
    // The last month is the current one.
    expect(all[0]!.monthly[11]!.month).toBe(now.toISOString().slice(0, 7));
  });

  it('ranks the top products by revenue from orders that were not cancelled', async () => {
    const a = await dashboardAnalytics(db, OWNER, '30d', SEEDED_AT);
    expect(a.topProducts.length).toBeGreaterThan(0);
    expect(a.topProducts.length).toBeLessThanOrEqual(5);
    const revenues = a.topProducts.map((p) => p.revenueSen);
    expect([...revenues].sort((x, y) => y - x)).toEqual(revenues);
    const { results } = await db
      .prepare(
        `SELECT oi.product_id, SUM(oi.total_price_sen) AS revenue FROM order_items oi
         JOIN seller_orders so ON so.order_id = oi.order_id AND so.merchant_id = oi.merchant_id
         JOIN orders o ON o.id = oi.order_id
         WHERE oi.merchant_id = ? AND so.status <> 'cancelled' AND o.status <> 'cancelled'
         GROUP BY oi.product_id ORDER BY revenue DESC LIMIT 5`,
      )
      .bind(OWNER)
      .all<{ product_id: string; revenue: number }>();
    expect(a.topProducts.map((p) => p.revenueSen)).toEqual(results.map((r) => r.revenue));
    const products = await db.prepare('SELECT id FROM products WHERE merchant_id = ?').bind(OWNER).all<{ id: string }>();
    const own = new Set(products.results.map((r) => r.id));
    for (const p of a.topProducts) expect(own.has(p.productId)).toBe(true);
  });
});
