/**
 * The buyer's wallet: what the buyer really paid (orders paid through the payment provider, cash handed over on
 * delivery) and what is coming or came back (refunds pending or succeeded), newest first, a bounded page of each
 * read by index (orders_user, refunds_order).
 */
import { type WalletEntry, walletLines, WALLET_LINES } from '../lib/wallet';

export interface Wallet {
  /** The money the wallet holds: none, as nothing can top it up (src/lib/wallet.ts). */
  balanceSen: number;
  lines: WalletEntry[];
}

export async function getWallet(db: Database, userId: string): Promise<Wallet> {
  const [payments, refunds] = await db.batch([
    db
      .prepare(
        `SELECT kind, order_id, amount_sen, at FROM (
           SELECT 'payment' AS kind, o.id AS order_id, o.total_sen AS amount_sen, o.created_at AS at
           FROM orders o
           WHERE o.user_id = ?1 AND o.payment_method <> 'cod' AND o.payment_status IN ('paid', 'partly_refunded', 'refunded')
           UNION ALL
           SELECT 'cash', o.id, SUM(so.total_sen + COALESCE(so.tax_sen, 0)), MAX(so.cash_collected_at)
           FROM orders o JOIN seller_orders so ON so.order_id = o.id
           WHERE o.user_id = ?1 AND o.payment_method = 'cod' AND so.cash_collected_at IS NOT NULL
           GROUP BY o.id
         ) ORDER BY at DESC LIMIT ?2`,
      )
      .bind(userId, WALLET_LINES),
    db
      .prepare(
        `SELECT r.order_id, r.seller_order_id, r.amount_sen, r.status, r.updated_at AS at
         FROM orders o JOIN refunds r ON r.order_id = o.id
         WHERE o.user_id = ? AND r.status IN ('pending', 'succeeded')
         ORDER BY r.updated_at DESC LIMIT ?`,
      )
      .bind(userId, WALLET_LINES),
  ]);
  const paid = (
    payments!.results as { kind: 'payment' | 'cash'; order_id: string; amount_sen: number; at: string }[]
  ).map((r): WalletEntry => ({ kind: r.kind, orderId: r.order_id, amountSen: r.amount_sen, at: r.at }));
  const back = (
    refunds!.results as {
      order_id: string;
      seller_order_id: string;
      amount_sen: number;
      status: 'pending' | 'succeeded';
      at: string;
    }[]
  ).map(
    (r): WalletEntry => ({
      kind: 'refund',
      orderId: r.order_id,
      sellerOrderId: r.seller_order_id,
      amountSen: r.amount_sen,
      at: r.at,
      state: r.status,
    }),
  );
  return { balanceSen: 0, lines: walletLines(paid, back) };
}
