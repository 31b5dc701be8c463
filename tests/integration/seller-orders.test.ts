import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeSellerOrderStatus,
  getSellerOrder,
  sellerOrderPage,
  sellerOrderRow,
  sellerOrdersMatching,
} from '../../src/data/seller-orders';
import {
  FIRST_ORDER_PAGE,
  ORDERS_PER_PAGE,
  SHORT_SEARCH_NEWEST,
  type OrderListQuery,
  type SellerOrderRow,
} from '../../src/lib/seller-orders';
import { COUNT_LIMIT } from '../../src/lib/catalogue';
import { getTrackedOrder } from '../../src/data/buyer-orders';
import { codedNotifications, freshDatabase, priceOf, SEEDED_AT, snapshot, stockOf as stockIn } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

const OWNER = 'kebun-hijau';
const OTHER = 'nelayan-labuan';
const LATER = new Date(SEEDED_AT.getTime() + 3_600_000);

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

const stockOf = (id: string) => stockIn(db, id);

async function statusOf(id: string): Promise<string> {
  return (await db.prepare('SELECT status FROM seller_orders WHERE id = ?').bind(id).first<{ status: string }>())!
    .status;
}

/** A fresh pending order of `quantity` units of one product, placed by the demo buyer, with its seller order. */
async function placeOrder(id: string, productId: string, quantity: number, merchantId = OWNER): Promise<string> {
  const at = SEEDED_AT.toISOString();
  const price = await priceOf(db, productId);
  const sellerOrderId = `${id}-1`;
  await db.batch([
    db
      .prepare(
        `INSERT INTO orders (id, user_id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, ship_full_name, ship_email, ship_phone,
           ship_address, ship_city, ship_state, ship_postal_code, created_at, updated_at)
         VALUES (?, 'user-buyer-demo', 'pending', ?, 500, 0, ?, 'Test Buyer', 'test.buyer@example.com', '+60 12-345 6789',
           '1 Jalan Test', 'Labuan', 'Labuan', '87000', ?, ?)`,
      )
      .bind(id, price * quantity, price * quantity + 500, at, at),
    db
      .prepare(
        `INSERT INTO order_items (id, order_id, product_id, merchant_id, quantity, unit_price_sen, total_price_sen, snapshot_name,
           snapshot_description, snapshot_image_url) VALUES (?, ?, ?, ?, ?, ?, ?, 'Test item', '', '')`,
      )
      .bind(`${id}-item-1`, id, productId, merchantId, quantity, price, price * quantity),
    db
      .prepare(
        `INSERT INTO seller_orders (id, order_id, merchant_id, status, subtotal_sen, shipping_sen, total_sen, created_at, updated_at)
         VALUES (?, ?, ?, 'pending', ?, 500, ?, ?, ?)`,
      )
      .bind(sellerOrderId, id, merchantId, price * quantity, price * quantity + 500, at, at),
    db.prepare('UPDATE products SET stock = stock - ? WHERE id = ?').bind(quantity, productId),
  ]);
  return sellerOrderId;
}

const query = (patch: Partial<OrderListQuery> = {}): OrderListQuery => ({ ...FIRST_ORDER_PAGE, ...patch });

