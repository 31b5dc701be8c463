/**
 * The buyer's wallet on a real local D1: the buyer's real payments (paid through the provider, or cash collected on
 * delivery) and refunds (pending and succeeded, with their state), newest first; nothing awaiting, failed, expired
 * or refused, and nothing of another buyer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWallet } from '../../src/data/wallet';
import { freshDatabase } from './support';

let db: D1Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ db, dispose } = await freshDatabase({ seed: false }));
  const user = (id: string) =>
    db
      .prepare(
        "INSERT INTO users (id, email, name, password_hash, created_at, updated_at) VALUES (?, ?, 'Buyer', 'x', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
      )
      .bind(id, `${id}@example.com`);
  const order = (id: string, userId: string, method: string, status: string, totalSen: number, at: string) =>
    db
      .prepare(
        `INSERT INTO orders (id, user_id, status, subtotal_sen, shipping_sen, tax_sen, total_sen, ship_full_name, ship_email,
           ship_phone, ship_address, ship_city, ship_state, ship_postal_code, created_at, updated_at, payment_method, payment_status)
         VALUES (?, ?, 'pending', ?, 0, 0, ?, 'Buyer', 'b@example.com', '0123456789', '1 Jalan', 'Labuan', 'Labuan', '87000', ?, ?, ?, ?)`,
      )
      .bind(id, userId, totalSen, totalSen, at, at, method, status);
  const sellerOrder = (
    id: string,
    orderId: string,
    merchantId: string,
    totalSen: number,
    taxSen: number,
    cash: string | null,
  ) =>
    db
      .prepare(
        `INSERT INTO seller_orders (id, order_id, merchant_id, subtotal_sen, shipping_sen, total_sen, tax_sen, cash_collected_at,
           created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
      )
      .bind(id, orderId, merchantId, totalSen, totalSen, taxSen, cash);
  const refund = (sellerOrderId: string, orderId: string, amountSen: number, status: string, at: string) =>
    db
      .prepare(
        `INSERT INTO refunds (id, order_id, seller_order_id, amount_sen, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(`R-${sellerOrderId}`, orderId, sellerOrderId, amountSen, status, at, at);
  await db.batch([
    user('u-wallet'),
    user('u-other'),
    user('u-seller'),
    db.prepare(
      "INSERT INTO merchants (id, user_id, business_name, display_name, email, created_at, updated_at) VALUES ('m1', 'u-seller', 'Kedai', 'Kedai', 'k@example.com', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
    ),
    order('O-CARD', 'u-wallet', 'card', 'paid', 1000, '2026-01-02T00:00:00.000Z'),
    order('O-FPX', 'u-wallet', 'fpx', 'partly_refunded', 2000, '2026-01-03T00:00:00.000Z'),
    order('O-WAIT', 'u-wallet', 'grabpay', 'awaiting', 3000, '2026-01-04T00:00:00.000Z'),
    order('O-FAIL', 'u-wallet', 'card', 'failed', 4000, '2026-01-05T00:00:00.000Z'),
    order('O-COD', 'u-wallet', 'cod', 'awaiting', 5000, '2026-01-06T00:00:00.000Z'),
    order('O-COD2', 'u-wallet', 'cod', 'awaiting', 6000, '2026-01-07T00:00:00.000Z'),
    order('O-OTHER', 'u-other', 'card', 'paid', 7000, '2026-01-08T00:00:00.000Z'),
    sellerOrder('O-FPX-1', 'O-FPX', 'm1', 2000, 0, null),
    sellerOrder('O-CARD-1', 'O-CARD', 'm1', 1000, 0, null),
    sellerOrder('O-COD-1', 'O-COD', 'm1', 5000, 300, '2026-01-09T00:00:00.000Z'),
    sellerOrder('O-COD2-1', 'O-COD2', 'm1', 6000, 0, null),
    sellerOrder('O-OTHER-1', 'O-OTHER', 'm1', 7000, 0, null),
    refund('O-FPX-1', 'O-FPX', 2000, 'succeeded', '2026-01-10T00:00:00.000Z'),
    refund('O-CARD-1', 'O-CARD', 1000, 'pending', '2026-01-11T00:00:00.000Z'),
    refund('O-OTHER-1', 'O-OTHER', 7000, 'succeeded', '2026-01-12T00:00:00.000Z'),
  ]);
  // A failed refund is not money coming back.
  await db.batch([
    db.prepare("UPDATE refunds SET status = 'failed' WHERE id = 'R-O-CARD-1'"),
    db.prepare(
      "INSERT INTO refunds (id, order_id, seller_order_id, amount_sen, status, created_at, updated_at) VALUES ('R-COD', 'O-COD', 'O-COD-1', 100, 'pending', '2026-01-13T00:00:00.000Z', '2026-01-13T00:00:00.000Z')",
    ),
  ]);
});
afterAll(() => dispose());

describe("the buyer's wallet", () => {
  it('lists the real payments and refunds, newest first, with each refund’s state', async () => {
    expect(await getWallet(db, 'u-wallet')).toEqual({
      balanceSen: 0,
      lines: [
        {
          kind: 'refund',
          orderId: 'O-COD',
          sellerOrderId: 'O-COD-1',
          amountSen: 100,
          at: '2026-01-13T00:00:00.000Z',
          state: 'pending',
        },
        {
          kind: 'refund',
          orderId: 'O-FPX',
          sellerOrderId: 'O-FPX-1',
          amountSen: 2000,
          at: '2026-01-10T00:00:00.000Z',
          state: 'succeeded',
        },
        // Cash is paid when the merchant collects it: its seller orders' goods, shipping and tax.
        { kind: 'cash', orderId: 'O-COD', amountSen: 5300, at: '2026-01-09T00:00:00.000Z' },
        { kind: 'payment', orderId: 'O-FPX', amountSen: 2000, at: '2026-01-03T00:00:00.000Z' },
        { kind: 'payment', orderId: 'O-CARD', amountSen: 1000, at: '2026-01-02T00:00:00.000Z' },
      ],
    });
  });

  it('shows a new buyer an empty wallet', async () => {
    expect(await getWallet(db, 'u-seller')).toEqual({ balanceSen: 0, lines: [] });
  });
});
