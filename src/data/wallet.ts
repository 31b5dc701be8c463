/** A user's wallet: its transactions and the balance they add up to. */
import { storedWalletDescription, type WalletDescription } from '../lib/wallet';

export interface WalletTransaction {
  id: string;
  kind: 'credit' | 'debit';
  /** What the shop wrote (src/lib/wallet.ts), or null for a description written otherwise, kept in `description`. */
  said: WalletDescription | null;
  description: string;
  amountSen: number;
  createdAt: string;
}

export interface Wallet {
  balanceSen: number;
  transactions: WalletTransaction[];
}

export async function getWallet(db: Database, userId: string): Promise<Wallet> {
  const { results } = await db
    .prepare(
      'SELECT id, kind, description, code, vals, amount_sen, created_at FROM wallet_transactions WHERE user_id = ? ORDER BY created_at DESC',
    )
    .bind(userId)
    .all<{
      id: string;
      kind: 'credit' | 'debit';
      description: string;
      code: string | null;
      vals: string | null;
      amount_sen: number;
      created_at: string;
    }>();
  const transactions = results.map((r) => ({
    id: r.id,
    kind: r.kind,
    said: storedWalletDescription(r.code, r.vals),
    description: r.description,
    amountSen: r.amount_sen,
    createdAt: r.created_at,
  }));
  const balanceSen = transactions.reduce((sum, t) => sum + (t.kind === 'credit' ? t.amountSen : -t.amountSen), 0);
  return { balanceSen, transactions };
}