/** `count` pending orders of one item for `merchantId`, one hour apart and older than the seeded ones, without touching stock. */
async function manyOrders(prefix: string, merchantId: string, count: number, status = 'pending'): Promise<string[]> {
  const product = (await db
    .prepare('SELECT id, price_sen FROM products WHERE merchant_id = ? ORDER BY id LIMIT 1')
    .bind(merchantId)
    .first<{ id: string; price_sen: number }>())!;
  const ids: string[] = [];
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < count; i++) {
    const id = `${prefix}-${String(i).padStart(3, '0')}`;
    const at = new Date(SEEDED_AT.getTime() - (i + 1) * 3_600_000).toISOString();
    ids.push(`${id}-1`);
    statements.push(
      db
        .prepare(
          `INSERT INTO orders (id, user_id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, ship_full_name, ship_email, ship_phone,
             ship_address, ship_city, ship_state, ship_postal_code, created_at, updated_at)
           VALUES (?, 'user-buyer-demo', 'pending', ?, 0, 0, ?, ?, ?, '+60 12-345 6789', '1 Jalan Test', 'Labuan', 'Labuan', '87000', ?, ?)`,
        )
        .bind(
          id,
          product.price_sen,
          product.price_sen,
          `Buyer ${prefix} ${i}`,
          `${prefix.toLowerCase()}${i}@example.com`,
          at,
          at,
        ),
      db
        .prepare(
          `INSERT INTO order_items (id, order_id, product_id, merchant_id, quantity, unit_price_sen, total_price_sen, snapshot_name,
             snapshot_description, snapshot_image_url) VALUES (?, ?, ?, ?, 1, ?, ?, ?, '', '')`,
        )
        .bind(
          `${id}-item`,
          id,
          product.id,
          merchantId,
          product.price_sen,
          product.price_sen,
          i % 2 ? 'Udang Galah' : 'Ikan Tenggiri',
        ),
      db
        .prepare(
          `INSERT INTO seller_orders (id, order_id, merchant_id, status, subtotal_sen, shipping_sen, total_sen, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)`,
        )
        .bind(`${id}-1`, id, merchantId, status, product.price_sen, product.price_sen, at, at),
    );
  }
  // In batches of 150 statements: one batch of thousands, with its triggers, can outlast the proxy's wait on a busy machine.
  for (let i = 0; i < statements.length; i += 150) await db.batch(statements.slice(i, i + 150));
  return ids;
}

const idsOf = (orders: SellerOrderRow[]) => orders.map((o) => o.id);

