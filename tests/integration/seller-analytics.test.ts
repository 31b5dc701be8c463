import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTotals, sellerAnalytics } from '../../src/data/seller-analytics';
import { dashboardOverview } from '../../src/data/seller-dashboard';
import { freshDatabase, SEEDED_AT } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

/** A merchant of this test's own, with known history and orders; the demo's merchants stay as seeded. */
const SHOP = 'analytics-shop';
const OTHER = 'analytics-other';
const NOW = new Date('2026-11-20T12:00:00.000Z');
const STAMP = '2026-10-01T00:00:00.000Z';

async function insert(table: string, row: Record<string, string | number>) {
  const keys = Object.keys(row);
  await db
    .prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`)
    .bind(...Object.values(row))
    .run();
}

async function order(
  id: string,
  merchantId: string,
  buyer: string,
  productId: string,
  quantity: number,
  unitSen: number,
  status: string,
  at: string,
  city: string,
  state: string,
) {
  const total = quantity * unitSen;
  await insert('orders', {
    id: `O-${id}`,
    user_id: buyer,
    status: status === 'cancelled' ? 'cancelled' : 'pending',
    subtotal_sen: total,
    shipping_sen: 0,
    tax_sen: 0,
    total_sen: total,
    ship_full_name: buyer,
    ship_email: `${buyer}@example.com`,
    ship_phone: '0123456789',
    ship_address: '1 Jalan',
    ship_city: city,
    ship_state: state,
    ship_postal_code: '87000',
    created_at: at,
    updated_at: at,
  });
  await insert('order_items', {
    id: `I-${id}`,
    order_id: `O-${id}`,
    product_id: productId,
    merchant_id: merchantId,
    quantity,
    unit_price_sen: unitSen,
    total_price_sen: total,
    snapshot_name: productId,
    snapshot_description: '',
    snapshot_image_url: '',
  });
  await insert('seller_orders', {
    id: `S-${id}`,
    order_id: `O-${id}`,
    merchant_id: merchantId,
    status,
    subtotal_sen: total,
    shipping_sen: 0,
    total_sen: total,
    created_at: at,
    updated_at: at,
  });
}

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
  for (const id of ['seller-a', 'seller-b', 'b1', 'b2', 'b3']) {
    await insert('users', {
      id,
      email: `${id}@example.com`,
      name: id,
      password_hash: 'x',
      created_at: STAMP,
      updated_at: STAMP,
    });
  }
  for (const [id, user] of [
    [SHOP, 'seller-a'],
    [OTHER, 'seller-b'],
  ] as const) {
    await insert('merchants', {
      id,
      user_id: user,
      business_name: id,
      display_name: id,
      email: `${id}@example.com`,
      created_at: STAMP,
      updated_at: STAMP,
    });
  }
  await insert('products', {
    id: 'pA',
    merchant_id: SHOP,
    name: 'pA',
    category: 'vegetables',
    price_sen: 500,
    views: 200,
    status: 'active',
    created_at: STAMP,
    updated_at: STAMP,
  });
  await insert('products', {
    id: 'pB',
    merchant_id: SHOP,
    name: 'pB',
    category: 'vegetables',
    price_sen: 3000,
    views: 50,
    status: 'active',
    created_at: STAMP,
    updated_at: STAMP,
  });
  await insert('products', {
    id: 'pX',
    merchant_id: OTHER,
    name: 'pX',
    category: 'seafood',
    price_sen: 9900,
    views: 10,
    status: 'active',
    created_at: STAMP,
    updated_at: STAMP,
  });
  // Daily history from 1 to 19 November: one order of 10.00 and ten views a day, for both merchants.
  for (let d = 1; d <= 19; d++) {
    const day = `2026-11-${String(d).padStart(2, '0')}`;
    await insert('merchant_daily_stats', { merchant_id: SHOP, day, revenue_sen: 1000, orders: 1, views: 10 });
    await insert('merchant_daily_stats', { merchant_id: OTHER, day, revenue_sen: 777, orders: 3, views: 99 });
  }
  // Real orders start on 10 November: the history of the 10th to the 19th must not count again.
  await order('0', SHOP, 'b2', 'pB', 1, 3000, 'completed', '2026-11-10T10:00:00.000Z', 'Kota Kinabalu', 'Sabah');
  await order('1', SHOP, 'b1', 'pA', 2, 500, 'completed', '2026-11-15T10:00:00.000Z', 'Victoria', 'Labuan');
  await order('2', SHOP, 'b2', 'pB', 1, 3000, 'shipped', '2026-11-18T10:00:00.000Z', 'Kota Kinabalu', 'Sabah');
  await order('3', SHOP, 'b3', 'pA', 1, 500, 'cancelled', '2026-11-19T09:00:00.000Z', 'Victoria', 'Labuan');
  await order('4', SHOP, 'b1', 'pA', 1, 500, 'pending', '2026-11-20T08:00:00.000Z', ' victoria ', 'Labuan');
  // Another merchant's orders, in the same days, from the same buyers.
  await order('x1', OTHER, 'b1', 'pX', 5, 9900, 'completed', '2026-11-16T10:00:00.000Z', 'Sandakan', 'Sabah');
  await order('x2', OTHER, 'b3', 'pX', 1, 9900, 'pending', '2026-11-01T10:00:00.000Z', 'Sandakan', 'Sabah');
});
afterAll(() => dispose());

describe('sellerAnalytics', () => {
  it('counts only the days of the period and compares with the days just before', async () => {
    const r = await sellerAnalytics(db, SHOP, '7d', NOW);
    expect(r.range.firstDay).toBe('2026-11-14');
    expect(r.range.lastDay).toBe('2026-11-20');
    // 14-20 November: real orders only (history is from before the first order), views from the history.
    expect(r.current).toEqual({
      revenueSen: 4500,
      orders: 3,
      views: 60,
      conversionRate: 5,
      averageOrderValueSen: 1500,
      cancellationRate: 25,
    });
    // 7-13 November: history of the 7th to the 9th, then the first real order on the 10th.
    expect(r.prior).toEqual({
      revenueSen: 6000,
      orders: 4,
      views: 70,
      conversionRate: 5.7,
      averageOrderValueSen: 1500,
      cancellationRate: 0,
    });
    expect(r.growth).toEqual({
      revenueSen: -25,
      orders: -25,
      views: -14.3,
      conversionRate: -12.3,
      averageOrderValueSen: 0,
      cancellationRate: null,
    });
  });

  it('gives different figures for different periods', async () => {
    const week = await sellerAnalytics(db, SHOP, '7d', NOW);
    const month = await sellerAnalytics(db, SHOP, '30d', NOW);
    const year = await sellerAnalytics(db, SHOP, '1y', NOW);
    expect(month.current).toEqual({
      revenueSen: 16_500,
      orders: 13,
      views: 190,
      conversionRate: 6.8,
      averageOrderValueSen: 1269,
      cancellationRate: 20,
    });
    expect(month.prior.revenueSen).toBe(0);
    expect(month.growth.revenueSen).toBeNull();
    expect(year.current.revenueSen).toBe(16_500);
    expect(week.current.revenueSen).not.toBe(month.current.revenueSen);
  });

  it('counts no day twice: history stops at the first real seller order', async () => {
    const r = await sellerAnalytics(db, SHOP, '1y', NOW);
    // Nine days of history (1-9 November) and the four orders that were not cancelled.
    expect(r.current.revenueSen).toBe(9 * 1000 + 3000 + 1000 + 3000 + 500);
    expect(r.current.orders).toBe(9 + 4);
    expect(r.monthly).toHaveLength(12);
    expect(r.monthly[10]).toEqual({ month: '2026-11', revenueSen: 16_500, orders: 13 });
    expect(r.monthly.filter((m) => m.month !== '2026-11').every((m) => m.revenueSen === 0 && m.orders === 0)).toBe(
      true,
    );
    // All time follows the same rule, and the dashboard's overview shows it.
    expect(await salesTotals(db, SHOP)).toEqual({
      revenueSen: 16_500,
      orders: 13,
      historyRevenueSen: 9000,
      historyOrders: 9,
    });
    const overview = await dashboardOverview(db, SHOP);
    expect(overview!.totalRevenueSen).toBe(16_500);
    expect(overview!.totalOrders).toBe(13);
  });

  it('counts no day twice in the demo data, where the history runs up to the day before seeding', async () => {
    const merchant = 'kebun-hijau';
    const first = await db
      .prepare("SELECT date(MIN(created_at), '+8 hours') AS day FROM seller_orders WHERE merchant_id = ?")
      .bind(merchant)
      .first<{ day: string }>();
    const overlap = await db
      .prepare('SELECT COUNT(*) AS days FROM merchant_daily_stats WHERE merchant_id = ? AND day >= ?')
      .bind(merchant, first!.day)
      .first<{ days: number }>();
    // The seed's history overlaps the real orders, so the rule matters here.
    expect(overlap!.days).toBeGreaterThan(0);
    const expected = await db
      .prepare(
        `SELECT (SELECT COALESCE(SUM(revenue_sen), 0) FROM merchant_daily_stats WHERE merchant_id = ?1 AND day < ?2)
              + (SELECT COALESCE(SUM(total_sen), 0) FROM seller_orders WHERE merchant_id = ?1 AND status <> 'cancelled') AS revenue`,
      )
      .bind(merchant, first!.day)
      .first<{ revenue: number }>();
    const now = new Date(SEEDED_AT.getTime() + 60_000);
    expect((await sellerAnalytics(db, merchant, '1y', now)).current.revenueSen).toBe(expected!.revenue);
    expect((await salesTotals(db, merchant)).revenueSen).toBe(expected!.revenue);
  });

  it("never counts another merchant's orders, products or customers", async () => {
    const r = await sellerAnalytics(db, SHOP, '30d', NOW);
    expect(r.topProducts.map((p) => p.id).sort()).toEqual(['pA', 'pB']);
    expect(r.customers.topLocations.map((l) => l.location)).not.toContain('Sandakan, Sabah');
    const other = await sellerAnalytics(db, OTHER, '7d', NOW);
    // The other shop's history stops on 1 November, its first order; 16 November is its only order of the week.
    expect(other.current.revenueSen).toBe(5 * 9900);
    expect(other.current.orders).toBe(1);
    expect(other.topProducts.map((p) => p.id)).toEqual(['pX']);
  });

  it('ranks the top products by revenue with orders, views, conversion and growth', async () => {
    const r = await sellerAnalytics(db, SHOP, '7d', NOW);
    expect(r.topProducts).toEqual([
      { id: 'pB', name: 'pB', orders: 1, units: 1, revenueSen: 3000, views: 50, conversionRate: 4, growth: 0 },
      { id: 'pA', name: 'pA', orders: 2, units: 3, revenueSen: 1500, views: 200, conversionRate: 1, growth: null },
    ]);
  });

  it("describes the period's buyers: new, returning, lifetime and locations", async () => {
    const r = await sellerAnalytics(db, SHOP, '7d', NOW);
    // b1 first ordered in the week; b2 had ordered before it; b3's only order was cancelled.
    expect(r.customers.newCustomers).toBe(1);
    expect(r.customers.returningCustomers).toBe(1);
    expect(r.customers.retentionRate).toBe(50);
    expect(r.customers.averageLifetimeMonths).toBe(0.2);
    expect(r.customers.topLocations).toEqual([
      { location: 'Victoria, Labuan', orders: 2, percentage: 66.7 },
      { location: 'Kota Kinabalu, Sabah', orders: 1, percentage: 33.3 },
    ]);
  });
});
