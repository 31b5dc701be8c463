/**
 * Stores of their own for the Payouts tests (tests/e2e/payouts.spec.ts), written into the test server's database
 * before it starts (scripts/serve-test.mjs): the rows the payment flow writes (a payment's state, cash collected, a
 * refund) cannot be written into a database the server holds open without making its own writes fail.
 * Usage: MARKET_STATE_DIR=<dir> tsx tests/e2e/ledger-seed.ts
 */
import { localPlatform } from '../../scripts/local-db';
import { hashPassword, NO_PASSWORD } from '../../src/lib/password';
import { insertStatements } from '../../src/data/sql';
import { LEDGER_STORES, ledgerWeek, seededOrders } from './ledger-stores';

const platform = await localPlatform(process.env.MARKET_STATE_DIR ?? '.wrangler/e2e');
try {
  const db = platform.env.DB;
  const now = new Date().toISOString();
  const week = ledgerWeek(new Date());
  const buyer = {
    id: 'user-ledger-buyer',
    email: 'ledger-buyer@example.com',
    name: 'Siti',
    password_hash: NO_PASSWORD,
  };
  const statements = [
    ...insertStatements(db, 'users', [
      { ...buyer, role: 'user', email_verified: 0, created_at: now, updated_at: now },
      ...(await Promise.all(
        LEDGER_STORES.map(async (store) => ({
          id: store.userId,
          email: store.email,
          name: store.owner,
          role: 'user',
          email_verified: 1,
          password_hash: await hashPassword(store.password),
          created_at: now,
          updated_at: now,
        })),
      )),
    ]),
    ...insertStatements(
      db,
      'merchants',
      LEDGER_STORES.map((store) => ({
        id: store.id,
        user_id: store.userId,
        business_name: store.name,
        display_name: store.name,
        email: store.email,
        created_at: now,
        updated_at: now,
      })),
    ),
  ];
  for (const store of LEDGER_STORES) {
    const orders = seededOrders(store.id, week);
    statements.push(
      ...insertStatements(
        db,
        'orders',
        orders.map((o) => ({
          id: o.orderId,
          user_id: buyer.id,
          status: 'pending',
          subtotal_sen: o.subtotalSen,
          shipping_sen: o.shippingSen,
          tax_sen: o.taxSen,
          total_sen: o.subtotalSen + o.shippingSen + o.taxSen,
          ship_full_name: 'Siti',
          ship_email: buyer.email,
          ship_phone: '0123456789',
          ship_address: '1 Jalan Merdeka',
          ship_city: 'Labuan',
          ship_state: 'Labuan',
          ship_postal_code: '87000',
          created_at: o.placedAt,
          updated_at: o.placedAt,
          payment_method: o.method,
          payment_status: o.status,
        })),
      ),
      ...insertStatements(
        db,
        'seller_orders',
        orders.map((o) => ({
          id: o.sellerOrderId,
          order_id: o.orderId,
          merchant_id: store.id,
          subtotal_sen: o.subtotalSen,
          shipping_sen: o.shippingSen,
          total_sen: o.subtotalSen + o.shippingSen,
          tax_sen: o.taxSen,
          commission_basis_points: 500,
          cash_collected_at: o.cashCollectedAt,
          created_at: o.placedAt,
          updated_at: o.placedAt,
        })),
      ),
      ...insertStatements(
        db,
        'refunds',
        orders
          .filter((o) => o.refundSen > 0)
          .map((o) => ({
            id: `REFUND-${o.sellerOrderId}`,
            order_id: o.orderId,
            seller_order_id: o.sellerOrderId,
            amount_sen: o.refundSen,
            status: 'succeeded',
            created_at: o.placedAt,
            updated_at: o.placedAt,
          })),
      ),
    );
  }
  await db.batch(statements);
  console.log(`Seeded the payout stores for the week of ${week}.`);
} finally {
  await platform.dispose();
}