describe('sellerOrderPage', () => {
  it("lists exactly the merchant's own seller orders with customer, products and quantity", async () => {
    const { orders, matching, summary } = await sellerOrderPage(db, OWNER, query(), LATER);
    // ORD-001 to ORD-005, and ORD-006 to ORD-011: the older orders the demo reviews were written from.
    const own = Array.from({ length: 11 }, (_, i) => `ORD-${String(i + 1).padStart(3, '0')}`);
    expect(idsOf(orders).sort()).toEqual(own);
    expect(matching).toBe(11);
    expect(summary.totalOrders).toBe(11);
    const first = orders.find((o) => o.id === 'ORD-001')!;
    expect(first).toMatchObject({
      status: 'pending',
      customerName: 'Nurul Huda',
      quantity: 3,
      products: ['Kangkung (Water Spinach)'],
    });
    expect(orders.find((o) => o.id === 'ORD-003')!.trackingNumber).toBe('EP883344556MY');
    expect(idsOf((await sellerOrderPage(db, OTHER, query(), LATER)).orders).some((id) => id.startsWith('ORD-00'))).toBe(
      false,
    );
  });

  it('pages the newest first: page 2 holds the next orders, and a page past the end shows the last page', async () => {
    const made = await manyOrders('PAGE', OTHER, ORDERS_PER_PAGE + 7);
    const filter = { search: 'page-' };
    const one = await sellerOrderPage(db, OTHER, query({ ...filter, page: 1 }), LATER);
    const two = await sellerOrderPage(db, OTHER, query({ ...filter, page: 2 }), LATER);
    expect(one.matching).toBe(ORDERS_PER_PAGE + 7);
    expect(one.pageCount).toBe(2);
    expect(idsOf(one.orders)).toEqual(made.slice(0, ORDERS_PER_PAGE));
    expect(idsOf(two.orders)).toEqual(made.slice(ORDERS_PER_PAGE));
    const beyond = await sellerOrderPage(db, OTHER, query({ ...filter, page: 99 }), LATER);
    expect(beyond.page).toBe(2);
    expect(beyond.query.page).toBe(2);
    expect(idsOf(beyond.orders)).toEqual(made.slice(ORDERS_PER_PAGE));
  });

  it('searches id, customer name, email and product case-insensitively, with LIKE wildcards taken literally', async () => {
    await manyOrders('FIND', OTHER, 4);
    const search = async (text: string) =>
      idsOf((await sellerOrderPage(db, OTHER, query({ search: text }), LATER)).orders).sort();
    expect(await search('find-002')).toEqual(['FIND-002-1']);
    expect(await search('BUYER FIND 1')).toEqual(['FIND-001-1']);
    expect(await search('find3@EXAMPLE')).toEqual(['FIND-003-1']);
    expect((await search('udang galah')).filter((id) => id.startsWith('FIND'))).toEqual(['FIND-001-1', 'FIND-003-1']);
    expect(await search('%')).toEqual([]);
    expect(await search('find_00')).toEqual([]);
  });

  it("finds through the full-text index exactly what a substring test over all of the merchant's orders finds", async () => {
    await manyOrders('FTS', OWNER, 12);
    // An order whose seller order is written before its items, then renamed: the index follows each write.
    const at = SEEDED_AT.toISOString();
    await db.batch([
      db
        .prepare(
          `INSERT INTO orders (id, user_id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, ship_full_name, ship_email, ship_phone,
           ship_address, ship_city, ship_state, ship_postal_code, created_at, updated_at)
         VALUES ('LATE-1', 'user-buyer-demo', 'pending', 100, 0, 0, 100, 'Siti Late', 'late@example.com', '+60 12-345 6789',
           '1 Jalan Test', 'Labuan', 'Labuan', '87000', ?1, ?1)`,
        )
        .bind(at),
      db
        .prepare(
          `INSERT INTO seller_orders (id, order_id, merchant_id, status, subtotal_sen, shipping_sen, total_sen, created_at, updated_at)
         VALUES ('LATE-1-1', 'LATE-1', ?1, 'pending', 100, 0, 100, ?2, ?2)`,
        )
        .bind(OWNER, at),
      db
        .prepare(
          `INSERT INTO order_items (id, order_id, product_id, merchant_id, quantity, unit_price_sen, total_price_sen, snapshot_name,
           snapshot_description, snapshot_image_url)
         SELECT 'LATE-1-item', 'LATE-1', id, merchant_id, 1, 100, 100, 'Durian Musang King', '', '' FROM products WHERE merchant_id = ?1 LIMIT 1`,
        )
        .bind(OWNER),
      db.prepare("UPDATE orders SET ship_full_name = 'Siti Renamed' WHERE id = 'LATE-1'"),
    ]);

    const reference = async (merchantId: string, needle: string) =>
      (
        await db
          .prepare(
            `SELECT so.id FROM seller_orders so JOIN orders o ON o.id = so.order_id
             WHERE so.merchant_id = ?1 AND (instr(lower(so.id), ?2) OR instr(lower(o.ship_full_name), ?2) OR instr(lower(o.ship_email), ?2)
               OR EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
                          AND instr(lower(oi.snapshot_name), ?2)))`,
          )
          .bind(merchantId, needle.toLowerCase())
          .all<{ id: string }>()
      ).results
        .map((r) => r.id)
        .sort();
    const texts = (
      await db
        .prepare(
          `SELECT so.id || ' ' || o.ship_full_name || ' ' || o.ship_email || ' ' || group_concat(oi.snapshot_name, ' ') AS text
           FROM seller_orders so JOIN orders o ON o.id = so.order_id JOIN order_items oi ON oi.order_id = so.order_id AND oi.merchant_id = so.merchant_id
           GROUP BY so.id`,
        )
        .all<{ text: string }>()
    ).results.map((r) => r.text);
    // Slices of every stored text, of 3 to 8 characters, in a changed case, and a few that match nothing.
    const needles = new Set(['Musang', 'siti renamed', 'Siti Late', 'zzzz', 'ORD-00', '@EXAMPLE.COM']);
    texts
      .filter((_, i) => i % Math.ceil(texts.length / 16) === 0)
      .forEach((text, i) => {
        const from = (i * 7) % Math.max(1, text.length - 8);
        const slice = text.slice(from, from + 3 + (i % 6)).trim();
        if (slice.length >= 3) needles.add(i % 2 ? slice.toUpperCase() : slice);
      });
    const merchants = (
      await db.prepare('SELECT DISTINCT merchant_id FROM seller_orders').all<{ merchant_id: string }>()
    ).results;
    expect(merchants.length).toBeGreaterThan(1);
    let found = 0;
    for (const { merchant_id: merchantId } of merchants) {
      for (const needle of needles) {
        const page = await sellerOrderPage(db, merchantId, query({ search: needle }), LATER, 1000);
        const expected = await reference(merchantId, needle);
        expect(idsOf(page.orders).sort(), `${merchantId} "${needle}"`).toEqual(expected);
        expect(page.matching).toBe(expected.length);
        expect(page.searchedNewest).toBeNull();
        found += expected.length;
      }
    }
    expect(found).toBeGreaterThan(needles.size);
    expect(idsOf((await sellerOrderPage(db, OWNER, query({ search: 'siti late' }), LATER)).orders)).toEqual([]);
    expect(idsOf((await sellerOrderPage(db, OWNER, query({ search: 'musang' }), LATER)).orders)).toEqual(['LATE-1-1']);
  });

  it('counts a search up to COUNT_LIMIT orders, then says there are more, and still pages past them', async () => {
    const made = await manyOrders('MORE', OTHER, COUNT_LIMIT + 30);
    const first = await sellerOrderPage(db, OTHER, query({ search: 'more-' }), LATER);
    expect(first).toMatchObject({
      matching: COUNT_LIMIT,
      more: true,
      pageCount: Math.ceil(COUNT_LIMIT / ORDERS_PER_PAGE) + 1,
    });
    expect(idsOf(first.orders)).toEqual(made.slice(0, ORDERS_PER_PAGE));
    const last = Math.ceil(made.length / ORDERS_PER_PAGE);
    const deep = await sellerOrderPage(db, OTHER, query({ search: 'more-', page: last }), LATER);
    expect(deep).toMatchObject({ page: last, matching: made.length, more: false });
    expect(idsOf(deep.orders)).toEqual(made.slice((last - 1) * ORDERS_PER_PAGE));
  });

  it('looks through the newest orders only for a search too short for the index, and says so', async () => {
    const page = await sellerOrderPage(db, OWNER, query({ search: 'Te' }), LATER);
    expect(page.searchedNewest).toBe(SHORT_SEARCH_NEWEST);
    expect(page.matching).toBeGreaterThan(0);
    expect((await sellerOrderPage(db, OWNER, query({ search: 'Tes' }), LATER)).searchedNewest).toBeNull();
    expect((await sellerOrderPage(db, OWNER, query(), LATER)).searchedNewest).toBeNull();
  });

  it('filters by status and by date in the shop calendar, and counts per status over all orders', async () => {
    await manyOrders('SHIP', OTHER, 3, 'shipped');
    const all = await sellerOrderPage(db, OTHER, query(), LATER);
    const shipped = await sellerOrderPage(db, OTHER, query({ status: 'shipped', search: 'ship-' }), LATER);
    expect(idsOf(shipped.orders)).toEqual(['SHIP-000-1', 'SHIP-001-1', 'SHIP-002-1']);
    const counted = await db
      .prepare(
        "SELECT COUNT(*) AS n, SUM(CASE WHEN status = 'shipped' THEN 1 ELSE 0 END) AS shipped, SUM(CASE WHEN status <> 'cancelled' THEN total_sen ELSE 0 END) AS revenue FROM seller_orders WHERE merchant_id = ?",
      )
      .bind(OTHER)
      .first<{ n: number; shipped: number; revenue: number }>();
    expect(all.summary).toMatchObject({
      totalOrders: counted!.n,
      shippedOrders: counted!.shipped,
      totalRevenueSen: counted!.revenue,
    });
    expect(all.matching).toBe(counted!.n);
    // SHIP-000 is an hour before SEEDED_AT, i.e. 11:00 in Labuan on the same day as LATER (13:00).
    const today = await sellerOrderPage(db, OTHER, query({ date: 'today', search: 'ship-' }), LATER);
    expect(idsOf(today.orders)).toEqual(['SHIP-000-1', 'SHIP-001-1', 'SHIP-002-1']);
    const nextWeek = new Date(LATER.getTime() + 8 * 86_400_000);
    expect((await sellerOrderPage(db, OTHER, query({ date: 'week', search: 'ship-' }), nextWeek)).orders).toEqual([]);
    expect((await sellerOrderPage(db, OTHER, query({ date: 'month', search: 'ship-' }), nextWeek)).matching).toBe(3);
  });
});

