import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderByLookup, getTrackedOrder, listOrdersForUser } from '../../src/data/buyer-orders';
import { changeSellerOrderStatus } from '../../src/data/seller-orders';
import { notesByStep, trackingTimeline } from '../../src/lib/tracking';
import { freshDatabase } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase());
});
afterAll(() => dispose());

describe('listOrdersForUser', () => {
  it("lists the buyer's own orders, newest first, each as its tracking page reads it", async () => {
    const orders = await listOrdersForUser(db, 'user-buyer-demo');
    expect(orders.length).toBeGreaterThan(1);
    const placed = orders.map((o) => o.createdAt);
    expect(placed).toEqual([...placed].sort().reverse());
    for (const order of orders) {
      const tracked = (await getTrackedOrder(db, order.id))!;
      expect(tracked.userId).toBe('user-buyer-demo');
      // The same order, the same lines and amounts, whichever screen reads it.
      const { payment: _p, shipment: _s, ...shared } = order;
      expect(tracked).toMatchObject(shared);
    }
    const delivered = orders.find((o) => o.id === 'ORD-2024-001234567')!;
    expect(delivered).toMatchObject({
      payment: { method: 'card', cardLast4: '4242', status: 'completed' },
      shipment: { status: 'delivered', carrier: 'Pos Laju', trackingNumber: 'EP102938475MY' },
    });
    expect(await listOrdersForUser(db, 'user-nobody')).toEqual([]);
  });
});

describe('getTrackedOrder', () => {
  it('reads the delivered demo order with its items, payment, shipment, address and history', async () => {
    const order = await getTrackedOrder(db, 'ORD-2024-001234567');
    expect(order).not.toBeNull();
    expect(order).toMatchObject({
      id: 'ORD-2024-001234567',
      userId: 'user-buyer-demo',
      status: 'delivered',
      currency: 'MYR',
      payment: { method: 'card', cardLast4: '4242', status: 'completed' },
      shipment: {
        status: 'delivered',
        carrier: 'Pos Laju',
        trackingNumber: 'EP102938475MY',
        trackingUrl: 'https://tracking.pos.com.my/tracking/EP102938475MY',
      },
      shipping: { fullName: 'Aisyah Rahman', address: '8, Jalan Tanjung Purun', city: 'Labuan', postalCode: '87000' },
    });
    expect(order!.totalSen).toBe(order!.subtotalSen + order!.shippingSen + order!.taxSen);
    expect(order!.items.map((i) => i.productId)).toEqual(['fish-udang', 'meat-ayam']);
    expect(order!.items[1]).toMatchObject({ quantity: 2, totalPriceSen: 2 * order!.items[1]!.unitPriceSen });
    expect(order!.shipment!.deliveredAt).not.toBeNull();
  });

  it("keeps only the buyer order's own history, oldest first", async () => {
    const order = await getTrackedOrder(db, 'ORD-2024-001234567');
    expect(order!.events.map((e) => e.status)).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'delivered']);
    // The seller orders' own 'completed' events stay out of the buyer's timeline.
    expect(order!.events.some((e) => e.status === 'completed')).toBe(false);
  });

  it('builds each demo timeline from the real history', async () => {
    const done = async (id: string) => trackingTimeline((await getTrackedOrder(db, id))!).filter((s) => s.done).length;
    expect(await done('ORD-2024-001234567')).toBe(7);
    expect(await done('ORD-2024-001234568')).toBe(5);
    expect(await done('ORD-2024-001234569')).toBe(4);

    const delivered = (await getTrackedOrder(db, 'ORD-2024-001234567'))!;
    const steps = trackingTimeline(delivered);
    const shippedEvent = delivered.events.find((e) => e.status === 'shipped')!.createdAt;
    expect(steps.find((s) => s.key === 'shipped')!.at).toBe(shippedEvent);
    expect(steps.find((s) => s.key === 'delivered')!.at).toBe(
      delivered.events.find((e) => e.status === 'delivered')!.createdAt,
    );
  });

  it('reads the processing order with no shipment', async () => {
    const order = await getTrackedOrder(db, 'ORD-2024-001234569');
    expect(order).toMatchObject({
      status: 'processing',
      shipment: null,
      payment: { method: 'ewallet', status: 'completed' },
    });
  });

  it('uses the latest shipment when an order has several', async () => {
    await db
      .prepare(
        `INSERT INTO shipments (id, order_id, status, name, carrier, tracking_number, tracking_url, shipped_at, created_at)
         VALUES ('reship-1', 'ORD-2024-001234568', 'out_for_delivery', 'Redelivery', 'J&T Express', 'JT000111222333',
                 'https://www.jtexpress.my/tracking/JT000111222333', '2026-11-19T00:00:00.000Z', '2026-11-19T00:00:00.000Z')`,
      )
      .run();
    try {
      const order = await getTrackedOrder(db, 'ORD-2024-001234568');
      expect(order!.shipment).toMatchObject({ carrier: 'J&T Express', status: 'out_for_delivery' });
      expect(trackingTimeline(order!).find((s) => s.key === 'out_for_delivery')!.done).toBe(true);
    } finally {
      await db.prepare("DELETE FROM shipments WHERE id = 'reship-1'").run();
    }
  });

  it('returns null for an unknown order', async () => {
    expect(await getTrackedOrder(db, 'ORD-2024-999999999')).toBeNull();
    expect(await getTrackedOrder(db, '')).toBeNull();
  });

  it("reads the merchants' notes with their names, oldest first, and only notes that say something", async () => {
    const part = (await db
      .prepare("SELECT id, merchant_id FROM seller_orders WHERE order_id = 'ORD-2024-001234569' ORDER BY id LIMIT 1")
      .first<{ id: string; merchant_id: string }>())!;
    const name = (await db
      .prepare('SELECT display_name FROM merchants WHERE id = ?')
      .bind(part.merchant_id)
      .first<{ display_name: string }>())!.display_name;
    const before = (await getTrackedOrder(db, 'ORD-2024-001234569'))!.shopNotes;
    const cancelled = await changeSellerOrderStatus(
      db,
      part.merchant_id,
      part.id,
      { status: 'cancelled', note: 'Out of honey jars, sorry' },
      new Date('2026-11-25T03:00:00.000Z'),
    );
    expect(cancelled.ok).toBe(true);
    const order = (await getTrackedOrder(db, 'ORD-2024-001234569'))!;
    expect(order.shopNotes).toEqual([
      ...before,
      { merchant: name, status: 'cancelled', note: 'Out of honey jars, sorry', createdAt: '2026-11-25T03:00:00.000Z' },
    ]);
    expect(notesByStep(order.shopNotes).cancelled.at(-1)!.note).toBe('Out of honey jars, sorry');
  });
});

