import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTotals, sellerAnalytics } from '../../src/data/seller-analytics';
import { dashboardOverview, sellerOrdersForDashboard } from '../../src/data/seller-dashboard';
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

describe('dashboardOverview', () => {
  it('shows all-time revenue and orders from the same engine as the Analytics screen', async () => {
    const overview = await dashboardOverview(db, OWNER);
    const totals = await salesTotals(db, OWNER);
    expect(overview!.totalRevenueSen).toBe(totals.revenueSen);
    expect(overview!.totalOrders).toBe(totals.orders);
    // The demo history is in the totals: all time is more than any period.
    const year = await sellerAnalytics(db, OWNER, '1y', new Date(SEEDED_AT.getTime() + 60_000));
    expect(overview!.totalRevenueSen).toBeGreaterThanOrEqual(year.current.revenueSen);
    expect(overview!.historyOrders).toBeGreaterThan(0);
    expect(overview!.reviewCount).toBeGreaterThan(0);
    expect(overview!.recentOrders).toHaveLength(5);
  });
});