describe('sellerOrdersMatching (the export)', () => {
  it('reads every matching order exactly once, in chunks, in the order of the list', async () => {
    const expected: string[] = [];
    for (let page = 1; ; page++) {
      const shown = await sellerOrderPage(db, OTHER, query({ page }), LATER);
      expected.push(...idsOf(shown.orders));
      if (page >= shown.pageCount) break;
    }
    const chunks: string[][] = [];
    for await (const chunk of sellerOrdersMatching(db, OTHER, FIRST_ORDER_PAGE, LATER, 7)) chunks.push(idsOf(chunk));
    expect(chunks.flat()).toEqual(expected);
    expect(new Set(chunks.flat()).size).toBe(expected.length);
    expect(chunks.every((chunk) => chunk.length <= 7)).toBe(true);
    expect(chunks.length).toBe(Math.ceil(expected.length / 7));
    const searched: string[] = [];
    for await (const chunk of sellerOrdersMatching(
      db,
      OTHER,
      { search: 'page-', status: 'all', date: 'all' },
      LATER,
      10,
    ))
      searched.push(...idsOf(chunk));
    expect(searched).toHaveLength(ORDERS_PER_PAGE + 7);
    const foreign: string[] = [];
    for await (const chunk of sellerOrdersMatching(db, OWNER, { search: 'page-', status: 'all', date: 'all' }, LATER))
      foreign.push(...idsOf(chunk));
    expect(foreign).toEqual([]);
  });
});

