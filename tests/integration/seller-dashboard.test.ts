import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTotals, sellerAnalytics } from '../../src/data/seller-analytics';
import { dashboardExport, dashboardOverview } from '../../src/data/seller-dashboard';
import { messages } from '../../src/i18n';
import { sellerOrdersMatching } from '../../src/data/seller-orders';
import { ORDER_CSV_HEADER } from '../../src/lib/seller-orders';
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

/**
 * The demo merchant's seller orders: ORD-001 to ORD-005, and ORD-006 to ORD-011 from the older orders the demo
 * reviews were written from (ORD-011, placed 35 days before the seed, is the oldest).
 */
const OWN_ORDERS = Array.from({ length: 11 }, (_, i) => `ORD-${String(i + 1).padStart(3, '0')}`);

describe("the dashboard's Products tab", () => {
  it('list the newest products that are not archived, at most as many as asked', async () => {
    const { results } = await db
      .prepare(
        "SELECT id FROM products WHERE merchant_id = ? AND status <> 'archived' ORDER BY created_at DESC, id DESC",
      )
      .bind(OTHER)
      .all<{ id: string }>();
    const shown = await recentSellerProducts(db, OTHER, 3);
    expect(shown.map((p) => p.id)).toEqual(results.slice(0, 3).map((r) => r.id));
    expect(await unarchivedProductCount(db, OTHER)).toBe(results.length);
    expect(
      (await recentSellerProducts(db, OWNER, TAB_ITEMS)).every(
        (p) => p.id.startsWith('veg-') || p.id.startsWith('food-'),
      ),
    ).toBe(true);
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

describe('Export Data', () => {
  const NOW = new Date(SEEDED_AT.getTime() + 60_000);
  const lines = async (period: '7d' | '30d' | '90d' | '1y', merchantId = OWNER) => {
    const all: string[] = [];
    for await (const chunk of dashboardExport(db, merchantId, period, NOW)) all.push(...chunk);
    return all.join('').split('\r\n');
  };
  const orderIds = (file: string[]) =>
    file
      .slice(file.indexOf(ORDER_CSV_HEADER.join(',')) + 1)
      .filter(Boolean)
      .map((l) => l.split(',')[0]!);

  beforeAll(async () => {
    // An order of the owner's placed 40 days before: in the 90-day file, not in the 30-day one.
    const product = 'veg-sawi';
    const at = new Date(NOW.getTime() - 40 * 86_400_000).toISOString();
    await db.batch([
      db
        .prepare(
          `INSERT INTO orders (id, user_id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, ship_full_name, ship_email, ship_phone,
             ship_address, ship_city, ship_state, ship_postal_code, created_at, updated_at)
           VALUES ('EXP-OLD', 'user-buyer-demo', 'pending', 400, 0, 0, 400, 'Old Buyer', 'old@example.com', '+60 12-345 6789', '1 Jalan', 'Labuan', 'Labuan', '87000', ?, ?)`,
        )
        .bind(at, at),
      db
        .prepare(
          `INSERT INTO order_items (id, order_id, product_id, merchant_id, quantity, unit_price_sen, total_price_sen, snapshot_name,
             snapshot_description, snapshot_image_url) VALUES ('EXP-OLD-item', 'EXP-OLD', ?, ?, 1, 400, 400, 'Sawi', '', '')`,
        )
        .bind(product, OWNER),
      db
        .prepare(
          `INSERT INTO seller_orders (id, order_id, merchant_id, status, subtotal_sen, shipping_sen, total_sen, created_at, updated_at)
           VALUES ('EXP-OLD-1', 'EXP-OLD', ?, 'completed', 400, 0, 400, ?, ?)`,
        )
        .bind(OWNER, at, at),
    ]);
  });

  it('holds what the dashboard shows for the period: the cards, the figures, traffic, months and top products', async () => {
    const file = await lines('30d');
    const report = await sellerAnalytics(db, OWNER, '30d', NOW);
    const overview = (await dashboardOverview(db, OWNER))!;
    expect(file[0]).toBe(`Seller dashboard,${overview.businessName}`);
    expect(file[1]).toBe(`Period,Last 30 days,${report.range.firstDay},${report.range.lastDay}`);
    expect(file).toContain(
      `Total Revenue (RM),${(overview.totalRevenueSen / 100).toFixed(2)},"All time, orders not cancelled, including sales before joining the shop"`,
    );
    expect(file).toContain(
      `Active Products,${overview.activeProducts},"active of ${overview.totalProducts} products in your catalogue, archived not counted"`,
    );
    expect(file).toContain(
      `Views,${report.current.views},${report.prior.views},${report.growth.views === null ? 'new' : report.growth.views.toFixed(1)}`,
    );
    expect(file.some((l) => l.startsWith(`Cancellation Rate %,${report.current.cancellationRate.toFixed(1)},`))).toBe(
      true,
    );
    expect(file).toContain('Traffic source,Views,Share %,Growth %');
    for (const source of report.traffic.sources)
      expect(file.some((l) => l.startsWith(`${source.label},${source.views},${source.percentage.toFixed(1)},`))).toBe(
        true,
      );
    expect(
      file.filter((l) =>
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4},/.test(l),
      ),
    ).toHaveLength(12);
    const top = file.slice(file.indexOf('Rank,Product,Units sold,Revenue (RM)') + 1).filter((l) => /^\d,/.test(l));
    expect(top.map((l) => Number(l.split(',')[0]))).toEqual(report.topProducts.slice(0, 5).map((_, i) => i + 1));
  });

  it('is written in Bahasa Malaysia for a page in it, with the same rows and figures', async () => {
    const { dashboard, orders } = messages('ms').sellerExports;
    const malay: string[] = [];
    for await (const chunk of dashboardExport(db, OWNER, '30d', NOW, { dashboard, orders })) malay.push(...chunk);
    const file = malay.join('').split('\r\n');
    const english = await lines('30d');
    const overview = (await dashboardOverview(db, OWNER))!;
    expect(file[0]).toBe(`Papan pemuka penjual,${overview.businessName}`);
    expect(file.some((l) => l.startsWith('Tempoh,30 hari lepas,'))).toBe(true);
    expect(file).toContain(Object.values(orders.columns).join(','));
    expect(file.some((l) => /^Produk Aktif,\d+,"aktif daripada \d+ produk/.test(l))).toBe(true);
    // Row for row the same file: only the words differ, never a figure.
    expect(file).toHaveLength(english.length);
    const figures = (rows: string[]) => rows.map((l) => l.match(/-?\d+(\.\d+)?/g)?.join(' ') ?? '');
    expect(figures(file)).toEqual(figures(english));
    expect(file.join('\n')).not.toMatch(/\b(Revenue|Orders|Views|Period|January|Growth|Overview|Pending|Completed)\b/);
  });

  it("then lists the period's own orders, newest first, and no other merchant's", async () => {
    const month = orderIds(await lines('30d'));
    // All but ORD-011, placed 35 days before.
    expect(month.sort()).toEqual(OWN_ORDERS.slice(0, 10));
    const quarter = orderIds(await lines('90d'));
    expect(quarter).toContain('EXP-OLD-1');
    expect(quarter.at(-1)).toBe('EXP-OLD-1');
    const week = orderIds(await lines('7d'));
    expect(week).not.toContain('ORD-004');
    expect(week.length).toBeLessThan(month.length);
    expect(orderIds(await lines('1y', OTHER)).every((id) => !id.startsWith('ORD-00'))).toBe(true);
  });

  it('reads the orders a chunk at a time, each after the last', async () => {
    const placedFrom = new Date(NOW.getTime() - 90 * 86_400_000).toISOString();
    const chunks: string[][] = [];
    for await (const chunk of sellerOrdersMatching(
      db,
      OWNER,
      { search: '', status: 'all', date: 'all', placedFrom },
      NOW,
      2,
    )) {
      chunks.push(chunk.map((o) => o.id));
    }
    expect(chunks.every((c) => c.length <= 2)).toBe(true);
    expect(chunks.length).toBe(6);
    expect(chunks.flat().sort()).toEqual(['EXP-OLD-1', ...OWN_ORDERS]);
  });

  it('writes nothing for a merchant that does not exist', async () => {
    expect(await lines('30d', 'no-such-merchant')).toEqual(['']);
  });
});
