import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTotals, sellerAnalytics } from '../../src/data/seller-analytics';
import { dashboardOverview } from '../../src/data/seller-dashboard';
import { recentSellerOrders, sellerOrderCount } from '../../src/data/seller-orders';
import { recentSellerProducts, unarchivedProductCount } from '../../src/data/seller-products';
import { freshDatabase, SEEDED_AT } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

const OWNER = 'kebun-hijau';
const OTHER = 'nelayan-labuan';

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

/** The dashboard's tabs show this many of the newest. */
const TAB_ITEMS = 10;

describe("the dashboard's Orders and Products tabs", () => {
  it("list the merchant's newest seller orders with buyer and product", async () => {
    const orders = await recentSellerOrders(db, OWNER, TAB_ITEMS);
    expect(orders.map((o) => o.id).sort()).toEqual(['ORD-001', 'ORD-002', 'ORD-003', 'ORD-004', 'ORD-005']);
    for (const order of orders) {
      expect(order.customerName).not.toBe('');
      expect(order.customerEmail).toContain('@');
      expect(order.product).not.toBe('');
      expect(order.quantity).toBeGreaterThan(0);
      expect(order.totalSen).toBeGreaterThan(0);
    }
    expect(orders.find((o) => o.id === 'ORD-005')!.status).toBe('cancelled');
    expect(orders.find((o) => o.id === 'ORD-001')!.customerName).toContain('Nurul');
    const dates = orders.map((o) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await sellerOrderCount(db, OWNER)).toBe(5);
  });

  it("read a bounded number however many orders there are, and none of another merchant's", async () => {
    const product = (await db.prepare('SELECT id FROM products WHERE merchant_id = ? ORDER BY id LIMIT 1').bind(OTHER).first<{ id: string }>())!.id;
    const before = await sellerOrderCount(db, OTHER);
    const at = (i: number) => new Date(SEEDED_AT.getTime() + (i + 1) * 60_000).toISOString();
    const statements: D1PreparedStatement[] = [];
    for (let i = 0; i < 15; i++) {
      const id = `DASH-${String(i).padStart(2, '0')}`;
      statements.push(
        db
          .prepare(
            `INSERT INTO orders (id, user_id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, ship_full_name, ship_email, ship_phone,
               ship_address, ship_city, ship_state, ship_postal_code, created_at, updated_at)
             VALUES (?, 'user-buyer-demo', 'pending', 350, 0, 0, 350, 'Dash Buyer', 'dash@example.com', '+60 12-345 6789', '1 Jalan', 'Labuan', 'Labuan', '87000', ?, ?)`,
          )
          .bind(id, at(i), at(i)),
        db
          .prepare(
            `INSERT INTO order_items (id, order_id, product_id, merchant_id, quantity, unit_price_sen, total_price_sen, snapshot_name,
               snapshot_description, snapshot_image_url) VALUES (?, ?, ?, ?, 1, 350, 350, 'Ikan', '', '')`,
          )
          .bind(`${id}-item`, id, product, OTHER),
        db
          .prepare(
            `INSERT INTO seller_orders (id, order_id, merchant_id, status, subtotal_sen, shipping_sen, total_sen, created_at, updated_at)
             VALUES (?, ?, ?, 'pending', 350, 0, 350, ?, ?)`,
          )
          .bind(`${id}-1`, id, OTHER, at(i), at(i)),
      );
    }
    await db.batch(statements);
    const orders = await recentSellerOrders(db, OTHER, TAB_ITEMS);
    expect(orders.map((o) => o.id)).toEqual(Array.from({ length: TAB_ITEMS }, (_, i) => `DASH-${String(14 - i).padStart(2, '0')}-1`));
    expect(await sellerOrderCount(db, OTHER)).toBe(before + 15);
    const own = await recentSellerOrders(db, OWNER, 100);
    expect(own.map((o) => o.id).sort()).toEqual(['ORD-001', 'ORD-002', 'ORD-003', 'ORD-004', 'ORD-005']);
    expect(await recentSellerOrders(db, 'no-such-merchant', TAB_ITEMS)).toEqual([]);
  });

  it('list the newest products that are not archived, at most as many as asked', async () => {
    const { results } = await db
      .prepare("SELECT id FROM products WHERE merchant_id = ? AND status <> 'archived' ORDER BY created_at DESC, id DESC")
      .bind(OTHER)
      .all<{ id: string }>();
    const shown = await recentSellerProducts(db, OTHER, 3);
    expect(shown.map((p) => p.id)).toEqual(results.slice(0, 3).map((r) => r.id));
    expect(await unarchivedProductCount(db, OTHER)).toBe(results.length);
    expect((await recentSellerProducts(db, OWNER, TAB_ITEMS)).every((p) => p.id.startsWith('veg-') || p.id.startsWith('food-'))).toBe(true);
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