describe('getSellerOrder', () => {
  it('reads one order with its items, payment, totals and history, and refuses another merchant', async () => {
    const order = (await getSellerOrder(db, OWNER, 'ORD-001'))!;
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ quantity: 3, unitPriceSen: 350, totalPriceSen: 1050 });
    expect(order.paymentMethod).toBe('Card •••• •••• •••• 1881');
    expect(order.totalSen).toBe(order.subtotalSen + order.shippingSen);
    expect(order.notes).toBe('Please leave at the guard house.');
    expect(order.events.map((e) => e.status)).toEqual(['pending']);
    expect(await getSellerOrder(db, OTHER, 'ORD-001')).toBeNull();
    expect(await sellerOrderRow(db, OTHER, 'ORD-001')).toBeNull();
    expect(await getSellerOrder(db, OWNER, 'ORD-999')).toBeNull();
  });
});

describe('changeSellerOrderStatus', () => {
  it('saves the status, an event with the note, the buyer status and a notice to the buyer', async () => {
    const id = await placeOrder('T-PROCESS', 'veg-sawi', 1);
    const notices = await db
      .prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = 'user-buyer-demo'")
      .first<{ n: number }>();
    const result = await changeSellerOrderStatus(db, OWNER, id, { status: 'processing', note: 'Packing today' }, LATER);
    expect(result).toEqual({ ok: true, from: 'pending', to: 'processing', stockRestored: false });
    expect(await statusOf(id)).toBe('processing');
    const order = (await getSellerOrder(db, OWNER, id))!;
    expect(order.events.at(-1)).toMatchObject({ status: 'processing', note: 'Packing today' });
    const tracked = (await getTrackedOrder(db, 'T-PROCESS'))!;
    expect(tracked.status).toBe('processing');
    expect(tracked.events.at(-1)!.status).toBe('processing');
    const after = await db
      .prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = 'user-buyer-demo'")
      .first<{ n: number }>();
    expect(after!.n).toBe(notices!.n + 1);
    const notice = await db
      .prepare("SELECT code, link FROM notifications WHERE user_id = 'user-buyer-demo' ORDER BY id DESC LIMIT 1")
      .first<{ code: string; link: string }>();
    expect(notice).toEqual({ code: 'preparing', link: '/orders/T-PROCESS/track' });
  });

  it('requires a known carrier and a valid tracking number to ship, and changes nothing without them', async () => {
    const id = await placeOrder('T-SHIP', 'veg-sawi', 1);
    const before = await snapshot(db);
    expect(await changeSellerOrderStatus(db, OWNER, id, { status: 'shipped' }, LATER)).toMatchObject({
      ok: false,
      field: 'carrier',
    });
    expect(
      await changeSellerOrderStatus(
        db,
        OWNER,
        id,
        { status: 'shipped', carrier: 'Unknown Post', trackingNumber: 'EP123456789MY' },
        LATER,
      ),
    ).toMatchObject({
      ok: false,
      field: 'carrier',
    });
    expect(
      await changeSellerOrderStatus(
        db,
        OWNER,
        id,
        { status: 'shipped', carrier: 'Pos Laju', trackingNumber: 'abc' },
        LATER,
      ),
    ).toMatchObject({
      ok: false,
      field: 'trackingNumber',
    });
    expect(
      await changeSellerOrderStatus(
        db,
        OWNER,
        id,
        { status: 'shipped', carrier: 'Pos Laju', trackingNumber: '<script>1234' },
        LATER,
      ),
    ).toMatchObject({
      ok: false,
      field: 'trackingNumber',
    });
    expect(await snapshot(db)).toEqual(before);

    const shipped = await changeSellerOrderStatus(
      db,
      OWNER,
      id,
      { status: 'shipped', carrier: 'J&T Express', trackingNumber: 'jt 6300-1245 8899' },
      LATER,
    );
    expect(shipped).toMatchObject({ ok: true, to: 'shipped' });
    const order = (await getSellerOrder(db, OWNER, id))!;
    expect(order).toMatchObject({ status: 'shipped', carrier: 'J&T Express', trackingNumber: 'JT630012458899' });
    expect(order.estimatedDeliveryAt).not.toBeNull();
    const tracked = (await getTrackedOrder(db, 'T-SHIP'))!;
    expect(tracked.status).toBe('shipped');
    expect(tracked.shipment).toMatchObject({
      carrier: 'J&T Express',
      trackingNumber: 'JT630012458899',
      status: 'in_transit',
      // Named by the shop as codes, said by the tracking page in its reader's language.
      service: { code: 'standard', values: {} },
      serviceDescription: { code: 'shippedBy', values: { store: 'Kebun Hijau Farm Enterprise' } },
    });
    expect(tracked.shipment!.trackingUrl).toBe('https://www.jtexpress.my/tracking/JT630012458899');

    expect(await changeSellerOrderStatus(db, OWNER, id, { status: 'completed' }, LATER)).toMatchObject({ ok: true });
    const done = (await getSellerOrder(db, OWNER, id))!;
    expect(done.deliveredAt).toBe(LATER.toISOString());
    const delivered = (await getTrackedOrder(db, 'T-SHIP'))!;
    expect(delivered.status).toBe('delivered');
    expect(delivered.shipment).toMatchObject({ status: 'delivered', deliveredAt: LATER.toISOString() });
  });

  it('refuses a change the rules do not allow, with a clear message, and changes nothing', async () => {
    const before = await snapshot(db);
    const back = await changeSellerOrderStatus(db, OWNER, 'ORD-004', { status: 'pending' }, LATER);
    expect(back).toEqual({
      ok: false,
      code: 'BAD_REQUEST',
      field: 'status',
      refusal: { code: 'sellerOrder.final', values: { status: 'completed' } },
    });
    expect(await changeSellerOrderStatus(db, OWNER, 'ORD-003', { status: 'cancelled' }, LATER)).toMatchObject({
      ok: false,
      refusal: { code: 'sellerOrder.shippedNoCancel' },
    });
    expect(await changeSellerOrderStatus(db, OWNER, 'ORD-002', { status: 'pending' }, LATER)).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
    });
    expect(await changeSellerOrderStatus(db, OWNER, 'ORD-005', { status: 'processing' }, LATER)).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
    });
    expect(await changeSellerOrderStatus(db, OWNER, 'ORD-001', { status: 'refunded' }, LATER)).toMatchObject({
      ok: false,
      field: 'status',
    });
    expect(
      await changeSellerOrderStatus(db, OWNER, 'ORD-001', { status: 'processing', note: 'x'.repeat(501) }, LATER),
    ).toMatchObject({
      ok: false,
      field: 'note',
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it('lets no other merchant change an order, and changes nothing when one tries', async () => {
    const before = await snapshot(db);
    expect(await changeSellerOrderStatus(db, OTHER, 'ORD-001', { status: 'cancelled' }, LATER)).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      refusal: { code: 'sellerOrder.notFound', values: { id: 'ORD-001' } },
    });
    expect(
      await changeSellerOrderStatus(
        db,
        OTHER,
        'ORD-002',
        { status: 'shipped', carrier: 'Pos Laju', trackingNumber: 'EP123456789MY' },
        LATER,
      ),
    ).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it('cancels a pending order and puts its stock back exactly once under five concurrent cancels', async () => {
    const stockBefore = await stockOf('veg-terung');
    const id = await placeOrder('T-CANCEL', 'veg-terung', 2);
    expect(await stockOf('veg-terung')).toBe(stockBefore - 2);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        changeSellerOrderStatus(db, OWNER, id, { status: 'cancelled', note: 'Out of delivery area' }, LATER),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(
      results.filter((r) => !r.ok).every((r) => !r.ok && (r.code === 'CONFLICT' || r.code === 'BAD_REQUEST')),
    ).toBe(true);
    expect(await stockOf('veg-terung')).toBe(stockBefore);
    expect(await statusOf(id)).toBe('cancelled');
    const events = await db
      .prepare("SELECT COUNT(*) AS n FROM order_events WHERE seller_order_id = ? AND status = 'cancelled'")
      .bind(id)
      .first<{ n: number }>();
    expect(events!.n).toBe(1);
    expect((await getTrackedOrder(db, 'T-CANCEL'))!.status).toBe('cancelled');
    // A second cancel later is refused and restores nothing.
    expect(await changeSellerOrderStatus(db, OWNER, id, { status: 'cancelled' }, LATER)).toMatchObject({ ok: false });
    expect(await stockOf('veg-terung')).toBe(stockBefore);
  });

  it('puts a sold-out product back on sale when its order is cancelled', async () => {
    const stock = await stockOf('veg-cili');
    const id = await placeOrder('T-SOLDOUT', 'veg-cili', stock);
    await db.prepare("UPDATE products SET status = 'out_of_stock' WHERE id = 'veg-cili'").run();
    expect(await changeSellerOrderStatus(db, OWNER, id, { status: 'cancelled' }, LATER)).toMatchObject({
      ok: true,
      stockRestored: true,
    });
    const product = await db
      .prepare("SELECT stock, status FROM products WHERE id = 'veg-cili'")
      .first<{ stock: number; status: string }>();
    expect(product).toEqual({ stock, status: 'active' });
  });

  it('keeps the per-status counts and totals equal to a count from scratch through every change above', async () => {
    const kept = await db
      .prepare(
        'SELECT merchant_id, status, orders, total_sen FROM seller_order_counts WHERE orders <> 0 ORDER BY merchant_id, status',
      )
      .all();
    const scratch = await db
      .prepare(
        'SELECT merchant_id, status, COUNT(*) AS orders, SUM(total_sen) AS total_sen FROM seller_orders GROUP BY merchant_id, status ORDER BY merchant_id, status',
      )
      .all();
    expect(kept.results).toEqual(scratch.results);
    expect(
      (await db
        .prepare('SELECT COUNT(*) AS n FROM seller_order_counts WHERE orders < 0 OR total_sen < 0')
        .first<{ n: number }>())!.n,
    ).toBe(0);
  });
});

describe('the notifications these status changes wrote', () => {
  it('stores each as a code and values that every language can say', async () => {
    const notices = await codedNotifications(db);
    expect(notices.map((notice) => notice.code)).toEqual(
      expect.arrayContaining(['preparing', 'shipped', 'delivered', 'cancelled']),
    );
    for (const notice of notices) expect(notice.said, notice.code).not.toMatch(/undefined|NaN|\[object/);
  });
});

/** SECURITY.md promise 9: text a search cannot hold (a NUL byte) finds nothing; it never fails the page. */
describe('an order search with a NUL byte', () => {
  it('answers an empty page, not an error', async () => {
    for (const search of ['a\u0000b', 'ORD\u0000', '\u0000\u0000\u0000']) {
      const page = await sellerOrderPage(db, OWNER, query({ search }), LATER);
      expect(page.orders, search).toEqual([]);
    }
  });
});