describe('findOrderByLookup', () => {
  it('finds an order by its whole id, whatever its case', async () => {
    expect(await findOrderByLookup(db, 'ORD-2024-001234568')).toBe('ORD-2024-001234568');
    expect(await findOrderByLookup(db, 'ord-2024-001234569')).toBe('ORD-2024-001234569');
  });

  it('never finds an order by a part of its id or of its tracking number', async () => {
    for (const part of [
      '234568',
      ' 0000104 ',
      'ORD',
      'ORD-2024',
      '-',
      '2',
      'EP564738291',
      '64738291MY',
      'tracking.pos.com.my',
    ]) {
      expect(await findOrderByLookup(db, part), part).toBeNull();
    }
  });

  it('finds an order by its whole tracking number, whatever its case', async () => {
    expect(await findOrderByLookup(db, 'EP564738291MY')).toBe('ORD-2024-001234568');
    expect(await findOrderByLookup(db, 'ep102938475my')).toBe('ORD-2024-001234567');
    expect(await findOrderByLookup(db, 'JT630012458812')).toBe('ORD-2024-000000104');
  });

  it('returns null for blank input and for no match', async () => {
    expect(await findOrderByLookup(db, '')).toBeNull();
    expect(await findOrderByLookup(db, '   ')).toBeNull();
    expect(await findOrderByLookup(db, 'EP000000000MY')).toBeNull();
    expect(await findOrderByLookup(db, 'x'.repeat(500))).toBeNull();
  });

  it('takes % and _ literally instead of as wildcards', async () => {
    expect(await findOrderByLookup(db, '%')).toBeNull();
    expect(await findOrderByLookup(db, '_')).toBeNull();
    expect(await findOrderByLookup(db, 'ORD%001234568')).toBeNull();
    expect(await findOrderByLookup(db, 'ORD-2024-00123456_')).toBeNull();
    expect(await findOrderByLookup(db, '\\')).toBeNull();
    expect(await findOrderByLookup(db, "' OR 1=1 --")).toBeNull();
  });
});
