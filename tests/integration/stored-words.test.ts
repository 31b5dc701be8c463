/**
 * migrations/0028 and 0029 on a real local D1: a notification, wallet transaction or shipment service stored in English before the
 * shop stored codes is read back as a code and values, or kept in its own words, so that no reader matches English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWallet } from '../../src/data/wallet';
import { listNotifications } from '../../src/data/notifications';
import { applyMigrations, localPlatform, readMigrations } from '../../scripts/local-db';
import { notificationsIn } from '../../src/i18n/notifications';
import { countRows } from './support';

describe('migrations/0028 and 0029 on rows stored in English', () => {
  let db: D1Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const platform = await localPlatform(false);
    db = platform.env.DB;
    dispose = () => platform.dispose();
    const migrations = await readMigrations();
    await applyMigrations(
      db,
      migrations.filter((m) => m.name < '0028'),
    );
    await db.batch([
      db.prepare(
        `INSERT INTO users (id, email, name, password_hash, created_at, updated_at)
         VALUES ('user-old', 'old@example.com', 'Old Buyer', 'x', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      ),
      // One written before codes (0019), one with a code, and the English the shop wrote beside it.
      db.prepare(
        `INSERT INTO notifications (user_id, type, title, message, link, read, created_at)
         VALUES ('user-old', 'system', 'Welcome', 'Hello from Kedai Siti', NULL, 0, '2026-01-02T00:00:00.000Z')`,
      ),
      db.prepare(
        `INSERT INTO notifications (user_id, type, title, message, link, read, created_at, code, vals)
         VALUES ('user-old', 'order', 'Order placed', 'Your order ORD-1 of 1 item for RM 5.00 was placed.', NULL, 0,
                 '2026-01-03T00:00:00.000Z', 'orderPlaced', '{"orderId":"ORD-1","units":1,"totalSen":500}')`,
      ),
      db.prepare(
        `INSERT INTO wallet_transactions (id, user_id, kind, description, amount_sen, created_at) VALUES
         ('w1', 'user-old', 'credit', 'Top up via FPX', 5000, '2026-01-01T00:00:00.000Z'),
         ('w2', 'user-old', 'debit', 'Payment for order ORD-2024-001234569', 500, '2026-01-02T00:00:00.000Z'),
         ('w3', 'user-old', 'credit', 'Refund from Kedai Siti', 100, '2026-01-03T00:00:00.000Z')`,
      ),
      db.prepare(
        `INSERT INTO orders (id, user_id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, ship_full_name, ship_email,
           ship_phone, ship_address, ship_city, ship_state, ship_postal_code, created_at, updated_at)
         VALUES ('ORD-OLD', 'user-old', 'shipped', 500, 0, 0, 500, 'Old Buyer', 'old@example.com', '0123456789',
           '1 Jalan', 'Labuan', 'Labuan', '87000', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`,
      ),
      db.prepare(
        `INSERT INTO shipments (id, order_id, status, name, description, carrier, tracking_number, tracking_url, created_at)
         VALUES ('s1', 'ORD-OLD', 'in_transit', 'Standard Delivery', 'Shipped by Kedai Siti', 'Pos Laju', 'EP1MY', 'https://x', '2026-01-02T00:00:00.000Z'),
                ('s2', 'ORD-OLD', 'in_transit', 'Sea freight', 'Island-wide delivery, 2-4 business days', 'Pos Laju', 'EP2MY', 'https://x', '2026-01-01T00:00:00.000Z')`,
      ),
    ]);
    // Up to the wallet's end (0038): its transactions are read as 0029 left them.
    await applyMigrations(
      db,
      migrations.filter((m) => m.name >= '0028' && m.name < '0038'),
    );
  });
  afterAll(() => dispose());

  it('keeps every notification as a code and values, one written before codes in its own words', async () => {
    expect(
      await countRows(
        db,
        "SELECT COUNT(*) AS n FROM pragma_table_info('notifications') WHERE name IN ('title', 'message')",
      ),
    ).toBe(0);
    const { notifications } = await listNotifications(db, 'user-old', 'buyer');
    const shown = notificationsIn('ms', notifications);
    expect(shown.map(({ title, message }) => ({ title, message }))).toEqual([
      { title: 'Pesanan dibuat', message: expect.stringContaining('Pesanan anda ORD-1 sebanyak 1 barang') },
      { title: 'Welcome', message: 'Hello from Kedai Siti' },
    ]);
  });

  it('reads the shop’s shipment services back into codes, and keeps a service named otherwise as written', async () => {
    const rows = (
      await db
        .prepare(
          'SELECT id, name, name_code, description, description_code, description_vals FROM shipments ORDER BY id',
        )
        .all()
    ).results;
    expect(rows).toEqual([
      {
        id: 's1',
        name: '',
        name_code: 'standard',
        description: '',
        description_code: 'shippedBy',
        description_vals: '{"store":"Kedai Siti"}',
      },
      {
        id: 's2',
        name: 'Sea freight',
        name_code: null,
        description: '',
        description_code: 'islandWide',
        description_vals: '{}',
      },
    ]);
  });

  it('reads the wallet descriptions the shop wrote back into codes, and keeps any other as written', async () => {
    const { results } = await db
      .prepare('SELECT id, code, vals, description FROM wallet_transactions ORDER BY id')
      .all<{ id: string; code: string | null; vals: string | null; description: string }>();
    expect(results).toEqual([
      { id: 'w1', code: 'topUp', vals: '{"method":"FPX"}', description: '' },
      { id: 'w2', code: 'payment', vals: '{"orderId":"ORD-2024-001234569"}', description: '' },
      { id: 'w3', code: null, vals: null, description: 'Refund from Kedai Siti' },
    ]);
  });

  it("then 0038 removes the demo's wallet transactions: the wallet reads the buyer's orders and refunds", async () => {
    const migrations = await readMigrations();
    await applyMigrations(
      db,
      migrations.filter((m) => m.name >= '0038'),
    );
    expect(
      await countRows(
        db,
        "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'wallet_transactions'",
      ),
    ).toBe(0);
    // ORD-OLD, placed before payment states, counts as paid by card.
    expect(await getWallet(db, 'user-old')).toEqual({
      balanceSen: 0,
      lines: [{ kind: 'payment', orderId: 'ORD-OLD', amountSen: 500, at: '2026-01-02T00:00:00.000Z' }],
    });
  });
});
